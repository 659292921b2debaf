/**
 * German passive voice: forms of "werden" (Vorgangspassiv) and "sein" (Zustandspassiv),
 * and the pieces that make up a Partizip II: separable and inseparable prefixes,
 * strong participle stems, and words that look like participles but are not. Lower case.
 */

/** Forms of "werden" that build the passive ("wird gespeichert", "gespeichert werden", "worden"). */
export const WERDEN_FORMS: ReadonlySet<string> = new Set([
  "werde", "wirst", "wird", "werden", "werdet", "wurde", "wurdest", "wurden", "wurdet",
  "würde", "würdest", "würden", "würdet", "worden",
]);

/** Forms of "sein" for the state passive ("ist gespeichert"), off by default. */
export const SEIN_FORMS: ReadonlySet<string> = new Set([
  "bin", "bist", "ist", "sind", "seid", "war", "warst", "waren", "wart", "sei", "seien", "wäre", "wären",
  "sein", "gewesen",
]);

/** Separable verb prefixes that come before "ge" ("ab|ge|schlossen", "hinzu|ge|fügt"). */
export const SEPARABLE_PREFIXES: readonly string[] = [
  "ab", "an", "auf", "aus", "bei", "dar", "durch", "ein", "empor", "entgegen", "fest", "fort", "frei",
  "her", "herab", "heran", "herauf", "heraus", "herbei", "herein", "herüber", "herum", "herunter", "hervor",
  "hin", "hinab", "hinauf", "hinaus", "hinein", "hinterher", "hinunter", "hinzu", "hoch", "kennen", "los",
  "mit", "nach", "nieder", "offen", "sicher", "statt", "teil", "um", "vor", "voran", "voraus", "vorbei",
  "vorher", "vorüber", "weg", "weiter", "wieder", "zu", "zurecht", "zurück", "zusammen", "zwischen",
  "bereit", "bekannt", "gleich", "gut", "klar", "fertig", "stand", "still", "über", "unter", "voll",
];

/** Inseparable verb prefixes: their participles have no "ge" ("verarbeitet", "übertragen"). */
export const INSEPARABLE_PREFIXES: readonly string[] = [
  "be", "ver", "er", "ent", "emp", "zer", "miss", "über", "unter", "wider", "hinter", "voll", "ge",
];

/**
 * Stems of strong participles without "ge" ("schrieben" for "geschrieben", "beschrieben").
 * With "ge" or an inseparable prefix in front they make a Partizip II ending in -en.
 */
export const STRONG_PARTICIPLE_STEMS: ReadonlySet<string> = new Set([
  "backen", "blasen", "boten", "bogen", "bissen", "blieben", "brochen", "bunden", "beten", "drungen",
  "droschen", "fahren", "fallen", "fangen", "fochten", "flochten", "flogen", "flohen", "flossen", "froren",
  "funden", "geben", "gessen", "glichen", "glitten", "gangen", "golten", "gossen", "griffen", "graben",
  "halten", "hangen", "hauen", "heißen", "hoben", "holfen", "kannt", "klungen", "kniffen", "krochen",
  "laden", "lassen", "laufen", "legen", "lesen", "litten", "liehen", "logen", "löschen", "messen",
  "mieden", "molken", "nommen", "pfiffen", "priesen", "quollen", "raten", "rieben", "rissen", "ritten",
  "rochen", "rufen", "rungen", "salzen", "schaffen", "schieden", "schienen", "schlafen", "schlagen",
  "schlichen", "schliffen", "schlossen", "schlungen", "schmissen", "schmolzen", "schnitten", "schoben",
  "scholten", "schoren", "schossen", "schrieben", "schrien", "schritten", "schwiegen", "schwollen",
  "schwommen", "schworen", "schwunden", "schwungen", "sehen", "soffen", "sogen", "sonnen", "sponnen",
  "sprochen", "sprossen", "sprungen", "standen", "stiegen", "stochen", "stohlen", "storben", "stoßen",
  "strichen", "stritten", "stunken", "sungen", "sunken", "tan", "tragen", "treten", "trieben", "troffen",
  "trogen", "trunken", "wachsen", "waschen", "webt", "wichen", "wiesen", "wogen", "wonnen", "worben",
  "worfen", "wrungen", "zogen", "zwungen", "schnitten", "gossen", "wandt", "sandt", "dacht", "bracht",
  "wusst", "nannt", "rannt", "brannt", "fohlen", "borgen", "lungen", "dungen", "schwollen", "quollen",
]);

/** Infinitives and adjectives that look like participles ("gewährleisten", "gegen", "bereit"). */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set([
  "gehen", "geben", "gelten", "gewinnen", "genießen", "geschehen", "gestatten", "gewähren", "gehören",
  "genügen", "gewährleisten", "gestalten", "genehmigen", "gebrauchen", "gelangen", "geraten", "gedenken",
  "gestehen", "gewöhnen", "gefährden", "gebieten", "gelingen", "geleiten", "gefrieren", "gewahren",
  "gegen", "gesamt", "gerecht", "gewiss", "gerade", "genau", "gering", "gesund", "geheim", "gemeinsam",
  "bereit", "bekannt", "berühmt", "verwandt", "erst", "ernst", "beliebt", "genug",
  "gelegen", "verschieden", "bescheiden", "erhaben", "vergeblich", "verlegen",
  "geschlecht", "gebiet", "gesetz", "gericht", "gewicht", "gedicht", "gehalt", "gestalt", "geburt",
  "genest", "geist", "gast", "gift", "gicht", "gurt", "gut", "zuerst", "zunächst", "zumindest", "zuletzt",
  "zurzeit", "zugleich", "anfangs", "jetzt", "nicht", "nichts", "recht", "stets", "meist", "best", "längst",
  "erstmals", "vorerst", "zeitnah", "bereits", "beispielsweise", "entsprechend", "etwa", "nebst", "selbst",
  "sonst", "unbedingt", "unbekannt", "verfügbar", "übrigen", "unten", "oben", "hinten", "vorn", "vorne",
  "außen", "innen", "drüben", "eben", "neben", "geben", "leben", "morgen", "ergeben",
]);

/**
 * Strong stems whose participle looks like the infinitive: with an inseparable prefix,
 * "übertragen" or "erhalten" can be "wird … übertragen" (future) as well as the passive.
 */
export const INFINITIVE_LIKE_STEMS: ReadonlySet<string> = new Set([
  "backen", "blasen", "fahren", "fallen", "fangen", "geben", "graben", "halten", "hauen", "heißen", "laden",
  "lassen", "laufen", "legen", "lesen", "messen", "raten", "rufen", "salzen", "schaffen", "schlafen",
  "schlagen", "sehen", "stoßen", "tragen", "treten", "wachsen", "waschen", "löschen",
]);
