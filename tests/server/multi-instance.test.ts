/**
 * Several instances: two real server processes (node server/server.ts) on one PostgreSQL
 * database (the same DATABASE_URL), as behind a load balancer. What one process does, the
 * other knows: sessions, API keys and their enforcement, request budgets, comparison jobs
 * (each done exactly once) and configuration changes (within a second).
 *
 * The tests run in order on the same two processes; each uses its own API keys,
 * configuration and comparison databases, so none depends on another's leftovers.
 * The processes tell the database who they are (PGAPPNAME), so the SQL trigger of the
 * comparison test can record which process stored which job's results.
 *
 * On the embedded database (PGlite) one process owns its data directory: a second process
 * on the same folder refuses to start and points to DATABASE_URL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createStorage, describeOnPglite, describeOnPostgres, type TestStorage } from "./helper.js";
import { FIRST_POLL, waitFor } from "./comparison/helpers.js";
import { startServerProcess, TEST_ADMIN_PASSWORD, type ServerProcess } from "./helpers/server-process.js";

/** REQLENS_KEY_RATE_LIMIT of both processes: requests per minute and API key. */
const KEY_BUDGET = 10;
/** How often a process merges its budget counts with the database (RequestBudgets' default). */
const BUDGET_FLUSH_MS = 200;
/** How long a process keeps a configuration, the enforcement switch and a key (plugins/app/configurations.ts, api-keys.ts). */
const CACHE_AGE_MS = 1000;
/** Bounded waits for what the design promises within a second or a flush interval. */
const SHORT_BOUND_MS = 10_000;

const ANALYSE = "/api/v2/requirements/analyse";

interface Call {
  cookie?: string;
  key?: string;
  /** A JSON body, or URLSearchParams for a form. */
  body?: unknown;
}

