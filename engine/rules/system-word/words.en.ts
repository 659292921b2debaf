/** English words of the system-word rule. Lower case. */

/** Words after which a clause starts (besides punctuation). */
export const CLAUSE_OPENERS_EN = ["then"];
/** Words that name the agent of a passive ("by the system"): the system is no subject there. */
export const AGENT_MARKERS_EN = ["by"];
