/**
 * A server process killed with SIGKILL in the middle of a stream of saves (comparison
 * requirements and configuration files), while its comparison workers run. A restart on
 * the same data (PGlite on disk, or the same PostgreSQL database) has every save that was
 * answered 2xx, and finishes every comparison job exactly once: none is left queued, and
 * triggers added by the test count, per requirement and kind, the jobs queued and the
 * times its results were stored (a job rolled back by the kill does not count; one done
 * twice would). Saves under way at the kill may or may not have happened; they were
 * never answered.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/database.js";
import { createStorage, onPostgres, type TestStorage } from "../helper.js";
import { startServerProcess, TEST_ADMIN_PASSWORD, type ServerProcess } from "../helpers/server-process.js";
import { FIRST_POLL, waitFor } from "../comparison/helpers.js";

const DB_NAME = "Crash_stream";
const SUBJECTS = ["invoice", "delivery note", "purchase order", "credit note", "audit record", "contract", "payslip", "receipt"];
const WRITERS = 4;
/** The kill comes once this many comparison saves and configuration saves were answered. */
const KILL_AFTER = { comparisons: 40, configurations: 6 };

/** Counts queued jobs and stored results per requirement and kind (test only). */
const COUNTING_TRIGGERS = `
CREATE TABLE test_job_queued (external_id text NOT NULL, kind text NOT NULL);
CREATE TABLE test_job_done (external_id text NOT NULL, kind text NOT NULL);
CREATE FUNCTION test_count_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN INSERT INTO test_job_queued VALUES (NEW.external_id, NEW.kind); RETURN NULL; END $$;
CREATE TRIGGER test_count_queued AFTER INSERT ON comparison_job FOR EACH ROW EXECUTE FUNCTION test_count_queued();
CREATE FUNCTION test_count_done() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.similarity_processed_at IS NOT NULL AND NEW.similarity_processed_at IS DISTINCT FROM OLD.similarity_processed_at THEN
    INSERT INTO test_job_done VALUES (NEW.external_id, 'similarity');
  END IF;
  IF NEW.comparison_processed_at IS NOT NULL AND NEW.comparison_processed_at IS DISTINCT FROM OLD.comparison_processed_at THEN
    INSERT INTO test_job_done VALUES (NEW.external_id, 'comparison');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER test_count_done AFTER UPDATE ON comparison_requirement FOR EACH ROW EXECUTE FUNCTION test_count_done();
`;

const dirs: string[] = [];
let storage: TestStorage | undefined;
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await storage?.drop();
});

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.origin}/reqlens_login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ userName: "admin", password: TEST_ADMIN_PASSWORD }).toString(),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("reqlens_session="));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

/** The text of the n-th save of a writer: distinct, and similar to its neighbours (so results are found). */
const textOf = (writer: number, n: number) =>
  `The archive service ${writer} shall keep every ${SUBJECTS[n % SUBJECTS.length]} of batch ${n} for ${(n % 9) + 1} years.`;

