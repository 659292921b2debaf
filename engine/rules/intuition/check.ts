/**
 * Intuition: an overall judgement from 0 (poor) to 1 (good); below the configured
 * threshold it is a finding spanning the whole (trimmed) text, whose message names where
 * the score came from. The score is a language model's when the caller passes one
 * (AnalyseOptions.intuition, validated by analyse()); otherwise `intuitionScore`, the
 * local estimate. It runs last and reads the other rules' findings.
 *
 * Local estimate, starting from 1:
 *   − per distinct finding type of the other rules: 0.2 for MODAL_VERB, 0.15 for
 *     MULTIPLE_SENTENCE and CONDITION, 0.1 for SYSTEM_WORD, COMPLEX_SENTENCE,
 *     WEAK_WORD, EXAMPLE and BLACKLIST, 0.05 for the others (passive, negation,
 *     brackets, end of sentence, white space);
 *   − 0.1 when the text follows no EARS pattern;
 *   − length: 0.2 below 5 words, 0.01 per word above 40 (at most 0.3);
 *   − readability: 0.1 when the average word is longer than 8 (en) / 11 (de) letters.
 * Clamped to 0..1. A requirement with one or two findings stays well above 0.3; only
 * texts with many problems fall below the default threshold.
 */
import type { Finding, FindingType, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./intuition.schema.json";
import { readingOf } from "../../reading/index.js";

const TYPE_PENALTY: Partial<Record<FindingType, number>> = {
  MODAL_VERB: 0.2,
  MULTIPLE_SENTENCE: 0.15,
  CONDITION: 0.15,
  SYSTEM_WORD: 0.1,
  COMPLEX_SENTENCE: 0.1,
  WEAK_WORD: 0.1,
  EXAMPLE: 0.1,
  BLACKLIST: 0.1,
  INTUITION: 0,
};
const DEFAULT_TYPE_PENALTY = 0.05;

export function intuitionScore(ctx: RuleContext): number {
  let score = 1;
  const seen = new Set<FindingType>();
  for (const f of ctx.findings) {
    if (seen.has(f.findingType)) continue;
    seen.add(f.findingType);
    score -= TYPE_PENALTY[f.findingType] ?? DEFAULT_TYPE_PENALTY;
  }
  if (readingOf(ctx).ears === "none") score -= 0.1;
  let words = 0;
  let letters = 0;
  for (const w of ctx.words) {
    if (w.isNumber) continue;
    words++;
    letters += w.text.length;
  }
  if (words < 5) score -= 0.2;
  else if (words > 40) score -= Math.min(0.3, (words - 40) * 0.01);
  if (words > 0 && letters / words > (ctx.language === "de" ? 11 : 8)) score -= 0.1;
  return Math.max(0, Math.min(1, score));
}

const MESSAGES = schema["x-messages"];

function check(ctx: RuleContext): Finding[] {
  const settings = ctx.config.intuition;
  if (settings && !settings.enabled) return [];
  const threshold = settings?.threshold ?? 0.3;
  const text = ctx.text;
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (end <= start) return [];
  const judgement = ctx.intuition;
  const score = judgement ? judgement.score : intuitionScore(ctx);
  if (score >= threshold) return [];
  const messages = MESSAGES[ctx.language];
  const message = judgement
    ? messages.lowByModel.replace("{text}", score.toFixed(2)).replace("{model}", () => judgement.model)
    : messages.low.replace("{text}", score.toFixed(2));
  return [{ findingType: "INTUITION", start, end, text: text.slice(start, end), message }];
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
