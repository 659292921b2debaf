/**
 * The PostgreSQL server goes away and comes back while the app runs. A TCP proxy sits
 * between the app and the database; the test cuts it (open connections destroyed, new
 * ones refused) and restores it. The embedded PGlite lives in the process and cannot
 * become unreachable; it can only be closed (at shutdown), which is tested at the end.
 *
 * While cut: analyses with a configuration loaded before go on (200); writes and reads
 * that need the database answer 503 SERVICE_UNAVAILABLE naming the database, never 500;
 * /health/ready answers 503. After restore the same app recovers by itself, nothing
 * written before is lost, and the request budget counts of the outage reach the database.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../../server/app.js";
import { ANALYSE, build, captureLog, describeOnPglite, describeOnPostgres, proxiedStorage, testOptions, type TestStorage } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import type { TcpProxy } from "../helpers/tcp-proxy.js";
import { FIRST_POLL, waitFor } from "../comparison/helpers.js";

const ANON_LIMIT = 100_000;
/** A request that takes longer than this counts as hanging (the bounds set below are a few seconds). */
const HANG_BOUND_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnPostgres("the database out of reach", () => {
  let storage: TestStorage;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const log = captureLog<{ level: number; msg: string; configId?: string }>();
  const logLines = log.lines;
  /** Requests that counted against the anonymous budget (analyses and comparison saves). */
  let budgeted = 0;
  let admin = "";

  beforeAll(async () => {
    let databaseUrl: string;
    ({ storage, proxy, databaseUrl } = await proxiedStorage());
    app = await buildApp(
      testOptions({
        databaseUrl,
        postgres: { connectTimeoutMs: 1500, statementTimeoutMs: 3000 },
        auth: { anonRateLimit: ANON_LIMIT, budgetFlushMs: 200 },
        // Workers on: their ticks fail throughout the outage and must neither crash nor flood the log.
        comparison: { workers: true, similarityPeriodMs: 100, comparisonPeriodMs: 100 },
      }),
      log.logger,
    );
    admin = await loginAs(app, "ROLE_ADMINISTRATOR");
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await storage?.drop();
  });

  const analyse = async (configId?: string, cookie?: string, apiKey?: string) => {
    if (!apiKey) budgeted++;
    return app.inject({
      method: "POST",
      url: ANALYSE,
      headers: { ...(cookie ? { cookie } : {}), ...(apiKey ? { "x-api-key": apiKey } : {}) },
      payload: {
        config: { language: "en", ...(configId ? { configId } : {}) },
        content: [{ externalId: "1", text: "The system should respond quickly." }],
      },
    });
  };
  const saveRequirement = (externalId: string, text: string) => {
    budgeted++;
    return app.inject({
      method: "POST",
      url: "/api/v2/comparison",
      payload: { dbName: "Outage_db", externalId, text, projectId: "p", documentId: "d", label: null },
    });
  };
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie: admin }, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** The request's answer; fails the test when none comes within HANG_BOUND_MS. */
  async function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} hangs: no answer within ${HANG_BOUND_MS} ms`)), HANG_BOUND_MS);
    });
    return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
  }

  const expectUnavailable = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    const body = JSON.parse(res.body) as { httpStatus: number; errorCode: string; message: string };
    expect(body).toMatchObject({ httpStatus: 503, errorCode: "SERVICE_UNAVAILABLE" });
    expect(body.message, what).toMatch(/database is not reachable/);
    expect(res.headers["retry-after"], what).toBeDefined();
  };

  it("goes on analysing, refuses writes with 503, and recovers by itself", async () => {
    // Before: a configuration, a saved requirement, and both configurations loaded once.
    expect((await call("POST", "/api/v2/configfile", { configId: "outage_cfg", isDefault: false })).statusCode).toBe(201);
    expect((await saveRequirement("R1", "The archive shall keep every invoice for 10 years.")).statusCode).toBe(200);
    const before = await analyse();
    expect(before.statusCode).toBe(200);
    expect((await analyse("outage_cfg")).statusCode).toBe(200);
    const created = await call("POST", "/api/v2/apikey", { description: "outage key" });
    expect(created.statusCode).toBe(201);
    const key = (created.json() as { uuid: string }).uuid;
    expect((await analyse(undefined, undefined, key)).statusCode).toBe(200);
    expect((await app.inject({ url: "/health/ready" })).statusCode).toBe(200);

    // Budget counts must not straddle a minute (a new minute starts a new budget window).
    await waitFor(async () => new Date().getUTCSeconds() < 40, "the first 40 s of a minute", 30_000);

    await proxy.cut();

    // Analyses go on from the cached configurations, also past their reload time (1 s).
    for (let round = 0; round < 6; round++) {
      for (const configId of [undefined, "outage_cfg"]) {
        const res = await analyse(configId);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().content[0].rating).toBe(before.json().content[0].rating);
      }
      await sleep(400);
    }
    // A signed-in user's browser sends its session cookie with analyses too; a key checked before stays valid.
    expect((await analyse(undefined, admin)).statusCode).toBe(200);
    expect((await analyse(undefined, undefined, key)).statusCode).toBe(200);

    // Writes, and reads that need the database: 503 naming the database.
    expectUnavailable(await saveRequirement("R2", "The archive shall keep every delivery note for 10 years."), "comparison save");
    budgeted++; // comparison reads count against the request budget too
    expectUnavailable(await app.inject({ url: `/api/v2/comparison/Outage_db/${FIRST_POLL}/comparisons` }), "comparison read");
    expectUnavailable(await call("POST", "/api/v2/configfile", { configId: "during_outage", isDefault: false }), "configuration save");
    expectUnavailable(
      await call("POST", "/api/v2/users", { userName: "outage-user", password: "Outage-Password-42!", role: "ROLE_CONFIGURATOR" }),
      "user creation",
    );
    expectUnavailable(await call("GET", "/api/v2/configfile"), "configuration list");
    budgeted++;
    expectUnavailable(
      await app.inject({
        method: "POST",
        url: ANALYSE,
        payload: { config: { language: "en", configId: "never_loaded" }, content: [{ text: "The system shall start." }] },
      }),
      "analysis with a configuration never loaded",
    );

    // Readiness tells the outage; liveness does not.
    const ready = await app.inject({ url: "/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ errorCode: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/database/) });
    expect((await app.inject({ url: "/health/live" })).statusCode).toBe(200);

    await proxy.restore();

    // The same app recovers by itself: writes succeed again.
    await waitFor(async () => (await app.inject({ url: "/health/ready" })).statusCode === 200, "ready again", 30_000);
    const saved = await waitFor(
      async () => {
        const res = await saveRequirement("R2", "The archive shall keep every delivery note for 10 years.");
        return res.statusCode === 200 ? res : res.statusCode === 503 ? undefined : expect.fail(`${res.statusCode} ${res.body}`);
      },
      "a comparison save after the restore",
      30_000,
    );
    expect(saved.statusCode).toBe(200);
    expect((await call("POST", "/api/v2/configfile", { configId: "after_outage", isDefault: false })).statusCode).toBe(201);
    expect(
      (await call("POST", "/api/v2/users", { userName: "outage-user", password: "Outage-Password-42!", role: "ROLE_CONFIGURATOR" })).statusCode,
    ).toBeLessThan(300);

    // Nothing written before the outage is lost.
    const configs = (await call("GET", "/api/v2/configfile")).json() as Array<{ configId: string }>;
    expect(configs.map((c) => c.configId)).toEqual(expect.arrayContaining(["default", "outage_cfg", "after_outage"]));
    expect(configs.map((c) => c.configId)).not.toContain("during_outage");
    const rows = await storage.sql<{ external_id: string }>("SELECT external_id FROM comparison_requirement WHERE db_name = $1 ORDER BY 1", [
      "Outage_db",
    ]);
    expect(rows.map((r) => r.external_id)).toEqual(["R1", "R2"]);

    // The budget counts of the outage were kept and merged once the database was back (the
    // request counts: requirements and characters have rows of their own, "anon:…#unit").
    const used = await waitFor(
      async () => {
        const [row] = await storage.sql<{ used: string | null }>(
          "SELECT sum(used) AS used FROM request_budget WHERE client LIKE 'anon:%' AND client NOT LIKE '%#%'",
        );
        return Number(row.used) === budgeted ? Number(row.used) : undefined;
      },
      `the ${budgeted} budgeted requests in request_budget`,
      30_000,
    );
    expect(used).toBe(budgeted);

    // The outage was logged once, not per request; so was each stale configuration.
    const unreachable = logLines.filter((l) => l.msg.startsWith("the database is not reachable"));
    expect(unreachable).toHaveLength(1);
    expect(logLines.filter((l) => l.msg.startsWith("the database answers again"))).toHaveLength(1);
    const stale = logLines.filter((l) => l.msg.startsWith("configuration could not be reloaded"));
    expect(stale.map((l) => l.configId).sort()).toEqual(["(default)", "outage_cfg"]);
    // Errors in the log: only the outage itself, in one line.
    expect(logLines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([expect.stringMatching(/^the database is not reachable/)]);
  }, 180_000);

  it("answers 503 within its time limits when the database stops answering, and recovers", async () => {
    // Warm: the default configuration loaded, a pooled connection open.
    expect((await analyse()).statusCode).toBe(200);
    proxy.stall();

    // No request hangs: analyses go on from the cache, the rest answers 503 once a bound has passed.
    for (let round = 0; round < 3; round++) {
      const res = await bounded(analyse(), "an analysis");
      expect(res.statusCode, res.body).toBe(200);
      await sleep(600);
    }
    expectUnavailable(
      await bounded(saveRequirement("R3", "The archive shall keep every receipt for 10 years."), "a comparison save"),
      "comparison save",
    );
    expectUnavailable(
      await bounded(call("POST", "/api/v2/configfile", { configId: "during_stall", isDefault: false }), "a configuration save"),
      "configuration save",
    );
    const ready = await bounded(app.inject({ url: "/health/ready" }), "readiness");
    expect(ready.statusCode).toBe(503);

    await proxy.restore();
    await waitFor(async () => (await app.inject({ url: "/health/ready" })).statusCode === 200, "ready again", 60_000);
    const saved = await waitFor(
      async () => {
        const res = await saveRequirement("R3", "The archive shall keep every receipt for 10 years.");
        return res.statusCode === 200 ? res : res.statusCode === 503 ? undefined : expect.fail(`${res.statusCode} ${res.body}`);
      },
      "a comparison save after the stall",
      60_000,
    );
    expect(saved.statusCode).toBe(200);
    const rows = await storage.sql<{ external_id: string }>("SELECT external_id FROM comparison_requirement WHERE db_name = $1 ORDER BY 1", [
      "Outage_db",
    ]);
    expect(rows.map((r) => r.external_id)).toEqual(["R1", "R2", "R3"]);
    // Every comparison job, queued before, between or after the outages, gets done.
    await waitFor(
      async () => {
        const [row] = await storage.sql<{ n: string }>("SELECT count(*) AS n FROM comparison_job");
        return Number(row.n) === 0 || undefined;
      },
      "an empty job queue",
      60_000,
    );
    // Errors in the log: only the outages themselves, one line each.
    expect(logLines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([
      expect.stringMatching(/^the database is not reachable/),
      expect.stringMatching(/^the database is not reachable/),
    ]);
  }, 180_000);
});

describeOnPglite("the embedded database closed under a running app", () => {
  it("answers 503 where the database is needed and goes on analysing", async () => {
    const app = await build({ comparison: { workers: false } });
    try {
      const analyse = () =>
        app.inject({
          method: "POST",
          url: ANALYSE,
          payload: { config: { language: "en" }, content: [{ text: "The system should respond quickly." }] },
        });
      expect((await analyse()).statusCode).toBe(200);
      await app.db.close();
      const ready = await app.inject({ url: "/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe("the database is not reachable (the database is closed)");
      const save = await app.inject({
        method: "POST",
        url: "/api/v2/comparison",
        payload: { dbName: "Closed_db", externalId: "1", text: "The archive shall keep every invoice for 10 years.", label: null },
      });
      expect(save.statusCode, save.body).toBe(503);
      expect(save.json()).toMatchObject({ errorCode: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/database is not reachable/) });
      await new Promise((r) => setTimeout(r, 1100)); // past the configuration's reload time
      expect((await analyse()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
