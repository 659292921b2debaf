/** /requirements: analysis and suggestions, behind the licence guard. */
import type { FastifyInstance } from "fastify";
import analyseRoutes from "./analyse.js";
import requirementsHooks from "./autohooks.js";
import suggestionRoutes from "./suggestions.js";

export default async function requirementsRoutes(fastify: FastifyInstance) {
  await requirementsHooks(fastify);
  await fastify.register(analyseRoutes);
  await fastify.register(suggestionRoutes);
}
