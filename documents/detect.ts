/**
 * Which format a file is: by content where the content tells (a ZIP archive by the files
 * in it, XML by its root element), else by the file name's extension.
 */
import { unzipSync } from "fflate";
import { DocumentError, type DocumentFormat } from "./types.js";

const EXTENSIONS: Record<string, DocumentFormat> = {
  csv: "csv",
  tsv: "tsv",
  tab: "tsv",
  xlsx: "xlsx",
  xlsm: "xlsx",
  reqif: "reqif",
  reqifz: "reqifz",
  docx: "docx",
  md: "md",
  markdown: "md",
  txt: "txt",
  text: "txt",
};

const ZIP_FORMATS = new Set<DocumentFormat>(["xlsx", "docx", "reqifz"]);

function extensionOf(fileName: string | undefined): string | undefined {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName ?? "");
  return m?.[1].toLowerCase();
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

/** The format the files inside a ZIP archive show, or undefined (unknown content or a corrupt archive). */
function zipFormat(bytes: Uint8Array): DocumentFormat | undefined {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  if (names.includes("word/document.xml")) return "docx";
  if (names.includes("xl/workbook.xml")) return "xlsx";
  if (names.some((n) => /\.reqif$/i.test(n))) return "reqifz";
  return undefined;
}

/**
 * The local name of the root element of an XML text, from its first 64 kB: the prolog's
 * declaration, processing instructions, comments and document type are skipped (a
 * document type is refused later, by the importer).
 */
function xmlRoot(bytes: Uint8Array): string | undefined {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
  const head = new TextDecoder(utf16 ? "utf-16le" : "utf-8").decode(bytes.subarray(utf16 ? 2 : 0, 65536)).replace(/^\uFEFF/, "");
  let at = 0;
  for (;;) {
    while (at < head.length && /\s/.test(head[at])) at++;
    let end: number;
    if (head.startsWith("<?", at)) end = head.indexOf("?>", at) + 1;
    else if (head.startsWith("<!--", at)) end = head.indexOf("-->", at) + 2;
    else if (head.startsWith("<!DOCTYPE", at)) {
      const subset = head.indexOf("[", at);
      const close = head.indexOf(">", at);
      end = subset !== -1 && subset < close ? head.indexOf(">", head.indexOf("]", subset)) : close;
    } else break;
    if (end < at) return undefined;
    at = end + 1;
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(head.slice(at, at + 200))?.[1];
}

export function detectFormat(fileName: string | undefined, bytes: Uint8Array): DocumentFormat {
  const extension = extensionOf(fileName);
  const byName = extension === undefined ? undefined : EXTENSIONS[extension];
  if (isZip(bytes)) {
    const inside = zipFormat(bytes);
    if (inside) return inside;
    if (byName && ZIP_FORMATS.has(byName)) return byName; // its importer says what is wrong with the archive
    throw new DocumentError(400, "DOCUMENT_FORMAT_UNKNOWN", "the file is a ZIP archive but not an .xlsx, .docx or .reqifz file (no workbook, document or .reqif file inside)");
  }
  const root = xmlRoot(bytes);
  if (root === "REQ-IF") return "reqif";
  if (byName && ZIP_FORMATS.has(byName)) {
    throw new DocumentError(400, "DOCUMENT_FORMAT_MISMATCH", `the file is named .${extension} but is not a ZIP archive, as every ${byName.toUpperCase()} file is`, byName);
  }
  if (byName === "reqif") {
    throw new DocumentError(400, "DOCUMENT_FORMAT_MISMATCH", `the file is named .${extension} but is not a ReqIF file: its root element is not REQ-IF`, "reqif");
  }
  if (byName) return byName;
  if (root !== undefined) {
    throw new DocumentError(400, "DOCUMENT_FORMAT_UNKNOWN", `the file is XML with the root element ${root}, which is not ReqIF`);
  }
  if (extension !== undefined) {
    throw new DocumentError(400, "DOCUMENT_FORMAT_UNKNOWN", `files ending in .${extension} are not supported; supported are .csv, .tsv, .xlsx, .reqif, .reqifz, .docx, .md and .txt`);
  }
  return "txt";
}
