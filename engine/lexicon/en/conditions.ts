/**
 * English conditions: the contexts in which a conditional word does not open a condition.
 * Lower case.
 */

/** "if possible", "where applicable": elliptic phrases without a clause (the weak-word rule's loopholes). */
export const ELLIPTIC_COMPLEMENTS: ReadonlySet<string> = new Set([
  "possible",
  "necessary",
  "needed",
  "required",
  "applicable",
  "appropriate",
  "feasible",
  "practical",
  "practicable",
  "desired",
  "so",
  "available",
  "present",
  "relevant",
  "requested",
  "specified",
]);

/** Verbs after which "if" means "whether" and "when" / "where" open a question ("check if the file exists", "specify when"). */
export const WHETHER_VERBS: ReadonlySet<string> = new Set([
  "check",
  "checks",
  "checking",
  "checked",
  "verify",
  "verifies",
  "verifying",
  "determine",
  "determines",
  "determining",
  "test",
  "tests",
  "testing",
  "ask",
  "asks",
  "asking",
  "know",
  "knows",
  "see",
  "sees",
  "indicate",
  "indicates",
  "indicating",
  "decide",
  "decides",
  "validate",
  "validates",
  "detect",
  "detects",
  "show",
  "shows",
  "confirm",
  "confirms",
  "find",
  "finds",
  "evaluate",
  "evaluates",
  "examine",
  "examines",
  "query",
  "queries",
  "inspect",
  "inspects",
  "tell",
  "tells",
  "report",
  "reports",
  "establish",
  "assess",
  "assesses",
  "identify",
  "identifies",
  "display",
  "displays",
  "notify",
  "inform",
  "informs",
  "whether",
  "specify",
  "specifies",
  "define",
  "defines",
  "understand",
  "understands",
  "learn",
  "explain",
  "explains",
  "describe",
  "describes",
  "record",
  "records",
  "predict",
  "predicts",
  "estimate",
  "estimates",
  "ask",
  "tell",
]);

/** Conditional words that are also participles ("shall be provided that …": a relative clause follows). */
export const PARTICIPLE_CONDITIONALS: ReadonlySet<string> = new Set(["provided that", "provided", "given that", "assuming that"]);
/** Auxiliaries before such a participle. */
export const AUXILIARIES: ReadonlySet<string> = new Set([
  "be",
  "is",
  "are",
  "was",
  "were",
  "been",
  "being",
  "has",
  "have",
  "had",
  "get",
  "gets",
  "got",
]);

/** Nouns of time and place after which "when" and "where" start a relative clause ("the date when"). */
export const RELATIVE_ANTECEDENTS: ReadonlySet<string> = new Set([
  "time",
  "times",
  "date",
  "dates",
  "moment",
  "moments",
  "day",
  "days",
  "point",
  "points",
  "period",
  "periods",
  "instant",
  "hour",
  "hours",
  "year",
  "years",
  "case",
  "cases",
  "situation",
  "situations",
  "occasion",
  "occasions",
  "stage",
  "phase",
  "state",
  "states",
  "page",
  "pages",
  "place",
  "places",
  "location",
  "locations",
  "screen",
  "screens",
  "area",
  "areas",
  "position",
  "site",
  "sites",
  "folder",
  "directory",
  "file",
  "table",
  "field",
  "window",
  "event",
  "events",
  "now",
  "until",
  "since",
  "from",
]);

/** Conditional words that open a condition only at the start of a clause ("Where …, the system shall"). */
export const CLAUSE_INITIAL_ONLY: ReadonlySet<string> = new Set(["where"]);

/** Conditional words that also start relative clauses after a noun of time or place. */
export const RELATIVE_WORDS: ReadonlySet<string> = new Set(["when", "whenever", "where", "wherever"]);

/** Words after which a clause starts. */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  ",",
  ";",
  ":",
  "(",
  "and",
  "or",
  "but",
  "only",
  "even",
  "except",
  "then",
  "that",
  "–",
  "—",
  "-",
]);

/** "once per day", "once again": "once" as a count, not a condition (words after it). */
export const ONCE_AS_COUNT: ReadonlySet<string> = new Set([
  "per",
  "a",
  "an",
  "every",
  "each",
  "daily",
  "more",
  "again",
  "only",
  "and",
  "in",
  "or",
  "for",
]);
/** "at once", "only once", "more than once": "once" as a count (words before it). */
export const ONCE_COUNTED_BY: ReadonlySet<string> = new Set(["at", "only", "than", "just", "exactly", "least", "all"]);

/** "for a while", "worth while": "while" as a noun. */
export const WHILE_AS_NOUN: ReadonlySet<string> = new Set(["a", "for", "short", "little", "worth", "long"]);

/** Words that are "if" in the sense of ifThen. */
export const IF_WORDS: ReadonlySet<string> = new Set(["if"]);
export const THEN_WORDS: ReadonlySet<string> = new Set(["then"]);
/** Junction words of logical expressions. */
export const LOGICAL_JUNCTIONS: ReadonlySet<string> = new Set(["and", "or"]);

/** Question words that open the complement of a verb such as "identify", "check" ("identify what changed"). */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(["what", "which", "who", "whom", "whose", "how", "why", "when", "where", "whether", "if"]);
/** Words that coordinate such complements ("understand where they are, where they have been and where …"). */
export const COORDINATORS: ReadonlySet<string> = new Set([",", "and", "or", "/"]);

/**
 * "While X is an important means …, …": after "while", a form of "be" followed by one of these
 * makes the clause a concession ("although"), not a state.
 */
export const CONCESSIVE_AFTER_BE: ReadonlySet<string> = new Set([
  "a",
  "an",
  "important",
  "useful",
  "helpful",
  "desirable",
  "preferable",
  "true",
  "valuable",
  "common",
  "generally",
]);
export const BE_FORMS: ReadonlySet<string> = new Set(["is", "are", "was", "were"]);
export const CONCESSIVE_WORDS: ReadonlySet<string> = new Set(["while", "whilst"]);
