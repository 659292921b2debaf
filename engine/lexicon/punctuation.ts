/**
 * Punctuation marks the engine reads as boundaries, openers and closers. Language-neutral.
 */

export const CLAUSE_BOUNDARY_COMPARE = new Set([",", ";", ":", "(", ")", "–", "—"]);

export const QUANTITY_BOUNDARY = new Set([",", ";", ".", ":", "!", "?", "(", ")"]);

export const TERMINAL = new Set([".", "!", "?", "…"]);

export const CLOSERS = new Set(['"', "'", "”", "’", "»", ")", "]"]);

export const CONDITION_BOUNDARY: ReadonlySet<string> = new Set([",", ";", ":", ".", "!", "?"]);

export const PASSIVE_CLAUSE_BOUNDARY: ReadonlySet<string> = new Set([",", ";", ":", ".", "!", "?", "(", ")", "–", "—", '"', "„", "“"]);

export const MODAL_CLAUSE_BOUNDARY = new Set([",", ";", ":", ".", "!", "?"]);

export const SENTENCE_OPENERS = new Set(['"', "“", "„", "'", "‘", "«", "(", "[", ":", "-", "–", "•", "*"]);

export const CLAUSE_END: ReadonlySet<string> = new Set([",", ";", ":", ".", "!", "?", "(", ")", "–", "—"]);

export const WRONG_ENDINGS = new Set(["!", "?", ",", ";", ":", "…"]);

/** Characters that glue a phrase into a path or identifier ("/etc/hosts", "usw_id"). */
export const WORD_GLUE = new Set(["/", "\\", "_", "-", "@", "$"]);

/** Marks after which a clause opens. */
export const CLAUSE_PUNCTUATION = [",", ";"];

/** Marks after which a clause starts, for finding the subject before a modal. */
export const SUBJECT_CLAUSE_PUNCTUATION = [",", ";", ":", "–", "—"];
