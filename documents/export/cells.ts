/** Spreadsheet cells that cannot run as formulas, and the columns CSV and XLSX share. */
import { findingMessages, findingTypes, type AnalysedRow } from "./rows.js";

/**
 * A cell that begins with = + - @, a tab or a carriage return is read as a formula by
 * spreadsheet programs; a leading apostrophe makes it text (and shows as nothing there).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const COLUMNS = ["id", "section", "text", "rating", "earsPattern", "findingTypes", "messages", "contradictions", "duplicates"] as const;

/** One row's cells, strings neutralised; the rating stays a number. */
export function cells(row: AnalysedRow): (string | number)[] {
  return [
    neutralise(row.id),
    neutralise(row.section ?? ""),
    neutralise(row.text),
    row.rating,
    row.earsPattern,
    neutralise(findingTypes(row).join(", ")),
    neutralise(findingMessages(row).join("\n")),
    neutralise((row.contradictions ?? []).map((c) => `${c.id}: ${c.reason}`).join("\n")),
    neutralise((row.duplicates ?? []).map((d) => `${d.id} (${d.score})`).join("\n")),
  ];
}
