/**
 * Every route the app registers, fuzzed with random bodies, path parameters and query
 * strings, as nobody, as an administrator and as the console (administrator with the
 * same Origin): never a 5xx, every refusal a 4xx in the one error shape, an answer
 * within a bound, and a normal analysis still works afterwards.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFuzzApp,
  expectNoServerError,
  expectNormalAnalysis,
  hostileJson,
  hostileString,
  IDENTITIES,
  identityHeaders,
  paramValue,
  pathsOf,
  queryArbitrary,
  replaceAt,
  routeKey,
  renewAdmin,
  RUNS,
  sampleOf,
  SEED,
  seedFor,
  within,
  wrongValue,
  type FuzzApp,
  shortFailure,
  type FuzzRoute,
} from "./harness.js";

let fuzz: FuzzApp;
const requested = new Set<string>();

beforeAll(async () => {
  fuzz = await buildFuzzApp();
});
afterAll(async () => {
  await fuzz?.app.close();
});

type Schema = Record<string, unknown>;

/** A body for the route: valid, one field of a wrong type, extra fields, or anything at all. */
function bodyArbitrary(route: FuzzRoute, shared: Record<string, Schema>): fc.Arbitrary<{ type: string; payload: string }> {
  const schema = route.schema.body as Schema | undefined;
  const sample = schema ? sampleOf(shared, schema) : {};
  const paths = pathsOf(sample);
  const json = (value: unknown) => ({ type: "application/json", payload: JSON.stringify(value) ?? "null" });
  return fc.oneof(
    fc.constant(json(sample)),
    fc.tuple(fc.constantFrom(...paths), wrongValue).map(([path, value]) => json(replaceAt(sample, path, value))),
    fc.tuple(fc.constantFrom(...paths), hostileString).map(([path, value]) => json(replaceAt(sample, path, value))),
    fc
      .tuple(fc.string({ maxLength: 12 }), hostileJson)
      .map(([key, value]) => json(sample && typeof sample === "object" && !Array.isArray(sample) ? { ...sample, [key]: value } : { [key]: value })),
    hostileJson.map(json),
    fc
      .constantFrom(
        "",
        "{",
        '{"content":',
        "nul",
        "[1,]",
        '{"a":1}{"a":2}',
        "\uFEFF{}",
        '"\\ud800"',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
      )
      .map((payload) => ({ type: "application/json", payload })),
    fc.record({
      type: fc.constant("application/x-www-form-urlencoded"),
      payload: fc
        .array(
          fc.tuple(
            fc.constantFrom("userName", "password", "content", "x"),
            hostileString.map((v) => v.slice(0, 5000)),
          ),
          { maxLength: 4 },
        )
        .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v.replace(/[\uD800-\uDFFF]/g, "?")])).toString()),
    }),
    hostileString.map((payload) => ({
      type: "multipart/form-data; boundary=x",
      payload: `--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\n${payload}\r\n--x--\r\n`,
    })),
  );
}

function urlFor(route: FuzzRoute, params: { raw: string }[], query: string): string {
  let i = 0;
  const path = route.url
    .split("/")
    .map((segment) => (segment.startsWith(":") ? params[i++ % params.length].raw : segment === "*" ? params[i++ % params.length].raw : segment))
    .join("/");
  return query ? `${path}?${query}` : path;
}

describe("fuzzing every route", () => {
  it("finds routes to fuzz, the documented ones among them", async () => {
    const recorded = new Set(fuzz.routes.map(routeKey));
    const openapi = (await fuzz.app.inject({ url: "/docs/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(documented.length).toBeGreaterThan(30);
    for (const key of documented) expect(recorded, key).toContain(key);
  });

  for (const identity of IDENTITIES) {
    it(`never answers 5xx or hangs, as ${identity}`, async () => {
      const shared = fuzz.app.getSchemas() as Record<string, Schema>;
      const failures: string[] = [];
      for (const route of fuzz.routes) {
        await renewAdmin(fuzz);
        const headers = identityHeaders(identity, fuzz.admin);
        const querystring = route.schema.querystring as Schema | undefined;
        const names = Object.keys((querystring?.properties ?? {}) as object);
        const property = fc.asyncProperty(
          bodyArbitrary(route, shared),
          fc.array(paramValue, { minLength: 3, maxLength: 3 }),
          queryArbitrary(names),
          async (body, params, query) => {
            const url = urlFor(route, params, query);
            const withBody = route.method !== "GET" && route.method !== "HEAD";
            const res = await within(
              fuzz.app.inject({
                method: route.method as "GET",
                url,
                headers: withBody ? { ...headers, "content-type": body.type } : headers,
                payload: withBody ? body.payload : undefined,
              }),
              `${route.method} ${url.slice(0, 200)}`,
            );
            requested.add(routeKey(route));
            expectNoServerError(route.method, res, `${identity} ${route.method} ${url.slice(0, 200)} ${body.payload.slice(0, 200)}`);
          },
        );
        const seed = seedFor(`${routeKey(route)} ${identity}`);
        try {
          await fc.assert(property, { seed, numRuns: RUNS, endOnFailure: true });
        } catch (error) {
          failures.push(`${routeKey(route)} as ${identity}: ${shortFailure(error)}`);
        }
      }
      expect(failures, `REQLENS_FUZZ_SEED=${SEED}`).toEqual([]);
      await expectNormalAnalysis(fuzz);
    });
  }

  it("fuzzed every route the app registers", () => {
    const missing = fuzz.routes.map(routeKey).filter((key) => !requested.has(key));
    expect(missing).toEqual([]);
  });
});
