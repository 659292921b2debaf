/**
 * /configfile: configuration files and the settings of each rule in them, for
 * administrators and configurators. A rule's PUT body passes that rule's JSON Schema
 * (the one GET /rules lists) or nothing is stored; a stored change reaches analysis in
 * this process at once and in other processes within a second. /configfiles is the
 * same store as a react-admin resource (simple REST dialect: list with Content-Range,
 * read, create or copy, rename and make default, delete). Every change is written to
 * the audit log with the values before and after.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit, type AuditAction, type AuditEntity } from "../../../audit/repository.js";
import { defaultConfigurationFile, type ConfigurationFile, type Language } from "../../../../engine/index.js";
import {
  createConfigFile,
  deleteConfigFile,
  duplicateConfigFile,
  listConfigFileRecords,
  listConfigFiles,
  readConfigFile,
  renameConfigFile,
  readFactoryDefaults,
  setDefaultConfigFile,
  updateConfigFile,
} from "../../../configurations/files.js";
import { badRequest, notFound } from "../../../errors.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
import { applyListQuery, listQuerySchema, parseListQuery, setContentRange, type ListQuery } from "./list-query.js";
import { ruleParam, ruleOf, languageOf } from "./rule-params.js";

const configIdParam = {
  type: "object",
  additionalProperties: false,
  required: ["configId"],
  properties: { configId: { type: "string", minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" } },
} as const;

const languageQuery = {
  type: "object",
  additionalProperties: false,
  properties: { languageCode: { type: "string", enum: ["en", "de"], description: "Required for language-aware rules; ignored by the others." } },
} as const;

const auth = errorResponses(401, 403);

/**
 * Names that would make a configuration unreachable: path segments of /configfile, and
 * the console's own screens under /config/ (a configuration's pages live at /config/{configId}/…).
 */
const RESERVED_IDS = new Set(["defaults", "duplicate", "configfiles", "users", "apikeys", "audit", "license"]);

function checkNewId(configId: string): void {
  if (RESERVED_IDS.has(configId)) throw badRequest(`configId "${configId}" is reserved; choose another name`);
}

/** A new configuration file: the factory defaults (with an administrator's changes laid over them). */
export async function factoryConfigurationFile(fastify: FastifyInstance): Promise<ConfigurationFile> {
  const registry = fastify.ruleRegistry;
  let file: ConfigurationFile = registry.complete(defaultConfigurationFile());
  for (const row of await readFactoryDefaults(fastify.db)) {
    const descriptor = registry.get(row.rule);
    if (!descriptor || registry.validate(row.rule, row.data) !== null) continue;
    if (!descriptor.languageAware && row.language !== "en") continue;
    file = registry.write(file, row.rule, row.language, row.data);
  }
  return file;
}

const recordSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "configId", "isDefault", "version", "updatedAt"],
  properties: {
    id: { type: "string", description: "The configId." },
    configId: configIdParam.properties.configId,
    isDefault: { type: "boolean" },
    version: { type: "integer", description: "Goes up with every change." },
    updatedAt: { type: "string" },
  },
} as const;

const FIELDS = ["id", "configId", "isDefault", "version", "updatedAt"];

