/** The CLI's JSON output: `{ files: [{ file, format, requirements, summary, failures }], passed }`. */
import { passed, type FileReport } from "./rows.js";

export function exportJson(files: FileReport[]): object {
  return {
    files: files.map((f) => ({
      file: f.file,
      format: f.format,
      requirements: f.rows.map((row, i) => ({
        id: row.id,
        text: row.text,
        ...(row.section !== undefined && { section: row.section }),
        ...(row.line !== undefined && { line: row.line }),
        rating: row.rating,
        classifications: row.classifications,
        earsPattern: row.earsPattern,
        improvements: row.improvements ?? {},
        contradictions: row.contradictions ?? [],
        duplicates: row.duplicates ?? [],
        passed: f.rowFailures[i].length === 0,
        ...(f.rowFailures[i].length > 0 && { failures: f.rowFailures[i] }),
      })),
      summary: f.summary,
      passed: f.fileFailures.length === 0 && f.rowFailures.every((r) => r.length === 0),
      ...(f.fileFailures.length > 0 && { failures: f.fileFailures }),
    })),
    passed: passed(files),
  };
}
