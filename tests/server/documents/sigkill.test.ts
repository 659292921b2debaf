/**
 * A server process killed with SIGKILL while its document job runs. A restart on the same
 * data (PGlite on disk, or the same PostgreSQL database) finishes the document, and
 * triggers added by the test show that each requirement's analysis and comparison were
 * stored exactly once: the chunk under way at the kill was rolled back, none was done twice.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/database.js";
import type { DocumentStatus, DocumentUploadResponse } from "../../../schemas/generated/types.js";
import { createStorage, onPostgres, type TestStorage } from "../helper.js";
import { startServerProcess, type ServerProcess } from "../helpers/server-process.js";
import { waitFor } from "../comparison/helpers.js";
import { csv, multipart } from "./helpers.js";

const REQUIREMENTS = 3000;
/** The kill comes once this many requirements are analysed (several chunks, far from all). */
const KILL_AFTER = 400;

/**
 * Counts every storing of a requirement's analysis and of its comparison (test only): the
 * positions each committed step adds to the document's progress counters.
 */
const COUNTING_TRIGGERS = `
CREATE TABLE test_stored (position integer NOT NULL, kind text NOT NULL);
CREATE FUNCTION test_count_stored() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.analysed > OLD.analysed THEN INSERT INTO test_stored SELECT g, 'analysis' FROM generate_series(OLD.analysed + 1, NEW.analysed) g; END IF;
  IF NEW.compared > OLD.compared THEN INSERT INTO test_stored SELECT g, 'comparison' FROM generate_series(OLD.compared + 1, NEW.compared) g; END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER test_count_stored AFTER UPDATE ON document FOR EACH ROW EXECUTE FUNCTION test_count_stored();
`;

const SUBJECTS = ["pump", "valve", "sensor", "display", "logger", "gateway", "scheduler", "archive"];
const textOf = (n: number) =>
  `The ${SUBJECTS[n % SUBJECTS.length]} controller ${n} shall report its state to the supervisor within ${(n % 50) + 1} milliseconds.`;

const dirs: string[] = [];
let storage: TestStorage | undefined;
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await storage?.drop();
});

async function statusOf(server: ServerProcess, id: string, token: string): Promise<DocumentStatus> {
  const res = await fetch(`${server.base}/documents/${id}`, { headers: { "x-document-token": token } });
  expect(res.status).toBe(200);
  return (await res.json()) as DocumentStatus;
}

describe("a server killed with SIGKILL during a document job", () => {
  it("finishes the document after a restart, with no requirement analysed or compared twice", async () => {
    const env: Record<string, string> = { REQLENS_ANON_RATE_LIMIT: "0" };
    let dataDir = "";
    if (onPostgres) {
      storage = await createStorage();
      env.DATABASE_URL = storage.options.databaseUrl!;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), "reqlens-doc-sigkill-"));
      dirs.push(dataDir);
      env.REQLENS_DATA_DIR = dataDir;
      env.DATABASE_URL = "";
    }
    const dataOptions = () => (onPostgres ? { databaseUrl: storage!.options.databaseUrl } : { dataDir: join(dataDir, "db") });

    // A first start migrates the data; then the counting triggers go in.
    const migrated = await startServerProcess(env);
    expect(await migrated.kill("SIGTERM")).toBe(0);
    const setup = await openDatabase(dataOptions());
    await setup.exec(COUNTING_TRIGGERS);
    await setup.close();

    const first = await startServerProcess(env);
    const rows = Array.from({ length: REQUIREMENTS }, (_, n) => [`CTL-${n + 1}`, textOf(n)] as const);
    const body = await multipart({ name: "controllers.csv", bytes: csv(rows) });
    const res = await fetch(`${first.base}/documents`, { method: "POST", headers: { "content-type": body.contentType }, body: body.payload });
    expect(res.status).toBe(202);
    const { documentId, token } = (await res.json()) as DocumentUploadResponse;
    const atKill = await waitFor(
      async () => {
        const status = await statusOf(first, documentId, token!);
        return status.progress.done >= KILL_AFTER ? status : undefined;
      },
      "the job to get under way",
      240_000,
    );
    await first.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    expect(atKill.status).toBe("running");
    expect(atKill.progress.done).toBeLessThan(atKill.progress.total);

    const second = await startServerProcess(env);
    const done = await waitFor(
      async () => {
        const status = await statusOf(second, documentId, token!);
        return status.status === "done" ? status : undefined;
      },
      "the document to be done after the restart",
      480_000,
    );
    expect(done.progress).toEqual({ done: 2 * REQUIREMENTS, total: 2 * REQUIREMENTS, phase: "end" });
    expect(done.summary?.requirements).toBe(REQUIREMENTS);
    expect(await second.kill("SIGTERM")).toBe(0);

    // Checked in the data itself, with no server running.
    const db = await openDatabase(dataOptions());
    try {
      const missing = await db.query(
        `SELECT s.position FROM document d CROSS JOIN generate_series(1, d.requirements) AS s(position)
         WHERE NOT EXISTS (SELECT 1 FROM document_part p WHERE p.document_id = d.id AND s.position BETWEEN p.first AND p.first + p.count - 1)`,
      );
      expect(missing).toEqual([]);
      // Each requirement's result stored once: the parts cover the document without overlapping.
      const [parts] = await db.query<{ results: string }>("SELECT sum(count) AS results FROM document_part WHERE document_id = $1", [documentId]);
      expect(Number(parts.results)).toBe(REQUIREMENTS);
      const counts = await db.query<{ kind: string; positions: string; stored: string; most: string }>(
        `SELECT kind, count(DISTINCT position) AS positions, count(*) AS stored, max(n) AS most
         FROM (SELECT kind, position, count(*) OVER (PARTITION BY kind, position) AS n FROM test_stored) t GROUP BY kind ORDER BY kind`,
      );
      expect(counts.map((c) => ({ kind: c.kind, positions: Number(c.positions), stored: Number(c.stored), most: Number(c.most) }))).toEqual([
        { kind: "analysis", positions: REQUIREMENTS, stored: REQUIREMENTS, most: 1 },
        { kind: "comparison", positions: REQUIREMENTS, stored: REQUIREMENTS, most: 1 },
      ]);
    } finally {
      await db.close();
    }
  }, 900_000);
});
