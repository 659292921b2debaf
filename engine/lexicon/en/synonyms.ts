/**
 * English words the comparison's normalised meaning (engine/compare/meaning/) reads as one,
 * beside the WordNet groups (wordnet-synonyms.ts) and the comparison's verb groups
 * (compare-antonyms.ts). Compiled for this project from the vocabulary of requirements,
 * under the project's licence. Folded lower case.
 */

/** Requirement verbs and nouns of the same meaning that WordNet files under different senses. */
export const SYNONYM_GROUPS_OWN_EN: ReadonlyArray<readonly string[]> = [
  ["show", "display", "present", "exhibit"],
  ["check", "verify", "validate", "confirm"],
  ["allow", "permit", "let"],
  ["start", "begin", "launch", "initiate", "commence"],
  ["stop", "halt", "terminate", "end"],
  ["provide", "supply", "offer"],
  ["receive", "get", "obtain"],
  ["select", "choose", "pick"],
  ["calculate", "compute", "determine"],
  ["log", "record"],
  ["email", "mail"],
  ["app", "application"],
  ["accordance", "compliance", "conformance", "conformity"],
  ["login", "logon", "signin"],
  ["logout", "logoff", "signout"],
  ["message", "notification"],
  ["quick", "fast", "rapid"],
  ["within", "inside"],
  ["attempt", "try"],
  ["information", "info"],
];

/**
 * Irregular past participles and past forms with their lemma, so that "shown" meets "show",
 * the forms of "use" that the stemmer leaves whole ("using" as a verb), and the irregular third
 * person "has".
 */
export const IRREGULAR_LEMMAS_EN: Readonly<Record<string, string>> = {
  used: "use",
  uses: "use",
  using: "use",
  has: "have",
  shown: "show",
  showed: "show",
  sent: "send",
  written: "write",
  wrote: "write",
  given: "give",
  gave: "give",
  taken: "take",
  took: "take",
  made: "make",
  built: "build",
  kept: "keep",
  held: "hold",
  found: "find",
  done: "do",
  did: "do",
  chosen: "choose",
  chose: "choose",
  sold: "sell",
  bought: "buy",
  told: "tell",
  paid: "pay",
  left: "leave",
  lost: "lose",
  seen: "see",
  saw: "see",
  known: "know",
  knew: "know",
  brought: "bring",
  caught: "catch",
  drawn: "draw",
  driven: "drive",
  fed: "feed",
  forbidden: "forbid",
  forgotten: "forget",
  got: "get",
  gotten: "get",
  hidden: "hide",
  led: "lead",
  meant: "mean",
  met: "meet",
  overridden: "override",
  ran: "run",
  rewritten: "rewrite",
  rung: "ring",
  sought: "seek",
  spent: "spend",
  stood: "stand",
  struck: "strike",
  taught: "teach",
  thought: "think",
  thrown: "throw",
  understood: "understand",
  undone: "undo",
  withdrawn: "withdraw",
  begun: "begin",
  began: "begin",
  broken: "break",
  broke: "break",
  frozen: "freeze",
  grown: "grow",
  spoken: "speak",
  stolen: "steal",
  woken: "wake",
};

/** Prepositions of means the meaning reads as none: "via email", "by email", "through email". */
export const MEANS_PREPOSITIONS_EN: ReadonlySet<string> = new Set(["via", "by", "through", "using", "per"]);

/** Words between a modal verb and its main verb that the meaning's action skips ("shall be able to supply"). */
export const BEFORE_ACTION_EN: ReadonlySet<string> = new Set(["not", "be", "able", "to", "also", "always", "never", "only", "then", "capable", "of"]);

/** Verbs ending in -ly, which the action does not skip as adverbs. */
export const LY_VERBS_EN: ReadonlySet<string> = new Set([
  "apply",
  "supply",
  "reply",
  "comply",
  "rely",
  "multiply",
  "fly",
  "ally",
  "bully",
  "rally",
  "sully",
  "tally",
]);
