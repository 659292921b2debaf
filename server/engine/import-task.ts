/**
 * A document read in an engine thread: the importers (documents/) parse CSV, XLSX, ReqIF,
 * Word and the rest there, so reading a large spreadsheet never
 * holds up the main thread. A refusal of the importer crosses back as plain data.
 */
import type { MessagePort } from "node:worker_threads";
import { DocumentError, importDocument, type ImportOptions, type ImportResult } from "../../documents/index.js";

export interface ImportTask {
  kind: "import";
  bytes: Uint8Array;
  options: Omit<ImportOptions, "early">;
  /** The importer's early texts (ImportOptions.early) go to this port as { texts, first }, `every` at a time. */
  early?: { every: number; port: MessagePort };
}

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; status: 400 | 413; code: string; message: string };

export async function importInThread(task: ImportTask): Promise<ImportOutcome> {
  try {
    const { early } = task;
    const options: ImportOptions = early
      ? { ...task.options, early: { every: early.every, take: (texts, first) => early.port.postMessage({ texts, first }) } }
      : task.options;
    return { ok: true, result: await importDocument(task.bytes, options) };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, status: error.status, code: error.code, message: error.message };
    throw error;
  }
}
