/** English words of the comparison's clause reading (engine/reading/clauses.ts). Folded lower case. */

export const COORD_EN = new Set(["and", "or", "but", "while", "whereas"]);

export const PREPS_EN = new Set([
  "through",
  "on",
  "with",
  "via",
  "by",
  "from",
  "using",
  "in",
  "into",
  "to",
  "for",
  "at",
  "over",
  "after",
  "before",
  "during",
  "until",
]);

export const DETERMINERS_EN = new Set(["the", "a", "an", "any", "all", "each", "every", "his", "her", "their", "its", "our", "your"]);

export const PERMISSION_WORDS_EN = new Set([
  "allowed",
  "permitted",
  "authorized",
  "authorised",
  "required",
  "obliged",
  "expected",
  "supposed",
  "entitled",
]);

export const IRREGULAR_PARTICIPLES_COMPARE_EN = new Set([
  "read",
  "set",
  "put",
  "cut",
  "run",
  "kept",
  "held",
  "sold",
  "told",
  "found",
  "made",
  "paid",
  "laid",
  "said",
  "bought",
  "brought",
  "caught",
  "taught",
  "thought",
  "sought",
  "lost",
  "left",
  "met",
  "led",
  "fed",
  "won",
  "hung",
  "sent",
  "spent",
]);

/** Verbs that wrap the real requirement in a that-clause: "shall ensure that only … may …". */
export const WRAPPERS_EN = new Set(["ensure", "guarantee", "assure", "verify", "check", "ascertain"]);

export const EXPLETIVE_PREDICATES_EN = new Set(["forbidden", "prohibited", "possible", "necessary", "required", "allowed", "permitted", "mandatory"]);

export const CAPABILITY_MODALS_EN = new Set(["can", "could", "may", "might"]);

export const CAPABILITY_WORDS_EN = new Set(["able", "capable", "possible", "ability", "option", "possibility", "allowed", "permitted"]);

/**
 * A capability handed to someone: "shall provide users with the ability to export …", "shall
 * give the planner the option to …", "shall support a mechanism allowing the operator to …"
 * read as "shall allow users to export …". The verbs that hand it over, the nouns that name
 * it, and the words that pass it on to an actor after the noun.
 */
export const GRANTING_VERBS_EN = new Set(["provide", "give", "offer", "grant", "support", "include", "have", "has"]);
export const GRANTING_VERBS_WITH_RECIPIENT_EN = new Set(["give", "offer", "grant"]);
export const CAPABILITY_NOUNS_EN = new Set([
  "ability",
  "capability",
  "option",
  "choice",
  "possibility",
  "means",
  "mechanism",
  "facility",
  "functionality",
  "opportunity",
  "permission",
  "right",
]);
export const PASSING_ON_EN = new Set(["allowing", "enabling", "permitting", "letting", "allows", "enables", "permits", "lets"]);

export const NEED_WORDS_EN = new Set(["required", "obliged", "necessary", "need", "needed", "have", "mandatory"]);

/** The forms of "be" a clause's predicate starts with: the list of conditions.ts. */
export { BE_FORMS as BE_FORMS_COMPARE_EN } from "./conditions.js";

export const HAVE_FORMS_EN = new Set(["has", "have", "had", "is", "are", "was", "were", "does", "do"]);

/** Pronouns as subjects: the subject is named elsewhere. */
export const PRONOUNS_EN = ["he", "she", "it", "they", "he/she", "this", "which", "who", "that"];

/** Modifiers (stems) skipped to find the action named after "without" ("without prior validation", "without the need for validation"). */
export const WITHOUT_MODIFIERS_EN = ["prior", "previous", "further", "additional", "explicit", "manual", "extra", "separate", "need"];

/** Words that make an exception of a clause ("without approval", "unless"). */
export const EXCEPTIONS_EN = ["without", "unless", "except", "excluding"];

/** Words that open a restricting phrase like a preposition: "only if …". */
export const PHRASE_OPENERS_EN = ["if", "when", "once", "while", "unless"];

/** Restrictions whose absence in the other requirement still conflicts: "only after X" / no "after". */
export const RESTRICTING_PREPS_EN = ["after", "before", "during", "until", "within", "if", "when", "once", "while"];

