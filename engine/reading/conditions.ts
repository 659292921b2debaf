/**
 * The conditions of a requirement, part of the shared reading: the condition rule reports
 * their form, the complex-sentence rule skips the junctions inside them. See
 * engine/rules/condition/check.ts for what opens a condition and what does not.
 */
import * as deLexicon from "../lexicon/de/conditions.js";
import * as enLexicon from "../lexicon/en/conditions.js";
import { FIXED_PAIRS, RANGE_OPENERS } from "../lexicon/complex.js";
import { compilePhrases, type PhraseMatcher } from "../match.js";
import { CONDITIONAL, matchAt, scan, lastConfigFirst } from "./trigger-scan.js";
import type { Language, RuleContext, Token } from "../types.js";
import { CONDITION_BOUNDARY as BOUNDARY } from "../lexicon/punctuation.js";

export interface Condition {
  /** Tokens of the conditional word ("as soon as" spans three). */
  from: number;
  to: number;
  /** Tokens of the condition itself, after the conditional word, up to a comma, "then" or the main clause. */
  clauseFrom: number;
  clauseTo: number;
}

type ConditionLexicon = typeof enLexicon & Partial<Pick<typeof deLexicon, "PREPOSITION_WORDS" | "PREPOSITION_FOLLOWERS">>;
// Plain objects: module namespaces are slower to read on the hot path.
export const LEXICONS: Record<Language, ConditionLexicon> = { en: { ...enLexicon }, de: { ...deLexicon } };

export const FIXED: Record<Language, PhraseMatcher> = { en: compilePhrases(FIXED_PAIRS.en, "en"), de: compilePhrases(FIXED_PAIRS.de, "de") };

/** "his or her", "between 5 and 10": the junction word joins no conditions. */
export function isFixedJunction(tokens: Token[], j: number, fixed: ReadonlySet<number>): boolean {
  if (fixed.has(j)) return true;
  for (let k = j - 1; k >= 0 && k >= j - 4 && tokens[k].sentence === tokens[j].sentence; k--) {
    if (RANGE_OPENERS.has(tokens[k].lower)) return true;
  }
  return false;
}

export const BRACKETS: Record<string, { open: string; close: string }> = {
  ROUND: { open: "(", close: ")" },
  SQUARE: { open: "[", close: "]" },
  ANGLE: { open: "<", close: ">" },
  CURLY: { open: "{", close: "}" },
};

export const compiled = lastConfigFirst((config) => {
  const modals = new Set(config.modalverb.map((m) => m.verb.toLowerCase()));
  const words: Record<Language, PhraseMatcher> = {
    en: compilePhrases(config.condition.conditionalWords, "en"),
    de: compilePhrases(config.condition.conditionalWords, "de"),
  };
  const keys = config.condition.conditionalWords.map((w) => w.trim().toLowerCase().replace(/\s+/g, " "));
  const open = new Set<string>();
  const close = new Set<string>();
  for (const type of config.condition.logicalExpression.allowedBracketTypes) {
    open.add(BRACKETS[type].open);
    close.add(BRACKETS[type].close);
  }
  return { modals, words, keys, open, close };
});

function isClauseStart(tokens: Token[], i: number, lexicon: ConditionLexicon): boolean {
  const prev = tokens[i - 1];
  return !prev || prev.sentence !== tokens[i].sentence || lexicon.CLAUSE_OPENERS.has(prev.lower);
}

/** "While white space is an important means …, …": a concession, not a state. */
function isConcession(tokens: Token[], to: number, lexicon: ConditionLexicon): boolean {
  const sentence = tokens[to - 1].sentence;
  for (let k = to; k + 1 < tokens.length && tokens[k].sentence === sentence && !BOUNDARY.has(tokens[k].text); k++) {
    if (lexicon.BE_FORMS.has(tokens[k].lower)) return lexicon.CONCESSIVE_AFTER_BE.has(tokens[k + 1].lower);
  }
  return false;
}

/**
 * "identify what lakes are stressed, when they became stressed, and if/when …",
 * "understand where they are, where they have been and where …": a question word coordinated
 * with an earlier one that completes a verb such as "identify" is another question, no condition.
 */
