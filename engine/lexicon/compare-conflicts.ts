/**
 * Words of the meaning-based contradiction checks (engine/compare/conflicts/), both
 * languages in one list because a requirement in either language may quote the other's.
 * Folded lower case (umlauts folded). Written for this project from the grammar of
 * English and German coordination and quantification; no external source.
 */
import { BE_FORMS as BE_FORMS_EN } from "./en/conditions.js";

/** Words joining the items of an enumeration ("PDF and SVG", "Englisch und Deutsch"). */
export const LIST_JOINERS: ReadonlySet<string> = new Set(["and", "or", "und", "oder", "sowie", ",", "/", "&"]);

/** Quantifiers that pick exactly one item of a set ("one of the profiles", "eines der Profile"). */
export const ONE_OF_WORDS: ReadonlySet<string> = new Set(["one", "single", "either", "eine", "einen", "eines", "einer", "einem", "genau"]);

/** Quantifiers that take every item of a set ("all of the profiles", "alle Profile"). */
export const ALL_OF_WORDS: ReadonlySet<string> = new Set([
  "all",
  "both",
  "every",
  "each",
  "alle",
  "allen",
  "aller",
  "beide",
  "beiden",
  "samtliche",
  "samtlichen",
]);

/** Words after the quantifier that make it a set quantifier ("one of", "eines der"). */
export const SET_OF_WORDS: ReadonlySet<string> = new Set(["of", "der", "die", "den", "des"]);

/**
 * Stems of the verbs that grant or withhold an action rather than name it ("allow",
 * "permit", "enable", "prevent", "block", "erlauben", "untersagen"): "shall allow uploads"
 * is about uploads, and "muss gestatten, … zu bearbeiten" about editing.
 */
export const PERMISSION_STEMS: ReadonlySet<string> = new Set([
  "allow",
  "permit",
  "enabl",
  "let",
  "grant",
  "erlaub",
  "gestatt",
  "statt",
  "ermog",
  "ermoglich",
  "zulass",
]);

export const PROHIBITION_STEMS: ReadonlySet<string> = new Set([
  "prevent",
  "prohibit",
  "forbid",
  "disallow",
  "block",
  "deni",
  "deny",
  "preclud",
  "verhind",
  "verhindern",
  "unterbind",
  "verbiet",
  "untersag",
  "blockier",
  "sperr",
]);

/** Words that open what an action takes in ("from the sensor log", "using the template", "aus der Datei"). */
export const INPUT_MARKERS: ReadonlySet<string> = new Set(["from", "using", "aus", "anhand", "mittels"]);

/** Words that open the form an action gives out ("as a PDF file", "into XML", "als PDF-Datei"). */
export const OUTPUT_MARKERS: ReadonlySet<string> = new Set(["as", "into", "als"]);

/** Indefinite articles: "on a Windows server" names one alternative of a single slot. */
export const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set(["a", "an", "one", "ein", "eine", "einem", "einen", "einer"]);

/**
 * Verbs with which a requirement narrows what another one states (restriction.ts): they
 * confine an action to some of its actors, inputs or occasions ("restrict … to", "limit …
 * to", "beschränken auf", "einschränken"). Folded infinitives; the check compares stems.
 */
export const RESTRICTING_VERBS: readonly string[] = ["restrict", "limit", "confine", "beschranken", "einschranken", "begrenzen"];

/** The preposition that names what a restricting verb confines the action to ("restrict … to", "beschränken auf"). */
export const RESTRICTED_TO: ReadonlySet<string> = new Set(["to", "auf"]);

/** The infinitive marker before the action a granting verb names ("allow users to export", "erlauben, … zu exportieren"). */
export const INFINITIVE_MARKERS: ReadonlySet<string> = new Set(["to", "zu"]);

/** Words that put one item in place of another ("instead of", "anstelle", "stattdessen"). */
export const REPLACING_WORDS: ReadonlySet<string> = new Set(["instead", "anstelle", "anstatt", "stattdessen"]);

/** Words that make an item the single one ("a single account", "a sole supplier", "ein einziges Konto"). */
export const SINGLE_WORDS: ReadonlySet<string> = new Set(["single", "sole", "einzig", "einzige", "einzigen", "einziger", "einziges", "einzigem"]);

/**
 * Words that name many items as a feature of their own ("a list of students", "in bulk",
 * "mehrere Konten"): a requirement for a single item next to one for many is a second
 * feature, not a narrowing.
 */
export const MANY_WORDS: ReadonlySet<string> = new Set([
  "list",
  "listing",
  "lists",
  "batch",
  "bulk",
  "multiple",
  "several",
  "liste",
  "listen",
  "mehrere",
  "mehreren",
  "stapel",
]);

/** Quotation marks: a narrowing word inside a quoted message narrows nothing. */
export const QUOTATION_MARKS: ReadonlySet<string> = new Set(['"', "“", "”", "„", "«", "»"]);

/**
 * The kinds of narrowing (engine/compare/conflicts/restriction.ts), in the order they are
 * tried: a replacement or an "only" says more than the negation a sentence may also hold.
 */
export const NARROWING_KINDS = ["instead", "only", "restrict", "single", "prohibit", "negation"] as const;

/** German: the ending that makes the verb of a noun of action that is the bare stem ("Export" -> "exportieren"). */
export const DEVERBAL_ENDINGS_DE: readonly string[] = ["ieren"];

/**
 * English nouns of action and the endings of their verbs, so that a restatement in the
 * noun style ("restrict the creation of reports") meets the verb ("create reports"):
 * [noun ending, verb ending], every pair tried. German needs none: the stemmer gives
 * "Erstellung" and "erstellen" one stem.
 */
export const DEVERBAL_ENDINGS_EN: ReadonlyArray<readonly [string, string]> = [
  ["ication", "ify"],
  ["ation", "ate"],
  ["ation", "e"],
  ["ation", ""],
  ["ition", ""],
  ["ission", "it"],
  ["ssion", "ss"],
  ["tion", "te"],
  ["ion", "e"],
  ["ion", ""],
  ["ment", ""],
  ["al", "e"],
  // "registration" -> "register"; a gerund whose stem keeps a noun ending ("positioning" -> "position").
  ["tration", "ter"],
  ["ioning", "ion"],
];

/**
 * Words that say the system acts on its own (conflicts/agency.ts): "shall automatically
 * assign the number", "muss die Nummer automatisch vergeben".
 */
export const AUTOMATIC_WORDS: ReadonlySet<string> = new Set([
  "automatically",
  "automatic",
  "automated",
  "automatisch",
  "automatische",
  "automatischen",
  "automatischer",
  "automatisches",
  "selbsttatig",
]);

/**
 * Words that say a person decides the value (conflicts/agency.ts): "a manually entered
 * number", "a custom prefix", "manuell", "benutzerdefiniert".
 */
export const MANUAL_WORDS: ReadonlySet<string> = new Set([
  "manually",
  "manual",
  "custom",
  "customize",
  "customise",
  "customized",
  "customised",
  "manuell",
  "manuelle",
  "manuellen",
  "benutzerdefiniert",
  "benutzerdefinierte",
  "benutzerdefinierten",
  "benutzerdefinierter",
  "benutzerdefiniertes",
]);

/** The person in "user-defined", "user specified", "vom Benutzer gewählt": followed by a word of MANUAL_PARTICIPLES. */
export const MANUAL_PERSONS: ReadonlySet<string> = new Set(["user", "customer", "operator", "benutzer", "nutzer", "anwender"]);

/** Participles after MANUAL_PERSONS that make the value a person's choice ("user-defined", "user specified"). */
export const MANUAL_PARTICIPLES: ReadonlySet<string> = new Set([
  "defined",
  "specified",
  "selected",
  "chosen",
  "entered",
  "supplied",
  "definiert",
  "definierte",
  "gewahlt",
  "gewahlte",
  "ausgewahlt",
  "ausgewahlte",
  "festgelegt",
  "festgelegte",
  "eingegeben",
  "eingegebene",
]);

/**
 * Verbs that set a value (who sets it is what conflicts/agency.ts compares): "assign",
 * "create", "choose", "mark as", "zuweisen", "vergeben", "festlegen". Infinitives; the
 * check compares stems.
 */
export const SETTING_VERBS: readonly string[] = [
  "enter",
  "eingeben",
  "assign",
  "allocate",
  "create",
  "generate",
  "set",
  "change",
  "modify",
  "determine",
  "select",
  "choose",
  "mark",
  "define",
  "specify",
  "customize",
  "customise",
  "zuweisen",
  "zuordnen",
  "vergeben",
  "erzeugen",
  "generieren",
  "erstellen",
  "setzen",
  "festlegen",
  "andern",
  "bestimmen",
  "auswahlen",
  "wahlen",
  "markieren",
  "definieren",
  "anpassen",
];

/**
 * Quantifiers that take every item without restriction (conflicts/universal.ts): "view all
 * listings", "any order", "alle Aufträge", "beliebige Dateien". Unlike ALL_OF_WORDS without
 * the distributive "each" and "both".
 */
export const UNIVERSAL_WORDS: ReadonlySet<string> = new Set([
  "all",
  "any",
  "every",
  "alle",
  "allen",
  "jede",
  "jeden",
  "jedes",
  "jeder",
  "samtliche",
  "samtlichen",
  "beliebige",
  "beliebigen",
]);

/** Quantifiers that take part of a set ("only some listings", "nur einige Konten"). */
export const SOME_WORDS: ReadonlySet<string> = new Set(["some", "certain", "einige", "einigen", "bestimmte", "bestimmten", "manche"]);

/**
 * Words that open what restricts a noun after "only" ("only listings that match …", "only
 * the orders in his region", "nur Aufträge, die …", "nur die Konten aus …").
 */
export const RESTRICTING_QUALIFIERS: ReadonlySet<string> = new Set([
  "that",
  "which",
  "who",
  "whose",
  "in",
  "within",
  "from",
  "with",
  "matching",
  "belonging",
  "owned",
  "die",
  "der",
  "das",
  "welche",
  "welcher",
  "welches",
  "deren",
  "dessen",
  "im",
  "aus",
  "mit",
]);

/**
 * Verbs and adjectives of seeing and reading (conflicts/universal.ts): a restriction of what a person may
 * see restricts everything that person may do with it ("only view the listings in his zone"
 * / "update any listing"). Infinitives and adjectives; the check compares stems.
 */
export const VISIBILITY_WORDS: readonly string[] = ["view", "see", "read", "visible", "sehen", "einsehen", "lesen", "sichtbar"];

/**
 * Channels of a notification, each one alternative of the same slot (conflicts/channels.ts):
 * written form -> channel. "E-mail" is read from its parts ("e", "mail").
 */
export const NOTIFICATION_CHANNELS: ReadonlyMap<string, string> = new Map([
  ["email", "email"],
  ["emails", "email"],
  ["sms", "sms"],
  ["fax", "fax"],
  ["letter", "letter"],
  ["push", "push"],
  ["phone", "phone"],
  ["telephone", "phone"],
  ["brief", "letter"],
  ["telefon", "phone"],
  ["anruf", "phone"],
]);

/** How a channel of NOTIFICATION_CHANNELS is written in a reason (the others as they are). */
export const CHANNEL_NAMES: ReadonlyMap<string, string> = new Map([
  ["email", "e-mail"],
  ["sms", "SMS"],
]);

/** Words that name a notification (conflicts/channels.ts); folded, compared by stem. */
export const NOTIFICATION_WORDS: readonly string[] = [
  "notify",
  "notification",
  "message",
  "alert",
  "reminder",
  "benachrichtigen",
  "benachrichtigung",
  "nachricht",
  "meldung",
  "hinweis",
  "erinnerung",
];

/**
 * Words with which "only" restricts when or how often an action happens (conflicts/restriction.ts):
 * "only once per day", "only during setup", "nur einmal pro Tag", "nur während der Einrichtung".
 */
export const OCCASION_WORDS: ReadonlySet<string> = new Set(["once", "twice", "per", "during", "until", "einmal", "zweimal", "pro", "wahrend", "bis"]);

/**
 * Words after "only … " that name when the action may happen, as OCCASION_WORDS do ("shall only
 * display the plans after the filter is enabled", "darf den Bericht nur drucken, wenn …"):
 * the action is confined to an occasion (conflicts/restriction.ts).
 */
export const OCCASION_OPENERS: ReadonlySet<string> = new Set([
  "when",
  "whenever",
  "if",
  "after",
  "before",
  "while",
  "wenn",
  "falls",
  "sobald",
  "nachdem",
  "bevor",
]);

/**
 * Words of a condition that carry only tense or aspect (conflicts/events.ts): "if the sensor
 * does not report", "if the user still wishes", "wenn der Nutzer noch angemeldet ist". Left
 * out when two conditions are compared.
 */
export const CONDITION_AUXILIARIES: ReadonlySet<string> = new Set([
  ...BE_FORMS_EN,
  "be",
  "been",
  "does",
  "do",
  "did",
  "has",
  "have",
  "had",
  "still",
  "already",
  "ist",
  "sind",
  "war",
  "waren",
  "wird",
  "hat",
  "haben",
  "noch",
  "bereits",
]);

/**
 * English inflection endings taken off a word of a condition before it is compared
 * (conflicts/events.ts): "receives", "received" and "receive" are one verb. Tried in this order.
 */
export const VERB_ENDINGS_EN: readonly string[] = ["ing", "ed", "es", "s", "e"];

/** Words after a negation that only complete it ("no longer", "no more", "nicht mehr"). */
export const NEGATION_TAILS: ReadonlySet<string> = new Set(["longer", "more", "mehr", "langer"]);

/** Prefixes that negate the word they open ("unable", "invalid", "unavailable", "ungültig"), tried longest first. */
export const NEGATING_PREFIXES: readonly string[] = ["non", "dis", "un", "in"];

/**
 * States that exclude each other in a condition (conflicts/events.ts), beyond the verb
 * antonyms of the comparison: "if the score is high" / "if the score is low", "if the shot is
 * a hit" / "… a miss". Folded; pairs of [one state, the other].
 */
export const OPPOSITE_STATES: ReadonlyArray<readonly [string, string]> = [
  ["high", "low"],
  ["hit", "miss"],
  ["succeeds", "fails"],
  ["success", "failure"],
  ["successful", "failed"],
  ["online", "offline"],
  ["open", "closed"],
  ["on", "off"],
  ["present", "absent"],
  ["empty", "full"],
  ["hoch", "niedrig"],
  ["erfolgreich", "fehlgeschlagen"],
  ["offen", "geschlossen"],
  ["leer", "voll"],
  ["ended", "running"],
  ["finished", "running"],
  ["deactivated", "active"],
  ["cancelled", "active"],
  ["above", "below"],
  ["greater", "less"],
  ["higher", "lower"],
  ["beendet", "lauft"],
  ["abgeschlossen", "lauft"],
  ["deaktiviert", "aktiv"],
  ["storniert", "aktiv"],
  ["oberhalb", "unterhalb"],
  ["grosser", "kleiner"],
  ["hoher", "niedriger"],
  ["air", "ground"],
  ["airborne", "ground"],
  ["luft", "boden"],
  ["ended", "active"],
  ["beendet", "aktiv"],
  ["ended", "paused"],
  ["beendet", "pausiert"],
  ["approved", "rejected"],
  ["accepted", "rejected"],
  ["genehmigt", "abgelehnt"],
  ["angenommen", "abgelehnt"],
  ["enabled", "disabled"],
  ["aktiviert", "deaktiviert"],
  // Who set a value or a place.
  ["pre-defined", "user-defined"],
  ["predefined", "user-defined"],
  ["vordefiniert", "benutzerdefiniert"],
  ["vordefinierte", "benutzerdefinierte"],
];

