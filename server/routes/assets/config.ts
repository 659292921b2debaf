/** /assets/config.json: settings the web console reads at start, from the environment. */
import type { FastifyInstance } from "fastify";
import { ref } from "../../plugins/app/schemas.js";

export default async function assetsRoutes(fastify: FastifyInstance) {
  const { showConfig, homeUrl } = fastify.settings;
  fastify.get(
    "/config.json",
    {
      schema: {
        tags: ["console"],
        summary: "Web console settings",
        description:
          "isShowConfig (REQLENS_SHOW_CONFIG, default true; false hides configuration and documentation) and homeUrl (REQLENS_HOME_URL, default null).",
        response: { 200: ref("WebConfig") },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return { isShowConfig: showConfig, homeUrl };
    },
  );
}
