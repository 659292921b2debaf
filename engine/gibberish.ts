/**
 * Gibberish: text that is no requirement at all. It is gibberish when it has fewer
 * tokens (words and punctuation) than minimumTokens, fewer words than minimumWords,
 * more tokens than maximumTokens (0: no limit), a share of special characters (neither
 * letters, digits, blanks nor punctuation marks) above specialCharRatio percent, or when
 * most of its words are letter sequences that are no words.
 *
 * Word check: a character-trigram model trained on the common-word lists of both
 * languages (engine/lexicon/{en,de}/common-words.ts; both, so loan words pass). A word
 * is a non-word when it is a known placeholder ("lorem", "asdf"), has five or more
 * letters and no vowel, or has too many trigrams the model never saw. Acronyms
 * ("ETCS"), words with inner capitals ("PostgreSQL"), English names (capitalised inside
 * a sentence), words with digits ("FR-12", "5ms") and known words are never non-words.
 */
import { COMMON_WORDS_EN } from "./lexicon/en/common-words.js";
import { COMMON_WORDS_DE } from "./lexicon/de/common-words.js";
import { PLACEHOLDER_WORDS } from "./lexicon/en/placeholders.js";
import type { Finding, Language, RuleContext, Token } from "./types.js";
import { ENGLISH_SUFFIXES } from "./lexicon/en/common-words.js";
import { GERMAN_SUFFIXES } from "./lexicon/de/common-words.js";

export interface GibberishResult {
  message: string;
  findings: Finding[];
}

interface Model {
  known: Set<string>;
  /** Trigrams as numbers (three UTF-16 codes), so that looking one up allocates nothing. */
  trigrams: Set<number>;
}

/** "^" and "$" mark the start and end of a word. */
const START = 0x5e;
const END = 0x24;

function trigramKey(a: number, b: number, c: number): number {
  return (a * 65536 + b) * 65536 + c;
}

function codeAt(word: string, i: number): number {
  return i < 0 ? START : i >= word.length ? END : word.charCodeAt(i);
}

let model: Model | undefined;

function buildModel(): Model {
  const known = new Set<string>();
  const trigrams = new Set<number>();
  for (const list of [COMMON_WORDS_EN, COMMON_WORDS_DE]) {
    for (const word of list) {
      known.add(word);
      for (let i = -1; i < word.length - 1; i++) trigrams.add(trigramKey(codeAt(word, i), codeAt(word, i + 1), codeAt(word, i + 2)));
    }
  }
  return { known, trigrams };
}

/** Share of unseen trigrams above which a word is a non-word (and at least two unseen). */
const UNSEEN_SHARE = 0.34;
const VOWELS = /[aeiouyäöüéèáàâêîôû]/;
/** Letters the model was trained on; other scripts and ligatures ("ﬁ") are not judged. */
const LETTERS_ONLY = /^[a-zA-ZäöüÄÖÜßéèáàâêîôûçÉÈÁÀÂÊÎÔÛÇ]+$/;
const INNER_UPPER = /^.+\p{Lu}/u;
const UPPER_FIRST = /^\p{Lu}/u;

/** True when the word (lower case) is no word of either language. */
export function isNonWord(word: string): boolean {
  model ??= buildModel();
  if (PLACEHOLDER_WORDS.has(word)) return true;
  if (model.known.has(word)) return false;
  if (word.length >= 5 && !VOWELS.test(word)) return true;
  if (word.length < 3) return false;
  for (const suffix of ENGLISH_SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix) && model.known.has(word.slice(0, -suffix.length))) return false;
  }
  for (const suffix of GERMAN_SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix) && model.known.has(word.slice(0, -suffix.length))) return false;
  }
  // Trigrams of "^word$": as many as the word has letters.
  const total = word.length;
  let unseen = 0;
  for (let i = -1; i < word.length - 1; i++) {
    if (!model.trigrams.has(trigramKey(codeAt(word, i), codeAt(word, i + 1), codeAt(word, i + 2)))) unseen++;
  }
  return unseen >= 2 && unseen / total > UNSEEN_SHARE;
}

/** Whether a word token is judged at all (see the file comment). */
function isJudged(token: Token, tokens: readonly Token[], language: Language): boolean {
  if (!token.isWord || token.isNumber || token.text.length < 3) return false;
  const text = token.text;
  if (!LETTERS_ONLY.test(text)) return false;
  if (text === text.toUpperCase()) return false;
  if (INNER_UPPER.test(text)) return false;
  if (language === "en" && UPPER_FIRST.test(text)) {
    const prev = tokens[token.index - 1];
    if (prev && prev.sentence === token.sentence) return false;
  }
  return true;
}

