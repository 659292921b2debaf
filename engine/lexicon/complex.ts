/** Pieces of complex sentences that are the same in English and German. */

/** Characters that belong to a unit or an expression around a slash ("m/s²", "°C/min", "kg/m³"). */
export const SLASH_GLUE: ReadonlySet<string> = new Set([
  "/", "²", "³", "^", "°", "%", "µ", "-", "_", ".", ":", "~", "\\", "#", "&", "+", "'",
]);

/** Bullet characters that open list items. */
export const BULLETS: ReadonlySet<string> = new Set(["•", "◦", "▪", "▫", "●", "○", "■", "□", "►", "▶", "‣", "⁃", "∙"]);

/** Dashes that open list items when they stand alone ("shall: - log; - notify"). */
export const DASHES: ReadonlySet<string> = new Set(["-", "–", "—"]);

/** Roman numerals used in enumerations ("(i)", "(ii)"). */
export const ROMAN_NUMERALS: readonly string[] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];

/** Words before "and" that make it part of a range ("between 5 and 10"), not a conjunction. */
export const RANGE_OPENERS: ReadonlySet<string> = new Set(["between", "zwischen"]);

/** Words before a modal verb that make it a noun ("the will", "a can", "at will"). */
export const MODAL_AS_NOUN_AFTER: ReadonlySet<string> = new Set([
  "a", "an", "the", "this", "that", "his", "her", "its", "their", "free", "at", "own", "good", "ill", "das", "ein", "dem",
]);
