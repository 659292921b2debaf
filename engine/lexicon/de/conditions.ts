/**
 * German conditions: the contexts in which a conditional word does not open a condition.
 * Lower case.
 */

/** "wenn möglich", "falls erforderlich": elliptic phrases without a clause. */
export const ELLIPTIC_COMPLEMENTS: ReadonlySet<string> = new Set([
  "möglich",
  "nötig",
  "notwendig",
  "erforderlich",
  "zutreffend",
  "anwendbar",
  "sinnvoll",
  "praktikabel",
  "vorhanden",
  "gewünscht",
  "vereinbart",
  "gefordert",
  "vorgesehen",
  "wie",
  "zulässig",
  "verfügbar",
]);

/** Verbs after which "ob"-like uses of "wenn" occur; German uses "ob", so none. */
export const WHETHER_VERBS: ReadonlySet<string> = new Set([]);

/** "die Zeit, wenn …" is rare in German; relative uses take "wo"/"als", which are no conditional words. */
export const RELATIVE_ANTECEDENTS: ReadonlySet<string> = new Set([]);

/** "während der Übertragung": a preposition when a genitive or dative article or a noun follows. */
export const PREPOSITION_WORDS: ReadonlySet<string> = new Set(["während"]);
export const PREPOSITION_FOLLOWERS: ReadonlySet<string> = new Set([
  "der",
  "des",
  "dem",
  "den",
  "eines",
  "einer",
  "einem",
  "seines",
  "seiner",
  "seinem",
  "ihres",
  "ihrer",
  "ihrem",
  "dieses",
  "dieser",
  "diesem",
  "jedes",
  "jeder",
  "jedem",
  "aller",
  "allen",
  "solcher",
  "deren",
  "dessen",
  "unseres",
  "unserer",
]);

export const CLAUSE_INITIAL_ONLY: ReadonlySet<string> = new Set([]);
export const RELATIVE_WORDS: ReadonlySet<string> = new Set([]);
export const ONCE_COUNTED_BY: ReadonlySet<string> = new Set([]);
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set([",", ";", ":", "(", "und", "oder", "aber", "nur", "auch", "dann"]);
export const ONCE_AS_COUNT: ReadonlySet<string> = new Set([]);
export const WHILE_AS_NOUN: ReadonlySet<string> = new Set([]);

export const PARTICIPLE_CONDITIONALS: ReadonlySet<string> = new Set([]);
export const AUXILIARIES: ReadonlySet<string> = new Set([]);

export const IF_WORDS: ReadonlySet<string> = new Set(["wenn", "falls", "sofern"]);
export const THEN_WORDS: ReadonlySet<string> = new Set(["dann"]);
export const LOGICAL_JUNCTIONS: ReadonlySet<string> = new Set(["und", "oder"]);

/** Question words after verbs such as "prüfen" ("prüfen, ob …"); German marks them with WHETHER_VERBS, which is empty. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([]);
export const COORDINATORS: ReadonlySet<string> = new Set([",", "und", "oder", "/"]);
/** Concessive "während" ("während X ein wichtiges Mittel ist, …") is not told apart: no entries. */
export const CONCESSIVE_AFTER_BE: ReadonlySet<string> = new Set([]);
export const BE_FORMS: ReadonlySet<string> = new Set([]);
export const CONCESSIVE_WORDS: ReadonlySet<string> = new Set([]);
