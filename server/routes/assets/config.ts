/** /assets/config.json: settings the web console reads at start, from the environment. */
import type { FastifyInstance } from "fastify";
import { ref } from "../../plugins/app/schemas.js";
import { MAX_TEXT_LENGTH } from "../api/v2/requirements/limits.js";

export default async function assetsRoutes(fastify: FastifyInstance) {
  const { showConfig, homeUrl, supportEmail = null, homeText = null } = fastify.settings;
  fastify.get(
    "/config.json",
    {
      schema: {
        tags: ["console"],
        summary: "Web console settings",
        description:
          "isShowConfig (REQLENS_SHOW_CONFIG, default true; false hides the Config menu item), homeUrl (REQLENS_HOME_URL, default null), " +
          "supportEmail (REQLENS_SUPPORT_EMAIL, default null), homeText (REQLENS_HOME_TEXT, default null) and maxTextLength (the analysis' " +
          "limit of characters per requirement).",
        response: { 200: ref("WebConfig") },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return { isShowConfig: showConfig, homeUrl, supportEmail, homeText, maxTextLength: MAX_TEXT_LENGTH };
    },
  );
}
