/**
 * Excel .xlsx: the workbook's XML parts (SpreadsheetML, ECMA-376), taken from the archive
 * with fflate (zip.ts) and read as events with saxes, without building a workbook model:
 * that is several times faster than a full workbook library, and a document's analysis
 * waits for it. The first worksheet with data, in the workbook's order, is read. A cell is
 * read as Excel stores it: shared and inline strings (rich text as its plain text),
 * formula results, numbers, booleans and error values; a number in a date format is the
 * date (YYYY-MM-DD). A merged cell's value stands in every row of the merge, except in the
 * text column: a text merged down over several rows is one requirement, taken from the
 * merge's first row.
 */
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { refuseDeclarations } from "../xml.js";
import { readZip } from "../zip.js";
import { unreadable, type DocumentLimits, type ImportOptions, type ImportResult } from "../types.js";
import { EarlyRows, requirementsFromRows, type Row } from "./table.js";
import { isDateFormat, serialToDate } from "./xlsx-dates.js";

/**
 * Parts of a workbook that hold nothing a sheet's cells need (drawings, charts, pivot caches,
 * themes, embedded files, document properties …), by the folder writers put them in: they
 * are inflated and counted but not kept. The relationships name the parts read, so everything
 * else of XML is kept until they have been read.
 */
const UNNEEDED =
  /(?:^|\/)(?:drawings|charts|chartsheets|pivotCache|pivotTables|theme|media|embeddings|customXml|externalLinks|printerSettings|slicerCaches|slicers|timelines|richData|persons|threadedComments|docProps|ctrlProps|activeX)\//i;

/** The parts read: the package's relationships, the workbook, its relationships, strings, styles and sheets. */
export const xlsxPartKept = (name: string) => (name.endsWith(".xml") || name.endsWith(".rels")) && !UNNEEDED.test(name);

export async function importXlsx(bytes: Uint8Array, options: ImportOptions, limits: DocumentLimits): Promise<ImportResult> {
  const { files } = readZip(bytes, "xlsx", limits.maxUncompressedBytes, xlsxPartKept);
  const part = (name: string): string | undefined => {
    const data = files.get(name);
    if (!data) return undefined;
    const xml = new TextDecoder().decode(data);
    refuseDeclarations(xml, "xlsx");
    return xml;
  };
  const workbookName = relationshipsOf("", part("_rels/.rels")).find((r) => r.type.endsWith("/officeDocument"))?.target ?? "xl/workbook.xml";
  const workbook = part(workbookName);
  if (workbook === undefined) throw unreadable("xlsx", `the archive has no workbook (${workbookName})`);
  const folder = workbookName.slice(0, workbookName.lastIndexOf("/") + 1);
  const relationships = relationshipsOf(folder, part(`${folder}_rels/${workbookName.slice(folder.length)}.rels`));
  const partOfType = (type: string, fallback: string) => part(relationships.find((r) => r.type.endsWith(type))?.target ?? `${folder}${fallback}`);
  const { sheets, date1904 } = workbookOf(workbook);
  const strings = sharedStrings(partOfType("/sharedStrings", "sharedStrings.xml"));
  const dateStyles = dateStylesOf(partOfType("/styles", "styles.xml"));

  for (const id of sheets) {
    const name = relationships.find((r) => r.id === id)?.target;
    const xml = name === undefined ? undefined : part(name);
    if (xml === undefined) continue;
    const early = options.early && new EarlyRows(options.early, "xlsx", options);
    const sheet = readSheet(xml, strings, dateStyles, date1904, (rows) => early?.read(rows));
    if (sheet.rows.some((row) => row.cells.some((cell) => cell !== ""))) return requirementsOf(sheet, options);
  }
  return { format: "xlsx", requirements: [], columns: { headers: [], sure: false } };
}

