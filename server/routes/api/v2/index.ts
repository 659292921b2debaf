/** The API, base path /api/v2. Each file holds the routes of one path segment. */
import type { FastifyInstance } from "fastify";
import comparisonService from "../../../comparison/plugin.js";
import comparisonRoutes from "./comparison/index.js";
import languageRoutes from "./languages.js";
import licenseRoutes from "./license.js";
import metaRoutes from "./meta.js";
import requirementsRoutes from "./requirements/index.js";
import userRoutes from "./user.js";

export default async function apiV2(fastify: FastifyInstance) {
  await fastify.register(comparisonService);
  await fastify.register(metaRoutes);
  await fastify.register(userRoutes);
  await fastify.register(languageRoutes);
  await fastify.register(licenseRoutes);
  await fastify.register(requirementsRoutes);
  await fastify.register(comparisonRoutes);
}
