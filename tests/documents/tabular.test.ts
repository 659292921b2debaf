import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { DocumentError, importDocument } from "../../documents/index.js";
import { xlsxPartKept } from "../../documents/import/xlsx.js";
import { xlsx, zipOfParts } from "./build.js";

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, endian: "le" | "be", bom = true): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  const units = (bom ? "\uFEFF" : "") + text;
  for (let i = 0; i < units.length; i++) view.setUint16(i * 2, units.charCodeAt(i), endian === "le");
  return out;
}

const GERMAN_CSV =
  'ID;Anforderung;Kapitel\r\nLH-1;"Die Steuerung muss den Motor\r\nnach 5 s abschalten.";1 Motor\r\n;;\r\n\r\nLH-2;Die Anzeige soll die Drehzahl zeigen.;2 Anzeige\r\n';

describe("CSV and TSV", () => {
  it("reads a semicolon CSV with a UTF-8 BOM, a multi-line cell and empty rows, and says where each requirement starts", async () => {
    const result = await importDocument(utf8(`\uFEFF${GERMAN_CSV}`), { fileName: "lastenheft.csv" });
    expect(result.format).toBe("csv");
    expect(result.columns).toEqual({ headers: ["ID", "Anforderung", "Kapitel"], idColumn: "ID", textColumn: "Anforderung", sure: true });
    expect(result.requirements).toEqual([
      { id: "LH-1", text: "Die Steuerung muss den Motor\nnach 5 s abschalten.", section: "1 Motor", line: 2 },
      { id: "LH-2", text: "Die Anzeige soll die Drehzahl zeigen.", section: "2 Anzeige", line: 6 },
    ]);
  });

  it.each([
    ["UTF-16LE with BOM", utf16(GERMAN_CSV, "le")],
    ["UTF-16BE with BOM", utf16(GERMAN_CSV, "be")],
    ["UTF-16LE without BOM", utf16(GERMAN_CSV, "le", false)],
  ])("decodes %s", async (_name, bytes) => {
    const result = await importDocument(bytes, { fileName: "export.csv" });
    expect(result.requirements.map((r) => r.id)).toEqual(["LH-1", "LH-2"]);
    expect(result.requirements[1].text).toBe("Die Anzeige soll die Drehzahl zeigen.");
  });

  it("reads Windows-1252 bytes (not valid UTF-8) as such", async () => {
    const bytes = Uint8Array.from([...utf8("id,text\nW-1,Die T"), 0xfc, ...utf8("r muss schlie"), 0xdf, ...utf8("en.\n")]);
    const result = await importDocument(bytes, { fileName: "alt.csv" });
    expect(result.requirements[0].text).toBe("Die Tür muss schließen.");
  });

  it("reads comma CSV with quoted commas and quotes, and keeps other columns as attributes", async () => {
    const csv = 'Key,Description,Priority\nPUMP-1,"The pump shall deliver 5 l/min, at 2 bar, ""nominal"".",high\n';
    const result = await importDocument(utf8(csv), { fileName: "pump.csv" });
    expect(result.requirements).toEqual([
      { id: "PUMP-1", text: 'The pump shall deliver 5 l/min, at 2 bar, "nominal".', attributes: { Priority: "high" }, line: 2 },
    ]);
  });

  it("reads TSV", async () => {
    const tsv = "Nr\tBeschreibung\n7\tDas Ventil muss schließen.\n8\tDas Ventil darf nicht klemmen.\n";
    const result = await importDocument(utf8(tsv), { fileName: "ventil.tsv" });
    expect(result.format).toBe("tsv");
    expect(result.requirements.map((r) => [r.id, r.text])).toEqual([
      ["7", "Das Ventil muss schließen."],
      ["8", "Das Ventil darf nicht klemmen."],
    ]);
  });

  it("detects columns whose header holds the name as a word (DOORS: Object Identifier, Object Heading, Object Text)", async () => {
    const csv = "Object Identifier,Object Heading,Object Text\nBC-1,Braking,\nBC-2,,The controller shall release the brake within 1 s.\n";
    const result = await importDocument(utf8(csv), { fileName: "doors.csv" });
    expect(result.columns?.sure).toBe(true);
    expect(result.requirements).toEqual([{ id: "BC-2", text: "The controller shall release the brake within 1 s.", line: 3 }]);
  });

  it("guesses when no header is known: the longest column is the text, row numbers are the ids, and it says it guessed", async () => {
    const csv = "A,B\nx,The valve shall close within 2 s.\ny,The valve shall open within 3 s.\n";
    const result = await importDocument(utf8(csv), { fileName: "unknown.csv" });
    expect(result.columns).toEqual({ headers: ["A", "B"], textColumn: "B", sure: false });
    expect(result.requirements.map((r) => r.id)).toEqual(["2", "3"]);
  });

  it("takes the columns the caller names, case-insensitive", async () => {
    const csv = "A,B\nx,The valve shall close within 2 s.\n";
    const result = await importDocument(utf8(csv), { fileName: "named.csv", idColumn: "a", textColumn: "B" });
    expect(result.columns?.sure).toBe(true);
    expect(result.requirements).toEqual([{ id: "x", text: "The valve shall close within 2 s.", line: 2 }]);
  });

  it("names the columns there are when a named column does not exist", async () => {
    const error = await importDocument(utf8("A,B\nx,y\n"), { fileName: "named.csv", textColumn: "Text" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({ status: 400, code: "DOCUMENT_COLUMN_NOT_FOUND" });
    expect((error as Error).message).toContain('"A", "B"');
  });

  it("refuses an unclosed quote with 400 naming CSV and the line", async () => {
    const error = await importDocument(utf8('id,text\n1,"The door shall\n'), { fileName: "broken.csv" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, format: "csv" });
    expect((error as Error).message).toMatch(/^could not read the file as CSV: .*line 2/);
  });

  it("reads a CSV written by papaparse itself back to the same cells", async () => {
    const rows = [
      ["id", "text"],
      ["Q-1", 'The sensor shall report, every 100 ms, the "raw" value;\nand the filtered one.'],
    ];
    const result = await importDocument(utf8(Papa.unparse(rows)), { fileName: "round.csv" });
    expect(result.requirements[0].text).toBe(rows[1][1]);
  });
});

describe("early texts", () => {
  it("gives a CSV file's first texts while the rest is still read, as the result has them, empty texts left out", async () => {
    const rows = [["Req. ID", "Description"]];
    for (let i = 1; i <= 23; i++) rows.push([`V-${i}`, i === 5 ? "" : `The valve shall close within ${i} ms,\nalso when the supply fails.`]);
    const given: Array<[string[], number]> = [];
    const result = await importDocument(utf8(Papa.unparse(rows)), {
      fileName: "valves.csv",
      early: { every: 10, take: (texts, first) => given.push([texts, first]) },
    });
    const texts = result.requirements.map((r) => r.text);
    expect(texts).toHaveLength(22);
    expect(given).toEqual([
      [texts.slice(0, 10), 1],
      [texts.slice(10, 20), 11],
    ]);
  });

  it("gives no early texts when the columns are guessed and none was named", async () => {
    const rows = [["Ref", "Remark"]];
    for (let i = 1; i <= 23; i++) rows.push([`V-${i}`, `The valve shall close within ${i} ms.`]);
    const given: number[] = [];
    const early = { every: 10, take: (_texts: string[], first: number) => given.push(first) };
    const guessed = await importDocument(utf8(Papa.unparse(rows)), { fileName: "valves.csv", early });
    expect(guessed.columns?.sure).toBe(false);
    expect(given).toEqual([]);
    await importDocument(utf8(Papa.unparse(rows)), { fileName: "valves.csv", textColumn: "Remark", idColumn: "Ref", early });
    expect(given).toEqual([1, 11]);
  });
});

describe("XLSX", () => {
  it("keeps the XML parts a sheet's cells may need, and not drawings, charts, pivot caches, themes or properties", () => {
    const kept = [
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/worksheets/sheet1.xml",
      "xl/sharedStrings.xml",
      "book/data/s1.xml",
    ];
    const dropped = [
      "xl/drawings/drawing1.xml",
      "xl/charts/chart1.xml",
      "xl/pivotCache/pivotCacheRecords1.xml",
      "xl/theme/theme1.xml",
      "docProps/core.xml",
    ];
    expect([...kept, ...dropped, "xl/media/image1.png"].filter(xlsxPartKept)).toEqual(kept);
  });

  it("reads the first sheet with data, multi-line and rich-text cells, and skips empty rows", async () => {
    const bytes = await xlsx(
      [
        ["Requirement ID", "Requirement", "Chapter"],
        ["HV-1", "The inverter shall limit the current to 400 A.\nThe limit applies in every mode.", "Power"],
        [null, null, null],
        [
          "HV-2",
          { richText: [{ text: "The inverter " }, { font: { bold: true }, text: "must" }, { text: " discharge the link in 5 s." }] },
          "Safety",
        ],
      ],
      [],
      true,
    );
    const result = await importDocument(bytes, { fileName: "inverter.xlsx" });
    expect(result.format).toBe("xlsx");
    expect(result.columns).toMatchObject({ idColumn: "Requirement ID", textColumn: "Requirement", sure: true });
    expect(result.requirements).toEqual([
      { id: "HV-1", text: "The inverter shall limit the current to 400 A.\nThe limit applies in every mode.", section: "Power", line: 2 },
      { id: "HV-2", text: "The inverter must discharge the link in 5 s.", section: "Safety", line: 4 },
    ]);
  });

  it("reads merged cells: a merged section stands in every row, a text merged down is one requirement", async () => {
    const bytes = await xlsx(
      [
        ["Kapitel", "ID", "Text"],
        ["Beleuchtung", "L-1", "Das Licht muss nach 30 s ausgehen."],
        [null, "L-2", "Das Licht darf nicht flackern."],
        ["Heizung", "H-1", "Die Heizung soll 21 °C halten."],
        [null, "H-2", null],
      ],
      ["A2:A3", "C4:C5"],
    );
    const result = await importDocument(bytes, { fileName: "haus.xlsx" });
    expect(result.requirements.map((r) => [r.id, r.section, r.text])).toEqual([
      ["L-1", "Beleuchtung", "Das Licht muss nach 30 s ausgehen."],
      ["L-2", "Beleuchtung", "Das Licht darf nicht flackern."],
      ["H-1", "Heizung", "Die Heizung soll 21 °C halten."],
    ]);
  });

  it("reads a workbook as other writers store it: prefixed elements, parts elsewhere, inline strings, cells without addresses, dates from 1904", async () => {
    const X = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
    const relationships = (items: string[]) =>
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join("")}</Relationships>`;
    const bytes = zipOfParts({
      "_rels/.rels": relationships([`<Relationship Id="rId1" Type="${REL}/officeDocument" Target="book/main.xml"/>`]),
      "book/main.xml": `<?xml version="1.0"?><x:workbook ${X} ${R}><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Notes" sheetId="1" r:id="s1"/><x:sheet name="Anforderungen" sheetId="2" r:id="s2"/></x:sheets></x:workbook>`,
      "book/_rels/main.xml.rels": relationships([
        `<Relationship Id="s1" Type="${REL}/worksheet" Target="/book/notes.xml"/>`,
        `<Relationship Id="s2" Type="${REL}/worksheet" Target="tables/list.xml"/>`,
        `<Relationship Id="t" Type="${REL}/sharedStrings" Target="text.xml"/>`,
        `<Relationship Id="st" Type="${REL}/styles" Target="look.xml"/>`,
        `<Relationship Id="web" Type="${REL}/hyperlink" Target="https://example.org/" TargetMode="External"/>`,
      ]),
      "book/notes.xml": `<x:worksheet ${X}><x:sheetData><x:row r="1"><x:c r="A1"/></x:row></x:sheetData></x:worksheet>`,
      "book/text.xml":
        `<x:sst ${X}><x:si><x:t>Nr.</x:t></x:si><x:si><x:t>Anforderung</x:t></x:si>` +
        `<x:si><x:r><x:t xml:space="preserve">Die Tür </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t>muss</x:t></x:r><x:r><x:t xml:space="preserve"> nach 5 s &amp; ohne Ruck schließen.</x:t></x:r><x:rPh sb="0" eb="1"><x:t>phonetic</x:t></x:rPh></x:si>` +
        `<x:si><x:t>Stand</x:t></x:si><x:si><x:t>Geprüft</x:t></x:si><x:si><x:t>Fehler</x:t></x:si></x:sst>`,
      "book/look.xml": `<x:styleSheet ${X}><x:numFmts count="2"><x:numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><x:numFmt numFmtId="165" formatCode="0.0 &quot;mm&quot;"/></x:numFmts><x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="165"/></x:cellXfs></x:styleSheet>`,
      "book/tables/list.xml":
        `<x:worksheet ${X}><x:sheetData>` +
        `<x:row r="1"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>3</x:v></x:c><x:c t="s"><x:v>4</x:v></x:c><x:c t="s"><x:v>5</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>` +
        `<x:row r="3"><x:c><x:v>1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c><x:c s="1"><x:v>44000</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#DIV/0!</x:v></x:c></x:row>` +
        `<x:row><x:c r="A4" t="str"><x:f>"T-"&amp;2</x:f><x:v>T-2</x:v></x:c><x:c r="B4" t="inlineStr"><x:is><x:t>Das Fenster darf nicht &lt;5 °C&gt; beschlagen.</x:t></x:is></x:c><x:c r="C4" s="2"><x:v>2.50</x:v></x:c></x:row>` +
        `</x:sheetData></x:worksheet>`,
    });
    const result = await importDocument(bytes, { fileName: "anforderungen.xlsx" });
    expect(result.columns).toMatchObject({ idColumn: "Nr.", textColumn: "Anforderung", sure: true });
    expect(result.requirements).toEqual([
      {
        id: "1",
        text: "Die Tür muss nach 5 s & ohne Ruck schließen.",
        line: 3,
        attributes: { Stand: "2024-06-19", Geprüft: "true", Fehler: "#DIV/0!" },
      },
      { id: "T-2", text: "Das Fenster darf nicht <5 °C> beschlagen.", line: 4, attributes: { Stand: "2.5" } },
    ]);
  });

  it("refuses a workbook whose sheet is not well-formed XML, naming the format", async () => {
    const bytes = zipOfParts({
      "xl/workbook.xml": '<workbook><sheets><sheet name="A" r:id="rId1" xmlns:r="urn:r"/></sheets></workbook>',
      "xl/_rels/workbook.xml.rels": '<Relationships><Relationship Id="rId1" Type="urn:worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      "xl/worksheets/sheet1.xml": "<worksheet><sheetData><row><c><v>1</c></row></sheetData></worksheet>",
    });
    await expect(importDocument(bytes, { fileName: "broken.xlsx" })).rejects.toMatchObject({
      status: 400,
      code: "DOCUMENT_UNREADABLE",
      message: expect.stringMatching(/^could not read the file as XLSX: a part of the workbook is not well-formed XML/),
    });
  });

  it("gives the first texts while the sheet is still read, as the result has them, rows merged down and empty rows left out", async () => {
    const rows: (string | null)[][] = [["ID", "Requirement", "Area"]];
    for (let i = 1; i <= 26; i++)
      rows.push(i === 7 ? [null, null, null] : [`P-${i}`, i === 12 ? null : `The press shall hold step ${i} for ${i} s.`, "Press"]);
    // Row 12 (requirement P-11's text merged down over P-12's row) gives no text; row 8 is empty.
    const bytes = await xlsx(rows, ["B12:B13"]);
    const given: Array<[string[], number]> = [];
    const result = await importDocument(bytes, { fileName: "press.xlsx", early: { every: 10, take: (texts, first) => given.push([texts, first]) } });
    const texts = result.requirements.map((r) => r.text);
    expect(texts).toHaveLength(24);
    expect(given).toEqual([
      [texts.slice(0, 10), 1],
      [texts.slice(10, 20), 11],
    ]);
  });

  it("reads a text merged across columns once", async () => {
    const bytes = await xlsx(
      [
        ["ID", "Text", "", "Status"],
        ["M-1", "The mirror shall fold in when the car is locked.", null, "draft"],
      ],
      ["B2:C2"],
    );
    const result = await importDocument(bytes, { fileName: "mirror.xlsx" });
    expect(result.requirements).toEqual([
      { id: "M-1", text: "The mirror shall fold in when the car is locked.", attributes: { Status: "draft" }, line: 2 },
    ]);
  });
});
