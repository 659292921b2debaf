/** Every route, by base path. */
import type { FastifyInstance } from "fastify";
import apiV2 from "./api/v2/index.js";
import assetsRoutes from "./assets/config.js";
import docsRoutes from "./docs/index.js";
import healthRoutes from "./health.js";
import loginRoutes from "./login.js";

export default async function routes(fastify: FastifyInstance) {
  await fastify.register(apiV2, { prefix: "/api/v2" });
  await fastify.register(assetsRoutes, { prefix: "/assets" });
  await fastify.register(docsRoutes, { prefix: "/docs" });
  await fastify.register(loginRoutes);
  await fastify.register(healthRoutes);
}
