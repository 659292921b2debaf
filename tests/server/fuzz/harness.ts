/**
 * What the fuzz suites share: the app built with a hook that records every route it
 * registers (so a new endpoint is fuzzed without editing the suites), the identities a
 * request is sent as, schema-driven samples and mutations of bodies, hostile strings,
 * and the properties every answer must have.
 */
import type { RouteOptions } from "fastify";
import Fastify from "fastify";
import fc from "fast-check";
import { expect } from "vitest";
import { serverOptions, serviceApp } from "../../../server/app.js";
import { generateKeyPair, issueLicense, REQUEST_FORMAT } from "../../../server/license/file.js";
import { createStorage, dropStorageOnClose, testOptions, type TestApp } from "../helper.js";
import { createSession } from "../../../server/auth/sessions.js";
import { createUser } from "../../../server/auth/users.js";
import { SESSION_COOKIE } from "../../../server/plugins/app/auth.js";
import { loginAs, TEST_PASSWORD } from "../helpers/auth.js";

/** One seed for every run, so a failure can be replayed; fast-check prints it with the counterexample. */
export const SEED = Number(process.env.REQLENS_FUZZ_SEED ?? 20261121);
/** Runs per property; REQLENS_FUZZ_RUNS raises it for a longer hunt. */
export const RUNS = Number(process.env.REQLENS_FUZZ_RUNS ?? 12);
/** An answer later than this counts as a hang (a bounded wait, not a timing assertion). */
export const ANSWER_BOUND_MS = 20_000;

export interface FuzzRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  /** The route's own body limit, when it sets one. */
  bodyLimit?: number;
}

export interface FuzzApp {
  app: TestApp;
  routes: FuzzRoute[];
  vendorPrivateKey: string;
  /** The Cookie header of a signed-in administrator (see renewAdmin). */
  admin: string;
}

let adminCount = 0;

/**
 * Keeps fuzz.admin signed in: fuzzing as an administrator signs out, deletes users and
 * changes roles now and then, so a new administrator signs in when the session is gone.
 */
export async function renewAdmin(fuzz: FuzzApp): Promise<void> {
  const who = await fuzz.app.inject({ url: "/api/v2/user", headers: { cookie: fuzz.admin } });
  if (who.statusCode === 200 && (who.json() as { roles: string[] }).roles.includes("ROLE_ADMINISTRATOR")) return;
  // A session made directly: signing in again would meet the sign-in limit the fuzzing has run into.
  const userName = `fuzz-admin-${++adminCount}`;
  await createUser(fuzz.app.db, userName, TEST_PASSWORD, "ROLE_ADMINISTRATOR");
  const id = await createSession(fuzz.app.db, userName, 3600);
  fuzz.admin = `${SESSION_COOKIE}=${encodeURIComponent(fuzz.app.signCookie(id))}`;
}

/** Builds the app as buildApp does, recording every route with its schema. */
export async function buildFuzzApp(): Promise<FuzzApp> {
  const storage = await createStorage();
  const vendor = generateKeyPair();
  const app = Fastify(serverOptions(false)) as unknown as TestApp;
  const recorded: FuzzRoute[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      recorded.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown>, bodyLimit: route.bodyLimit });
  });
  await app.register(serviceApp, testOptions({ ...storage.options, licensePublicKey: vendor.publicKey }));
  await app.ready();
  dropStorageOnClose(app, storage);
  const admin = await loginAs(app, "ROLE_ADMINISTRATOR", `fuzz-admin-${++adminCount}`);
  return { app, routes: recorded, vendorPrivateKey: vendor.privateKey, admin };
}

/** A seed per route and identity, derived from SEED, so each route meets other values. */
export function seedFor(key: string): number {
  let hash = SEED;
  for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, 31) + key.charCodeAt(i)) | 0;
  return hash;
}

/** Route and method as one key, e.g. "POST /api/v2/requirements/analyse". */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Who a request is sent as: nobody, an administrator, an administrator through the console (same Origin). */
export type Identity = "anonymous" | "admin" | "console";
export const IDENTITIES: Identity[] = ["anonymous", "admin", "console"];