/** Events of an XML part, by local element name (a prefix such as "x:" is dropped). */
function parse(
  xml: string,
  handlers: { open?: (name: string, attributes: Record<string, string>) => void; close?: (name: string) => void; text?: (text: string) => void },
): void {
  const parser = new SaxesParser();
  const local = (name: string) => name.slice(name.indexOf(":") + 1);
  if (handlers.open) parser.on("opentag", (tag: SaxesTagPlain) => handlers.open!(local(tag.name), tag.attributes));
  if (handlers.close) parser.on("closetag", (tag: SaxesTagPlain) => handlers.close!(local(tag.name)));
  if (handlers.text) {
    parser.on("text", handlers.text);
    parser.on("cdata", handlers.text);
  }
  try {
    parser.write(xml).close();
  } catch (error) {
    throw unreadable("xlsx", "a part of the workbook is not well-formed XML", error);
  }
}

/** The relationships of a part: id, type, and the target as a path in the archive (external targets left out). */
function relationshipsOf(folder: string, xml: string | undefined): Array<{ id: string; type: string; target: string }> {
  const relationships: Array<{ id: string; type: string; target: string }> = [];
  if (xml === undefined) return relationships;
  parse(xml, {
    open(name, { Id, Type, Target, TargetMode }) {
      if (name !== "Relationship" || TargetMode === "External" || Target === undefined) return;
      relationships.push({ id: Id ?? "", type: Type ?? "", target: Target.startsWith("/") ? Target.slice(1) : resolve(folder, Target) });
    },
  });
  return relationships;
}

function resolve(folder: string, relative: string): string {
  const parts = folder.split("/").filter(Boolean);
  for (const piece of relative.split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== "." && piece !== "") parts.push(piece);
  }
  return parts.join("/");
}

/** The sheets' relationship ids in the workbook's order, and whether dates count from 1904. */
function workbookOf(xml: string): { sheets: string[]; date1904: boolean } {
  const sheets: string[] = [];
  let date1904 = false;
  parse(xml, {
    open(name, attributes) {
      if (name === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
      if (name !== "sheet") return;
      const id = Object.entries(attributes).find(([key]) => key === "r:id" || key.endsWith(":id"))?.[1];
      if (id !== undefined) sheets.push(id);
    },
  });
  return { sheets, date1904 };
}

/**
 * The text of a shared string (`si`) or an inline string (`is`): its `<t>` elements, plain
 * or in rich-text runs, with phonetic runs (`rPh`) left out.
 */
class TextRuns {
  private inText = false;
  private phonetic = false;
  text = "";

  open(name: string): void {
    if (name === "rPh") this.phonetic = true;
    else if (name === "t" && !this.phonetic) this.inText = true;
  }

  close(name: string): void {
    if (name === "rPh") this.phonetic = false;
    else if (name === "t") this.inText = false;
  }

  add(text: string): void {
    if (this.inText) this.text += text;
  }
}

function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let runs: TextRuns | undefined;
  parse(xml, {
    open(name) {
      if (name === "si") runs = new TextRuns();
      else runs?.open(name);
    },
    close(name) {
      if (name !== "si") return runs?.close(name);
      strings.push(runs?.text ?? "");
      runs = undefined;
    },
    text: (text) => runs?.add(text),
  });
  return strings;
}

/** Which cell styles (by index) show numbers as dates. */
function dateStylesOf(xml: string | undefined): boolean[] {
  const styles: boolean[] = [];
  if (xml === undefined) return styles;
  const formats = new Map<string, string>();
  let inCellStyles = false;
  parse(xml, {
    open(name, attributes) {
      if (name === "numFmt") formats.set(attributes.numFmtId, attributes.formatCode ?? "");
      else if (name === "cellXfs") inCellStyles = true;
      else if (name === "xf" && inCellStyles) styles.push(isDateFormat(Number(attributes.numFmtId ?? 0), formats.get(attributes.numFmtId ?? "")));
    },
    close(name) {
      if (name === "cellXfs") inCellStyles = false;
    },
  });
  return styles;
}

interface Sheet {
  rows: Row[];
  /** Merged ranges: [first row, first column, last row, last column], 1-based. */
  merges: Array<[number, number, number, number]>;
}

/** The column of a cell reference ("BC12" → 55), counted from its letters; 0 when it has none. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) {
      if (reference[i] === "$" && column === 0) continue;
      break;
    }
    column = column * 26 + code - 0x60;
  }
  return column;
}

/** "BC12" → [12, 55]; undefined for anything else. */
function cellAddress(reference: string): [number, number] | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)$/i.exec(reference);
  return match ? [Number(match[2]), columnOf(match[1])] : undefined;
}

