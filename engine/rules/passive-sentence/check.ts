/**
 * Passive voice. English: a form of "be" (or "get"), optional adverbs or negation, then a
 * past participle that is not a stative adjective ("is able", "is interested").
 * German: a form of "werden" with a Partizip II in the same clause, before it
 * ("gespeichert werden") or after it ("wird … gespeichert"). The state passive with
 * "sein" ("ist gespeichert") is optional and off by default: it mostly describes a
 * state, not who acts. One finding per passive clause, from the auxiliary to the
 * participle (in German word order, from the participle to "werden" when it comes first).
 */
import {
  BE_FORMS,
  ED_NON_PARTICIPLES,
  GET_FORMS,
  GET_NON_PASSIVE,
  IRREGULAR_PARTICIPLES,
  LY_NON_ADVERBS,
  PASSIVE_INTERVENERS,
  RESULTATIVE_STATES,
  STATIVE_PARTICIPLES,
  UN_VERB_PARTICIPLES,
} from "../../lexicon/en/passive.js";
import {
  INFINITIVE_LIKE_STEMS,
  INSEPARABLE_PREFIXES,
  NOT_PARTICIPLES,
  SEIN_FORMS,
  SEPARABLE_PREFIXES,
  STRONG_PARTICIPLE_STEMS,
  WERDEN_FORMS,
} from "../../lexicon/de/passive.js";
import type { EngineConfig } from "../../config.js";
import type { Finding, Rule, RuleContext, Token } from "../../types.js";
import { PASSIVE_AUX, scan } from "../../reading/trigger-scan.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./passive-sentence.schema.json";

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
  if (afterGet && GET_NON_PASSIVE.has(token.lower)) return -1;
  return j;
}

function checkEnglish(ctx: RuleContext, options: PassiveOptions, findings: Finding[]): void {
  const { tokens } = ctx;
  const found = scan(tokens, ctx.config, "en");
  let next = 0;
  for (let k = 0; k < found.indices.length; k++) {
    if ((found.bits[k] & PASSIVE_AUX) === 0) continue;
    const i = found.indices[k];
    if (i < next) continue;
    const aux = tokens[i];
    const isBe = BE_FORMS.has(aux.lower);
    const isGet = !isBe && options.getPassive && GET_FORMS.has(aux.lower);
    if (!isBe && !isGet) continue;
    let j = i + 1;
    let skipped = 0;
    while (j < tokens.length && skipped < MAX_INTERVENERS && tokens[j].sentence === aux.sentence && isAdverbLike(tokens[j])) {
      j++;
      skipped++;
    }
    const after = tokens[j];
    if (!after || after.sentence !== aux.sentence) continue;
    // "is being processed", "has been sent": the inner form of "be" carries the passive.
    if (BE_FORMS.has(after.lower)) continue;
    const end = englishParticipleAt(tokens, j, isGet);
    if (end < 0) continue;
    // "is hidden", "has been exhausted": a state, unless a doer follows ("is hidden by").
    if (aux.lower !== "be" && RESULTATIVE_STATES.has(tokens[end].lower) && tokens[end + 1]?.lower !== "by") continue;
    report(findings, ctx, aux, tokens[end]);
    next = end + 1;
  }
}

// ---------------------------------------------------------------- German

const participleCache = new Map<string, ParticipleKind>();
const CACHE_LIMIT = 50_000;
const SEPARABLE_BY_LENGTH = [...SEPARABLE_PREFIXES].sort((a, b) => b.length - a.length);

/** 0: no participle; 1: a participle; 2: a participle that is also an infinitive ("übertragen", "erhalten"). */
type ParticipleKind = 0 | 1 | 2;

function participleKind(word: string, depth: number): ParticipleKind {
  if (word.length < 5 || NOT_PARTICIPLES.has(word)) return 0;
  const endsT = word.endsWith("t");
  const endsEn = word.endsWith("en");
  if (!endsT && !endsEn) return 0;
  if (endsT && word.length >= 6 && word.endsWith("iert")) return 1;
  if (word.startsWith("ge")) {
    const stem = word.slice(2);
    if (endsT && stem.length >= 3) return 1;
    if (endsEn && stem.length >= 4) return 1;
  }
  for (const prefix of INSEPARABLE_PREFIXES) {
    if (prefix === "ge" || !word.startsWith(prefix)) continue;
    const stem = word.slice(prefix.length);
    if (stem.length < 3 || NOT_PARTICIPLES.has(stem)) continue;
    if (endsT && stem.length >= 4 && !stem.startsWith("ge")) return 1;
    if (endsEn && STRONG_PARTICIPLE_STEMS.has(stem)) return INFINITIVE_LIKE_STEMS.has(stem) ? 2 : 1;
  }
  if (depth < 2) {
    for (const prefix of SEPARABLE_BY_LENGTH) {
      if (word.length - prefix.length >= 5 && word.startsWith(prefix)) {
        const rest = word.slice(prefix.length);
        // Only "ge" or an inseparable prefix may follow a separable one ("ab|ge|schlossen", "vor|be|reitet").
        if (!rest.startsWith("ge") && !INSEPARABLE_PREFIXES.some((p) => rest.startsWith(p))) continue;
        const kind = participleKind(rest, depth + 1);
        if (kind !== 0) return kind;
      }
    }
  }
  return 0;
}

