/**
 * Text features of one requirement for the comparison:
 * - lexemes: the tokens of `tokenize`, folded (lower case, umlauts folded), contractions
 *   expanded ("cannot" -> "can not"), each with its stem;
 * - trigrams: hashed character trigrams of a plain text (letters and digits, one blank
 *   between words, padded with blanks), sorted and unique.
 * The terms the index scores are those of the normalised meaning (meaning/index.ts, with
 * `TextFeatures`).
 */
import { tokenize } from "../tokenize.js";
import type { Language, Token } from "../types.js";
import { COMPARE_LEXICON } from "./lexicon.js";
import { fold, plainText, stem } from "./text.js";

export interface Lexeme {
  /** Text as written. */
  text: string;
  /** Folded lower-case form. */
  w: string;
  stem: string;
  isWord: boolean;
  isNumber: boolean;
  /** Starts with an upper-case letter (German nouns). */
  cap: boolean;
  /** A word that is not a stop word. */
  content: boolean;
  /** Index of the sentence. */
  sentence: number;
  /** Index of its token ("cannot" gives two lexemes of one token). */
  token: number;
}

export function lexemes(text: string, language: Language): Lexeme[] {
  return lexemesOf(tokenize(text, language).tokens, language);
}

/** The lexemes of the shared tokenizer's tokens. */
/** A word without the underscores around it, unless it is nothing but underscores. */
export function bareName(w: string): string {
  let from = 0;
  let to = w.length;
  while (from < to && w[from] === "_") from++;
  while (to > from && w[to - 1] === "_") to--;
  return from === to ? w : w.slice(from, to);
}

export function lexemesOf(tokens: readonly Token[], language: Language): Lexeme[] {
  const lex = COMPARE_LEXICON[language];
  const out: Lexeme[] = [];
  for (const token of tokens) {
    // "_Scheduler_" and "Scheduler" are one name.
    const w = bareName(fold(token.text));
    const expanded = lex.contractions[w];
    const parts = expanded ?? [w];
    for (const part of parts) {
      const isWord = token.isWord;
      out.push({
        text: expanded ? part : token.text,
        w: part,
        stem: isWord ? stem(part, language) : part,
        isWord,
        isNumber: token.isNumber,
        cap: token.text !== w && /^\p{Lu}/u.test(token.text),
        content: isWord && !lex.stopwords.has(part),
        sentence: token.sentence,
        token: token.index,
      });
    }
  }
  return out;
}

/** FNV-1a hash of a short string. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function trigrams(text: string): Int32Array {
  const plain = ` ${plainText(text)} `;
  const set = new Set<number>();
  for (let i = 0; i + 3 <= plain.length; i++) set.add(hash(plain.slice(i, i + 3)));
  return Int32Array.from(set).sort();
}

/** Dice coefficient of two sorted unique hash arrays. */
export function dice(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return (2 * common) / (a.length + b.length);
}
