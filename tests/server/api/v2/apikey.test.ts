import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../server/app.js";
import { ANALYSE, build, createStorage, describeOnPostgres, freshMinute, testOptions, useApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

const analysis = { config: { language: "en" }, content: [{ text: "The system shall start within 2 seconds." }] };
const analyse = (app: ReturnType<ReturnType<typeof useApp>>, key?: string) =>
  app.inject({ method: "POST", url: ANALYSE, payload: analysis, headers: key ? { "x-api-key": key } : {} });

describe("/api/v2/apikey", () => {
  const app = useApp();

  it("needs an administrator for the list, creation, deletion and the switch", async () => {
    const configurator = await loginAs(app(), "ROLE_CONFIGURATOR");
    const requests = [
      { method: "GET" as const, url: "/api/v2/apikey" },
      { method: "POST" as const, url: "/api/v2/apikey", payload: { description: "nope" } },
      { method: "DELETE" as const, url: "/api/v2/apikey", payload: { description: "nope" } },
      { method: "POST" as const, url: "/api/v2/apikey/enable", payload: "true", headers: { "content-type": "application/json" } },
    ];
    for (const request of requests) {
      expect((await app().inject(request)).statusCode, request.url).toBe(401);
      const forbidden = await app().inject({ ...request, headers: { ...request.headers, cookie: configurator } });
      expect(forbidden.statusCode, request.url).toBe(403);
    }
    // Everyone may read the switch and check a key.
    expect((await app().inject({ url: "/api/v2/apikey/enable" })).json()).toBe(false);
    expect((await app().inject({ url: "/api/v2/apikey/check" })).statusCode).toBe(200);
  });

  it("creates a key shown once, lists it by its first characters and deletes it", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const created = await app().inject({
      method: "POST",
      url: "/api/v2/apikey",
      headers: { cookie },
      payload: { uuid: "", description: "CI pipeline", expirationDate: "2999-12-31" },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).toMatchObject({ description: "CI pipeline", expirationDate: "2999-12-31" });

    const list = await app().inject({ url: "/api/v2/apikey", headers: { cookie } });
    expect(list.json()).toEqual([{ uuid: `${key.uuid.slice(0, 8)}…`, description: "CI pipeline", expirationDate: "2999-12-31" }]);
    expect(list.body).not.toContain(key.uuid);
    const stored = await app().db.query("SELECT * FROM api_key");
    expect(JSON.stringify(stored)).not.toContain(key.uuid);

    const duplicate = await app().inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie }, payload: { description: "CI pipeline" } });
    expect(duplicate.statusCode).toBe(409);
    const short = await app().inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie }, payload: { description: " ab " } });
    expect(short.statusCode).toBe(400);
    const past = await app().inject({
      method: "POST",
      url: "/api/v2/apikey",
      headers: { cookie },
      payload: { description: "old one", expirationDate: "2000-01-01" },
    });
    expect(past.statusCode).toBe(400);
    const garbage = await app().inject({
      method: "POST",
      url: "/api/v2/apikey",
      headers: { cookie },
      payload: { description: "odd one", expirationDate: "tomorrow" },
    });
    expect(garbage.statusCode).toBe(400);

    expect((await app().inject({ url: `/api/v2/apikey/valid/${key.uuid}` })).json()).toEqual({ valid: true });
    expect((await app().inject({ url: `/api/v2/apikey/valid/${key.uuid.toUpperCase()}` })).json()).toEqual({ valid: true });

    const deleted = await app().inject({ method: "DELETE", url: "/api/v2/apikey", headers: { cookie }, payload: list.json()[0] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().description).toBe("CI pipeline");
    expect(
      (await app().inject({ method: "DELETE", url: "/api/v2/apikey", headers: { cookie }, payload: { description: "CI pipeline" } })).statusCode,
    ).toBe(404);
    const invalid = await app().inject({ url: `/api/v2/apikey/valid/${key.uuid}` });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ errorCode: "APIKEY_INVALID" });
  });

  it("guards analysis when enforcement is on, with 307 from /apikey/check for each error", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const json = { cookie, "content-type": "application/json" };
    const valid = (await app().inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie }, payload: { description: "valid key" } })).json()
      .uuid;
    const expired = (
      await app().inject({
        method: "POST",
        url: "/api/v2/apikey",
        headers: { cookie },
        payload: { description: "expiring key", expirationDate: "2999-01-01" },
      })
    ).json().uuid;
    await app().db.query("UPDATE api_key SET expires_at = now() - interval '1 minute' WHERE description = 'expiring key'");
    app().apiKeys.invalidate();

    expect((await analyse(app())).statusCode).toBe(200);
    const on = await app().inject({ method: "POST", url: "/api/v2/apikey/enable", headers: json, payload: "true" });
    expect(on.json()).toBe(true);
    expect((await app().inject({ url: "/api/v2/apikey/enable" })).json()).toBe(true);

    const cases: Array<[string | undefined, string]> = [
      [undefined, "APIKEY_MISSING"],
      ["not-a-key", "APIKEY_INVALID"],
      ["00000000-0000-4000-8000-000000000000", "APIKEY_INVALID"],
      [expired, "APIKEY_EXPIRED"],
    ];
    for (const [key, code] of cases) {
      const check = await app().inject({ url: "/api/v2/apikey/check", headers: key ? { "x-api-key": key } : {} });
      expect(check.statusCode, code).toBe(307);
      expect(check.headers.location).toBe("/apikey-prompt");
      expect(check.json()).toMatchObject({ httpStatus: 307, errorCode: code });
      const refused = await analyse(app(), key);
      expect(refused.statusCode, code).toBe(401);
      expect(refused.json().errorCode).toBe(code);
    }
    const expiredCheck = await app().inject({ url: `/api/v2/apikey/valid/${expired}` });
    expect(expiredCheck.statusCode).toBe(400);
    expect(expiredCheck.json().errorCode).toBe("APIKEY_EXPIRED");

    const ok = await app().inject({ url: "/api/v2/apikey/check", headers: { "x-api-key": valid } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ enforced: true, valid: true });
    expect((await analyse(app(), valid)).statusCode).toBe(200);
    // Language analysis is guarded as well.
    const languages = await app().inject({
      method: "POST",
      url: "/api/v2/languages/analyse",
      payload: { content: [{ text: "The system shall start." }] },
    });
    expect(languages.statusCode).toBe(401);

    await app().inject({ method: "POST", url: "/api/v2/apikey/enable", headers: json, payload: "false" });
    expect((await analyse(app())).statusCode).toBe(200);
    expect((await app().inject({ url: "/api/v2/apikey/check" })).json()).toEqual({ enforced: false, valid: false });
  });
});

