/**
 * Segments a text once into tokens and sentences; every rule reads the result.
 * Words follow Unicode's word boundaries exactly as Intl.Segmenter draws them
 * (engine/scan.ts reproduces them in one pass, many times faster; a test holds the
 * two equal), so numbers such as 1,000, 99,9 and 1.5 stay one token. Sentences are
 * cut at . ! ? unless the dot belongs to an abbreviation ("e.g.", "z. B.", "Nr."), to a
 * German ordinal ("am 5. Mai", "der 3. Schritt") or the next token cannot start a sentence.
 */
import { ABBREVIATIONS } from "./lexicon/abbreviations.js";
import { scanWords } from "./scan.js";
import type { Language, Sentence, Token } from "./types.js";
import { TERMINAL, CLOSERS } from "./lexicon/punctuation.js";
import { ORDINAL_CONTEXT_DE } from "./lexicon/de/ordinals.js";

const DIGIT_START = /^\p{Nd}/u;

function startsWithDigit(value: string): boolean {
  const c = value.charCodeAt(0);
  if (c >= 48 && c <= 57) return true;
  return c > 127 && DIGIT_START.test(value);
}

const SENTENCE_STARTER = /^[\p{Lu}\p{Nd}"'“„‘«([]/u;

export interface Segmentation {
  tokens: Token[];
  words: Token[];
  sentences: Sentence[];
}

function isSingleLetter(token: Token | undefined): boolean {
  return token !== undefined && token.isWord && token.text.length === 1 && !token.isNumber;
}

/** True when the full stop at `i` does not end a sentence. */
function isAbbreviationDot(tokens: Token[], i: number, language: Language): boolean {
  const before = tokens[i - 1];
  if (!before || !before.isWord || before.end !== tokens[i].start) return false;
  if (ABBREVIATIONS[language].has(before.lower)) return true;
  // Two-part abbreviations written with a blank: "z. B.", "d. h.", "u. a.", "i. d. R."
  if (isSingleLetter(before)) {
    const prevDot = tokens[i - 2];
    if (prevDot?.text === "." && isSingleLetter(tokens[i - 3])) return true;
    if (tokens[i + 2]?.text === "." && isSingleLetter(tokens[i + 1])) return true;
  }
  return false;
}

const SMALL_INTEGER = /^\d{1,3}$/;

/** A German ordinal's dot: a small number after a word that takes one ("am 5. Mai", "im 2. Schritt"). */
function isOrdinalDot(tokens: Token[], i: number, language: Language): boolean {
  if (language !== "de") return false;
  const number = tokens[i - 1];
  const word = tokens[i - 2];
  return (
    number !== undefined &&
    number.end === tokens[i].start &&
    SMALL_INTEGER.test(number.text) &&
    word !== undefined &&
    ORDINAL_CONTEXT_DE.has(word.lower)
  );
}

export function tokenize(text: string, language: Language): Segmentation {
  const tokens: Token[] = [];
  const words: Token[] = [];
  scanWords(text, (start, end, isWord) => {
    const value = text.slice(start, end);
    const token: Token = {
      text: value,
      lower: value.toLowerCase(),
      start,
      end,
      isWord,
      isNumber: isWord && startsWithDigit(value),
      index: tokens.length,
      sentence: 0,
    };
    tokens.push(token);
    if (isWord) words.push(token);
  });

  const sentences: Sentence[] = [];
  let sentenceStart = 0;
  let sentence = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    token.sentence = sentence;
    if (!TERMINAL.has(token.text)) continue;
    // Closing quotes and brackets right after the terminal belong to this sentence.
    let last = i;
    while (last + 1 < tokens.length && CLOSERS.has(tokens[last + 1].text)) {
      last++;
      tokens[last].sentence = sentence;
    }
    const next = tokens[last + 1];
    if (!next) {
      i = last;
      continue;
    }
    if (token.text === "." && (isAbbreviationDot(tokens, i, language) || isOrdinalDot(tokens, i, language))) continue;
    if (!SENTENCE_STARTER.test(next.text) || next.start === tokens[last].end) continue;
    sentences.push({
      start: tokens[sentenceStart].start,
      end: tokens[last].end,
      tokenStart: sentenceStart,
      tokenEnd: last + 1,
    });
    sentence++;
    sentenceStart = last + 1;
    i = last;
  }
  if (sentenceStart < tokens.length) {
    sentences.push({
      start: tokens[sentenceStart].start,
      end: tokens[tokens.length - 1].end,
      tokenStart: sentenceStart,
      tokenEnd: tokens.length,
    });
  }
  return { tokens, words, sentences };
}
