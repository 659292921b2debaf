/**
 * GET /documents/{id}/requirements?uiLanguage=…: the findings' messages and the improvement
 * texts of an English document in a German interface are German; ratings and findings
 * stay as analysed, and an unknown language is a 400 naming the parameter.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentUploadResponse } from "../../../schemas/generated/types.js";
import { useApp } from "../helper.js";
import { csv, DOCUMENTS, tokenHeaders, upload, waitUntilEnded } from "./helpers.js";

const ROWS = [
  ["FP-1", "The feed pump should start quickly after the valve opens."],
  ["FP-2", "The feed pump shall stop within 3 seconds."],
] as const;

type Item = {
  externalId: string;
  rating: number;
  improvements: Record<string, string>;
  classifications: Array<{ classificationKey: string; findings: Array<{ start: number; end: number; message: string }> }>;
};

describe("a document's requirements in the interface language", () => {
  const app = useApp({ documents: { periodMs: 20 } });
  let doc: DocumentUploadResponse;
  let headers: Record<string, string>;

  const list = async (query = "") => {
    const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?range=[0,9]${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Item[];
  };
  const messages = (item: Item) => item.classifications.flatMap((c) => c.findings.map((f) => f.message));

  beforeAll(async () => {
    doc = await upload(app(), { name: "pump.csv", bytes: csv(ROWS) });
    headers = tokenHeaders(doc);
    expect((await waitUntilEnded(app(), doc.documentId, headers)).status).toBe("done");
  });

  it("words an English document's findings in German for a German reader", async () => {
    const [english] = await list();
    const [german] = await list("&uiLanguage=de");
    expect(messages(english).length).toBeGreaterThan(0);
    expect(messages(english).join(" ")).toContain("should");
    // The same findings at the same places, with the same rating; only the words differ.
    expect(german.rating).toBe(english.rating);
    expect(german.classifications.map((c) => [c.classificationKey, c.findings.map((f) => [f.start, f.end])])).toEqual(
      english.classifications.map((c) => [c.classificationKey, c.findings.map((f) => [f.start, f.end])]),
    );
    const modal = german.classifications.find((c) => c.classificationKey === "MODAL_VERB");
    expect(modal?.findings[0].message).toMatch(/verbindlich/);
    expect(Object.keys(german.improvements)).toEqual(Object.keys(english.improvements));
    expect(Object.values(german.improvements)).not.toEqual(Object.values(english.improvements));
  });

  it("keeps the requirement's own language when the reader's is the same", async () => {
    expect(await list("&uiLanguage=en")).toEqual(await list());
  });

  it("refuses an unknown interface language with a 400 naming the parameter", async () => {
    const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?uiLanguage=fr`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ httpStatus: 400 });
    expect(res.json().message).toMatch(/uiLanguage/);
  });
});
