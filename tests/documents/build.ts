/**
 * Builders of the binary fixtures (.xlsx, .docx, .reqifz and hostile ZIP files), made in
 * the tests from readable sources with the same libraries the importers use, so that no
 * opaque file is committed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, zipSync, type Zippable } from "fflate";
import ExcelJS from "exceljs";

export const FIXTURES = join(import.meta.dirname, "..", "fixtures", "documents");

export const fixture = (...path: string[]) => new Uint8Array(readFileSync(join(FIXTURES, ...path)));

/** A workbook from rows of cells, with optional merges ("A2:A3") and a sheet before it that is empty. */
export async function xlsx(
  rows: (string | number | ExcelJS.CellRichTextValue | null)[][],
  merges: string[] = [],
  emptyFirstSheet = false,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  if (emptyFirstSheet) workbook.addWorksheet("Cover");
  const sheet = workbook.addWorksheet("Requirements");
  for (const row of rows) sheet.addRow(row);
  for (const range of merges) sheet.mergeCells(range);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** Word paragraphs: a heading (level), a list item (numId 1 = bullets, 2 = numbers), a plain paragraph, or a table. */
export type DocxBlock = { heading: number; text: string } | { list: 1 | 2; text: string; level?: number } | { text: string } | { table: string[][] };

const run = (text: string) =>
  text
    .split("\n")
    .map((line) => `<w:r><w:t xml:space="preserve">${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</w:t></w:r>`)
    .join("<w:r><w:br/></w:r>");

function paragraph(block: DocxBlock): string {
  if ("table" in block) {
    const rows = block.table.map((cells) => `<w:tr>${cells.map((c) => `<w:tc><w:p>${run(c)}</w:p></w:tc>`).join("")}</w:tr>`).join("");
    return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>${rows}</w:tbl>`;
  }
  if ("heading" in block) return `<w:p><w:pPr><w:pStyle w:val="Heading${block.heading}"/></w:pPr>${run(block.text)}</w:p>`;
  if ("list" in block) {
    return `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="${block.level ?? 0}"/><w:numId w:val="${block.list}"/></w:numPr></w:pPr>${run(block.text)}</w:p>`;
  }
  return `<w:p>${run(block.text)}</w:p>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}>
${[1, 2, 3].map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`).join("\n")}
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style>
</w:styles>`;

const level = (ilvl: number, format: string) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${format === "bullet" ? "•" : `%${ilvl + 1}.`}"/></w:lvl>`;
const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ${W}>
<w:abstractNum w:abstractNumId="0">${level(0, "bullet")}${level(1, "bullet")}</w:abstractNum>
<w:abstractNum w:abstractNumId="1">${level(0, "decimal")}${level(1, "decimal")}</w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>`;

/** A minimal .docx (the parts Word itself needs: content types, relationships, document, styles, numbering). */
export function docx(blocks: DocxBlock[]): Uint8Array {
  const files: Zippable = {
    "[Content_Types].xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`),
    "_rels/.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`),
    "word/_rels/document.xml.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>`),
    "word/document.xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${blocks.map(paragraph).join("")}<w:sectPr/></w:body></w:document>`),
    "word/styles.xml": strToU8(STYLES),
    "word/numbering.xml": strToU8(NUMBERING),
  };
  return zipSync(files);
}

/** A .reqifz: the given .reqif files (name -> bytes) and any other entries, zipped. */
export const reqifz = (entries: Record<string, Uint8Array>) => zipSync(entries);

/**
 * Rewrites the uncompressed size that a ZIP's headers declare for every entry (local
 * header offset 22, central directory header offset 24): the lies a zip bomb tells.
 */
export function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    else if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

/** A ZIP archive of text parts (a workbook written part by part, as other writers than exceljs store them). */
export const zipOfParts = (parts: Record<string, string>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])));
