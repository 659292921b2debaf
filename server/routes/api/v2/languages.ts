/**
 * Language detection: the language of each requirement (the console's language check).
 * Short inputs are detected on the main thread, larger ones in the worker pool. Counted
 * lightly: only by characters (at least MIN_CHARGE per request), not as a request, so the
 * check page asking as one types does not spend a visitor's request budget.
 */
import type { FastifyInstance } from "fastify";
import type { AnalysisRequest } from "../../../../schemas/generated/types.js";
import type { Work } from "../../../plugins/app/api-keys.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
import { ANALYSIS_BODY_LIMIT, analysisWork } from "./requirements/limits.js";

/** The fewest characters one detection request is counted as. */
export const MIN_CHARGE = 200;

function detectionWork(body: unknown): Work {
  return { requirements: 0, characters: Math.max(MIN_CHARGE, analysisWork(body).characters) };
}

export default async function languageRoutes(fastify: FastifyInstance) {
  fastify.post(
    "/languages/analyse",
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: { work: detectionWork, countRequest: false },
      schema: {
        tags: ["analysis"],
        summary: "Detect languages",
        description:
          "The language (en or de) of each requirement, detected offline. Takes the analysis request; config is ignored. " +
          `Counts only against the client's character budget (at least ${MIN_CHARGE} characters per request).`,
        body: ref("AnalysisRequest"),
        response: { 200: ref("LanguageDetectionResponse"), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request) => {
      const { content } = request.body as AnalysisRequest;
      const languages = await fastify.engine.detectLanguages(
        content.map((item) => item.text),
        request.client,
      );
      return {
        content: content.map((item, i) => ({
          externalId: item.externalId ?? null,
          text: item.text,
          language: languages[i],
        })),
      };
    },
  );
}
