/**
 * Blacklist: each configured term, as whole words and case-insensitive, with its
 * configured replacement.
 */
import { perConfig } from "../../config.js";
import { compilePhrases, matchPhrases } from "../../match.js";
import type { Finding, Language, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./blacklist.schema.json";

const matchers: Record<Language, ReturnType<typeof perConfig<ReturnType<typeof compilePhrases>>>> = {
  en: perConfig((config) =>
    compilePhrases(
      (config.blacklist ?? []).map((e) => e.replace),
      "en",
    ),
  ),
  de: perConfig((config) =>
    compilePhrases(
      (config.blacklist ?? []).map((e) => e.replace),
      "de",
    ),
  ),
};

const MESSAGES = schema["x-messages"];

function check(ctx: RuleContext): Finding[] {
  const entries = ctx.config.blacklist;
  if (!entries || entries.length === 0) return [];
  const matches = matchPhrases(matchers[ctx.language](ctx.config), ctx.tokens);
  if (matches.length === 0) return [];
  const template = MESSAGES[ctx.language].found;
  return matches.map((m) => {
    const text = ctx.text.slice(m.start, m.end);
    const replacement = entries[m.phrase].replacement;
    return {
      findingType: "BLACKLIST",
      start: m.start,
      end: m.end,
      text,
      message: template.replace("{text}", text).replace("{replacement}", replacement),
      replacement,
    };
  });
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
