/**
 * German word lists for the wording suggestions (engine/suggest.ts).
 */

import {
  DEFINITE_ARTICLE_DE,
  INDEFINITE_ARTICLE_DE,
  MASCULINE_NOMINATIVE_DE,
  OTHER_NOMINATIVE_DE,
  QUANTIFIERS_DE,
  RELATIVE_PRONOUN_FORMS_DE,
  WELCH_FORMS_DE,
} from "./determiners.js";

/** Loopholes that can simply be dropped: without them the requirement is binding (lower case). */
export const DROPPABLE_LOOPHOLES_DE: readonly string[] = [
  "im rahmen der möglichkeiten",
  "so weit wie möglich",
  "so weit möglich",
  "so gut wie möglich",
  "nach möglichkeit",
  "soweit möglich",
  "sofern möglich",
  "falls möglich",
  "wenn möglich",
  "wo möglich",
  "soweit sinnvoll",
  "sofern sinnvoll",
  "falls sinnvoll",
  "wenn sinnvoll",
  "wo sinnvoll",
  "falls zutreffend",
  "sofern zutreffend",
  "soweit zutreffend",
  "wenn zutreffend",
  "falls anwendbar",
  "soweit anwendbar",
  "sofern anwendbar",
  "wenn anwendbar",
  "soweit praktikabel",
  "falls praktikabel",
  "soweit vertretbar",
  "möglichst",
];

/** Grammatical gender of nouns that name actors; a compound takes the gender of its last part. */
export const NOUN_GENDER_DE: ReadonlyMap<string, "m" | "f" | "n"> = new Map([
  ["system", "n"],
  ["subsystem", "n"],
  ["modul", "n"],
  ["programm", "n"],
  ["gerät", "n"],
  ["portal", "n"],
  ["produkt", "n"],
  ["werkzeug", "n"],
  ["tool", "n"],
  ["backend", "n"],
  ["frontend", "n"],
  ["netzwerk", "n"],
  ["fahrzeug", "n"],
  ["gateway", "n"],
  ["dashboard", "n"],
  ["betriebssystem", "n"],
  ["endgerät", "n"],
  ["interface", "n"],
  ["framework", "n"],
  ["cockpit", "n"],
  ["display", "n"],
  ["hub", "m"],
  ["terminal", "n"],
  ["steuergerät", "n"],
  ["archiv", "n"],
  ["skript", "n"],
  ["plugin", "n"],
  ["server", "m"],
  ["dienst", "m"],
  ["service", "m"],
  ["client", "m"],
  ["benutzer", "m"],
  ["nutzer", "m"],
  ["administrator", "m"],
  ["prozess", "m"],
  ["sensor", "m"],
  ["controller", "m"],
  ["browser", "m"],
  ["rechner", "m"],
  ["scheduler", "m"],
  ["mitarbeiter", "m"],
  ["betreiber", "m"],
  ["anwender", "m"],
  ["bediener", "m"],
  ["job", "m"],
  ["treiber", "m"],
  ["editor", "m"],
  ["router", "m"],
  ["monitor", "m"],
  ["speicher", "m"],
  ["hintergrunddienst", "m"],
  ["anwendung", "f"],
  ["applikation", "f"],
  ["software", "f"],
  ["plattform", "f"],
  ["datenbank", "f"],
  ["app", "f"],
  ["webseite", "f"],
  ["website", "f"],
  ["komponente", "f"],
  ["schnittstelle", "f"],
  ["steuerung", "f"],
  ["anlage", "f"],
  ["einheit", "f"],
  ["oberfläche", "f"],
  ["firmware", "f"],
  ["maschine", "f"],
  ["zentrale", "f"],
  ["verwaltung", "f"],
  ["lösung", "f"],
  ["engine", "f"],
  ["api", "f"],
  ["funktion", "f"],
  ["bibliothek", "f"],
]);

/** Nominative definite article by gender. */
export const ARTICLE_DE = { m: "Der", f: "Die", n: "Das" } as const;