/**
 * Phrases of a condition read as one state word before the states are compared (conflicts/events.ts):
 * "while the game is in progress" is "… is running", "solange die Partie im Gange ist" is "… läuft". Folded.
 */
export const STATE_PHRASES: ReadonlyArray<readonly [readonly string[], string]> = [
  [["in", "progress"], "running"],
  [["under", "way"], "running"],
  [["im", "gange"], "lauft"],
];

/**
 * Openers of a leading condition that name the same occasion once its state is read (conflicts/events.ts):
 * "when the game is ended" / "while the game is running", "wenn … beendet ist" / "solange … läuft".
 */
export const STATE_OPENERS: ReadonlySet<string> = new Set([
  "if",
  "when",
  "whenever",
  "while",
  "once",
  "wenn",
  "falls",
  "sofern",
  "solange",
  "sobald",
]);

/**
 * Words that set the state they follow against the next one (conflicts/events.ts): "activated rather than
 * executed" is "not executed", "gespeichert statt abgeschickt" is "nicht abgeschickt". Folded, as word lists.
 */
export const RATHER_THAN: ReadonlyArray<readonly string[]> = [["rather", "than"], ["instead", "of"], ["statt"], ["anstatt"]];

/** Definite articles skipped before the actors a restricting verb names ("restrict … to the clerks", "auf die Sachbearbeiter"). */
export const DEFINITE_ARTICLES: ReadonlySet<string> = new Set(["the", "der", "die", "das", "den", "dem"]);

/** Verbs after "restrict … to" that name an occasion, not actors ("restrict the export to occur twice"). */
export const OCCASION_VERBS: ReadonlySet<string> = new Set(["occur", "happen", "run", "be", "take"]);

/**
 * Words that open where an action takes its input from (conflicts/sources.ts): "from the meter
 * readings", "using the template", "based on the profile", "aus den Zählerständen", "anhand
 * des Profils". Two-word markers are written with one space. Folded lower case.
 */
export const SOURCE_MARKERS: ReadonlySet<string> = new Set([
  "from",
  "using",
  "via",
  "based on",
  "according to",
  "aus",
  "anhand",
  "mittels",
  "basierend auf",
]);

/** Words that end an input phrase: a purpose, a relative clause or a further condition ("from the log to display …"). */
export const SOURCE_PHRASE_ENDS: ReadonlySet<string> = new Set(["to", "that", "which", "who", "when", "if", "um", "damit", "wenn", "falls"]);

/** Quantifiers that deny an action to every actor ("no user shall …", "kein Benutzer darf …", conflicts/agents.ts). */
export const NO_ONE_WORDS: ReadonlySet<string> = new Set(["no", "nobody", "kein", "keine", "niemand"]);

/** Marks that end a phrase when they close a word ("… from the log, and …", conflicts/sources.ts). */
export const PHRASE_STOPS: ReadonlySet<string> = new Set([".", ",", ";", ":", "!", "?", ")"]);

/** Marks taken off either end of a word before it is read (conflicts/sources.ts). */
export const WORD_EDGE_MARKS: ReadonlySet<string> = new Set([...PHRASE_STOPS, "(", '"', "'", "“", "”", "„", "«", "»"]);

/**
 * Nouns whose "to" opens what they are about, not whom a restricting verb names: "restrict the
 * ability to approve requests to …", "restrict access to the archive to …" (conflicts/agents.ts).
 * The action follows "ability to" ("approve"); "access" covers every action on what follows.
 */
export const ABILITY_NOUNS: ReadonlySet<string> = new Set([
  "ability",
  "right",
  "rights",
  "permission",
  "possibility",
  "option",
  "capability",
  "access",
]);

/**
 * Words that qualify the actors a restricting verb names by what they hold ("to users holding the
 * archive key", "to staff having the auditor role"), next to RESTRICTING_QUALIFIERS (conflicts/agents.ts).
 */
export const HOLDING_WORDS: ReadonlySet<string> = new Set(["holding", "having", "possessing", "assigned", "granted"]);

/**
 * Words that qualify an actor without naming another role ("the designated administrator", "an
 * authorised clerk", "der zuständige Sachbearbeiter"): two actors that differ only by them are one
 * role (conflicts/agents.ts). Stems are taken of them.
 */
export const ROLE_QUALIFIERS: readonly string[] = [
  "designated",
  "authorized",
  "authorised",
  "suitably",
  "appropriate",
  "responsible",
  "assigned",
  "qualified",
  "approved",
  "verified",
  "registered",
  "certain",
  "relevant",
  "current",
  "specific",
  "system",
  "zuständige",
  "zustandige",
  "berechtigte",
  "befugte",
  "autorisierte",
  "registrierte",
];

/** Reflexive pronouns: the actor acts on itself ("remove himself from the list", "sich abmelden"). */
export const REFLEXIVE_PRONOUNS: ReadonlySet<string> = new Set(["himself", "herself", "themselves", "itself", "oneself", "themself"]);

/**
 * Words that offer a choice rather than demand a value (conflicts/values.ts): "the clerk may
 * show … in red", "muss … rot anzeigen können". Folded.
 */
export const CHOICE_WORDS: ReadonlySet<string> = new Set(["may", "can", "able", "konnen", "kann", "durfen", "darf"]);

/**
 * Verbs that take values in or support them (conflicts/values.ts): "shall accept CSV files" and
 * "shall accept XML files" may both hold, so two values there exclude nothing. As written, en and de.
 */
export const ADMITTING_VERBS: ReadonlySet<string> = new Set([
  ...["accept", "accepts", "accepted", "import", "imports", "imported", "read", "reads", "upload", "uploads", "uploaded"],
  ...["support", "supports", "supported", "open", "opens", "opened", "load", "loads", "loaded", "parse", "parses", "parsed"],
  ...["receive", "receives", "received", "handle", "handles", "handled", "recognise", "recognize", "recognised", "recognized"],
  ...["akzeptieren", "akzeptiert", "importieren", "importiert", "lesen", "gelesen", "hochladen", "hochgeladen", "unterstutzen"],
  ...["unterstutzt", "offnen", "geoffnet", "laden", "geladen", "empfangen", "verarbeiten", "verarbeitet", "erkennen", "erkannt"],
]);

/** Endings of a German adjective taken off before it is read as a value ("roten" -> "rot"), longest first. */
export const ADJECTIVE_ENDINGS_DE: readonly string[] = ["em", "en", "er", "es", "e"];

/**
 * Kinds of value of which a thing has one at a time (conflicts/values.ts): a requirement said
 * twice, once with one value and once with another ("show overdue invoices in red" / "… in
 * green"), contradicts itself. Colour names (basic colour terms, Berlin and Kay 1969), sort
 * directions and orientations (of a layout, of a page), en and de. Spellings of one value are joined with "/" ("grey/gray").
 * Also file formats, character encodings, units (of temperature, distance, weight, currency) and
 * calendar units; a spelling of several words is written with spaces ("plain text", "utf 8").
 */
export const EXCLUSIVE_VALUES: Readonly<Record<string, { en: readonly string[]; de: readonly string[] }>> = {
  colour: {
    en: ["red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "grey/gray", "black", "white"],
    de: ["rot", "grün", "blau", "gelb", "orange", "violett", "lila", "rosa", "braun", "grau", "schwarz", "weiß/weiss"],
  },
  sortDirection: {
    en: ["ascending", "descending"],
    de: ["aufsteigend", "absteigend"],
  },
  orientation: {
    en: ["vertical/vertically", "horizontal/horizontally", "diagonal/diagonally"],
    de: ["vertikal/senkrecht", "horizontal/waagerecht/waagrecht", "diagonal"],
  },
  pageOrientation: {
    en: ["portrait", "landscape"],
    de: ["hochformat", "querformat"],
  },
  // The format of one file or document (common document, data and image formats).
  fileFormat: {
    en: [
      "pdf",
      "plain text/plaintext/txt/ascii",
      "csv/comma separated values",
      "xml",
      "json",
      "html",
      "rtf/rich text",
      "ms word/microsoft word/docx",
      "ms excel/microsoft excel/excel/xlsx/xls",
      "odt",
      "markdown",
      "yaml",
      "png",
      "jpeg/jpg",
      "gif",
      "svg",
      "tiff/tif",
      "dxf",
    ],
    de: [
      "pdf",
      "klartext/txt/ascii",
      "csv",
      "xml",
      "json",
      "html",
      "rtf",
      "word/ms word/microsoft word/docx",
      "excel/ms excel/microsoft excel/xlsx/xls",
      "odt",
      "markdown",
      "yaml",
      "png",
      "jpeg/jpg",
      "gif",
      "svg",
      "tiff/tif",
      "dxf",
    ],
  },
  // The character encoding of one text.
  encoding: {
    en: ["utf 8/utf8", "utf 16/utf16", "iso 8859 1/latin 1/latin1", "ebcdic"],
    de: ["utf 8/utf8", "utf 16/utf16", "iso 8859 1/latin 1/latin1", "ebcdic"],
  },
  // Units a value is given in (SI and customary units) and systems of units.
  temperatureUnit: {
    en: ["celsius/degrees celsius/centigrade", "fahrenheit/degrees fahrenheit", "kelvin"],
    de: ["celsius/grad celsius", "fahrenheit/grad fahrenheit", "kelvin"],
  },
  distanceUnit: {
    en: ["kilometres/kilometers/kilometre/kilometer/km", "miles/mile", "metres/meters/metre/meter", "feet/foot/ft"],
    de: ["kilometer/kilometern/km", "meilen/meile", "meter/metern", "fuss"],
  },
  weightUnit: {
    en: ["kilograms/kilogram/kg", "pounds/pound/lb/lbs"],
    de: ["kilogramm/kg", "pfund"],
  },
  unitSystem: {
    en: ["metric", "imperial"],
    de: ["metrisch", "imperial"],
  },
  currency: {
    en: ["euros/euro/eur", "us dollars/us dollar/dollars/dollar/usd", "pounds sterling/pound sterling/gbp", "swiss francs/swiss franc/chf"],
    de: ["euro/eur", "us dollar/dollar/usd", "pfund sterling/gbp", "schweizer franken/franken/chf"],
  },
  // The unit of the entries of one calendar list or table ("a list of the available months").
  calendarUnit: {
    en: ["days/day/dates/date", "weeks/week", "months/month", "quarters/quarter", "years/year"],
    de: ["tage/tag/tagen/datum", "wochen/woche", "monate/monat/monaten", "quartale/quartal/quartalen", "jahre/jahr/jahren"],
  }, // The share of a set one action takes ("select all the events" / "select a few events"); "some" overlaps "a few" and is left out.
  share: {
    en: ["all/every", "few", "most"],
    de: ["alle/allen/aller/sämtliche/sämtlichen", "wenige/wenigen/paar", "meisten"],
  },
};

/**
 * The keywords of a scenario in the Given-When-Then form (conflicts/scenario.ts), as written
 * with a capital letter; the German ones as in the Gherkin language reference (Cucumber).
 */
export const SCENARIO_KEYWORDS: Readonly<Record<"en" | "de", { given: ReadonlySet<string>; when: string; next: ReadonlySet<string> }>> = {
  en: { given: new Set(["Given"]), when: "When", next: new Set(["Then", "And", "But"]) },
  de: { given: new Set(["Angenommen", "Gegeben"]), when: "Wenn", next: new Set(["Dann", "Und", "Aber"]) },
};

/**
 * Endings of a verb in the third person present and the ending of its base form, tried in this
 * order (conflicts/scenario.ts): "copies" -> "copy", "pushes" -> "push", "deletes" -> "delete";
 * German "bearbeitet" -> "bearbeiten", "löscht" -> "löschen".
 */
export const PRESENT_ENDINGS_EN: ReadonlyArray<readonly [string, string]> = [
  ["ies", "y"],
  ["sses", "ss"],
  ["shes", "sh"],
  ["ches", "ch"],
  ["xes", "x"],
  ["zes", "z"],
  ["oes", "o"],
  ["s", ""],
];
export const PRESENT_ENDINGS_DE: ReadonlyArray<readonly [string, string]> = [
  ["et", "en"],
  ["t", "en"],
];

/**
 * Verbs that switch off or go round what another requirement demands (conflicts/opt-out.ts):
 * "shall provide the operator with the option to bypass the audit" against "shall run the audit".
 * "disable", "deactivate", "ignore", "discard" and "hide" are also the negative sides of
 * antonym pairs (the clause reads them as negative); the others have no positive partner.
 * "override" is left out: it mostly replaces a value ("override the suggested repair shop").
 */
export const OPT_OUT_VERBS: readonly string[] = [
  "disable",
  "deactivate",
  "ignore",
  "discard",
  "hide",
  "deaktivieren",
  "ignorieren",
  "verwerfen",
  "ausblenden",
  "bypass",
  "skip",
  "suppress",
  "omit",
  "circumvent",
  "umgehen",
  "uberspringen",
  "ubergehen",
  "unterdrucken",
  "auslassen",
];

/**
 * Words naming the switched-off thing's kind rather than the thing ("the proxy functionality",
 * "den Roaming-Mechanismus"): left out when the objects are compared.
 */
export const OPT_OUT_GENERIC: readonly string[] = [
  "mechanism",
  "functionality",
  "function",
  "feature",
  "option",
  "capability",
  "automatic",
  "automatically",
  "mechanismus",
  "funktion",
  "funktionalitat",
  "automatisch",
];

/**
 * Setting verbs whose value is the person's choice by their meaning (conflicts/agency.ts): "The
 * clerk shall select the payment method" names the person who decides it as "user-defined" does.
 */
export const CHOOSING_VERBS: readonly string[] = ["select", "choose", "pick", "enter", "auswahlen", "wahlen", "eingeben"];

/**
 * Words that name no source of their own in an input phrase ("the enterprise system" / "the local
 * sales management system", "the sales data" / "the stock data", conflicts/inputs.ts): the other
 * words of an item tell the source. English and German, as written.
 */
export const INPUT_GENERIC_WORDS: readonly string[] = [
  "data",
  "system",
  "information",
  "details",
  "file",
  "database",
  "service",
  "module",
  "unit",
  "component",
  "Daten",
  "System",
  "Informationen",
  "Angaben",
  "Datei",
  "Datenbank",
  "Dienst",
  "Modul",
  "Einheit",
  "Komponente",
];

/** Words that separate the items of an input phrase ("the loan period and the book category", conflicts/inputs.ts). */
export const INPUT_ITEM_SEPARATORS: ReadonlySet<string> = new Set(["and", "or", "und", "oder", "sowie"]);

/**
 * Words that open what an action is based on besides SOURCE_MARKERS (conflicts/inputs.ts): the
 * document a form follows ("as defined in the loan policy", "gemäß der Leihordnung"). Folded
 * lower case, words with one space.
 */
export const INPUT_BASIS_MARKERS: ReadonlySet<string> = new Set(["as defined in", "as specified in", "in accordance with", "gemass"]);

/**
 * Source markers that say where an input comes from ("from the meter readings", "aus der
 * Konfigurationsdatei"); the others say what the action goes by ("based on …", "using …",
 * "anhand …"). An input of each kind may feed one action (conflicts/inputs.ts).
 */
export const ORIGIN_MARKERS: ReadonlySet<string> = new Set(["from", "aus"]);

/** Words that open the key of a sort or a search ("sort the loans by due date", "nach Fälligkeit sortieren"), read after KEYED_VERBS only (conflicts/inputs.ts). */
export const KEY_MARKERS: ReadonlySet<string> = new Set(["by", "nach"]);

/** Verbs whose key follows KEY_MARKERS: elsewhere "by" names who acts ("easy to use by clerks") and "nach" a time. */
export const KEYED_VERBS: readonly string[] = [
  "sort",
  "order",
  "search",
  "filter",
  "group",
  "rank",
  "sortieren",
  "ordnen",
  "suchen",
  "filtern",
  "gruppieren",
];

/**
 * Words that end an input phrase: another input set aside ("from the log, ignoring …", "ohne …"),
 * a time ("… every Monday", "innerhalb von …") or the role the input plays ("from the parser unit
 * as input"), conflicts/inputs.ts. Folded.
 */
export const INPUT_PHRASE_ENDS: ReadonlySet<string> = new Set([
  "without",
  "ignoring",
  "disregarding",
  "bypassing",
  "overriding",
  "excluding",
  "instead",
  "rather",
  "except",
  "regardless",
  "as",
  "every",
  "each",
  "within",
  "before",
  "after",
  "during",
  "until",
  "ohne",
  "statt",
  "anstatt",
  "ausser",
  "als",
  "unabhangig",
  "jede",
  "jeden",
  "jedes",
  "innerhalb",
  "vor",
  "nach",
  "wahrend",
  "bis",
]);

/** Articles and determiners: after "and" a word and one of these open a further predicate ("and check the state"), not an input item (conflicts/inputs.ts). */
export const DETERMINERS: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "all",
  "any",
  "each",
  "every",
  "them",
  "it",
  "its",
  "their",
  "this",
  "these",
]);

