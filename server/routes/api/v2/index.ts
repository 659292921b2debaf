/** The API, base path /api/v2. Each file holds the routes of one path segment. */
import type { FastifyInstance } from "fastify";
import comparisonService from "../../../comparison/plugin.js";
import comparisonRoutes from "./comparison/index.js";
import configFileRoutes from "./configfile.js";
import configurationsRoutes from "./configurations.js";
import documentService from "../../../documents/plugin.js";
import documentRoutes from "./documents/index.js";
import apiKeyRoutes from "./apikey.js";
import languageRoutes from "./languages.js";
import licenseAdminRoutes from "./license-admin.js";
import licenseRoutes from "./license.js";
import metaRoutes from "./meta.js";
import requirementsRoutes from "./requirements/index.js";
import rulesRoutes from "./rules.js";
import statusRoutes from "./status.js";
import userRoutes from "./user.js";
import usersRoutes from "./users.js";

export default async function apiV2(fastify: FastifyInstance) {
  // API answers are per client and may hold what is shown once (a new API key): never stored by a cache.
  fastify.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await fastify.register(comparisonService);
  await fastify.register(documentService);
  await fastify.register(metaRoutes);
  await fastify.register(userRoutes);
  await fastify.register(usersRoutes);
  await fastify.register(apiKeyRoutes);
  await fastify.register(languageRoutes);
  await fastify.register(licenseRoutes);
  await fastify.register(requirementsRoutes);
  await fastify.register(comparisonRoutes);
  await fastify.register(documentRoutes);
  await fastify.register(configFileRoutes);
  await fastify.register(configurationsRoutes);
  await fastify.register(rulesRoutes);
  await fastify.register(licenseAdminRoutes);
  await fastify.register(statusRoutes);
}
