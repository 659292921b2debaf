/**
 * Excel .xlsx with exceljs: the first worksheet with data. Cells are read as exceljs shows
 * them (rich text, formula results, hyperlinks). A merged cell's value stands in every
 * row of the merge, except in the text column: a text merged down over several rows is
 * one requirement, taken from the merge's first row.
 */
import type ExcelJS from "exceljs";
import { readZip } from "../zip.js";
import { unreadable, type DocumentLimits, type ImportOptions, type ImportResult } from "../types.js";
import { requirementsFromRows, type Row } from "./table.js";

export async function importXlsx(bytes: Uint8Array, options: ImportOptions, limits: DocumentLimits): Promise<ImportResult> {
  readZip(bytes, "xlsx", limits.maxUncompressedBytes);
  // Loaded on first use: exceljs is large, and most documents are not workbooks.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable("xlsx", "the workbook could not be opened", error);
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) return { format: "xlsx", requirements: [], columns: { headers: [], sure: false } };

  const rows: Row[] = [];
  /** Cells that continue a merge started in an earlier row ("row:column"). */
  const continued = new Set<string>();
  // Worksheet.columnCount walks every row: read it once.
  const columnCount = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= columnCount; column++) {
      const cell = row.getCell(column);
      if (cell.isMerged && cell.master.address !== cell.address && Number(cell.master.row) !== rowNumber) continued.add(`${rowNumber}:${column - 1}`);
      cells.push(cell.isMerged && cell.master.address !== cell.address && Number(cell.master.row) === rowNumber ? "" : cellText(cell));
    }
    rows.push({ cells, line: rowNumber });
  });
  const result = requirementsFromRows(rows, "xlsx", options);
  const textIndex = result.columns.textColumn === undefined ? -1 : result.columns.headers.indexOf(result.columns.textColumn);
  const requirements = result.requirements.filter((r) => !continued.has(`${r.line}:${textIndex}`));
  return { format: "xlsx", requirements, columns: result.columns };
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text ?? "";
  } catch {
    return String(value);
  }
}