/** Words after which an item's head is known ("the make of the vehicle", "das Alter des Lesers", conflicts/inputs.ts). */
export const OF_WORDS: ReadonlySet<string> = new Set(["of", "des", "der", "von", "vom"]);

/**
 * Words that start an action in a leading condition ("If the loan report is selected, …", "Wenn
 * der Leihbericht angefordert wird, …"): with them the condition names no situation of its own
 * (conflicts/inputs.ts). As written; stemmed where used.
 */
export const TRIGGER_WORDS: readonly string[] = [
  "selected",
  "requested",
  "initiated",
  "invoked",
  "chosen",
  "triggered",
  "started",
  "opened",
  "ausgewählt",
  "angefordert",
  "gestartet",
  "aufgerufen",
  "geöffnet",
];

/** Words that open a clause of its own: a source marker after them is not the action's ("show that … after using the kiosk", conflicts/inputs.ts). */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set(["that", "which", "who", "when", "if", "dass", "wenn", "falls", "damit"]);

/**
 * Words that end the phrase of what is ruled out besides the joiners and relatives, a reason or a
 * purpose after it ("instead of the map because …", "statt der Karte, damit …") (conflicts/outputs.ts).
 */
export const REPLACED_PHRASE_ENDS: readonly string[] = ["because", "so", "um", "damit", "weil"];

/** Prepositions that also end the phrase of what is ruled out, besides the common ones ("instead of dates as a list") (conflicts/outputs.ts). */
export const REPLACED_PREPS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["of", "as", "than"],
  de: ["als", "nach", "zu", "im", "am", "zum", "zur", "bei"],
};

/** Words after a noun of action that name what it acts on ("confirmation of the invoice", "approval for the order", "Bestätigung der Rechnung") (conflicts/operations.ts). */
export const ACTED_ON_WORDS: ReadonlySet<string> = new Set(["of", "for", "von", "des", "der"]);

/**
 * Word sequences that put one item in place of another and name the one ruled out after them
 * (conflicts/outputs.ts): "months instead of dates", "sorted by date, not by name", "als Liste
 * statt als Karte", "per Post und nicht per E-Mail". Folded; "," is the comma before "not".
 * Written for this reading from common English and German phrasing.
 */
export const REPLACED_MARKERS: Readonly<Record<"en" | "de", ReadonlyArray<readonly string[]>>> = {
  en: [
    ["instead", "of"],
    ["rather", "than"],
    ["in", "place", "of"],
    [",", "not"],
    ["but", "not"],
    ["and", "not"],
  ],
  de: [
    ["anstelle", "von"],
    ["anstelle"],
    ["an", "stelle", "von"],
    ["anstatt"],
    ["statt"],
    [",", "nicht"],
    ["und", "nicht"],
    ["aber", "nicht"],
    ["nicht", "aber"],
  ],
};

/**
 * Words after "not" / "nicht" that make it no replacement: "not only", "not later than", "not to
 * exceed", "nicht mehr als", "nicht erst" (conflicts/outputs.ts). Folded; not "nach", which also
 * names an order ("nach Gleis und nicht nach Abfahrtszeit").
 */
export const NOT_REPLACING_NEXT: ReadonlySet<string> = new Set([
  "only",
  "just",
  "even",
  "later",
  "earlier",
  "more",
  "less",
  "fewer",
  "longer",
  "shorter",
  "before",
  "after",
  "to",
  "be",
  "been",
  "exceed",
  "exceeding",
  "nur",
  "erst",
  "mehr",
  "weniger",
  "spater",
  "fruher",
  "langer",
  "kurzer",
  "vor",
  "zu",
]);

/**
 * Words besides articles and the clause reading's prepositions that may open what "not" /
 * "nicht" rules out ("sorted by date, not as a table", "als Liste, nicht im Kalender"); after
 * "not" another word is a modifier ("items, not required for …") (conflicts/outputs.ts). Folded.
 */
export const NOT_REPLACING_OPENERS: ReadonlySet<string> = new Set([
  "as",
  "of",
  "des",
  "als",
  "im",
  "am",
  "zum",
  "zur",
  "nach",
  "bei",
  "seine",
  "ihre",
]);

/**
 * Verbs that only carry what is ruled out ("instead of using colour codes", "statt … zu
 * verwenden"): not part of it (conflicts/outputs.ts). Folded.
 */
export const CARRYING_VERBS: ReadonlySet<string> = new Set(["use", "using", "being", "having", "verwenden", "nutzen", "benutzen"]);

/**
 * Words of a leading condition that name the occasion of an output rather than a case of it
 * ("When the list is requested", "Wenn die Liste angezeigt wird"): another requirement about
 * that output need not name them (conflicts/outputs.ts). Folded infinitives; compared as stems.
 */
export const OCCASION_OF_OUTPUT: readonly string[] = [
  "request",
  "present",
  "display",
  "show",
  "open",
  "load",
  "view",
  "user",
  "access",
  "anfordern",
  "anzeigen",
  "offnen",
  "laden",
  "aufrufen",
  "benutzer",
  "nutzer",
  // retrieving a record is the occasion of showing it ("When the vehicle location is retrieved")
  "retrieve",
  "abrufen",
];

/**
 * Words that demand an output whole ("the full text", "the complete record", "den vollständigen
 * Bericht"), and nouns that name nothing but the whole of it ("instead of the full content", "not
 * the full details"): a requirement that demands it whole meets one that rules out the whole
 * (conflicts/outputs.ts). Folded; compared as meaning terms. Written for this reading.
 */
export const WHOLE_WORDS: Readonly<Record<"en" | "de", { whole: readonly string[]; nouns: readonly string[] }>> = {
  en: {
    whole: ["full", "entire", "complete", "whole", "detailed"],
    nouns: ["content", "contents", "text", "detail", "details", "information", "version", "list"],
  },
  de: {
    whole: [
      "vollstandig",
      "vollstandige",
      "vollstandigen",
      "gesamt",
      "gesamte",
      "gesamten",
      "ganz",
      "ganze",
      "ganzen",
      "ausfuhrlich",
      "ausfuhrliche",
      "ausfuhrlichen",
    ],
    nouns: ["inhalt", "inhalte", "text", "details", "information", "informationen", "fassung", "version", "liste"],
  },
};

/**
 * Words that demand the whole of an output when a noun of WHOLE_WORDS follows in their phrase ("all
 * the information of the loan", "alle Details der Ausleihe"), not alone ("all loans" names every item,
 * not every part): conflicts/outputs.ts. Folded.
 */
export const ALL_OF_WHOLE: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["all"],
  de: ["alle", "allen", "aller"],
};

/**
 * Words before a count that pick some items of a list: "only the first 50 results", "only the last
 * five entries", "nur die ersten 20 Treffer" (conflicts/outputs.ts); such a list meets one that shows
 * all of them. Folded.
 */
export const FIRST_OF_LIST: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["first", "last", "top", "latest"],
  de: ["ersten", "letzten", "neuesten", "obersten"],
};

/**
 * Nouns of a part that stands for the whole of an output ("only a summary", "only the title",
 * "nur eine Zusammenfassung"): with "only" they rule out the whole (conflicts/outputs.ts). Folded.
 */
export const PART_NOUNS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    "summary",
    "summaries",
    "title",
    "titles",
    "headline",
    "headlines",
    "excerpt",
    "abstract",
    "preview",
    "snippet",
    "teaser",
    "identifier",
    "identifiers",
    "id",
    "ids",
    "overview",
    "extract",
  ],
  de: ["zusammenfassung", "titel", "uberschrift", "auszug", "vorschau", "kennung", "kennungen", "ubersicht", "kurzfassung"],
};

/**
 * Words that make a value the default, of which a thing has one at a time ("by default",
 * "standardmäßig") (conflicts/defaults.ts). Folded word sequences.
 */
export const DEFAULT_MARKERS: Readonly<Record<"en" | "de", ReadonlyArray<readonly string[]>>> = {
  en: [
    ["by", "default"],
    ["per", "default"],
  ],
  de: [["standardmassig"], ["per", "default"], ["voreingestellt"]],
};

/**
 * Nouns of a form in which an output is presented ("in a map view", "in a list format",
 * "in einer Kartenansicht"): the forms of one output are one slot (conflicts/defaults.ts). Folded;
 * German ones also end a compound ("Listenansicht").
 */
export const PRESENTATION_FORMS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["view", "format", "layout", "mode", "style"],
  de: ["ansicht", "format", "layout", "modus", "darstellung"],
};

/**
 * Prepositions that open the form of an output, "in compact style", "as a list view", "im sicheren Modus"
 * (conflicts/values.ts): a word before a form noun names a form only after one of them. Folded.
 */
export const FORM_PREPS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["in", "as"],
  de: ["in", "im", "als"],
};

/**
 * Orders a list is presented in, of which it has one at a time (conflicts/orders.ts): a random
 * order against any named one, oldest first against newest first. Folded word sequences, the
 * longer ones first; "sorted" names an order without its direction. Written for this reading.
 */
export const ORDER_PHRASES: Readonly<
  Record<"en" | "de", Readonly<Record<"random" | "descending" | "ascending" | "sorted", ReadonlyArray<readonly string[]>>>>
> = {
  en: {
    random: [["random", "order"], ["random", "sequence"], ["randomly"], ["shuffled"]],
    descending: [
      ["reverse", "chronological"],
      ["newest", "to", "oldest"],
      ["newest", "first"],
      ["latest", "first"],
      ["most", "recent", "first"],
      ["starting", "with", "most", "recent"],
      ["starting", "with", "the", "most", "recent"],
      ["descending"],
    ],
    ascending: [["oldest", "to", "newest"], ["oldest", "first"], ["earliest", "first"], ["chronological"], ["ascending"]],
    sorted: [["sorted"], ["alphabetical"], ["alphabetically"]],
  },
  de: {
    random: [["zufalliger", "reihenfolge"], ["zufallig"]],
    descending: [["umgekehrt", "chronologisch"], ["neueste", "zuerst"], ["neuesten", "zuerst"], ["absteigend"]],
    ascending: [["alteste", "zuerst"], ["altesten", "zuerst"], ["chronologisch"], ["aufsteigend"]],
    sorted: [["sortiert"], ["alphabetisch"]],
  },
};

/**
 * An order named by where the newest or the oldest items stand, a few words apart (conflicts/orders.ts):
 * "with the ones changed most recently at the top", "the oldest requests shown first", "die zuletzt
 * geänderten Termine oben". Folded word sequences: the first words name the items, the ends their place.
 * Written for this reading.
 */
export const ORDER_ENDS: Readonly<
  Record<
    "en" | "de",
    { descending: ReadonlyArray<readonly string[]>; ascending: ReadonlyArray<readonly string[]>; ends: ReadonlyArray<readonly string[]> }
  >
> = {
  en: {
    descending: [["most", "recent"], ["most", "recently"], ["newest"], ["latest"]],
    ascending: [["least", "recent"], ["least", "recently"], ["oldest"], ["earliest"]],
    ends: [["at", "the", "top"], ["on", "top"], ["first"]],
  },
  de: {
    descending: [["zuletzt"], ["neuesten"], ["neueste"], ["jungsten"]],
    ascending: [["altesten"], ["alteste"], ["fruhesten"]],
    ends: [["oben"], ["zuoberst"], ["zuerst"], ["an", "erster", "stelle"]],
  },
};

/** Words of an order itself, not of what is ordered ("in ascending order of their start time") (conflicts/orders.ts). Folded. */
export const ORDER_WORDS: readonly string[] = ["order", "sequence", "time", "default", "reihenfolge", "zeit", "standardmassig"];

/**
 * Words after which a requirement holds its action back until an event (conflicts/waiting.ts):
 * "shall not ship the order until the payment is confirmed", "darf die Bestellung nicht
 * versenden, bis die Zahlung bestätigt ist". German "bis", "bevor" and "ehe" open the event
 * only after a comma, as a subordinate clause ("bis zu 10 Einträge" is a quantity). Written for
 * this comparison from the English and German conjunctions of time.
 */
export const HOLDING_BACK_WORDS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["until", "till", "before"]),
  de: new Set(["bis", "bevor", "ehe"]),
};

/**
 * Verbs that make an action wait for an event named after "before" / "bevor" (conflicts/waiting.ts):
 * "shall wait for the approval before publishing the post", "shall require a confirmation before
 * deleting …", "muss auf die Freigabe warten, bevor es den Beitrag veröffentlicht".
 */
export const WAITING_VERBS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["wait", "await", "require"]),
  de: new Set(["warten", "abwarten"]),
};

/**
 * "only after" / "erst …, nachdem": the action is allowed only once an event has happened
 * (conflicts/waiting.ts): "shall publish the review only after the editor has approved it",
 * "darf die Rezension erst veröffentlichen, nachdem die Redaktion sie freigegeben hat". The word
 * of restriction and the conjunctions of time that open the event after it.
 */
export const ONLY_AFTER: Readonly<Record<"en" | "de", { only: string; after: ReadonlySet<string> }>> = {
  en: { only: "only", after: new Set(["after"]) },
  de: { only: "erst", after: new Set(["nachdem", "wenn", "sobald"]) },
};

/** German pronouns that repeat the actor at the start of a "bevor" clause ("bevor es den Beitrag veröffentlicht"). */
export const REPEATED_ACTORS_DE: ReadonlySet<string> = new Set(["es", "er", "sie"]);

/**
 * Words that open the operation a requirement puts aside for another (conflicts/operations.ts):
 * "shall reject the request instead of queuing it", "rather than deleting …", German "statt / anstatt
 * … zu löschen". Pairs of words in English, one word in German.
 */
export const SET_ASIDE_WORDS: Readonly<Record<"en" | "de", ReadonlyArray<readonly string[]>>> = {
  en: [
    ["instead", "of"],
    ["rather", "than"],
  ],
  de: [["statt"], ["anstatt"]],
};