export default async function configFileRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR", "ROLE_CONFIGURATOR"));
  const tags = ["configuration files"];
  const audit = (request: FastifyRequest, action: AuditAction, entity: AuditEntity, entityId: string, oldValue: unknown, newValue: unknown) =>
    recordAudit(fastify.db, { actor: request.user.userName, action, entity, entityId, oldValue, newValue });

  /** Creates a file, or a copy of sourceConfigId; audited. */
  async function create(request: FastifyRequest, entry: { configId: string; isDefault: boolean }, sourceConfigId: string | null) {
    checkNewId(entry.configId);
    if (sourceConfigId) await duplicateConfigFile(fastify.db, sourceConfigId, entry);
    else await createConfigFile(fastify.db, entry, await factoryConfigurationFile(fastify));
    fastify.configurations.invalidate();
    await audit(request, "create", "configuration", entry.configId, null, { ...entry, ...(sourceConfigId ? { copyOf: sourceConfigId } : {}) });
  }

  async function makeDefault(request: FastifyRequest, configId: string) {
    const before = (await listConfigFiles(fastify.db)).find((e) => e.isDefault)?.configId ?? null;
    await setDefaultConfigFile(fastify.db, configId);
    fastify.configurations.invalidate();
    if (before !== configId) await audit(request, "update", "configuration", configId, { defaultConfigId: before }, { defaultConfigId: configId });
  }

  async function remove(request: FastifyRequest, configId: string) {
    await deleteConfigFile(fastify.db, configId);
    fastify.configurations.invalidate();
    await audit(request, "delete", "configuration", configId, { configId }, null);
  }

  async function recordOf(configId: string) {
    const found = (await listConfigFileRecords(fastify.db)).find((r) => r.configId === configId);
    if (!found) throw notFound(`configuration "${configId}" does not exist`);
    return found;
  }

  fastify.get(
    "/configfile",
    {
      schema: {
        tags,
        summary: "List configuration files",
        description: "Every configuration file as { configId, isDefault }: the default first, then by configId.",
        response: { 200: ref("ConfigFileList"), ...auth },
      },
    },
    async () => listConfigFiles(fastify.db),
  );

  fastify.post(
    "/configfile",
    {
      schema: {
        tags,
        summary: "Create a configuration file",
        description: "A new configuration file with the factory defaults. 409 when the configId is taken.",
        body: ref("ConfigFile"),
        response: { 201: ref("ConfigFile"), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const entry = request.body as { configId: string; isDefault: boolean };
      await create(request, entry, null);
      return reply.code(201).send(entry);
    },
  );

  fastify.post(
    "/configfile/duplicate/:configId",
    {
      schema: {
        tags,
        summary: "Duplicate a configuration file",
        description: "Copies configuration {configId} under the body's configId (409 when taken); isDefault true also makes the copy the default.",
        params: configIdParam,
        body: ref("ConfigFile"),
        response: { 201: ref("ConfigFile"), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { configId } = request.params as { configId: string };
      const entry = request.body as { configId: string; isDefault: boolean };
      await create(request, entry, configId);
      return reply.code(201).send(entry);
    },
  );

  fastify.delete(
    "/configfile/:configId",
    {
      schema: {
        tags,
        summary: "Delete a configuration file",
        description: "Deletes configuration {configId}; never the default one (409).",
        params: configIdParam,
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { configId } = request.params as { configId: string };
      await remove(request, configId);
      return reply.code(204).send();
    },
  );

  fastify.put(
    "/configfile/defaults/:configId",
    {
      schema: {
        tags,
        summary: "Make a configuration file the default",
        description:
          "Configuration {configId} becomes the default one, the former default stops being it (in one transaction). The body may be empty or true.",
        params: configIdParam,
        response: { 200: ref("ConfigFileList"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { configId } = request.params as { configId: string };
      if (request.body !== undefined && request.body !== true) throw badRequest("the body must be true or empty");
      await makeDefault(request, configId);
      return listConfigFiles(fastify.db);
    },
  );

  const ruleRouteParams = {
    type: "object",
    additionalProperties: false,
    required: ["configId", "rule"],
    properties: { ...configIdParam.properties, ...ruleParam.properties },
  } as const;

  fastify.get(
    "/configfile/:configId/:rule",
    {
      schema: {
        tags,
        summary: "Read one rule's settings",
        description:
          "The settings of {rule} in configuration {configId}, shaped as the rule's schema in GET /rules. Language-aware rules need ?languageCode=en|de. 404 for an unknown rule or configuration.",
        params: ruleRouteParams,
        querystring: languageQuery,
        response: { 200: { description: "The rule's settings." }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { configId, rule } = request.params as { configId: string; rule: string };
      const descriptor = ruleOf(fastify, rule);
      const language = languageOf(descriptor, (request.query as { languageCode?: Language }).languageCode);
      const file = fastify.ruleRegistry.complete(await readConfigFile(fastify.db, configId));
      return fastify.ruleRegistry.read(file, descriptor.name, language);
    },
  );

  fastify.put(
    "/configfile/:configId/:rule",
    {
      schema: {
        tags,
        summary: "Change one rule's settings",
        description:
          "Replaces the settings of {rule} in configuration {configId}. The body must pass the rule's schema (bounds, steps, enums, required fields, no other fields); otherwise 400 names the field and the bound and nothing is stored. Analysis uses the new settings at once.",
        params: ruleRouteParams,
        querystring: languageQuery,
        response: { 200: { description: "The stored settings." }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { configId, rule } = request.params as { configId: string; rule: string };
      const descriptor = ruleOf(fastify, rule);
      const language = languageOf(descriptor, (request.query as { languageCode?: Language }).languageCode);
      const problem = fastify.ruleRegistry.validate(descriptor.name, request.body);
      if (problem) throw badRequest(problem);
      let before: unknown = null;
      await updateConfigFile(fastify.db, configId, (file) => {
        const complete = fastify.ruleRegistry.complete(file);
        before = fastify.ruleRegistry.read(complete, descriptor.name, language);
        return fastify.ruleRegistry.write(complete, descriptor.name, language, request.body);
      });
      fastify.configurations.invalidate();
      const entityId = descriptor.languageAware ? `${configId}/${descriptor.name}/${language}` : `${configId}/${descriptor.name}`;
      if (JSON.stringify(before) !== JSON.stringify(request.body)) await audit(request, "update", "rule", entityId, before, request.body);
      return request.body;
    },
  );

  fastify.get<{ Querystring: ListQuery }>(
    "/configfiles",
    {
      schema: {
        tags,
        summary: "Configuration files (resource)",
        description: `Every configuration file with id, default flag, version and last change. sort and filter by ${FIELDS.join(", ")}; range pages (Content-Range). Without sort: the default first, then by configId.`,
        querystring: listQuerySchema,
        response: { 200: { type: "array", items: recordSchema }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, FIELDS);
      const { page, first, total } = applyListQuery(await listConfigFileRecords(fastify.db), query);
      setContentRange(reply, "configfiles", first, page.length, total);
      return page;
    },
  );

  fastify.get(
    "/configfiles/:configId",
    {
      schema: {
        tags,
        summary: "One configuration file",
        description:
          "The configuration's record (id, whether it is the default) for administrators and configurators; 404 when there is no such configuration.",
        params: configIdParam,
        response: { 200: recordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => recordOf((request.params as { configId: string }).configId),
  );

  fastify.post(
    "/configfiles",
    {
      schema: {
        tags,
        summary: "Create or copy a configuration file (resource)",
        description:
          "configId (409 when taken; some names are reserved), isDefault, and sourceConfigId to copy that configuration instead of starting from the factory defaults.",
        body: {
          type: "object",
          required: ["configId"],
          properties: {
            configId: configIdParam.properties.configId,
            isDefault: { type: "boolean", default: false },
            sourceConfigId: { type: ["string", "null"], maxLength: 100 },
          },
        },
        response: { 201: recordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body as { configId: string; isDefault: boolean; sourceConfigId?: string | null };
      await create(request, { configId: body.configId, isDefault: body.isDefault }, body.sourceConfigId || null);
      return reply.code(201).send(await recordOf(body.configId));
    },
  );

  fastify.put(
    "/configfiles/:configId",
    {
      schema: {
        tags,
        summary: "Rename a configuration file or make it the default",
        description:
          "configId: the new name (409 when taken; reserved names are refused); isDefault true makes it the default (false is ignored: choose another default instead). Other fields of the record may be sent along and are ignored.",
        params: configIdParam,
        body: {
          type: "object",
          properties: { configId: configIdParam.properties.configId, isDefault: { type: "boolean" } },
        },
        response: { 200: recordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { configId } = request.params as { configId: string };
      const body = request.body as { configId?: string; isDefault?: boolean };
      await recordOf(configId);
      let current = configId;
      if (body.configId !== undefined && body.configId !== configId) {
        checkNewId(body.configId);
        await renameConfigFile(fastify.db, configId, body.configId);
        fastify.configurations.invalidate();
        await audit(request, "rename", "configuration", body.configId, { configId }, { configId: body.configId });
        current = body.configId;
      }
      if (body.isDefault === true) await makeDefault(request, current);
      return recordOf(current);
    },
  );

  fastify.delete(
    "/configfiles/:configId",
    {
      schema: {
        tags,
        summary: "Delete a configuration file (resource)",
        description: "Deletes configuration {configId}, never the default one (409); answers the deleted record.",
        params: configIdParam,
        response: { 200: recordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { configId } = request.params as { configId: string };
      const found = await recordOf(configId);
      await remove(request, configId);
      return found;
    },
  );
}
