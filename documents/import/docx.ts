/**
 * Word .docx with mammoth (to HTML: headings, paragraphs, numbered and bulleted lists,
 * tables), then fast-xml-parser over that HTML. Requirements: every list item, and every
 * other paragraph (also inside table cells) that carries a binding modal verb. Headings
 * become `section` ("1 Scope / 1.2 Interfaces"). An id is taken from before the text
 * ("REQ-7: …") or, in a table, from a row's first cell when it holds only an id.
 */
import { childrenOf, localName, parseXml, tagOf, type XmlNode } from "../xml.js";
import { readZip } from "../zip.js";
import { unreadable, type DocumentLimits, type ImportResult } from "../types.js";
import { xhtmlToText } from "./xhtml.js";
import { hasBindingModal, numberIds, sectionOf, splitLeadingId, type Unnumbered } from "./sentences.js";

/** A cell that holds only an id: a letter, then letters, digits, "_", "." or "-", with a digit somewhere. */
const isIdOnly = (text: string) => text.length <= 40 && /^[A-Za-z][\w.-]*$/.test(text) && /\d/.test(text);

export async function importDocx(bytes: Uint8Array, limits: DocumentLimits): Promise<ImportResult> {
  const { names } = readZip(bytes, "docx", limits.maxUncompressedBytes);
  if (!names.includes("word/document.xml")) throw unreadable("docx", "the archive has no word/document.xml");
  let html: string;
  try {
    // Loaded on first use: mammoth is large, and most documents are not Word files.
    const { default: mammoth } = await import("mammoth");
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { externalFileAccess: false, convertImage: mammoth.images.imgElement(async () => ({ src: "" })) },
    );
    html = result.value;
  } catch (error) {
    throw unreadable("docx", "the document could not be converted", error);
  }
  const root = parseXml(`<body>${html}</body>`, "docx");
  const found: Unnumbered[] = [];
  const headings: string[] = [];

  const add = (raw: string, rowId: string | undefined) => {
    const joined = raw
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" ");
    const { id, text } = splitLeadingId(joined);
    if (!text) return;
    const requirement: Unnumbered = { text };
    const chosen = id ?? rowId;
    if (chosen !== undefined) requirement.id = chosen;
    const section = sectionOf(headings);
    if (section) requirement.section = section;
    found.push(requirement);
  };

  const walk = (nodes: XmlNode[], rowId?: string) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === undefined) continue;
      const name = localName(tag).toLowerCase();
      const heading = /^h([1-6])$/.exec(name);
      if (heading) {
        const level = Number(heading[1]);
        headings.length = level - 1;
        headings[level - 1] = xhtmlToText(childrenOf(node));
      } else if (name === "ul" || name === "ol") {
        for (const item of childrenOf(node)) {
          if (localName(tagOf(item) ?? "").toLowerCase() !== "li") continue;
          const own = childrenOf(item).filter((c) => !["ul", "ol"].includes(localName(tagOf(c) ?? "").toLowerCase()));
          add(xhtmlToText(own), rowId);
          walk(
            childrenOf(item).filter((c) => !own.includes(c)),
            rowId,
          );
        }
      } else if (name === "table") {
        walk(childrenOf(node));
      } else if (name === "thead" || name === "tbody" || name === "tr") {
        const cells = childrenOf(node).filter((c) => ["td", "th"].includes(localName(tagOf(c) ?? "").toLowerCase()));
        if (name === "tr" && cells.length > 1) {
          const first = xhtmlToText(childrenOf(cells[0]));
          const id = isIdOnly(first) ? first : undefined;
          for (const cell of id ? cells.slice(1) : cells) walk(childrenOf(cell), id);
        } else walk(name === "tr" ? cells.flatMap(childrenOf) : childrenOf(node), rowId);
      } else if (name === "p") {
        const text = xhtmlToText(childrenOf(node));
        if (hasBindingModal(text)) add(text, rowId);
      } else {
        walk(childrenOf(node), rowId);
      }
    }
  };
  walk(childrenOf(root[0]));
  return { format: "docx", requirements: numberIds(found) };
}