/** Pronouns that stand for the object of the action before them (conflicts/waiting.ts, operations.ts): "instead of queuing them". */
export const OBJECT_PRONOUNS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["them", "it"]),
  de: new Set(["sie", "es", "ihn"]),
};

/**
 * Words that concede a condition to a requirement: it holds even then (conflicts/concession.ts):
 * "shall not renew the loan even if the member pays the fee", "muss die Buchung nicht bestätigen,
 * auch wenn …"; "under any circumstances" concedes every condition. Folded, as word sequences.
 */
export const CONCEDING_WORDS: Readonly<Record<"en" | "de", ReadonlyArray<readonly string[]>>> = {
  en: [
    ["even", "if"],
    ["even", "when"],
    ["regardless", "of", "whether"],
    ["under", "any", "circumstances"],
    ["in", "any", "case"],
  ],
  de: [
    ["auch", "wenn"],
    ["selbst", "wenn"],
    ["sogar", "wenn"],
    ["unter", "allen", "umstanden"],
    ["in", "jedem", "fall"],
  ],
};

/** The conceding words that name no condition of their own: every condition is conceded. */
export const EVERY_CIRCUMSTANCE: ReadonlySet<string> = new Set(["circumstances", "case", "umstanden", "fall"]);

/** The actor and modal verb put before an English consequent in the imperative ("If …, create the user"): "the system shall". */
export const IMPERATIVE_ACTOR_EN = "The system shall";

/**
 * Words of a "without" phrase that name no operation (conflicts/operations.ts): "without requiring
 * user confirmation" names the confirmation. Stems of both languages; actors and the system's words
 * are set aside with them.
 */
export const WITHOUT_FILLERS: readonly string[] = [
  "requir",
  "need",
  "user",
  "any",
  "prior",
  "explicit",
  "manual",
  "further",
  "additional",
  "system",
  "erford",
  "benutz",
  "nutz",
  "vorherig",
  "ausdrucklich",
  "manuell",
  "weit",
];

/** Endings of a noun of action (conflicts/operations.ts): "confirmation", "approval", "payment", "Bestätigung". */
export const NOUNS_OF_ACTION: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["tion", "sion", "ment", "al", "ance", "ence"],
  de: ["ung"],
};

/**
 * Verbs of the same meaning in a condition (conflicts/events.ts), as the stems the condition
 * comparison reads, each mapped onto the other: "if the thermostat still needs heating" / "if the
 * thermostat requires no more heating"; and the words joining two parts of a condition, "… and is
 * returned" / "… but is returned". Pairs of [stem, stem it is read as].
 */
export const CONDITION_SYNONYMS: ReadonlyArray<readonly [string, string]> = [
  ["need", "requir"],
  ["benotig", "erford"],
  ["brauch", "erford"],
  ["yet", "and"],
  ["but", "and"],
  ["aber", "und"],
  ["jedoch", "und"],
];

/**
 * Modal verbs that are also main verbs (conflicts/events.ts): "needs" is a modal only before "to"
 * or "not" ("needs to be approved", "need not"), a main verb in "if the thermostat still needs heating".
 */
export const MAIN_VERB_MODALS: ReadonlySet<string> = new Set(["need", "needs"]);
export const MODAL_FOLLOWERS: ReadonlySet<string> = new Set(["to", "not"]);

/**
 * Verbs that name every part of a thing ("shall consist of", "besteht aus", "muss aus … bestehen")
 * with the preposition of the parts (conflicts/compositions.ts): two such lists for the same
 * thing must be the same list. Folded; "comprise" and "include" are left out, they often name
 * some parts only.
 */
export const COMPOSED_OF: Readonly<Record<"en" | "de", { verbs: readonly string[]; prep: string }>> = {
  en: { verbs: ["consist", "consists", "composed"], prep: "of" },
  de: { verbs: ["bestehen", "besteht"], prep: "aus" },
};

/**
 * Adverbs of manner between an action and its input that name nothing acted on ("receive the
 * messages directly from the ground station", conflicts/inputs.ts). Folded.
 */
export const INPUT_MANNER_WORDS: ReadonlySet<string> = new Set([
  "directly",
  "immediately",
  "dynamically",
  "automatically",
  "manually",
  "direkt",
  "sofort",
  "automatisch",
  "manuell",
]);

/**
 * Forms of "be" and "werden" that make a predicate passive or descriptive (conflicts/agents.ts):
 * "shall be cancelled", "should be accessible" right after the modal verb in English, "müssen
 * storniert werden" at the end in German. Such a clause states no actor who acts.
 */
export const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(["be", "been", "being"]);
export const PASSIVE_AUXILIARIES_DE: ReadonlySet<string> = new Set(["werden", "worden", "sein"]);

/**
 * Verbs that give actors a role, before "as" (conflicts/agents.ts): "users holding the desk key
 * shall be treated as cashiers and have …". Participles as written.
 */
export const STANDING_VERBS: ReadonlySet<string> = new Set(["treated", "viewed", "recognized", "recognised", "considered", "regarded"]);

/** Prepositions after a noun of authority that names its action ("editing privileges for the records") (conflicts/agents.ts). */
export const AUTHORITY_PREPS: ReadonlySet<string> = new Set(["for", "over", "on"]);

/**
 * Nouns of the authority a role comes with, before "to" (conflicts/agents.ts): "have the authority to
 * cancel bookings", "have full access privileges to the records".
 */
export const AUTHORITY_NOUNS: ReadonlySet<string> = new Set([
  "authority",
  "privilege",
  "privileges",
  "right",
  "rights",
  "permission",
  "permissions",
  "authorization",
  "authorisation",
]);

/** "have" as the verb of what a role comes with (conflicts/agents.ts). */
export const HAVE_WORDS: ReadonlySet<string> = new Set(["have", "has"]);

/**
 * German verbs that give actors a role after "als" (conflicts/agents.ts): "als Kassierer gelten",
 * "als Kassierer behandelt werden", "als Kassierer angesehen werden". Forms as written, lower case.
 */
export const STANDING_VERBS_DE: ReadonlySet<string> = new Set(["gelten", "gilt", "behandelt", "angesehen", "anerkannt", "betrachtet"]);

/** German nouns of the authority a role comes with (conflicts/agents.ts): "die Berechtigung haben, … zu stornieren". */
export const AUTHORITY_NOUNS_DE: ReadonlySet<string> = new Set(["berechtigung", "befugnis", "recht", "rechte", "zugriffsrechte"]);

/**
 * Words that leave out what follows them up to the next comma (conflicts/restriction.ts): "only the
 * contact scores, excluding the academic scores" keeps the contact scores and drops the academic ones.
 * Folded lower case, from the grammar of English and German exception phrases.
 */
export const EXCLUDING_WORDS: ReadonlySet<string> = new Set([
  "excluding",
  "except",
  "without",
  "ignoring",
  "omitting",
  "not",
  "rather",
  "instead",
  "ausser",
  "ausgenommen",
  "ohne",
  "nicht",
  "statt",
  "anstatt",
  "anstelle",
]);

/**
 * Quantifiers of more than one item (conflicts/restriction.ts): "multiple terminals", "more than one
 * class", "one or more vehicles", "mehrere Konten", "mehr als ein Konto". `several` come before the
 * noun; `one` ends "more than one", `more` ends "one or more" (with `than` / `or` before them).
 * Folded lower case, from the grammar of English and German quantifiers.
 */
export const SEVERAL_WORDS: Readonly<{
  several: ReadonlySet<string>;
  one: ReadonlySet<string>;
  than: ReadonlySet<string>;
  more: ReadonlySet<string>;
  or: ReadonlySet<string>;
}> = {
  several: new Set(["multiple", "several", "many", "mehrere", "mehreren", "viele", "vielen"]),
  one: new Set(["one", "ein", "eine", "einem", "einen", "einer", "eines"]),
  than: new Set(["than", "als"]),
  more: new Set(["more", "mehr", "mehrere"]),
  or: new Set(["or", "oder"]),
};

/** Words that pick one item after "only" (conflicts/restriction.ts): "only one class", "only a single UAV", "nur ein einziges Konto". */
export const ONLY_ONE_WORDS: ReadonlySet<string> = new Set(["one", "single", "einzig", "einzige", "einzigen", "einziger", "einziges", "einzigem"]);

/**
 * Operations that undo or rule out one another on the same things (conflicts/operations.ts): the
 * first list's operation leaves nothing of what the second does or keeps ("lock the settings" /
 * "allow the staff to change the settings", "purge the reminders" / "retain the reminders", "block
 * incoming calls" / "receive incoming calls", "sperren" / "ändern", "löschen" / "aufbewahren").
 * Compiled for this project from the verbs of requirements; where WordNet has the pair as
 * antonyms (lock / unlock aside) or as "cause to stop" / "continue" it agrees. Verbs as written,
 * compared by stem. Pairs the comparison already reads as antonyms (enable / disable) are not repeated;
 * locking rules out switching on or off, masking or configuring too ("lock the alarm" / "enable the alarm").
 */
export const OPPOSITE_OPERATIONS: Readonly<Record<"en" | "de", ReadonlyArray<readonly [readonly string[], readonly string[]]>>> = {
  en: [
    [
      ["lock", "freeze"],
      ["modify", "change", "edit", "alter", "update", "reconfigure", "delete", "remove", "drop", "rename", "overwrite", "toggle"],
    ],
    [
      ["block", "reject", "refuse"],
      ["receive", "accept"],
    ],
    [
      ["delete", "purge", "erase", "discard", "destroy", "wipe"],
      ["retain", "keep", "preserve"],
    ],
    [
      ["disable", "deactivate"],
      ["maintain", "keep", "preserve"],
    ],
    [
      ["reset", "clear", "overwrite"],
      ["preserve", "retain", "keep"],
    ],
    [
      ["suspend", "halt", "abort"],
      ["continue", "resume", "complete"],
    ],
    [
      ["exit", "leave"],
      ["maintain", "remain"],
    ],
    [
      ["suppress", "withhold"],
      ["generate", "send", "issue", "display", "show"],
    ],
    [
      ["skip", "omit"],
      ["perform", "execute"],
    ],
    [
      ["lock", "freeze"],
      ["enable", "disable", "configure", "mask", "unmask"],
    ],
  ],
  de: [
    [
      ["sperren", "einfrieren"],
      ["ändern", "bearbeiten", "modifizieren", "aktualisieren", "löschen", "entfernen", "umbenennen", "überschreiben"],
    ],
    [
      ["blockieren", "abweisen"],
      ["empfangen", "annehmen"],
    ],
    [
      ["löschen", "vernichten", "verwerfen"],
      ["aufbewahren", "behalten", "beibehalten"],
    ],
    [
      ["deaktivieren", "abschalten"],
      ["beibehalten", "aufrechterhalten"],
    ],
    [
      ["zurücksetzen", "überschreiben"],
      ["beibehalten", "bewahren"],
    ],
    [
      ["unterbrechen", "anhalten", "abbrechen"],
      ["fortsetzen", "fortführen", "abschließen"],
    ],
    [
      ["verlassen", "beenden"],
      ["beibehalten", "aufrechterhalten"],
    ],
    [
      ["unterdrücken", "zurückhalten"],
      ["erzeugen", "senden", "ausgeben", "anzeigen"],
    ],
    [
      ["überspringen", "auslassen"],
      ["durchführen", "ausführen"],
    ],
    [
      ["sperren", "einfrieren"],
      ["aktivieren", "deaktivieren", "konfigurieren", "maskieren"],
    ],
  ],
};

/**
 * A means handed over for an action (conflicts/permission.ts): "shall provide a function to read the
 * fare table", "shall provide the capability for a conductor to install updates", "shall provide an
 * API for other modules to send messages", "muss Schaffnern eine Funktion bereitstellen, um die
 * Tariftabelle zu lesen". The verbs that hand it over, the nouns of the means, and the verbs that
 * pass it on before the action ("a function to allow the conductor to write …"). Folded; compiled for
 * this project from the wording of interface and capability requirements.
 */
export const PROVIDED_MEANS: Readonly<Record<"en" | "de", { verbs: ReadonlySet<string>; nouns: ReadonlySet<string>; passing: ReadonlySet<string> }>> =
  {
    en: {
      verbs: new Set(["provide", "provides", "offer", "offers", "give", "gives"]),
      nouns: new Set([
        "function",
        "functions",
        "capability",
        "capabilities",
        "ability",
        "means",
        "api",
        "interface",
        "facility",
        "mechanism",
        "command",
        "tool",
      ]),
      passing: new Set(["allow", "enable", "permit", "let"]),
    },
    de: {
      verbs: new Set(["bereitstellen", "bieten", "anbieten", "geben"]),
      nouns: new Set(["funktion", "schnittstelle", "moglichkeit", "mittel", "befehl", "werkzeug", "fahigkeit"]),
      passing: new Set(["erlauben", "ermoglichen", "gestatten"]),
    },
  };

/**
 * Verbs that leave out an operation named among their objects (conflicts/operations.ts): "shall skip
 * the testing of the printer" against "shall test the printer", "muss die Prüfung des Druckers
 * überspringen" against "muss den Drucker prüfen". Compiled for this project.
 */
export const SKIPPING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["skip", "omit"],
  de: ["überspringen", "auslassen"],
};

/** Words that coordinate two verbs on one object (conflicts/permission.ts): "read and write", "add/remove", "lesen und schreiben". */
export const VERB_JOINERS: ReadonlySet<string> = new Set(["and", "or", "und", "oder"]);

/**
 * German nominalised infinitives (conflicts/permission.ts): the articles before them ("das Ändern
 * des Lieferfensters verhindern") and the endings of the infinitive ("ändern", "löschen", "sammeln").
 */
export const NOMINAL_INFINITIVE_DE: { articles: ReadonlySet<string>; endings: readonly string[] } = {
  articles: new Set(["das", "dem", "des"]),
  endings: ["en", "ern", "eln"],
};

/**
 * Words of a limit on how often or when an action may happen (conflicts/limits.ts), from the wording
 * of rate limits, set-up phases and time windows in requirement sets: `upTo` the words right before a
 * count that bound it ("at most once", "no more than once", "höchstens einmal", "nicht öfter als
 * einmal"); `capping` the participles that cap a rate before "to" / "auf" ("rate-limited to one
 * invocation per day", "auf einen Export pro Tag begrenzt"); `per` the words that make "one …" a rate;
 * `again` the words that make a German "einmal" a repetition ("noch einmal"), not a count; `noLonger`
 * the word of "no longer" / "nicht mehr" that goes with a prohibition after the first occasion; `times`
 * the nouns of a count of occasions ("a maximum of three times per session", "höchstens drei Mal pro Tag");
 * `lead` the words that lead up to a bounding word ("at most", "no more than", "nicht öfter als");
 * `conjunctionNext` the words after an English "once" that make it a conjunction ("once the fines are
 * paid"); `phrase` the German words that carry a limit's phrase on ("pro Tag und Benutzer", "am Tag").
 */
export const LIMIT_COUNTING: Readonly<
  Record<
    "en" | "de",
    {
      upTo: ReadonlySet<string>;
      capping: ReadonlySet<string>;
      capTo: string;
      per: ReadonlySet<string>;
      again: ReadonlySet<string>;
      noLonger: ReadonlySet<string>;
      times: ReadonlySet<string>;
      lead: ReadonlySet<string>;
      conjunctionNext: ReadonlySet<string>;
      phrase: ReadonlySet<string>;
    }
  >
