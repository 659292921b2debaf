/** CSV export (papaparse): the original id and text, rating, finding types, messages, EARS pattern, comparison results. */
import Papa from "papaparse";
import { cells, COLUMNS } from "./cells.js";
import type { AnalysedRow } from "./rows.js";

export function exportCsv(rows: AnalysedRow[]): string {
  return Papa.unparse({ fields: [...COLUMNS], data: rows.map(cells) }, { newline: "\r\n", quotes: (value) => typeof value === "string" }) + "\r\n";
}
