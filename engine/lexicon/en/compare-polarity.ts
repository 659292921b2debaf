/** English markers the contradiction check reads to find subject, action and polarity. */

/** Modal verbs that open the predicate of a requirement. */
export const MODALS_EN: ReadonlySet<string> = new Set(["shall", "must", "should", "will", "would", "can", "could", "may", "might", "need", "needs"]);

/** Contractions expanded before parsing ("cannot" -> "can not"). */
export const CONTRACTIONS_EN: Readonly<Record<string, readonly string[]>> = {
  cannot: ["can", "not"],
  "can't": ["can", "not"],
  "won't": ["will", "not"],
  "shan't": ["shall", "not"],
  "mustn't": ["must", "not"],
  "shouldn't": ["should", "not"],
  "couldn't": ["could", "not"],
  "mayn't": ["may", "not"],
  "doesn't": ["does", "not"],
  "don't": ["do", "not"],
  "isn't": ["is", "not"],
  "aren't": ["are", "not"],
  "wouldn't": ["would", "not"],
  "needn't": ["need", "not"],
};

/** Words that negate the predicate they stand in. */
export const NEGATIONS_EN: ReadonlySet<string> = new Set(["not", "never", "no", "neither", "nor"]);

/** Verbs that forbid the action that follows them: "shall prevent the deletion of …". */
export const PROHIBITION_VERBS_EN: ReadonlySet<string> = new Set([
  "prevent",
  "prohibit",
  "forbid",
  "disallow",
  "preclude",
  "stop",
  "cease",
  "avoid",
  "refrain",
]);

/** Participles that forbid when used as "it shall be forbidden to …". */
export const PROHIBITION_PARTICIPLES_EN: ReadonlySet<string> = new Set(["forbidden", "prohibited", "prevented", "disallowed", "banned", "precluded"]);

/** Words that turn the next words into a capability: "shall allow the user to …". */
export const ENABLERS_EN: ReadonlySet<string> = new Set(["allow", "allows", "permit", "permits", "let", "lets", "enable", "enables"]);

/** Filler words between the modal and the action ("shall be able to", "shall also"). */
export const FILLERS_EN: ReadonlySet<string> = new Set([
  "be",
  "able",
  "to",
  "also",
  "always",
  "further",
  "additionally",
  "still",
  "then",
  "the",
  "ability",
  "option",
  "possibility",
  "capable",
  "of",
  "have",
  "has",
  "possible",
  "for",
  "it",
  "is",
]);

/** Verbs whose object names the real action: "perform a backup" = "backup". */
export const LIGHT_VERBS_EN: ReadonlySet<string> = new Set([
  "perform",
  "performed",
  "conduct",
  "conducted",
  "carry",
  "carried",
  "do",
  "done",
  "undertake",
  "undertaken",
]);

/** Verbs that are light only before a nominalisation with "of": "run an audit of all accounts". */
export const WEAK_LIGHT_VERBS_EN: ReadonlySet<string> = new Set([
  "run",
  "execute",
  "executed",
  "make",
  "made",
  "provide",
  "provided",
  "offer",
  "offered",
  "complete",
  "completed",
]);

/** Words that restrict to one alternative: "only", "exclusively". */
export const EXCLUSIVE_EN: ReadonlySet<string> = new Set(["only", "exclusively", "solely"]);

/** Subject words that all name the system under specification. */
export const GENERIC_SUBJECTS_EN: ReadonlySet<string> = new Set([
  "system",
  "product",
  "application",
  "software",
  "solution",
  "tool",
  "platform",
  "service",
  "app",
]);

/** Words that open a leading condition clause ("If …, the system shall …"). */
export const CONDITION_OPENERS_EN: ReadonlySet<string> = new Set([
  "if",
  "when",
  "while",
  "whenever",
  "once",
  "where",
  "after",
  "before",
  "unless",
  "during",
  "upon",
]);

/** Prefixes that negate the word they are joined to with a hyphen ("non-relational"). */
export const NEGATING_PREFIXES_EN: ReadonlySet<string> = new Set(["non", "un", "in", "not"]);
