/** German markers the contradiction check reads to find subject, action and polarity (umlauts folded). */

/** Modal verbs (and "wird"/"werden" as future) that carry the predicate. */
export const MODALS_DE: ReadonlySet<string> = new Set([
  "muss",
  "mussen",
  "soll",
  "sollen",
  "sollte",
  "sollten",
  "darf",
  "durfen",
  "kann",
  "konnen",
  "wird",
  "werden",
]);

/** Modals whose negation forbids ("darf nicht"), as opposed to "muss nicht" (need not). */
export const PERMISSION_MODALS_DE: ReadonlySet<string> = new Set(["darf", "durfen"]);

/** Words that negate the predicate they stand in. */
export const NEGATIONS_DE: ReadonlySet<string> = new Set([
  "nicht",
  "nie",
  "niemals",
  "kein",
  "keine",
  "keinen",
  "keinem",
  "keiner",
  "keines",
  "weder",
]);

/** Verbs that forbid the action that follows them: "muss verhindern, dass …". */
export const PROHIBITION_VERBS_DE: ReadonlySet<string> = new Set([
  "verhindern",
  "unterbinden",
  "verbieten",
  "untersagen",
  "blockieren",
  "vermeiden",
  "stoppen",
]);

/** Phrases and fillers around the action ("die Möglichkeit bieten", "fähig sein", "in der Lage sein"). */
export const FILLERS_DE: ReadonlySet<string> = new Set([
  "moglichkeit",
  "bieten",
  "fahig",
  "sein",
  "lage",
  "in",
  "der",
  "die",
  "das",
  "dem",
  "den",
  "zu",
  "auch",
  "immer",
  "stets",
  "jederzeit",
  "werden",
  "worden",
  "es",
  "ermoglichen",
  "erlauben",
]);

/** Verbs whose object names the real action: "eine Prüfung durchführen" = "prüfen". */
export const LIGHT_VERBS_DE: ReadonlySet<string> = new Set([
  "durchfuhren",
  "durchgefuhrt",
  "ausfuhren",
  "ausgefuhrt",
  "vornehmen",
  "vorgenommen",
  "bereitstellen",
  "bereitgestellt",
  "bieten",
  "machen",
  "durchzufuhren",
  "auszufuhren",
  "vorzunehmen",
]);

/** Words that restrict to one alternative. */
export const EXCLUSIVE_DE: ReadonlySet<string> = new Set(["nur", "ausschliesslich", "allein", "lediglich"]);

/** Subject words that all name the system under specification. */
export const GENERIC_SUBJECTS_DE: ReadonlySet<string> = new Set([
  "system",
  "produkt",
  "anwendung",
  "software",
  "losung",
  "werkzeug",
  "plattform",
  "dienst",
  "app",
]);

/** Words that open a leading condition clause ("Falls …, muss das System …"). */
export const CONDITION_OPENERS_DE: ReadonlySet<string> = new Set([
  "wenn",
  "falls",
  "sofern",
  "solange",
  "sobald",
  "nachdem",
  "bevor",
  "wahrend",
  "bei",
  "nach",
  "im",
]);

/** Prefixes that negate the word they are joined to ("nicht-relational", "unverschlüsselt"). */
export const NEGATING_PREFIXES_DE: ReadonlySet<string> = new Set(["nicht", "un"]);

/** Participles that forbid what they name ("ist verboten"). */
export const PROHIBITION_PARTICIPLES_DE: ReadonlySet<string> = new Set(["verboten", "untersagt"]);
/** Verbs that grant a capability ("erlauben", folded). */
export const ENABLERS_DE: ReadonlySet<string> = new Set(["erlauben", "ermoglichen", "gestatten"]);
