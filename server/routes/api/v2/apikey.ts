/**
 * API keys (/apikey): administrators list, create and delete keys and switch
 * enforcement on and off; everyone may read the switch, check their key
 * (/apikey/check, the console's guard of /check and /examples) and validate a key
 * (/apikey/valid/{token}). The plain key appears once, in the answer to its creation.
 * /apikeys is the same store as a react-admin resource (simple REST dialect: list with
 * Content-Range, read, create, change description and expiry, delete by id). Every
 * change is written to the audit log, never with the key itself.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit, type AuditAction } from "../../../audit/repository.js";
import {
  createKey,
  deleteKey,
  deleteKeyRecord,
  expiryOf,
  findKeyRecord,
  KEY_FORMAT,
  keyIdOf,
  listKeyRecords,
  listKeys,
  updateKeyRecord,
  type ApiKeyListing,
} from "../../../auth/api-keys.js";
import { badRequest, conflict, notFound } from "../../../errors.js";
import { apiKeyOf } from "../../../plugins/app/api-keys.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
import { applyListQuery, listQuerySchema, parseListQuery, setContentRange, type ListQuery } from "./list-query.js";

const ADMIN = ["ROLE_ADMINISTRATOR"] as const;
export const APIKEY_PROMPT = "/apikey-prompt";

const listing = {
  type: "object",
  additionalProperties: false,
  required: ["uuid", "description", "expirationDate"],
  properties: {
    uuid: { type: "string", description: "The first eight characters of the key and an ellipsis; the whole key only in the answer to POST." },
    description: { type: "string" },
    expirationDate: {
      type: ["string", "null"],
      description: "YYYY-MM-DD (valid through that day, UTC) or an ISO date and time; null: never expires.",
    },
  },
} as const;

const keyBody = {
  type: "object",
  additionalProperties: false,
  properties: {
    uuid: { type: "string", maxLength: 100 },
    description: { type: "string", maxLength: 200 },
    expirationDate: { type: ["string", "null"], maxLength: 40 },
  },
} as const;

interface KeyBody {
  uuid?: string;
  description?: string;
  expirationDate?: string | null;
}

const record = {
  type: "object",
  additionalProperties: false,
  required: ["id", ...listing.required, "createdAt"],
  properties: {
    id: { type: "string", description: "The key's id (not the key)." },
    ...listing.properties,
    createdAt: { type: "string" },
  },
} as const;

const FIELDS = ["id", "uuid", "description", "expirationDate", "createdAt"];
const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 100 } } } as const;

/** Description (at least 3 characters) and expiry (a date or date and time, not in the past) of a key to store. */
function keyFields(body: KeyBody): { description: string; expirationDate: string | null; expiresAt: Date | null } {
  const description = (body.description ?? "").trim();
  if (description.length < 3) throw badRequest("description must have at least 3 characters");
  const given = body.expirationDate;
  const expiresAt = expiryOf(given);
  if (expiresAt === undefined) throw badRequest("expirationDate must be a date (YYYY-MM-DD) or an ISO date and time");
  if (expiresAt !== null && expiresAt.getTime() <= Date.now()) throw badRequest("expirationDate is in the past");
  return { description, expirationDate: expiresAt === null ? null : given!.trim(), expiresAt };
}

const taken = (description: string) => conflict(`an API key with the description ${JSON.stringify(description)} exists already`);

/** What the audit log keeps of a key: never the key. */
const audited = (key: ApiKeyListing | null) => (key ? { description: key.description, expirationDate: key.expirationDate } : null);

