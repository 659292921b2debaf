/**
 * Every route with headers of the wrong shape: content types, lying Content-Length,
 * broken and forged cookies, API keys, Origin and Referer of other sites, odd Host and
 * Accept headers. The body is the route's own valid sample, so only the headers vary.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildFuzzApp,
  expectNoServerError,
  expectNormalAnalysis,
  hostileString,
  IDENTITIES,
  identityHeaders,
  renewAdmin,
  routeKey,
  RUNS,
  sampleOf,
  seedFor,
  SEED,
  shortFailure,
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

/** A header value as a client may send it: printable Latin-1 only (anything else is refused by the HTTP layer itself). */
const headerText = hostileString.map((v) => v.slice(0, 9000).replace(/[^\x20-\x7e\x80-\xff]/g, "?"));

const contentType = fc.oneof(
  fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "application/json; charset=utf-16",
    "application/json; charset=nonsense",
    "APPLICATION/JSON",
    "application/json;;;",
    "application/jsonx",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=x",
    "text/plain",
    "text/html",
    "application/xml",
    "application/octet-stream",
    "*/*",
    "",
    ";",
  ),
  headerText,
);

const cookie = fc.oneof(
  fc.constantFrom(
    "reqlens_session=",
    "reqlens_session=garbage",
    "reqlens_session=s%3Aabc.def",
    "reqlens_session=%E0%A4%A",
    "reqlens_session=a; reqlens_session=b",
    "=;=;=",
    ";;;",
    "reqlens_session",
  ),
  headerText.map((v) => `reqlens_session=${v}`),
  headerText,
);

const origin = fc.oneof(
  fc.constantFrom(
    "null",
    "http://evil.example",
    "https://localhost",
    "http://localhost:81",
    "http://LOCALHOST:80",
    "file://",
    "http://",
    "http://[::1",
    "//localhost",
  ),
  headerText,
);

const headerSet = fc.record(
  {
    "content-type": contentType,
    "content-length": fc.oneof(fc.constantFrom("0", "1", "-1", "abc", "99999999999999999999", "1e3", " 5"), fc.nat().map(String)),
    cookie,
    "x-api-key": fc.oneof(fc.constantFrom("", "null", "00000000-0000-0000-0000-000000000000"), headerText),
    origin,
    referer: origin,
    host: fc.oneof(fc.constantFrom("", "evil.example", "localhost:99999", "[::1]", "a b", "localhost:80:80"), headerText),
    accept: fc.oneof(fc.constantFrom("application/xml", "*/*", "", "text/html;q=abc"), headerText),
    "accept-language": headerText,
    "x-forwarded-for": fc.oneof(fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "not-an-ip"), headerText),
    "transfer-encoding": fc.constantFrom("gzip", "identity"),
    "content-encoding": fc.constantFrom("gzip", "br", "identity", "nonsense"),
  },
  { requiredKeys: [] },
);

describe("headers of the wrong shape", () => {
  for (const identity of IDENTITIES) {
    it(`never answer 5xx or hang, as ${identity}`, async () => {
      const shared = fuzz.app.getSchemas() as Record<string, Record<string, unknown>>;
      const failures: string[] = [];
      for (const route of fuzz.routes) {
        if (route.url.includes("*")) continue;
        await renewAdmin(fuzz);
        const base = identityHeaders(identity, fuzz.admin);
        const url = route.url.replace(/:\w+/g, "default");
        const body = route.schema.body ? JSON.stringify(sampleOf(shared, route.schema.body as Record<string, unknown>)) : "{}";
        const withBody = route.method !== "GET" && route.method !== "HEAD";
        const property = fc.asyncProperty(headerSet, async (headers) => {
          const sent = { ...base, ...headers };
          // The identity's cookie stays unless the case replaces it; a forged one is appended to it half the time.
          if (headers.cookie !== undefined && base.cookie && headers.cookie.length % 2 === 0) sent.cookie = `${base.cookie}; ${headers.cookie}`;
          const res = await within(
            fuzz.app.inject({ method: route.method as "GET", url, headers: sent, payload: withBody ? body : undefined }),
            `${route.method} ${url}`,
          );
          expectNoServerError(route.method, res, `${identity} ${route.method} ${url} ${JSON.stringify(headers).slice(0, 400)}`);
        });
        try {
          await fc.assert(property, { seed: seedFor(`headers ${routeKey(route)} ${identity}`), numRuns: RUNS, endOnFailure: true });
        } catch (error) {
          failures.push(`${routeKey(route)} as ${identity}: ${shortFailure(error)}`);
        }
      }
      expect(failures, `REQLENS_FUZZ_SEED=${SEED}`).toEqual([]);
      await expectNormalAnalysis(fuzz);
    });
  }
});
