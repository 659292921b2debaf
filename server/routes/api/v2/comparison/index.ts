/**
 * /comparison: comparison databases (spec section 7). A saved requirement is compared with
 * the others of its database by background jobs (server/comparison/service.ts); clients
 * poll for the requirements whose results changed and then fetch those results.
 *
 *   POST   /comparison                               save (insert or replace) a requirement
 *   GET    /comparison/{dbName}/exists               whether the database holds requirements
 *   DELETE /comparison/{dbName}/{externalId}         delete a requirement and every reference to it
 *   GET    /comparison/{dbName}/{timestamp}/comparisons   externalIds whose results changed after the ISO timestamp
 *   POST   /comparison/{dbName}/comparisons          results of the given externalIds
 *
 * The same guards as analysis (a valid licence). Every call counts against the client's
 * request budget, reads included; a save counts as one requirement of its characters too.
 */
import type { FastifyInstance } from "fastify";
import type { Language } from "../../../../../engine/index.js";
import {
  changedSince,
  comparisonResults,
  databaseExists,
  deleteRequirement,
  saveRequirement,
  type ComparisonResults,
} from "../../../../comparison/repository.js";
import { badRequest, notFound } from "../../../../errors.js";
import { errorResponses, ref } from "../../../../plugins/app/schemas.js";
import requirementsHooks from "../requirements/autohooks.js";
import { MAX_TEXT_LENGTH } from "../requirements/limits.js";

const tags = ["comparison"];
const name = { type: "string", minLength: 1, maxLength: 200 } as const;
const optionalName = { type: ["string", "null"], maxLength: 200 } as const;

const saveBody = {
  type: "object",
  additionalProperties: false,
  required: ["externalId", "dbName", "text"],
  properties: {
    externalId: { ...name, description: "The requirement's id within its database." },
    dbName: { ...name, description: "The comparison database." },
    text: { type: "string", minLength: 1, maxLength: MAX_TEXT_LENGTH },
    projectId: { ...optionalName, description: "Requirements of the same project (and document) are listed under 'project' ('document')." },
    documentId: optionalName,
    label: optionalName,
    language: { type: ["string", "null"], enum: ["en", "de", null], description: "Detected when absent." },
  },
} as const;

const saveResponse = {
  type: "object",
  additionalProperties: false,
  required: ["externalId", "dbName", "language", "queued"],
  properties: {
    externalId: { type: "string" },
    dbName: { type: "string" },
    language: { type: "string", enum: ["en", "de"] },
    queued: { type: "boolean", description: "False when the requirement was saved unchanged and needs no new comparison." },
  },
} as const;

const dbParams = { type: "object", additionalProperties: false, required: ["dbName"], properties: { dbName: name } } as const;

export default async function comparisonRoutes(fastify: FastifyInstance) {
  await requirementsHooks(fastify);

  fastify.post(
    "/comparison",
    {
      config: { work: (body) => ({ requirements: 1, characters: (body as { text: string }).text.length }) },
      schema: {
        tags,
        summary: "Save a requirement to a comparison database",
        description:
          "Inserts or replaces requirement {externalId} of database {dbName} (created on first use) and queues its comparison. " +
          "A changed text drops its earlier results at once, also from other requirements' lists.",
        body: saveBody,
        response: { 200: saveResponse, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request) => {
      const body = request.body as {
        externalId: string;
        dbName: string;
        text: string;
        projectId?: string | null;
        documentId?: string | null;
        label?: string | null;
        language?: Language | null;
      };
      const language = body.language ?? (await fastify.engine.detectLanguages([body.text], request.client))[0];
      const queued = await fastify.db.transaction((tx) => saveRequirement(tx, { ...body, language }));
      if (queued) fastify.comparison.wake();
      return { externalId: body.externalId, dbName: body.dbName, language, queued };
    },
  );

  fastify.get(
    "/comparison/:dbName/exists",
    {
      schema: {
        tags,
        summary: "Whether a comparison database exists",
        description: "True when database {dbName} holds at least one requirement.",
        params: dbParams,
        response: { 200: { type: "boolean" }, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => databaseExists(fastify.db, (request.params as { dbName: string }).dbName),
  );

  fastify.delete(
    "/comparison/:dbName/:externalId",
    {
      schema: {
        tags,
        summary: "Delete a requirement from a comparison database",
        description: "Deletes the requirement, its results and every reference to it in other requirements' results. 404 when it does not exist.",
        params: { type: "object", additionalProperties: false, required: ["dbName", "externalId"], properties: { dbName: name, externalId: name } },
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { dbName, externalId } = request.params as { dbName: string; externalId: string };
      const deleted = await fastify.db.transaction((tx) => deleteRequirement(tx, dbName, externalId));
      if (!deleted) throw notFound(`there is no requirement "${externalId}" in comparison database "${dbName}"`);
      return reply.code(204).send();
    },
  );

  fastify.get(
    "/comparison/:dbName/:timestamp/comparisons",
    {
      schema: {
        tags,
        summary: "Requirements whose comparison results changed",
        description:
          "The externalIds of requirements of {dbName} whose results are complete and changed after {timestamp} (ISO 8601, " +
          "e.g. 1700-01-01T00:00:00Z for the first poll). Pass the list to POST /comparison/{dbName}/comparisons.",
        params: { type: "object", additionalProperties: false, required: ["dbName", "timestamp"], properties: { dbName: name, timestamp: { type: "string", minLength: 1, maxLength: 64 } } },
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const { dbName, timestamp } = request.params as { dbName: string; timestamp: string };
      const since = new Date(timestamp);
      if (!/^\d{4}-\d{2}-\d{2}/.test(timestamp) || Number.isNaN(since.getTime())) {
        throw badRequest(`timestamp "${timestamp}" is no ISO 8601 date and time`);
      }
      return changedSince(fastify.db, dbName, since);
    },
  );

  fastify.post(
    "/comparison/:dbName/comparisons",
    {
      schema: {
        tags,
        summary: "Comparison results of requirements",
        description:
          "Similarity, contradiction and duplicate results of the given requirements of {dbName} (unknown ids are left out). " +
          "Results are symmetric: when B contradicts A, A's results list B as well.",
        params: dbParams,
        body: { type: "array", maxItems: 10_000, items: name },
        response: { 200: ref("ComparisonResults"), ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request): Promise<ComparisonResults> => {
      const { dbName } = request.params as { dbName: string };
      return comparisonResults(fastify.db, dbName, request.body as string[]);
    },
  );
}