/** Singular of each modal verb (a rewritten requirement has one actor). */
export const MODAL_SINGULAR_DE: ReadonlyMap<string, string> = new Map([
  ["muss", "muss"],
  ["müssen", "muss"],
  ["soll", "soll"],
  ["sollen", "soll"],
  ["sollte", "sollte"],
  ["sollten", "sollte"],
  ["darf", "darf"],
  ["dürfen", "darf"],
  ["kann", "kann"],
  ["können", "kann"],
  ["könnte", "könnte"],
  ["könnten", "könnte"],
]);

/** Separable verb particles that close a main clause ("zeigt … an"). */
export const SEPARABLE_PARTICLES_DE: ReadonlySet<string> = new Set([
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "ein",
  "fest",
  "fort",
  "frei",
  "her",
  "hin",
  "hinzu",
  "hoch",
  "los",
  "mit",
  "nach",
  "vor",
  "weg",
  "weiter",
  "zu",
  "zurück",
  "zusammen",
  "bereit",
  "dar",
  "um",
  "wieder",
]);

/** Strong participles (without "ge" and prefixes) whose infinitive changes the vowel. */
export const IRREGULAR_INFINITIVE_DE: ReadonlyMap<string, string> = new Map([
  ["schlossen", "schließen"],
  ["sandt", "senden"],
  ["zogen", "ziehen"],
  ["funden", "finden"],
  ["worfen", "werfen"],
  ["bracht", "bringen"],
  ["nommen", "nehmen"],
  ["troffen", "treffen"],
  ["boten", "bieten"],
  ["kannt", "kennen"],
  ["nannt", "nennen"],
  ["mieden", "meiden"],
  ["schieden", "scheiden"],
  ["wiesen", "weisen"],
  ["griffen", "greifen"],
  ["sprochen", "sprechen"],
  ["brochen", "brechen"],
  ["wandt", "wenden"],
  ["stiegen", "steigen"],
  ["schnitten", "schneiden"],
  ["hoben", "heben"],
  ["gangen", "gehen"],
  ["standen", "stehen"],
  ["blieben", "bleiben"],
  ["schrieben", "schreiben"],
  ["trieben", "treiben"],
  ["wogen", "wägen"],
  ["dacht", "denken"],
  ["bunden", "binden"],
  ["schoben", "schieben"],
  ["flossen", "fließen"],
  ["sunken", "sinken"],
  ["zwungen", "zwingen"],
  ["schienen", "scheinen"],
  ["gossen", "gießen"],
  ["rieben", "reiben"],
  ["stritten", "streiten"],
  ["litten", "leiden"],
  ["ritten", "reiten"],
  ["wonnen", "winnen"],
  ["sonnen", "sinnen"],
  ["holfen", "helfen"],
  ["golten", "gelten"],
  ["worben", "werben"],
  ["storben", "sterben"],
  ["borgen", "bergen"],
  ["schworen", "schwören"],
  ["logen", "lügen"],
  ["trogen", "trügen"],
]);

/** Irregular third-person present forms and their infinitives. */
export const IRREGULAR_PRESENT_DE: ReadonlyMap<string, string> = new Map([
  ["gibt", "geben"],
  ["liest", "lesen"],
  ["hält", "halten"],
  ["lädt", "laden"],
  ["nimmt", "nehmen"],
  ["sieht", "sehen"],
  ["misst", "messen"],
  ["wirft", "werfen"],
  ["trägt", "tragen"],
  ["fährt", "fahren"],
  ["schlägt", "schlagen"],
  ["lässt", "lassen"],
  ["hat", "haben"],
  ["ist", "sein"],
  ["weiß", "wissen"],
  ["empfängt", "empfangen"],
  ["bricht", "brechen"],
  ["spricht", "sprechen"],
  ["trifft", "treffen"],
  ["tritt", "treten"],
  ["vergisst", "vergessen"],
  ["fängt", "fangen"],
  ["läuft", "laufen"],
  ["stößt", "stoßen"],
]);

/** Words after a comma that end an example inserted between commas in German (lower case). */
export const RELATIVE_OR_LIST_DE: ReadonlySet<string> = new Set([...RELATIVE_PRONOUN_FORMS_DE, ...WELCH_FORMS_DE, "und", "oder", "sowie", "bzw"]);