function germanParticipleKind(lower: string): ParticipleKind {
  let known = participleCache.get(lower);
  if (known === undefined) {
    known = participleKind(lower, 0);
    if (participleCache.size >= CACHE_LIMIT) participleCache.clear();
    participleCache.set(lower, known);
  }
  return known;
}

/** True for a German Partizip II ("gespeichert", "übertragen", "protokolliert", "abgeschlossen"). */
export function isPartizipII(lower: string): boolean {
  return germanParticipleKind(lower) !== 0;
}

/** A verb-like German word: lower case (nouns are capitalised) and a Partizip II. */
function isGermanParticipleToken(token: Token | undefined, unambiguous = false): boolean {
  if (!token || !token.isWord || token.isNumber) return false;
  // Nouns and sentence starts are capitalised; a participle in a passive is not.
  if (token.text[0] !== token.lower[0]) return false;
  const kind = germanParticipleKind(token.lower);
  return unambiguous ? kind === 1 : kind !== 0;
}

const CLAUSE_BOUNDARY: ReadonlySet<string> = new Set([",", ";", ":", ".", "!", "?", "(", ")", "–", "—", "\"", "„", "“"]);
/** What may follow the participle at the end of a clause (the verb cluster or a coordination). */
const AFTER_PARTICIPLE: ReadonlySet<string> = new Set([
  "werden", "worden", "wird", "wurde", "wurden", "würde", "würden", "sein", "ist", "sind", "war", "waren",
  "muss", "müssen", "kann", "können", "soll", "sollen", "sollte", "sollten", "darf", "dürfen", "könnte",
  "könnten", "und", "oder", "bzw", "sowie", "sofern", "wenn", "falls", "sobald", "bevor", "nachdem",
]);

function endsClauseAfter(tokens: Token[], j: number): boolean {
  const next = tokens[j + 1];
  if (!next || next.sentence !== tokens[j].sentence) return true;
  if (!next.isWord) return CLAUSE_BOUNDARY.has(next.text) || next.text === "/";
  return AFTER_PARTICIPLE.has(next.lower);
}

/** Partizip II right before the auxiliary, possibly coordinated ("gespeichert und verschlüsselt werden"). */
function participleBefore(tokens: Token[], i: number): number {
  const prev = tokens[i - 1];
  if (prev && prev.sentence === tokens[i].sentence && isGermanParticipleToken(prev)) return i - 1;
  return -1;
}

/** Partizip II later in the clause, at its end ("wird vom System nach 30 Tagen gelöscht"). */
function participleAfter(tokens: Token[], i: number): number {
  for (let j = i + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.sentence !== tokens[i].sentence) return -1;
    if (!t.isWord) {
      if (CLAUSE_BOUNDARY.has(t.text)) return -1;
      continue;
    }
    // "wird … übertragen" may be the future: only unambiguous participles count here.
    if (isGermanParticipleToken(t, true) && endsClauseAfter(tokens, j)) return j;
  }
  return -1;
}

/** German passives as pairs of token indices: the auxiliary and its participle. */
export function germanPassives(tokens: Token[], config: EngineConfig, statePassive = false): { aux: number; participle: number }[] {
  const found: { aux: number; participle: number }[] = [];
  const candidates = scan(tokens, config, "de");
  if ((candidates.any & PASSIVE_AUX) === 0) return found;
  let used: Set<number> | undefined;
  for (let k = 0; k < candidates.indices.length; k++) {
    if ((candidates.bits[k] & PASSIVE_AUX) === 0) continue;
    const i = candidates.indices[k];
    const aux = tokens[i];
    const isWerden = WERDEN_FORMS.has(aux.lower);
    if (!isWerden && !(statePassive && SEIN_FORMS.has(aux.lower))) continue;
    if (aux.text[0] !== aux.lower[0] && i > 0 && tokens[i - 1].sentence === aux.sentence) continue;
    const before = participleBefore(tokens, i);
    if (before >= 0) {
      if (!used?.has(before)) {
        (used ??= new Set()).add(before);
        found.push({ aux: i, participle: before });
      }
      continue;
    }
    // Infinitive and past participle of the auxiliary close the clause; they look back only.
    if (aux.lower === "werden" && tokens[i + 1]?.isWord !== true) continue;
    if (aux.lower === "worden" || aux.lower === "sein" || aux.lower === "gewesen") continue;
    const after = participleAfter(tokens, i);
    if (after >= 0 && !used?.has(after)) {
      (used ??= new Set()).add(after);
      found.push({ aux: i, participle: after });
    }
  }
  return found;
}

function checkGerman(ctx: RuleContext, options: PassiveOptions, findings: Finding[]): void {
  const { tokens } = ctx;
  for (const { aux, participle } of germanPassives(tokens, ctx.config, options.statePassive)) {
    report(findings, ctx, tokens[Math.min(aux, participle)], tokens[Math.max(aux, participle)]);
  }
}

// ---------------------------------------------------------------- rule

const messages = schema["x-messages"];

function report(findings: Finding[], ctx: RuleContext, from: Token, to: Token): void {
  const text = ctx.text.slice(from.start, to.end);
  findings.push({ findingType: "PASSIVE_SENTENCE", start: from.start, end: to.end, text, message: messages[ctx.language].passive.replace("{text}", text) });
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
