/**
 * The chunks an upload's importer gives while it still reads a large table (analyseEarly)
 * are analysed once: the job takes such a chunk when the importer's result has the same
 * texts at its positions, and analyses the chunk again when they differ.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentServiceOf } from "../../../server/documents/plugin.js";
import type { DocumentService, DocumentServiceOptions } from "../../../server/documents/service.js";
import { xlsx } from "../../documents/build.js";
import { useApp } from "../helper.js";
import { DOCUMENTS, tokenHeaders, upload, waitUntilEnded } from "./helpers.js";

describe("chunks analysed while an upload is still read", () => {
  const app = useApp({ comparison: { workers: true }, documents: { chunk: 2, periodMs: 60_000 } });
  const jobs = (): DocumentService => documentServiceOf(app().db)!;
  const analyser = () => vi.spyOn((jobs() as unknown as { options: DocumentServiceOptions }).options, "analyseChunk");
  const started: string[] = [];
  afterEach(() => {
    for (const id of started.splice(0)) jobs().forget(id);
    vi.restoreAllMocks();
  });

  async function configuration() {
    const stored = await app().configurations.get(null);
    if (!stored) throw new Error("no default configuration");
    return stored;
  }

  it("takes an early chunk whose texts the result has, and analyses only the chunks after it", async () => {
    const spy = analyser();
    const id = randomUUID();
    started.push(id);
    const texts = ["The pump shall start within 2 s.", "Die Pumpe muss anlaufen.", "The valve shall close.", "Das Ventil muss schließen."];
    jobs().analyseEarly(id, 1, texts.slice(0, 2), await configuration(), undefined);
    jobs().analyseEarly(id, 1, texts.slice(0, 2), await configuration(), undefined);
    expect(spy).toHaveBeenCalledTimes(1);
    jobs().analyseAhead(id, texts, await configuration(), undefined);
    expect(spy.mock.calls.map(([given, at]) => [given, at.first])).toEqual([
      [texts.slice(0, 2), 1],
      [texts.slice(2, 4), 3],
    ]);
    await Promise.all(spy.mock.results.map((result) => result.value));
  });

  it("leaves early chunks after those the upload analyses ahead to the job", async () => {
    const spy = analyser();
    const id = randomUUID();
    started.push(id);
    // Two requirements per chunk here, and the upload analyses six chunks ahead: positions 1 to 12.
    jobs().analyseEarly(id, 11, ["The fan shall run.", "The fan shall stop."], await configuration(), undefined);
    jobs().analyseEarly(id, 13, ["The fan shall run.", "The fan shall stop."], await configuration(), undefined);
    expect(spy.mock.calls.map(([, at]) => at.first)).toEqual([11]);
    await Promise.all(spy.mock.results.map((result) => result.value));
  });

  it("analyses a chunk again when the result's texts there differ from the early ones", async () => {
    const spy = analyser();
    const id = randomUUID();
    started.push(id);
    jobs().analyseEarly(id, 1, ["The fan shall run.", "A row the result drops."], await configuration(), undefined);
    jobs().analyseAhead(id, ["The fan shall run.", "The fan shall stop."], await configuration(), undefined);
    expect(spy.mock.calls.map(([given, at]) => [given, at.first])).toEqual([
      [["The fan shall run.", "A row the result drops."], 1],
      [["The fan shall run.", "The fan shall stop."], 1],
    ]);
    await Promise.all(spy.mock.results.map((result) => result.value));
  });

  it("analyses each chunk of an uploaded workbook once, the early ones included, and stores every result", async () => {
    const spy = analyser();
    const texts = Array.from({ length: 7 }, (_, i) => `The conveyor shall stop within ${i + 1} s when the guard ${i % 2 ? "is opened" : "opens"}.`);
    const bytes = await xlsx([["ID", "Requirement"], ...texts.map((text, i) => [`C-${i + 1}`, text])]);
    const doc = await upload(app(), { name: "conveyor.xlsx", bytes }, { compare: "false" });
    started.push(doc.documentId);
    jobs().wake();
    const status = await waitUntilEnded(app(), doc.documentId, tokenHeaders(doc));
    expect(status).toMatchObject({ status: "done", progress: { done: 7, total: 7 } });
    // Four chunks of at most two, each analysed once, whether the importer gave it early or not.
    expect(spy.mock.calls.map(([given, at]) => [at.first, given.length]).sort((a, b) => a[0] - b[0])).toEqual([
      [1, 2],
      [3, 2],
      [5, 2],
      [7, 1],
    ]);
    const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?range=[0,9]`, headers: tokenHeaders(doc) });
    expect((res.json() as Array<{ text: string; rating: number | null }>).map((r) => [r.text, r.rating !== null])).toEqual(
      texts.map((text) => [text, true]),
    );
  });

  it("stores the sections of a workbook's merged-down cells, which the rows read early did not have yet", async () => {
    const texts = Array.from({ length: 7 }, (_, i) => `The mixer shall hold speed ${i + 1} for ${i + 2} s.`);
    // The chapter cell of the first three requirements is merged down: the merge comes at the sheet's end.
    const rows = [["ID", "Requirement", "Chapter"], ...texts.map((text, i) => [`M-${i + 1}`, text, i === 0 ? "Mixing" : i < 3 ? null : "Cleaning"])];
    const doc = await upload(app(), { name: "mixer.xlsx", bytes: await xlsx(rows, ["C2:C4"]) }, { compare: "false" });
    started.push(doc.documentId);
    jobs().wake();
    expect(await waitUntilEnded(app(), doc.documentId, tokenHeaders(doc))).toMatchObject({ status: "done" });
    const res = await app().inject({ url: `${DOCUMENTS}/${doc.documentId}/requirements?range=[0,9]`, headers: tokenHeaders(doc) });
    expect(
      (res.json() as Array<{ externalId: string; section: string | null; rating: number | null }>).map((r) => [
        r.externalId,
        r.section,
        r.rating !== null,
      ]),
    ).toEqual(texts.map((_, i) => [`M-${i + 1}`, i < 3 ? "Mixing" : "Cleaning", true]));
  });
});