/** People who use a system (masculine nouns whose dative plural adds -n: "den Benutzern"). */
export const HUMAN_ROLES_DE: ReadonlySet<string> = new Set([
  "benutzer",
  "nutzer",
  "anwender",
  "bediener",
  "mitarbeiter",
  "betreiber",
  "administrator",
  "teilnehmer",
  "fahrer",
  "käufer",
  "verkäufer",
  "besucher",
  "prüfer",
  "techniker",
  "planer",
  "leser",
  "autor",
  "eigentümer",
  "kassierer",
  "kunde",
  "disponent",
  "student",
  "patient",
  "praktikant",
  "lieferant",
  "interessent",
  "sachbearbeiter",
]);

/** Weak masculine nouns: the singular dative ends in -n/-en too ("dem Kunden", "dem Disponenten"). */
export const WEAK_MASCULINE_DE: ReadonlySet<string> = new Set(["kunde", "disponent", "student", "patient", "praktikant", "lieferant", "interessent"]);

/** Separable prefixes that take "zu" inside ("herunterzuladen"); "über", "unter", "um", "durch" are left out (often inseparable). */
export const ZU_PREFIXES_DE: readonly string[] = [
  "herunter",
  "zusammen",
  "zurück",
  "weiter",
  "bereit",
  "hinzu",
  "heraus",
  "herein",
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "ein",
  "fest",
  "frei",
  "her",
  "hin",
  "hoch",
  "los",
  "mit",
  "nach",
  "vor",
  "weg",
  "zu",
  "dar",
  "teil",
  "statt",
];

/** Negations after a replaced word: the replacement then keeps its own sense ("… nicht …"). */
export const NEGATED_WORDS_DE = ["nicht", "nie", "niemals", "keinesfalls", "kein", "keine", "keinen", "keinem", "keiner", "keines"];

export const EXAMPLE_STOP_WORDS_DE = new Set([
  "nach",
  "vor",
  "in",
  "im",
  "innerhalb",
  "für",
  "bei",
  "beim",
  "mit",
  "ohne",
  "über",
  "unter",
  "an",
  "am",
  "auf",
  "aus",
  "von",
  "vom",
  "zu",
  "zum",
  "zur",
  "bis",
  "ab",
  "seit",
  "während",
  "wenn",
  "falls",
  "sobald",
  "sofern",
  "muss",
  "müssen",
  "soll",
  "sollen",
  "darf",
  "dürfen",
  "kann",
  "können",
  "wird",
  "werden",
  "ist",
  "sind",
  "dann",
  "nicht",
  "kein",
  "keine",
  "täglich",
  "sofort",
  "automatisch",
  "nur",
]);

/** Finite German modal verbs and auxiliaries that may open an inverted main clause. */
export const FINITE_MODALS_DE = new Set([
  "muss",
  "müssen",
  "soll",
  "sollen",
  "sollte",
  "sollten",
  "darf",
  "dürfen",
  "kann",
  "können",
  "wird",
  "werden",
]);

export const FINITE_T_ALLOWED_DE = new Set([
  "mit",
  "nicht",
  "sofort",
  "seit",
  "jetzt",
  "zuletzt",
  "zuerst",
  "erst",
  "bereit",
  "insgesamt",
  "samt",
  "stets",
  "weit",
  "breit",
  "direkt",
  "korrekt",
  "exakt",
  "komplett",
  "getrennt",
  "verschlüsselt",
]);

export const WERDEN_FINITE_DE = new Set(["wird", "werden"]);

export const OPENING_PREPOSITIONS_DE = new Set([
  "nach",
  "vor",
  "bei",
  "beim",
  "während",
  "innerhalb",
  "ab",
  "seit",
  "mit",
  "für",
  "in",
  "im",
  "am",
  "an",
  "zu",
  "zum",
  "zur",
  "um",
  "bis",
  "spätestens",
  "täglich",
  "jeden",
  "jede",
  "einmal",
]);

