/**
 * Suffixes stripped by the compact English stemmer of the comparison, longest first.
 * Each entry is [suffix, replacement]; a suffix is only stripped when at least
 * three letters remain.
 */
export const COMPARE_SUFFIXES_EN: ReadonlyArray<readonly [string, string]> = [
  ["izations", ""],
  ["ization", ""],
  ["isations", ""],
  ["isation", ""],
  ["ations", "at"],
  ["ation", "at"],
  ["ements", ""],
  ["ement", ""],
  ["ments", ""],
  ["ment", ""],
  ["ities", ""],
  ["ity", ""],
  ["nesses", ""],
  ["ness", ""],
  ["ings", ""],
  ["ing", ""],
  ["ions", ""],
  ["ion", ""],
  ["ables", ""],
  ["able", ""],
  ["ibles", ""],
  ["ible", ""],
  ["ively", ""],
  ["ive", ""],
  ["ally", ""],
  ["ly", ""],
  ["ied", "i"],
  ["ies", "i"],
  ["ed", ""],
  ["es", ""],
  ["al", ""],
  ["s", ""],
  ["e", ""],
  ["y", "i"],
];

/** Endings that look like a plural "s" but are not one ("access", "status", "analysis"). */
export const COMPARE_KEEP_S_EN: readonly string[] = ["ss", "us", "is", "ys", "os"];

/** Inflection suffixes that may leave a three-letter stem ("uses" -> "us" is avoided by KEEP_S). */
export const SHORT_BASE_OK_EN = new Set(["s", "es", "ed", "ing", "e", "y", "ied", "ies", "ings"]);

/** Endings of base forms that look like a past tense ("proceed", "exceed", "succeed"): "ed" stays. */
export const KEEP_ED_EN: readonly string[] = ["ceed"];
