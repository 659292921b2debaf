/** German negation: what the configured negation words do not cover. Lower case. */

/** "weder … noch": "noch" is a negation only after "weder" ("noch" alone means "still", "yet"). */
export const NEITHER = "weder";
export const NOR = "noch";

/** "nicht nur … sondern auch" is additive, not negative. */
export const ADDITIVE_OPENERS: ReadonlySet<string> = new Set(["nur", "bloß", "allein", "lediglich"]);
export const ADDITIVE_CLOSERS: ReadonlySet<string> = new Set(["sondern", "auch"]);

/** "nicht mehr als 5", "nicht später als 2 s": an upper bound, not a negative statement. */
export const BOUND_NEGATIONS: ReadonlySet<string> = new Set(["nicht"]);
export const THAN = "als";
/** Numbers written as words, for bounds ("nicht mehr als zehn Sekunden"). */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  "ein",
  "eine",
  "einer",
  "einem",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "fünfzehn",
  "zwanzig",
  "dreißig",
  "sechzig",
  "hundert",
  "tausend",
]);
