import ExcelJS from "exceljs";
import Papa from "papaparse";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { analyse } from "../../engine/index.js";
import {
  applyGate,
  exportCsv,
  exportHtml,
  exportJson,
  exportReqif,
  exportXlsx,
  importDocument,
  summarise,
  type AnalysedRow,
  type ImportedRequirement,
} from "../../documents/index.js";
import { parseXml } from "../../documents/xml.js";
import { fixture, reqifz } from "./build.js";

/** Rows as the CLI and the server make them: each imported requirement analysed by the engine. */
function analysed(requirements: ImportedRequirement[]): AnalysedRow[] {
  return requirements.map((r) => {
    const a = analyse(r.text);
    return { id: r.id, text: r.text, section: r.section, line: r.line, rating: a.rating, earsPattern: a.earsPattern, classifications: a.classifications, improvements: a.improvements };
  });
}

const HOSTILE: AnalysedRow[] = [
  { id: "=HYPERLINK(\"http://x\")", text: "+cmd|' /C calc'!A0", section: "@SUM(1)", rating: 2, earsPattern: "none", classifications: [] },
  { id: "-1", text: "\tThe valve shall close.", rating: 5, earsPattern: "ubiquitous", classifications: [] },
  { id: "S-3", text: "\rThe pump shall <b>run</b> & stop.", rating: 3, earsPattern: "ubiquitous", classifications: [{ classificationKey: "WEAK_WORD", findings: [{ start: 1, end: 4, text: "The", message: "=1+1" }] }] },
];

describe("summary", () => {
  it("counts ratings, findings per type and comparison pairs once, and averages the ratings of analysed requirements", () => {
    const rows: AnalysedRow[] = [
      { id: "a", text: "x", rating: 5, earsPattern: "none", classifications: [], duplicates: [{ id: "b", score: 0.95 }] },
      { id: "b", text: "x", rating: 2, earsPattern: "none", classifications: [{ classificationKey: "WEAK_WORD", findings: [{ start: 0, end: 1 }, { start: 2, end: 3 }] }], duplicates: [{ id: "a", score: 0.95 }], contradictions: [{ id: "c", reason: "r" }] },
      { id: "c", text: "x", rating: 0, earsPattern: "none", classifications: [], contradictions: [{ id: "b", reason: "r" }] },
    ];
    expect(summarise(rows)).toEqual({ requirements: 3, averageRating: 3.5, ratings: { "0": 1, "1": 0, "2": 1, "3": 0, "4": 0, "5": 1 }, findings: { WEAK_WORD: 2 }, contradictions: 1, duplicates: 1 });
    expect(summarise([])).toMatchObject({ requirements: 0, averageRating: 0 });
  });
});