export default async function apiKeyRoutes(fastify: FastifyInstance) {
  const admin = fastify.requireRoles(...ADMIN);
  const audit = (
    request: FastifyRequest,
    action: AuditAction,
    key: ApiKeyListing | null,
    before: ApiKeyListing | null,
    after: ApiKeyListing | null,
  ) =>
    recordAudit(fastify.db, {
      actor: request.user.userName,
      action,
      entity: "apikey",
      entityId: key?.description ?? "",
      oldValue: audited(before),
      newValue: audited(after),
    });

  /** Creates a key from a request body; answers it with the whole key, this once. */
  async function create(request: FastifyRequest<{ Body: KeyBody }>) {
    const fields = keyFields(request.body);
    const created = await createKey(fastify.db, fields.description, fields.expirationDate, fields.expiresAt);
    if (!created) throw taken(fields.description);
    fastify.apiKeys.invalidate();
    request.log.info({ event: "apikey-created", description: fields.description }, "API key created");
    await audit(request, "create", created, null, created);
    return created;
  }

  fastify.get(
    "/apikey",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "API keys",
        description: "Every key with the first characters of its value, its description and its expiry.",
        response: { 200: { type: "array", items: listing }, ...errorResponses(401, 403) },
      },
    },
    async () => listKeys(fastify.db),
  );

  fastify.post<{ Body: KeyBody }>(
    "/apikey",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Create an API key",
        description:
          "description (at least 3 characters, unique: 409 when taken) and an optional expirationDate (YYYY-MM-DD or ISO date and time, not in the past). " +
          "The server generates the key (a UUID; a uuid sent along is ignored) and answers it in full — only this once.",
        body: { ...keyBody, required: ["description"] },
        response: { 201: listing, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await create(request)),
  );

  fastify.delete<{ Body: KeyBody }>(
    "/apikey",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Delete an API key",
        description:
          "The body names the key as listed: by its description, or by the whole key in uuid. Answers the deleted key as listed; 404 when there is none.",
        body: keyBody,
        response: { 200: listing, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { uuid, description } = request.body ?? {};
      const token = uuid && KEY_FORMAT.test(uuid.trim()) ? uuid.trim() : undefined;
      if (!token && !description) throw badRequest("name the key by its description or its whole value in uuid");
      const deleted = await deleteKey(fastify.db, token ? { token } : { description });
      if (!deleted) throw notFound("there is no such API key");
      fastify.apiKeys.invalidate();
      request.log.info({ event: "apikey-deleted", description: deleted.description }, "API key deleted");
      await audit(request, "delete", deleted, deleted, null);
      return deleted;
    },
  );

  fastify.get(
    "/apikey/enable",
    {
      schema: {
        tags: ["product"],
        summary: "Whether analysis needs an API key",
        description: "true when the analysis endpoints need a valid X-API-KEY; readable by everyone.",
        response: { 200: { type: "boolean" } },
      },
    },
    async () => fastify.apiKeys.enforced(),
  );

  fastify.post<{ Body: boolean }>(
    "/apikey/enable",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Switch API key enforcement",
        description: "Body true or false (JSON); answers the new setting. Other server processes follow within a second.",
        body: { type: "boolean" },
        response: { 200: { type: "boolean" }, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const before = await fastify.apiKeys.enforced();
      await fastify.apiKeys.setEnforced(request.body);
      request.log.info({ event: "apikey-enforcement", enforced: request.body }, "API key enforcement changed");
      if (before !== request.body) {
        await recordAudit(fastify.db, {
          actor: request.user.userName,
          action: "update",
          entity: "setting",
          entityId: "apikey-enforcement",
          oldValue: before,
          newValue: request.body,
        });
      }
      return request.body;
    },
  );

  fastify.get(
    "/apikey/check",
    {
      schema: {
        tags: ["product"],
        summary: "API key guard",
        description:
          "200 { enforced, valid } when analysis may go ahead. With enforcement on and the X-API-KEY header missing, unknown or expired: " +
          `307 to ${APIKEY_PROMPT} with the error in the body (errorCode APIKEY_MISSING, APIKEY_INVALID or APIKEY_EXPIRED).`,
        response: {
          200: {
            type: "object",
            additionalProperties: false,
            required: ["enforced", "valid"],
            properties: { enforced: { type: "boolean" }, valid: { type: "boolean" } },
          },
          307: { ...ref("ErrorResponse"), description: "A key is needed: go to the API key prompt." },
        },
      },
    },
    async (request, reply) => {
      const token = apiKeyOf(request);
      const enforced = await fastify.apiKeys.enforced();
      if (!enforced && token === undefined) return { enforced, valid: false };
      const result = await fastify.apiKeys.check(token);
      if (result.ok || !enforced) return { enforced, valid: result.ok };
      return reply
        .code(307)
        .header("location", APIKEY_PROMPT)
        .header("cache-control", "no-store")
        .send({ ...result.error, httpStatus: 307 });
    },
  );

  fastify.get<{ Params: { token: string } }>(
    "/apikey/valid/:token",
    {
      schema: {
        tags: ["product"],
        summary: "Validate an API key",
        description: "200 { valid: true } for a known, unexpired key; 400 with errorCode APIKEY_INVALID or APIKEY_EXPIRED otherwise.",
        params: { type: "object", required: ["token"], properties: { token: { type: "string", maxLength: 100 } } },
        response: {
          200: { type: "object", additionalProperties: false, required: ["valid"], properties: { valid: { type: "boolean" } } },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const result = await fastify.apiKeys.check(request.params.token.trim() || undefined);
      if (result.ok) return { valid: true };
      return reply
        .code(400)
        .type("application/json; charset=utf-8")
        .send({ ...result.error, httpStatus: 400 });
    },
  );

  fastify.get<{ Querystring: ListQuery }>(
    "/apikeys",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "API keys (resource)",
        description: `Every key with its id, the first characters of its value, description, expiry and creation. sort and filter by ${FIELDS.join(", ")}; range pages (Content-Range).`,
        querystring: listQuerySchema,
        response: { 200: { type: "array", items: record }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, FIELDS);
      const { page, first, total } = applyListQuery(await listKeyRecords(fastify.db), query);
      setContentRange(reply, "apikeys", first, page.length, total);
      return page;
    },
  );

  fastify.get<{ Params: { id: string } }>(
    "/apikeys/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "One API key",
        description: "The key's record (id, description, expiry; never the key itself) for administrators; 404 when there is no such key.",
        params: idParams,
        response: { 200: record, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findKeyRecord(fastify.db, request.params.id);
      if (!found) throw notFound("there is no such API key");
      return found;
    },
  );

  fastify.post<{ Body: KeyBody }>(
    "/apikeys",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Create an API key (resource)",
        description: "As POST /apikey; the answer also has the key's id. uuid holds the whole key, only in this answer.",
        body: { ...keyBody, required: ["description"] },
        response: { 201: record, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await create(request);
      const id = (await keyIdOf(fastify.db, created.description))!;
      return reply.code(201).send({ ...(await findKeyRecord(fastify.db, id))!, uuid: created.uuid });
    },
  );

  fastify.put<{ Params: { id: string }; Body: KeyBody }>(
    "/apikeys/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Change an API key",
        description:
          "New description (at least 3 characters, unique: 409) and expirationDate (not in the past; null or empty: never expires). The key itself stays.",
        params: idParams,
        body: { type: "object", required: ["description"], properties: keyBody.properties },
        response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const before = await findKeyRecord(fastify.db, request.params.id);
      if (!before) throw notFound("there is no such API key");
      const fields = keyFields(request.body);
      const updated = await updateKeyRecord(fastify.db, request.params.id, fields);
      if (updated === "taken") throw taken(fields.description);
      if (!updated) throw notFound("there is no such API key");
      fastify.apiKeys.invalidate();
      await audit(request, "update", updated, before, updated);
      return updated;
    },
  );

  fastify.delete<{ Params: { id: string } }>(
    "/apikeys/:id",
    {
      preHandler: admin,
      schema: {
        tags: ["administration"],
        summary: "Delete an API key by id",
        description: "Answers the deleted key as listed; 404 when there is none.",
        params: idParams,
        response: { 200: record, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteKeyRecord(fastify.db, request.params.id);
      if (!deleted) throw notFound("there is no such API key");
      fastify.apiKeys.invalidate();
      request.log.info({ event: "apikey-deleted", description: deleted.description }, "API key deleted");
      await audit(request, "delete", deleted, deleted, null);
      return deleted;
    },
  );
}