export function identityHeaders(identity: Identity, admin: string): Record<string, string> {
  if (identity === "anonymous") return {};
  if (identity === "admin") return { cookie: admin };
  return { cookie: admin, origin: "http://localhost:80", referer: "http://localhost:80/config/license", "x-requested-with": "XMLHttpRequest" };
}

// ---------------------------------------------------------------- schemas

type Schema = Record<string, unknown>;

/** Resolves $ref against the shared schemas ("Id#", "Id#/definitions/x") and the current root ("#/…"). */
export function resolver(shared: Record<string, Schema>) {
  const pointer = (root: Schema, path: string): Schema | undefined => {
    let node: unknown = root;
    for (const part of path.split("/").filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[decodeURIComponent(part)];
    return node as Schema | undefined;
  };
  return function resolve(schema: Schema | undefined, root: Schema | undefined): { schema: Schema | undefined; root: Schema | undefined } {
    for (let i = 0; schema && typeof schema.$ref === "string" && i < 20; i++) {
      const [id, path = ""] = (schema.$ref as string).split("#");
      if (id) root = shared[id] ?? shared[`${id}#`];
      schema = root ? pointer(root, path) : undefined;
    }
    return { schema, root };
  };
}

/** A value the schema accepts, as far as a simple reading of it goes (defaults, enums, bounds). */
export function sampleOf(shared: Record<string, Schema>, schema: Schema | undefined, root?: Schema, depth = 0): unknown {
  const r = resolver(shared)(schema, root ?? schema);
  const s = r.schema;
  if (!s || depth > 12) return null;
  if ("const" in s) return s.const;
  if ("default" in s) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  for (const key of ["oneOf", "anyOf", "allOf"]) if (Array.isArray(s[key])) return sampleOf(shared, (s[key] as Schema[])[0], r.root, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
        out[name] = sampleOf(shared, prop, r.root, depth + 1);
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () => sampleOf(shared, s.items as Schema, r.root, depth + 1));
    case "string":
      if (s.format === "email") return "it@example.com";
      if (s.format === "date") return "2030-01-01";
      if (s.format === "date-time") return "2030-01-01T00:00:00.000Z";
      return "The system shall start.".padEnd(Number(s.minLength ?? 0), "x").slice(0, Number(s.maxLength ?? 1000));
    case "integer":
    case "number":
      return Number(s.minimum ?? s.exclusiveMinimum ?? 0) + (s.exclusiveMinimum !== undefined ? 1 : 0);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "x";
  }
}

/** Every path into a JSON value (object keys and array indices), the root included. */
export function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = [], depth = 0): (string | number)[][] {
  out.push(prefix);
  if (depth > 8 || out.length > 400) return out;
  if (Array.isArray(value)) value.slice(0, 5).forEach((v, i) => pathsOf(v, [...prefix, i], out, depth + 1));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out, depth + 1);
  return out;
}

export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  (copy as Record<string | number, unknown>)[head] = replaceAt((value as Record<string | number, unknown>)[head], rest, replacement);
  return copy;
}

// ---------------------------------------------------------------- hostile values

const LONE_SURROGATES = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF", "a\uD83Dz", "\uDE00\uD83D"];

