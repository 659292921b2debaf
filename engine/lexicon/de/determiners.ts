/**
 * German articles, determiners and relative pronouns, one list each, for every part that
 * reads them (the shared reading, the complex-sentence rule, the suggestions, the sentence
 * splitter). Lower case.
 */

/** Forms of the definite article ("der Bericht", "dem Benutzer", "des Systems"). */
export const DEFINITE_ARTICLE_DE: readonly string[] = ["der", "die", "das", "dem", "den", "des"];

/** Forms of the indefinite article. */
export const INDEFINITE_ARTICLE_DE: readonly string[] = ["ein", "eine", "einen", "einem", "einer", "eines"];

/** Quantifiers that open a noun phrase ("jede Änderung", "alle Daten"). */
export const QUANTIFIERS_DE: readonly string[] = ["jede", "jeder", "jedes", "jedem", "jeden", "alle", "sämtliche"];

/** Nominative determiners of a masculine subject ("der Benutzer", "jeder Benutzer"). */
export const MASCULINE_NOMINATIVE_DE: readonly string[] = ["der", "jeder", "dieser"];

/** Nominative determiners of a feminine, neuter or plural subject ("die Anlage", "das System", "alle Daten"). */
export const OTHER_NOMINATIVE_DE: readonly string[] = ["die", "das", "alle", "jede", "jedes", "diese", "dieses", "sämtliche"];

/** Relative pronouns of the "der" series ("…, der …", "…, deren …", "…, denen …"). */
export const RELATIVE_PRONOUN_FORMS_DE: readonly string[] = ["der", "die", "das", "dem", "den", "deren", "dessen", "denen"];

/** Forms of "welcher", relative or interrogative. */
export const WELCH_FORMS_DE: readonly string[] = ["welche", "welcher", "welches", "welchem", "welchen"];

/** Forms of the demonstrative "dieser". */
export const DEMONSTRATIVES_DE: readonly string[] = ["diese", "dieser", "dieses", "diesem", "diesen"];
