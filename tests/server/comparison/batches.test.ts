/**
 * Comparison jobs in batches: a batch does each job it takes once, with the other job of
 * the same save; a batch that fails stores nothing and leaves every job queued; touch
 * records stay at about one per requirement; the status screen's delete removes a whole
 * comparison database through the comparison service.
 */
import { describe, expect, it } from "vitest";
import { comparisonServiceOf } from "../../../server/comparison/plugin.js";
import { pendingJobs } from "../../../server/comparison/repository.js";
import { ComparisonService } from "../../../server/comparison/service.js";
import type { Database } from "../../../server/db/database.js";
import { build, createStorage, describeOnPostgres, useApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { changed, partners, results, save, waitFor } from "./helpers.js";

const app = useApp({ comparison: { workers: false } });
const service = () => comparisonServiceOf(app().db)!;

const subjects = ["invoice", "report", "contract", "ticket", "profile", "voucher"];
const verbs = ["archive", "encrypt", "export", "print", "sign"];
/** Requirements of the project's kind: each has near-duplicates among the others. */
const TEXTS = subjects.flatMap((subject) => verbs.map((verb) => `The system shall ${verb} every ${subject} within 5 s.`));

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await app().db.query<{ n: string }>(sql, params);
  return Number(row.n);
}