/** Words that open a relative clause, which ends a prepositional phrase. */
export const RELATIVES_EN = ["that", "which", "who", "whose", "where"];

/** Conjunctions of time that open a subordinate clause with a modal of its own ("… signed before they can be released"). */
export const SUBORDINATE_OPENERS_EN: ReadonlySet<string> = new Set(["before", "after", "until"]);

/** Words that join grantees named side by side ("allow Branch Librarians/Reading Room Supervisors to …"). */
export const GRANTEE_JOINERS_EN: ReadonlySet<string> = new Set(["and", "or", "/"]);

/** Stems of actors that stand for a group of people: two of them do not exclude each other. */
export const GROUP_ACTORS_EN = ["user", "person", "staff", "personnel"];
/** Stems of actions that are a kind of access ("use", "view"). */
export const ACCESS_LIKE_EN = ["access", "us", "view"];
/** Stems of objects too general to tie two requirements together ("access the system"). */
export const GENERIC_OBJECTS_EN = ["system", "product", "application", "softwar"];
/** Words after "not" that widen instead of negating: "including but not limited to …", "not only …". */
export const WIDENING_AFTER_NOT_EN: ReadonlySet<string> = new Set(["limited", "restricted", "only", "exclusively", "necessarily"]);
/** Negations counted when two requirements differ only by them. */
export const NEGATION_WORDS_EN = ["not", "never", "no"];

/** Verbs that forbid only when "from" and a gerund follow: "restrict users from deleting …" (a prohibition), not "restrict access to …". */
export const PROHIBITING_WITH_FROM_EN = new Set(["restrict", "restricts", "bar", "bars"]);

/** Verbs after "to" that open a purpose, not more of the object: "… to ensure data integrity", "… to avoid delays". */
export const PURPOSE_VERBS_EN = new Set([
  "ensure",
  "guarantee",
  "maintain",
  "prevent",
  "avoid",
  "facilitate",
  "comply",
  "reduce",
  "improve",
  "protect",
  "preserve",
  "minimize",
  "minimise",
  "optimize",
  "optimise",
  "safeguard",
]);

/**
 * Words that say an input does not count ("… and ignore any stored settings", "regardless of the
 * transaction type"): the words after them name what is disregarded (conflicts/disregard.ts).
 * Single words and phrases, each phrase as its words.
 */
export const DISREGARDING_EN: ReadonlyArray<readonly string[]> = [
  ["ignore"],
  ["ignores"],
  ["ignoring"],
  ["disregard"],
  ["disregards"],
  ["disregarding"],
  ["regardless", "of"],
  ["irrespective", "of"],
  ["without", "regard", "to"],
  ["without", "considering"],
  ["without", "taking", "into", "account"],
];

/**
 * Nouns that name an action with the verb's own form ("direct access to", "title searches"),
 * read as the action after a granting, prohibiting or light verb. Own list of common
 * requirement verbs used as nouns.
 */
export const PLAIN_ACTION_NOUNS_EN = new Set([
  "access",
  "search",
  "change",
  "update",
  "upload",
  "download",
  "export",
  "import",
  "review",
  "transfer",
  "edit",
  "purchase",
  "refund",
  "login",
  "backup",
  "restore",
  "check",
  "lookup",
  "query",
  "print",
]);

/** Particles that belong to a light verb ("carry out a search"). */
export const LIGHT_VERB_PARTICLES_EN = new Set(["out"]);

/** Nouns of action WordNet's derivations miss, with their verbs ("configuration", "configure"). Own list. */
export const OWN_ACTION_NOUNS_EN: ReadonlyArray<readonly [string, string]> = [
  ["configuration", "configure"],
  ["customization", "customize"],
  ["customisation", "customise"],
  ["cancellation", "cancel"],
  ["submission", "submit"],
];

/** Endings of nouns of action and gerunds ("configuration", "submission", "assignment", "editing"), also in the plural. */
export const ACTION_NOUN_ENDINGS_EN = ["tion", "sion", "ment", "ing"];

/** Two-word adverbials of sequence that may stand between the modal and the action ("shall in turn cancel", "shall in return send"); own list. */
export const SEQUENCE_ADVERBIALS_EN: ReadonlyArray<readonly [string, string]> = [
  ["in", "turn"],
  ["in", "return"],
  ["in", "parallel"],
  ["at", "once"],
];
