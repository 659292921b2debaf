/**
 * Dates in SpreadsheetML: a date is a number (days since 1900, or 1904) in a cell whose
 * number format shows a date or time.
 */

/** The built-in number formats that show dates or times (ECMA-376 §18.8.30, and the East Asian ones). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/**
 * Whether a number format shows a date or time: a built-in one of those, or a format code
 * with a day, month, year, hour or second part outside quoted text, escaped characters
 * and bracketed sections (colours, locales, conditions).
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(id);
  const bare = code
    .replace(/"[^"]*"/g, "")
    .replace(/[\\_*]./g, "")
    .replace(/\[[^[\]]*]/g, "");
  return /[dmyhs]/i.test(bare);
}

/** Days since the epoch of 1900 (or 1904) as a date, YYYY-MM-DD. */
export function serialToDate(serial: number, date1904: boolean): string {
  const milliseconds = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}
