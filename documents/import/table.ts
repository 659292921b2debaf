/**
 * Requirements from rows of cells (CSV, TSV, XLSX). The first non-empty row is the header.
 * The id and text columns are named by the caller or detected from the headers,
 * case-insensitive: an exact header name is sure; a header holding the name as a word
 * ("Object Text", "Req. ID") is sure when it is the only one; otherwise detection guesses
 * (the text column is the one with the longest cells, there is no id column) and says so.
 * Rows whose text is empty are skipped; a row without an id gets its row number.
 */
import { DocumentError, type ColumnDetection, type DocumentFormat, type EarlyTexts, type ImportedRequirement } from "../types.js";

export interface Row {
  cells: string[];
  /** 1-based line or row number where the row starts. */
  line: number;
}

const ID_NAMES = ["id", "key", "number", "nr", "no", "identifier", "req id", "requirement id", "objekt-id", "object identifier", "absolute number"];
const TEXT_NAMES = ["text", "requirement", "description", "anforderung", "beschreibung", "object text", "requirement text", "anforderungstext"];
const SECTION_NAMES = ["section", "chapter", "heading", "kapitel", "abschnitt", "überschrift"];

const norm = (header: string) => header.trim().toLowerCase().replace(/\s+/g, " ");

function words(header: string): string[] {
  return norm(header)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The column for a list of names: [index, sure], or undefined. */
function detect(headers: string[], names: string[], exclude: number): [number, boolean] | undefined {
  for (const name of names) {
    const i = headers.findIndex((h, j) => j !== exclude && norm(h) === name);
    if (i !== -1) return [i, true];
  }
  const single = names.filter((n) => !n.includes(" "));
  const partial = headers.map((h, j) => (j !== exclude && words(h).some((w) => single.includes(w)) ? j : -1)).filter((j) => j !== -1);
  if (partial.length > 0) return [partial[0], partial.length === 1];
  return undefined;
}

function named(headers: string[], name: string, option: string, format: DocumentFormat): number {
  const i = headers.findIndex((h) => norm(h) === norm(name));
  if (i === -1) {
    throw new DocumentError(
      400,
      "DOCUMENT_COLUMN_NOT_FOUND",
      `${option} "${name}" is not a column of the ${format.toUpperCase()} file; its columns are: ${headers.map((h) => `"${h}"`).join(", ")}`,
      format,
    );
  }
  return i;
}

/** Where a table's header is and which columns hold the text, the id and the section; undefined for a table without a non-empty row. */
interface TableColumns {
  /** Index of the header row among the rows. */
  start: number;
  headers: string[];
  textIndex: number;
  idIndex?: number;
  sectionIndex?: number;
  sure: boolean;
}

function columnsOf(rows: Row[], format: DocumentFormat, options: { idColumn?: string; textColumn?: string }): TableColumns | undefined {
  const start = rows.findIndex((r) => r.cells.some((c) => c.trim() !== ""));
  if (start === -1) return undefined;
  const headers = rows[start].cells.map((c) => c.trim());
  let sure = true;
  let textIndex: number;
  if (options.textColumn !== undefined) textIndex = named(headers, options.textColumn, "textColumn", format);
  else {
    const found = detect(headers, TEXT_NAMES, -1);
    if (found) [textIndex, sure] = found;
    else {
      textIndex = longestColumn(headers, rows.slice(start + 1));
      sure = false;
    }
  }
  let idIndex: number | undefined;
  if (options.idColumn !== undefined) idIndex = named(headers, options.idColumn, "idColumn", format);
  else {
    const found = detect(headers, ID_NAMES, textIndex);
    if (found) {
      idIndex = found[0];
      sure &&= found[1];
    } else sure = false;
  }
  const sectionIndex = detect(headers, SECTION_NAMES, textIndex)?.[0];
  return { start, headers, textIndex, idIndex, sectionIndex, sure };
}

/** A row's requirement text ("" for none): its cell in the text column, line breaks as "\n", trimmed. */
const requirementText = (row: Row, textIndex: number): string => (row.cells[textIndex] ?? "").replace(/\r\n?/g, "\n").trim();

export function requirementsFromRows(
  rows: Row[],
  format: DocumentFormat,
  options: { idColumn?: string; textColumn?: string },
): { requirements: ImportedRequirement[]; columns: ColumnDetection } {
  const table = columnsOf(rows, format, options);
  if (!table) return { requirements: [], columns: { headers: [], sure: false } };
  const { start, headers, textIndex, idIndex, sectionIndex, sure } = table;
  const requirements: ImportedRequirement[] = [];
  for (const row of rows.slice(start + 1)) {
    const text = requirementText(row, textIndex);
    if (text === "") continue;
    const id = idIndex === undefined ? "" : (row.cells[idIndex] ?? "").trim();
    const requirement: ImportedRequirement = { id: id || String(row.line), text, line: row.line };
    const section = sectionIndex === undefined || sectionIndex === idIndex ? "" : (row.cells[sectionIndex] ?? "").trim();
    if (section) requirement.section = section;
    const attributes: Record<string, string> = {};
    headers.forEach((header, i) => {
      const value = (row.cells[i] ?? "").trim();
      if (i !== textIndex && i !== idIndex && i !== sectionIndex && header && value) attributes[header] = value;
    });
    if (Object.keys(attributes).length > 0) requirement.attributes = attributes;
    requirements.push(requirement);
  }
  const columns: ColumnDetection = { headers, textColumn: headers[textIndex], sure };
  if (idIndex !== undefined) columns.idColumn = headers[idIndex];
  return { requirements, columns };
}

function longestColumn(headers: string[], rows: Row[]): number {
  let best = 0;
  let bestLength = -1;
  for (let i = 0; i < headers.length; i++) {
    let length = 0;
    for (const row of rows.slice(0, 200)) length += (row.cells[i] ?? "").length;
    if (length > bestLength) [best, bestLength] = [i, length];
  }
  return best;
}

/**
 * The early texts of a table (ImportOptions.early), fed its rows as they are read: once a
 * chunk's worth of rows is in, the columns are told from them as the whole table's would be,
 * and every `every` texts of the text column go out while the rest is read. (A sheet's merges
 * come at its end; a cell merged down is empty in its later rows, so those rows give no text
 * here either, and the caller compares the texts with the result's.)
 */
export class EarlyRows {
  private columns: TableColumns | undefined | null = null;
  private next = 0;
  private texts: string[] = [];
  private given = 0;

  constructor(
    private readonly early: EarlyTexts,
    private readonly format: DocumentFormat,
    private readonly options: { idColumn?: string; textColumn?: string },
  ) {}

  read(rows: Row[]): void {
    if (this.columns === null) {
      if (rows.length <= this.early.every) return;
      try {
        this.columns = columnsOf(rows, this.format, this.options);
      } catch {
        // A named column that is missing: the result refuses the file.
        this.columns = undefined;
      }
      // Columns guessed with none named: a server asks which they are instead of reading the file.
      const named = this.options.idColumn !== undefined || this.options.textColumn !== undefined;
      if (this.columns && !this.columns.sure && !named) this.columns = undefined;
      if (this.columns) this.next = this.columns.start + 1;
    }
    if (!this.columns) return;
    for (; this.next < rows.length; this.next++) {
      const text = requirementText(rows[this.next], this.columns.textIndex);
      if (text === "") continue;
      this.texts.push(text);
      if (this.texts.length < this.early.every) continue;
      this.early.take(this.texts, this.given + 1);
      this.given += this.texts.length;
      this.texts = [];
    }
  }
}
