/**
 * One pass over the tokens for the passive, negation, weak-word, complex-sentence and
 * condition rules: a single Map lookup per token says which of them may care about it
 * (a form of "be", a negation, the first word of a weak phrase, a comma, …). Each rule
 * then visits only those tokens. The lookup table is built once per configuration and
 * language (perConfig); the scan is cached per token array, so the five rules share it.
 */
import { perConfig, type EngineConfig } from "../config.js";
import { BE_FORMS, GET_FORMS } from "../lexicon/en/passive.js";
import { SEIN_FORMS, WERDEN_FORMS } from "../lexicon/de/passive.js";
import { BULLETS, DASHES, ENGLISH_SUBORDINATORS, GERMAN_SUBORDINATORS } from "../lexicon/complex.js";
import { NOR } from "../rules/negative-sentence/words.de.js";
import { VAGUE_PRONOUNS_DE, WEAK_WORDS_DE } from "../rules/weak-word/words.de.js";
import { VAGUE_PRONOUNS_EN, WEAK_WORDS_EN } from "../rules/weak-word/words.en.js";
import { compilePhrases, type PhraseMatcher } from "../match.js";
import type { Language, Token } from "../types.js";

// What a token may be, as bits.
export const NEGATION = 1 << 0;
export const CONTRACTION = 1 << 1;
export const PASSIVE_AUX = 1 << 2;
export const MODAL = 1 << 3;
export const CONJUNCTION = 1 << 4;
export const DISJUNCTION = 1 << 5;
export const CONDITIONAL = 1 << 6;
export const WEAK = 1 << 7;
export const PRONOUN = 1 << 8;
export const COMMA = 1 << 9;
export const CLOSE_PAREN = 1 << 10;
export const SLASH = 1 << 11;
export const LIST_ITEM = 1 << 12;
export const FULL_STOP = 1 << 13;
export const NEITHER_NOR = 1 << 14;
export const CLAUSE_PUNCT = 1 << 15;
export const SUBORDINATOR = 1 << 16;

export interface Scan {
  /** Indices of the tokens that carry at least one bit, in order. */
  indices: number[];
  /** The bits of those tokens, parallel to `indices`. */
  bits: number[];
  /** All bits seen: a rule whose bits are absent can stop at once. */
  any: number;
}

const WEAK_LEXICONS = { en: { words: WEAK_WORDS_EN, pronouns: VAGUE_PRONOUNS_EN }, de: { words: WEAK_WORDS_DE, pronouns: VAGUE_PRONOUNS_DE } };

function build(config: EngineConfig): Record<Language, Map<string, number>> {
  const tables = { en: new Map<string, number>(), de: new Map<string, number>() };
  for (const language of ["en", "de"] as const) {
    const table = tables[language];
    const add = (word: string, bit: number): void => {
      table.set(word, (table.get(word) ?? 0) | bit);
    };
    for (const word of language === "en" ? [...BE_FORMS, ...GET_FORMS] : [...WERDEN_FORMS, ...SEIN_FORMS]) add(word, PASSIVE_AUX);
    for (const { verb } of config.modalverb) add(verb.toLowerCase(), MODAL);
    for (const word of compilePhrases(config.negationword, language).byFirst.keys()) add(word, NEGATION);
    for (const word of compilePhrases(config.complexsentence.conjunction.junctionWords, language).byFirst.keys()) add(word, CONJUNCTION);
    for (const word of compilePhrases(config.complexsentence.disjunction.junctionWords, language).byFirst.keys()) add(word, DISJUNCTION);
    for (const word of compilePhrases(config.condition.conditionalWords, language).byFirst.keys()) add(word, CONDITIONAL);
    add(",", COMMA);
    add(")", CLOSE_PAREN);
    add("/", SLASH);
    add(".", FULL_STOP);
    add(";", CLAUSE_PUNCT);
    for (const word of language === "en" ? ENGLISH_SUBORDINATORS : GERMAN_SUBORDINATORS) add(word, SUBORDINATOR);
    add(":", CLAUSE_PUNCT);
    for (const bullet of [...BULLETS, ...DASHES]) add(bullet, LIST_ITEM);
    if (language === "de") add(NOR, NEITHER_NOR);
    // Every category's first words: the weak-word rule checks which categories are enabled.
    const { words, pronouns } = WEAK_LEXICONS[language];
    for (const word of compilePhrases(Object.values(words.categories).flat(), language).byFirst.keys()) add(word, WEAK);
    for (const word of [...pronouns.personal, ...pronouns.demonstrative, ...pronouns.clauseInitialOnly]) add(word, PRONOUN);
  }
  return tables;
}

/**
 * perConfig with a one-entry front: requests come with the same configuration object one
 * after another, so the last one answers without a WeakMap lookup.
 */
export function lastConfigFirst<T>(build: (config: EngineConfig) => T): (config: EngineConfig) => T {
  const cached = perConfig(build);
  let config: EngineConfig | undefined;
  let value: T | undefined;
  return (next) => {
    if (next !== config || value === undefined) {
      value = cached(next);
      config = next;
    }
    return value;
  };
}

const lastTables = lastConfigFirst(build);

const APOSTROPHE = "'".charCodeAt(0);
const CURLY_APOSTROPHE = "’".charCodeAt(0);

/** "doesn't", "can’t": checked by character, since no list can hold every contraction. */
export function isNegativeContraction(lower: string): boolean {
  const n = lower.length;
  if (n < 4 || lower.charCodeAt(n - 1) !== 116 /* t */ || lower.charCodeAt(n - 3) !== 110 /* n */) return false;
  const apostrophe = lower.charCodeAt(n - 2);
  return apostrophe === APOSTROPHE || apostrophe === CURLY_APOSTROPHE;
}

// The rules run one after another on the same tokens: remembering the last scan is enough.
let lastTokens: readonly Token[] | undefined;
let lastConfig: EngineConfig | undefined;
let lastLanguage: Language | undefined;
let lastScan: Scan | undefined;

export function scan(tokens: readonly Token[], config: EngineConfig, language: Language): Scan {
  if (tokens === lastTokens && config === lastConfig && language === lastLanguage && lastScan) return lastScan;
  const table = lastTables(config)[language];
  const indices: number[] = [];
  const bits: number[] = [];
  let any = 0;
  const english = language === "en";
  for (let i = 0; i < tokens.length; i++) {
    const lower = tokens[i].lower;
    let b = table.get(lower) ?? 0;
    if (english && b === 0 && isNegativeContraction(lower)) b = CONTRACTION;
    if (b === 0) continue;
    indices.push(i);
    bits.push(b);
    any |= b;
  }
  const result: Scan = { indices, bits, any };
  lastTokens = tokens;
  lastConfig = config;
  lastLanguage = language;
  lastScan = result;
  return result;
}

/** The longest phrase of `matcher` that starts at token i (it spans parts.length tokens), or undefined. */
export function matchAt(matcher: PhraseMatcher, tokens: readonly Token[], i: number): { parts: string[]; phrase: number } | undefined {
  const candidates = matcher.byFirst.get(tokens[i].lower);
  if (!candidates) return undefined;
  for (const candidate of candidates) {
    const n = candidate.parts.length;
    if (i + n > tokens.length) continue;
    let ok = true;
    for (let k = 1; k < n; k++) {
      if (tokens[i + k].lower !== candidate.parts[k]) {
        ok = false;
        break;
      }
    }
    if (ok) return candidate;
  }
  return undefined;
}
