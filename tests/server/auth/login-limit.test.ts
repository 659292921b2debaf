/**
 * Sign-in limits: attempts are counted in the database before the password is checked,
 * so parallel attempts (also on two processes) get no more password checks than the
 * limit; lockouts are per user name and client address and grow; a client address has
 * its own limit over all names; the password screen has a lockout of its own.
 */
import crypto from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../server/auth/users.js";
import { createStorage, describeOnPglite, describeOnPostgres, type TestStorage, useApp } from "../helper.js";
import { loginAs, TEST_PASSWORD } from "../helpers/auth.js";
import { startServerProcess, TEST_ADMIN_PASSWORD } from "../helpers/server-process.js";

const ATTEMPTS = 5;
const PARALLEL = 500;

/** Signs in from a given client address. */
function loginFrom(app: FastifyInstance, address: string, userName: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/reqlens_login",
    remoteAddress: address,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ userName, password }).toString(),
  });
}

/** Counts the scrypt derivations of this process (every password check is one) while fn runs. */
async function countingScrypt<T>(fn: () => Promise<T>): Promise<{ result: T; derivations: number }> {
  const original = crypto.scrypt;
  let derivations = 0;
  crypto.scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    derivations++;
    return (original as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  syncBuiltinESMExports();
  try {
    return { result: await fn(), derivations };
  } finally {
    crypto.scrypt = original;
    syncBuiltinESMExports();
  }
}

describe("sign-in limits", () => {
  const app = useApp({ auth: { login: { attempts: ATTEMPTS, lockSeconds: 60, maxLockSeconds: 3600, addressAttempts: 100, windowSeconds: 900 } } });

  beforeAll(async () => {
    await createUser(app().db, "limited", TEST_PASSWORD, "ROLE_CONFIGURATOR");
    // The dummy hash of unknown names is made once; made here, it is not counted below.
    await loginFrom(app(), "10.9.9.9", "nobody-at-all", "wrong");
  });

  it(`lets ${PARALLEL} parallel attempts check at most ${ATTEMPTS} passwords`, async () => {
    const { result, derivations } = await countingScrypt(() =>
      Promise.all(Array.from({ length: PARALLEL }, () => loginFrom(app(), "10.0.0.1", "limited", "wrong-password"))),
    );
    const statuses = result.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - ATTEMPTS);
    expect(derivations).toBe(ATTEMPTS);
  });

  it("refuses the right password from the locked address with 429, Retry-After and the minutes to wait", async () => {
    const blocked = await loginFrom(app(), "10.0.0.1", "limited", TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["set-cookie"]).toBeUndefined();
    const seconds = Number(blocked.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({ httpStatus: 429, errorCode: "TOO_MANY_REQUESTS", message: "too many attempts; try again in 1 minute(s)" });
  });

  it("lets the locked user name sign in from another address", async () => {
    const response = await loginFrom(app(), "10.0.0.2", "limited", TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().userName).toBe("limited");
  });

  it("doubles the lockout after each further failure once a lockout is over", async () => {
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      // The lockout is over (as if its time had passed): one attempt, then locked again for twice as long.
      await app().db.query("UPDATE login_attempt SET locked_until = now() - interval '1 second' WHERE subject LIKE 'pair:%10.0.0.1%'");
      expect((await loginFrom(app(), "10.0.0.1", "limited", "wrong-password")).statusCode).toBe(401);
      const refused = await loginFrom(app(), "10.0.0.1", "limited", "wrong-password");
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers["retry-after"]));
    }
    expect(waits[0]).toBeGreaterThan(60);
    expect(waits[0]).toBeLessThanOrEqual(120);
    expect(waits[1]).toBeGreaterThan(180);
    expect(waits[2]).toBeGreaterThan(420);
    // A correct password after a lockout starts the user name and address afresh.
    await app().db.query("UPDATE login_attempt SET locked_until = now() - interval '1 second' WHERE subject LIKE 'pair:%10.0.0.1%'");
    expect((await loginFrom(app(), "10.0.0.1", "limited", TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await app().db.query("SELECT 1 FROM login_attempt WHERE subject LIKE 'pair:%10.0.0.1%'");
    expect(rows).toHaveLength(0);
  });

  it("keeps a wrong old password on the password screen from locking the sign-in", async () => {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR", "screen-user");
    const change = (oldPassword: string) =>
      app().inject({
        method: "PUT",
        url: "/api/v2/user/password",
        headers: { cookie },
        payload: { userName: "screen-user", oldPassword, newPassword: "New-Password-42!", confirmPassword: "New-Password-42!" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS + 2; i++) statuses.push((await change("not-the-password")).statusCode);
    expect(statuses.slice(0, ATTEMPTS)).toEqual(Array(ATTEMPTS).fill(400));
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in \d+ minute/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The sign-in is not locked, from the same address either.
    expect((await loginFrom(app(), "127.0.0.1", "screen-user", TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe("the limit per client address", () => {
  const app = useApp({ auth: { login: { attempts: ATTEMPTS, addressAttempts: 6 } } });

  it("refuses an address past its attempts over all user names, and gives successful sign-ins their attempt back", async () => {
    await createUser(app().db, "elsewhere", TEST_PASSWORD, "ROLE_CONFIGURATOR");
    const address = "10.0.0.3";
    // Successful sign-ins do not use up the address's attempts.
    for (let i = 0; i < 8; i++) expect((await loginFrom(app(), address, "elsewhere", TEST_PASSWORD)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await loginFrom(app(), address, `name-${i}`, "wrong")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    // Other addresses go on.
    expect((await loginFrom(app(), "10.0.0.4", "elsewhere", TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describeOnPglite("sign-in limits off", () => {
  const app = useApp({ auth: { login: { attempts: 0, addressAttempts: 0 } } });
  it("check every password with REQLENS_LOGIN_ATTEMPTS=0 and REQLENS_LOGIN_ADDRESS_ATTEMPTS=0", async () => {
    const statuses = await Promise.all(Array.from({ length: 8 }, () => loginFrom(app(), "10.1.0.1", "nobody", "wrong")));
    expect(statuses.every((r) => r.statusCode === 401)).toBe(true);
  });
});

describeOnPostgres("sign-in limits on two processes", () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createStorage();
  });
  afterAll(async () => storage?.drop());

  it(`let ${PARALLEL} parallel attempts, split over both, check at most ${ATTEMPTS} passwords`, async () => {
    // 500 connections from one address: the per-address connection cap must not be what refuses them.
    const env = {
      DATABASE_URL: storage.options.databaseUrl!,
      REQLENS_LOGIN_ATTEMPTS: String(ATTEMPTS),
      REQLENS_LOGIN_ADDRESS_ATTEMPTS: "0",
      REQLENS_MAX_CONNECTIONS_PER_ADDRESS: "0",
    };
    const one = await startServerProcess(env);
    const two = await startServerProcess(env);
    const attempt = (origin: string, password: string) =>
      fetch(`${origin}/reqlens_login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams({ userName: "admin", password }).toString(),
      }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => attempt((i % 2 ? one : two).origin, "wrong-password")));
    // Every password checked and wrong is a 401; a refused attempt (429) checks none.
    expect(statuses.filter((s) => s === 401)).toHaveLength(ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - ATTEMPTS);
    // Both processes refuse the right password from the locked address now.
    expect(await attempt(one.origin, TEST_ADMIN_PASSWORD)).toBe(429);
    expect(await attempt(two.origin, TEST_ADMIN_PASSWORD)).toBe(429);
    await one.kill();
    await two.kill();
  }, 300_000);
});
