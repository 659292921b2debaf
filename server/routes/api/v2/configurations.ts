/**
 * /configurations/{language}/{rule}: the factory defaults new configuration files start
 * from ("reset to factory defaults" in the console reads them). Everyone may read them;
 * administrators may change them (kept in the database, laid over the schemas' defaults).
 */
import type { FastifyInstance } from "fastify";
import type { Language } from "../../../../engine/index.js";
import { readFactoryDefault, writeFactoryDefault } from "../../../configurations/files.js";
import { badRequest } from "../../../errors.js";
import { errorResponses } from "../../../plugins/app/schemas.js";
import { languageOf, ruleOf, ruleParam } from "./rule-params.js";

const params = {
  type: "object",
  additionalProperties: false,
  required: ["language", "rule"],
  properties: { language: { type: "string", enum: ["en", "de"] }, ...ruleParam.properties },
} as const;

export default async function configurationsRoutes(fastify: FastifyInstance) {
  const tags = ["configuration files"];

  fastify.get(
    "/configurations/:language/:rule",
    {
      schema: {
        tags,
        summary: "Read a rule's factory default",
        description:
          "The factory default of {rule} for {language} (rules that are not language-aware have one, whatever the language). 404 for an unknown rule.",
        params,
        response: { 200: { description: "The rule's factory default settings." }, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { language, rule } = request.params as { language: Language; rule: string };
      const descriptor = ruleOf(fastify, rule);
      const stored = languageOf(descriptor, language);
      return (await readFactoryDefault(fastify.db, stored, descriptor.name)) ?? fastify.ruleRegistry.schemaDefault(descriptor.name, stored);
    },
  );

  fastify.put(
    "/configurations/:language/:rule",
    {
      preHandler: fastify.requireRoles("ROLE_ADMINISTRATOR"),
      schema: {
        tags,
        summary: "Change a rule's factory default",
        description: "Administrators only. The body must pass the rule's schema; configuration files created afterwards start from it.",
        params,
        response: { 200: { description: "The stored factory default." }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { language, rule } = request.params as { language: Language; rule: string };
      const descriptor = ruleOf(fastify, rule);
      const problem = fastify.ruleRegistry.validate(descriptor.name, request.body);
      if (problem) throw badRequest(problem);
      await writeFactoryDefault(fastify.db, languageOf(descriptor, language), descriptor.name, request.body);
      return request.body;
    },
  );
}
