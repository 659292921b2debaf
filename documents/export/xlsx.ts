/** XLSX export (exceljs): the same columns as the CSV, every text cell neutralised, a frozen header row. */
import { cells, COLUMNS } from "./cells.js";
import type { AnalysedRow } from "./rows.js";

export async function exportXlsx(rows: AnalysedRow[]): Promise<Uint8Array> {
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  workbook.creator = "Reqlens";
  const sheet = workbook.addWorksheet("Requirements", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key === "text" || key === "messages" ? 60 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cells(row)).alignment = { wrapText: true, vertical: "top" };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
