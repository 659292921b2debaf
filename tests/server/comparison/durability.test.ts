/**
 * Jobs survive restarts and crashes and are done exactly once: saved with the workers
 * paused, then processed by a new app on the same data; a job whose transaction dies is
 * taken again; two apps on one PostgreSQL database take disjoint jobs and learn of each
 * other's requirements.
 */
import { describe, expect, it } from "vitest";
import type { Queryable } from "../../../server/db/database.js";
import { comparisonServiceOf } from "../../../server/comparison/plugin.js";
import { pendingJobs } from "../../../server/comparison/repository.js";
import { build, createStorage, describeOnPostgres } from "../helper.js";
import { results, save, waitFor, waitForAll } from "./helpers.js";

const TEXTS = [
  "The system shall encrypt all stored passwords.",
  "The system shall encrypt every stored password.",
  "The portal shall display search results within 2 s.",
  "The portal shall display search results within 5 s.",
  "The printer shall print a cover page for every job.",
  "The scanner shall store each scanned page as a PDF file.",
  "Das System muss jede Rechnung zehn Jahre lang speichern.",
  "Das Portal muss täglich eine Sicherung erstellen.",
  "Das Portal muss wöchentlich eine Sicherung erstellen.",
  "The application shall lock the account after five failed logins.",
  "The application shall unlock the account after five failed logins.",
  "The gateway shall reject requests without a valid token.",
];

const service = (app: { db: object }) => comparisonServiceOf(app.db)!;

async function processedCounts(app: { db: Queryable }, dbName: string) {
  const [row] = await app.db.query<{ s: string; c: string; n: string }>(
    `SELECT count(similarity_processed_at) AS s, count(comparison_processed_at) AS c, count(*) AS n FROM comparison_requirement WHERE db_name = $1`,
    [dbName],
  );
  return { similarity: Number(row.s), comparison: Number(row.c), requirements: Number(row.n) };
}

describe("restart durability", () => {
  it("a new app on the same data does every job left by the previous one, once", async () => {
    const storage = await createStorage({ onDisk: true });
    const db = "Demo_restart";
    const first = await build({ comparison: { workers: false } }, { storage, keepStorage: true });
    try {
      for (let i = 0; i < TEXTS.length; i++) await save(first, db, { externalId: String(i + 1), text: TEXTS[i] });
      expect(await pendingJobs(first.db, db)).toBe(2 * TEXTS.length);
      // A worker that dies mid-job: its transaction never commits, so the job stays.
      await first.db
        .transaction(async (tx) => {
          await tx.query("SELECT id FROM comparison_job ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED");
          await tx.query("UPDATE comparison_requirement SET similarity_processed_at = now() WHERE db_name = $1", [db]);
          throw new Error("crash in the middle of a job");
        })
        .catch(() => undefined);
      expect(await pendingJobs(first.db, db)).toBe(2 * TEXTS.length);
      expect((await processedCounts(first, db)).similarity).toBe(0);
    } finally {
      await first.close();
    }

    const second = await build({ comparison: { similarityPeriodMs: 50, comparisonPeriodMs: 50 } }, { storage, keepStorage: true });
    try {
      const ids = TEXTS.map((_, i) => String(i + 1));
      await waitForAll(second, db, ids);
      await waitFor(async () => (await pendingJobs(second.db)) === 0, "an empty queue");
      expect(service(second).processed).toEqual({ similarity: TEXTS.length, comparison: TEXTS.length });
      expect(await processedCounts(second, db)).toEqual({ similarity: TEXTS.length, comparison: TEXTS.length, requirements: TEXTS.length });
      const r = await results(second, db, ["1", "3"]);
      expect(r.duplicateResults[0].document.map((d) => d.externalId)).toEqual(["2"]);
      expect(r.contradictionResults[1].document.map((d) => d.contradictingExternalId)).toEqual(["4"]);
    } finally {
      await second.close();
      await storage.drop();
    }
  });
});

describeOnPostgres("two apps on one PostgreSQL database", () => {
  it("take disjoint jobs and see each other's requirements", async () => {
    const storage = await createStorage();
    const a = await build({ comparison: { workers: false } }, { storage, keepStorage: true });
    const b = await build({ comparison: { workers: false } }, { storage, keepStorage: true });
    const db = "Demo_shared";
    const dbs = [db, "Demo_shared_2", "Demo_shared_3"];
    try {
      const perDb = 20;
      for (let i = 0; i < perDb; i++) {
        for (const name of dbs) {
          const text = i < TEXTS.length ? TEXTS[i] : `The service ${i} shall answer each request of client ${i} within ${i} ms.`;
          await save(i % 2 ? a : b, name, { externalId: String(i + 1), text });
        }
      }
      // Both apps' workers at once, as their schedulers would run them, until the queue is empty.
      for (let round = 0; round < 1000 && (await pendingJobs(a.db)) > 0; round++) {
        await Promise.all([a, b, a, b].map((app, k) => service(app).drain(k < 2 ? "similarity" : "comparison", 10)));
      }
      const n = perDb * dbs.length;
      for (const kind of ["similarity", "comparison"] as const) {
        expect(service(a).processed[kind] + service(b).processed[kind]).toBe(n);
      }
      expect(await pendingJobs(a.db)).toBe(0);
      for (const name of dbs) expect(await processedCounts(a, name)).toEqual({ similarity: perDb, comparison: perDb, requirements: perDb });

      // a's index now holds the database; a requirement saved through b is still seen by a.
      await save(b, db, { externalId: "late", text: "The system shall encrypt all the stored passwords." });
      await service(a).drain("similarity");
      await service(a).drain("comparison");
      const r = await results(b, db, ["late"]);
      expect(r.duplicateResults[0].document.map((d) => d.externalId).sort()).toEqual(["1", "2"]);
      // A deletion through b reaches a's index too.
      expect((await b.inject({ method: "DELETE", url: `/api/v2/comparison/${db}/1` })).statusCode).toBe(204);
      await save(b, db, { externalId: "later", text: "The system shall encrypt all stored passwords." });
      await service(a).drain("comparison");
      const r2 = await results(a, db, ["later"]);
      expect(r2.duplicateResults[0].document.map((d) => d.externalId).sort()).toEqual(["2", "late"]);
    } finally {
      await a.close();
      await b.close();
      await storage.drop();
    }
  });
});