function continuesQuestion(tokens: Token[], from: number, lexicon: ConditionLexicon): boolean {
  const sentence = tokens[from].sentence;
  for (let k = from - 1; k > 0 && k >= from - 40 && tokens[k].sentence === sentence; k--) {
    const t = tokens[k];
    if (t.text === ";" || t.text === ":" || lexicon.THEN_WORDS.has(t.lower)) return false;
    if (!lexicon.QUESTION_WORDS.has(t.lower)) continue;
    const before = tokens[k - 1].lower;
    if (lexicon.WHETHER_VERBS.has(before)) return true;
    // An earlier condition ("what to do when errors occur or when …"): the words join conditions.
    if (!lexicon.COORDINATORS.has(before)) return false;
  }
  return false;
}

/** Does the conditional word at tokens[from, to) open a condition? */
function opensCondition(tokens: Token[], from: number, to: number, word: string, lexicon: ConditionLexicon): boolean {
  const next = tokens[to];
  const prev = tokens[from - 1];
  const sentence = tokens[from].sentence;
  const nextWord = next && next.sentence === sentence ? next.lower : "";
  const prevWord = prev && prev.sentence === sentence ? prev.lower : "";
  if (!nextWord || BOUNDARY.has(nextWord)) return false;
  if (lexicon.ELLIPTIC_COMPLEMENTS.has(nextWord)) return false;
  if ((lexicon.IF_WORDS.has(word) || lexicon.RELATIVE_WORDS.has(word)) && lexicon.WHETHER_VERBS.has(prevWord)) return false;
  if (lexicon.PARTICIPLE_CONDITIONALS.has(word) && lexicon.AUXILIARIES.has(prevWord)) return false;
  if (lexicon.RELATIVE_WORDS.has(word) && lexicon.RELATIVE_ANTECEDENTS.has(prevWord)) return false;
  if (lexicon.CLAUSE_INITIAL_ONLY.has(word) && !isClauseStart(tokens, from, lexicon)) return false;
  if (word === "once" && (lexicon.ONCE_AS_COUNT.has(nextWord) || lexicon.ONCE_COUNTED_BY.has(prevWord) || next.isNumber)) return false;
  if (word === "while" && lexicon.WHILE_AS_NOUN.has(prevWord)) return false;
  if (lexicon.CONCESSIVE_WORDS.has(word) && isConcession(tokens, to, lexicon)) return false;
  if (
    (lexicon.IF_WORDS.has(word) || lexicon.RELATIVE_WORDS.has(word)) &&
    lexicon.COORDINATORS.has(prevWord) &&
    continuesQuestion(tokens, from, lexicon)
  ) {
    return false;
  }
  if (lexicon.PREPOSITION_WORDS?.has(word)) {
    // "während der Übertragung" (during), "während Wartungsarbeiten": no clause follows.
    if (lexicon.PREPOSITION_FOLLOWERS?.has(nextWord) || next.text[0] !== next.lower[0]) return false;
  }
  return true;
}

/** The conditions of a requirement, in text order. */
export function findConditions(ctx: Pick<RuleContext, "tokens" | "language" | "config">): Condition[] {
  const { tokens, language } = ctx;
  const conditions: Condition[] = [];
  const found = scan(tokens, ctx.config, language);
  if ((found.any & CONDITIONAL) === 0) return conditions;
  const c = compiled(ctx.config);
  const lexicon = LEXICONS[language];
  let next = 0;
  for (let k = 0; k < found.indices.length; k++) {
    const i = found.indices[k];
    if ((found.bits[k] & CONDITIONAL) === 0 || i < next) continue;
    const match = matchAt(c.words[language], tokens, i);
    if (!match) continue;
    next = i + match.parts.length;
    if (!opensCondition(tokens, i, next, c.keys[match.phrase], lexicon)) continue;
    const sentence = tokens[i].sentence;
    let end = next;
    let firstModal = -1;
    let closed = false;
    for (; end < tokens.length && tokens[end].sentence === sentence; end++) {
      const t = tokens[end];
      if (BOUNDARY.has(t.text) || lexicon.THEN_WORDS.has(t.lower)) {
        closed = true;
        break;
      }
      if (firstModal < 0 && c.modals.has(t.lower)) firstModal = end;
    }
    // Without a comma or "then", the main clause starts around its modal verb.
    if (!closed && firstModal > next) end = firstModal;
    conditions.push({ from: i, to: next, clauseFrom: next, clauseTo: end });
  }
  return conditions;
}