/** Markers that also work as adverbs inside a clause ("indem es beispielsweise Aufträge vorzieht"). */
export const EXAMPLE_ADVERBS_DE = ["beispielsweise", "zum beispiel", "z. b.", "z.b.", "z.b", "bspw.", "unter anderem", "u. a.", "u.a."];
/** Markers that close a list rather than introduce examples ("PDF, CSV usw."). */
export const LIST_CLOSERS_DE = ["usw.", "usw", "und so weiter"];
/** Conjunctions that join the last item of a list. */
export const COORDINATORS_DE = ["und", "oder"];
/** Words that open the noun phrase after a fronted verb ("Muss das System …"). */
export const NOUN_PHRASE_OPENERS_DE = ["der", "die", "das", "ein", "eine", "jede", "jeder", "jedes", "alle"];
/** Verbs that end a passive ("… gespeichert werden."). */
export const PASSIVE_FINAL_VERBS_DE = ["werden", "worden", "sein"];
/** Articles that open the subject of a capability ("Der Benutzer kann …"). */
export const CAPABILITY_ARTICLES_DE = ["Der", "Jeder", "Die", "Alle"];
/** Negations. */
export const NEGATIONS_DE: ReadonlySet<string> = new Set(["nicht", "nie", "niemals", "kein", "keine", "keinen", "keinem", "keiner"]);
/** Modals of permission ("kann", "darf"). */
export const PERMISSION_MODALS_DE: ReadonlySet<string> = new Set(["kann", "können", "darf", "dürfen"]);
/** Singular modals ("kann", "muss"). */
export const SINGULAR_MODALS_DE: ReadonlySet<string> = new Set(["kann", "darf", "muss", "soll", "sollte", "wird"]);
/** Subordinators of a trailing clause ("…, wenn …"). */
export const SUBORDINATORS_DE = ["wenn", "falls", "sofern", "sobald", "solange", "bevor", "nachdem", "während", "damit", "sodass", "indem", "ohne"];
/** Infinitives of auxiliaries: no main verb. */
export const AUXILIARY_INFINITIVES_DE: ReadonlySet<string> = new Set(["werden", "worden", "sein", "haben"]);
/** Finite auxiliaries: a sentence with one already has its verb. */
export const FINITE_AUXILIARIES_DE: ReadonlySet<string> = new Set(["ist", "sind", "wird", "werden", "wurde", "hat", "haben", "gibt"]);
/** Articles and determiners written in lower case inside a sentence. */
export const ARTICLES_DE: ReadonlySet<string> = new Set([...DEFINITE_ARTICLE_DE, ...INDEFINITE_ARTICLE_DE, ...QUANTIFIERS_DE]);
/** Determiners that open a subject ("Der", "Jedes", "Diese"). */
export const SUBJECT_OPENERS_DE = ["Der", "Die", "Das", "Jeder", "Jede", "Jedes", "Dieser", "Diese", "Dieses"];
/** Masculine determiners ("der", "jeder"). */
export const MASCULINE_DETERMINERS_DE: ReadonlySet<string> = new Set([...MASCULINE_NOMINATIVE_DE, "welcher"]);
/** Feminine, neuter and plural determiners ("die", "das", "alle"). */
export const OTHER_DETERMINERS_DE: ReadonlySet<string> = new Set(OTHER_NOMINATIVE_DE);
/** Determiners that open a subject, in lower case. */
export const SUBJECT_DETERMINERS_DE: ReadonlySet<string> = new Set([...MASCULINE_NOMINATIVE_DE, ...OTHER_NOMINATIVE_DE]);
/** Words that end the doer phrase ("vom System nicht …"). */
export const DOER_STOPS_DE: ReadonlySet<string> = new Set(["nicht", "nur", "nie", "niemals", "automatisch", "täglich", "sofort"]);
/** Words that open a condition that may take "dann". */
export const CONDITION_OPENERS_DE = ["wenn", "falls", "sofern"];
/** Words that open a leading condition ("Wenn …, "). */
export const LEADING_CONDITIONS_DE = ["wenn", "falls", "sofern", "solange", "sobald"];
