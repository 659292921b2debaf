/**
 * Unknown paths. A browser asking for a page of the console (/check, /config/x …)
 * gets the console's index.html, so its client-side routes survive a reload; the API,
 * docs and assets answer 404 in the one error shape.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { sharedPlugin } from "../../plugin.js";
import { sendError } from "./error-handler.js";

const NOT_PAGES = /^\/(api|docs|assets)(\/|$)/;

export default sharedPlugin(
  async (fastify) => {
    const hasConsole = existsSync(join(fastify.settings.webRoot, "index.html"));
    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0];
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !NOT_PAGES.test(path) &&
        (request.headers.accept ?? "").includes("text/html");
      if (wantsPage && hasConsole) {
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
