/**
 * Reading ZIP-based files (.xlsx, .docx, .reqifz) without trusting them. Two passes over
 * the bytes, both with fflate:
 *   1. the central directory alone (nothing inflated): a truncated or corrupt archive is
 *      refused, and so is one whose declared uncompressed total exceeds the cap;
 *   2. every entry inflated, counting the bytes that come out: an entry not kept as a
 *      stream, 16 kB of compressed input at a time, which stops as soon as the actual total
 *      exceeds the cap (an archive whose headers lie is refused after at most one chunk's
 *      output past it: deflate expands at most about 1,032 times); an entry kept by Node's
 *      zlib at once (several times faster than inflating in JavaScript), which gives up
 *      at the bytes left under the cap.
 */
import { inflateRawSync } from "node:zlib";
import { Unzip, UnzipInflate, unzipSync, type AsyncFlateStreamHandler, type FlateError, type UnzipDecoder, type UnzipFile } from "fflate";
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
  /** Deflate: an entry kept is inflated natively once its compressed bytes are in; any other as a stream. */
  class Inflate implements UnzipDecoder {
    static readonly compression = 8;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private readonly stream: UnzipInflate | undefined;
    private readonly compressed: Uint8Array[] = [];

    constructor(name: string) {
      if (want(name)) return;
      this.stream = new UnzipInflate();
      this.stream.ondata = (error, data, final) => this.ondata(error, data, final);
    }

    push(chunk: Uint8Array, final: boolean): void {
      if (this.stream) return this.stream.push(chunk, final);
      // fflate may reuse the chunk's buffer: it is copied.
      this.compressed.push(chunk.slice());
      if (!final) return;
      let data: Buffer;
      try {
        data = inflateRawSync(concat(this.compressed), { maxOutputLength: Math.max(1, cap - total + 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") failure ??= bomb(format, "actual", cap);
        else this.ondata(error as FlateError, new Uint8Array(0), true);
        return;
      }
      this.ondata(null, data as Uint8Array<ArrayBuffer>, true);
    }
  }
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
  unzip.register(Inflate);
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
