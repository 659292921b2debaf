/**
 * POST /requirements/suggestions?configId= — better wordings of an analysed requirement.
 * The engine's own rewrites (engine/suggest.ts), plus the language model's when one is
 * configured; every suggestion is analysed again with the configuration and kept only when
 * it rates higher than the original. Best first. Nothing for a rating of 5, for gibberish
 * or for a failed analysis.
 *
 * With a language model, the original's rating includes the model's intuition score, as
 * in POST /requirements/analyse (the score is usually cached from there). The ratings
 * compared always share one source of intuition: when the model judged the original and
 * every candidate, all are rated with its scores; otherwise all are rated with the local
 * estimate. (The engine's rewrites have also already beaten the original by the local
 * estimate inside suggest().)
 *
 * POST /requirements/suggestions/rated answers the same suggestions with the rating each
 * got, as the check page shows them.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IntuitionJudgement, Language } from "../../../../../engine/index.js";
import { notFound } from "../../../../errors.js";
import { intuitionEnabled, intuitionJudge } from "../../../../llm/intuition.js";
import { errorResponses } from "../../../../plugins/app/schemas.js";
import { MAX_TEXT_LENGTH } from "./limits.js";

/** At most this many suggestions are answered. */
export const MAX_ANSWERED = 8;

/** One requirement of work against the budgets, like an analysis of the text. */
const suggestionWork = (body: unknown) => ({ requirements: 1, characters: (body as { text: string }).text.length });

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

const querystring = {
  type: "object",
  additionalProperties: false,
  properties: { configId: { type: "string", minLength: 1, maxLength: 200 } },
} as const;

export interface RatedSuggestion {
  text: string;
  rating: number;
}

export default async function suggestionRoutes(fastify: FastifyInstance) {
  fastify.post(
    "/requirements/suggestions",
    {
      config: { bodyStoresNothing: true, engine: true, work: suggestionWork },
      schema: {
        tags: ["analysis"],
        summary: "Suggest better wordings",
        description:
          "Takes an item of an analysis response and answers better wordings, best first: the engine's own rewrites and, " +
          "when a language model is configured, its rewrites. Each is analysed again with configuration {configId} (the default " +
          "when absent) and kept only when it rates higher than the original. Empty for a rating of 5, gibberish or a failed analysis. " +
          "Needs a valid licence (403 LICENSE_ERROR). Counts as one requirement against the client's budgets, like an analysis.",
        querystring,
        body,
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses(400, 403, 404, 415, 429, 503) },
      },
    },
    async (request): Promise<string[]> => (await rankedSuggestions(fastify, request)).map((r) => r.text),
  );
  fastify.post(
    "/requirements/suggestions/rated",
    {
      config: { bodyStoresNothing: true, engine: true, work: suggestionWork },
      schema: {
        tags: ["analysis"],
        summary: "Suggest better wordings, with their ratings",
        description:
          "As POST /requirements/suggestions, with the rating (1–5) each suggestion gets from configuration {configId}: " +
          "the same suggestions in the same order.",
        querystring,
        body,
        response: {
          200: {
            type: "array",
            items: {
              type: "object",
              additionalProperties: false,
              required: ["text", "rating"],
              properties: { text: { type: "string" }, rating: { type: "integer", minimum: 1, maximum: 5 } },
            },
          },
          ...errorResponses(400, 403, 404, 415, 429, 503),
        },
      },
    },
    (request) => rankedSuggestions(fastify, request),
  );
}

/** The suggestions and their ratings, best first. */
async function rankedSuggestions(fastify: FastifyInstance, request: FastifyRequest): Promise<RatedSuggestion[]> {
  const item = request.body as { text: string; language?: Language | null; rating: number; gibberish?: boolean };
  if (item.rating >= 5 || item.rating <= 0 || item.gibberish) return [];
  const configId = (request.query as { configId?: string }).configId ?? null;
  const stored = await fastify.configurations.get(configId);
  if (!stored) throw notFound(configId === null ? "there is no default configuration" : `configuration "${configId}" does not exist`);
  const requested = item.language ?? undefined;
  // The original as this configuration rates it now (the bar every suggestion must clear), and the engine's rewrites.
  const { local, candidates: rewrites } = await fastify.engine.suggest(stored, requested, item.text, request.client);
  if (local.gibberish || local.rating <= 0) return [];
  const language = local.language;
  const judge = fastify.llm && intuitionEnabled(stored.file, language) ? intuitionJudge(fastify.llm, fastify.settings.llmIntuition) : null;
  const [judged] = judge ? await judge.judge([{ text: item.text, language }]) : [undefined];
  const original = judged ? (await fastify.engine.rate(stored, language, [item.text], [judged], request.client))[0] : local;
  if (original.rating >= 5) return [];

  const candidates: string[] = [];
  const seen = new Set<string>([original.text.trim()]);
  const add = (text: string) => {
    if (seen.has(text.trim()) || text.length > MAX_TEXT_LENGTH) return;
    seen.add(text.trim());
    candidates.push(text);
  };
  for (const text of rewrites) add(text);
  if (fastify.llm) {
    const problems = original.messages.slice(0, 20);
    for (const text of await fastify.llm.suggest(original.text, language, problems)) add(text);
  }

  // One source of intuition for every rating compared: the model's for all, or the local estimate for all.
  let judgements: Array<IntuitionJudgement | undefined> | undefined;
  if (judge && judged && candidates.length > 0) {
    const answers = await judge.judge(candidates.map((text) => ({ text, language })));
    if (answers.every((a) => a !== undefined)) judgements = answers;
  }
  const bar = judgements ? original.rating : local.rating;
  const again = candidates.length > 0 ? await fastify.engine.rate(stored, language, candidates, judgements, request.client) : [];
  const ranked: Array<{ text: string; rating: number; order: number }> = [];
  again.forEach((result, i) => {
    if (!result.gibberish && result.rating > bar) ranked.push({ text: candidates[i], rating: result.rating, order: ranked.length });
  });
  ranked.sort((a, b) => b.rating - a.rating || a.order - b.order);
  return ranked.slice(0, MAX_ANSWERED).map(({ text, rating }) => ({ text, rating }));
}
