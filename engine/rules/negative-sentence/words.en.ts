/** English negation: what the configured negation words do not cover. Lower case. */

/** Endings of contracted negations ("doesn't", "can't", "won't"), straight and curly apostrophe. */
export const NEGATIVE_CONTRACTION_ENDINGS: readonly string[] = ["n't", "n’t"];

/** "not only … but also" is additive, not negative: the words that open it and the words that close it. */
export const ADDITIVE_OPENERS: ReadonlySet<string> = new Set(["only", "just", "merely", "solely"]);
export const ADDITIVE_CLOSERS: ReadonlySet<string> = new Set(["but", "also"]);

/** "No. 5", "Nos. 3-4": "no" is an abbreviation of "number" when a dot and a number follow. */
export const NUMBER_ABBREVIATIONS: ReadonlySet<string> = new Set(["no", "nos"]);

/** "no more than 5", "not later than 2 s": an upper bound, not a negative statement. */
export const BOUND_NEGATIONS: ReadonlySet<string> = new Set(["no", "not"]);
export const THAN = "than";
/** Numbers written as words, for bounds ("no more than ten seconds"). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "fifteen",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "sixty",
  "hundred",
  "thousand",
  "a",
  "an",
]);
