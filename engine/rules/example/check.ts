/**
 * Example: phrases that introduce examples ("e.g.", "such as", "z. B.", "usw."), one
 * finding per occurrence, the span including the abbreviation's dot. Examples belong in
 * notes, not in the binding text. The phrase lists are in engine/lexicon/{en,de}/examples.ts.
 */
import { compilePhrases, matchPhrases, type PhraseMatcher } from "../../match.js";
import { EXAMPLE_PHRASES_EN } from "./words.en.js";
import { EXAMPLE_PHRASES_DE } from "./words.de.js";
import type { Finding, Language, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./example.schema.json";
import { WORD_GLUE as GLUE } from "../../lexicon/punctuation.js";

let matchers: Record<Language, PhraseMatcher> | undefined;

function matcherFor(language: Language): PhraseMatcher {
  matchers ??= { en: compilePhrases(EXAMPLE_PHRASES_EN, "en"), de: compilePhrases(EXAMPLE_PHRASES_DE, "de") };
  return matchers[language];
}

const MESSAGES = schema["x-messages"];

function check(ctx: RuleContext): Finding[] {
  const matches = matchPhrases(matcherFor(ctx.language), ctx.tokens);
  if (matches.length === 0) return [];
  const template = MESSAGES[ctx.language].found;
  const findings: Finding[] = [];
  for (const m of matches) {
    if (GLUE.has(ctx.text[m.start - 1]) || GLUE.has(ctx.text[m.end])) continue;
    const text = ctx.text.slice(m.start, m.end);
    findings.push({ findingType: "EXAMPLE", start: m.start, end: m.end, text, message: template.replace("{text}", text) });
  }
  return findings;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
