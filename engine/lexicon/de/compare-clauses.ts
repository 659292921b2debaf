/** German words of the comparison's clause reading (engine/reading/clauses.ts). Folded lower case (umlauts folded: "wahrend"). */

export const COORD_DE = new Set(["und", "oder", "aber", "sondern", "wahrend"]);

export const PREPS_DE = new Set(["uber", "mit", "per", "auf", "durch", "via", "von", "in", "an", "fur"]);

export const TRAILING_AUX_DE = new Set(["werden", "worden", "sein", "konnen", "lassen", "haben", "zu", "sind", "wird", "ist"]);

/** Pronouns as subjects: the subject is named elsewhere. */
export const PRONOUNS_DE = ["er", "sie", "es"];

/** Modifiers skipped to find the action named after "ohne" ("ohne vorherige Prüfung"), as stems. */
export const WITHOUT_MODIFIERS_DE = ["vorherig", "weiter", "zusatzlich"];

/** Words that make an exception of a clause ("ohne Freigabe", "außer"). */
export const EXCEPTIONS_DE = ["ohne", "ausser", "ausgenommen"];

/**
 * Modals of a capability or permission, at the head ("kann", "darf") or at the end of the
 * verb group ("muss … anzeigen können"), as "can" and "may" in English. Folded.
 */
export const CAPABILITY_MODALS_DE: ReadonlySet<string> = new Set(["kann", "konnen", "konnte", "konnten", "darf", "durfen"]);

/**
 * Nouns of a capability handed over ("muss dem Betreiber die Möglichkeit bieten, … zu …"), as
 * "the option to" in English; with the verbs of granting (ENABLERS_DE) they make the clause a
 * capability. Folded.
 */
export const CAPABILITY_NOUNS_DE: ReadonlySet<string> = new Set(["moglichkeit", "option", "berechtigung"]);

/**
 * Conjunctions of a trailing clause after a comma, whose verb is not the main clause's action
 * ("muss die Belege archivieren, nachdem der Fahrer unterschrieben hat"). Folded. Not "dass"
 * (after "verhindern" its verb is the action), "ohne" (an exception) or "um"/"damit" (a purpose).
 */
export const TRAILING_SUBORDINATORS_DE: ReadonlySet<string> = new Set([
  "wenn",
  "falls",
  "sofern",
  "sobald",
  "solange",
  "bevor",
  "nachdem",
  "wahrend",
  "weil",
  "obwohl",
  "sodass",
  "indem",
]);

/** Words that open a restricting phrase like a preposition: "nur wenn …". */
export const PHRASE_OPENERS_DE = ["wenn", "falls", "sofern", "sobald", "nachdem"];

/** Restrictions whose absence in the other requirement still conflicts: "nur nach X" / kein "nach". */
export const RESTRICTING_PREPS_DE = ["nach", "vor", "wahrend", "bis", "innerhalb", "wenn", "falls", "sofern", "sobald", "nachdem"];

/** Words that open a relative clause, which ends a prepositional phrase. */
export const RELATIVES_DE = ["der", "die", "das", "welche", "welcher", "welches"];

/** Stems of actors that stand for a group of people: two of them do not exclude each other. */
export const GROUP_ACTORS_DE = ["benutz", "nutz", "anwend", "person"];
/** Stems of actions that are a kind of access ("zugreifen", "nutzen"), and of the noun "Zugriff". */
export const ACCESS_LIKE_DE = ["zugreif", "zugriff", "nutz", "verwend"];
/** Stems of objects too general to tie two requirements together ("das Produkt nutzen"). */
export const GENERIC_OBJECTS_DE = ["produkt", "anwend"];
/** Negations counted when two requirements differ only by them. */
export const NEGATION_WORDS_DE = ["nicht", "nie", "niemals", "kein", "keine", "keinen", "keinem", "keiner"];
/** Words after a comma that open a purpose, not more of the clause: ", um die Prüfbarkeit zu sichern", ", damit …", ", sodass …". */
export const PURPOSE_OPENERS_DE = ["um", "damit", "sodass"];

/**
 * Words that say an input does not count ("… und ignoriert alle gespeicherten Einstellungen",
 * "unabhängig vom Transaktionstyp"), as DISREGARDING_EN. Folded.
 */
export const DISREGARDING_DE: ReadonlyArray<readonly string[]> = [
  ["ignoriert"],
  ["ignorieren"],
  ["ignorierend"],
  ["missachtet"],
  ["ungeachtet"],
  ["unabhangig", "von"],
  ["unabhangig", "vom"],
  ["unabhangig", "davon"],
  ["ohne", "berucksichtigung"],
  ["ohne", "rucksicht", "auf"],
];

/**
 * Nouns of action with their verbs ("Konfiguration", "konfigurieren"), read as the action before
 * a verb-final granting, prohibiting or light verb ("die manuelle Konfiguration … erlauben"). Own list.
 */
export const OWN_ACTION_NOUNS_DE: ReadonlyArray<readonly [string, string]> = [
  ["Konfiguration", "konfigurieren"],
  ["Zugriff", "zugreifen"],
  ["Suche", "suchen"],
  ["Bearbeitung", "bearbeiten"],
  ["Löschung", "löschen"],
  ["Erstellung", "erstellen"],
  ["Änderung", "ändern"],
  ["Buchung", "buchen"],
  ["Erstattung", "erstatten"],
  ["Prüfung", "prüfen"],
  ["Stornierung", "stornieren"],
  ["Reservierung", "reservieren"],
  ["Registrierung", "registrieren"],
  ["Anmeldung", "anmelden"],
  ["Sicherung", "sichern"],
  ["Übertragung", "übertragen"],
  ["Nutzung", "nutzen"],
];