describe("CSV and XLSX exports", () => {
  it("CSV: every text cell that a spreadsheet would run as a formula starts with an apostrophe; the rest reads back unchanged", () => {
    const csv = exportCsv(HOSTILE);
    const parsed = Papa.parse<string[]>(csv.trim(), { header: false }).data;
    expect(parsed[0]).toEqual(["id", "section", "text", "rating", "earsPattern", "findingTypes", "messages", "contradictions", "duplicates"]);
    expect(parsed[1].slice(0, 4)).toEqual(["'=HYPERLINK(\"http://x\")", "'@SUM(1)", "'+cmd|' /C calc'!A0", "2"]);
    expect(parsed[2].slice(0, 3)).toEqual(["'-1", "", "'\tThe valve shall close."]);
    expect(parsed[3][2]).toBe("'\rThe pump shall <b>run</b> & stop.");
    expect(parsed[3][5]).toBe("WEAK_WORD");
    expect(parsed[3][6]).toBe("'=1+1");
    for (const row of parsed.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("XLSX: the same cells, no cell is a formula, and the rating is a number", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportXlsx(HOSTILE)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "id", "section", "text", "rating", "earsPattern", "findingTypes", "messages", "contradictions", "duplicates"]);
    expect(sheet.getCell("A2").value).toBe("'=HYPERLINK(\"http://x\")");
    expect(sheet.getCell("C2").value).toBe("'+cmd|' /C calc'!A0");
    expect(sheet.getCell("D2").value).toBe(2);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe("ReqIF export", () => {
  it("adds Reqlens.Rating and Reqlens.Findings to each analysed object, keeps the rest, and the result imports again the same", async () => {
    const original = fixture("reqif", "doors.reqif");
    const imported = await importDocument(original, { fileName: "doors.reqif" });
    const rows = analysed(imported.requirements);
    const exported = exportReqif(original, "reqif", rows);
    const again = await importDocument(exported, { fileName: "doors.reqif" });

    expect(again.requirements.map((r) => [r.id, r.text, r.section])).toEqual(imported.requirements.map((r) => [r.id, r.text, r.section]));
    for (const [i, r] of again.requirements.entries()) {
      expect(r.attributes?.["Reqlens.Rating"]).toBe(String(rows[i].rating));
      const types = rows[i].classifications.map((c) => c.classificationKey);
      for (const type of types) expect(r.attributes?.["Reqlens.Findings"]).toContain(`${type}: `);
    }
    const xml = new TextDecoder().decode(exported);
    expect(xml).toContain('<ATTRIBUTE-DEFINITION-INTEGER IDENTIFIER="reqlens-rating-_sot-object"');
    expect(xml).toContain('<DATATYPE-DEFINITION-INTEGER IDENTIFIER="reqlens-datatype-rating"');
    expect(xml).toContain('<doors:DOORS-MODULE-INFO doors:moduleName="Braking Control"/>');
    expect(xml).toContain("light the warning lamp &amp; record the fault.");
    // The heading object got no values of its own.
    const headingObject = xml.slice(xml.indexOf('IDENTIFIER="_so-1"'), xml.indexOf('IDENTIFIER="_so-2"'));
    expect(headingObject).not.toContain("reqlens-rating");
  });

  it("writes the namespace prefix the file uses, and exporting an export again replaces the values instead of adding them twice", async () => {
    const original = fixture("reqif", "polarion.reqif");
    const rows = analysed((await importDocument(original, { fileName: "p.reqif" })).requirements);
    const once = exportReqif(original, "reqif", rows);
    const twice = exportReqif(once, "reqif", rows.map((r) => ({ ...r, rating: 1 })));
    const xml = new TextDecoder().decode(twice);
    expect(xml).toContain("<reqif:ATTRIBUTE-DEFINITION-INTEGER");
    expect(xml).not.toMatch(/<ATTRIBUTE-/);
    expect(xml.match(/<reqif:ATTRIBUTE-DEFINITION-INTEGER /g)).toHaveLength(1);
    expect(xml.match(/<reqif:DATATYPE-DEFINITION-INTEGER /g)).toHaveLength(1);
    const again = await importDocument(twice, { fileName: "p.reqif" });
    expect(again.requirements.map((r) => r.attributes?.["Reqlens.Rating"])).toEqual(["1", "1"]);
    expect(() => parseXml(xml, "reqif")).not.toThrow();
  });

  it("rewrites every .reqif in a .reqifz and keeps the other entries", async () => {
    const original = reqifz({ "spec.reqif": fixture("reqif", "capella.reqif"), "files/readme.txt": new TextEncoder().encode("attachment") });
    const rows = analysed((await importDocument(original, { fileName: "c.reqifz" })).requirements);
    const exported = exportReqif(original, "reqifz", rows);
    const entries = unzipSync(exported);
    expect(new TextDecoder().decode(entries["files/readme.txt"])).toBe("attachment");
    const again = await importDocument(exported, { fileName: "c.reqifz" });
    expect(again.requirements.map((r) => r.attributes?.["Reqlens.Rating"])).toEqual(rows.map((r) => String(r.rating)));
  });
});

describe("HTML report", () => {
  it("escapes every text from the document, marks findings, lists the worst first and draws inline SVG charts", () => {
    const html = exportHtml({ name: "<script>alert(1)</script>.csv", summary: summarise(HOSTILE), rows: HOSTILE });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>run</b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;.csv");
    expect(html).toContain("shall &lt;b&gt;run&lt;/b&gt; &amp; stop.");
    expect(html).toContain('<mark title="WEAK_WORD">The</mark>');
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/);
    const order = ["HYPERLINK", "S-3", "-1"].map((id) => html.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("speaks German when asked", () => {
    const html = exportHtml({ name: "lastenheft.xlsx", summary: summarise(HOSTILE), rows: HOSTILE, language: "de" });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Anforderungen, die schlechtesten zuerst");
  });
});

describe("gate and JSON", () => {
  it("fails requirements below the minimum rating or with a named finding type, and files below the minimum average", () => {
    const report = applyGate("x.csv", "csv", HOSTILE, { minRating: 3, failOn: ["weak_word"], minAverage: 4 });
    expect(report.rowFailures).toEqual([["rating 2 is below the minimum 3"], [], ["has a WEAK_WORD finding"]]);
    expect(report.fileFailures).toEqual(["average rating 3.33 is below the minimum 4"]);
    const json = exportJson([report]) as { passed: boolean; files: { passed: boolean; requirements: { passed: boolean }[] }[] };
    expect(json.passed).toBe(false);
    expect(json.files[0].requirements.map((r) => r.passed)).toEqual([false, true, false]);
    expect(exportJson([applyGate("x.csv", "csv", HOSTILE, {})])).toMatchObject({ passed: true });
  });
});