/** One HTTP request to a server process; state-changing requests come from the server's own origin, as the console's do. */
async function call(server: ServerProcess, method: string, path: string, { cookie, key, body }: Call = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (key) headers["x-api-key"] = key;
  if (method !== "GET") headers.origin = server.origin;
  let payload: string | undefined;
  if (body instanceof URLSearchParams) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = body.toString();
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.origin}${path}`, { method, headers, body: payload, redirect: "manual" });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field in the tests
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as any };
}

/** Signs in as admin (form login) and returns the session cookie as a Cookie header. */
async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}/reqlens_login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
    body: new URLSearchParams({ userName: "admin", password: TEST_ADMIN_PASSWORD }).toString(),
  });
  expect(response.status, await response.text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("reqlens_session="));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0];
}

async function createKey(server: ServerProcess, cookie: string, description: string): Promise<string> {
  const created = await call(server, "POST", "/api/v2/apikey", { cookie, body: { description } });
  expect(created.status, created.text).toBe(201);
  return created.json().uuid as string;
}

function analyse(server: ServerProcess, text: string, { key, configId }: { key?: string; configId?: string } = {}) {
  return call(server, "POST", ANALYSE, { key, body: { config: { language: "en", ...(configId ? { configId } : {}) }, content: [{ text }] } });
}

describeOnPostgres("two server processes on one PostgreSQL database", () => {
  let storage: TestStorage;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    storage = await createStorage();
    const env = {
      DATABASE_URL: storage.options.databaseUrl!,
      REQLENS_ANON_RATE_LIMIT: "0",
      REQLENS_KEY_RATE_LIMIT: String(KEY_BUDGET),
      REQLENS_SIMILARITY_PERIOD_MS: "100",
      REQLENS_COMPARISON_PERIOD_MS: "100",
    };
    // Both start at once on the empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startServerProcess({ ...env, PGAPPNAME: "reqlens-a" }), startServerProcess({ ...env, PGAPPNAME: "reqlens-b" })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await storage?.drop();
  });

  it("a session made on one process is valid on the other, and signing out on one ends it on both", async () => {
    const cookie = await signIn(a);
    // An administrator-only request on B with A's cookie.
    expect((await call(b, "GET", "/api/v2/apikey")).status).toBe(401);
    const listed = await call(b, "GET", "/api/v2/apikey", { cookie });
    expect(listed.status, listed.text).toBe(200);
    expect((await call(b, "GET", "/api/v2/user", { cookie })).json()).toEqual({ userName: "admin", roles: ["ROLE_ADMINISTRATOR"] });
    // A state-changing request on B with A's cookie passes B's same-origin check.
    const created = await call(b, "POST", "/api/v2/apikey", { cookie, body: { description: "made on B with a session of A" } });
    expect(created.status, created.text).toBe(201);

    expect((await call(a, "GET", "/logout", { cookie })).status).toBe(200);
    // Sessions are read from the database on every request: the end shows at once.
    const after = await call(b, "GET", "/api/v2/apikey", { cookie });
    expect(after.status).toBe(401);
    expect(after.json()).toMatchObject({ httpStatus: 401, errorCode: "UNAUTHORIZED" });
    expect((await call(b, "GET", "/api/v2/user", { cookie })).json()).toEqual({ userName: "", roles: ["ROLE_ANONYMOUS"] });
  });

  it("an API key made on one process works on the other, and enforcement switched on one holds on both", async () => {
    const cookie = await signIn(a);
    const key = await createKey(a, cookie, "made on A");
    const text = "The gateway shall reject requests without a valid token.";
    const wrongKey = "00000000-0000-4000-8000-000000000000";

    expect((await call(a, "POST", "/api/v2/apikey/enable", { cookie, body: true })).json()).toBe(true);
    // B reads the switch at most a second old (GET /apikey/enable costs no budget).
    await waitFor(async () => (await call(b, "GET", "/api/v2/apikey/enable")).json() === true, "B to see enforcement on", SHORT_BOUND_MS);
    try {
      const accepted = await analyse(b, text, { key });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.json().content[0].rating).toBeGreaterThan(0);
      expect((await call(b, "GET", `/api/v2/apikey/valid/${key}`)).json()).toEqual({ valid: true });
      expect((await call(b, "GET", "/api/v2/apikey/check", { key })).json()).toEqual({ enforced: true, valid: true });

      const wrong = await analyse(b, text, { key: wrongKey });
      expect(wrong.status).toBe(401);
      expect(wrong.json()).toMatchObject({ httpStatus: 401, errorCode: "APIKEY_INVALID" });
      const missing = await analyse(b, text);
      expect(missing.status).toBe(401);
      expect(missing.json()).toMatchObject({ httpStatus: 401, errorCode: "APIKEY_MISSING" });
    } finally {
      expect((await call(a, "POST", "/api/v2/apikey/enable", { cookie, body: false })).json()).toBe(false);
      await waitFor(async () => (await call(b, "GET", "/api/v2/apikey/enable")).json() === false, "B to see enforcement off", SHORT_BOUND_MS);
    }
    expect((await analyse(b, text)).status).toBe(200);
  });

  it("shares one request budget per key: what A spent, B does not grant again", async () => {
    const cookie = await signIn(a);
    const key = await createKey(a, cookie, "budget");
    const used = async (): Promise<number> => {
      const rows = await storage.sql<{ used: number }>(
        `SELECT b.used FROM request_budget b JOIN api_key k ON b.client = 'key:' || k.id
         WHERE k.description = 'budget' AND b.window_start = $1`,
        [new Date(windowStart).toISOString()],
      );
      return rows[0]?.used ?? 0;
    };
    /** Waits until the processes have merged `count` requests into the database, and one flush interval more (the merging process takes in the total its merge answered). */
    const merged = async (count: number) => {
      await waitFor(async () => (await used()) === count, `${count} requests merged into the shared budget`, SHORT_BOUND_MS);
      await new Promise((resolve) => setTimeout(resolve, BUDGET_FLUSH_MS));
    };
    const spend = async (server: ServerProcess) => {
      const response = await analyse(server, "The printer shall print a cover page for every job.", { key });
      expect([200, 429], response.text).toContain(response.status);
      if (response.status === 429) {
        expect(response.json()).toMatchObject({ httpStatus: 429, errorCode: "TOO_MANY_REQUESTS" });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
      return response.status === 200;
    };

    // Budgets are per minute of the clock: the whole test stays within one minute.
    const roomMs = 10_000;
    const untilNextMinute = () => 60_000 - (Date.now() % 60_000);
    if (untilNextMinute() < roomMs) await new Promise((resolve) => setTimeout(resolve, untilNextMinute() + 50));
    /** The start of the budget minute a moment falls in (one clock reading, so both parts agree). */
    const minuteOf = (now: number) => now - (now % 60_000);
    const windowStart = minuteOf(Date.now());

    // A spends part of the budget; B, knowing nothing yet of this key, grants only the rest.
    const spentOnA = 6;
    for (let i = 0; i < spentOnA; i++) expect(await spend(a)).toBe(true);
    await merged(spentOnA);
    let grantedByB = 0;
    // One request at a time, each merged before the next: then B decides on the true total.
    while (grantedByB <= KEY_BUDGET && (await spend(b))) {
      grantedByB++;
      await merged(spentOnA + grantedByB);
    }
    expect(grantedByB).toBe(KEY_BUDGET - spentOnA);
    expect(await used()).toBe(KEY_BUDGET);

    // A merged last when its total was 6; at each flush it also reads the totals of the
    // clients it saw this minute, so after two flush intervals it refuses as well.
    await new Promise((resolve) => setTimeout(resolve, 2 * BUDGET_FLUSH_MS));
    expect(await spend(a)).toBe(false);
    expect(await spend(b)).toBe(false);
    expect(await used()).toBe(KEY_BUDGET);
    // The test ran within one budget window (otherwise the counts above would have restarted).
    expect(minuteOf(Date.now())).toBe(windowStart);
  });

  it("does each comparison job exactly once, with both processes taking jobs", async () => {
    // Every storing of a job's results sets its processed_at column; a trigger records each
    // time and the process (application_name) that did it. It writes in the worker's own
    // transaction, so a job whose transaction did not commit leaves no record.
    await storage.sql(`
      CREATE TABLE test_job_done (db_name text, external_id text, kind text, done_by text);
      CREATE FUNCTION test_record_job_done() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.similarity_processed_at IS NOT NULL AND NEW.similarity_processed_at IS DISTINCT FROM OLD.similarity_processed_at THEN
          INSERT INTO test_job_done VALUES (NEW.db_name, NEW.external_id, 'similarity', current_setting('application_name'));
        END IF;
        IF NEW.comparison_processed_at IS NOT NULL AND NEW.comparison_processed_at IS DISTINCT FROM OLD.comparison_processed_at THEN
          INSERT INTO test_job_done VALUES (NEW.db_name, NEW.external_id, 'comparison', current_setting('application_name'));
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_record_job_done AFTER UPDATE ON comparison_requirement FOR EACH ROW EXECUTE FUNCTION test_record_job_done();
    `);

    const components = ["portal", "gateway", "printer", "scanner", "application"];
    const actions = [
      (n: number) => `shall display the search results within ${n} s.`,
      (n: number) => `shall store each scanned page for ${n} days.`,
      (n: number) => `shall lock the account after ${n} failed logins.`,
      (n: number) => `shall print a cover page for every ${n}th job.`,
    ];
    const databases = ["Multi_1", "Multi_2"];
    const saves: Array<{ dbName: string; externalId: string; text: string }> = [];
    for (let i = 0; i < 198; i++) {
      const component = components[i % components.length];
      const action = actions[Math.floor(i / components.length) % actions.length];
      saves.push({ dbName: databases[i % 2], externalId: `R${i + 1}`, text: `The ${component} ${action(2 + Math.floor(i / 20))}` });
    }
    // One exact duplicate pair, saved through different processes.
    const duplicate = "The archive shall keep every signed contract for ten years.";
    saves.push({ dbName: "Multi_1", externalId: "dup-1", text: duplicate }, { dbName: "Multi_1", externalId: "dup-2", text: duplicate });

    // Saved alternately through A and B, four at a time.
    let next = 0;
    const saver = async () => {
      while (next < saves.length) {
        const i = next++;
        const response = await call(i % 2 === 0 ? a : b, "POST", "/api/v2/comparison", {
          body: { ...saves[i], projectId: "demo", documentId: "demo", label: null },
        });
        expect(response.status, response.text).toBe(200);
        expect(response.json().queued).toBe(true);
      }
    };
    await Promise.all([saver(), saver(), saver(), saver()]);

    // All results appear, on both processes.
    for (const dbName of databases) {
      const ids = saves
        .filter((s) => s.dbName === dbName)
        .map((s) => s.externalId)
        .sort();
      for (const server of [a, b]) {
        const listed = await waitFor(
          async () => {
            const response = await call(server, "GET", `/api/v2/comparison/${dbName}/${FIRST_POLL}/comparisons`);
            const got = (response.json() as string[]).sort();
            return got.length === ids.length ? got : undefined;
          },
          `every result of ${dbName}`,
          120_000,
        );
        expect(listed).toEqual(ids);
      }
    }
    expect(await storage.sql("SELECT id FROM comparison_job")).toEqual([]);

    // Each job done exactly once: one record per requirement and kind, none twice.
    const done = await storage.sql<{ db_name: string; external_id: string; kind: string; n: string }>(
      "SELECT db_name, external_id, kind, count(*) AS n FROM test_job_done GROUP BY db_name, external_id, kind",
    );
    expect(done.filter((row) => Number(row.n) !== 1)).toEqual([]);
    const expected = saves.flatMap((s) => ["similarity", "comparison"].map((kind) => `${s.dbName}/${s.externalId}/${kind}`)).sort();
    expect(done.map((row) => `${row.db_name}/${row.external_id}/${row.kind}`).sort()).toEqual(expected);
    // Both processes took jobs (the work is shared, so "exactly once" was put to the test).
    const byProcess = await storage.sql<{ done_by: string; n: string }>(
      "SELECT done_by, count(*) AS n FROM test_job_done GROUP BY done_by ORDER BY done_by",
    );
    expect(byProcess.map((row) => row.done_by)).toEqual(["reqlens-a", "reqlens-b"]);
    expect(byProcess.reduce((sum, row) => sum + Number(row.n), 0)).toBe(2 * saves.length);

    // The duplicates, saved through different processes, found each other.
    const results = await call(b, "POST", "/api/v2/comparison/Multi_1/comparisons", { body: ["dup-1", "dup-2"] });
    const duplicates = results.json().duplicateResults as Array<{ externalId: string; document: Array<{ externalId: string }> }>;
    const pairs = duplicates.map((d) => [d.externalId, d.document.map((x) => x.externalId)] as const);
    expect(pairs.sort(([x], [y]) => x.localeCompare(y))).toEqual([
      ["dup-1", ["dup-2"]],
      ["dup-2", ["dup-1"]],
    ]);
  }, 180_000);

  it("a configuration changed through one process takes effect on the other within a second", async () => {
    const cookie = await signIn(a);
    const configId = "shared";
    expect((await call(a, "POST", "/api/v2/configfile/duplicate/default", { cookie, body: { configId, isDefault: false } })).status).toBe(201);
    const text = "The printer shall print a cover page for every job.";
    const flagged = async (server: ServerProcess) => {
      const response = await analyse(server, text, { configId });
      expect(response.status, response.text).toBe(200);
      const classifications = response.json().content[0].classifications as Array<{ classificationKey: string; findings: Array<{ text: string }> }>;
      return classifications.filter((c) => c.classificationKey === "WEAK_WORD").flatMap((c) => c.findings.map((f) => f.text));
    };
    // B holds the configuration as it is now (loaded by this request, before the change).
    expect(await flagged(b)).not.toContain("cover page");

    const url = `/api/v2/configfile/${configId}/weakword?languageCode=en`;
    const settings = (await call(a, "GET", url, { cookie })).json() as { weakWords?: string[] };
    const saved = await call(a, "PUT", url, { cookie, body: { ...settings, weakWords: [...(settings.weakWords ?? []), "cover page"] } });
    expect(saved.status, saved.text).toBe(200);
    const savedAt = Date.now();
    // A uses its own change at once.
    expect(await flagged(a)).toContain("cover page");

    // B's copy is at most CACHE_AGE_MS old, and it was loaded before the change was saved: any
    // request B receives CACHE_AGE_MS after the save returned sees the change. So B may answer
    // the old setting only to requests sent earlier than that; no timing tolerance is needed.
    for (;;) {
      const sentAfter = Date.now() - savedAt;
      if ((await flagged(b)).includes("cover page")) break;
      expect(sentAfter, "B still used the old configuration for a request sent this long after the change").toBeLessThan(CACHE_AGE_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});

describeOnPglite("a second process on the embedded database's data directory", () => {
  const dir = mkdtempSync(join(tmpdir(), "reqlens-multi-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses to start and points to DATABASE_URL for several processes", async () => {
    const env = { DATABASE_URL: "", REQLENS_DATA_DIR: dir };
    const first = await startServerProcess(env);
    try {
      const refused = await startServerProcess(env).then(
        () => new Error("the second process started"),
        (error: Error) => error,
      );
      expect(refused.message).toMatch(/the server exited \(1\)/);
      expect(refused.message).toContain(`in use by process ${first.child.pid}`);
      expect(refused.message).toContain("DATABASE_URL");
      // The first process is unharmed.
      expect((await fetch(`${first.base}/version`)).status).toBe(200);
    } finally {
      await first.kill();
    }
  }, 240_000);
});
