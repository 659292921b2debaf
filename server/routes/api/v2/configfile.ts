/**
 * /configfile: configuration files and the settings of each rule in them, for
 * administrators and configurators. A rule's PUT body passes that rule's JSON Schema
 * (the one GET /rules lists) or nothing is stored; a stored change reaches analysis in
 * this process at once and in other processes within a second.
 */
import type { FastifyInstance } from "fastify";
import { defaultConfigurationFile, type ConfigurationFile, type Language } from "../../../../engine/index.js";
import {
  createConfigFile,
  deleteConfigFile,
  duplicateConfigFile,
  listConfigFiles,
  readConfigFile,
  readFactoryDefaults,
  setDefaultConfigFile,
  updateConfigFile,
} from "../../../configurations/files.js";
import { badRequest } from "../../../errors.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
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

/** Path segments of /configfile that would make a configuration of that name unreachable. */
const RESERVED_IDS = new Set(["defaults", "duplicate"]);

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

export default async function configFileRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR", "ROLE_CONFIGURATOR"));
  const tags = ["configuration files"];

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
      checkNewId(entry.configId);
      await createConfigFile(fastify.db, entry, await factoryConfigurationFile(fastify));
      fastify.configurations.invalidate();
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
      checkNewId(entry.configId);
      await duplicateConfigFile(fastify.db, configId, entry);
      fastify.configurations.invalidate();
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
      await deleteConfigFile(fastify.db, configId);
      fastify.configurations.invalidate();
      return reply.code(204).send();
    },
  );

  fastify.put(
    "/configfile/defaults/:configId",
    {
      schema: {
        tags,
        summary: "Make a configuration file the default",
        description: "Configuration {configId} becomes the default one, the former default stops being it (in one transaction). The body may be empty or true.",
        params: configIdParam,
        response: { 200: ref("ConfigFileList"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { configId } = request.params as { configId: string };
      if (request.body !== undefined && request.body !== true) throw badRequest("the body must be true or empty");
      await setDefaultConfigFile(fastify.db, configId);
      fastify.configurations.invalidate();
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
      await updateConfigFile(fastify.db, configId, (file) =>
        fastify.ruleRegistry.write(fastify.ruleRegistry.complete(file), descriptor.name, language, request.body),
      );
      fastify.configurations.invalidate();
      return request.body;
    },
  );
}
