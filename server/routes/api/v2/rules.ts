/** GET /rules: every configurable rule with its settings schema; the console builds its editors and menu from it. */
import type { FastifyInstance } from "fastify";
import { ref } from "../../../plugins/app/schemas.js";

export default async function rulesRoutes(fastify: FastifyInstance) {
  fastify.get(
    "/rules",
    {
      schema: {
        tags: ["configuration files"],
        summary: "List configurable rules",
        description:
          "The built-in rules and those defined by a schema alone (schemas/rules/): name, title, description, languageAware, docsAnchor, improvementKey, kind and the settings schema.",
        response: { 200: ref("RuleList") },
      },
    },
    async () => fastify.ruleRegistry.list,
  );
}
