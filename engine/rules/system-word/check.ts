/**
 * System word: the requirement must name a configured system as its actor.
 * The actor is looked for in the subject: the words of the first modal's clause before
 * the modal ("The booking system shall"), and in German also the few words right after
 * it ("Nach dem Start muss das System …"). A word counts when it is a system word or a
 * compound ending in one ("Buchungssystem", "subsystem"); a phrase naming the doer ("by the
 * system", "durch das System", "vom System") counts too. Without any modal the whole
 * text is searched and, when it names no system, the whole (trimmed) text is the span.
 * German texts also accept a few English loan words ("Die Data Platform muss …"). A
 * subject ending in an acronym or a product name ("The ETCS shall", "PostgreSQL must")
 * names a system too.
 */
import { perConfig } from "../../config.js";
import type { Finding, Rule, RuleContext, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./system-word.schema.json";
import { AGENT_MARKERS_DE, CLAUSE_OPENERS_DE, GERMAN_PREPOSITIONS, LOAN_WORDS_DE, PLURAL_SUFFIXES } from "./words.de.js";
import { AGENT_MARKERS_EN, CLAUSE_OPENERS_EN } from "./words.en.js";
import { SUBJECT_CLAUSE_PUNCTUATION } from "../../lexicon/punctuation.js";
import { readingOf } from "../../reading/index.js";

const systemWords = perConfig((config) => {
  const words = new Set<string>();
  for (const word of config.systemword ?? []) {
    const w = word.trim().toLowerCase();
    if (w) words.add(w);
  }
  return compile([...words]);
});

/** The configured words, and for German texts also the English loan words. */
const germanSystemWords = perConfig((config) => {
  const { words } = systemWords(config);
  return words.length === 0 ? compile(words) : compile([...new Set([...words, ...LOAN_WORDS_DE])]);
});

/** Tokens after which a clause starts; the subject is the clause right before the modal. */
const CLAUSE_BOUNDARY = new Set([...SUBJECT_CLAUSE_PUNCTUATION, ...CLAUSE_OPENERS_EN, ...CLAUSE_OPENERS_DE]);
const AGENT_MARKERS = new Set([...AGENT_MARKERS_EN, ...AGENT_MARKERS_DE]);
/** How far after a German modal the inverted subject may end ("muss das neue System"). */
const GERMAN_SUBJECT_WINDOW = 5;

interface SystemWords {
  words: readonly string[];
  /** Every system word with every plural ending ("system", "systems", "systeme" …). */
  forms: ReadonlySet<string>;
  /** The lengths of the forms, longest first: a compound ends in a form of one of these lengths. */
  formLengths: readonly number[];
}

function compile(words: readonly string[]): SystemWords {
  const forms = new Set<string>();
  for (const w of words) for (const suffix of PLURAL_SUFFIXES) forms.add(w + suffix);
  const formLengths = [...new Set([...forms].map((f) => f.length))].sort((a, b) => b - a);
  return { words, forms, formLengths };
}

function isSystemWord(token: Token, system: SystemWords): boolean {
  if (!token.isWord || token.isNumber) return false;
  let lower = token.lower;
  // Possessive: "The system's response time shall …"
  if (lower.endsWith("'s") || lower.endsWith("’s")) lower = lower.slice(0, -2);
  if (system.forms.has(lower)) return true;
  // Compounds: "Buchungssystem", "Webanwendungen", "subsystem"; at least 3 letters before.
  for (const length of system.formLengths) {
    if (lower.length >= length + 3 && system.forms.has(lower.slice(lower.length - length))) return true;
  }
  return false;
}

/** "ETCS", "GSM-R", "PostgreSQL", "iPhone": an acronym or a name with an inner capital. */
const ACRONYM = /^(?=(?:.*\p{Lu}){2})[\p{Lu}\p{Nd}]+$/u;
const INNER_CAPITAL = /^\p{L}[\p{Ll}\p{Lt}\p{Lm}\p{Lo}]*\p{Lu}\p{L}*$/u;

function isSystemName(word: string): boolean {
  return ACRONYM.test(word) || (INNER_CAPITAL.test(word) && /\p{Ll}/u.test(word));
}

/** The word ending at `index`, with hyphenated parts joined: "GSM-R" -> "GSMR". */
function hyphenatedWord(tokens: readonly Token[], index: number, from: number): string {
  let word = tokens[index].text;
  let i = index;
  while (
    i - 2 >= from &&
    tokens[i - 1].text === "-" &&
    tokens[i - 1].start === tokens[i - 2].end &&
    tokens[i - 1].end === tokens[i].start &&
    tokens[i - 2].isWord
  ) {
    word = tokens[i - 2].text + word;
    i -= 2;
  }
  return word;
}

function namesSystem(tokens: readonly Token[], from: number, to: number, words: SystemWords): boolean {
  for (let i = from; i < to; i++) if (isSystemWord(tokens[i], words)) return true;
  return false;
}

/** "by the system", "durch das System", "vom System": the system acts in a passive sentence. */
function hasAgentPhrase(tokens: readonly Token[], words: SystemWords): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!AGENT_MARKERS.has(tokens[i].lower)) continue;
    for (let k = i + 1; k < tokens.length && k <= i + 4; k++) {
      if (!tokens[k].isWord) break;
      if (isSystemWord(tokens[k], words)) return true;
    }
  }
  return false;
}

