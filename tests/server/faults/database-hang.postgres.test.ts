/**
 * A database that hangs (accepts, then never answers — as a PostgreSQL server stopped with
 * SIGSTOP, or a network that drops packets) while analyses go on. A stalling TCP proxy sits
 * between the app and the database, and the database time-outs are set far beyond this
 * test's own time limit: a request that waited for the database would hang the test. The
 * configuration, licence, key enforcement and API key caches must answer from what they
 * hold, past their refresh time, without waiting.
 *
 * Then, with the database back: a key revoked through another process is refused within
 * the refresh bound, and one revoked through this process at once.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../../server/app.js";
import { ANALYSE, describeOnPostgres, proxiedStorage, testOptions, type TestStorage } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import type { TcpProxy } from "../helpers/tcp-proxy.js";
import { waitFor } from "../comparison/helpers.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Far beyond the test's limit: any request that waits for the hung database fails the test by its time-out. */
const DATABASE_WAIT_MS = 30 * 60 * 1000;

describeOnPostgres("a hung database", () => {
  let storage: TestStorage;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let admin = "";

  beforeAll(async () => {
    let databaseUrl: string;
    ({ storage, proxy, databaseUrl } = await proxiedStorage());
    app = await buildApp(
      testOptions({
        databaseUrl,
        postgres: { connectTimeoutMs: DATABASE_WAIT_MS, statementTimeoutMs: DATABASE_WAIT_MS },
        auth: { anonRateLimit: 100_000, keyRateLimit: 100_000 },
        // Twenty analyses in parallel from one client: admission must not be what refuses them.
        engine: { clientConcurrency: 50, clientQueue: 50 },
        comparison: { workers: false },
      }),
    );
    admin = await loginAs(app, "ROLE_ADMINISTRATOR");
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.close();
    await storage?.drop();
  });

  const analyse = (apiKey?: string) =>
    app.inject({
      method: "POST",
      url: ANALYSE,
      headers: apiKey ? { "x-api-key": apiKey } : {},
      payload: { config: { language: "en" }, content: [{ externalId: "1", text: "The system should respond quickly." }] },
    });
  const createKey = async (description: string) => {
    const created = await app.inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie: admin }, payload: { description } });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { uuid: string }).uuid;
  };

  it("leaves analyses answering from the caches, with and without a key, past the refresh time", async () => {
    const key = await createKey("hang key");
    const before = await analyse();
    expect(before.statusCode, before.body).toBe(200);
    expect((await analyse(key)).statusCode).toBe(200);

    proxy.stall();
    // Rounds over more than the caches' refresh time (1 s): each one starts a reload that hangs.
    for (let round = 0; round < 6; round++) {
      const plain = await analyse();
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.json().content[0].rating).toBe(before.json().content[0].rating);
      expect((await analyse(key)).statusCode).toBe(200);
      await sleep(400);
    }
    // Many at once do not queue behind the hung reloads either.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => analyse(i % 2 ? key : undefined)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await proxy.restore();
  }, 60_000);

  it("refuses a key revoked through another process within the refresh bound, and one revoked here at once", async () => {
    await waitFor(async () => (await app.inject({ url: "/health/ready" })).statusCode === 200, "ready again", 60_000);
    // With enforcement on, an invalid key is refused (off, it would count as no key).
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
    const elsewhere = await createKey("revoked elsewhere");
    const here = await createKey("revoked here");
    expect((await analyse(elsewhere)).statusCode).toBe(200);
    expect((await analyse(here)).statusCode).toBe(200);

    await storage.sql("DELETE FROM api_key WHERE description = $1", ["revoked elsewhere"]);
    const refused = await waitFor(
      async () => {
        const res = await analyse(elsewhere);
        return res.statusCode === 401 ? res : undefined;
      },
      "the key revoked by another process refused",
      10_000,
    );
    expect(refused.json()).toMatchObject({ errorCode: "APIKEY_INVALID" });

    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/v2/apikey",
      headers: { cookie: admin },
      payload: { description: "revoked here" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const next = await analyse(here);
    expect(next.statusCode).toBe(401);
  }, 90_000);
});
