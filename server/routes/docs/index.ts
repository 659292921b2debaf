/**
 * /docs: "How it works" (index.html, in German de/), the API reference (api.html), the OpenAPI
 * document (openapi.json) and their stylesheet. Rendered once when the app is ready,
 * not per request. These pages are no API, so they stay out of the OpenAPI document.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { PROJECT_ROOT } from "../../options.js";
import { renderApi, type OpenApiDocument } from "../../docs/render-api.js";
import { renderIndex } from "../../docs/render-index.js";
import { html, page, type DocsLanguage } from "../../docs/html.js";

const hidden = { schema: { hide: true } };

/** A broken documentation file must not keep the product from starting; tests catch it. */
function renderIndexSafely(fastify: FastifyInstance, language: DocsLanguage): string {
  try {
    return renderIndex(undefined, language);
  } catch (error) {
    fastify.log.error({ err: error, language }, "the documentation could not be rendered");
    const [title, text] =
      language === "de"
        ? ["So funktioniert Reqlens", "Die Dokumentation konnte nicht erstellt werden; das Serverprotokoll nennt die Ursache."]
        : ["How Reqlens works", "The documentation could not be rendered; the server log names the cause."];
    return page(
      title,
      html`<ul>
        <li><a href="/docs/api.html">API reference</a></li>
      </ul>`,
      html`<h1>${title}</h1>
        <p>${text}</p>`,
      { language, alternates: true },
    );
  }
}

export default async function docsRoutes(fastify: FastifyInstance) {
  const pages = {
    index: renderIndexSafely(fastify, "en"),
    indexDe: renderIndexSafely(fastify, "de"),
    css: readFileSync(join(PROJECT_ROOT, "docs", "docs.css"), "utf8"),
    api: "",
    openapi: "",
  };
  fastify.addHook("onReady", async () => {
    const document = fastify.swagger() as unknown as OpenApiDocument;
    pages.openapi = JSON.stringify(document, null, 2);
    pages.api = renderApi(document);
  });

  const send = (reply: FastifyReply, type: string, body: string) => reply.type(type).header("cache-control", "no-cache").send(body);

  fastify.get("/", hidden, (_request, reply) => reply.redirect("/docs/index.html"));
  // Links of the form /docs/how-it-works/improvements#weak-word: browsers keep the #anchor across the redirect.
  fastify.get("/how-it-works/*", hidden, (_request, reply) => reply.redirect("/docs/index.html"));
  fastify.get("/index.html", hidden, (_request, reply) => send(reply, "text/html; charset=utf-8", pages.index));
  // The German "How it works"; the API reference is English only.
  fastify.get("/de", hidden, (_request, reply) => reply.redirect("/docs/de/"));
  fastify.get("/de/", hidden, (_request, reply) => send(reply, "text/html; charset=utf-8", pages.indexDe));
  fastify.get("/de/index.html", hidden, (_request, reply) => reply.redirect("/docs/de/"));
  fastify.get("/api.html", hidden, (_request, reply) => send(reply, "text/html; charset=utf-8", pages.api));
  fastify.get("/docs.css", hidden, (_request, reply) => send(reply, "text/css; charset=utf-8", pages.css));
  fastify.get("/openapi.json", hidden, (_request, reply) => send(reply, "application/json; charset=utf-8", pages.openapi));
}
