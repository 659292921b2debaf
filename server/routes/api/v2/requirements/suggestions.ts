/**
 * POST /requirements/suggestions?configId= — better wordings of an analysed requirement.
 * The engine's own rewrites (engine/suggest.ts), plus the language model's when one is
 * configured; every suggestion is analysed again with the configuration and kept only when
 * it rates higher than the original. Best first. Nothing for a rating of 5, for gibberish
 * or for a failed analysis.
 */
import type { FastifyInstance } from "fastify";
import { analyse, suggest, type Language } from "../../../../../engine/index.js";
import { notFound } from "../../../../errors.js";
import { errorResponses } from "../../../../plugins/app/schemas.js";
import { MAX_TEXT_LENGTH } from "./limits.js";

/** At most this many suggestions are answered. */
export const MAX_ANSWERED = 8;

const body = {
  type: "object",
  description: "An item of an analysis response (further fields of the item are accepted and ignored).",
  required: ["text", "rating"],
  properties: {
    text: { type: "string", minLength: 1, maxLength: MAX_TEXT_LENGTH },
    language: { type: ["string", "null"], enum: ["en", "de", null] },
    rating: { type: "integer", minimum: 0, maximum: 5 },
    gibberish: { type: "boolean" },
    externalId: { type: ["string", "null"] },
    processedText: { type: "string" },
    improvements: { type: "object" },
    classifications: { type: "array" },
    earsPattern: { type: "string" },
  },
} as const;

export default async function suggestionRoutes(fastify: FastifyInstance) {
  fastify.post(
    "/requirements/suggestions",
    {
      schema: {
        tags: ["analysis"],
        summary: "Suggest better wordings",
        description:
          "Takes an item of an analysis response and answers better wordings, best first: the engine's own rewrites and, " +
          "when a language model is configured, its rewrites. Each is analysed again with configuration {configId} (the default " +
          "when absent) and kept only when it rates higher than the original. Empty for a rating of 5, gibberish or a failed analysis. " +
          "Needs a valid licence (403 LICENSE_ERROR).",
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { configId: { type: "string", minLength: 1, maxLength: 200 } },
        },
        body,
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request): Promise<string[]> => {
      const item = request.body as { text: string; language?: Language | null; rating: number; gibberish?: boolean };
      if (item.rating >= 5 || item.rating <= 0 || item.gibberish) return [];
      const configId = (request.query as { configId?: string }).configId ?? null;
      const stored = await fastify.configurations.get(configId);
      if (!stored) throw notFound(configId === null ? "there is no default configuration" : `configuration "${configId}" does not exist`);
      const options = { configuration: stored.file, language: item.language ?? undefined, extraRules: fastify.ruleRegistry.schemaRules };
      // The original as this configuration rates it now: the bar every suggestion must clear.
      const original = analyse(item.text, options);
      if (original.gibberish || original.rating >= 5 || original.rating <= 0) return [];
      const ranked: Array<{ text: string; rating: number; order: number }> = [];
      const seen = new Set<string>([original.text.trim()]);
      for (const text of suggest(original, options)) {
        if (seen.has(text.trim())) continue;
        seen.add(text.trim());
        const again = analyse(text, { ...options, language: original.language });
        if (!again.gibberish && again.rating > original.rating) ranked.push({ text, rating: again.rating, order: ranked.length });
      }
      if (fastify.llm) {
        const problems = original.classifications.flatMap((c) => c.findings.map((f) => f.message)).slice(0, 20);
        for (const text of await fastify.llm.suggest(original.text, original.language, problems)) {
          if (seen.has(text.trim()) || text.length > MAX_TEXT_LENGTH) continue;
          seen.add(text.trim());
          const again = analyse(text, { ...options, language: original.language });
          if (!again.gibberish && again.rating > original.rating) ranked.push({ text, rating: again.rating, order: ranked.length });
        }
      }
      ranked.sort((a, b) => b.rating - a.rating || a.order - b.order);
      return ranked.slice(0, MAX_ANSWERED).map((r) => r.text);
    },
  );
}
