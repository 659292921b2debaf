/** Types, limits and the one error class of the document importers and exporters. */

export type DocumentFormat = "csv" | "tsv" | "xlsx" | "reqif" | "reqifz" | "docx" | "md" | "txt";

export const DOCUMENT_FORMATS: readonly DocumentFormat[] = ["csv", "tsv", "xlsx", "reqif", "reqifz", "docx", "md", "txt"];

/** One requirement of a document, in document order. */
export interface ImportedRequirement {
  id: string;
  text: string;
  /** The heading (or heading path, "1 Intro / 1.2 Scope") the requirement stands under. */
  section?: string;
  /** Further columns or attributes of the requirement, by name. */
  attributes?: Record<string, string>;
  /** 1-based line (text formats) or row (spreadsheets) where the requirement starts. */
  line?: number;
}

export interface DocumentLimits {
  /** Largest file accepted (413 past it). */
  maxFileBytes: number;
  /** Most requirements in one document (413 past it). */
  maxRequirements: number;
  /** Largest total uncompressed size of a ZIP-based file (.xlsx, .docx, .reqifz; 400 past it). */
  maxUncompressedBytes: number;
}

export interface ImportOptions {
  fileName?: string;
  format?: DocumentFormat | "auto";
  /** Header of the id column of a tabular file (case-insensitive). */
  idColumn?: string;
  /** Header of the text column of a tabular file (case-insensitive). */
  textColumn?: string;
  /** ReqIF: the long name of the attribute holding the text (instead of ReqIF.Text). */
  textAttribute?: string;
  /** Lower limits than DOCUMENT_LIMITS (a server may be stricter); higher values are ignored. */
  limits?: Partial<DocumentLimits>;
  /** The first requirements' texts while the rest of the file is still read (large tables; see EarlyTexts). */
  early?: EarlyTexts;
}

/**
 * Texts of requirements given while an importer still reads the file, `every` at a time in
 * their order (`first`: the 1-based position of the first), so their analysis can start.
 * They are what the result will most likely hold there, not a promise: a merge found at the
 * end of a sheet can still drop a row, so a caller compares them with the result.
 */
export interface EarlyTexts {
  every: number;
  take(texts: string[], first: number): void;
}

/** Tabular formats only: which columns were taken; `sure` is false when detection had to guess. */
export interface ColumnDetection {
  headers: string[];
  idColumn?: string;
  textColumn?: string;
  sure: boolean;
}

export interface ImportResult {
  format: DocumentFormat;
  requirements: ImportedRequirement[];
  columns?: ColumnDetection;
}

export const DOCUMENT_LIMITS: DocumentLimits = Object.freeze({
  maxFileBytes: 20 * 1024 * 1024,
  maxRequirements: 20_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
});

/** The limits in force for one import: the defaults, lowered by the caller's. */
export function effectiveLimits(limits: Partial<DocumentLimits> | undefined): DocumentLimits {
  const pick = (key: keyof DocumentLimits) => Math.min(DOCUMENT_LIMITS[key], limits?.[key] ?? Infinity);
  return { maxFileBytes: pick("maxFileBytes"), maxRequirements: pick("maxRequirements"), maxUncompressedBytes: pick("maxUncompressedBytes") };
}

/**
 * A document that cannot be read: 413 for a limit (the message names it), 400 for
 * anything else (the message names the format tried and what failed).
 */
export class DocumentError extends Error {
  readonly status: 400 | 413;
  readonly code: string;
  readonly format?: DocumentFormat;

  constructor(status: 400 | 413, code: string, message: string, format?: DocumentFormat) {
    super(message);
    this.name = "DocumentError";
    this.status = status;
    this.code = code;
    this.format = format;
  }
}

/** A corrupt or unreadable file of a given format: 400 naming the format and the cause. */
export function unreadable(format: DocumentFormat, what: string, cause?: unknown): DocumentError {
  const detail = cause instanceof Error ? `: ${cause.message}` : cause === undefined ? "" : `: ${String(cause)}`;
  return new DocumentError(400, "DOCUMENT_UNREADABLE", `could not read the file as ${format.toUpperCase()}: ${what}${detail}`, format);
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
