/**
 * Multiple sentences: a requirement is one sentence. Each sentence after the first is a
 * finding. A "sentence" of numbers or upper-case identifiers only ("1.", "FR-12.") is
 * a list number or an ID, not a sentence, and is neither flagged nor counted. German
 * ordinals ("am 1. Januar", "im 2. Schritt") do not end a sentence (engine/tokenize.ts).
 */
import type { Finding, Rule, RuleContext, Sentence, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./multiple-sentences.schema.json";

const LOWER = /\p{Ll}/u;

/** True when the sentence has a word with a lower-case letter. */
function isRealSentence(tokens: readonly Token[], sentence: Sentence): boolean {
  for (let i = sentence.tokenStart; i < sentence.tokenEnd; i++) {
    const t = tokens[i];
    if (t.isWord && !t.isNumber && LOWER.test(t.text)) return true;
  }
  return false;
}

const MESSAGES = schema["x-messages"];

function check(ctx: RuleContext): Finding[] {
  if (ctx.sentences.length < 2) return [];
  const findings: Finding[] = [];
  let seen = 0;
  for (let k = 0; k < ctx.sentences.length; k++) {
    const sentence = ctx.sentences[k];
    if (!isRealSentence(ctx.tokens, sentence)) continue;
    if (seen++ === 0) continue;
    findings.push({
      findingType: "MULTIPLE_SENTENCE",
      start: sentence.start,
      end: sentence.end,
      text: ctx.text.slice(sentence.start, sentence.end),
      message: MESSAGES[ctx.language].extra,
    });
  }
  return findings;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
