/**
 * Unknown paths. A browser asking for a page of the console (/check, /config/x …)
 * gets the console's index.html, so its client-side routes survive a reload; the API,
 * docs and assets answer 404 in the one error shape. The console's own routes are
 * pages for any client that accepts HTML or any type (the wildcard curl sends);
 * other paths are pages only for clients that ask for HTML.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { sharedPlugin } from "../../plugin.js";
import { sendError } from "./error-handler.js";

const NOT_PAGES = /^\/(api|docs|assets)(\/|$)/;
/** The console's routes (src/App.tsx). */
const PAGE_ROUTES = /^\/(home|check|examples|apikey-prompt|error|config(\/.*)?)?\/?$/;

export function wantsConsolePage(method: string, path: string, accept: string | undefined): boolean {
  if ((method !== "GET" && method !== "HEAD") || NOT_PAGES.test(path)) return false;
  const accepted = accept ?? "*/*";
  return accepted.includes("text/html") || (PAGE_ROUTES.test(path) && /(^|,)\s*\*\/\*/.test(accepted));
}

export default sharedPlugin(
  async (fastify) => {
    const hasConsole = existsSync(join(fastify.settings.webRoot, "index.html"));
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0];
      if (hasConsole && wantsConsolePage(request.method, path, request.headers.accept)) {
        return reply.header("cache-control", "no-cache").sendFile("index.html");
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
