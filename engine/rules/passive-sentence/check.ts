/**
 * Passive voice. English: a form of "be" (or "get", or "'s" after a pronoun: "it's stored"),
 * optional adverbs or negation (also in brackets or between commas: "is (automatically)
 * saved", "is, however, saved"), then a past participle that is not a stative adjective ("is
 * able", "is interested", "am terrified of"); or, inverted, a participle opening the sentence
 * before "is"/"are" ("Attached is the form"). A participle in quotes names a state ("is
 * 'locked'") and is no passive.
 * German: a form of "werden" with a Partizip II in the same clause, before it
 * ("gespeichert werden") or after it ("wird … gespeichert"). The state passive with
 * "sein" ("ist gespeichert") is optional and off by default: it mostly describes a
 * state, not who acts. One finding per passive clause, from the auxiliary to the
 * participle (in German word order, from the participle to "werden" when it comes first).
 */
import {
  BE_FORMS,
  BRACKET_PAIRS,
  ED_NON_PARTICIPLES,
  EMOTION_PARTICIPLES,
  GET_FORMS,
  GET_NON_PASSIVE,
  INVERSION_BE_FORMS,
  IRREGULAR_PARTICIPLES,
  LY_NON_ADVERBS,
  PASSIVE_INTERVENERS,
  RESULTATIVE_STATES,
  STATIVE_PARTICIPLES,
  UN_VERB_PARTICIPLES,
} from "../../lexicon/en/passive.js";
import type { Finding, Rule, RuleContext, Token } from "../../types.js";
import { PASSIVE_AUX } from "../../reading/trigger-scan.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./passive-sentence.schema.json";
import { readingOf } from "../../reading/index.js";

export interface PassiveOptions {
  /** English "get" passive ("the file gets deleted"). */
  getPassive: boolean;
  /** German state passive with "sein" ("die Daten sind gespeichert"). */
  statePassive: boolean;
}

const MAX_INTERVENERS = 3;

// ---------------------------------------------------------------- English

function isEnglishParticiple(lower: string): boolean {
  if (STATIVE_PARTICIPLES.has(lower)) return false;
  if (IRREGULAR_PARTICIPLES.has(lower)) return true;
  if (lower.length < 4 || !lower.endsWith("ed") || ED_NON_PARTICIPLES.has(lower)) return false;
  // "unauthorized", "unchanged": adjectives, unless the verb itself begins with "un".
  if (lower.startsWith("un") && !lower.startsWith("under") && !UN_VERB_PARTICIPLES.has(lower)) return false;
  return true;
}

function isAdverbLike(token: Token): boolean {
  if (!token.isWord) return false;
  const lower = token.lower;
  if (PASSIVE_INTERVENERS.has(lower)) return true;
  return lower.length > 4 && lower.endsWith("ly") && !LY_NON_ADVERBS.has(lower);
}

/** Index of the participle's last token ("pre-configured" spans three tokens), or -1. */
function englishParticipleAt(tokens: Token[], j: number, afterGet: boolean): number {
  const token = tokens[j];
  if (!token || !token.isWord || token.isNumber) return -1;
  // Hyphenated participles: "pre-configured", "hard-coded", "user-defined".
  const dash = tokens[j + 1];
  const last = tokens[j + 2];
  if (dash && last && dash.text === "-" && dash.start === token.end && last.start === dash.end && last.isWord) {
    if (isEnglishParticiple(last.lower) && !(afterGet && GET_NON_PASSIVE.has(last.lower))) return j + 2;
  }
  if (!isEnglishParticiple(token.lower)) return -1;
  // "is read-only", "is built-in": the first part of a compound adjective.
  if (dash?.text === "-" && dash.start === token.end && last?.isWord && last.start === dash.end) return -1;
  if (afterGet && GET_NON_PASSIVE.has(token.lower)) return -1;
  return j;
}

