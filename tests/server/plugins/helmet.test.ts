/**
 * The security headers are computed once from helmet; every answer — API, static file,
 * error, 404 — must carry exactly the headers @fastify/helmet would have set.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import fastifyHelmet from "@fastify/helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HELMET_OPTIONS, recordSecurityHeaders } from "../../../server/plugins/external/helmet.js";
import { build, type TestApp } from "../helper.js";

const webRoot = mkdtempSync(join(tmpdir(), "reqlens-web-"));
writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Reqlens</title>");

/** The headers @fastify/helmet sets on a plain answer with the same options. */
async function referenceHeaders(): Promise<Record<string, string>> {
  const reference = Fastify();
  await reference.register(fastifyHelmet, HELMET_OPTIONS);
  reference.get("/", async () => "ok");
  const res = await reference.inject({ url: "/" });
  await reference.close();
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!["content-type", "content-length", "date", "connection"].includes(name)) out[name] = String(value);
  }
  return out;
}

let app: TestApp;
let expected: Record<string, string>;
beforeAll(async () => {
  app = await build({ webRoot });
  expected = await referenceHeaders();
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe("security headers", () => {
  it("are the headers of helmet with the installation's options", () => {
    const recorded = recordSecurityHeaders();
    expect(Object.fromEntries(recorded.set.map(([name, value]) => [name.toLowerCase(), String(value)]))).toEqual(expected);
    // The CSP never upgrades plain HTTP, and HSTS is not sent.
    expect(expected["content-security-policy"]).toContain("default-src 'self'");
    expect(expected["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(expected["strict-transport-security"]).toBeUndefined();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    [
      "an analysis",
      { method: "POST" as const, url: "/api/v2/requirements/analyse", payload: { content: [{ text: "The system shall log every order." }] } },
      200,
    ],
    ["a bad request", { method: "POST" as const, url: "/api/v2/requirements/analyse", payload: { content: "x" } }, 400],
    ["the version", { method: "GET" as const, url: "/api/v2/version" }, 200],
    ["a page of the console", { method: "GET" as const, url: "/check", headers: { accept: "text/html" } }, 200],
    ["a static file", { method: "GET" as const, url: "/index.html" }, 200],
    ["an unknown API path", { method: "GET" as const, url: "/api/v2/no-such-thing" }, 404],
    ["a route that needs a sign-in", { method: "GET" as const, url: "/api/v2/configfile" }, 401],
  ])("are sent with %s", async (_name, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect([name, res.headers[name]]).toEqual([name, value]);
  });
});