> = {
  en: {
    upTo: new Set(["most", "than", "maximum"]),
    capping: new Set(["limited", "capped", "throttled"]),
    capTo: "to",
    per: new Set(["per", "every", "each"]),
    again: new Set([]),
    noLonger: new Set(["longer"]),
    times: new Set(["time", "times", "instance"]),
    lead: new Set(["at", "no", "not", "more"]),
    conjunctionNext: new Set(["the", "it", "they", "he", "she", "this", "that", "these", "those", "all", "its", "their", "his", "her"]),
    phrase: new Set([]),
  },
  de: {
    upTo: new Set(["hochstens", "maximal", "als"]),
    capping: new Set(["begrenzt", "beschrankt", "limitiert"]),
    capTo: "auf",
    per: new Set(["pro", "je"]),
    again: new Set(["noch", "erneut"]),
    noLonger: new Set(["mehr"]),
    times: new Set(["mal"]),
    lead: new Set(["nicht", "ofter", "haufiger"]),
    conjunctionNext: new Set([]),
    phrase: new Set(["und", "am"]),
  },
};

/**
 * The occasions "only during …" / "nur während …" confines an action to (conflicts/limits.ts): the
 * prepositions that open the occasion and the words that name it as a phase or a window ("only
 * during the initial setup", "only within the first 10 minutes", "only during a 5-minute window each
 * day", "nur während der Ersteinrichtung", "nur innerhalb des Wartungsfensters"). German compounds
 * count by their last part ("Wartungsfenster", "Einrichtungsphase"). `after` and `first` name the
 * first occasion after which a prohibition holds ("shall prevent any modification … after the initial
 * entry", "darf … nach der ersten Eingabe nicht mehr ändern").
 */
export const LIMIT_OCCASIONS: Readonly<
  Record<"en" | "de", { preps: ReadonlySet<string>; after: ReadonlySet<string>; first: ReadonlySet<string>; words: ReadonlySet<string> }>
> = {
  en: {
    preps: new Set(["during", "within", "upon", "on", "at", "in", "for"]),
    after: new Set(["after"]),
    first: new Set(["initial", "first"]),
    words: new Set([
      "initial",
      "first",
      "setup",
      "window",
      "windows",
      "period",
      "phase",
      "lifecycle",
      "lifetime",
      "installation",
      "onboarding",
      "commissioning",
    ]),
  },
  de: {
    preps: new Set(["wahrend", "innerhalb", "bei", "beim", "in", "im", "fur"]),
    after: new Set(["nach"]),
    first: new Set(["erste", "ersten", "erstmaligen", "ersteinrichtung", "erstanmeldung", "ersterfassung"]),
    words: new Set([
      "erste",
      "ersten",
      "erstmaligen",
      "ersteinrichtung",
      "einrichtung",
      "erstanmeldung",
      "ersterfassung",
      "fenster",
      "fensters",
      "zeitraum",
      "zeitraums",
      "phase",
      "installation",
      "inbetriebnahme",
    ]),
  },
};

/**
 * Predicates that say no more than that a named action may happen, when the action is the subject's
 * noun (conflicts/limits.ts): "Posting reviews shall be allowed only once per day", "Report export
 * shall be rate-limited to …", "Das Löschen gespeicherter Passwörter darf höchstens einmal pro Tag
 * erfolgen", "Die Verlängerung ist nur einmal pro Woche erlaubt". Forms as written, lower case.
 */
export const NAMED_ACTION_PREDICATES: ReadonlySet<string> = new Set([
  "be",
  "is",
  "are",
  "allowed",
  "permitted",
  "possible",
  "enabled",
  "available",
  "limited",
  "rate",
  "occur",
  "happen",
  "performed",
  "done",
  "executed",
  "ist",
  "sind",
  "sein",
  "werden",
  "erlaubt",
  "gestattet",
  "moglich",
  "zulassig",
  "erfolgen",
  "stattfinden",
  "begrenzt",
  "durchgefuhrt",
]);

/**
 * Phrases that open a purpose after a statement ("… so that he is notified if …", "…, damit …"): a
 * condition after them is the purpose's, not one on the action (conflicts/limits.ts).
 */
export const PURPOSE_PHRASES: ReadonlyArray<readonly string[]> = [["so", "that"], ["in", "order", "to"], ["damit"], ["sodass"], ["so", "dass"]];

/**
 * Quantifiers of a grantee that leave out no one ("shall allow any registered user to …", "muss
 * jedem angemeldeten Benutzer erlauben, …", conflicts/agents.ts); the German dative forms too.
 */
export const ANY_GRANTEE_WORDS: ReadonlySet<string> = new Set(["any", "all", "every", "jedem", "jeder", "jeden", "allen", "beliebigen"]);

/**
 * Participles that grant an action after the grantee, before "to" or "for" (conflicts/agents.ts):
 * "staff with a STOCK badge shall be authorized for the deletion of stock records", "… permitted to sign".
 */
export const AUTHORISED_WORDS: ReadonlySet<string> = new Set(["authorized", "authorised", "permitted", "entitled"]);

/** Words that make a grantee the only one before such a participle ("the only ones authorized to …", "the sole users permitted to …"). */
export const SOLE_WORDS: ReadonlySet<string> = new Set(["only", "sole", "exclusively", "solely"]);

/** Prepositions that end the noun phrase after "authorized for" ("for the configuration of …", conflicts/agents.ts). */
export const AUTHORISED_PHRASE_ENDS: ReadonlySet<string> = new Set(["of", "on", "to", "in", "for", "within"]);

/**
 * Words that set a negation apart as an aside between commas (conflicts/restriction.ts): ", and not a
 * ward clerk,", ", but not the guests,", "nicht aber einem Stationssekretär", ", sondern". Such a
 * negation leaves someone out; it does not negate the clause. From the grammar of English and German
 * contrastive appositions.
 */
export const APPOSED_NEGATION_WORDS: ReadonlySet<string> = new Set(["and", "but", "und", "aber", "sondern"]);

/**
 * The role an input plays as the only one, after "as" / "als" (conflicts/inputs.ts): "using the
 * loan period as the sole input", "mit der Leihfrist als einziger Quelle". SOLE_INPUT_WORDS come first,
 * SOLE_INPUT_ROLES after them; written from common requirement wording. Folded.
 */
export const SOLE_INPUT_WORDS: ReadonlySet<string> = new Set([
  "sole",
  "only",
  "single",
  "exclusive",
  "einzige",
  "einzigen",
  "einziger",
  "alleinige",
  "alleinigen",
  "alleiniger",
]);
export const SOLE_INPUT_ROLES: ReadonlySet<string> = new Set([
  "input",
  "inputs",
  "source",
  "basis",
  "parameter",
  "criterion",
  "key",
  "eingabe",
  "quelle",
  "grundlage",
  "parameter",
  "kriterium",
  "eingabegrosse",
  "criteria",
  "kriterien",
]);

/** Verbs that take an input in ("shall only accept the card number as input", "nur … akzeptieren"), conflicts/inputs.ts. */
export const ACCEPTING_VERBS: readonly string[] = ["accept", "take", "akzeptieren", "annehmen", "entgegennehmen"];

/** How a German compound that names a search or sort starts ("Suchfunktion", "Sortierkriterium", "Filterfeld"), conflicts/inputs.ts. Folded. */
export const KEYED_COMPOUND_STARTS: readonly string[] = ["such", "sortier", "filter"];

/**
 * Words that say an action holds whatever a thing is (conflicts/regardless.ts): "regardless of the
 * payment method", "unabhängig von der Zahlungsart". The words after them name what does not count. Folded.
 */
export const REGARDLESS_OF: ReadonlyArray<readonly string[]> = [
  ["regardless", "of"],
  ["irrespective", "of"],
  ["unabhangig", "von"],
  ["unabhangig", "vom"],
  ["ungeachtet"],
];

/**
 * Words that tie an action to an event it waits for, as "until" / "bis" hold it back until then
 * (conflicts/restriction.ts): "shall renew the loan once the fines are paid" agrees with "shall not
 * renew the loan until the fines are paid". From the grammar of English and German temporal clauses.
 */
export const ON_EVENT_OPENERS: ReadonlySet<string> = new Set([
  "once",
  "when",
  "whenever",
  "after",
  "soon",
  "if",
  "sobald",
  "nachdem",
  "wenn",
  "falls",
]);

/**
 * Verbs of changing whose prohibition rules out an operation named among their objects as a gerund
 * or noun of action (conflicts/operations.ts): "shall prevent members from changing the grouping of
 * the reading list" against "shall allow members to group the reading list", "darf die Sortierung
 * der Leseliste nicht ändern" against "muss die Leseliste sortieren". Their synonyms count too (the
 * comparison's synonym groups). Compiled for this project.
 */
export const CHANGING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["modify"],
  de: ["ändern"],
};

/**
 * Relative pronouns that open a clause narrowing a person (conflicts/grantee-clause.ts, agents.ts): "allow
 * only users who have been issued a staff card to renew loans", "nur Benutzern, die einen Dienstausweis
 * haben, erlauben, …". From English and German grammar; folded.
 */
export const PERSON_RELATIVES: ReadonlySet<string> = new Set(["who", "that", "der", "die", "denen", "welche", "welcher", "welchen"]);

/**
 * Verbs that say how a value is found or given, one of them a way of obtaining the same thing
 * as another (conflicts/inputs.ts): "the destination can be searched by name" against "the
 * destination shall be selected only from a list", "der Zielort muss ausschließlich anhand der
 * Koordinaten bestimmt werden". After them "by" names the input when "only" marks it ("determined
 * only by the coordinates", "selected exclusively by entering its code"). From the verbs of
 * selection and look-up in English and German.
 */
export const OBTAINING_VERBS: readonly string[] = [
  "search",
  "select",
  "choose",
  "pick",
  "determine",
  "identify",
  "find",
  "locate",
  "enter",
  "specify",
  "suchen",
  "auswahlen",
  "wahlen",
  "bestimmen",
  "ermitteln",
  "finden",
  "eingeben",
];

/**
 * German participles of KEYED_VERBS and OBTAINING_VERBS whose stem is not the infinitive's ("gesucht"
 * against "suchen"), read as those verbs in a passive ("kann nach dem Namen gesucht werden"),
 * conflicts/inputs.ts. Folded.
 */
export const KEYED_PARTICIPLES_DE: readonly string[] = ["gesucht", "sortiert", "gefiltert", "geordnet", "gruppiert"];
export const OBTAINING_PARTICIPLES_DE: readonly string[] = ["gesucht", "gewahlt", "ausgewahlt", "gefunden", "eingegeben"];

/**
 * Words of a thing confined to one of a kind (conflicts/counts.ts), from the wording of requirements
 * that restrict a use, an assignment or an association to one ("restrict each card to a single account",
 * "limit the use of a pass to only one branch", "auf ein einziges Konto beschränken", "auf höchstens ein
 * Gerät begrenzen"): `one` the words that count one; `lead` the words that may stand between "to" / "auf"
 * and that count ("to a maximum of one", "to only one", "auf nur ein"); `bound` the German words that make
 * "ein" a count, not an article ("höchstens ein Gerät"); `ofNext` the word after "one" that makes it one
 * of a list ("one of the three criteria"), which is another reading.
 */
export const CONFINED_TO_ONE: Readonly<
  Record<"en" | "de", { one: ReadonlySet<string>; lead: ReadonlySet<string>; bound: ReadonlySet<string>; ofNext: ReadonlySet<string> }>
> = {
  en: {
    one: new Set(["one", "single", "sole"]),
    lead: new Set(["a", "an", "the", "only", "just", "exactly", "maximum", "of", "at", "most", "no", "more", "than"]),
    bound: new Set([]),
    ofNext: new Set(["of"]),
  },
  de: {
    one: new Set(["einzig", "einzige", "einzigen", "einziger", "einziges", "einzigem"]),
    lead: new Set(["ein", "eine", "einen", "einem", "einer", "eines", "nur", "genau", "hochstens", "maximal"]),
    bound: new Set(["nur", "genau", "hochstens", "maximal"]),
    ofNext: new Set(["von", "der", "aus"]),
  },
};

/**
 * Words of a span of time an action is limited to (conflicts/limits.ts), from the wording of edit and
 * access windows in requirement sets: `span` the preposition of the span and `bound` the words that bound
 * its length ("for a maximum of 30 minutes after posting", "for up to 2 days", "für höchstens 30 Minuten",
 * "für maximal 2 Tage"); the length is a number and a unit of DURATION_UNITS (compare-quantities.ts).
 */
export const LIMIT_SPANS: Readonly<Record<"en" | "de", { span: ReadonlySet<string>; bound: ReadonlySet<string> }>> = {
  en: { span: new Set(["for"]), bound: new Set(["maximum", "most", "up"]) },
  de: { span: new Set(["fur"]), bound: new Set(["hochstens", "maximal", "bis"]) },
};

/**
 * Words of a count left open and of a count bounded (conflicts/counts.ts), from the wording of
 * requirements on how many items, levels or uses are allowed: `open` the words right before what is
 * not counted ("infinite levels", "unlimited accounts", "beliebig viele Konten", "unbegrenzte Ebenen");
 * `openPhrases` the phrases before it ("any number of", "as many", "no limitation on", "keine Begrenzung
 * der"); `bound` the words that bound a number ("a maximum of three", "at most three", "up to three",
 * "höchstens drei", "maximal drei", "bis zu drei"); `links` the short words inside one noun phrase
 * ("the depth of the hierarchy", "Tiefe der Hierarchie") and the noun of the count itself ("number of").
 */
export const OPEN_COUNTS: Readonly<
  Record<
    "en" | "de",
    { open: ReadonlySet<string>; openPhrases: ReadonlyArray<readonly string[]>; bound: ReadonlySet<string>; links: ReadonlySet<string> }
  >
> = {
  en: {
    open: new Set(["infinite", "unlimited", "unbounded", "limitless"]),
    openPhrases: [
      ["any", "number", "of"],
      ["as", "many", "as"],
      ["as", "many"],
      ["no", "limitation", "on"],
      ["no", "limit", "on"],
      ["no", "limitations", "on"],
      ["no", "restriction", "on"],
    ],
    bound: new Set(["maximum", "most", "up", "than"]),
    links: new Set(["of", "the", "a", "an", "or", "and", "number"]),
  },
  de: {
    open: new Set([
      "unbegrenzt",
      "unbegrenzte",
      "unbegrenzten",
      "unbeschrankt",
      "unbeschrankte",
      "unbeschrankten",
      "unendlich",
      "unendliche",
      "unendlichen",
    ]),
    openPhrases: [
      ["beliebig", "viele"],
      ["beliebige", "anzahl", "von"],
      ["beliebige", "anzahl", "an"],
      ["keine", "begrenzung", "der"],
      ["keine", "begrenzung", "des"],
      ["keine", "begrenzung", "fur"],
      ["keine", "beschrankung", "der"],
      ["keine", "beschrankung", "des"],
    ],
    bound: new Set(["hochstens", "maximal", "bis", "maximum"]),
    links: new Set(["der", "die", "das", "des", "den", "dem", "von", "und", "oder", "anzahl"]),
  },
};

/**
 * Words that make "one" a bound (conflicts/counts.ts): "only one", "exactly one", "at most one", "nur ein",
 * "genau ein", "höchstens ein", "maximal ein" — the word right before the count of one ("one", "single",
 * "ein", "einzig", ONLY_ONE_WORDS and SEVERAL_WORDS.one); and the phrases before it that bound it ("a
 * maximum of one", "no more than one", "nicht mehr als ein"). "More than one" bounds only in a
 * prohibition ("shall prevent … on more than one terminal").
 */
