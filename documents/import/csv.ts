/**
 * CSV and TSV with papaparse. The bytes are decoded first (BOM, UTF-16, Windows-1252: see
 * text.ts); CSV's delimiter is detected among comma, semicolon (German Excel), tab and
 * bar. Quoted cells may span lines; each requirement's line is where its row starts.
 */
import Papa from "papaparse";
import { decodeText, lineCounter } from "../text.js";
import { unreadable, type DocumentFormat, type ImportOptions, type ImportResult } from "../types.js";
import { EarlyRows, requirementsFromRows, type Row } from "./table.js";

export function importCsv(bytes: Uint8Array, format: "csv" | "tsv", options: ImportOptions): ImportResult {
  const text = decodeText(bytes);
  const lineOf = lineCounter(text);
  const rows: Row[] = [];
  let rowStart = 0;
  let failure: string | undefined;
  const early = options.early && new EarlyRows(options.early, format, options);
  Papa.parse<string[]>(text, {
    delimiter: format === "tsv" ? "\t" : "",
    delimitersToGuess: [",", ";", "\t", "|"],
    skipEmptyLines: false,
    step(results) {
      const fatal = results.errors.find((e) => e.type === "Quotes" && e.code === "MissingQuotes");
      if (fatal && failure === undefined) failure = `${fatal.message} in the row starting on line ${lineOf(rowStart)}`;
      // The cursor is where the row ends; the next row starts after the line break.
      rows.push({ cells: results.data, line: lineOf(skipLineBreak(text, rowStart)) });
      if (failure === undefined) early?.read(rows);
      rowStart = results.meta.cursor;
    },
  });
  if (failure !== undefined) throw unreadable(format, failure);
  const { requirements, columns } = requirementsFromRows(rows, format as DocumentFormat, options);
  return { format, requirements, columns };
}

function skipLineBreak(text: string, at: number): number {
  if (text[at] === "\r") at++;
  if (text[at] === "\n") at++;
  return at;
}
