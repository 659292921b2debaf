/**
 * Documents end to end in one app with its job running: upload, progress to done, the
 * requirements table (filters, sorting, paging, Content-Range), every export format read
 * back, the limits and refusals of an upload, and retention by the periodic worker.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { importDocument } from "../../../documents/index.js";
import type { DocumentUploadResponse } from "../../../schemas/generated/types.js";
import { useApp } from "../helper.js";
import { waitFor } from "../comparison/helpers.js";
import { csv, DOCUMENTS, reqif, rowsOf, tokenHeaders, upload, uploadRaw, waitUntilEnded } from "./helpers.js";

const ROWS = [
  ["PMP-1", "The pump controller shall stop the feed pump within 2 seconds when the tank level exceeds 95 percent."],
  ["PMP-2", "The system should maybe be fast and user friendly, etc."],
  ["PMP-3", "The pump controller shall stop the feed pump within 2 seconds when the tank level exceeds 95 percent."],
  ["PMP-4", "The operator console shall display the tank level in litres."],
  ["PMP-5", "The operator console shall not display the tank level in litres."],
  ["=PMP-6", "If the level sensor fails, the controller shall raise an alarm <script>alert(1)</script>."],
] as const;

type Item = {
  id: number;
  externalId: string;
  text: string;
  rating: number;
  classifications: Array<{ classificationKey: string }>;
  contradictions: Array<{ externalId: string }>;
  duplicates: Array<{ externalId: string }>;
};

describe("documents", () => {
  const app = useApp({ documents: { periodMs: 20, retentionSweepMs: 200 } });
  let doc: DocumentUploadResponse;
  let headers: Record<string, string>;

  const list = async (query: string) => {
    const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { items: res.json() as Item[], range: res.headers["content-range"] };
  };
  const exported = (id: string, format: string, h = headers) => app().inject({ url: `${DOCUMENTS}/${id}/export?format=${format}`, headers: h });

  beforeAll(async () => {
    doc = await upload(app(), { name: "Pump spec (v2).csv", bytes: csv(ROWS) });
    headers = tokenHeaders(doc);
  });

  it("runs the job to done, with progress and a summary", async () => {
    expect(doc.status).toBe("queued");
    expect(doc.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const done = await waitUntilEnded(app(), doc.documentId, headers);
    expect(done).toMatchObject({ status: "done", format: "csv", name: "Pump spec (v2).csv", language: "auto", compare: true, configId: null });
    expect(done.progress).toEqual({ done: 2 * ROWS.length, total: 2 * ROWS.length, phase: "end" });
    expect(done.summary?.requirements).toBe(ROWS.length);
    expect(Object.values(done.summary!.ratings).reduce((a, b) => a + b, 0)).toBe(ROWS.length);
    expect(done.summary?.duplicates).toBeGreaterThanOrEqual(1);
    expect(done.summary?.contradictions).toBeGreaterThanOrEqual(1);
    expect(done.finishedAt).not.toBeNull();
    expect(new Date(done.expiresAt!).getTime() - new Date(done.createdAt).getTime()).toBe(30 * 24 * 3600 * 1000);
  });

  it("lists the results in document order with the Content-Range total", async () => {
    const { items, range } = await list("range=[0,24]");
    expect(range).toBe(`requirements 0-${ROWS.length - 1}/${ROWS.length}`);
    expect(items.map((i) => i.externalId)).toEqual(ROWS.map((r) => r[0]));
    expect(items.map((i) => i.id)).toEqual(ROWS.map((_, i) => i + 1));
    expect(items.every((i) => i.rating >= 1 && i.rating <= 5)).toBe(true);
    // The duplicate pair and the contradicting pair, in both directions.
    expect(items[0].duplicates.map((d) => d.externalId)).toEqual(["PMP-3"]);
    expect(items[2].duplicates.map((d) => d.externalId)).toEqual(["PMP-1"]);
    expect(items[3].contradictions.map((d) => d.externalId)).toContain("PMP-5");
    expect(items[4].contradictions.map((d) => d.externalId)).toContain("PMP-4");
  });

  it("gives each requirement the analysis route's processed text, marks and escaping included", async () => {
    const rows = (await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?range=[0,99]`, headers })).json() as Array<
      Item & { processedText: string }
    >;
    const analysed = await app().inject({
      method: "POST",
      url: "/api/v2/requirements/analyse",
      payload: { content: rows.map((r) => ({ text: r.text })) },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const expected = (analysed.json().content as Array<{ processedText: string }>).map((c) => c.processedText);
    expect(rows.map((r) => r.processedText)).toEqual(expected);
    expect(expected.some((html) => html.includes("<mark class="))).toBe(true);
    expect(expected.some((html) => html.includes("&lt;script&gt;"))).toBe(true);
  });

  it("pages and sorts in the ra-data-simple-rest dialect", async () => {
    const all = (await list("range=[0,99]")).items;
    const byRating = (await list(`range=[0,99]&sort=${encodeURIComponent('["rating","DESC"]')}`)).items;
    const ratings = byRating.map((i) => i.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(byRating).toHaveLength(all.length);
    const page = await list(`range=[2,3]&sort=${encodeURIComponent('["externalId","DESC"]')}`);
    expect(page.range).toBe(`requirements 2-3/${ROWS.length}`);
    const ids = all
      .map((i) => i.externalId)
      .sort()
      .reverse();
    expect(page.items.map((i) => i.externalId)).toEqual(ids.slice(2, 4));
    // Ids and texts in natural order (numbers by value), ties and the requirements without a section in document order.
    const natural = await upload(
      app(),
      {
        name: "valves.csv",
        bytes: [
          "ID,Requirement,Section",
          "V-10,The valve shall close within 10 ms.,Valves",
          "V-2,The valve shall close within 2 ms.,",
          "v-1,The valve shall close within 1 ms.,Valves",
          "V-2a,The valve shall close within 3 ms.,",
        ].join("\n"),
      },
      { compare: "false" },
      headers,
    );
    await waitUntilEnded(app(), natural.documentId, headers);
    const sorted = async (sort: string) => {
      const res = await app().inject({ url: `${DOCUMENTS}/${natural.documentId}/requirements?sort=${encodeURIComponent(sort)}`, headers });
      return (res.json() as Item[]).map((i) => i.externalId);
    };
    expect(await sorted('["externalId","ASC"]')).toEqual(["v-1", "V-2", "V-2a", "V-10"]);
    expect(await sorted('["text","DESC"]')).toEqual(["V-10", "V-2a", "V-2", "v-1"]);
    expect(await sorted('["section","ASC"]')).toEqual(["V-10", "v-1", "V-2", "V-2a"]);
    expect(await sorted('["section","DESC"]')).toEqual(["v-1", "V-10", "V-2a", "V-2"]);
    const beyond = await list("range=[50,59]");
    expect(beyond.items).toEqual([]);
    expect(beyond.range).toBe(`requirements */${ROWS.length}`);
  });

  it("filters by text, rating, finding type, contradictions, duplicates and ids", async () => {
    const all = (await list("range=[0,99]")).items;
    const filter = async (f: object) => (await list(`range=[0,99]&filter=${encodeURIComponent(JSON.stringify(f))}`)).items.map((i) => i.externalId);

    expect(await filter({ q: "operator CONSOLE" })).toEqual(["PMP-4", "PMP-5"]);
    expect(await filter({ q: "100%_" })).toEqual([]);
    const low = Math.min(...all.map((i) => i.rating));
    expect(await filter({ ratingLte: low })).toEqual(all.filter((i) => i.rating <= low).map((i) => i.externalId));
    expect(await filter({ ratingGte: low + 1 })).toEqual(all.filter((i) => i.rating > low).map((i) => i.externalId));
    const type = all[1].classifications[0].classificationKey;
    expect(await filter({ findingType: type })).toEqual(
      all.filter((i) => i.classifications.some((c) => c.classificationKey === type)).map((i) => i.externalId),
    );
    expect(await filter({ findingType: type })).toContain("PMP-2");
    expect(await filter({ hasDuplicate: true })).toEqual(["PMP-1", "PMP-3"]);
    expect(await filter({ hasContradiction: true })).toEqual(all.filter((i) => i.contradictions.length > 0).map((i) => i.externalId));
    expect(await filter({ hasContradiction: false, hasDuplicate: false })).not.toContain("PMP-4");
    expect(await filter({ id: [2, 4] })).toEqual(["PMP-2", "PMP-4"]);
  });

  it("refuses malformed list parameters with 400 naming them", async () => {
    for (const [query, words] of [
      ["range=[5,2]", "range"],
      ["range=[0,5000]", "limit is 1000"],
      ["range=oops", "range"],
      [`sort=${encodeURIComponent('["secret","ASC"]')}`, "sort"],
      [`filter=${encodeURIComponent('{"ratingLte":9}')}`, "ratingLte"],
      [`filter=${encodeURIComponent('{"drop":1}')}`, "drop"],
      [`filter=${encodeURIComponent('{"findingType":"x\');--"}')}`, "findingType"],
      ["uiLanguage=fr", "uiLanguage"],
    ]) {
      const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(words);
    }
  });

  it("words finding messages and improvements in the uiLanguage, as the analysis route does", async () => {
    type Worded = Omit<Item, "classifications"> & {
      classifications: Array<{ classificationKey: string; findings: Array<{ message: string }> }>;
      improvements: Record<string, string>;
    };
    const url = `${DOCUMENTS}/${doc.documentId}/requirements?range=[0,99]`;
    const english = (await app().inject({ url, headers })).json() as Worded[];
    const res = await app().inject({ url: `${url}&uiLanguage=de`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const german = res.json() as Worded[];
    const weak = english.findIndex((item) => item.classifications.some((c) => c.findings.length > 0));
    expect(weak).toBeGreaterThanOrEqual(0);
    const analysed = await app().inject({
      method: "POST",
      url: "/api/v2/requirements/analyse",
      payload: { config: { language: "en", uiLanguage: "de" }, content: [{ text: english[weak].text }] },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const expected = analysed.json().content[0];
    const messages = (item: Worded) => item.classifications.flatMap((c) => c.findings.map((f) => f.message));
    expect(messages(german[weak])).toEqual(messages(expected));
    expect(messages(german[weak])).not.toEqual(messages(english[weak]));
    expect(german[weak].improvements).toEqual(expected.improvements);
    // Only the wording changes: the same requirements, ratings and findings.
    expect(german.map((i) => [i.externalId, i.rating, i.classifications.map((c) => c.classificationKey)])).toEqual(
      english.map((i) => [i.externalId, i.rating, i.classifications.map((c) => c.classificationKey)]),
    );
    const sameLanguage = (await app().inject({ url: `${url}&uiLanguage=en`, headers })).json() as Worded[];
    expect(sameLanguage).toEqual(english);
  });

  it("exports CSV with the original ids and texts and neutralised formulas", async () => {
    const res = await exported(doc.documentId, "csv");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Pump spec (v2).reqlens.csv"; filename*=UTF-8''${encodeURIComponent("Pump spec (v2).reqlens.csv")}`,
    );
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(ROWS.length + 1);
    const texts = parsed
      .slice(1)
      .map((row) => row.find((cell) => cell.includes("tank level") || cell.includes("user friendly") || cell.includes("sensor")));
    expect(texts.filter(Boolean)).toHaveLength(ROWS.length);
    // The id "=PMP-6" must not reach a spreadsheet as a formula.
    expect(parsed.flat().some((cell) => cell.startsWith("="))).toBe(false);
    expect(parsed.flat().some((cell) => cell.includes("PMP-6"))).toBe(true);
  });

  it("exports XLSX that reads back", async () => {
    const res = await exported(doc.documentId, "xlsx");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toContain('filename="Pump spec (v2).reqlens.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => values.push(String(cell.value))));
    for (const [, text] of ROWS) expect(values).toContain(text);
  });

  it("exports an HTML report that escapes requirement text", async () => {
    const res = await exported(doc.documentId, "html");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    // The requirement's text is there, escaped (findings may mark parts of it); the report has no script element at all.
    expect(res.body).toContain("&lt;script&gt;");
    expect(res.body).toContain("&lt;/script&gt;");
    expect(res.body).not.toMatch(/<script/i);
  });

  it("exports JSON with the status and every requirement", async () => {
    const res = await exported(doc.documentId, "json");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; summary: unknown; requirements: Item[] };
    expect(body.status).toBe("done");
    expect(body.requirements.map((r) => r.externalId)).toEqual(ROWS.map((r) => r[0]));
  });

  it("exports a ReqIF upload as ReqIF that still parses and carries Reqlens.Rating", async () => {
    const upload1 = await upload(
      app(),
      {
        name: "brakes.reqif",
        bytes: reqif([
          ["BRK-1", "The brake unit shall engage within 150 ms."],
          ["BRK-2", "The brake unit should be quite robust."],
        ]),
      },
      {},
      headers,
    );
    expect(upload1.token).toBe(doc.token);
    const done = await waitUntilEnded(app(), upload1.documentId, headers);
    expect(done.format).toBe("reqif");
    const res = await exported(upload1.documentId, "reqif");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("Reqlens.Rating");
    const again = await importDocument(res.rawPayload, { fileName: "brakes.reqif" });
    expect(again.requirements.map((r) => r.id)).toEqual(["BRK-1", "BRK-2"]);
    // A CSV document has no ReqIF to give back.
    const refused = await exported(doc.documentId, "reqif");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("ReqIF");
  });

  it("refuses files above 20 MB and documents above 20,000 requirements with 413", async () => {
    const big = await uploadRaw(app(), { name: "big.txt", bytes: new Uint8Array(20 * 1024 * 1024 + 1).fill(0x61) });
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json()).toMatchObject({ httpStatus: 413, errorCode: "PAYLOAD_TOO_LARGE" });
    expect(big.json().message).toContain("20 MB");
    const lines = Array.from({ length: 20_001 }, (_, i) => `- The logger ${i} shall record event ${i}.`).join("\n");
    const many = await uploadRaw(app(), { name: "many.md", bytes: lines });
    expect(many.statusCode, many.body).toBe(413);
    expect(many.json().message).toContain("20,001");
  });

  it("refuses a corrupt file, unsure columns and bad fields with 400", async () => {
    const corrupt = await uploadRaw(app(), { name: "broken.xlsx", bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]) });
    expect(corrupt.statusCode, corrupt.body).toBe(400);
    expect(corrupt.json().message).toMatch(/xlsx/i);

    const binary = await uploadRaw(app(), { name: "a", bytes: "\b\u0000" });
    expect(binary.statusCode, binary.body).toBe(400);
    expect(binary.json().message).toContain("U+0000");

    const unsure = await uploadRaw(app(), { name: "table.csv", bytes: "Alpha,Beta\nA1,The valve shall close within 3 seconds.\n" });
    expect(unsure.statusCode, unsure.body).toBe(400);
    expect(unsure.json()).toMatchObject({ httpStatus: 400, errorCode: "COLUMNS_UNSURE", columns: ["Alpha", "Beta"] });
    const named = await upload(
      app(),
      { name: "table.csv", bytes: "Alpha,Beta\nA1,The valve shall close within 3 seconds.\n" },
      { idColumn: "Alpha", textColumn: "Beta" },
    );
    expect(named.status).toBe("queued");

    for (const [fields, words] of [
      [{ language: "fr" }, "language"],
      [{ compare: "yes" }, "compare"],
      [{ configId: "no-such-configuration" }, "no-such-configuration"],
      [{ colour: "red" }, "colour"],
    ] as const) {
      const res = await uploadRaw(app(), { name: "ok.csv", bytes: csv(ROWS) }, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toContain(words);
    }
    const json = await app().inject({ method: "POST", url: DOCUMENTS, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
  });

  it("deletes documents past the retention period from the periodic worker", async () => {
    const old = await upload(app(), { name: "old.csv", bytes: csv(ROWS) }, {}, headers);
    await waitUntilEnded(app(), old.documentId, headers);
    const stored = await rowsOf(app(), old.documentId);
    for (const count of Object.values(stored)) expect(count).toBeGreaterThan(0);
    await app().db.query("UPDATE document SET created_at = now() - interval '31 days' WHERE id = $1", [old.documentId]);
    await waitFor(
      async () => (await app().inject({ url: `${DOCUMENTS}/${old.documentId}`, headers })).statusCode === 404,
      "the expired document to go",
    );
    // Every row of it goes with it (migration 018's trigger).
    expect(await rowsOf(app(), old.documentId)).toEqual({ requirements: 0, results: 0, pairs: 0 });
    // A document within the period stays.
    expect((await app().inject({ url: `${DOCUMENTS}/${doc.documentId}`, headers })).statusCode).toBe(200);
  });
});
