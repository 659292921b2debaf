/**
 * Deployment-facing security: CORS stays closed (no route answers another origin's
 * preflight or reads), and client addresses behind a proxy are believed only when
 * REQLENS_TRUST_PROXY says so, because budgets and login limits count per address.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../server/options.js";
import { ANALYSE, freshMinute, useApp } from "./helper.js";

beforeEach(freshMinute, 40_000);

const REQUIREMENT = { content: [{ text: "The archive shall keep every invoice for ten years." }] };

function analyseFrom(app: ReturnType<ReturnType<typeof useApp>>, forwardedFor: string) {
  return app.inject({ method: "POST", url: ANALYSE, payload: REQUIREMENT, headers: { "x-forwarded-for": forwardedFor } });
}

describe("CORS", () => {
  const app = useApp();

  it("answers no preflight from another origin", async () => {
    const response = await app().inject({
      method: "OPTIONS",
      url: ANALYSE,
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("grants no other origin the right to read an answer", async () => {
    for (const url of ["/api/v2/version", "/api/v2/user", "/docs/openapi.json"]) {
      const response = await app().inject({ url, headers: { origin: "https://elsewhere.example" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["access-control-allow-origin"], url).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"], url).toBeUndefined();
    }
  });
});

describe("without REQLENS_TRUST_PROXY", () => {
  const app = useApp({ auth: { anonRateLimit: 2, keyRateLimit: 0 } });

  it("ignores X-Forwarded-For, so a client cannot pick a fresh budget", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await analyseFrom(app(), `198.51.100.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe("with REQLENS_TRUST_PROXY", () => {
  const app = useApp({ auth: { anonRateLimit: 2, keyRateLimit: 0 }, trustProxy: parseTrustProxy("loopback,127.0.0.1") });

  it("counts budgets per client address named by the proxy", async () => {
    const a = [];
    for (let i = 0; i < 3; i++) a.push((await analyseFrom(app(), "198.51.100.7")).statusCode);
    const b = [];
    for (let i = 0; i < 3; i++) b.push((await analyseFrom(app(), "203.0.113.9")).statusCode);
    expect(a).toEqual([200, 200, 429]);
    expect(b).toEqual([200, 200, 429]);
  });
});

describe("parseTrustProxy", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8,127.0.0.1"],
    ["loopback", "loopback"],
    ["fd00::/8", "fd00::/8"],
  ])("reads %j as %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it("reads a hop count as the nearest proxies", () => {
    const trust = parseTrustProxy("2");
    expect(typeof trust).toBe("function");
    const believe = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => believe("192.0.2.1", hop))).toEqual([true, true, false]);
  });

  it.each(["yes", "10.0.0.0/8; rm", "*"])("refuses %j with a message naming the variable", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/REQLENS_TRUST_PROXY/);
  });
});
