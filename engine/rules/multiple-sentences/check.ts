/**
 * Multiple sentences: a requirement is one sentence. Each sentence after the first is a
 * finding. A "sentence" of numbers or upper-case identifiers only ("1.", "FR-12.") is
 * a list number or an ID, not a sentence, and is neither flagged nor counted. German
 * ordinals ("am 1. Januar", "im 2. Schritt") do not end a sentence.
 */
import type { Finding, Rule, RuleContext, Sentence, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./multiple-sentences.schema.json";
import { ORDINAL_CONTEXT_DE } from "./words.de.js";

const LOWER = /\p{Ll}/u;
const SMALL_INTEGER = /^\d{1,3}$/;

/** True when the sentence break after `sentence` is really a German ordinal's dot. */
function endsWithOrdinal(tokens: readonly Token[], sentence: Sentence): boolean {
  const end = sentence.tokenEnd;
  return (
    tokens[end - 1]?.text === "." &&
    tokens[end - 2] !== undefined &&
    SMALL_INTEGER.test(tokens[end - 2].text) &&
    tokens[end - 3] !== undefined &&
    ORDINAL_CONTEXT_DE.has(tokens[end - 3].lower)
  );
}

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
    if (k > 0 && ctx.language === "de" && endsWithOrdinal(ctx.tokens, ctx.sentences[k - 1])) {
      // The continuation of the sentence before; its own end may still start a new one.
      const last = findings[findings.length - 1];
      if (last && last.end === ctx.sentences[k - 1].end) {
        last.end = sentence.end;
        last.text = ctx.text.slice(last.start, last.end);
      }
      continue;
    }
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
