/** Hostile and broken files: every one is refused with a clear 400 or 413, never a crash, a hang or a blown heap. */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS, DocumentError, detectFormat, importDocument } from "../../documents/index.js";
import { declareSizes, docx, fixture, reqifz, xlsx } from "./build.js";

async function refusal(bytes: Uint8Array, options: Parameters<typeof importDocument>[1]): Promise<DocumentError> {
  const error = await importDocument(bytes, options).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

const GIB = 1024 * 1024 * 1024;

describe("ZIP bombs", () => {
  it.each([
    ["reqifz", () => reqifz({ "bomb.reqif": fixture("reqif", "doors.reqif") })],
    [
      "xlsx",
      () =>
        xlsx([
          ["id", "text"],
          ["1", "The fan shall run."],
        ]),
    ],
    ["docx", async () => docx([{ text: "The fan shall run." }])],
  ])("refuses a .%s whose entries declare 2 GB before inflating anything", async (format, build) => {
    const bomb = declareSizes(await build(), 2 * GIB - 1);
    const error = await refusal(bomb, { fileName: `bomb.${format}` });
    expect(error.status).toBe(400);
    expect(error.code).toBe("DOCUMENT_ZIP_BOMB");
    expect(error.message).toContain("declared uncompressed size exceeds the limit of 200 MB");
  });

  it.each([
    ["an entry it does not read", "padding.bin"],
    ["the entry it reads", "b.reqif"],
  ])(
    "refuses an archive whose entries inflate to more than the cap although they declare little, in %s (the cap lowered to 1 MB)",
    async (_, name) => {
      const zeros = new Uint8Array(8 * 1024 * 1024);
      const honest = zipSync({ "a.reqif": fixture("reqif", "doors.reqif"), [name]: zeros }, { level: 9 });
      expect(honest.length).toBeLessThan(64 * 1024);
      const liar = declareSizes(honest, 100);
      const error = await refusal(liar, { fileName: "liar.reqifz", limits: { maxUncompressedBytes: 1024 * 1024 } });
      expect(error).toMatchObject({ status: 400, code: "DOCUMENT_ZIP_BOMB" });
      expect(error.message).toContain("actual uncompressed size exceeds the limit of 1 MB");
    },
  );

  it("refuses a highly compressible archive over the cap by its honest declaration (the cap lowered to 4 MB)", async () => {
    const bomb = zipSync({ "a.reqif": new Uint8Array(16 * 1024 * 1024).fill(32) }, { level: 9 });
    const error = await refusal(bomb, { fileName: "big.reqifz", limits: { maxUncompressedBytes: 4 * 1024 * 1024 } });
    expect(error.message).toMatch(/declared uncompressed size exceeds the limit of 4 MB/);
  });
});

describe("XML attacks", () => {
  const xxe = `<?xml version="1.0"?>
<!DOCTYPE REQ-IF [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT><SPEC-OBJECTS>
<SPEC-OBJECT IDENTIFIER="x"><VALUES><ATTRIBUTE-VALUE-STRING THE-VALUE="&secret;"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>t</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING></VALUES></SPEC-OBJECT>
</SPEC-OBJECTS></REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
  const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 ${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`).join("\n ")}
]>
<REQ-IF><THE-HEADER>&lol9;</THE-HEADER></REQ-IF>`;

  it.each([
    ["XXE (an external entity)", xxe],
    ["billion laughs (nested entities)", laughs],
  ])("refuses %s with 400 before parsing", async (_name, xml) => {
    const error = await refusal(new TextEncoder().encode(xml), { fileName: "attack.reqif" });
    expect(error).toMatchObject({ status: 400, code: "DOCUMENT_XML_DECLARATION", format: "reqif" });
    expect(error.message).toContain("<!DOCTYPE> declaration");
  });

  it("refuses an entity declaration hidden in a .reqifz", async () => {
    const error = await refusal(reqifz({ "a.reqif": strToU8(xxe) }), { fileName: "attack.reqifz" });
    expect(error).toMatchObject({ status: 400, code: "DOCUMENT_XML_DECLARATION", format: "reqifz" });
  });
});

describe("broken and mislabelled files", () => {
  it.each([
    ["reqifz", () => reqifz({ "a.reqif": fixture("reqif", "doors.reqif") })],
    [
      "xlsx",
      () =>
        xlsx([
          ["id", "text"],
          ["1", "The fan shall run."],
        ]),
    ],
    ["docx", async () => docx([{ text: "The fan shall run." }])],
  ])("refuses a truncated .%s with 400 naming the format", async (format, build) => {
    const whole = await build();
    const error = await refusal(whole.slice(0, Math.floor(whole.length * 0.6)), { fileName: `cut.${format}` });
    expect(error.status).toBe(400);
    expect(error.format).toBe(format);
    expect(error.message).toContain(`could not read the file as ${format.toUpperCase()}: the ZIP archive is truncated or corrupt`);
  });

  it("refuses a text file named .xlsx, saying it is not a ZIP archive", async () => {
    const error = await refusal(new TextEncoder().encode("id,text\n1,The fan shall run.\n"), { fileName: "table.xlsx" });
    expect(error).toMatchObject({ status: 400, code: "DOCUMENT_FORMAT_MISMATCH", format: "xlsx" });
    expect(error.message).toBe("the file is named .xlsx but is not a ZIP archive, as every XLSX file is");
  });

  it("reads files by their content when the extension is wrong: a workbook named .csv, ReqIF named .txt", async () => {
    const workbook = await xlsx([
      ["id", "text"],
      ["F-1", "The fan shall run."],
    ]);
    expect(detectFormat("export.csv", workbook)).toBe("xlsx");
    expect((await importDocument(workbook, { fileName: "export.csv" })).requirements).toEqual([{ id: "F-1", text: "The fan shall run.", line: 2 }]);
    expect(detectFormat("notes.txt", fixture("reqif", "capella.reqif"))).toBe("reqif");
    expect(detectFormat(undefined, reqifz({ "x.reqif": fixture("reqif", "capella.reqif") }))).toBe("reqifz");
  });

  it("refuses unknown extensions and other XML", async () => {
    expect(() => detectFormat("slides.pptx", new TextEncoder().encode("text"))).toThrow(/\.pptx are not supported/);
    expect(() => detectFormat("page.xml", new TextEncoder().encode("<html><body/></html>"))).toThrow(/root element html, which is not ReqIF/);
  });

  it("refuses a file of 20 MB + 1 byte with 413 naming the limit, and reads one of exactly 20 MB", async () => {
    const line = "The conveyor shall stop when the emergency button is pressed.\n";
    const exact = new Uint8Array(DOCUMENT_LIMITS.maxFileBytes).fill(0x20);
    const head = new TextEncoder().encode(line);
    exact.set(head);
    const ok = await importDocument(exact, { fileName: "big.txt" });
    expect(ok.requirements).toHaveLength(1);

    const over = new Uint8Array(DOCUMENT_LIMITS.maxFileBytes + 1);
    const error = await refusal(over, { fileName: "big.txt" });
    expect(error).toMatchObject({ status: 413, code: "DOCUMENT_TOO_LARGE" });
    expect(error.message).toBe("the file has 20,971,521 bytes; the limit is 20 MB (20,971,520 bytes)");
  });

  it("refuses more than 20,000 requirements with 413 naming the count", async () => {
    const text = Array.from({ length: 20_001 }, (_, i) => `R-${i}: The pump shall start.`).join("\n");
    const error = await refusal(new TextEncoder().encode(text), { fileName: "many.txt" });
    expect(error).toMatchObject({ status: 413, code: "DOCUMENT_TOO_MANY_REQUIREMENTS" });
    expect(error.message).toBe("the document holds 20,001 requirements; the limit is 20,000 per document");
  });
});
