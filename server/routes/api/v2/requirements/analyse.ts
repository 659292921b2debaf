/**
 * POST /requirements/analyse — the hot path. The main thread keeps the body as bytes: a
 * thread of the pool parses and validates it (server/engine/analysis-body.ts: the same
 * 400 and 413 answers as schema validation here would give) and splits it into chunks, so
 * a large batch never holds up other requests on the event loop. One configuration
 * (cached); the engine runs in the worker pool (fastify.engine: the chunks across the
 * threads, results in order, serialized there; a short analysis on the main thread); a requirement the engine fails on gets
 * rating 0 instead of failing the whole request. With a language model, its intuition scores are asked for
 * first (server/llm/intuition.ts: cached, bounded, within a time budget; the local
 * estimate for any that is missing); without one, nothing is awaited beyond the configuration.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Language } from "../../../../../engine/index.js";
import type { AnalysisResponse } from "../../../../../schemas/generated/types.js";
import { notFound } from "../../../../errors.js";
import { intuitionJudge, judgeIntuition } from "../../../../llm/intuition.js";
import { errorResponses, ref } from "../../../../plugins/app/schemas.js";
import type { ReadAnalysis } from "../../../../plugins/app/engine-pool.js";
import { ANALYSIS_BODY_LIMIT } from "./limits.js";

const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]}");
/**
 * Answers of this many bytes and more are sent part by part, not joined into one buffer
 * first: joining a batch's answer (hundreds of kilobytes) allocated as much again outside
 * V8's heap on this thread, and that memory made V8 run full collections of the main
 * thread's heap every few batches.
 */
export const STREAMED_ANSWER_BYTES = 64 * 1024;

export default async function analyseRoutes(fastify: FastifyInstance) {
  // JSON bodies of this plugin's route reach the handler as read by a thread (ReadAnalysis).
  fastify.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: ANALYSIS_BODY_LIMIT }, (request: FastifyRequest, body: Buffer) =>
    fastify.engine.readAnalysisBody(body, request.client, Boolean(fastify.llm)),
  );
  fastify.post(
    "/requirements/analyse",
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: { bodyStoresNothing: true, engine: true, work: (body) => (body as ReadAnalysis).work },
      // The thread that read the body has validated it against the schema below (which still documents it).
      validatorCompiler: () => () => true,
      // Every object this route answers is built field by field (server/engine/tasks.ts, the three
      // fields of the error handler's bodies), so nothing unlisted can leave the server;
      // native JSON.stringify (in the engine threads for the items) escapes the long texts of a
      // large batch about twice as fast as the schema-compiled serializer. The schemas still
      // document and validate the answers.
      serializerCompiler: () => JSON.stringify,
      schema: {
        tags: ["analysis"],
        summary: "Analyse requirements",
        description:
          "Rates each requirement (1–5; 0 when its analysis failed) and lists its findings with half-open UTF-16 offsets, " +
          "improvements, highlighted text and EARS pattern. config.configId selects the configuration (the default one when absent); " +
          "config.language fixes the language (detected per requirement when absent); config.uiLanguage is the language of the improvement texts " +
          "and finding messages (the requirement's language when absent). " +
          "At most 1000 requirements of at most 5000 characters each (413 beyond). Needs a valid licence (403 LICENSE_ERROR). " +
          "Counts against the client's request, requirement and character budgets (429 with Retry-After past one); " +
          "a client has a few analyses in flight at once (429 beyond), and a busy server answers 503 with Retry-After.",
        body: ref("AnalysisRequest"),
        response: { 200: ref("AnalysisResponse"), ...errorResponses(400, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request, reply): Promise<Buffer | Readable> => {
      const started = performance.now();
      const { config, content, ranges, chunks, work } = request.body as ReadAnalysis;
      const configId = config?.configId ?? null;
      const stored = await fastify.configurations.get(configId);
      if (!stored) {
        throw notFound(configId === null ? "there is no default configuration" : `configuration "${configId}" does not exist`);
      }
      const language = (config?.language ?? undefined) as Language | undefined;
      const messageLanguage = (config?.uiLanguage ?? undefined) as Language | undefined;
      // Only with a model: the no-model path awaits nothing more.
      const judging =
        fastify.llm && content
          ? judgeIntuition(intuitionJudge(fastify.llm, fastify.settings.llmIntuition), content, stored.file, language)
          : undefined;
      const intuition = judging ? await judging : undefined;
      // The threads serialize the items, so a large answer does not hold up the main thread.
      const { json, failures, firstFailure } = await fastify.engine.analyseSerialized({
        configuration: stored,
        language,
        messageLanguage,
        items: [],
        packed: { ranges, chunks, characters: work.characters },
        intuition,
        client: request.client,
      });
      if (firstFailure) {
        // One log line per request, not per requirement; never the requirement's text.
        request.log.error(
          {
            err: { message: firstFailure.message, stack: firstFailure.stack },
            externalId: firstFailure.externalId,
            length: firstFailure.length,
            failures,
            configId: stored.configId,
          },
          "analysis failed for some requirements; they are rated 0",
        );
      }
      const head: Omit<AnalysisResponse, "content"> = {
        processingTimeInMs: Math.round((performance.now() - started) * 100) / 100,
        configurationId: stored.configId,
      };
      void reply.type("application/json; charset=utf-8");
      // The threads' UTF-8 parts as they are: one copy into the answer, nothing encoded here.
      const parts: Uint8Array[] = [Buffer.from(`${JSON.stringify(head).slice(0, -1)},"content":[`)];
      json.forEach((part, i) => parts.push(...(i > 0 ? [COMMA, part] : [part])));
      parts.push(CLOSE);
      let length = 0;
      for (const part of parts) length += part.byteLength;
      if (length < STREAMED_ANSWER_BYTES) return Buffer.concat(parts, length);
      // A large batch's answer is not copied once more on this thread.
      void reply.header("content-length", String(length));
      return Readable.from(parts);
    },
  );
}