describe("comparison jobs in batches", () => {
  it("does each job once, with the other job of the same save, and mirrors every pair", async () => {
    const db = "Demo_batches";
    for (let i = 0; i < TEXTS.length; i++) await save(app(), db, { externalId: String(i + 1), text: TEXTS[i] });
    expect(await pendingJobs(app().db, db)).toBe(2 * TEXTS.length);
    const before = { ...service().processed };

    const first = await service().processBatch("similarity", 10);
    expect(first).toMatchObject({ similarity: 10, comparison: 10, taken: 10, more: true });
    expect(await pendingJobs(app().db, db)).toBe(2 * (TEXTS.length - 10));
    await service().drainAll();
    expect(await pendingJobs(app().db, db)).toBe(0);
    expect(service().processed.similarity - before.similarity).toBe(TEXTS.length);
    expect(service().processed.comparison - before.comparison).toBe(TEXTS.length);
    expect(
      await count(
        "SELECT count(*) AS n FROM comparison_requirement WHERE db_name = $1 AND similarity_processed_at IS NOT NULL AND comparison_processed_at IS NOT NULL",
        [db],
      ),
    ).toBe(TEXTS.length);

    // Every stored pair has its mirror, with the same score.
    expect(
      await count(
        `SELECT count(*) AS n FROM comparison_pair p WHERE p.db_name = $1 AND NOT EXISTS (
           SELECT 1 FROM comparison_pair q WHERE q.db_name = p.db_name AND q.source_id = p.target_id AND q.target_id = p.source_id
             AND q.kind = p.kind AND q.score IS NOT DISTINCT FROM p.score)`,
        [db],
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comparison_pair WHERE db_name = $1 AND kind = 'similar'", [db])).toBeGreaterThan(0);
    const r = await results(app(), db, ["1"]);
    expect(Object.keys(r.similarityResults["1"])).toContain("2");
  });

  it("stores nothing and leaves every job queued when the batch's transaction fails", async () => {
    const db = "Demo_batch_failure";
    for (let i = 0; i < 6; i++) await save(app(), db, { externalId: String(i + 1), text: TEXTS[i] });
    const real = app().db;
    // A database whose pair insert fails: the batch has taken and computed its jobs by then.
    const failing: Database = {
      ...real,
      transaction: (fn) =>
        real.transaction((tx) =>
          fn({
            ...tx,
            query: (sql, params) =>
              sql.includes("INSERT INTO comparison_pair") ? Promise.reject(new Error("the disk is full")) : tx.query(sql, params),
          }),
        ),
    };
    const broken = new ComparisonService(failing, {
      similarityPeriodMs: 50,
      comparisonPeriodMs: 50,
      thresholds: async () => ({ threshold: 0.5, duplicateThreshold: 0.9 }),
    });
    await expect(broken.processBatch("similarity")).rejects.toThrow("the disk is full");
    expect(broken.processed).toEqual({ similarity: 0, comparison: 0 });
    expect(await pendingJobs(real, db)).toBe(12);
    expect(await count("SELECT count(*) AS n FROM comparison_requirement WHERE db_name = $1 AND similarity_processed_at IS NOT NULL", [db])).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comparison_pair WHERE db_name = $1", [db])).toBe(0);
    // The jobs are free again: the app's service takes them.
    await service().drainAll();
    expect(await pendingJobs(real, db)).toBe(0);
  });

  it("keeps one touch record per requirement that lost partners, until its own results are stored again", async () => {
    const db = "Demo_touch";
    const touches = (id: string) => count("SELECT count(*) AS n FROM comparison_touch WHERE db_name = $1 AND external_id = $2", [db, id]);
    await save(app(), db, { externalId: "a", text: "The printer shall print a cover page for every job." });
    await save(app(), db, { externalId: "b", text: "The printer shall print a cover page for each job." });
    await service().drainAll();
    expect(partners((await results(app(), db, ["a"])).duplicateResults[0], (e) => e.externalId)).toEqual(["b"]);

    // b changes three times: a loses b each time, and each poll after a change lists a.
    for (const text of [
      "The printer shall print a cover page for all jobs.",
      "The printer shall print a cover page for every job.",
      "The printer shall print a cover page for each job.",
    ]) {
      const since = new Date(Date.now() - 1).toISOString();
      await save(app(), db, { externalId: "b", text });
      expect(await changed(app(), db, since)).toContain("a");
      expect(await touches("a")).toBe(1);
      await service().drainAll();
    }
    expect(await touches("b")).toBe(0);
    // a's own results stored again cover its touch record.
    await save(app(), db, { externalId: "a", text: "The printer shall print one cover page for every job." });
    await service().drainAll();
    expect(await touches("a")).toBe(0);
    // A deleted requirement leaves no record of its own; its partners get one.
    expect((await app().inject({ method: "DELETE", url: `/api/v2/comparison/${db}/b` })).statusCode).toBe(204);
    expect(await touches("b")).toBe(0);
    expect(await touches("a")).toBe(1);
    // Its result pairs go in both directions.
    expect(await count("SELECT count(*) AS n FROM comparison_pair WHERE db_name = $1 AND (source_id = 'b' OR target_id = 'b')", [db])).toBe(0);
    expect(await count("SELECT count(*) AS n FROM comparison_pair WHERE db_name = $1", [db])).toBe(0);
  });
});

describe("deleting a comparison database on the status screen", () => {
  it("removes its requirements, results, pending jobs and records; a later save starts it afresh", async () => {
    const db = "Demo_status_delete";
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    await save(app(), db, { externalId: "1", text: TEXTS[0] });
    await save(app(), db, { externalId: "2", text: TEXTS[1] });
    await service().drainAll();
    await save(app(), db, { externalId: "3", text: TEXTS[2] }); // its jobs stay queued
    expect(await pendingJobs(app().db, db)).toBe(2);

    const del = await app().inject({ method: "DELETE", url: `/api/v2/status/database/${db}`, headers: { cookie } });
    expect(del.statusCode, del.body).toBe(204);
    for (const table of [
      "comparison_database",
      "comparison_requirement",
      "comparison_job",
      "comparison_pair",
      "comparison_touch",
      "comparison_deletion",
    ]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE db_name = $1`, [db]), table).toBe(0);
    }
    expect((await app().inject({ url: `/api/v2/comparison/${db}/exists` })).json()).toBe(false);
    expect((await app().inject({ method: "DELETE", url: `/api/v2/status/database/${db}`, headers: { cookie } })).statusCode).toBe(404);

    // Saved again under the same name: compared only with what is in it now.
    await save(app(), db, { externalId: "9", text: TEXTS[0] });
    await service().drainAll();
    const r = await results(app(), db, ["9"]);
    expect(r.similarityResults["9"]).toEqual({});
  });
});

describeOnPostgres("two apps' workers while both apps save, edit and delete", () => {
  it("finish every job without a failed request, and leave no pair without both its requirements", async () => {
    const storage = await createStorage();
    const periods = { similarityPeriodMs: 20, comparisonPeriodMs: 20 };
    const a = await build({ comparison: periods }, { storage, keepStorage: true });
    const b = await build({ comparison: periods }, { storage, keepStorage: true });
    const db = "Demo_concurrent";
    try {
      const statuses: number[] = [];
      const request = async (app: typeof a, method: "POST" | "DELETE", url: string, payload?: object) => {
        statuses.push((await app.inject({ method, url, payload })).statusCode);
      };
      const client = async (app: typeof a, offset: number) => {
        for (let round = 0; round < 3; round++) {
          for (let i = offset; i < TEXTS.length; i += 2) {
            const id = String(i % 12);
            const text = TEXTS[(i + round) % TEXTS.length];
            // New texts, changed texts, a changed project only, and deletions, from both apps.
            await request(app, "POST", "/api/v2/comparison", { dbName: db, externalId: id, text, projectId: "demo", documentId: "demo" });
            await request(app, "POST", "/api/v2/comparison", { dbName: db, externalId: id, text, projectId: `p${round}`, documentId: "demo" });
            if (i % 5 === 0) await request(app, "DELETE", `/api/v2/comparison/${db}/${id}`);
          }
        }
      };
      await Promise.all([client(a, 0), client(b, 1)]);
      expect(statuses.filter((s) => s !== 200 && s !== 204 && s !== 404)).toEqual([]);
      await waitFor(async () => (await pendingJobs(a.db)) === 0, "an empty queue");
      const [dangling] = await a.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM comparison_pair p WHERE p.db_name = $1 AND (
           NOT EXISTS (SELECT 1 FROM comparison_requirement r WHERE r.db_name = p.db_name AND r.external_id = p.source_id)
           OR NOT EXISTS (SELECT 1 FROM comparison_requirement r WHERE r.db_name = p.db_name AND r.external_id = p.target_id))`,
        [db],
      );
      expect(Number(dangling.n)).toBe(0);
      const [open] = await a.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM comparison_requirement WHERE db_name = $1 AND (similarity_processed_at IS NULL OR comparison_processed_at IS NULL)",
        [db],
      );
      expect(Number(open.n)).toBe(0);
      const [requirements] = await a.db.query<{ n: string }>("SELECT count(*) AS n FROM comparison_requirement WHERE db_name = $1", [db]);
      expect(Number(requirements.n)).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
      await storage.drop();
    }
  });
});
