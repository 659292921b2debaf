/**
 * GET /health/live and GET /health/ready: open to everyone, outside every budget and key
 * check, and silent in the log. Readiness during a database outage is tested in
 * faults/database-outage.test.ts (PostgreSQL), during a shutdown in faults/sigterm.test.ts.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { beginShutdown } from "../../server/routes/health.js";
import { ANALYSE, captureLog, createStorage, testOptions, type TestStorage } from "./helper.js";
import { loginAs } from "./helpers/auth.js";

describe("health endpoints", () => {
  let storage: TestStorage;
  let app: FastifyInstance;
  const log = captureLog();
  /** The log lines as their JSON text. */
  const logLines = () => log.lines.map((line) => JSON.stringify(line));

  beforeAll(async () => {
    storage = await createStorage();
    // A budget of one analysis per minute, so that anything budgeted is refused at once.
    app = await buildApp(testOptions({ ...storage.options, auth: { anonRateLimit: 1 } }), log.logger);
  });
  afterAll(async () => {
    await app?.close();
    await storage?.drop();
  });

  it("answers live and ready without sign-in, key or budget, and logs nothing per call", async () => {
    // Key enforcement on and the anonymous budget used up: the analysis is refused, the probes are not.
    const admin = await loginAs(app, "ROLE_ADMINISTRATOR");
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/v2/apikey/enable",
          headers: { cookie: admin, "content-type": "application/json" },
          payload: "true",
        })
      ).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: "POST", url: ANALYSE, payload: { content: [{ text: "The system shall start." }] } })).statusCode).toBe(401);
    const before = log.lines.length;
    for (let i = 0; i < 5; i++) {
      const live = await app.inject({ url: "/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "live" });
      const ready = await app.inject({ url: "/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready" });
    }
    expect(
      logLines()
        .slice(before)
        .filter((line) => line.includes("/health/")),
    ).toEqual([]);
    // The log does record other requests (so the silence above is the probes' own).
    await app.inject({ url: "/api/v2/version" });
    expect(
      logLines()
        .slice(before)
        .some((line) => line.includes("/api/v2/version")),
    ).toBe(true);
  });

  it("answers many probes at once", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: "/health/ready" })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  });

  it("is in the API reference, outside /api/v2", async () => {
    const doc = (await app.inject({ url: "/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>>;
    };
    expect(doc.paths["/health/live"].get.summary).toBe("Liveness");
    expect(doc.paths["/health/ready"].get.summary).toBe("Readiness");
    expect(Object.keys(doc.paths["/health/ready"].get.responses)).toEqual(expect.arrayContaining(["200", "503"]));
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/api/v2/health"))).toEqual([]);
  });

  it("refuses other methods and leaves the rest of the app as it was", async () => {
    expect((await app.inject({ method: "POST", url: "/health/ready" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/health" })).statusCode).toBe(404);
  });

  // Last: the app stays in this state.
  it("answers ready 503 once the shutdown began, live still 200", async () => {
    beginShutdown(app);
    const ready = await app.inject({ url: "/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ httpStatus: 503, errorCode: "SERVICE_UNAVAILABLE", message: "the server is shutting down" });
    expect((await app.inject({ url: "/health/live" })).statusCode).toBe(200);
  });
});
