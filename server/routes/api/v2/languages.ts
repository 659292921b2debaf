/** Language detection: the language of each requirement (the console's language check). */
import type { FastifyInstance } from "fastify";
import type { AnalysisRequest } from "../../../../schemas/generated/types.js";
import { detectLanguage, type Language } from "../../../../engine/index.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
import { ANALYSIS_BODY_LIMIT, checkAnalysisLimits } from "./requirements/limits.js";

function detectSafely(text: string): Language {
  try {
    return detectLanguage(text);
  } catch {
    return "en";
  }
}

export default async function languageRoutes(fastify: FastifyInstance) {
  fastify.post(
    "/languages/analyse",
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      schema: {
        tags: ["analysis"],
        summary: "Detect languages",
        description:
          "The language (en or de) of each requirement, detected offline. Takes the analysis request; config is ignored.",
        body: ref("AnalysisRequest"),
        response: { 200: ref("LanguageDetectionResponse"), ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => {
      const { content } = request.body as AnalysisRequest;
      checkAnalysisLimits(content);
      return {
        content: content.map((item) => ({
          externalId: item.externalId ?? null,
          text: item.text,
          language: detectSafely(item.text),
        })),
      };
    },
  );
}