describe("request budgets", () => {
  const app = useApp({ auth: { anonRateLimit: 3, keyRateLimit: 100 } });

  it("answers 429 with Retry-After to an anonymous client past its budget, not to a keyed one", async () => {
    // Every count below falls in one budget window.
    await freshMinute();
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const key = (await app().inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie }, payload: { description: "budget key" } })).json()
      .uuid;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await analyse(app())).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const refused = await analyse(app());
    expect(refused.json()).toMatchObject({ httpStatus: 429, errorCode: "TOO_MANY_REQUESTS" });
    expect(refused.json().message).toMatch(/per minute/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await analyse(app(), key)).statusCode).toBe(200);
    // Other endpoints have no budget; reading comparison results costs the database work and is counted.
    expect((await app().inject({ url: "/api/v2/version" })).statusCode).toBe(200);
    const poll = await app().inject({ url: "/api/v2/comparison/budget_db/1700-01-01T00:00:00Z/comparisons" });
    expect(poll.statusCode).toBe(429);
    expect((await app().inject({ url: "/api/v2/comparison/budget_db/exists" })).statusCode).toBe(429);
    // Writing to a comparison database counts too.
    const save = await app().inject({
      method: "POST",
      url: "/api/v2/comparison",
      payload: {
        externalId: "1",
        dbName: "budget_db",
        text: "The pump shall stop within 2 s.",
        projectId: "demo",
        documentId: "demo",
        label: "",
        language: "en",
      },
    });
    expect(save.statusCode).toBe(429);
  });

  it("merges the counts into the database", async () => {
    await app().requestBudgets.flush();
    const rows = await app().db.query<{ client: string; used: number }>(
      "SELECT client, used FROM request_budget WHERE window_start = (SELECT max(window_start) FROM request_budget) ORDER BY client",
    );
    expect(rows.find((r) => r.client === "anon:127.0.0.1")?.used).toBe(3);
    expect(rows.find((r) => r.client.startsWith("key:"))?.used).toBe(5);
  });
});

