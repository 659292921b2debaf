import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES } from "../../../engine/index.js";
import { serverOptions, serviceApp } from "../../../server/app.js";
import { esc } from "../../../server/docs/html.js";
import { loadRuleDocs } from "../../../server/docs/rule-docs.js";
import { createStorage, testOptions, type TestStorage } from "../helper.js";

// Built by hand (not with build()) to record every route as it is registered.
const routes: { method: string; url: string; hidden: boolean }[] = [];
const app = Fastify(serverOptions(false));
let storage: TestStorage;

beforeAll(async () => {
  storage = await createStorage();
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({ method, url: route.url, hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) });
    }
  });
  await app.register(serviceApp, testOptions(storage.options));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await storage.drop();
});

const sectionIds = (page: string) => [...page.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);

describe("GET /docs/index.html", () => {
  it("has one section per rule of the engine, by docs anchor, each listed in the contents", async () => {
    const res = await app.inject({ url: "/docs/index.html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const ids = sectionIds(res.body);
    for (const rule of RULES) {
      expect(
        ids.filter((id) => id === rule.meta.docsAnchor),
        rule.meta.docsAnchor,
      ).toHaveLength(1);
      expect(res.body).toContain(`<li><a href="#${rule.meta.docsAnchor}">`);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a section for every docs/rules file, with its summary and examples", async () => {
    const body = (await app.inject({ url: "/docs/index.html" })).body;
    for (const doc of loadRuleDocs()) {
      const start = body.indexOf(`<section id="${doc.anchor}"`);
      expect(start, doc.anchor).toBeGreaterThanOrEqual(0);
      const section = body.slice(start, body.indexOf("</section>", start));
      expect(section).toContain(doc.findingType);
      expect(section.match(/class="example"/g)?.length ?? 0).toBe(doc.examples.length);
    }
  });

  it("shows the engine's findings of the bad examples, highlighted", async () => {
    const body = (await app.inject({ url: "/docs/index.html" })).body;
    const start = body.indexOf('<section id="modal-verb"');
    const section = body.slice(start, body.indexOf("</section>", start));
    expect(section).toMatch(/<mark class="reqlens-modal-verb">[^<]+<\/mark>/);
  });

  it("has the intro (rating, EARS, languages), a link to the API reference, no scripts and escaped text", async () => {
    const body = (await app.inject({ url: "/docs/index.html" })).body;
    for (const id of ["how-it-works", "rating", "ears", "languages", "command-line"]) expect(sectionIds(body)).toContain(id);
    expect(body).toContain('href="/docs/api.html"');
    expect(body).toContain('href="/docs/docs.css"');
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/ on\w+=/i);
    // Angle brackets of the EARS templates are text, not markup.
    expect(body).toContain("&lt;system&gt;");
  });

  it("names the product's icon on both pages, as the console does", async () => {
    for (const url of ["/docs/index.html", "/docs/api.html"]) {
      const page = (await app.inject({ url })).body;
      expect(page, url).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/assets\/images\/logo\.svg" ?\/?>/);
    }
  });

  it("serves the stylesheet and redirects /docs to the index", async () => {
    const css = await app.inject({ url: "/docs/docs.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    const redirect = await app.inject({ url: "/docs" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/docs/index.html");
    const rule = await app.inject({ url: "/docs/how-it-works/improvements" });
    expect(rule.statusCode).toBe(302);
    expect(rule.headers.location).toBe("/docs/index.html");
  });
});

describe("GET /docs/de/", () => {
  const sectionOf = (body: string, anchor: string) => {
    const start = body.indexOf(`<section id="${anchor}"`);
    return start < 0 ? "" : body.slice(start, body.indexOf("</section>", start));
  };

  it("has a German section with German examples for every rule, each listed in the contents", async () => {
    const res = await app.inject({ url: "/docs/de/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html lang="de">/);
    const ids = sectionIds(res.body);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULES) expect(ids, rule.meta.docsAnchor).toContain(rule.meta.docsAnchor);
    for (const doc of loadRuleDocs()) {
      const section = sectionOf(res.body, doc.anchor);
      expect(section, doc.anchor).not.toBe("");
      expect(res.body).toContain(`<li><a href="#${doc.anchor}">${esc(doc.de.title)}</a></li>`);
      expect(section).toContain(esc(doc.de.summary));
      expect(section).toContain(esc(doc.de.settings));
      const german = doc.examples.filter((e) => e.language === "de");
      expect(german.length, doc.anchor).toBeGreaterThan(0);
      expect(section.match(/class="example"/g)?.length ?? 0, doc.anchor).toBe(german.length);
      for (const example of german) expect(section).toContain(esc(example.why));
      expect(section).not.toContain("Instead of");
    }
  });

  it("shows the engine's findings of the German bad examples with German messages", async () => {
    const body = (await app.inject({ url: "/docs/de/" })).body;
    const section = sectionOf(body, "modal-verb");
    expect(section).toMatch(/<mark class="reqlens-modal-verb">[^<]+<\/mark>/);
    expect(section).toContain("ist nicht verbindlich");
    expect(section).not.toContain("is not binding");
  });

  it("has the German intro, the API reference link, the language switch both ways and no scripts", async () => {
    const german = (await app.inject({ url: "/docs/de/" })).body;
    const english = (await app.inject({ url: "/docs/index.html" })).body;
    for (const id of ["how-it-works", "rating", "ears", "languages", "requests-without-a-key", "documents", "command-line"]) {
      expect(sectionIds(german)).toContain(id);
      expect(sectionIds(english)).toContain(id);
    }
    expect(german).toContain("<h1>Wie Reqlens eine Anforderung prüft</h1>");
    expect(german).toContain('href="/docs/api.html"');
    expect(german).toContain("&lt;System&gt;");
    for (const body of [german, english]) {
      expect(body).toContain('<link rel="alternate" hreflang="en" href="/docs/index.html" />');
      expect(body).toContain('<link rel="alternate" hreflang="de" href="/docs/de/" />');
      expect(body).not.toMatch(/<script/i);
      expect(body).not.toMatch(/ on\w+=/i);
    }
    expect(english).toMatch(/<a href="\/docs\/de\/" hreflang="de" lang="de"[^>]*>Deutsch<\/a>/);
    expect(german).toMatch(/<a href="\/docs\/index.html" hreflang="en" lang="en"[^>]*>English<\/a>/);
    // Every intro section of the English page has its German counterpart.
    expect(sectionIds(german).slice(0, 7)).toEqual(sectionIds(english).slice(0, 7));
  });

  it("is served like /docs/index.html: the same caching and security headers, and /docs/de redirects to it", async () => {
    const german = await app.inject({ url: "/docs/de/" });
    const english = await app.inject({ url: "/docs/index.html" });
    for (const header of ["cache-control", "content-security-policy", "x-content-type-options"]) {
      expect(german.headers[header], header).toBeDefined();
      expect(german.headers[header], header).toEqual(english.headers[header]);
    }
    const redirect = await app.inject({ url: "/docs/de" });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe("/docs/de/");
  });
});

describe("GET /docs/openapi.json", () => {
  it("lists every route of the app that is not a documentation or file route, with a summary and description", async () => {
    const res = await app.inject({ url: "/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { summary?: string; description?: string }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = routes.filter((r) => !r.hidden);
    expect(documented.map((r) => r.url)).toContain("/api/v2/requirements/analyse");
    for (const route of documented) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation.summary, `${route.method} ${route.url}`).toBeTruthy();
      expect(operation.description, `${route.method} ${route.url}`).toBeTruthy();
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(documented.length);
    // Hidden routes are only the documentation pages and static files.
    for (const route of routes.filter((r) => r.hidden)) expect(route.url).toMatch(/^\/(docs(\/|$)|\*$)/);
  });

  it("documents the analysis request limits and the error shape", async () => {
    const doc = (await app.inject({ url: "/docs/openapi.json" })).json();
    const schemas = doc.components.schemas;
    expect(schemas.AnalysisRequest.properties.content["x-maxItems"]).toBe(1000);
    expect(schemas.ErrorResponse.required).toEqual(["httpStatus", "errorCode", "message"]);
    const analyse = doc.paths["/api/v2/requirements/analyse"].post;
    expect(Object.keys(analyse.responses)).toEqual(expect.arrayContaining(["200", "400", "403", "404", "413"]));
  });
});

describe("GET /docs/api.html", () => {
  it("describes every operation and schema of the OpenAPI document", async () => {
    const doc = (await app.inject({ url: "/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { summary: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    const res = await app.inject({ url: "/docs/api.html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(res.body).toContain(
          `<span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code> — ${esc(operation.summary)}`,
        );
      }
    }
    for (const name of Object.keys(doc.components.schemas)) expect(res.body).toContain(`<h3>${esc(name)}</h3>`);
    expect(res.body).not.toMatch(/<script/i);
  });
});
