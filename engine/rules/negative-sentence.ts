/**
 * Negative statements. Flags each configured negation word (whole tokens, multi-word
 * entries such as "no one" included), English -n't contractions, and "noch" after
 * "weder". One finding per word: "neither … nor" and "weder … noch" give two.
 * Not negations: "No. 5" (number), "not only … but also" / "nicht nur … sondern"
 * (additive), and the first part of a hyphenated compound ("Nicht-Verfügbarkeit").
 */
import { perConfig } from "../config.js";
import * as de from "../lexicon/de/negation.js";
import * as en from "../lexicon/en/negation.js";
import { compilePhrases, matchPhrases } from "../match.js";
import type { Finding, Language, Rule, Token } from "../types.js";

const messages = {
  en: {
    improvement: "State what the system shall do instead of what it shall not do.",
    negation: "Negation \"{text}\": state the requirement positively.",
  },
  de: {
    improvement: "Positiv formulieren: beschreiben, was das System tun muss, statt was es nicht tun darf.",
    negation: "Verneinung \"{text}\": die Anforderung positiv formulieren.",
  },
};

const matchers = perConfig((config) => ({
  en: compilePhrases(config.negationword, "en"),
  de: compilePhrases(config.negationword, "de"),
}));

function isContraction(lower: string): boolean {
  for (const ending of en.NEGATIVE_CONTRACTION_ENDINGS) if (lower.length > ending.length && lower.endsWith(ending)) return true;
  return false;
}

/** "Nicht-Verfügbarkeit", "non-": the word is glued to a hyphen and another word. */
function isCompoundPart(tokens: Token[], from: number, to: number): boolean {
  const after = tokens[to];
  const word = tokens[to + 1];
  return after !== undefined && word !== undefined && after.text === "-" && after.start === tokens[to - 1].end && word.start === after.end && word.isWord;
}

/** "No. 5": the abbreviation of "number". */
function isNumberAbbreviation(tokens: Token[], i: number): boolean {
  const dot = tokens[i + 1];
  const next = tokens[i + 2];
  return en.NUMBER_ABBREVIATIONS.has(tokens[i].lower) && dot?.text === "." && dot.start === tokens[i].end && next !== undefined && (next.isNumber || next.text === "#");
}

/** "not only … but also", "nicht nur … sondern auch". */
function isAdditive(tokens: Token[], i: number, language: Language): boolean {
  const lexicon = language === "de" ? de : en;
  const negation = language === "de" ? "nicht" : "not";
  if (tokens[i].lower !== negation || !lexicon.ADDITIVE_OPENERS.has(tokens[i + 1]?.lower ?? "")) return false;
  for (let j = i + 2; j < tokens.length && tokens[j].sentence === tokens[i].sentence; j++) {
    if (lexicon.ADDITIVE_CLOSERS.has(tokens[j].lower)) return true;
  }
  return false;
}

export const negativeSentence: Rule = {
  meta: {
    key: "negativeSentence",
    findingType: "NEGATIVE_SENTENCE",
    docsAnchor: "negative-sentences",
    messages,
  },
  check(ctx) {
    const { tokens, language } = ctx;
    const template = messages[language].negation;
    const findings: Finding[] = [];
    const report = (from: Token, to: Token): void => {
      const text = ctx.text.slice(from.start, to.end);
      findings.push({ findingType: "NEGATIVE_SENTENCE", start: from.start, end: to.end, text, message: template.replace("{text}", text) });
    };
    const matcher = matchers(ctx.config)[language];
    const matches = matchPhrases(matcher, tokens);
    let m = 0;
    let neitherSentence = -1;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      while (m < matches.length && matches[m].from < i) m++;
      const match = matches[m];
      if (match && match.from === i) {
        const last = match.to - 1;
        if (!isCompoundPart(tokens, i, match.to) && !isNumberAbbreviation(tokens, i) && !isAdditive(tokens, i, language)) {
          report(token, tokens[last]);
          if (language === "de" && token.lower === de.NEITHER) neitherSentence = token.sentence;
        }
        i = last;
        continue;
      }
      if (!token.isWord) continue;
      if (language === "en" && isContraction(token.lower)) report(token, token);
      else if (language === "de" && token.lower === de.NOR && token.sentence === neitherSentence) report(token, token);
    }
    return findings;
  },
};
