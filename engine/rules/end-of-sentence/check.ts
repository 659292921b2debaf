/**
 * End of sentence: a requirement ends with a full stop. Trailing white space and the
 * configured ignored characters (closing quotes, a closing bracket) are skipped first.
 * A final "!", "?", ",", ";" or ":" is the span (replacement "."); otherwise the last
 * token is the span and the replacement appends the full stop. Empty text: no finding.
 */
import { perConfig } from "../../config.js";
import type { Finding, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./end-of-sentence.schema.json";
import { WRONG_ENDINGS } from "../../lexicon/punctuation.js";

const ignoredCharacters = perConfig((config) => new Set(config.endofsentence ?? []));

const MESSAGES = schema["x-messages"];

function isBlank(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2009 || code === 0x202f || code === 0x3000;
}

function check(ctx: RuleContext): Finding[] {
  const text = ctx.text;
  const ignored = ignoredCharacters(ctx.config);
  let end = text.length;
  while (end > 0 && (isBlank(text.charCodeAt(end - 1)) || ignored.has(text[end - 1]))) end--;
  if (end === 0) return [];
  const last = text[end - 1];
  if (last === ".") return [];
  const messages = MESSAGES[ctx.language];
  if (WRONG_ENDINGS.has(last)) {
    // "…" and "?!" runs: the whole run of end characters.
    let start = end - 1;
    while (start > 0 && WRONG_ENDINGS.has(text[start - 1])) start--;
    const found = text.slice(start, end);
    return [{ findingType: "END_OF_SENTENCE", start, end, text: found, message: messages.wrongEnd.replace("{text}", found), replacement: "." }];
  }
  // The last token that ends at or before `end`.
  let token = undefined;
  for (let i = ctx.tokens.length - 1; i >= 0; i--) {
    if (ctx.tokens[i].end <= end) {
      token = ctx.tokens[i];
      break;
    }
  }
  const start = token && token.end === end ? token.start : end - 1;
  const found = text.slice(start, end);
  return [{ findingType: "END_OF_SENTENCE", start, end, text: found, message: messages.missing, replacement: `${found}.` }];
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