describe("secrets stay out of responses and logs", () => {
  it("logs no password, hash, key or secret at trace level", async () => {
    const storage = await createStorage();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The request serializer of server/server.ts: tokens in paths are masked.
    const serializers = {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.replace(/(\/apikey\/valid\/)[^/?#]+/i, "$1***"),
      }),
    };
    const app = await buildApp(testOptions({ ...storage.options, auth: { adminPassword: "Admin-Password-1" } }), {
      level: "trace",
      stream,
      serializers,
    });
    try {
      let cookie = await loginAs(app, "ROLE_ADMINISTRATOR");
      const created = await app.inject({ method: "POST", url: "/api/v2/apikey", headers: { cookie }, payload: { description: "logged key" } });
      const key = created.json().uuid as string;
      await app.inject({ url: `/api/v2/apikey/valid/${key}` });
      await app.inject({ method: "POST", url: ANALYSE, payload: analysis, headers: { "x-api-key": key } });
      const changed = await app.inject({
        method: "PUT",
        url: "/api/v2/user/password",
        headers: { cookie },
        payload: { userName: "test-admin", oldPassword: "Test-Password-42", newPassword: "Newer-Password-5", confirmPassword: "Newer-Password-5" },
      });
      expect(changed.statusCode).toBe(204);
      cookie = `reqlens_session=${changed.cookies.find((c) => c.name === "reqlens_session")!.value}`;
      await app.inject({
        method: "POST",
        url: "/api/v2/users",
        headers: { cookie },
        payload: { userName: "grace", password: "Graces-Password-6", role: "ROLE_CONFIGURATOR" },
      });
      const responses = [
        await app.inject({ url: "/api/v2/apikey", headers: { cookie } }),
        await app.inject({ url: "/api/v2/users", headers: { cookie } }),
        await app.inject({ url: "/api/v2/user", headers: { cookie } }),
      ];
      const secret = (await app.db.query<{ value: string }>("SELECT value FROM app_secret"))[0].value;
      const hashes = (await app.db.query<{ password_hash: string }>("SELECT password_hash FROM app_user")).map((r) => r.password_hash);
      const log = lines.join("");
      expect(log).toContain("API key created");
      expect(log).toContain("/apikey/valid/***");
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const secrets = [key, secret, "Admin-Password-1", "Test-Password-42", "Newer-Password-5", "Graces-Password-6", ...hashes];
      for (const text of secrets) {
        expect(log).not.toContain(text);
        for (const response of responses) expect(response.body).not.toContain(text);
      }
    } finally {
      await app.close();
      await storage.drop();
    }
  });
});

describeOnPostgres("several processes on one PostgreSQL database", () => {
  const storage = createStorage();
  afterAll(async () => (await storage).drop());

  it("share the anonymous budget and the enforcement switch", async () => {
    const store = await storage;
    const auth = { anonRateLimit: 4, keyRateLimit: 0, budgetFlushMs: 50 };
    // Budgets are per clock minute: start with room for the whole test in one.
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    if (untilNextMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, untilNextMinute + 50));
    const one = await build({ auth }, { storage: store, keepStorage: true });
    const two = await build({ auth }, { storage: store, keepStorage: true });
    try {
      for (let i = 0; i < 3; i++) expect((await analyse(one)).statusCode).toBe(200);
      await one.requestBudgets.flush();
      // The second process learns the total at its first merge: one more request, then 429.
      expect((await analyse(two)).statusCode).toBe(200);
      await two.requestBudgets.flush();
      expect((await analyse(two)).statusCode).toBe(429);
      // One has no new counts, yet its merge reads the total of the clients it saw this minute.
      await one.requestBudgets.flush();
      expect((await analyse(one)).statusCode).toBe(429);
      expect(await store.sql("SELECT used FROM request_budget WHERE client LIKE 'anon:%'")).toEqual([{ used: 4 }]);

      const cookie = await loginAs(one, "ROLE_ADMINISTRATOR");
      await one.inject({ method: "POST", url: "/api/v2/apikey/enable", headers: { cookie, "content-type": "application/json" }, payload: "true" });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await two.inject({ url: "/api/v2/apikey/enable" })).json()).toBe(true);
      expect((await two.inject({ url: "/api/v2/apikey/check" })).statusCode).toBe(307);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