describe("a server killed with SIGKILL during a stream of saves", () => {
  it("keeps every answered save, and a restart finishes every comparison job", async () => {
    const env: Record<string, string> = {
      REQLENS_ANON_RATE_LIMIT: "0",
      REQLENS_SIMILARITY_PERIOD_MS: "50",
      REQLENS_COMPARISON_PERIOD_MS: "50",
    };
    let dataDir = "";
    if (onPostgres) {
      storage = await createStorage();
      env.DATABASE_URL = storage.options.databaseUrl!;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), "reqlens-sigkill-"));
      dirs.push(dataDir);
      env.REQLENS_DATA_DIR = dataDir;
      env.DATABASE_URL = "";
    }

    // A first start migrates the data; then the counting triggers go in.
    const dataOptions = () => (onPostgres ? { databaseUrl: storage!.options.databaseUrl } : { dataDir: join(dataDir, "db") });
    const migrated = await startServerProcess(env);
    expect(await migrated.kill("SIGTERM")).toBe(0);
    const setup = await openDatabase(dataOptions());
    await setup.exec(COUNTING_TRIGGERS);
    await setup.close();

    const first = await startServerProcess(env);
    const cookie = await signIn(first);
    const answered = { comparisons: new Map<string, string>(), configurations: new Set<string>() };
    let killed: Promise<unknown> | null = null;
    const killWhenDue = () => {
      if (killed) return;
      if (answered.comparisons.size >= KILL_AFTER.comparisons && answered.configurations.size >= KILL_AFTER.configurations) {
        killed = first.kill("SIGKILL");
      }
    };

    /** Sends saves one after another until the process is gone; records the ones answered 2xx. */
    const comparisonWriter = async (writer: number) => {
      for (let n = 0; ; n++) {
        const externalId = `w${writer}-${n}`;
        const text = textOf(writer, n);
        let status: number;
        try {
          const res = await fetch(`${first.base}/comparison`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ dbName: DB_NAME, externalId, text, projectId: `p${writer}`, documentId: "d", label: null }),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          return; // The process is gone: this save was never answered.
        }
        expect(status, externalId).toBe(200);
        answered.comparisons.set(externalId, text);
        killWhenDue();
      }
    };
    const configurationWriter = async () => {
      for (let n = 0; ; n++) {
        const configId = `crash_cfg_${n}`;
        let status: number;
        try {
          const res = await fetch(`${first.base}/configfile`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ configId, isDefault: false }),
          });
          status = res.status;
          await res.arrayBuffer();
        } catch {
          return;
        }
        expect(status, configId).toBe(201);
        answered.configurations.add(configId);
        killWhenDue();
      }
    };

    await Promise.all([...Array.from({ length: WRITERS }, (_, w) => comparisonWriter(w)), configurationWriter()]);
    expect(killed).not.toBeNull();
    expect(await first.exited).toBe("SIGKILL");
    expect(answered.comparisons.size).toBeGreaterThanOrEqual(KILL_AFTER.comparisons);

    // The restart on the same data.
    const second = await startServerProcess(env);
    const secondCookie = await signIn(second);
    const configs = (await (await fetch(`${second.base}/configfile`, { headers: { cookie: secondCookie } })).json()) as Array<{ configId: string }>;
    const listedConfigs = new Set(configs.map((c) => c.configId));
    for (const configId of answered.configurations) expect(listedConfigs.has(configId), configId).toBe(true);

    // Every answered save gets its results (listed by the first poll once both its jobs are done).
    const ids = [...answered.comparisons.keys()];
    await waitFor(
      async () => {
        const listed = new Set((await (await fetch(`${second.base}/comparison/${DB_NAME}/${FIRST_POLL}/comparisons`)).json()) as string[]);
        return ids.every((id) => listed.has(id)) || undefined;
      },
      "the results of every answered save after the restart",
      240_000,
    );
    // And so does every save that committed without its answer: the queue runs empty.
    const queueEmpty = async (query: (sql: string) => Promise<Array<Record<string, unknown>>>) =>
      Number((await query("SELECT count(*) AS n FROM comparison_job"))[0].n) === 0 || undefined;
    if (onPostgres) await waitFor(() => queueEmpty((sql) => storage!.sql(sql)), "an empty job queue", 240_000);
    expect(await second.kill("SIGTERM")).toBe(0);

    // Checked in the data itself, with no server running.
    const db = await openDatabase(dataOptions());
    try {
      expect(await db.query("SELECT id FROM comparison_job")).toEqual([]);
      const rows = await db.query<{ external_id: string; text: string; done: boolean }>(
        `SELECT external_id, text,
                similarity_processed_at IS NOT NULL AND comparison_processed_at IS NOT NULL
                AND similarity_processed_at >= created_at AND comparison_processed_at >= created_at AS done
         FROM comparison_requirement WHERE db_name = $1`,
        [DB_NAME],
      );
      const stored = new Map(rows.map((r) => [r.external_id, r]));
      for (const [externalId, text] of answered.comparisons) {
        expect(stored.get(externalId)?.text, externalId).toBe(text);
      }
      // Every stored requirement, answered or not, had its jobs done for its save.
      expect(rows.filter((r) => !r.done).map((r) => r.external_id)).toEqual([]);
      // Each job queued was done exactly once.
      const counts = await db.query<{ external_id: string; kind: string; queued: string; done: string }>(
        `SELECT external_id, kind, count(*) FILTER (WHERE q) AS queued, count(*) FILTER (WHERE NOT q) AS done
         FROM (SELECT external_id, kind, true AS q FROM test_job_queued UNION ALL SELECT external_id, kind, false FROM test_job_done) t
         GROUP BY external_id, kind`,
      );
      expect(counts.length).toBeGreaterThanOrEqual(2 * answered.comparisons.size);
      expect(counts.filter((c) => Number(c.queued) !== 1 || Number(c.done) !== 1)).toEqual([]);
      // Results are stored in both directions, each once (a job done twice would not change that; a half-done one would).
      const oneSided = await db.query(
        `SELECT a.source_id, a.target_id, a.kind FROM comparison_pair a
         WHERE a.db_name = $1 AND NOT EXISTS (
           SELECT 1 FROM comparison_pair b WHERE b.db_name = a.db_name AND b.source_id = a.target_id AND b.target_id = a.source_id AND b.kind = a.kind)`,
        [DB_NAME],
      );
      expect(oneSided).toEqual([]);
      const pairs = await db.query<{ n: string }>("SELECT count(*) AS n FROM comparison_pair WHERE db_name = $1", [DB_NAME]);
      expect(Number(pairs[0].n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 600_000);
});
