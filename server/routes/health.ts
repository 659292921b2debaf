/**
 * Health probes for load balancers and orchestrators, outside /api/v2: no sign-in, no
 * API key, no request budget, and no request log line per call (they are polled often).
 *
 *  - GET /health/live: 200 while the process runs and serves HTTP.
 *  - GET /health/ready: 200 when the database answers a trivial query within a short
 *    bound (migrations run before the server listens, so a listening server has them);
 *    503 SERVICE_UNAVAILABLE with the reason while the database is out of reach, and
 *    from SIGTERM on: during the shutdown delay (REQLENS_SHUTDOWN_DELAY_MS, server.ts)
 *    everything else is still served, so a load balancer can stop sending work first;
 *    then Fastify answers 503 to whatever still reaches it and refuses new connections.
 */
import type { FastifyInstance } from "fastify";
import { unavailableReason } from "../db/unavailable.js";
import { serviceUnavailable } from "../errors.js";
import { ref } from "../plugins/app/schemas.js";

/** How long the readiness query may take before the database counts as not answering. */
export const READY_QUERY_BOUND_MS = 2000;

/** The HTTP servers whose process is shutting down (one per app; the same object in every plugin context). */
const draining = new WeakSet<object>();

/** From now on /health/ready of this app answers 503: the process is shutting down. */
export function beginShutdown(app: FastifyInstance): void {
  draining.add(app.server);
}

const statusBody = (status: string, description: string) =>
  ({
    type: "object",
    additionalProperties: false,
    required: ["status"],
    properties: { status: { type: "string", enum: [status], description } },
  }) as const;

export default async function healthRoutes(fastify: FastifyInstance) {
  /** One check at a time: probes arriving together share its answer. */
  let pending: Promise<string | null> | null = null;
  const databaseProblem = (): Promise<string | null> => {
    if (pending) return pending;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${READY_QUERY_BOUND_MS} ms`), READY_QUERY_BOUND_MS);
    });
    const answer = fastify.db.query("SELECT 1").then(
      () => null,
      (error: unknown) => unavailableReason(error) ?? "the trivial query failed",
    );
    pending = Promise.race([answer, bound]).finally(() => {
      clearTimeout(timer);
      pending = null;
    });
    return pending;
  };

  const quiet = { logLevel: "warn" as const };
  const tags = ["health"];

  fastify.get(
    "/health/live",
    {
      ...quiet,
      schema: {
        tags,
        summary: "Liveness",
        description: "200 while the process runs and serves HTTP. Needs no database, no sign-in and no API key.",
        response: { 200: statusBody("live", "The process runs.") },
      },
    },
    async () => ({ status: "live" }),
  );

  fastify.get(
    "/health/ready",
    {
      ...quiet,
      schema: {
        tags,
        summary: "Readiness",
        description:
          `200 when this process can serve requests: the database answers a trivial query within ${READY_QUERY_BOUND_MS} ms ` +
          "(and its migrations are done). 503 SERVICE_UNAVAILABLE with the reason while the database is out of reach " +
          "and while the server shuts down. Needs no sign-in and no API key.",
        response: {
          200: statusBody("ready", "The process can serve requests."),
          503: { ...ref("ErrorResponse"), description: "Not ready (SERVICE_UNAVAILABLE): the message names the reason." },
        },
      },
    },
    async () => {
      if (draining.has(fastify.server)) throw serviceUnavailable("the server is shutting down");
      const problem = await databaseProblem();
      if (problem !== null) throw serviceUnavailable(`the database is not reachable (${problem})`);
      return { status: "ready" };
    },
  );
}
