/**
 * COPY's text format (Queryable.copyIn): a row is one line, its values separated by tabs, \N
 * for null, and a backslash before the backslashes, tabs and line breaks inside a value.
 * Pure functions, so the engine's threads can build rows for the database as well.
 */

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One value: a string, a number, a boolean, or null. */
export function copyValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value !== "string") return String(value);
  return value.replace(SPECIAL, (c) => ESCAPES[c]);
}

/** A text[] literal (a value for copyRow): each element quoted, with a backslash before its quotes and backslashes. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`;
}

/** One row: its values in column order, and the line break that ends it. */
export function copyRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(copyValue).join("\t")}\n`;
}
