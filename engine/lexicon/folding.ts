/** Letters folded away before words are compared ("ä" -> "a"). Language-neutral. */

export const LETTER_FOLDING: Record<string, string> = { ä: "a", ö: "o", ü: "u", ß: "ss", æ: "ae", œ: "oe" };