/** Strings a server meets from hostile clients: any Unicode, lone surrogates, controls, huge runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    ...LONE_SURROGATES,
    "\u0000",
    "\u202E",
    "\uFEFF",
    "\u0301".repeat(500),
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "%00",
    "${}",
    "'; DROP TABLE users; --",
  ),
  fc.nat({ max: 120_000 }).map((n) => "a".repeat(n)),
  fc.tuple(fc.constantFrom("a", " ", "(", "-", "é", "\u0301", "a-", "If "), fc.nat({ max: 30_000 })).map(([unit, n]) => unit.repeat(n)),
);

/** Any JSON-like value, with hostile strings among the leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc
    .anything({ maxDepth: 3, withNullPrototype: false, withBigInt: false, withDate: true, withMap: false, withSet: false, withTypedArray: false })
    .map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown),
  hostileString,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.5,
    [],
    {},
    [[]],
    { __proto__: { admin: true } },
    { constructor: { prototype: {} } },
  ),
);

/** A value of another JSON type than the schema expects, or a hostile one of any type. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, Number.POSITIVE_INFINITY, "", [], {}, [null], { a: 1 }, "x".repeat(70_000)),
  fc.integer(),
  fc.double({ noNaN: true }),
  hostileString,
  hostileJson,
);

/** JSON text of nested arrays or objects `depth` deep. */
export function deepJson(depth: number, kind: "array" | "object" = "array"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** A path segment for any string, lone surrogates included (encodeURIComponent throws on them). */
export function pathSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`))
    .join("");
}

/** Path parameter values: plausible names, hostile strings, over-long ones, broken percent escapes. */
export const paramValue: fc.Arbitrary<{ raw: string }> = fc.oneof(
  fc.constantFrom("default", "en", "de", "modalverb", "weakword", "admin", "demo", "0", "-1", "1700000000000", "null").map((v) => ({ raw: v })),
  hostileString.map((v) => ({ raw: pathSegment(v.slice(0, 300)) })),
  fc.constantFrom("%", "%E0%A4%A", "%FF", "%C0%AF", "%ED%A0%80", "%00", "..", "%2e%2e", "a%2Fb", "%252F").map((raw) => ({ raw })),
);

/** A query string: the route's own parameters and random ones, with hostile values and repeats. */
export function queryArbitrary(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(fc.constantFrom(...(names.length ? names : ["q"]), "__proto__", "constructor"), fc.string({ maxLength: 10 }));
  const value = fc.oneof(
    fc.constantFrom("default", "en", "de", "true", "1", "", "[]", "{}"),
    hostileString.map((v) => v.slice(0, 2000)),
  );
  return fc.array(fc.tuple(name, value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${pathSegment(k)}=${pathSegment(v)}`).join("&"));
}

// ---------------------------------------------------------------- properties

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Never a 5xx; a 4xx always in the one error shape with a message; nothing answers after the bound. */
export function expectNoServerError(method: string, res: Answer, what: string): void {
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400 && method !== "HEAD") {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = res.body;
    }
    expect(body, `${what}: a ${res.statusCode} in the error shape`).toMatchObject({
      httpStatus: res.statusCode,
      errorCode: expect.any(String),
      message: expect.stringMatching(/\S/),
    });
  }
}

/** Awaits an answer, failing (a hang) when none comes within the bound. */
export async function within<T>(promise: Promise<T>, what: string, ms = ANSWER_BOUND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms (a hang)`)), ms);
  });
  try {
    return await Promise.race([promise, bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** Puts the app back into a state where a normal analysis must succeed, then runs one. */
export async function expectNormalAnalysis(fuzz: FuzzApp): Promise<void> {
  await renewAdmin(fuzz);
  const { app, admin } = fuzz;
  // The fuzzing administrator may have removed the licence or switched key enforcement on.
  const licence = issueLicense(
    {
      format: REQUEST_FORMAT,
      installationId: app.installationId,
      requestInfo: { email: "it@example.com", company: "C", department: "" },
      requestDate: "",
    },
    30,
    fuzz.vendorPrivateKey,
  );
  const boundary = "----reqlens-fuzz";
  const upload = await app.inject({
    method: "POST",
    url: "/api/v2/license",
    headers: { cookie: admin, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.lic"\r\n\r\n${JSON.stringify(licence)}\r\n--${boundary}--\r\n`,
  });
  expect(upload.json()).toMatchObject({ status: "VALID_LICENSE" });
  expect(
    (
      await app.inject({
        method: "POST",
        url: "/api/v2/apikey/enable",
        headers: { cookie: admin, "content-type": "application/json" },
        payload: "false",
      })
    ).statusCode,
  ).toBeLessThan(300);
  const res = await app.inject({
    method: "POST",
    url: "/api/v2/requirements/analyse",
    payload: { content: [{ text: "The system shall start within 2 s." }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().content[0].rating).toBeGreaterThanOrEqual(1);
}

/** fast-check's report without the megabytes of a huge counterexample: seed, path, the value clipped, and the error. */
export function shortFailure(error: unknown): string {
  const cause = (error as { cause?: Error }).cause;
  const message = `${(error as Error).message ?? String(error)}${cause ? `\nGot: ${cause.message}` : ""}`;
  const clipped = message.replace(/(.)\1{40,}/gs, (run, ch: string) => `${ch}…(${run.length}×)`);
  return clipped.length > 3000 ? `${clipped.slice(0, 1500)} … ${clipped.slice(-1500)}` : clipped;
}
