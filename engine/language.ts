/**
 * Offline language detection (en/de) on the raw text, before tokenization, so it must
 * be cheap: one pass of one regular expression per language counting frequent function
 * words, plus one point for German letters (ä, ö, ü, ß). German wins only with more
 * points; ties are English. Requirements are short, but "Das System muss …" and
 * "The system shall …" already give two to three function words.
 */
import { FUNCTION_WORDS_EN } from "./lexicon/en/function-words.js";
import { FUNCTION_WORDS_DE, GERMAN_LETTERS, UMLAUT_WORDS_DE } from "./lexicon/de/function-words.js";
import type { Language } from "./types.js";

function wordPattern(words: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${[...words].sort((a, b) => b.length - a.length).join("|")})\\b`, "gi");
}

const ENGLISH = wordPattern(FUNCTION_WORDS_EN);
const GERMAN = wordPattern(FUNCTION_WORDS_DE);
/** German words with umlauts that \b cannot delimit, counted once each. */
const GERMAN_UMLAUT_WORDS = new RegExp(`(?:^|[^\\p{L}])(?:${UMLAUT_WORDS_DE.join("|")})(?![\\p{L}])`, "giu");

function count(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text) !== null) n++;
  return n;
}

export function detectLanguage(text: string): Language {
  let german = count(GERMAN, text);
  if (GERMAN_LETTERS.test(text)) german += 1 + count(GERMAN_UMLAUT_WORDS, text);
  if (german === 0) return "en";
  return german > count(ENGLISH, text) ? "de" : "en";
}
