/**
 * /status (administrators only): the database with its comparison databases, and the
 * language model. Comparison databases live in the table comparison_requirement
 * (db_name, created_at, similarity_processed_at, comparison_processed_at); until that
 * table exists there are none.
 */
import type { FastifyInstance } from "fastify";
import type { DatabaseStatisticsResponse, DatabaseStatusResponse, LlmStatusResponse } from "../../../../schemas/generated/types.js";
import { deleteComparisonDatabase } from "../../../comparison/repository.js";
import type { Queryable } from "../../../db/database.js";
import { notFound } from "../../../errors.js";
import { llmStatus } from "../../../llm/status.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";

/** Periods of the comparison job schedulers, in ms. */
export const SCHEDULER_PERIODS = { similarities: 5000, comparisons: 5000 };

const TABLE = "comparison_requirement";

async function columnsOfComparisonTable(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
    [TABLE],
  );
  return new Set(rows.map((r) => r.column_name));
}

const dbNameParam = {
  type: "object",
  additionalProperties: false,
  required: ["dbName"],
  properties: { dbName: { type: "string", minLength: 1, maxLength: 200 } },
} as const;

export default async function statusRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));
  const tags = ["status"];

  fastify.get(
    "/status/database",
    {
      schema: {
        tags,
        summary: "Database status",
        description: "Whether the database answers, the scheduler periods (ms), and each comparison database with its number of requirements.",
        response: { 200: ref("DatabaseStatusResponse"), ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<DatabaseStatusResponse> => {
      const status: DatabaseStatusResponse = {
        databaseReachable: true,
        similaritiesSchedulerTimerValue: fastify.comparison?.similarityPeriodMs ?? SCHEDULER_PERIODS.similarities,
        comparisonsSchedulerTimerValue: fastify.comparison?.comparisonPeriodMs ?? SCHEDULER_PERIODS.comparisons,
        errorMessage: null,
        databaseInstances: [],
      };
      try {
        await fastify.db.query("SELECT 1");
        if ((await columnsOfComparisonTable(fastify.db)).has("db_name")) {
          const rows = await fastify.db.query<{ db_name: string; n: number | string }>(
            `SELECT db_name, count(*) AS n FROM ${TABLE} GROUP BY db_name ORDER BY db_name`,
          );
          status.databaseInstances = rows.map((r) => ({ dbName: r.db_name, requirementCount: Number(r.n) }));
        }
      } catch (error) {
        request.log.warn({ err: error }, "database status check failed");
        status.databaseReachable = false;
        status.errorMessage = "the database does not answer; see the server log";
      }
      return status;
    },
  );

  fastify.delete(
    "/status/database/:dbName",
    {
      schema: {
        tags,
        summary: "Delete a comparison database",
        description: "Removes every requirement of comparison database {dbName}. 404 when there is no such database.",
        params: dbNameParam,
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { dbName } = request.params as { dbName: string };
      // The comparison service's own removal: requirements, results, pending jobs and records go with it.
      if (!(await fastify.db.transaction((tx) => deleteComparisonDatabase(tx, dbName))))
        throw notFound(`there is no comparison database "${dbName}"`);
      fastify.comparison?.forget(dbName);
      return reply.code(204).send();
    },
  );

  fastify.get(
    "/status/database/:dbName/statistics",
    {
      schema: {
        tags,
        summary: "Comparison database statistics",
        description:
          "Seconds from saving a requirement to its similarity and comparison results: minimum, average, maximum (null when nothing has been processed).",
        params: dbNameParam,
        response: { 200: ref("DatabaseStatisticsResponse"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<DatabaseStatisticsResponse> => {
      const { dbName } = request.params as { dbName: string };
      const columns = await columnsOfComparisonTable(fastify.db);
      const durations = async (processed: string) => {
        if (!columns.has("db_name") || !columns.has("created_at") || !columns.has(processed)) {
          return { minDiff: null, avgDiff: null, maxDiff: null };
        }
        const [row] = await fastify.db.query<{ min: number | null; avg: number | null; max: number | null }>(
          `SELECT min(d)::float8 AS min, avg(d)::float8 AS avg, max(d)::float8 AS max FROM (
             SELECT extract(epoch FROM ${processed} - created_at) AS d FROM ${TABLE}
             WHERE db_name = $1 AND ${processed} IS NOT NULL) t`,
          [dbName],
        );
        return { minDiff: row?.min ?? null, avgDiff: row?.avg ?? null, maxDiff: row?.max ?? null };
      };
      return {
        similarityStatistics: await durations("similarity_processed_at"),
        comparisonStatistics: await durations("comparison_processed_at"),
      };
    },
  );

  fastify.get(
    "/status/llm",
    {
      schema: {
        tags,
        summary: "Language model status",
        description:
          "The configured endpoint (LLM_URL, LLM_MODEL; whether LLM_API_KEY is set, never the key) and how its calls went since the start of this process.",
        response: { 200: ref("LlmStatusResponse"), ...errorResponses(401, 403) },
      },
    },
    async (): Promise<LlmStatusResponse> => {
      const llm = fastify.settings.llm ?? { url: null, model: null, apiKey: null };
      const stats = llmStatus.snapshot();
      const configured = Boolean(llm.url && llm.model);
      return {
        url: llm.url,
        statusCode: stats.statusCode,
        modelName: llm.model,
        isLlmApiKeySet: Boolean(llm.apiKey),
        responseMessage: stats.responseMessage ?? (configured ? null : "no language model is configured (LLM_URL, LLM_MODEL)"),
        lastSuccessfulCall: stats.lastSuccessfulCall?.toISOString() ?? null,
        lastFailedCall: stats.lastFailedCall?.toISOString() ?? null,
        llmErrorRate: llmStatus.errorRate(),
      };
    },
  );
}
