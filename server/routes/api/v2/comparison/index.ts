/**
 * /comparison: comparison databases. A saved requirement is compared with
 * the others of its database by background jobs (server/comparison/service.ts); clients
 * poll for the requirements whose results changed and then fetch those results.
 *
 *   POST   /comparison                               save (insert or replace) a requirement
 *   POST   /comparison/{dbName}/requirements         save up to 100 requirements in one request
 *   GET    /comparison/{dbName}/exists               whether the database holds requirements
 *   DELETE /comparison/{dbName}/{externalId}         delete a requirement and every reference to it
 *   GET    /comparison/{dbName}/{timestamp}/comparisons   externalIds whose results changed after the ISO timestamp
 *   POST   /comparison/{dbName}/comparisons          results of the given externalIds
 *
 * The same guards as analysis (a valid licence). Every call counts against the client's
 * request budget, reads included; a save counts as one requirement of its characters too.
 *
 * Owners: a database belongs to whoever created it — the signed-in user, else a valid API
 * key, else an anonymous client's X-Anonymous-Token (only its hash is kept); a client that
 * sends none of them is known by its address. For everyone else the database does not
 * exist: reading, writing and deleting answer 404 (exists answers false). Administrators
 * list and delete every database on the status screen (/status/database).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../../../engine/index.js";
import { ANONYMOUS_TOKEN_HEADER, anonymousTokenHeader, ownerKey, ownerOf } from "../../../../auth/owner.js";
import { sha256 } from "../../../../auth/sessions.js";
import {
  changedSince,
  claimDatabase,
  comparisonResults,
  databaseExists,
  databaseOwnership,
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

/** The most requirements one batch save takes. */
export const MAX_BATCH_SAVE = 100;

/** One item of a batch save: the single save's body without dbName, which the path names. */
const batchItem = {
  ...saveBody,
  required: ["externalId", "text"],
  properties: Object.fromEntries(Object.entries(saveBody.properties).filter(([key]) => key !== "dbName")),
};

type SaveItem = {
  externalId: string;
  text: string;
  projectId?: string | null;
  documentId?: string | null;
  label?: string | null;
  language?: Language | null;
};
/** The owner of what the request creates or reads, as stored; a client that names none is known by its address. */
async function requestOwner(request: FastifyRequest): Promise<string> {
  return ownerKey((await ownerOf(request)) ?? { kind: "token", id: sha256(`address:${request.ip}`) });
}

const OWNERS =
  " A database belongs to the signed-in user, API key or anonymous token (header " +
  ANONYMOUS_TOKEN_HEADER +
  ") that created it (a client with none of them: its address); for any other client it does not exist (404).";