function readSheet(xml: string, strings: readonly string[], dateStyles: readonly boolean[], date1904: boolean, onRow: (rows: Row[]) => void): Sheet {
  const rows: Row[] = [];
  const merges: Sheet["merges"] = [];
  let row: Row | undefined;
  let column = 0;
  let cell: { type: string; style: number; value: string; runs?: TextRuns; inValue: boolean } | undefined;
  parse(xml, {
    open(name, attributes) {
      if (name === "row") {
        const number = Number(attributes.r);
        row = { cells: [], line: Number.isInteger(number) && number > 0 ? number : (rows.at(-1)?.line ?? 0) + 1 };
        column = 0;
      } else if (name === "c" && row) {
        column = (attributes.r === undefined ? 0 : columnOf(attributes.r)) || column + 1;
        cell = { type: attributes.t ?? "n", style: Number(attributes.s ?? 0), value: "", inValue: false };
      } else if (cell?.runs) cell.runs.open(name);
      else if (name === "v" && cell) cell.inValue = true;
      else if (name === "is" && cell) cell.runs = new TextRuns();
      else if (name === "mergeCell") {
        const [from, to] = (attributes.ref ?? "").split(":").map(cellAddress);
        if (from && to) merges.push([from[0], from[1], to[0], to[1]]);
      }
    },
    close(name) {
      if (name === "row" && row) {
        rows.push(row);
        onRow(rows);
        row = undefined;
      } else if (name === "c" && row && cell) {
        row.cells[column - 1] = cellText(cell.type, cell.runs?.text ?? cell.value, dateStyles[cell.style] === true, strings, date1904);
        cell = undefined;
      } else if (name === "is" && cell) cell.inValue = false;
      else if (cell?.runs) cell.runs.close(name);
      else if (name === "v" && cell) cell.inValue = false;
    },
    text(text) {
      if (cell?.runs) cell.runs.add(text);
      else if (cell?.inValue) cell.value += text;
    },
  });
  return { rows, merges };
}

function cellText(type: string, value: string, dateStyle: boolean, strings: readonly string[], date1904: boolean): string {
  switch (type) {
    case "s":
      return strings[Number(value)] ?? "";
    case "str":
    case "inlineStr":
    case "e":
      return value;
    case "b":
      return value === "" ? "" : String(value === "1" || value === "true");
    case "d":
      return value.slice(0, 10);
    default: {
      if (value.trim() === "") return "";
      const number = Number(value);
      if (Number.isNaN(number)) return value;
      return dateStyle ? serialToDate(number, date1904) : String(number);
    }
  }
}

/** The rows with their merges applied, read as a table. */
function requirementsOf({ rows, merges }: Sheet, options: ImportOptions): ImportResult {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const rowAt = (line: number): Row => {
    let row = byLine.get(line);
    if (!row) byLine.set(line, (row = { cells: [], line }));
    return row;
  };
  /** Cells that continue a merge started in an earlier row ("row:column", 0-based column). */
  const continued = new Set<string>();
  for (const [top, left, bottom, right] of merges) {
    const value = rowAt(top).cells[left - 1] ?? "";
    for (let line = top; line <= bottom; line++) {
      for (let column = left; column <= right; column++) {
        if (line === top && column === left) continue;
        // Across a row the value stands once; down the rows, in every row.
        rowAt(line).cells[column - 1] = line === top ? "" : value;
        if (line !== top) continued.add(`${line}:${column - 1}`);
      }
    }
  }
  const all = [...byLine.values()].sort((a, b) => a.line - b.line);
  const width = all.reduce((most, row) => Math.max(most, row.cells.length), 0);
  for (const row of all) {
    for (let i = 0; i < width; i++) row.cells[i] ??= "";
  }
  const result = requirementsFromRows(all, "xlsx", options);
  const textIndex = result.columns.textColumn === undefined ? -1 : result.columns.headers.indexOf(result.columns.textColumn);
  const requirements = result.requirements.filter((r) => !continued.has(`${r.line}:${textIndex}`));
  return { format: "xlsx", requirements, columns: result.columns };
}
