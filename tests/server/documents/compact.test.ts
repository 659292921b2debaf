/**
 * The compact form of stored results (server/documents/compact.ts, migrations 016 and 019):
 * what the job stores is the compact form with each part's strings once, and every read gives
 * exactly what the full form gave (the analysis results as jsonb reads them back, key order
 * included), for results stored either way; a result the compact form cannot carry is stored in full.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compactResult, expandResult, storedPart, StringTable, type StoredResult } from "../../../server/documents/compact.js";
import { allRequirements, insertDocument, storeAnalyses, type RequirementItem } from "../../../server/documents/repository.js";
import { emptyTally } from "../../../documents/index.js";
import type { AnalysisItem } from "../../../schemas/generated/types.js";
import { ANALYSE, post, useApp } from "../helper.js";
import { csv, DOCUMENTS, tokenHeaders, upload, waitUntilEnded } from "./helpers.js";

const ROWS = [
  ["PMP-1", "The valve should maybe close quickly etc."],
  ["PMP-2", "The display shall be user-friendly and show the level (in percent)."],
  ["PMP-3", "The valve should maybe open quickly etc."],
  ["PMP-4", "Die Pumpe soll eventuell schnell anlaufen usw."],
  ["PMP-5", "The pump controller shall stop the pump within 2 seconds when the pressure exceeds 8 bar."],
  ["PMP-6", "The display shall be user-friendly."],
] as const;

describe("compact results", () => {
  const app = useApp({ documents: { chunk: 4 } });

  /** The analysis of the rows through POST /requirements/analyse. */
  async function analysed(): Promise<AnalysisItem[]> {
    const res = await post(app(), ANALYSE, { content: ROWS.map(([externalId, text]) => ({ externalId, text })) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().content as AnalysisItem[];
  }

  /** The classifications and improvements as jsonb gives them back: what reads of the full form answered. */
  async function asJsonb(item: Pick<AnalysisItem, "classifications" | "improvements">) {
    const [row] = await app().db.query<{ c: unknown; m: unknown }>("SELECT $1::jsonb AS c, $2::jsonb AS m", [
      JSON.stringify(item.classifications),
      JSON.stringify(item.improvements),
    ]);
    return JSON.stringify([row.c, row.m]);
  }

  /** A document's stored parts, parsed. */
  async function storedParts(id: string): Promise<Array<{ first: number; results: StoredResult[]; strings: string[] }>> {
    const parts = await app().db.query<{ first: number; results: string; strings: string }>(
      "SELECT first, results, strings FROM document_part WHERE document_id = $1 ORDER BY first",
      [id],
    );
    return parts.map((p) => ({
      first: Number(p.first),
      results: JSON.parse(p.results) as StoredResult[],
      strings: JSON.parse(p.strings) as string[],
    }));
  }

  async function requirements(id: string, headers: Record<string, string>): Promise<RequirementItem[]> {
    const res = await app().inject({ url: `${DOCUMENTS}/${id}/requirements?range=[0,99]`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RequirementItem[];
  }

  it("stores each chunk's strings once and reads back exactly what the full form gave", async () => {
    const answer = await upload(app(), { name: "pumps.csv", bytes: csv(ROWS) }, { compare: "false" });
    const headers = tokenHeaders(answer);
    expect((await waitUntilEnded(app(), answer.documentId, headers)).status).toBe("done");

    const parts = await storedParts(answer.documentId);
    // One part per chunk here (the test's engine has one thread), each result in the compact form.
    expect(parts.map((p) => [p.first, p.results.map((r) => [r[4] !== null, r[5]])])).toEqual([
      [1, ROWS.slice(0, 4).map(() => [true, null])],
      [5, ROWS.slice(4).map(() => [true, null])],
    ]);
    // PMP-1 and PMP-3 have the same findings' messages and advice: the first part holds them once.
    for (const part of parts) expect(new Set(part.strings).size).toBe(part.strings.length);

    const expected = await analysed();
    const items = await requirements(answer.documentId, headers);
    expect(items.map((i) => i.externalId)).toEqual(ROWS.map(([id]) => id));
    for (const [k, item] of items.entries()) {
      expect(JSON.stringify([item.classifications, item.improvements])).toBe(await asJsonb(expected[k]));
      expect(item.processedText).toBe(expected[k].processedText);
      expect(item.rating).toBe(expected[k].rating);
    }
    expect(items.some((i) => i.classifications.some((c) => c.findings.some((f) => f.replacement !== undefined)))).toBe(true);
  });

  it("reads results stored in the full form (before the compact one) the same", async () => {
    const answer = await upload(app(), { name: "pumps.csv", bytes: csv(ROWS) }, { compare: "false" });
    const headers = tokenHeaders(answer);
    await waitUntilEnded(app(), answer.documentId, headers);
    const before = await allRequirements(app().db, answer.documentId);
    // Results as migration 019 moved those stored before migration 016: the full form (as jsonb gives it), no strings.
    for (const part of await storedParts(answer.documentId)) {
      const results = await Promise.all(
        part.results.map(async (result, k): Promise<StoredResult> => {
          const item = before[part.first + k - 1];
          const [classifications, improvements] = JSON.parse(await asJsonb(item)) as [StoredResult[5], StoredResult[6]];
          return [...(result.slice(0, 4) as [StoredResult[0], number, StoredResult[2], string[]]), null, classifications, improvements];
        }),
      );
      await app().db.query("UPDATE document_part SET results = $3, strings = '[]' WHERE document_id = $1 AND first = $2", [
        answer.documentId,
        part.first,
        JSON.stringify(results),
      ]);
    }
    expect((await storedParts(answer.documentId)).flatMap((p) => p.results.map((r) => r[4]))).toEqual(ROWS.map(() => null));
    expect(JSON.stringify(await allRequirements(app().db, answer.documentId))).toBe(JSON.stringify(before));
  });

  it("stores a result in full when the compact form cannot carry it exactly", async () => {
    const [item, next] = await analysed();
    const odd: AnalysisItem = {
      ...item,
      // A finding whose text is not the part between its offsets, and one with a field of its own.
      classifications: [
        { classificationKey: "WEAK_WORD", findings: [{ start: 0, end: 3, text: "Thé", message: "odd" }] },
        { classificationKey: "EXAMPLE", findings: [{ start: 4, end: 9, text: "valve", message: "m", extra: 1 } as never] },
      ],
    };
    const table = new StringTable();
    expect(compactResult(ROWS[0][1], odd, table)).toBeNull();
    expect(compactResult(ROWS[0][1], { classifications: [odd.classifications[1]], improvements: {} }, table)).toBeNull();
    const plain = compactResult(ROWS[0][1], item, table)!;
    const [classifications, improvements] = JSON.parse(await asJsonb(item)) as unknown[];
    expect(JSON.stringify(expandResult(ROWS[0][1], plain, table.strings))).toBe(JSON.stringify({ classifications, improvements }));

    const id = randomUUID();
    const db = app().db;
    await db.transaction(async (tx) => {
      await insertDocument(tx, {
        id,
        owner: { kind: "token", id: "compact-test" },
        name: "odd.csv",
        format: "csv",
        file: new TextEncoder().encode(csv(ROWS.slice(0, 2))),
        options: { configId: null, language: "auto", compare: false, import: {} },
        requirements: ROWS.slice(0, 2).map(([rid, text]) => ({ id: rid, text })),
      });
      const { part } = storedPart(
        { first: 1 },
        ROWS.slice(0, 2).map(([, text]) => text),
        [odd, next],
      );
      await storeAnalyses(tx, id, [part], emptyTally());
    });
    expect((await storedParts(id)).flatMap((p) => p.results.map((r) => r[5] !== null))).toEqual([true, false]);
    const [first, second] = await allRequirements(db, id);
    expect(JSON.stringify([first.classifications, first.improvements])).toBe(await asJsonb(odd));
    expect(JSON.stringify([second.classifications, second.improvements])).toBe(await asJsonb(next));
    await db.query("DELETE FROM document WHERE id = $1", [id]);
  });
});