/** Index after the words between the auxiliary at i and its participle: adverbs, bracketed or set off by commas. */
function skipInterveners(tokens: Token[], i: number): number {
  const sentence = tokens[i].sentence;
  const inSentence = (k: number): boolean => k < tokens.length && tokens[k].sentence === sentence;
  let j = i + 1;
  let skipped = 0;
  while (inSentence(j) && skipped < MAX_INTERVENERS) {
    const close = BRACKET_PAIRS[tokens[j].text] ?? (tokens[j].text === "," ? "," : undefined);
    if (close === undefined) {
      if (!isAdverbLike(tokens[j])) break;
      j++;
      skipped++;
      continue;
    }
    // "(automatically)", ", however,": one to three adverbs and the closing mark.
    let k = j + 1;
    while (inSentence(k) && k - j <= MAX_INTERVENERS && isAdverbLike(tokens[k])) k++;
    if (k === j + 1 || !inSentence(k) || tokens[k].text !== close) break;
    skipped += k - j - 1;
    j = k + 1;
  }
  return j;
}

/** "Attached is the form", "Enclosed are the invoices": a participle opening the sentence, then "is"/"are". */
function invertedPassive(tokens: Token[], i: number): number {
  const participle = i - 1;
  if (participle < 0 || tokens[participle].sentence !== tokens[i].sentence) return -1;
  const before = tokens[participle - 1];
  if (before !== undefined && before.sentence === tokens[i].sentence) return -1;
  if (!INVERSION_BE_FORMS.has(tokens[i].lower) || tokens[i + 1]?.isWord !== true) return -1;
  return englishParticipleAt(tokens, participle, false) === participle ? participle : -1;
}

function checkEnglish(ctx: RuleContext, options: PassiveOptions, findings: Finding[]): void {
  const { tokens } = ctx;
  const found = readingOf(ctx).scan;
  let next = 0;
  for (let k = 0; k < found.indices.length; k++) {
    if ((found.bits[k] & PASSIVE_AUX) === 0) continue;
    const i = found.indices[k];
    if (i < next) continue;
    const aux = tokens[i];
    const isBe = BE_FORMS.has(aux.lower);
    const isGet = !isBe && options.getPassive && GET_FORMS.has(aux.lower);
    if (!isBe && !isGet) continue;
    const inverted = isBe ? invertedPassive(tokens, i) : -1;
    if (inverted >= 0) {
      report(findings, ctx, tokens[inverted], aux);
      next = i + 1;
      continue;
    }
    const j = skipInterveners(tokens, i);
    const after = tokens[j];
    if (!after || after.sentence !== aux.sentence) continue;
    // "is being processed", "has been sent": the inner form of "be" carries the passive.
    if (BE_FORMS.has(after.lower)) continue;
    const end = englishParticipleAt(tokens, j, isGet);
    if (end < 0) continue;
    // "is hidden", "has been exhausted": a state, unless a doer follows ("is hidden by").
    if (aux.lower !== "be" && RESULTATIVE_STATES.has(tokens[end].lower) && tokens[end + 1]?.lower !== "by") continue;
    // "am terrified of", "is frustrated with": a feeling, unless a "by" phrase names its cause.
    if (EMOTION_PARTICIPLES.has(tokens[end].lower) && tokens[end + 1]?.lower !== "by") continue;
    report(findings, ctx, aux, tokens[end]);
    next = end + 1;
  }
}

function checkGerman(ctx: RuleContext, options: PassiveOptions, findings: Finding[]): void {
  const { tokens } = ctx;
  for (const { aux, participle } of readingOf(ctx).germanPassives(options.statePassive)) {
    report(findings, ctx, tokens[Math.min(aux, participle)], tokens[Math.max(aux, participle)]);
  }
}

// ---------------------------------------------------------------- rule

const messages = schema["x-messages"];

function report(findings: Finding[], ctx: RuleContext, from: Token, to: Token): void {
  const text = ctx.text.slice(from.start, to.end);
  findings.push({
    findingType: "PASSIVE_SENTENCE",
    start: from.start,
    end: to.end,
    text,
    message: messages[ctx.language].passive.replace("{text}", text),
  });
}

export function createPassiveSentenceRule(options: Partial<PassiveOptions> = {}): Rule {
  const resolved: PassiveOptions = { getPassive: true, statePassive: false, ...options };
  return {
    meta: ruleMeta(schema as RuleSchema),
    check(ctx) {
      const findings: Finding[] = [];
      if (ctx.language === "de") checkGerman(ctx, resolved, findings);
      else checkEnglish(ctx, resolved, findings);
      return findings;
    },
  };
}

export const rule: Rule = createPassiveSentenceRule();
