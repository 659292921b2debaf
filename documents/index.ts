/**
 * Whole documents: importers (CSV/TSV, XLSX, ReqIF/.reqifz, DOCX, Markdown, plain text)
 * and exporters (CSV, XLSX, ReqIF with added attributes, HTML report, and the CLI's JSON,
 * SARIF and JUnit). Pure TypeScript over libraries, no server: used by the server, the
 * CLI and workers alike. README.md in this folder says which library does what.
 */
export {
  DOCUMENT_FORMATS,
  DOCUMENT_LIMITS,
  DocumentError,
  type ColumnDetection,
  type DocumentFormat,
  type DocumentLimits,
  type EarlyTexts,
  type ImportOptions,
  type ImportResult,
  type ImportedRequirement,
} from "./types.js";
export { detectFormat } from "./detect.js";
export { importDocument } from "./import.js";
export {
  addToTally,
  applyGate,
  emptyTally,
  mergeTally,
  passed,
  summarise,
  summaryOfTally,
  tallyRows,
  worstFirst,
  type AnalysedClassification,
  type AnalysedFinding,
  type AnalysedRow,
  type DocumentSummary,
  type FileReport,
  type Gate,
  type SummaryTally,
} from "./export/rows.js";
export { exportCsv } from "./export/csv.js";
export { exportXlsx } from "./export/xlsx.js";
export { exportReqif } from "./export/reqif.js";
export { exportHtml } from "./export/html.js";
export { exportJson } from "./export/json.js";
export { exportSarif, type SarifOptions } from "./export/sarif.js";
export { exportJunit } from "./export/junit.js";
