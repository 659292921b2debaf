/**
 * Health probes for load balancers and orchestrators, outside /api/v2: no sign-in, no
 * API key, no request budget, and no request log line per call (they are polled often).
 *
 *  - GET /health/live: 200 while the process runs and serves HTTP.
 *  - GET /health/ready: 200 when the database answers a trivial query within a short
 *    bound (migrations run before the server listens, so a listening server has them);
 *    503 SERVICE_UNAVAILABLE with the reason while the database is out of reach. Once
 *    the server shuts down (SIGTERM), Fastify answers 503 to every request that still
 *    reaches it, this one included, and refuses new connections.
 */
import type { FastifyInstance } from "fastify";
import { unavailableReason } from "../db/unavailable.js";
import { serviceUnavailable } from "../errors.js";
import { errorResponses } from "../plugins/app/schemas.js";

/** How long the readiness query may take before the database counts as not answering. */
export const READY_QUERY_BOUND_MS = 2000;

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
          ...errorResponses(503),
        },
      },
    },
    async () => {
      const problem = await databaseProblem();
      if (problem !== null) throw serviceUnavailable(`the database is not reachable (${problem})`);
      return { status: "ready" };
    },
  );
}
