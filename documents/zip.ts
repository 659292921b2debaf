/**
 * Reading ZIP-based files (.xlsx, .docx, .reqifz) without trusting them. Two passes over
 * the bytes, both with fflate:
 *   1. the central directory alone (nothing inflated): a truncated or corrupt archive is
 *      refused, and so is one whose declared uncompressed total exceeds the cap;
 *   2. every entry inflated as a stream, 16 kB of compressed input at a time, counting the
 *      bytes that come out: inflation stops as soon as the actual total exceeds the cap,
 *      so an archive whose headers lie is refused after at most one chunk's output
 *      (deflate expands at most about 1,032 times) past the cap.
 */
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from "fflate";
import { DocumentError, megabytes, unreadable, type DocumentFormat } from "./types.js";

const CHUNK = 16 * 1024;

export interface ZipEntries {
  /** Names of every entry, in the central directory's order. */
  names: string[];
  /** The contents of the entries `want` chose. */
  files: Map<string, Uint8Array>;
}

function bomb(format: DocumentFormat, what: string, cap: number): DocumentError {
  return new DocumentError(
    400,
    "DOCUMENT_ZIP_BOMB",
    `the ${format.toUpperCase()} file was refused: its ${what} uncompressed size exceeds the limit of ${megabytes(cap)}`,
    format,
  );
}

/** The central directory: names and declared sizes (pass 1). */
export function zipDirectory(bytes: Uint8Array, format: DocumentFormat, cap: number): string[] {
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        declared += file.originalSize;
        if (declared > cap) throw bomb(format, "declared", cap);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw unreadable(format, "the ZIP archive is truncated or corrupt", error);
  }
  return names;
}

/**
 * Checks a ZIP-based file and returns the entries `want` selects, inflated. Every entry is
 * inflated (and counted) even when not kept: libraries that read the archive themselves
 * (mammoth) get only archives whose real size is known to be within the cap.
 */
export function readZip(bytes: Uint8Array, format: DocumentFormat, cap: number, want: (name: string) => boolean = () => false): ZipEntries {
  const names = zipDirectory(bytes, format, cap);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let failure: unknown;
  const open = new Set<UnzipFile>();
  const unzip = new Unzip((file) => {
    const keep = want(file.name);
    const parts: Uint8Array[] = [];
    open.add(file);
    file.ondata = (error, data, final) => {
      if (failure !== undefined) return;
      if (error) {
        failure = unreadable(format, `entry "${file.name}" could not be inflated`, error);
        return;
      }
      total += data.length;
      if (total > cap) {
        failure = bomb(format, "actual", cap);
        file.terminate();
        return;
      }
      if (keep) parts.push(data);
      if (final) {
        open.delete(file);
        if (keep) files.set(file.name, concat(parts));
      }
    };
    try {
      file.start();
    } catch (error) {
      failure ??= unreadable(format, `entry "${file.name}" uses an unsupported compression method`, error);
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && failure === undefined; offset += CHUNK) {
      unzip.push(bytes.subarray(offset, offset + CHUNK), offset + CHUNK >= bytes.length);
    }
  } catch (error) {
    failure ??= unreadable(format, "the ZIP archive is corrupt", error);
  }
  if (failure !== undefined) throw failure;
  if (open.size > 0) throw unreadable(format, "the ZIP archive is truncated");
  return { names, files };
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
