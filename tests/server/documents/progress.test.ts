/**
 * The document job step by step (the app's own job is off, two requirements per chunk):
 * the summary so far that the status gives while the job runs, and what ends a document
 * as failed: a step that keeps failing (here a database constraint that refuses one
 * requirement's results) after REQLENS_DOCUMENT_MAX_ATTEMPTS attempts, and a configuration
 * deleted under the job. The results stored before either failure stay.
 */
import { describe, expect, it } from "vitest";
import { summarise, type AnalysedRow } from "../../../documents/index.js";
import { documentServiceOf } from "../../../server/documents/plugin.js";
import { analysedRow, type RequirementItem } from "../../../server/documents/repository.js";
import type { DocumentStatus } from "../../../schemas/generated/types.js";
import { useApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { csv, documentStatus, DOCUMENTS, tokenHeaders, upload } from "./helpers.js";

const ROWS = [
  ["TNK-1", "The level controller shall close the inlet valve within 2 seconds when the tank level exceeds 90 percent."],
  ["TNK-2", "The tank display should maybe be nice and clear etc."],
  ["TNK-3", "The level controller shall close the inlet valve within 2 seconds when the tank level exceeds 90 percent."],
  ["TNK-4", "The drain pump shall start when the tank level exceeds 80 percent."],
  ["TNK-5", "The drain pump shall not start when the tank level exceeds 80 percent."],
] as const;
const FILE = { name: "tank.csv", bytes: csv(ROWS) };
const MAX_ATTEMPTS = 2;

describe("document job progress and failures", () => {
  const app = useApp({ comparison: { workers: false }, documents: { chunk: 2 }, documentMaxAttempts: MAX_ATTEMPTS });
  const jobs = () => documentServiceOf(app().db)!;

  /** The analysed requirements of a document as the requirements route gives them, in the shape summarise() reads. */
  async function analysedRows(id: string, headers: Record<string, string>): Promise<AnalysedRow[]> {
    const res = await app().inject({ url: `${DOCUMENTS}/${id}/requirements?range=[0,99]`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as RequirementItem[]).map(analysedRow).filter((row): row is AnalysedRow => row !== null);
  }

  /** Steps the job until the document's status changes (another document may be worked on first); returns the new status. */
  async function stepUntilChanged(id: string, headers: Record<string, string>, before: DocumentStatus): Promise<DocumentStatus> {
    for (let i = 0; i < 20; i++) {
      await jobs().step();
      const now = await documentStatus(app(), id, headers);
      if (JSON.stringify(now) !== JSON.stringify(before)) return now;
    }
    throw new Error(`document ${id} did not change`);
  }

  it("gives the summary so far while the job runs, and the same counts as the rows at every step", async () => {
    const doc = await upload(app(), FILE);
    const headers = tokenHeaders(doc);
    let status = await documentStatus(app(), doc.documentId, headers);
    expect(status.summary).toMatchObject({ requirements: 0, ratings: { "0": 0, "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 }, findings: {} });
    const seen: number[] = [];
    while (status.status === "queued" || status.status === "running") {
      status = await stepUntilChanged(doc.documentId, headers, status);
      const rows = await analysedRows(doc.documentId, headers);
      // The summary so far is the summary of the rows stored so far, pairs included.
      expect(status.summary).toEqual(summarise(rows));
      seen.push(status.summary!.requirements);
    }
    expect(status.status).toBe("done");
    // Two requirements per chunk: the counts grew 2, 4, 5 during the analysis, then the comparison found the pairs.
    expect(seen.slice(0, 3)).toEqual([2, 4, ROWS.length]);
    expect(status.summary!.duplicates).toBeGreaterThanOrEqual(1);
    expect(status.summary!.contradictions).toBeGreaterThanOrEqual(1);
    expect(Object.keys(status.summary!.findings).length).toBeGreaterThan(0);
  });

  it(`fails a document whose step failed ${MAX_ATTEMPTS} times in a row, keeping the results before it`, async () => {
    const doc = await upload(app(), FILE, { compare: "false" });
    const headers = tokenHeaders(doc);
    await jobs().drain();
    const other = await upload(app(), FILE, { compare: "false" });
    // The database refuses the results of this document's second chunk (from its third requirement), every time.
    await app().db.query(`ALTER TABLE document_part ADD CONSTRAINT refuse_third CHECK (document_id <> '${other.documentId}'::uuid OR first <> 3)`);
    try {
      const otherHeaders = tokenHeaders(other);
      let status = await documentStatus(app(), other.documentId, otherHeaders);
      for (let i = 0; i < 10 && (status.status === "queued" || status.status === "running"); i++) {
        await jobs().step();
        status = await documentStatus(app(), other.documentId, otherHeaders);
      }
      expect(status).toMatchObject({ status: "failed", errorCode: "STEP_FAILED", progress: { done: 2, total: ROWS.length } });
      expect(status.error).toContain(`from number 3 on failed ${MAX_ATTEMPTS} times in a row`);
      // The first chunk's results stay, in the rows and in the summary.
      const rows = await analysedRows(other.documentId, otherHeaders);
      expect(rows.map((r) => r.id)).toEqual(["TNK-1", "TNK-2"]);
      expect(status.summary).toEqual(summarise(rows));
      // Nothing else moved: the document done before is as it was, and the job has nothing left.
      expect(await documentStatus(app(), doc.documentId, headers)).toMatchObject({ status: "done", summary: { requirements: ROWS.length } });
      expect(await jobs().step()).toBe("idle");
    } finally {
      await app().db.query("ALTER TABLE document_part DROP CONSTRAINT refuse_third");
    }
  });

  it("fails a document whose configuration was deleted under the job", async () => {
    const admin = { cookie: await loginAs(app(), "ROLE_ADMINISTRATOR") };
    const created = await app().inject({
      method: "POST",
      url: "/api/v2/configfile",
      headers: admin,
      payload: { configId: "tank_rules", isDefault: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = await upload(app(), FILE, { configId: "tank_rules" });
    const headers = tokenHeaders(doc);
    await jobs().step();
    const removed = await app().inject({ method: "DELETE", url: "/api/v2/configfile/tank_rules", headers: admin });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await jobs().drain();
    const status = await documentStatus(app(), doc.documentId, headers);
    expect(status).toMatchObject({ status: "failed", errorCode: "CONFIGURATION_MISSING", progress: { done: 2 } });
    expect(status.error).toContain('configuration "tank_rules" no longer exists');
    expect(status.summary!.requirements).toBe(2);
  });
});
