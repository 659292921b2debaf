/** Sign-in, sign-out, sessions across restarts and processes, the first administrator, cross-site requests. */
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.js";
import { build, createStorage, describeOnPostgres, testOptions, useApp } from "../helper.js";
import { login, loginAs, sessionCookieOf, TEST_PASSWORD } from "../helpers/auth.js";

const USER = "/api/v2/user";

describe("sign-in", () => {
  const app = useApp();

  it("answers the anonymous user without a session", async () => {
    const response = await app().inject({ url: USER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: "", roles: ["ROLE_ANONYMOUS"] });
  });

  it("signs in with an HttpOnly, SameSite=Strict cookie and a new session id each time", async () => {
    const first = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const response = await login(app(), "test-admin", TEST_PASSWORD, { cookie: first });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: "test-admin", roles: ["ROLE_ADMINISTRATOR"] });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    // The session the request came with ended with the new sign-in.
    expect((await app().inject({ url: USER, headers: { cookie: first } })).json().userName).toBe("");
    expect((await app().inject({ url: USER, headers: { cookie: second } })).json()).toEqual({
      userName: "test-admin",
      roles: ["ROLE_ADMINISTRATOR"],
    });
  });

  it("keeps only a hash of the session id", async () => {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR");
    const id = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    const rows = await app().db.query<{ id_hash: string }>("SELECT id_hash FROM session");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.id_hash).not.toContain(id);
  });

  it("ends the session at logout", async () => {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR");
    expect((await app().inject({ url: USER, headers: { cookie } })).json().userName).toBe("test-configurator");
    const out = await app().inject({ url: "/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ userName: "", roles: ["ROLE_ANONYMOUS"] });
    expect(String(out.headers["set-cookie"])).toMatch(/reqlens_session=;/);
    // The old cookie is worthless now, even when replayed.
    expect((await app().inject({ url: USER, headers: { cookie } })).json().userName).toBe("");
  });

  it("ignores a forged or tampered cookie", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const tampered = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await app().inject({ url: USER, headers: { cookie: tampered } })).json().userName).toBe("");
    expect((await app().inject({ url: USER, headers: { cookie: "reqlens_session=abc" } })).json().userName).toBe("");
  });

  it("refuses wrong credentials with 401 and no cookie", async () => {
    await loginAs(app(), "ROLE_CONFIGURATOR");
    for (const [name, password] of [
      ["test-configurator", "wrong-password"],
      ["nobody", TEST_PASSWORD],
    ]) {
      const response = await login(app(), name, password, { "x-forwarded-for": "unused" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: "UNAUTHORIZED", message: "invalid credentials" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("answers 400 for a login without fields", async () => {
    const empty = await app().inject({
      method: "POST",
      url: "/reqlens_login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "userName=x",
    });
    expect(empty.statusCode).toBe(400);
    // JSON is read as well (a cross-site page cannot send it without a CORS preflight).
    const json = await app().inject({ method: "POST", url: "/reqlens_login", payload: { userName: "x", password: "y" } });
    expect(json.statusCode).toBe(401);
  });
});

describe("secure cookies", () => {
  const app = useApp({ auth: { secureCookies: true } });
  it("marks the cookie Secure with REQLENS_SECURE_COOKIES=true", async () => {
    await loginAs(app(), "ROLE_ADMINISTRATOR");
    const response = await login(app(), "test-admin", TEST_PASSWORD);
    expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
  });
});

describe("cross-site requests", () => {
  const app = useApp();
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("refuses a login from another origin", async () => {
    await loginAs(app(), "ROLE_ADMINISTRATOR");
    const response = await login(app(), "test-admin", TEST_PASSWORD, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: "FORBIDDEN" });
    expect(response.json().message).toMatch(/cross-site/);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("accepts a login from its own origin", async () => {
    const response = await login(app(), "test-admin", TEST_PASSWORD, { origin: "http://localhost:80", host: "localhost:80" });
    expect(response.statusCode).toBe(200);
  });

  it("does not let a cross-site form post change state", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const attempts = [
      { method: "POST" as const, url: "/api/v2/apikey/enable", payload: "true" },
      { method: "POST" as const, url: "/api/v2/users", payload: "userName=mallory&password=Aa1!aaaaaaaaaa&role=ROLE_ADMINISTRATOR" },
      { method: "PUT" as const, url: "/api/v2/user/password", payload: "userName=test-admin&oldPassword=x&newPassword=y&confirmPassword=y" },
      { method: "DELETE" as const, url: "/api/v2/users/test-admin", payload: "" },
    ];
    for (const attempt of attempts) {
      const crossSite = await app().inject({ ...attempt, headers: { ...form, cookie, origin: "https://evil.example" } });
      expect(crossSite.statusCode, attempt.url).toBe(403);
      expect(crossSite.json().message).toMatch(/cross-site/);
      const byReferer = await app().inject({ ...attempt, headers: { ...form, cookie, referer: "https://evil.example/page" } });
      expect(byReferer.statusCode, attempt.url).toBe(403);
    }
    // Same origin, but a form body: the JSON API does not parse it.
    const sameSite = await app().inject({ ...attempts[1], headers: { ...form, cookie, origin: "http://localhost", host: "localhost" } });
    expect(sameSite.statusCode).toBe(415);
    const enableState = await app().inject({ url: "/api/v2/apikey/enable" });
    expect(enableState.json(), enableState.body).toBe(false);
    const users = await app().inject({ url: "/api/v2/users", headers: { cookie } });
    expect(users.json().map((u: { userName: string }) => u.userName)).not.toContain("mallory");
  });

  it("lets same-origin JSON requests through", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const response = await app().inject({
      method: "POST",
      url: "/api/v2/apikey/enable",
      headers: { cookie, origin: "http://localhost:8080", host: "localhost:8080", "content-type": "application/json" },
      payload: "false",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the first administrator", () => {
  it("is admin with REQLENS_ADMIN_PASSWORD", async () => {
    const app = await build({ auth: { adminPassword: "Admin-Password-1" } });
    try {
      const response = await login(app, "admin", "Admin-Password-1");
      expect(response.json()).toEqual({ userName: "admin", roles: ["ROLE_ADMINISTRATOR"] });
    } finally {
      await app.close();
    }
  });

  it("gets a generated password, announced once and never logged", async () => {
    const storage = await createStorage({ onDisk: true });
    const announced: string[] = [];
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const options = testOptions({ ...storage.options, auth: { announce: (text) => announced.push(text) } });
    try {
      const first = await buildApp(options, { level: "trace", stream });
      expect(announced).toHaveLength(1);
      const password = /password (\S+)/.exec(announced[0])![1];
      const response = await login(first, "admin", password);
      expect(response.statusCode).toBe(200);
      const cookie = sessionCookieOf(response);
      await first.close();

      // Restart on the same storage: nothing announced again; the session survived.
      const second = await buildApp(options, { level: "trace", stream });
      try {
        expect(announced).toHaveLength(1);
        expect((await second.inject({ url: USER, headers: { cookie } })).json().userName).toBe("admin");
        const secret = (await second.db.query<{ value: string }>("SELECT value FROM app_secret"))[0].value;
        const hash = (await second.db.query<{ password_hash: string }>("SELECT password_hash FROM app_user"))[0].password_hash;
        const log = logged.join("");
        expect(log).toContain("administrator");
        for (const secretText of [password, secret, hash, cookie.split("=")[1]]) expect(log).not.toContain(secretText);
      } finally {
        await second.close();
      }
    } finally {
      await storage.drop();
    }
  });
});

describeOnPostgres("several processes on one PostgreSQL database", () => {
  const storage = createStorage();
  afterAll(async () => (await storage).drop());

  it("accept each other's sessions and share the cookie secret", async () => {
    const store = await storage;
    const one = await build({}, { storage: store, keepStorage: true });
    const two = await build({}, { storage: store, keepStorage: true });
    try {
      const cookie = await loginAs(one, "ROLE_CONFIGURATOR");
      expect((await two.inject({ url: USER, headers: { cookie } })).json()).toEqual({
        userName: "test-configurator",
        roles: ["ROLE_CONFIGURATOR"],
      });
      await two.inject({ url: "/logout", headers: { cookie } });
      expect((await one.inject({ url: USER, headers: { cookie } })).json().userName).toBe("");
    } finally {
      await one.close();
      await two.close();
    }
  });
});
