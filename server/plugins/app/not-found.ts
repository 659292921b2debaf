/**
 * Unknown paths. A browser asking for a page of the console (/check, /config/x …)
 * gets the console's index.html, so its client-side routes survive a reload; the API,
 * docs and assets answer 404 in the one error shape. The console's own routes are
 * pages for any client that accepts HTML or any type (the wildcard curl sends);
 * other paths are pages only for clients that ask for HTML. A page the build gave an HTML
 * file of its own (dist/web/check.html: index.html that also preloads the page's code,
 * vite.config.ts) gets that file.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { sharedPlugin } from "../../plugin.js";
import { sendError } from "./error-handler.js";

const NOT_PAGES = /^\/(api|docs|assets)(\/|$)/;
/** The console's routes (src/App.tsx). */
const PAGE_ROUTES = /^\/(home|check|examples|apikey-prompt|error|config(\/.*)?)?\/?$/;
/** The pages vite.config.ts builds an HTML file for. */
const PAGE_HTML = ["check", "examples"];

export function wantsConsolePage(method: string, path: string, accept: string | undefined): boolean {
  if ((method !== "GET" && method !== "HEAD") || NOT_PAGES.test(path)) return false;
  const accepted = accept ?? "*/*";
  return accepted.includes("text/html") || (PAGE_ROUTES.test(path) && /(^|,)\s*\*\/\*/.test(accepted));
}

export default sharedPlugin(
  async (fastify) => {
    const hasConsole = existsSync(join(fastify.settings.webRoot, "index.html"));
    const pageFiles = new Map(
      PAGE_HTML.filter((page) => existsSync(join(fastify.settings.webRoot, `${page}.html`))).map((page) => [`/${page}`, `${page}.html`]),
    );
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0];
      if (hasConsole && wantsConsolePage(request.method, path, request.headers.accept)) {
        // "/check/" is /check (one trailing slash, cut without a regular expression that would scan a run of them again and again).
        const file = pageFiles.get(path.endsWith("/") ? path.slice(0, -1) : path) ?? "index.html";
        return reply.header("cache-control", "no-cache").sendFile(file);
      }
      return sendError(reply, {
        httpStatus: 404,
        errorCode: "NOT_FOUND",
        message: `${request.method} ${path.length > 200 ? `${path.slice(0, 200)}…` : path} does not exist`,
      });
    });
  },
  { name: "not-found", dependencies: ["error-handler"] },
);