export const ONE_BOUNDS: ReadonlySet<string> = new Set(["only", "exactly", "most", "nur", "genau", "hochstens", "maximal"]);
export const ONE_BOUND_PHRASES: ReadonlyArray<readonly string[]> = [
  ["maximum", "of"],
  ["no", "more", "than"],
  ["not", "more", "than"],
  ["nicht", "mehr", "als"],
];

/**
 * Words right before "one" that make it no count of one thing (conflicts/counts.ts): "at least one", "more
 * than one", "two or one", "mehr als ein"; from the grammar of English and German quantifiers. Folded.
 */
export const NOT_ONE_AFTER: ReadonlySet<string> = new Set(["least", "than", "or", "oder", "als"]);

/**
 * Words of a count capped by a restricting verb (conflicts/counts.ts), from the wording of capacity and
 * load requirements ("restrict the number of simultaneous bookings to a maximum of 40", "die Anzahl
 * paralleler Zuschauer auf höchstens 300 begrenzen"): `count` the noun of the count, `links` the words between it and
 * what is counted ("number of", "Anzahl der"), `lead` the words between "to" / "auf" and the number ("to a
 * maximum of", "auf höchstens"). Folded.
 */
export const CAPPED_COUNTS: Readonly<Record<"en" | "de", { count: ReadonlySet<string>; links: ReadonlySet<string>; lead: ReadonlySet<string> }>> = {
  en: {
    count: new Set(["number"]),
    links: new Set(["of", "the"]),
    lead: new Set(["a", "an", "maximum", "of", "at", "most", "no", "more", "than", "exactly"]),
  },
  de: {
    count: new Set(["anzahl", "zahl"]),
    links: new Set(["der", "des", "an", "von"]),
    lead: new Set(["hochstens", "maximal", "maximum", "genau"]),
  },
};

/**
 * Verbs that provide a thing without an action of their own (conflicts/restriction.ts): "shall support the use
 * of regular expressions", "muss die Nutzung regulärer Ausdrücke unterstützen"; a restriction of that thing
 * to a single one confines what is supported.
 */
export const SUPPORTING_VERBS: readonly string[] = ["support", "unterstutzen"];

/**
 * Verbs that name the means an action is done with ("shall use the card reader driver to talk to the
 * terminal", "muss den Kartenlesertreiber verwenden, um …", conflicts/means.ts), from the wording of
 * interface and design requirements. Folded.
 */
export const MEANS_VERBS: readonly string[] = ["use", "utilize", "utilise", "employ", "verwenden", "nutzen", "benutzen", "einsetzen"];

/**
 * Words that open the purpose of a means (conflicts/means.ts): after the means "to …", "in order to …",
 * and with a gerund "for …", "when …", "while …" (MEANS_GERUND_MARKERS); in German "um … zu …" after the
 * means, and "für", "zum", "zur", "beim", "bei" before it ("muss beim Lesen der Karte den Scanner
 * verwenden"). Folded.
 */
export const MEANS_PURPOSE_MARKERS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["to", "in order to"],
  de: ["um"],
};
export const MEANS_GERUND_MARKERS: ReadonlySet<string> = new Set(["for", "when", "while", "before"]);
export const MEANS_LEADING_PURPOSE_DE: ReadonlySet<string> = new Set(["fur", "zum", "zur", "beim", "bei"]);
/** German articles of a genitive after a noun ("das Lesen der Karte"), conflicts/means.ts. */
export const GENITIVE_ARTICLES_DE: ReadonlySet<string> = new Set(["des", "der", "eines", "einer"]);
/**
 * Kinds of technical components, one of which does a job at a time (conflicts/means.ts): the means
 * of two requirements conflict only when each names such a component ("the Ethernet interface",
 * "the memory driver"; in German also as the end of a compound, "Netzwerkschnittstelle") or a
 * component by its initialism; "plain language" and "standard icons",
 * "large fonts" and "high contrast colours" are ways of working that hold side by side.
 * Collected from interface and design requirements of the kinds the engine reads (en, de).
 */
export const MEANS_COMPONENTS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: [
    "interface",
    "protocol",
    "driver",
    "database",
    "server",
    "network",
    "bus",
    "port",
    "buffer",
    "api",
    "file",
    "module",
    "library",
    "channel",
    "link",
    "gateway",
    "component",
    "unit",
    "controller",
    "adapter",
    "connection",
    "client",
    "repository",
    "queue",
    "cache",
    "register",
    "algorithm",
    "format",
    "scanner",
    "camera",
    "reader",
    "sensor",
    "terminal",
    "keyboard",
    "printer",
    "counter",
  ],
  de: [
    "schnittstelle",
    "protokoll",
    "treiber",
    "datenbank",
    "server",
    "netz",
    "netzwerk",
    "bus",
    "port",
    "puffer",
    "datei",
    "modul",
    "bibliothek",
    "kanal",
    "verbindung",
    "gateway",
    "komponente",
    "einheit",
    "steuerung",
    "adapter",
    "client",
    "ablage",
    "warteschlange",
    "cache",
    "register",
    "algorithmus",
    "format",
    "scanner",
    "kamera",
    "leser",
    "sensor",
    "terminal",
    "tastatur",
    "drucker",
    "zahler",
    "funk",
  ],
};

/**
 * Verbs that name what an action requires ("shall require a member card and a PIN to borrow a book",
 * "muss die Ausweisnummer verlangen, um …", conflicts/means.ts), from the wording of access and
 * sign-in requirements. Folded.
 */
export const REQUIRING_VERBS: readonly string[] = ["require", "demand", "verlangen", "erfordern", "voraussetzen"];

/**
 * German words that open a qualifier of the noun "nur" bears on, next to RESTRICTING_QUALIFIERS
 * ("nur für Zweigstellen mit dem Status „offen“", conflicts/restriction.ts).
 */
export const NOUN_QUALIFIERS_DE: ReadonlySet<string> = new Set(["mit"]);

/**
 * The prepositions that name the people the system shows something to ("shall display the seating plan to
 * each passenger", "muss den Sitzplan für jeden Fahrgast anzeigen", SHOWING_VERBS): those people are granted
 * to see it (conflicts/restriction.ts).
 */
export const SHOWN_TO: Readonly<Record<"en" | "de", string>> = { en: "to", de: "fur" };

/**
 * Words that open what an automatic action goes without (conflicts/agency.ts): "shall automatically
 * define the shot without user input", "bypassing the manual selection", "requiring no manual input",
 * "ohne Benutzereingabe". Folded; written for that reading.
 */
export const UNATTENDED_WORDS: ReadonlySet<string> = new Set(["without", "no", "bypassing", "precluding", "ohne", "keine", "kein", "keinen"]);

/**
 * A person's part in an action that an automatic one goes without (conflicts/agency.ts): "without
 * user input", "without requiring any player selection", "ohne Eingabe des Benutzers",
 * "Benutzereingabe" (the end of a German compound). Folded; written for that reading.
 */
export const PERSON_PART_WORDS: readonly string[] = [
  "input",
  "inputs",
  "intervention",
  "interaction",
  "involvement",
  "selection",
  "entry",
  "eingabe",
  "eingaben",
  "eingriff",
  "zutun",
  "auswahl",
  "mitwirkung",
  "interaktion",
];

/**
 * Showing something to every actor lets every actor see it (conflicts/agents.ts; to the people named,
 * conflicts/restriction.ts): "shall display the grid to each player" against "only the game master shall be
 * able to view the grid". SHOWING_VERBS show to a recipient (infinitives, compared as meaning terms); VIEWING_VERBS are what the recipient does; EVERY_RECIPIENT_WORDS open a
 * recipient that is every actor ("to each player", German dative "jedem Spieler", "allen Spielern").
 * Written for that reading.
 */
export const SHOWING_VERBS: readonly string[] = ["display", "show", "present", "anzeigen", "zeigen", "darstellen"];
export const VIEWING_VERBS: readonly string[] = ["view", "ansehen", "einsehen"];
export const EVERY_RECIPIENT_WORDS: ReadonlySet<string> = new Set(["each", "every", "all", "jedem", "allen"]);

/**
 * Words between the modal verb and a verb of permission or support that leave it a grant (conflicts/granted.ts):
 * "shall be able to support bootstrap loading" grants bootstrap loading. English; folded.
 */
export const ABLE_TO_WORDS: readonly string[] = ["be", "able", "to"];

/**
 * Participles after "from being" that make a prohibition one of the thing itself (conflicts/granted.ts):
 * "shall prevent offline lending from being used" prohibits offline lending, "… from being deleted"
 * protects it. Compiled for this project from the verbs of use in WordNet's "use, utilize, employ, apply" synset.
 */
export const USING_PARTICIPLES: readonly string[] = ["used", "utilized", "utilised", "employed", "applied"];

/**
 * Words that say an action goes on until an event ends it (conflicts/waiting.ts): "shall continue to
 * assign rounds until the tournament is closed", "muss weiterhin Runden vergeben, bis das Turnier
 * geschlossen ist". The event after "until" / "bis" ends the action; it does not hold it back. Folded
 * phrases, right after the modal verb (English) or anywhere after it (German).
 */
export const CONTINUING_WORDS: Readonly<Record<"en" | "de", ReadonlyArray<readonly string[]>>> = {
  en: [["continue", "to"]],
  de: [["weiterhin"]],
};

/**
 * Gerunds after "from" that name no action of their own but the one their object names
 * (conflicts/granted.ts): "shall prevent guests from performing a text search" prohibits the search; German
 * infinitives at the end of "verhindern, dass Gäste eine Suche durchführen". Light verbs of doing, compiled
 * for this project. Folded.
 */
export const LIGHT_GERUNDS: readonly string[] = ["performing", "conducting", "durchfuhren", "ausfuhren"];

/** The German conjunction after a verb of prohibition that opens what is prohibited (conflicts/granted.ts): "verhindern, dass …". */
export const PROHIBITED_CLAUSE_DE = "dass";

/**
 * Verbs that name what is needed ("shall need a login", "muss eine Anmeldung erfordern"): the thing
 * needed meets "without the need for a login" (contradictions.ts). Own list, as written.
 */
export const NEEDING_VERBS: ReadonlySet<string> = new Set([
  "need",
  "needs",
  "require",
  "requires",
  "benötigen",
  "benötigt",
  "erfordern",
  "erfordert",
]);

/**
 * Words of a condition that place a quantity inside or outside a range, or below or above one of its
 * bounds (conflicts/ranges.ts): "if the level is within the permitted range" / "… outside the permitted
 * range", "if the level is less than the lower limit of the permitted range or greater than the upper
 * limit of the permitted range", "wenn der Pegel innerhalb des zulässigen Bereichs liegt" / "… außerhalb
 * …", "kleiner als die untere Grenze … oder größer als die obere Grenze …". The signs of a comparison
 * ("LO <= T <= UO" / "T < LO or T > UO") and the conjunctions that join two comparisons; the words of one bound
 * before a number, up to it or beyond it ("within 1 km" / "more than 1 km away"). Written for this
 * comparison from the English and German prepositions, comparatives and bound words of measuring; folded.
 */
export const RANGE_WORDS = {
  inside: new Set(["within", "inside", "innerhalb"]),
  outside: new Set(["outside", "ausserhalb"]),
  below: new Set(["less", "lower", "below", "smaller", "under", "kleiner", "niedriger", "unterhalb", "unter"]),
  above: new Set(["greater", "higher", "above", "more", "over", "grosser", "hoher", "oberhalb", "uber"]),
  lowerBound: new Set(["lower", "minimum", "untere", "unteren", "unterer", "minimale", "minimalen"]),
  upperBound: new Set(["upper", "maximum", "obere", "oberen", "oberer", "maximale", "maximalen"]),
  boundNouns: new Set(["value", "values", "limit", "limits", "bound", "bounds", "end", "wert", "werts", "grenze", "grenzwert", "grenzwerts"]),
  either: new Set(["or", "oder"]),
  both: new Set(["and", "und"]),
  demonstratives: new Set(["this", "that", "these", "those", "diese", "dieser", "dieses", "diesem", "diesen"]),
  // One bound before a number: up to it ("within 1 km", "less than 5 minutes", "höchstens 3") or beyond it ("more than 1 km").
  upTo: [
    ["less", "than"],
    ["fewer", "than"],
    ["lower", "than"],
    ["smaller", "than"],
    ["shorter", "than"],
    ["below"],
    ["under"],
    ["within"],
    ["at", "most"],
    ["weniger", "als"],
    ["kleiner", "als"],
    ["niedriger", "als"],
    ["kurzer", "als"],
    ["unter"],
    ["innerhalb", "von"],
    ["hochstens"],
  ],
  beyond: [
    ["more", "than"],
    ["greater", "than"],
    ["higher", "than"],
    ["larger", "than"],
    ["longer", "than"],
    ["above"],
    ["over"],
    ["beyond"],
    ["at", "least"],
    ["mehr", "als"],
    ["grosser", "als"],
    ["hoher", "als"],
    ["langer", "als"],
    ["uber"],
    ["mindestens"],
  ],
  less: "<",
  greater: ">",
  equal: "=",
} as const;

/**
 * Words of time or condition in a requirement that open no event of its own (conflicts/waiting.ts):
 * "while" before an English gerund names what goes on alongside the action ("shall lend the book while
 * recording the loan"), and "when" / "if" / "whether" after a verb of finding out ask a question ("shall
 * detect when the level exceeds the limit", "shall check if the card is valid"). "within" / "innerhalb"
 * names a time only before a number ("within 5 seconds"), else a place ("within the loan record").
 * Compiled for this comparison from the English verbs that take an indirect question; folded.
 */
export const NO_EVENT_WORDS = {
  alongside: new Set(["while"]),
  spans: new Set(["within", "innerhalb"]),
  gerundEnding: "ing",
  questions: new Set(["when", "if", "whether"]),
  questionVerbs: new Set(["detect", "determine", "check", "verify", "decide", "know", "ask", "find", "establish", "evaluate", "assess"]),
} as const;

/**
 * English verbs of beginning before a gerund that name the action of the gerund (conflicts/waiting.ts):
 * "shall only begin sorting the loans after …" holds back the sorting, as "shall only sort the loans after
 * …" does. Compiled for this comparison from the English verbs of beginning; folded.
 */
export const BEGINNING_VERBS_EN: ReadonlySet<string> = new Set(["begin", "start", "commence"]);

/**
 * Verbs that put an action off until an event (conflicts/waiting.ts): "shall delay the publication of the
 * results until the exam has closed" holds the publication back as "shall prevent the publication of the
 * results" does, "muss die Veröffentlichung der Ergebnisse aufschieben, bis …" as "… verhindern". The
 * verbs of putting off, compiled for this comparison from the English and German verbs of delaying, and
 * the verb of prevention they are read as. Folded.
 */
export const DELAYING_VERBS: Readonly<Record<"en" | "de", { verbs: ReadonlySet<string>; prevent: string }>> = {
  en: { verbs: new Set(["delay", "postpone", "defer"]), prevent: "prevent" },
  de: { verbs: new Set(["aufschieben", "verschieben", "zuruckstellen", "hinauszogern", "verzogern"]), prevent: "verhindern" },
};

/**
 * Adverbs of a condition that say since when a state holds, not which state (conflicts/events.ts): "for a
 * drone currently in the air" / "for a drone on the ground", "already airborne", "bereits in der Luft".
 * Left out when two conditions are compared state against state. Folded.
 */