const SPECIAL_ASCII: boolean[] = [];
for (let c = 0; c < 128; c++) SPECIAL_ASCII.push(!/[\p{L}\p{N}\p{P}\s]/u.test(String.fromCharCode(c)));
const NOT_SPECIAL = /[\p{L}\p{N}\p{P}\p{M}\s]/u;

/** Percentage of non-blank characters that are neither letters, digits nor punctuation. */
/** Any character that may be special: control characters, ASCII symbols, anything outside ASCII. */
// eslint-disable-next-line no-control-regex -- control characters count as special characters
const MAYBE_SPECIAL = /[\x00-\x08\x0e-\x1f$+<=>^`|~\x7f-\uffff]/;

export function specialCharacterPercent(text: string): number {
  if (!MAYBE_SPECIAL.test(text)) return 0;
  let special = 0;
  let nonBlank = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32) continue;
    if (code < 128) {
      if (code <= 13 && code >= 9) continue;
      nonBlank++;
      if (SPECIAL_ASCII[code]) special++;
      continue;
    }
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    nonBlank++;
    // Surrogate pairs (emoji) count once.
    if (code >= 0xd800 && code <= 0xdbff) {
      special++;
      i++;
      continue;
    }
    if (!NOT_SPECIAL.test(ch)) special++;
  }
  return nonBlank === 0 ? 0 : (special * 100) / nonBlank;
}

/** The gibberish messages per language; analyse() re-words them in the reader's language. */
export const GIBBERISH_MESSAGES: Record<Language, Record<string, string>> = {
  en: {
    tooFewTokens: "The text is too short to be a requirement.",
    tooFewWords: "The text has too few words to be a requirement.",
    tooManyTokens: "The text is too long for a single requirement.",
    specialCharacters: "The text has too many special characters to be a requirement.",
    nonWords: "Most of the text consists of letter sequences that are not words.",
    badWord: "“{text}” is not a word.",
  },
  de: {
    tooFewTokens: "Der Text ist zu kurz für eine Anforderung.",
    tooFewWords: "Der Text hat zu wenige Wörter für eine Anforderung.",
    tooManyTokens: "Der Text ist zu lang für eine einzelne Anforderung.",
    specialCharacters: "Der Text enthält zu viele Sonderzeichen für eine Anforderung.",
    nonWords: "Der Text besteht überwiegend aus Buchstabenfolgen, die keine Wörter sind.",
    badWord: "„{text}“ ist kein Wort.",
  },
};

export function detectGibberish(ctx: RuleContext): GibberishResult | null {
  const settings = ctx.config.gibberish;
  const tokens = ctx.tokens;
  const messages = GIBBERISH_MESSAGES[ctx.language];
  let reason: string | undefined;
  let letterWords = 0;
  for (const w of ctx.words) if (!w.isNumber) letterWords++;
  if (settings) {
    if (tokens.length < settings.minimumTokens) reason = "tooFewTokens";
    else if (letterWords < settings.minimumWords) reason = "tooFewWords";
    else if (settings.maximumTokens > 0 && tokens.length > settings.maximumTokens) reason = "tooManyTokens";
    else if (specialCharacterPercent(ctx.text) > settings.specialCharRatio) reason = "specialCharacters";
  }
  if (reason === undefined && letterWords === 0) return null;
  model ??= buildModel();
  if (reason === undefined) {
    // Most requirements are mostly common words: then most words cannot be non-words.
    let known = 0;
    for (const word of ctx.words) {
      if (!word.isNumber && model.known.has(word.lower) && ++known * 2 >= letterWords) return null;
    }
  }
  const findings: Finding[] = [];
  let remaining = letterWords;
  for (const word of ctx.words) {
    if (word.isNumber) continue;
    // Without another reason, stop once most words can no longer be non-words.
    if (reason === undefined && (findings.length + remaining) * 2 <= letterWords) return null;
    remaining--;
    if (model.known.has(word.lower) || !isJudged(word, tokens, ctx.language) || !isNonWord(word.lower)) continue;
    findings.push({
      findingType: "BAD_WORD",
      start: word.start,
      end: word.end,
      text: word.text,
      message: messages.badWord.replace("{text}", word.text),
    });
  }
  if (reason === undefined && findings.length * 2 > letterWords) reason = "nonWords";
  if (reason === undefined) return null;
  return { message: messages[reason], findings };
}
