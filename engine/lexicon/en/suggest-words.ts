/**
 * English word lists for the wording suggestions (engine/suggest.ts). Lower case.
 */

/** Loopholes that can simply be dropped: without them the requirement is binding. */
export const DROPPABLE_LOOPHOLES_EN: readonly string[] = [
  "as far as reasonably practicable", "where reasonably practicable", "to the extent practicable",
  "to the extent practical", "to the extent possible", "as far as practicable", "as far as practical",
  "as far as possible", "as much as possible", "whenever possible", "where possible", "when possible",
  "if possible", "where practicable", "where practical", "if practicable", "if practical", "if feasible",
  "where feasible", "when feasible", "where applicable", "if applicable", "when applicable", "as applicable",
  "if appropriate", "where appropriate", "when appropriate", "wherever possible",
];

/** Words after a comma that end an example inserted between commas ("…, e.g. logs, for 30 days"). */
export const CLAUSE_OPENERS_EN: ReadonlySet<string> = new Set([
  "for", "in", "within", "on", "at", "after", "before", "when", "whenever", "if", "unless", "during", "to",
  "into", "from", "with", "without", "via", "using", "while", "until", "upon", "under", "by", "per", "so",
  "once", "as", "where", "shall", "must", "should", "will", "may", "can", "could", "might", "would", "is", "are",
  "which", "that", "then", "and", "or", "but",
]);

/** Words that end the doer phrase after "by" ("by the archive system for 10 years"). */
export const BY_PHRASE_STOPS_EN: ReadonlySet<string> = new Set([
  "for", "in", "within", "on", "at", "after", "before", "when", "whenever", "if", "unless", "during", "to",
  "into", "from", "with", "without", "via", "using", "while", "until", "upon", "under", "per", "once", "as",
  "where", "every", "each", "daily", "weekly", "monthly", "hourly", "immediately", "automatically", "only",
  "such", "like", "including", "e.g.", "e.g", "etc", "etc.", "i.e.", "that", "which", "who",
]);

/** Determiners that start a noun phrase and are written in lower case inside a sentence. */
export const DETERMINERS_EN: ReadonlySet<string> = new Set([
  "the", "a", "an", "each", "every", "all", "any", "this", "these", "that", "those", "its", "their", "our",
  "no", "some",
]);

/** Modal verbs that may carry a passive ("shall be stored"). */
export const MODALS_EN: readonly string[] = ["shall", "must", "should", "will", "may", "can", "could", "might", "would"];

/** Irregular base forms of past participles. */
export const IRREGULAR_BASE_EN: ReadonlyMap<string, string> = new Map([
  ["sent", "send"], ["written", "write"], ["built", "build"], ["kept", "keep"], ["held", "hold"], ["shown", "show"],
  ["given", "give"], ["taken", "take"], ["made", "make"], ["read", "read"], ["set", "set"], ["reset", "reset"],
  ["put", "put"], ["run", "run"], ["rerun", "rerun"], ["found", "find"], ["chosen", "choose"], ["drawn", "draw"],
  ["known", "know"], ["seen", "see"], ["done", "do"], ["paid", "pay"], ["sold", "sell"], ["bought", "buy"],
  ["brought", "bring"], ["caught", "catch"], ["told", "tell"], ["hidden", "hide"], ["overwritten", "overwrite"],
  ["rewritten", "rewrite"], ["broken", "break"], ["spoken", "speak"], ["forbidden", "forbid"], ["left", "leave"],
  ["lost", "lose"], ["led", "lead"], ["fed", "feed"], ["cut", "cut"], ["shut", "shut"], ["split", "split"],
  ["spent", "spend"], ["lent", "lend"], ["sought", "seek"], ["frozen", "freeze"], ["stolen", "steal"],
  ["proven", "prove"], ["laid", "lay"], ["said", "say"], ["met", "meet"], ["understood", "understand"],
  ["overridden", "override"], ["undone", "undo"], ["withdrawn", "withdraw"], ["forgotten", "forget"],
  ["begun", "begin"], ["rebuilt", "rebuild"], ["bound", "bind"], ["stuck", "stick"], ["dealt", "deal"],
]);

/** Stem endings after which "-ed" drops an "e" ("validated" -> "validate"). */
export const E_DROP_ENDINGS_EN: readonly string[] = [
  "at", "iz", "is", "ys", "yz", "ov", "ur", "iv", "uc", "ag", "bl", "pl", "dl", "tl", "gl", "kl", "rg", "ng", "nc",
  "rc", "id", "ud", "od", "ib", "ir", "ar", "or", "ut", "ac", "ic", "as", "os", "ok", "um", "yp", "ul", "rv", "lv",
  "ns", "ps", "rs", "dg", "ev", "in",
];

/** People who use a system: "The user shall be able to …" is a capability the system grants. */
export const HUMAN_ROLES_EN: readonly string[] = [
  "user", "operator", "administrator", "admin", "customer", "driver", "clerk", "manager", "student", "teacher",
  "employee", "member", "visitor", "guest", "patient", "doctor", "nurse", "supervisor", "technician", "engineer",
  "buyer", "seller", "player", "reviewer", "author", "owner", "applicant", "dispatcher", "passenger", "tenant",
  "caller", "subscriber", "developer", "tester", "auditor", "approver", "requester", "moderator", "staff",
  "maintainer", "pilot", "instructor", "trainee", "consumer", "shopper", "editor", "analyst", "planner",
  "cashier", "accountant", "officer", "inspector", "worker", "resident", "citizen", "traveller", "traveler",
];

/** Verbs that open an English requirement written as an instruction ("Enable a user to …"). */
export const IMPERATIVE_VERBS_EN: ReadonlySet<string> = new Set([
  "enable", "allow", "provide", "display", "show", "store", "send", "log", "record", "validate", "check",
  "generate", "create", "delete", "update", "notify", "support", "keep", "maintain", "authenticate", "export",
  "import", "print", "calculate", "compute", "ensure", "prevent", "permit", "accept", "reject", "verify", "track",
  "manage", "process", "handle", "save", "load", "retrieve", "encrypt", "inform", "alert", "warn", "be", "offer",
  "present", "list", "sort", "filter", "search", "archive", "restore", "monitor", "capture", "collect",
  "compress", "convert", "transmit", "receive", "forward", "schedule", "lock", "unlock", "register", "limit",
  "restrict", "prompt", "confirm", "approve", "assign", "highlight", "hide", "mark", "flag", "apply", "use",
  "give", "let", "provide", "produce", "detect", "measure", "synchronise", "synchronize", "backup", "authorize",
  "authorise", "identify", "remove", "add", "edit", "view", "open", "close", "start", "stop", "reset",
]);
