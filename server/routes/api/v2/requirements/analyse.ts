/**
 * POST /requirements/analyse — the hot path. One configuration (cached), one engine
 * call per requirement; a requirement the engine fails on gets rating 0 instead of
 * failing the whole request. With a language model, its intuition scores are asked for
 * first (server/llm/intuition.ts: cached, bounded, within a time budget; the local
 * estimate for any that is missing); without one, nothing is awaited beyond the configuration.
 */
import type { FastifyInstance } from "fastify";
import { analyse, escapeHtml, type ConfigurationFile, type IntuitionJudgement, type Language } from "../../../../../engine/index.js";
import type { AnalysisItem, AnalysisRequest, AnalysisResponse } from "../../../../../schemas/generated/types.js";
import { notFound } from "../../../../errors.js";
import { intuitionJudge, judgeIntuition } from "../../../../llm/intuition.js";
import { errorResponses, ref } from "../../../../plugins/app/schemas.js";
import { ANALYSIS_BODY_LIMIT, checkAnalysisLimits } from "./limits.js";

type RequestItem = AnalysisRequest["content"][number];

export function analyseItem(
  item: RequestItem,
  configuration: ConfigurationFile,
  language: Language | undefined,
  onError: (error: unknown, item: RequestItem) => void,
  intuition?: IntuitionJudgement,
  messageLanguage?: Language,
): AnalysisItem {
  const externalId = item.externalId ?? null;
  try {
    const result = analyse(item.text, { configuration, language, intuition, messageLanguage });
    return {
      text: result.text,
      externalId,
      language: result.language,
      rating: result.rating,
      gibberish: result.gibberish,
      improvements: result.improvements,
      processedText: result.processedText,
      classifications: result.classifications,
      earsPattern: result.earsPattern,
    };
  } catch (error) {
    onError(error, item);
    return {
      text: item.text,
      externalId,
      language: language ?? "en",
      rating: 0,
      gibberish: false,
      improvements: {},
      processedText: escapeHtml(item.text),
      classifications: [{ classificationKey: "UNKNOWN_ERROR", findings: [] }],
      earsPattern: "none",
    };
  }
}

export default async function analyseRoutes(fastify: FastifyInstance) {
  fastify.post(
    "/requirements/analyse",
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: { bodyStoresNothing: true },
      // Every object this route answers is built field by field (analyseItem here, the three
      // fields of the error handler's bodies), so nothing unlisted can leave the server;
      // native JSON.stringify escapes the long texts of a large batch about twice as fast as
      // the schema-compiled serializer. The schemas still document and validate the answers.
      serializerCompiler: () => JSON.stringify,
      schema: {
        tags: ["analysis"],
        summary: "Analyse requirements",
        description:
          "Rates each requirement (1–5; 0 when its analysis failed) and lists its findings with half-open UTF-16 offsets, " +
          "improvements, highlighted text and EARS pattern. config.configId selects the configuration (the default one when absent); " +
          "config.language fixes the language (detected per requirement when absent); config.uiLanguage is the language of the improvement texts " +
          "(the requirement's language when absent). " +
          "At most 1000 requirements of at most 5000 characters each (413 beyond). Needs a valid licence (403 LICENSE_ERROR).",
        body: ref("AnalysisRequest"),
        response: { 200: ref("AnalysisResponse"), ...errorResponses(400, 403, 404, 413, 415) },
      },
    },
    async (request): Promise<AnalysisResponse> => {
      const started = performance.now();
      const { config, content } = request.body as AnalysisRequest;
      checkAnalysisLimits(content);
      const configId = config?.configId ?? null;
      const stored = await fastify.configurations.get(configId);
      if (!stored) {
        throw notFound(configId === null ? "there is no default configuration" : `configuration "${configId}" does not exist`);
      }
      const language = (config?.language ?? undefined) as Language | undefined;
      const messageLanguage = (config?.uiLanguage ?? undefined) as Language | undefined;
      const items = new Array<AnalysisItem>(content.length);
      let failures = 0;
      let firstFailure: { error: unknown; externalId: string | null; length: number } | undefined;
      const onError = (error: unknown, failed: RequestItem) => {
        failures++;
        firstFailure ??= { error, externalId: failed.externalId ?? null, length: failed.text.length };
      };
      // Only with a model: the no-model path awaits nothing more.
      const judging = fastify.llm ? judgeIntuition(intuitionJudge(fastify.llm, fastify.settings.llmIntuition), content, stored.file, language) : undefined;
      const judgements = judging ? await judging : undefined;
      for (let i = 0; i < content.length; i++) items[i] = analyseItem(content[i], stored.file, language, onError, judgements?.[i], messageLanguage);
      if (firstFailure) {
        // One log line per request, not per requirement; never the requirement's text.
        request.log.error(
          { err: firstFailure.error, externalId: firstFailure.externalId, length: firstFailure.length, failures, configId: stored.configId },
          "analysis failed for some requirements; they are rated 0",
        );
      }
      return {
        processingTimeInMs: Math.round((performance.now() - started) * 100) / 100,
        configurationId: stored.configId,
        content: items,
      };
    },
  );
}