export const STATE_ADVERBS: readonly string[] = ["currently", "already", "still", "now", "derzeit", "gerade", "bereits", "noch"];

/** Nouns that only name that a thing is in a state ("in the active state" is "active", "im Zustand aktiv"), left out as STATE_ADVERBS are. Folded. */
export const STATE_NOUNS: readonly string[] = ["state", "status", "zustand"];

/**
 * Verbs that take a means for an action after it (conflicts/permission.ts): "may use the kiosk to renew
 * loans" grants renewing loans, "darf den Kiosk verwenden, um Ausleihen zu verlängern" too. Forms as
 * written after a modal verb, folded; compiled for this project from the verbs of use in WordNet's
 * "use, utilize, employ" synset and their German counterparts.
 */
export const USED_MEANS_VERBS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["use", "utilize", "utilise", "employ"]),
  de: new Set(["verwenden", "nutzen", "benutzen", "einsetzen"]),
};

/**
 * Nouns of bringing a thing into being or into use (conflicts/granted.ts): "shall prevent the creation of
 * virtual cards" rules out what "shall support virtual cards" grants, "muss die Nutzung von Gutscheinen
 * verhindern" what "muss Gutscheine unterstützen" grants. Folded; compiled for this project.
 */
export const USE_NOUNS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["use", "usage", "creation", "utilization", "utilisation"],
  de: ["nutzung", "verwendung", "benutzung", "erstellung", "einsatz"],
};

/**
 * Words that open the way an action is done, by a further action (conflicts/permission.ts): "members can
 * register by creating a library card" creates a library card, "Mitglieder können sich registrieren, indem
 * sie einen Bibliotheksausweis anlegen" too. English before a gerund, German before a clause that ends in
 * its verb. Folded; compiled for this project.
 */
export const BY_DOING: Readonly<Record<"en" | "de", string>> = { en: "by", de: "indem" };

/**
 * Verbs that read or consult a thing for an action named as their purpose ("shall scan the barcode of
 * the book to determine the loan record", "the loan log shall be used to compute the fee", "muss den
 * Barcode scannen, um den Datensatz zu bestimmen"): what they read is that action's input
 * (conflicts/inputs.ts). From the verbs of reading, looking up and using in English and German.
 */
export const CONSULTING_VERBS: readonly string[] = [
  "use",
  "utilize",
  "utilise",
  "examine",
  "read",
  "scan",
  "consult",
  "query",
  "check",
  "inspect",
  "analyse",
  "analyze",
  "evaluate",
  "access",
  "verwenden",
  "nutzen",
  "benutzen",
  "lesen",
  "auslesen",
  "scannen",
  "prufen",
  "abfragen",
  "auswerten",
  "untersuchen",
  "einsehen",
];

/**
 * Words that set an input aside for an action (conflicts/excluded.ts): after "without" a verb of
 * reading or using ("without accessing the grid", "without consulting the feeds", "without reading
 * the barcode"; English), before it "bypassing" / "circumventing" ("a method that bypasses …"), and in German the nouns after
 * "ohne" ("ohne Zugriff auf …", "ohne Abfrage des …") and "unter Umgehung". Folded; the English verbs
 * as their "-ing" form.
 */
export const SETTING_ASIDE = {
  withoutEn: [
    "accessing",
    "reading",
    "consulting",
    "using",
    "utilizing",
    "utilising",
    "querying",
    "checking",
    "examining",
    "inspecting",
    "scanning",
    "analysing",
    "analyzing",
    "evaluating",
    "incorporating",
    "referring",
    "relying",
    "looking",
  ],
  without: ["without", "ohne"],
  before: ["bypassing", "bypasses", "circumventing"],
  nounsDe: ["zugriff", "abfrage", "nutzung", "verwendung", "einsicht", "auswertung", "prufung", "umgehung"],
  /** Words skipped between the marker and what is set aside ("without accessing any …", "referring to", "auf", "des"). */
  skipped: ["any", "all", "to", "on", "up", "at", "in", "auf", "des", "der", "den", "dem", "die", "das", "eines", "einer"],
} as const;

/**
 * Verbs of a leading condition that name the occasion of the requirement's own action rather than a case of it
 * (conflicts/restriction.ts): "When the monthly report is generated, the system shall include only …" restates
 * "The monthly report shall include …"; so do "selected", "started", "invoked", "erstellt", "gestartet". Read with
 * OCCASION_OF_OUTPUT. Folded infinitives, compared as meaning terms; compiled for this project.
 */
export const OCCASION_OF_ACTION: readonly string[] = [
  "generate",
  "create",
  "produce",
  "select",
  "initiate",
  "start",
  "invoke",
  "run",
  "retrieve",
  "erzeugen",
  "erstellen",
  "auswahlen",
  "starten",
  "aufrufen",
  "ausfuhren",
  "abrufen",
];

/**
 * Prepositions that name the agent of a passive clause: "shall be exported only by the branch manager", "dürfen
 * nur vom Filialleiter exportiert werden" restrict who acts (conflicts/restriction.ts); "shall be sent by the desk
 * or the kiosk", "müssen von der Theke oder vom Automaten gesendet werden" name each actor
 * (conflicts/passive-agents.ts). Folded; from the grammar of the English and German passive.
 */
export const PASSIVE_AGENT_WORDS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["by"]),
  de: new Set(["von", "vom", "durch"]),
};

/**
 * Verbs by which the system waits for a person or demands a person's doing (conflicts/agency.ts): "shall
 * wait until the user selects an item", "shall ask the user to enter the date", "muss warten, bis der
 * Benutzer …", "muss den Benutzer auffordern, … einzugeben". AWAITING_LINKS open the person after "wait"
 * ("until", "bis"). Infinitives and links, folded; the check compares stems. Written for that reading.
 */
export const AWAITING_VERBS: readonly string[] = ["wait", "ask", "prompt", "require", "request", "query", "warten", "auffordern", "verlangen"];
export const AWAITING_LINKS: ReadonlySet<string> = new Set(["until", "for", "to", "bis", "auf"]);

/**
 * Relative pronouns that set apart the people a prohibition is for ("users who have been deactivated",
 * "Benutzer, die gesperrt wurden"; conflicts/permission.ts). German ones count only after a comma. Folded.
 */
export const QUALIFYING_RELATIVES: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["who", "whose", "whom"]),
  de: new Set(["die", "der", "denen", "deren"]),
};

/**
 * Words with which a requirement restricts what it restates of another (conflicts/restricted-topic.ts): it
 * confines it ("only", "nur"), rules it out or holds it back ("prevent", "never", "verhindern"), goes without
 * a part of it ("without", "ohne") or limits it ("restricted to", "beschränkt auf"). Folded as written; from
 * the wording of restrictions in requirements.
 */
export const RESTRICTING_MARKS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = {
  en: new Set(["only", "exclusively", "solely", "restrict", "restricts", "restricted", "limited", "never", "prevent", "prevents", "without"]),
  de: new Set([
    "nur",
    "ausschliesslich",
    "lediglich",
    "beschrankt",
    "eingeschrankt",
    "beschranken",
    "einschranken",
    "verhindern",
    "verhindert",
    "nie",
    "niemals",
    "ohne",
  ]),
};

/**
 * Of those, the words that confine what stands next to them ("only", "nur"): after a negation they widen
 * ("not only", "nicht nur"), and after an article they name a kind ("a send only operation").
 */
export const CONFINING_MARKS: ReadonlySet<string> = new Set(["only", "exclusively", "solely", "nur", "ausschliesslich", "lediglich"]);

/**
 * Participles of restricting: they restrict before what they confine to ("restricted to managers", "limited
 * by", "beschränkt auf") or after a form of "be"; before a noun they name a kind ("restricted access data").
 */
export const RESTRICTED_PARTICIPLES: ReadonlySet<string> = new Set(["restricted", "limited", "beschrankt", "eingeschrankt"]);
export const CONFINED_TO: ReadonlySet<string> = new Set(["to", "from", "by", "for", "in", "only", "auf", "fur", "nur"]);
export const BE_FORMS: ReadonlySet<string> = new Set(["is", "are", "be", "been", "being", "was", "were", "ist", "sind", "sein", "wird", "werden"]);

/** Of those, the words that prohibit: the prohibited action must be the other's ("prevent fraud by checking …" prohibits no checking). */
export const PROHIBITING_MARKS: ReadonlySet<string> = new Set(["prevent", "prevents", "never", "verhindern", "verhindert", "nie", "niemals"]);

/** Words after which a word is a verb ("sign up by creating an account", "able to create", "durch Anlegen"): a prohibited action is met there. */
export const VERB_OPENERS: ReadonlySet<string> = new Set(["by", "to", "durch", "zu"]);

/** The word of going without a part (conflicts/restricted-topic.ts): "without a PIN", "ohne PIN". */
export const WITHOUT_MARKS: ReadonlySet<string> = new Set(["without", "ohne"]);

/**
 * Verbs of overriding a restriction (conflicts/overrides.ts): "allow librarians to override the maximum
 * limit", "die Beschränkung zu übersteuern". From English and German usage in requirements; folded.
 */
export const OVERRIDING_VERBS: readonly string[] = ["override", "overrule", "ubersteuern", "aufheben"];

/**
 * Nouns that name a restriction's kind rather than what is restricted (conflicts/overrides.ts): "override the
 * maximum loan limit" overrides a restriction of loans. From English and German usage; folded.
 */
export const RESTRAINT_NOUNS: readonly string[] = [
  "limit",
  "limitation",
  "maximum",
  "minimum",
  "restriction",
  "constraint",
  "status",
  "warning",
  "rule",
  "system",
  "single",
  "grenze",
  "hochstgrenze",
  "begrenzung",
  "beschrankung",
  "einschrankung",
  "warnung",
  "regel",
  "einzig",
];

/**
 * Words with which a requirement restricts what it names (conflicts/overrides.ts): "only one reservation",
 * "a maximum number of loans", "nur eine Reservierung", "höchstens drei Ausleihen". Folded.
 */
export const LIMITING_MARKS: ReadonlySet<string> = new Set([
  "only",
  "maximum",
  "minimum",
  "unavailable",
  "nur",
  "hochstens",
  "maximal",
  "mindestens",
]);

/**
 * One of a thing at a time (conflicts/concurrent.ts): the words of one before the thing counted ("one backup
 * job", "a single client", "nur einen Auftrag") and the phrases of one time ("at a time", "at any given time",
 * "gleichzeitig", "jeweils"). From English and German usage in requirements; folded, a phrase a row.
 */
export const ONE_AT_A_TIME: Readonly<Record<"en" | "de", { one: ReadonlyArray<readonly string[]>; atATime: ReadonlyArray<readonly string[]> }>> = {
  en: {
    one: [["one"], ["single"], ["1"]],
    atATime: [
      ["at", "a", "time"],
      ["at", "one", "time"],
      ["at", "any", "time"],
      ["at", "any", "given", "time"],
      ["at", "any", "one", "time"],
    ],
  },
  de: {
    one: [["ein"], ["eine"], ["einen"], ["einem"], ["einer"], ["einzigen"], ["einzige"], ["1"]],
    atATime: [["gleichzeitig"], ["zugleich"], ["jeweils"], ["zur", "gleichen", "zeit"], ["zur", "selben", "zeit"]],
  },
};

/**
 * Several of a thing at once (conflicts/concurrent.ts): the words of several before the thing counted
 * ("multiple backup jobs", "more than one client", "mehrere Aufträge") and the words of doing at once
 * ("concurrent", "simultaneously", "in parallel", "gleichzeitig"). From English and German usage; folded.
 */
export const SEVERAL_AT_ONCE: Readonly<Record<"en" | "de", { several: ReadonlyArray<readonly string[]>; atOnce: ReadonlyArray<readonly string[]> }>> =
  {
    en: {
      several: [["multiple"], ["several"], ["more", "than", "one"], ["one", "or", "more"]],
      atOnce: [["concurrent"], ["concurrently"], ["simultaneous"], ["simultaneously"], ["parallel"], ["at", "the", "same", "time"], ["at", "once"]],
    },
    de: {
      several: [["mehrere"], ["mehreren"], ["mehr", "als", "ein"], ["mehr", "als", "einen"], ["ein", "oder", "mehrere"]],
      atOnce: [["gleichzeitig"], ["zeitgleich"], ["parallel"], ["zugleich"], ["zur", "gleichen", "zeit"]],
    },
  };

/**
 * Verbs that name one action when it is asked who may do it, though the comparison's verb groups keep
 * them apart ("specify the required courses" / "define the required courses", "festlegen" /
 * "definieren"); the first word of a group stands for the others (conflicts/agents.ts). Written for
 * this project from the vocabulary of requirements.
 */
export const AGENT_ACTION_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ["define", "specify"],
  ["festlegen", "definieren"],
];

/**
 * Verbs that start an action named by the noun after them: "initiate password changes" changes
 * passwords, "eine Änderung des Passworts einleiten" ändert es (conflicts/agents.ts). Written for this
 * project.
 */
export const INITIATING_VERBS: ReadonlySet<string> = new Set(["initiate", "launch", "trigger", "einleiten", "anstossen", "auslosen"]);

/**
 * Verbs whose basis decides what the action yields: "the list of titles shall be filtered by the age group",
 * "derived from the kind of payment"; another action on the same things "regardless of" that basis
 * yields the same whatever it is (conflicts/disregard.ts). From the verbs of selecting and deriving content,
 * English and German.
 */
export const CONTENT_BASIS_VERBS: readonly string[] = [
  "filter",
  "derive",
  "restrict",
  "limit",
  "tailor",
  "filtern",
  "gefiltert",
  "ableiten",
  "abgeleitet",
  "einschranken",
  "eingeschrankt",
  "beschranken",
  "beschrankt",
];

/**
 * The word that names what an action is done with ("open the reading room with the member card alone", "nur mit
 * dem Ausweis öffnen"), and the words after such an item that make it the only one ("alone", "only", "allein");
 * conflicts/means.ts reads them against a list of what the action requires. English and German.
 */
export const SOLE_WAY_MARKERS: ReadonlySet<string> = new Set(["with", "mit"]);
export const SOLE_AFTER_WORDS: ReadonlySet<string> = new Set(["alone", "only", "allein"]);

/**
 * Words by which an output reports that an action failed (conflicts/failures.ts): "display a
 * login failure message", "show the status as failed", "eine Fehlermeldung anzeigen". Folded
 * forms; German compounds are matched by their part "fehler" / "fehlgeschlagen". Written for
 * this comparison from the usual wording of error reports.
 */
export const FAILURE_REPORT_WORDS: Record<"en" | "de", ReadonlySet<string>> = {
  en: new Set(["fail", "fails", "failed", "failure", "error", "unsuccessful"]),
  de: new Set(["fehler", "fehlgeschlagen", "fehlschlag", "gescheitert", "misslungen", "erfolglos"]),
};

/**
 * Words of a condition that names an abnormal case rather than the action itself (conflicts/failures.ts):
 * "when the input is invalid", "wenn das Guthaben nicht ausreicht". Folded; written for this comparison.
 */
