/**
 * Suffixes stripped by the compact German stemmer of the comparison (umlauts already
 * folded), longest first. Each entry is [suffix, replacement]; a suffix is only
 * stripped when at least four letters remain.
 */
export const COMPARE_SUFFIXES_DE: ReadonlyArray<readonly [string, string]> = [
  ["ungen", ""],
  ["ung", ""],
  ["heiten", ""],
  ["heit", ""],
  ["keiten", ""],
  ["keit", ""],
  ["lichen", ""],
  ["licher", ""],
  ["liches", ""],
  ["lichem", ""],
  ["lich", ""],
  ["ischen", ""],
  ["ische", ""],
  ["isch", ""],
  ["ierten", "ier"],
  ["iertes", "ier"],
  ["ierter", "ier"],
  ["ierte", "ier"],
  ["iert", "ier"],
  ["ieren", "ier"],
  ["ern", ""],
  ["em", ""],
  ["en", ""],
  ["er", ""],
  ["es", ""],
  ["e", ""],
  ["n", ""],
  ["s", ""],
];

/** Compound heads shorter than this are not indexed as separate terms. */
export const COMPOUND_HEAD_LENGTH_DE = 6;

export const SEPARABLE_PREFIXES_COMPARE_DE = ["zuruck", "heraus", "herein", "frei", "aus", "ein", "auf", "vor", "an", "ab", "zu", "um"];

/** Separable prefixes before the "zu" of a zu-infinitive ("anzuzeigen" -> "anzeigen"), folded; longest first where one opens another. */
export const ZU_INFIX_PREFIXES_DE = [
  "zuruck",
  "hinzu",
  "nach",
  "fest",
  "frei",
  "auf",
  "aus",
  "ein",
  "vor",
  "mit",
  "her",
  "dar",
  "weg",
  "bei",
  "an",
  "ab",
  "um",
  "zu",
];
