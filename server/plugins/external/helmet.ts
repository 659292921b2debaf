/**
 * Security headers (helmet's: Content-Security-Policy, X-Frame-Options and the rest).
 * Plain HTTP installations exist, so requests are never upgraded to HTTPS.
 *
 * The headers do not depend on the request, so helmet runs once at start against a
 * recording response, and one onRequest hook sets the recorded headers on every reply.
 * @fastify/helmet instead rebuilds helmet (and re-parses the CSP directives) on every
 * request in two hooks; that was about an eighth of the server's CPU time per analysis.
 * helmet is taken from where @fastify/helmet finds it, so both stay one version.
 */
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import { sharedPlugin } from "../../plugin.js";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type Helmet = (options: FastifyHelmetOptions) => Middleware;

const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve("@fastify/helmet"))("helmet") as Helmet;

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
};

/** What helmet does to a response: headers it sets, headers it removes (in order). */
export interface SecurityHeaders {
  set: Array<[name: string, value: string | number | readonly string[]]>;
  remove: string[];
}

/** Runs helmet's middleware once against a response that only records. */
export function recordSecurityHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): SecurityHeaders {
  const recorded: SecurityHeaders = { set: [], remove: [] };
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set.push([name, value]);
      return response;
    },
    removeHeader(name: string) {
      recorded.remove.push(name);
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  // Every helmet middleware is synchronous; anything else would need the real request.
  if (!finished) throw new Error("helmet did not finish synchronously; its headers cannot be computed once");
  return recorded;
}

export default sharedPlugin(
  async (fastify) => {
    const { set, remove } = recordSecurityHeaders();
    fastify.addHook("onRequest", (_request, reply, done) => {
      const raw = reply.raw;
      for (const name of remove) raw.removeHeader(name);
      for (let i = 0; i < set.length; i++) raw.setHeader(set[i][0], set[i][1]);
      done();
    });
  },
  { name: "helmet" },
);
