/**
 * Every route that takes a body, sent bodies at the edges: JSON nested 10,000 and
 * 100,000 deep, bodies just under and just over the route's limit. Never a 5xx; over the
 * limit a 413 naming it; and the server answers a normal analysis afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFuzzApp,
  deepJson,
  expectNoServerError,
  expectNormalAnalysis,
  IDENTITIES,
  identityHeaders,
  renewAdmin,
  routeKey,
  within,
  type FuzzApp,
} from "./harness.js";

let fuzz: FuzzApp;

beforeAll(async () => {
  fuzz = await buildFuzzApp();
});
afterAll(async () => {
  await fuzz?.app.close();
});

/** Fastify's default, set in server/app.ts. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

const withBodies = () => fuzz.routes.filter((r) => r.method !== "GET" && r.method !== "HEAD");
const urlOf = (url: string) => url.replace(/:\w+/g, "default");

async function send(method: string, url: string, headers: Record<string, string>, payload: string, what: string) {
  const res = await within(
    fuzz.app.inject({ method: method as "POST", url, headers: { ...headers, "content-type": "application/json" }, payload }),
    what,
  );
  expectNoServerError(method, res, what);
  return res;
}

describe("deeply nested JSON", () => {
  for (const identity of IDENTITIES) {
    it(`nested 10,000 and 100,000 deep: never a 5xx, as ${identity}`, async () => {
      const bodies = [
        deepJson(10_000),
        deepJson(10_000, "object"),
        deepJson(100_000),
        deepJson(100_000, "object"),
        `{"content":[{"text":${deepJson(10_000)}}]}`,
      ];
      for (const route of withBodies()) {
        await renewAdmin(fuzz);
        for (const body of bodies)
          await send(route.method, urlOf(route.url), identityHeaders(identity, fuzz.admin), body, `${routeKey(route)} depth ${body.length / 2}`);
      }
      await expectNormalAnalysis(fuzz);
    });
  }
});

describe("bodies at the limit", () => {
  it("just over each route's body limit: 413 naming the limit (or 415 where JSON is not taken)", async () => {
    await renewAdmin(fuzz);
    for (const route of withBodies()) {
      const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
      const res = await send(
        route.method,
        urlOf(route.url),
        { cookie: fuzz.admin },
        `"${"a".repeat(limit - 1)}"`,
        `${routeKey(route)} ${limit + 1} bytes`,
      );
      expect([413, 415], `${routeKey(route)}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      if (res.statusCode === 413) expect(res.json().message, routeKey(route)).toContain(String(limit));
    }
  });

  it("just under each route's body limit: an answer, never a 5xx", async () => {
    await renewAdmin(fuzz);
    for (const route of withBodies()) {
      const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
      // A string of multi-byte characters and escapes, so byte and character counts differ.
      const unit = "é\\u0301\\ud800 ";
      const text = unit.repeat(Math.floor((limit - 40) / Buffer.byteLength(unit)));
      await send(
        route.method,
        urlOf(route.url),
        { cookie: fuzz.admin },
        `{"content":[{"text":"${text}"}]}`,
        `${routeKey(route)} near ${limit} bytes`,
      );
    }
    await expectNormalAnalysis(fuzz);
  });
});
