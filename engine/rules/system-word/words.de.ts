/** German words of the system-word rule. Lower case. */

/** English system words in German texts ("Die Data Platform muss …"). */
export const LOAN_WORDS_DE = ["platform", "app", "tool", "service", "server", "portal", "software", "system"];

/** Plural endings after a system word: "systems", "Systeme", "Anwendungen", "Dienste". */
export const PLURAL_SUFFIXES = ["", "s", "es", "e", "en", "n"];

export const GERMAN_PREPOSITIONS = new Set([
  "nach",
  "vor",
  "bei",
  "beim",
  "in",
  "im",
  "mit",
  "für",
  "während",
  "ab",
  "bis",
  "seit",
  "zu",
  "zum",
  "zur",
  "innerhalb",
  "außerhalb",
  "aufgrund",
  "wegen",
  "an",
  "am",
  "auf",
  "aus",
  "über",
  "unter",
  "von",
  "vom",
  "ohne",
]);

/** Words after which a clause starts (besides punctuation). */
export const CLAUSE_OPENERS_DE = ["dann"];
/** Words that name the agent of a passive ("durch das System"): the system is no subject there. */
export const AGENT_MARKERS_DE = ["durch", "vom", "von"];
