/**
 * Word lists that tell German "wird/werden" + Partizip II (passive, no modal) from
 * "wird/werden" + Infinitiv (future, a modal), and "darf nicht" (a prohibition, as
 * binding as "muss") from "darf" (permission).
 */

/** Forms of "werden" that are a modal only with an infinitive. */
export const WERDEN_FORMS: ReadonlySet<string> = new Set(["wird", "werden", "würde", "würden", "wirst", "werde"]);

/** Separable verb prefixes: "an|ge|zeigt", "bereit|ge|stellt". Longest first. */
export const SEPARABLE_PREFIXES: readonly string[] = [
  "zusammen", "herunter", "heraus", "hinzu", "zurück", "wieder", "weiter", "bereit", "voraus", "vorher", "entgegen",
  "fest", "frei", "hoch", "fort", "dar", "her", "hin", "auf", "aus", "ein", "mit", "nach", "vor", "weg", "los", "um",
  "an", "ab", "zu", "durch", "teil", "statt",
];

/** Inseparable prefixes: their participles have no "ge" ("verschlüsselt", "erstellt"). */
export const INSEPARABLE_PREFIXES: readonly string[] = [
  "über", "unter", "wider", "hinter", "miss", "voll", "be", "ver", "er", "ent", "zer", "emp", "ge",
];

/** Infinitives that begin with "ge" (so "ge…en" is not always a participle). */
export const GE_INFINITIVES: ReadonlySet<string> = new Set([
  "geben", "gehen", "gelten", "gewinnen", "gehören", "genügen", "gewährleisten", "gestatten", "gestalten", "gewähren",
  "gebrauchen", "gefährden", "genehmigen", "gewichten", "gelangen", "geschehen", "gewöhnen", "genießen", "gebieten",
  "gedenken", "geraten", "gefallen", "gestehen", "gewähren", "gebären", "gleichen", "glauben", "gleiten",
]);

/** Strong participles without "ge" (inseparable prefix): "wird … beschrieben" is passive. */
export const STRONG_PARTICIPLES: ReadonlySet<string> = new Set([
  "beschrieben", "verschrieben", "überschrieben", "unterschrieben", "vertrieben", "betrieben", "übertrieben",
  "verworfen", "entworfen", "vergeben", "ergeben", "umgeben", "unterbrochen", "zerbrochen", "verbrochen", "verboten",
  "begonnen", "gewonnen", "verbunden", "überwunden", "unterbunden", "empfunden", "erfunden", "vermieden", "entschieden",
  "entnommen", "übernommen", "unternommen", "vernommen", "bekommen", "entzogen", "bezogen", "erzogen", "verzogen",
  "überzogen", "unterzogen", "vollzogen", "erhoben", "behoben", "verschoben", "betroffen", "übertroffen", "verglichen",
  "überwiesen", "verwiesen", "erwiesen", "bewiesen", "verloren", "verborgen", "ergriffen", "begriffen", "besprochen",
  "versprochen", "widersprochen", "empfohlen", "befohlen", "erschienen", "verliehen", "beschlossen", "verschlossen",
  "erschlossen", "umschlossen", "bestanden", "verstanden", "entstanden", "überschritten", "bestritten", "erlitten",
  "beschnitten", "zerrissen", "erworben", "verdorben", "erlassen", "entlassen", "unterlassen", "überlassen", "vermessen",
  "bemessen", "beworben", "verschwunden", "untersagt", "überwacht",
]);

/** Forms that are infinitive and participle alike ("wird … übertragen"): no decision. */
export const AMBIGUOUS_VERB_FORMS: ReadonlySet<string> = new Set([
  "übertragen", "empfangen", "vergessen", "übergeben", "betragen", "vertragen", "unterhalten", "beraten", "vertreten",
  "verlassen", "überfahren", "unterschreiben",
]);

/** Words ending in "-en" that are no verb. */
export const NOT_VERBS_EN_ENDING: ReadonlySet<string> = new Set([
  "den", "einen", "keinen", "diesen", "jeden", "allen", "welchen", "seinen", "ihren", "unseren", "eigenen", "oben",
  "unten", "neben", "zwischen", "gegen", "wegen", "innen", "außen", "binnen", "morgen", "vorhanden", "zufrieden",
  "verschieden", "entsprechen", "deren", "denen", "anderen", "beiden", "mehreren", "folgenden", "genen", "solchen",
  "manchen", "vielen", "wenigen", "ersten", "letzten", "nächsten", "gültigen", "neuen", "alten", "eben", "trotzdem",
]);

/** Auxiliaries at the end of a clause that are skipped when looking for the main verb. */
export const CLAUSE_FINAL_AUXILIARIES: ReadonlySet<string> = new Set(["werden", "worden"]);

/** "darf nicht", "dürfen keine": a prohibition, as binding as "muss". */
export const PROHIBITION_VERBS: ReadonlySet<string> = new Set(["darf", "dürfen"]);
export const NEGATIONS_DE: ReadonlySet<string> = new Set([
  "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "keinesfalls", "nirgends",
]);

/** Words that open a subordinate clause; a modal inside one is no requirement modal ("damit … werden können"). */
export const SUBORDINATORS_DE: ReadonlySet<string> = new Set([
  "wenn", "falls", "sofern", "soweit", "solange", "sobald", "damit", "sodass", "dass", "ob", "weil", "obwohl",
  "nachdem", "bevor", "indem", "welche", "welcher", "welches", "welchem", "welchen", "wo", "wodurch", "womit",
  "wobei", "wofür",
]);
/** Relative pronouns: open a subordinate clause only right after a comma. */
export const RELATIVE_PRONOUNS_DE: ReadonlySet<string> = new Set(["der", "die", "das", "dem", "den", "deren", "dessen", "denen"]);