const headers = { type: "object", properties: { [ANONYMOUS_TOKEN_HEADER]: anonymousTokenHeader } } as const;
const notYours = (dbName: string) => notFound(`there is no comparison database "${dbName}"`);

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
          "A changed text drops its earlier results at once, also from other requirements' lists." +
          OWNERS,
        headers,
        body: saveBody,
        response: { 200: saveResponse, ...errorResponses(400, 403, 404, 415, 429) },
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
      const owner = await requestOwner(request);
      const queued = await fastify.db.transaction(async (tx) => {
        if (!(await claimDatabase(tx, body.dbName, owner))) throw notYours(body.dbName);
        return saveRequirement(tx, { ...body, language });
      });
      if (queued) fastify.comparison.wake();
      return { externalId: body.externalId, dbName: body.dbName, language, queued };
    },
  );

  fastify.post(
    "/comparison/:dbName/requirements",
    {
      config: {
        work: (body) => ({
          requirements: (body as SaveItem[]).length,
          characters: (body as SaveItem[]).reduce((sum, item) => sum + item.text.length, 0),
        }),
      },
      schema: {
        tags,
        summary: "Save several requirements to a comparison database",
        description:
          `Inserts or replaces up to ${MAX_BATCH_SAVE} requirements of database {dbName} in one transaction, in the order given ` +
          "(a later item with the same externalId wins), and queues their comparison. Each answer item is that of POST /comparison. " +
          "Counts as one request, and its requirements and characters, against the budgets." +
          OWNERS,
        headers,
        params: dbParams,
        body: { type: "array", minItems: 1, maxItems: MAX_BATCH_SAVE, items: batchItem },
        response: { 200: { type: "array", items: saveResponse }, ...errorResponses(400, 403, 404, 415, 429, 503) },
      },
    },
    async (request) => {
      const { dbName } = request.params as { dbName: string };
      const saves = request.body as SaveItem[];
      const undetected = saves.filter((item) => !item.language);
      const detected =
        undetected.length > 0
          ? await fastify.engine.detectLanguages(
              undetected.map((item) => item.text),
              request.client,
            )
          : [];
      let next = 0;
      const items = saves.map((item) => ({ ...item, dbName, language: item.language ?? detected[next++] }));
      const owner = await requestOwner(request);
      const queued = await fastify.db.transaction(async (tx) => {
        if (!(await claimDatabase(tx, dbName, owner))) throw notYours(dbName);
        const flags: boolean[] = [];
        for (const item of items) flags.push(await saveRequirement(tx, item));
        return flags;
      });
      if (queued.some(Boolean)) fastify.comparison.wake();
      return items.map((item, i) => ({ externalId: item.externalId, dbName, language: item.language, queued: queued[i] }));
    },
  );

  fastify.get(
    "/comparison/:dbName/exists",
    {
      schema: {
        tags,
        summary: "Whether a comparison database exists",
        description: "True when database {dbName} is the client's and holds at least one requirement; false for another client's database.",
        headers,
        params: dbParams,
        response: { 200: { type: "boolean" }, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      const { dbName } = request.params as { dbName: string };
      return (await databaseOwnership(fastify.db, dbName, await requestOwner(request))) === "own" && databaseExists(fastify.db, dbName);
    },
  );

  fastify.delete(
    "/comparison/:dbName/:externalId",
    {
      schema: {
        tags,
        summary: "Delete a requirement from a comparison database",
        description:
          "Deletes the requirement, its results and every reference to it in other requirements' results. 404 when it does not exist." + OWNERS,
        headers,
        params: { type: "object", additionalProperties: false, required: ["dbName", "externalId"], properties: { dbName: name, externalId: name } },
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { dbName, externalId } = request.params as { dbName: string; externalId: string };
      if ((await databaseOwnership(fastify.db, dbName, await requestOwner(request))) !== "own") throw notYours(dbName);
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
          "e.g. 1700-01-01T00:00:00Z for the first poll). Pass the list to POST /comparison/{dbName}/comparisons. " +
          "An empty list for a database that does not exist yet." +
          OWNERS,
        headers,
        params: {
          type: "object",
          additionalProperties: false,
          required: ["dbName", "timestamp"],
          properties: { dbName: name, timestamp: { type: "string", minLength: 1, maxLength: 64 } },
        },
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const { dbName, timestamp } = request.params as { dbName: string; timestamp: string };
      const since = new Date(timestamp);
      if (!/^\d{4}-\d{2}-\d{2}/.test(timestamp) || Number.isNaN(since.getTime())) {
        throw badRequest(`timestamp "${timestamp}" is no ISO 8601 date and time`);
      }
      if ((await databaseOwnership(fastify.db, dbName, await requestOwner(request))) === "foreign") throw notYours(dbName);
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
          "Results are symmetric: when B contradicts A, A's results list B as well." +
          OWNERS,
        headers,
        params: dbParams,
        body: { type: "array", maxItems: 10_000, items: name },
        response: { 200: ref("ComparisonResults"), ...errorResponses(400, 403, 404, 415, 429) },
      },
    },
    async (request): Promise<ComparisonResults> => {
      const { dbName } = request.params as { dbName: string };
      if ((await databaseOwnership(fastify.db, dbName, await requestOwner(request))) === "foreign") throw notYours(dbName);
      return comparisonResults(fastify.db, dbName, request.body as string[]);
    },
  );
}
