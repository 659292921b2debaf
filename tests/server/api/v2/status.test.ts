import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { llmStatus } from "../../../../server/llm/status.js";
import { build, type TestApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

let app: TestApp;
let admin = "";
let configurator = "";

beforeAll(async () => {
  app = await build({ llm: { url: "https://llm.example.com/v1/chat/completions", model: "small-model", apiKey: "sk-secret-key-value" } });
  admin = await loginAs(app, "ROLE_ADMINISTRATOR");
  configurator = await loginAs(app, "ROLE_CONFIGURATOR");
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, cookie = admin) => app.inject({ url, headers: cookie ? { cookie } : {} });

describe("who may read the status", () => {
  const endpoints: [method: "GET" | "DELETE", url: string][] = [
    ["GET", "/api/v2/status/database"],
    ["DELETE", "/api/v2/status/database/demo"],
    ["GET", "/api/v2/status/database/demo/statistics"],
    ["GET", "/api/v2/status/llm"],
  ];
  it.each(endpoints)("%s %s: 401 anonymous, 403 for a configurator", async (method, url) => {
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    expect((await app.inject({ method, url, headers: { cookie: configurator } })).statusCode).toBe(403);
  });
});

describe("database status", () => {
  it("reports a reachable database, the scheduler periods and the comparison databases", async () => {
    const res = await get("/api/v2/status/database");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      databaseReachable: true,
      similaritiesSchedulerTimerValue: expect.any(Number),
      comparisonsSchedulerTimerValue: expect.any(Number),
      errorMessage: null,
      databaseInstances: [],
    });
    const stats = await get("/api/v2/status/database/none/statistics");
    expect(stats.json()).toEqual({
      similarityStatistics: { minDiff: null, avgDiff: null, maxDiff: null },
      comparisonStatistics: { minDiff: null, avgDiff: null, maxDiff: null },
    });
    expect((await app.inject({ method: "DELETE", url: "/api/v2/status/database/none", headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it("counts, measures and deletes the requirements of a comparison database", async () => {
    const [table] = await app.db.query<{ name: string | null }>("SELECT to_regclass('comparison_requirement')::text AS name");
    if (!table.name) return; // comparison databases are not installed in this build
    await app.db.query("INSERT INTO comparison_database (db_name) VALUES ('demo_en') ON CONFLICT DO NOTHING");
    for (const [id, seconds] of [
      ["1", 2],
      ["2", 4],
    ] as const) {
      await app.db.query(
        `INSERT INTO comparison_requirement (db_name, external_id, seq, text, language, created_at, similarity_processed_at)
         VALUES ('demo_en', $1, 1, 'The system shall start.', 'en', now() - interval '1 minute', now() - interval '1 minute' + $2 * interval '1 second')`,
        [id, seconds],
      );
    }
    expect((await get("/api/v2/status/database")).json().databaseInstances).toEqual([{ dbName: "demo_en", requirementCount: 2 }]);
    const stats = (await get("/api/v2/status/database/demo_en/statistics")).json();
    expect(stats.similarityStatistics.minDiff).toBeCloseTo(2, 3);
    expect(stats.similarityStatistics.avgDiff).toBeCloseTo(3, 3);
    expect(stats.similarityStatistics.maxDiff).toBeCloseTo(4, 3);
    expect(stats.comparisonStatistics).toEqual({ minDiff: null, avgDiff: null, maxDiff: null });
    expect((await app.inject({ method: "DELETE", url: "/api/v2/status/database/demo_en", headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await get("/api/v2/status/database")).json().databaseInstances).toEqual([]);
  });
});

describe("language model status", () => {
  it("reports the endpoint and the tracked calls, never the key", async () => {
    const before = await get("/api/v2/status/llm");
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain("sk-secret-key-value");
    expect(before.json()).toMatchObject({
      url: "https://llm.example.com/v1/chat/completions",
      modelName: "small-model",
      isLlmApiKeySet: true,
    });
    llmStatus.record({ ok: true, statusCode: 200, message: "OK" });
    llmStatus.record({ ok: false, statusCode: 503, message: "Service Unavailable" });
    const after = (await get("/api/v2/status/llm")).json();
    expect(after).toMatchObject({ statusCode: 503, responseMessage: "Service Unavailable" });
    expect(after.lastSuccessfulCall).toEqual(expect.any(String));
    expect(after.lastFailedCall).toEqual(expect.any(String));
    expect(after.llmErrorRate).toBeGreaterThan(0);
  });

  it("says when no language model is configured", async () => {
    const bare = await build();
    try {
      const cookie = await loginAs(bare, "ROLE_ADMINISTRATOR");
      const res = await bare.inject({ url: "/api/v2/status/llm", headers: { cookie } });
      expect(res.json()).toMatchObject({ url: null, modelName: null, isLlmApiKeySet: false });
    } finally {
      await bare.close();
    }
  });
});
