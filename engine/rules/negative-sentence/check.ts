/**
 * Negative statements. Flags each configured negation word (whole tokens, multi-word
 * entries such as "no one" included), English -n't contractions, and "noch" after
 * "weder". One finding per word: "neither … nor" and "weder … noch" give two.
 * Not negations: "No. 5" (number), "not only … but also" / "nicht nur … sondern"
 * (additive), bounds such as "no more than 5 s" / "nicht länger als 5 s", and the first part of a hyphenated compound ("Nicht-Verfügbarkeit").
 */
import * as deLexicon from "./words.de.js";
import * as enLexicon from "./words.en.js";
import { compilePhrases } from "../../match.js";
import { CONTRACTION, NEGATION, NEITHER_NOR, matchAt, lastConfigFirst } from "../../reading/trigger-scan.js";
import type { Finding, Language, Rule, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./negative-sentence.schema.json";
import { readingOf } from "../../reading/index.js";

const messages = schema["x-messages"];

// Plain objects: module namespaces are slower to read on the hot path.
const en = { ...enLexicon };
const de = { ...deLexicon };
const LEXICONS = { en, de } as const;

const matchers = lastConfigFirst((config) => ({
  en: compilePhrases(config.negationword, "en"),
  de: compilePhrases(config.negationword, "de"),
}));

/** "Nicht-Verfügbarkeit", "non-": the word is glued to a hyphen and another word. */
function isCompoundPart(tokens: Token[], to: number): boolean {
  const after = tokens[to];
  const word = tokens[to + 1];
  return (
    after !== undefined && word !== undefined && after.text === "-" && after.start === tokens[to - 1].end && word.start === after.end && word.isWord
  );
}

/** "No. 5": the abbreviation of "number". */
function isNumberAbbreviation(tokens: Token[], i: number): boolean {
  const dot = tokens[i + 1];
  const next = tokens[i + 2];
  return (
    en.NUMBER_ABBREVIATIONS.has(tokens[i].lower) &&
    dot?.text === "." &&
    dot.start === tokens[i].end &&
    next !== undefined &&
    (next.isNumber || next.text === "#")
  );
}

/** "no more than 5", "not later than 2 s", "nicht mehr als 5": a bound with a number. */
function isBound(tokens: Token[], i: number, language: Language): boolean {
  const lexicon = LEXICONS[language];
  if (!lexicon.BOUND_NEGATIONS.has(tokens[i].lower)) return false;
  const comparative = tokens[i + 1];
  const than = tokens[i + 2];
  const value = tokens[i + 3];
  return (
    comparative !== undefined &&
    comparative.isWord &&
    than?.lower === lexicon.THAN &&
    value !== undefined &&
    (value.isNumber || value.text === "<" || lexicon.NUMBER_WORDS.has(value.lower))
  );
}

/** "not only … but also", "nicht nur … sondern auch". */
function isAdditive(tokens: Token[], i: number, language: Language): boolean {
  const lexicon = LEXICONS[language];
  const negation = language === "de" ? "nicht" : "not";
  if (tokens[i].lower !== negation || !lexicon.ADDITIVE_OPENERS.has(tokens[i + 1]?.lower ?? "")) return false;
  for (let j = i + 2; j < tokens.length && tokens[j].sentence === tokens[i].sentence; j++) {
    if (lexicon.ADDITIVE_CLOSERS.has(tokens[j].lower)) return true;
  }
  return false;
}

function report(findings: Finding[], source: string, template: string, from: Token, to: Token): void {
  const text = source.slice(from.start, to.end);
  findings.push({ findingType: "NEGATIVE_SENTENCE", start: from.start, end: to.end, text, message: template.replace("{text}", text) });
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check(ctx) {
    const { tokens, language } = ctx;
    const found = readingOf(ctx).scan;
    if ((found.any & (NEGATION | CONTRACTION)) === 0) return [];
    const template = messages[language].negation;
    const matcher = matchers(ctx.config)[language];
    const findings: Finding[] = [];
    let next = 0;
    let neitherSentence = -1;
    for (let k = 0; k < found.indices.length; k++) {
      const i = found.indices[k];
      if (i < next) continue;
      const bits = found.bits[k];
      const token = tokens[i];
      if (bits & NEGATION) {
        const match = matchAt(matcher, tokens, i);
        if (match) {
          next = i + match.parts.length;
          if (
            !isCompoundPart(tokens, next) &&
            !isNumberAbbreviation(tokens, i) &&
            !isAdditive(tokens, i, language) &&
            !isBound(tokens, i, language)
          ) {
            report(findings, ctx.text, template, token, tokens[next - 1]);
            if (language === "de" && token.lower === de.NEITHER) neitherSentence = token.sentence;
          }
          continue;
        }
      }
      if (bits & CONTRACTION) report(findings, ctx.text, template, token, token);
      else if (bits & NEITHER_NOR && token.sentence === neitherSentence) report(findings, ctx.text, template, token, token);
    }
    return findings;
  },
};
