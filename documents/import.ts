/** importDocument: limits, format detection, and the importer of each format. */
import { detectFormat } from "./detect.js";
import { importCsv } from "./import/csv.js";
import { importDocx } from "./import/docx.js";
import { importLines } from "./import/markdown.js";
import { importReqif, importReqifz } from "./import/reqif.js";
import { importXlsx } from "./import/xlsx.js";
import { DocumentError, effectiveLimits, megabytes, type DocumentFormat, type ImportOptions, type ImportResult } from "./types.js";

export async function importDocument(bytes: Uint8Array, options: ImportOptions = {}): Promise<ImportResult> {
  const limits = effectiveLimits(options.limits);
  if (bytes.length > limits.maxFileBytes) {
    throw new DocumentError(413, "DOCUMENT_TOO_LARGE", `the file has ${bytes.length.toLocaleString("en")} bytes; the limit is ${megabytes(limits.maxFileBytes)} (${limits.maxFileBytes.toLocaleString("en")} bytes)`);
  }
  const format: DocumentFormat = options.format === undefined || options.format === "auto" ? detectFormat(options.fileName, bytes) : options.format;
  const result = await importAs(format, bytes, options, limits);
  if (result.requirements.length > limits.maxRequirements) {
    throw new DocumentError(
      413,
      "DOCUMENT_TOO_MANY_REQUIREMENTS",
      `the document holds ${result.requirements.length.toLocaleString("en")} requirements; the limit is ${limits.maxRequirements.toLocaleString("en")} per document`,
      format,
    );
  }
  return result;
}

function importAs(format: DocumentFormat, bytes: Uint8Array, options: ImportOptions, limits: ReturnType<typeof effectiveLimits>): ImportResult | Promise<ImportResult> {
  switch (format) {
    case "csv":
    case "tsv":
      return importCsv(bytes, format, options);
    case "xlsx":
      return importXlsx(bytes, options, limits);
    case "reqif":
      return importReqif(bytes, options);
    case "reqifz":
      return importReqifz(bytes, options, limits);
    case "docx":
      return importDocx(bytes, limits);
    case "md":
    case "txt":
      return importLines(bytes, format);
  }
}
