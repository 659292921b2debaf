/**
 * Multiple sentences: a requirement is one sentence. Each sentence after the first is a
 * finding. A "sentence" of numbers or upper-case identifiers only ("1.", "FR-12.") is
 * a list number or an ID, not a sentence, and is neither flagged nor counted.
 */
import type { Finding, Rule, RuleContext, Sentence, Token } from "../types.js";

const LOWER = /\p{Ll}/u;

/** True when the sentence has a word with a lower-case letter. */
function isRealSentence(tokens: readonly Token[], sentence: Sentence): boolean {
  for (let i = sentence.tokenStart; i < sentence.tokenEnd; i++) {
    const t = tokens[i];
    if (t.isWord && !t.isNumber && LOWER.test(t.text)) return true;
  }
  return false;
}

const MESSAGES = {
  en: {
    improvement: "Write one sentence per requirement; split the text into separate requirements.",
    extra: "A further sentence: state it as a requirement of its own.",
  },
  de: {
    improvement: "Schreiben Sie einen Satz je Anforderung; teilen Sie den Text in eigene Anforderungen auf.",
    extra: "Ein weiterer Satz: formulieren Sie ihn als eigene Anforderung.",
  },
};

function check(ctx: RuleContext): Finding[] {
  if (ctx.sentences.length < 2) return [];
  const findings: Finding[] = [];
  let seen = 0;
  for (const sentence of ctx.sentences) {
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

export const multipleSentences: Rule = {
  meta: { key: "multipleSentences", findingType: "MULTIPLE_SENTENCE", docsAnchor: "multiple-sentences", messages: MESSAGES },
  check,
};
