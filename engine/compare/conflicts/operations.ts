/**
 * One requirement puts an operation aside for another, the other demands the operation put aside:
 *
 *   "The checkout shall reject orders above the credit limit instead of queuing them for review."
 *   "The checkout shall queue orders above the credit limit for review."
 *   "The archive shall compress old scans rather than deleting old scans." / "The archive shall delete old scans."
 *   "Die Kasse muss Bestellungen über dem Kreditlimit ablehnen, statt sie zur Prüfung einzureihen." (German zu-infinitive)
 *
 * "instead of" / "rather than" with a gerund ("statt" / "anstatt" with a zu-infinitive,
 * SET_ASIDE_WORDS) says the action it names is not done: the requirement is read as that
 * prohibition ("shall not queue them for review", waiting.ts builds it) and compared with the other
 * as any two are (polarity, opposite actions, permission against prohibition), with the same actor
 * and leading condition. "instead of CSV" with a noun is a replaced value (restriction.ts); both
 * putting the operation aside agree.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { perReading, statement } from "./frame.js";
import { opposes, prohibitionOf } from "./waiting.js";
import { SET_ASIDE_WORDS } from "../../lexicon/compare-conflicts.js";

/** Where the words that put an operation aside end (the index of their last word), or -1. */
function setAsideEnd(reading: ClauseReading): number {
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    for (const phrase of SET_ASIDE_WORDS[reading.language]) {
      if (phrase.every((w, k) => lex[i + k]?.w === w)) return i + phrase.length - 1;
    }
  }
  return -1;
}

/** The requirement as the prohibition of the operation it puts aside ("instead of queuing them" -> "shall not queue them"), or null. */
export const setAside = perReading<ClauseReading | null>((reading) => {
  const end = setAsideEnd(reading);
  if (end < 0) return null;
  const lex = reading.lexemes;
  const sentence = lex[end].sentence;
  const first = end - SET_ASIDE_WORDS[reading.language].find((p) => p[p.length - 1] === lex[end].w)!.length + 1;
  const before = lex.slice(0, first).filter((x) => x.sentence === sentence && x.w !== ",");
  const after = lex.slice(end + 1).filter((x) => x.sentence === sentence);
  return prohibitionOf(reading.language, before, after, true);
});

type Find = (a: ClauseReading, b: ClauseReading, language: Language) => Contradiction | null;

/** An operation one requirement puts aside and the other demands, in either order. */
export function setAsideConflict(a: ClauseReading, b: ClauseReading, language: Language, find: Find): Contradiction | null {
  for (const [replacing, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const aside = setAside(replacing);
    if (aside === null || setAsideEnd(other) >= 0) continue;
    const found = find(aside, other, language);
    if (found === null || !opposes(found)) continue;
    return { kind: "operation", reason: reason(language, "setAside", { a: statement(replacing), b: statement(other) }) };
  }
  return null;
}