export const ABNORMAL_CASE_WORDS: Record<"en" | "de", ReadonlySet<string>> = {
  en: new Set([
    "invalid",
    "incorrect",
    "wrong",
    "missing",
    "unavailable",
    "unable",
    "insufficient",
    "incomplete",
    "exceeds",
    "exceed",
    "expired",
    "duplicate",
    "unknown",
    "unauthorized",
    "denied",
    "rejected",
    "lost",
    "timeout",
    "cannot",
    "without",
    "empty",
    "fails",
    "failed",
    "error",
    "fail",
    "failure",
    "unsuccessful",
    "attempts",
    "attempt",
    "tries",
    "try",
  ]),
  de: new Set([
    "ungültig",
    "ungültige",
    "ungültigen",
    "falsch",
    "falsche",
    "fehlt",
    "fehlen",
    "fehlende",
    "unvollständig",
    "überschreitet",
    "abgelaufen",
    "unbekannt",
    "verweigert",
    "abgelehnt",
    "kein",
    "keine",
    "keinen",
    "ohne",
    "leer",
    "versucht",
    "fehler",
    "fehlgeschlagen",
    "scheitert",
  ]),
};

/**
 * Words that open the state or value an outcome sets (conflicts/events.ts, oppositeOutcomeConflict):
 * "mark the order as approved", "set the lamp to low", "position the view at the predefined place",
 * "als genehmigt markieren", "auf niedrig stellen". Own list; an opposite word elsewhere (an object's
 * modifier: "show the offensive grid" / "show the defensive grid") may name two things both done.
 */
export const OUTCOME_STATE_OPENERS: ReadonlySet<string> = new Set(["as", "to", "at", "als", "auf", "zu"]);

/**
 * The words after an exception that exclude every other actor ("restrict … to the desk role, excluding all other
 * users", "ausgenommen alle anderen Benutzer"): the exception restates the restriction and narrows nothing
 * (conflicts/agents.ts). English and German, folded.
 */
export const OTHER_WORDS: ReadonlySet<string> = new Set(["other", "others", "andere", "anderen", "anderer"]);

/**
 * Verbs that take an input, refused with a negation ("shall not accept surname input", "query parameters are
 * not accepted", "darf keine Nachnamen als Eingabe akzeptieren", conflicts/refused-inputs.ts). Own list; "take" is
 * left out, it names too much else ("take a photo").
 */
export const REFUSED_INPUT_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["accept"],
  de: ["akzeptieren", "annehmen", "entgegennehmen"],
};

/**
 * Words that name the role of a refused input or how it is given, not what it is: "typed surnames", "card-based
 * entries", "als gültige Eingabe" (conflicts/refused-inputs.ts). German compounds that end in one of the
 * "basiert" forms name what comes before it ("kartenbasierte"). Own list, folded.
 */
export const INPUT_ROLE_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["input", "inputs", "entry", "entries", "based", "manual", "manually", "valid", "typed", "entered"],
  de: [
    "eingabe",
    "eingaben",
    "basiert",
    "basierte",
    "basierten",
    "manuell",
    "manuelle",
    "manuellen",
    "gultig",
    "gultige",
    "gultigen",
    "eingegeben",
    "eingegebene",
  ],
};

/**
 * Prepositions after which a requirement names what an action is given or goes by ("find their ward by the
 * doctor's surname", "print a badge with a booking reference", "the badge number as a query parameter", "über den
 * Nachnamen", conflicts/refused-inputs.ts).
 */
export const INPUT_NAMING_MARKERS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["by", "from", "as", "with", "via", "using", "through", "for"],
  de: ["uber", "nach", "mit", "per", "aus", "anhand", "als", "durch", "von", "fur"],
};

/** Auxiliaries of a passive refusal ("are not accepted", "werden nicht akzeptiert"), conflicts/refused-inputs.ts. Folded. */
export const REFUSAL_AUXILIARIES: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["be", "is", "are", "been"],
  de: ["werden", "wird", "worden"],
};

/**
 * Verbs by which a person gives an item ("the patient must give a full name and an insurance number", "muss
 * Versicherungsnummer und Handynummer angeben", conflicts/optional-items.ts). Own list, infinitives.
 */
export const PROVIDING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["provide", "enter", "specify", "supply", "give", "state", "submit"],
  de: ["angeben", "eingeben", "nennen", "hinterlegen", "mitteilen"],
};

/**
 * Words that make giving an item optional ("may choose to give a mobile number", "may optionally enter",
 * "the mobile number is optional", "kann wahlweise … angeben", "ist freiwillig", conflicts/optional-items.ts).
 * Folded.
 */
export const OPTIONAL_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["optional", "optionally", "choose", "voluntary", "voluntarily"],
  de: ["optional", "wahlweise", "freiwillig", "freiwillige"],
};

/** Words that state an item must be given ("the e-mail address is mandatory", "ist Pflicht", conflicts/optional-items.ts). Folded. */
export const MANDATORY_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["mandatory", "required", "compulsory", "obligatory"],
  de: ["pflicht", "verpflichtend", "erforderlich", "obligatorisch"],
};

/** Words inside a list of items that name none ("every other field, including the ISBN", "einschließlich"), conflicts/optional-items.ts. Folded. */
export const ITEM_LIST_WORDS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["including", "other", "fields", "field", "following", "their", "his", "her"],
  de: ["einschliesslich", "inklusive", "andere", "anderen", "felder", "feld", "folgende", "folgenden"],
};

/** Auxiliaries of a state an item is in ("the mobile number is optional", "shall be mandatory", "ist freiwillig"), conflicts/optional-items.ts. Folded. */
export const STATE_AUXILIARIES: ReadonlySet<string> = new Set(["is", "are", "be", "ist", "sind", "sein"]);

/** Possessives inside a list of items ("their name and their e-mail address", "seine Adresse"), conflicts/optional-items.ts. Folded. */
export const LIST_POSSESSIVES: ReadonlySet<string> = new Set(["their", "his", "her", "its", "seine", "seinen", "seiner", "ihre", "ihren", "ihrer"]);

/**
 * Words after a refused noun phrase that make the refusal one of a case, not of the input ("… input that is longer
 * than 30 letters", "… without an ID", "…, die länger als 30 Buchstaben sind", conflicts/refused-inputs.ts). Folded.
 */
export const REFUSAL_QUALIFIERS: ReadonlySet<string> = new Set([
  "that",
  "which",
  "unless",
  "without",
  "until",
  "except",
  "if",
  "when",
  "die",
  "der",
  "das",
  "ohne",
  "sofern",
  "ausser",
  "bis",
  "wenn",
  "falls",
]);

/**
 * Prepositions that name the means through which a thing is taken or an action done ("only accept payment with a
 * staff badge", "pay with coins", "accepts route requests over the serial line", "nur mit Essensmarke",
 * conflicts/accepted-means.ts).
 */
export const MEANS_PREPOSITIONS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["via", "through", "by", "with", "over", "using"],
  de: ["uber", "per", "mit", "durch"],
};

/**
 * Words of a step demanded before an action and of the action done without it (conflicts/preconditions.ts), from
 * the wording of access and authentication requirements ("must be signed in to see the loan history", "must wear
 * a speaker badge to be able to upload …", "müssen sich anmelden, um den Verlauf zu sehen" / "… without signing
 * in", "ohne Anmeldung"): `purpose` opens the purpose that names the action, `infinitive` stands before its verb,
 * `skipped` the words of ability between them, `without` opens what the other does without. Folded.
 */
export const STEP_BEFORE: Readonly<
  Record<"en" | "de", { purpose: ReadonlySet<string>; infinitive: ReadonlySet<string>; skipped: ReadonlySet<string>; without: ReadonlySet<string> }>
> = {
  en: { purpose: new Set(["to"]), infinitive: new Set(["to"]), skipped: new Set(["be", "able", "to"]), without: new Set(["without"]) },
  de: { purpose: new Set(["um"]), infinitive: new Set(["zu"]), skipped: new Set([]), without: new Set(["ohne"]) },
};

/**
 * Words that set a participant aside (conflicts/bypassed.ts): "without waiting for a report from the
 * door counter", "bypassing the nursing station", "ohne Meldung des Türzählers", "unter Umgehung des
 * Pflegestützpunkts". Folded lower case; written for this project from English and German usage.
 */
export const BYPASSING_WORDS: ReadonlySet<string> = new Set(["without", "bypassing", "circumventing", "ohne", "umgehung"]);

/** The setting-aside words that name a way round a stage, so what the other hands on to is set aside too ("bypassing the nursing station"). */
export const ROUTING_BYPASS_WORDS: ReadonlySet<string> = new Set(["bypassing", "circumventing", "umgehung"]);

/** Prepositions naming the one a thing is handed to ("transmit … to the nursing station", "an den Pflegestützpunkt übermitteln"). */
export const TO_RECIPIENT_PREPS: ReadonlySet<string> = new Set(["to", "an"]);

/**
 * Words between a setting-aside word and the name set aside (conflicts/bypassed.ts): "without waiting for
 * a report from the door counter", "without contacting the hall plan server", "ohne Meldung des Türzählers". Folded
 * lower case as written; written for this project.
 */
export const BYPASS_LINK_WORDS: ReadonlySet<string> = new Set([
  "relying",
  "requiring",
  "involving",
  "consulting",
  "contacting",
  "waiting",
  "going",
  "passing",
  "request",
  "requests",
  "report",
  "reports",
  "input",
  "involvement",
  "intervention",
  "participation",
  "angewiesen",
  "anfrage",
  "meldung",
  "bericht",
  "beteiligung",
  "mitwirkung",
  "eingabe",
  "einbeziehung",
  "abfrage",
]);

/**
 * Verbs that hand a thing on or fetch it (conflicts/bypassed.ts): "The hall plan server shall supply the free
 * seats to the ticket kiosk" and "The ticket kiosk shall fetch free seats …" are one flow of the seats. Folded
 * infinitives, compared as meaning terms; written for this project.
 */
export const HANDING_VERBS: readonly string[] = [
  "provide",
  "send",
  "supply",
  "deliver",
  "transmit",
  "forward",
  "report",
  "obtain",
  "retrieve",
  "receive",
  "fetch",
  "collect",
  "query",
  "liefern",
  "senden",
  "ubermitteln",
  "weiterleiten",
  "bereitstellen",
  "melden",
  "erhalten",
  "abrufen",
  "empfangen",
  "holen",
  "beziehen",
  "abfragen",
];

/** Marks inside a name as the lexemes split it ("RFID-Gate", "_hall_plan_"), conflicts/bypassed.ts. */
export const NAME_JOINING_MARKS: ReadonlySet<string> = new Set(["-", "_"]);

/**
 * Words that tie an action to its trigger (conflicts/triggers.ts): the words of "only" before the trigger or
 * the verb ("shall only check … upon admission", "nur, wenn"), and the words that open a trigger after the
 * action, longest first ("as soon as", "upon", "during", "when"; in German after a comma, "sobald", "wenn").
 * Of those, `occasions` name an occasion, never a state ("upon admission", "during the audit", "once the
 * form is signed"; "if" and "when" may name a state, "only if the user is signed in"), and `enough` make
 * a trigger enough on its own ("as soon as", "whenever", "sobald", "immer wenn"). "once" opens a trigger
 * only before one of `onceFollowers` ("once the form is signed", not "once a day"). Compiled for this
 * comparison from the English and German conjunctions and prepositions of time; folded, phrases as words.
 */
export const TRIGGER_OPENERS: Readonly<
  Record<
    "en" | "de",
    {
      only: ReadonlySet<string>;
      openers: ReadonlyArray<readonly string[]>;
      occasions: ReadonlySet<string>;
      enough: ReadonlySet<string>;
      fillers: ReadonlySet<string>;
    }
  >
> = {
  en: {
    only: new Set(["only"]),
    openers: [["as", "soon", "as"], ["whenever"], ["upon"], ["during"], ["once"], ["when"], ["if"]],
    occasions: new Set(["upon", "during", "once"]),
    enough: new Set(["as", "whenever", "upon"]),
    fillers: new Set([]),
  },
  de: {
    only: new Set(["nur", "ausschliesslich"]),
    openers: [["immer", "wenn"], ["sobald"], ["wahrend"], ["wenn"], ["falls"]],
    occasions: new Set(["wahrend"]),
    enough: new Set(["immer", "sobald"]),
    fillers: new Set(["dann"]),
  },
};
/** Words after "once" that open a trigger ("once the form is signed"), TRIGGER_OPENERS. Folded. */
export const ONCE_FOLLOWERS: ReadonlySet<string> = new Set(["the", "all", "its", "their", "both", "his", "her", "this", "these", "that"]);

/**
 * Verbs that change a thing and verbs that keep it as it is, and the words that name the state it is in
 * (conflicts/events.ts, the same condition with an outcome that changes a thing and one that keeps it: "alter
 * the patient's booking priority" / "preserve the patient's present booking priority"). "maintain" keeps a thing
 * only with a word of its state ("maintain the existing priority", not "maintain a record"), so the keeping side
 * must name one. Compiled for this comparison from the English and German verbs of changing and keeping; folded.
 */
export const CHANGE_AND_KEEP: Readonly<{ change: ReadonlySet<string>; keep: ReadonlySet<string>; state: ReadonlySet<string> }> = {
  change: new Set(["change", "modify", "update", "alter", "switch", "andern", "verandern", "aktualisieren", "wechseln"]),
  keep: new Set(["maintain", "keep", "retain", "preserve", "beibehalten", "behalten", "bewahren"]),
  state: new Set(["current", "existing", "present", "unchanged", "aktuellen", "aktuelle", "bisherigen", "bisherige", "unverandert"]),
};

/**
 * Words that confine an action to the value named with it (conflicts/values.ts, confinedValueConflict):
 * "print labels only in portrait", "restrict fitters to mounting signs in a vertical position", "require the clerk
 * to print receipts in landscape", "Etiketten nur im Hochformat drucken", "ausschließlich". The words of "only"
 * and the verbs that confine or demand a manner, as written (folded), en and de. Compiled for this project.
 */
export const CONFINING_WORDS: Readonly<Record<"en" | "de", { only: ReadonlySet<string>; verbs: ReadonlySet<string> }>> = {
  en: {
    only: new Set(["only", "exclusively", "solely"]),
    verbs: new Set(["restrict", "restricts", "limit", "limits", "require", "requires", "force", "forces"]),
  },
  de: {
    only: new Set(["nur", "ausschliesslich", "lediglich"]),
    verbs: new Set(["beschranken", "beschrankt", "begrenzen", "begrenzt", "verlangen", "verlangt", "zwingen", "zwingt"]),
  },
};

/** Words after a number that make it a width in bits ("64-bit integers", "32-Bit-Felder"), a value of one kind (conflicts/values.ts). */
export const BIT_WIDTH_WORDS: ReadonlySet<string> = new Set(["bit", "bits"]);

/**
 * Verbs that give a thing a role or state named after "as" / "als" (conflicts/operations.ts,
 * markedAsConflict): "flag a book as a reference book", "classify …", "ein Buch als
 * Nachschlagewerk einstufen". One requirement granting it and the other ruling it out with another of
 * these verbs contradict. As written, en and de; the words that open the role. Compiled for this project.
 */
export const ROLE_GIVING_VERBS: Readonly<Record<"en" | "de", readonly string[]>> = {
  en: ["select", "choose", "designate", "mark", "flag", "label", "tag", "classify", "declare", "nominate", "appoint", "define", "identify"],
  de: ["auswählen", "wählen", "markieren", "kennzeichnen", "festlegen", "bestimmen", "einstufen", "ernennen", "deklarieren", "definieren"],
};
export const ROLE_OPENERS: Readonly<Record<"en" | "de", ReadonlySet<string>>> = { en: new Set(["as"]), de: new Set(["als"]) };