const MESSAGES = schema["x-messages"];

function trimmedSpan(text: string): [number, number] {
  let start = 0;
  let end = text.length;
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return [start, end];
}

function check(ctx: RuleContext): Finding[] {
  const words = ctx.language === "de" ? germanSystemWords(ctx.config) : systemWords(ctx.config);
  const tokens = ctx.tokens;
  if (words.words.length === 0 || tokens.length === 0) return [];
  const message = MESSAGES[ctx.language].missing;
  const uses = readingOf(ctx).modalUses;
  // Only a main-clause modal marks the subject; otherwise the whole text is searched.
  const first = uses.find((use) => !use.subordinate);
  if (first === undefined) {
    if (namesSystem(tokens, 0, tokens.length, words)) return [];
    const [start, end] = trimmedSpan(ctx.text);
    return [{ findingType: "SYSTEM_WORD", start, end, text: ctx.text.slice(start, end), message }];
  }
  const sentence = tokens[first.from].sentence;
  let sentenceStart = first.from;
  while (sentenceStart > 0 && tokens[sentenceStart - 1].sentence === sentence) sentenceStart--;
  let clauseStart = first.from;
  while (clauseStart > sentenceStart && !CLAUSE_BOUNDARY.has(tokens[clauseStart - 1].lower)) clauseStart--;
  // Anything before the modal in its sentence may hold the subject ("The system, if idle, shall").
  if (namesSystem(tokens, sentenceStart, first.from, words)) return [];
  // A subject that ends in an acronym or a product name is a named system ("The ETCS shall").
  let head = first.from - 1;
  while (head >= sentenceStart && !tokens[head].isWord) head--;
  if (head >= sentenceStart && isSystemName(hyphenatedWord(tokens, head, sentenceStart))) return [];
  if (ctx.language === "de") {
    let end = first.to;
    while (end < tokens.length && end < first.to + GERMAN_SUBJECT_WINDOW && tokens[end].isWord) end++;
    if (namesSystem(tokens, first.to, end, words)) return [];
  }
  if (hasAgentPhrase(tokens, words)) return [];
  if (clauseStart === first.from) clauseStart = sentenceStart;
  if (ctx.language === "de" && invertedSubject(tokens, clauseStart, first.from)) {
    const span = germanSubjectAfter(tokens, first.to);
    if (span) return [finding(ctx, span[0], span[1], message)];
  }
  let last = first.from - 1;
  while (last >= clauseStart && !tokens[last].isWord) last--;
  if (last < clauseStart) {
    const [start, end] = trimmedSpan(ctx.text);
    if (end <= start) return [];
    return [finding(ctx, start, end, message)];
  }
  return [finding(ctx, tokens[clauseStart].start, tokens[last].end, message)];
}

function finding(ctx: RuleContext, start: number, end: number, message: string): Finding {
  return { findingType: "SYSTEM_WORD", start, end, text: ctx.text.slice(start, end), message };
}

/**
 * German V2 order: when the modal follows a subordinate clause ("Wenn …, muss") or an
 * adverbial opened by a preposition ("Nach dem Start muss"), the subject follows the modal.
 */
function invertedSubject(tokens: readonly Token[], from: number, modal: number): boolean {
  const before = tokens[modal - 1];
  if (before && before.text === ",") return true;
  return from < modal && GERMAN_PREPOSITIONS.has(tokens[from].lower);
}

/** "muss der neue Administrator …": the article, adjectives and the first noun after the modal. */
function germanSubjectAfter(tokens: readonly Token[], from: number): [number, number] | undefined {
  for (let i = from; i < tokens.length && i < from + GERMAN_SUBJECT_WINDOW; i++) {
    const t = tokens[i];
    if (!t.isWord) return undefined;
    if (/^\p{Lu}/u.test(t.text)) return [tokens[from].start, t.end];
  }
  return undefined;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
