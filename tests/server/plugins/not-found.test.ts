import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "../helper.js";

// A stand-in for the built console (dist/web).
const webRoot = mkdtempSync(join(tmpdir(), "reqlens-web-"));
const INDEX = '<!doctype html><html><head><title>Reqlens</title></head><body><div id="root"></div></body></html>';
mkdirSync(join(webRoot, "assets", "i18n"), { recursive: true });
writeFileSync(join(webRoot, "index.html"), INDEX);
writeFileSync(join(webRoot, "assets", "index-abc123.js"), "console.log('console');");
writeFileSync(join(webRoot, "assets", "i18n", "en.json"), '{"CHECK":{}}');
// A static copy must not shadow the dynamic /assets/config.json.
writeFileSync(join(webRoot, "assets", "config.json"), '{"isShowConfig":false,"static":true}');

let app: TestApp;
beforeAll(async () => {
  app = await build({ webRoot });
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const html = { accept: "text/html,application/xhtml+xml" };

describe("the web console", () => {
  it("serves built files", async () => {
    const res = await app.inject({ url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("console");
    const i18n = await app.inject({ url: "/assets/i18n/en.json" });
    expect(i18n.json()).toEqual({ CHECK: {} });
  });

  it.each(["/", "/check", "/config/default/modalverb", "/examples?x=1"])("answers index.html for the page %s", async (url) => {
    const res = await app.inject({ url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
  });

  it.each(["/check", "/examples", "/home", "/config/apikey", "/"])(
    "answers index.html for the page %s to a client that accepts anything",
    async (url) => {
      for (const headers of [{ accept: "*/*" }, {}]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX);
      }
    },
  );

  it("keeps /assets/config.json dynamic next to the built assets", async () => {
    const res = await app.inject({ url: "/assets/config.json" });
    expect(res.json()).toMatchObject({ isShowConfig: true, homeUrl: null });
    expect(res.json()).not.toHaveProperty("static");
  });

  it("sends security headers", async () => {
    const res = await app.inject({ url: "/check", headers: html });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
  });
});

describe("unknown paths", () => {
  it.each([
    ["GET", "/api/v2/no-such-thing"],
    ["POST", "/api/v2/version"],
    ["DELETE", "/api/v2/requirements/analyse"],
    ["GET", "/api"],
    ["GET", "/assets/missing.js"],
    ["GET", "/docs/missing.html"],
  ])("%s %s answers 404 in the error shape, even for a browser", async (method, url) => {
    const res = await app.inject({ method: method as "GET", url, headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ httpStatus: 404, errorCode: "NOT_FOUND", message: `${method} ${url} does not exist` });
  });

  it("answers 404 JSON instead of the console when the client does not ask for HTML", async () => {
    const res = await app.inject({ url: "/check", headers: { accept: "application/json" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: "NOT_FOUND" });
  });

  it("answers 404 JSON for a path that is no page of the console, even to a client that accepts anything", async () => {
    const res = await app.inject({ url: "/no-such-page", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: "NOT_FOUND" });
  });
});

describe("a page with an HTML file of its own", () => {
  // A built console whose check page has its own HTML (index.html plus the page's preloads).
  const pageRoot = mkdtempSync(join(tmpdir(), "reqlens-web-"));
  const CHECK = '<!doctype html><html><head><link rel="modulepreload" href="/assets/CheckPage-abc12345.js"></head><body></body></html>';
  writeFileSync(join(pageRoot, "index.html"), INDEX);
  writeFileSync(join(pageRoot, "check.html"), CHECK);
  let pageApp: TestApp;
  beforeAll(async () => {
    pageApp = await build({ webRoot: pageRoot });
  });
  afterAll(async () => {
    await pageApp.close();
    rmSync(pageRoot, { recursive: true, force: true });
  });

  it.each(["/check", "/check/", "/check?x=1"])("answers check.html for %s", async (url) => {
    const res = await pageApp.inject({ url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(CHECK);
  });

  it("answers index.html for the pages without a file of their own", async () => {
    for (const url of ["/examples", "/home", "/config/apikey"]) {
      const res = await pageApp.inject({ url, headers: html });
      expect(res.body).toBe(INDEX);
    }
  });
});
