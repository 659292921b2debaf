/** Words around English modal verbs that tell a noun ("the user's will", "a must", "trash can") from a modal. */

/** A modal right after one of these words is a noun. */
export const NOUN_MARKERS_EN: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "his",
  "her",
  "its",
  "their",
  "our",
  "your",
  "my",
  "own",
  "free",
  "good",
  "ill",
  "last",
  "at",
  "of",
  "trash",
  "garbage",
  "tin",
  "oil",
  "spray",
  "watering",
]);

/** Contractions and their modal (lower case, straight and typographic apostrophes). */
export const CONTRACTIONS_EN: ReadonlyMap<string, string> = new Map([
  ["can't", "cannot"],
  ["can’t", "cannot"],
  ["won't", "will"],
  ["won’t", "will"],
  ["shan't", "shall"],
  ["shan’t", "shall"],
  ["mustn't", "must"],
  ["mustn’t", "must"],
  ["shouldn't", "should"],
  ["shouldn’t", "should"],
  ["couldn't", "could"],
  ["couldn’t", "could"],
  ["wouldn't", "would"],
  ["wouldn’t", "would"],
  ["mightn't", "might"],
  ["mightn’t", "might"],
  ["oughtn't", "ought"],
  ["oughtn’t", "ought"],
  ["needn't", "need"],
  ["needn’t", "need"],
]);

/** When a contraction's own modal is not configured, the modal it is built on ("can't" -> "can"). */
export const CONTRACTION_BASE_EN: ReadonlyMap<string, string> = new Map([["cannot", "can"]]);

/** Words that open a subordinate clause; a modal inside one is no requirement modal ("if it cannot connect"). */
export const SUBORDINATORS_EN: ReadonlySet<string> = new Set([
  "if",
  "unless",
  "whether",
  "when",
  "whenever",
  "while",
  "where",
  "wherever",
  "because",
  "although",
  "though",
  "until",
  "once",
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "whatever",
  "whichever",
  "whoever",
  "so",
  "as",
]);

/** Modals that are also names ("May", "Will"): in title case inside a sentence they are names. */
export const MODAL_NAMES_EN = ["may", "will", "can", "might"];
/** Words that join the items of an enumeration. */
export const LIST_JOINERS_EN = ["and", "or"];
