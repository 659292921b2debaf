/**
 * The same action under a condition inside a range and under one outside it:
 *
 *   "If the water level is within the permitted range, the pump controller shall report a fault."
 *   "If the water level is outside the permitted range, the pump controller shall report a fault."
 *   "If LO <= L <= HI, then the controller shall report a fault." / "If L < LO or L > HI, then the controller shall report a fault."
 *   "If the water level is less than the lower limit of the permitted range or greater than the upper
 *   limit of the permitted range, the pump controller shall report a fault."
 *   "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden."
 *   "Wenn der Pegel außerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden."
 *
 * Inside a range and outside it are a condition and its absence, as events.ts reads "if … does not …":
 * with the same action under both, the range no longer decides anything. A condition is read as a
 * range (`rangeOf`) from the words that place a quantity in it or out of it ("within", "outside",
 * "innerhalb", "außerhalb"), from two comparisons with its lower and upper bound ("less than the lower
 * limit of the range or greater than the upper limit of the range": outside; "greater than the lower
 * limit and less than the upper limit": inside), or from the signs of a comparison ("LO <= T <= HI" and
 * "T > LO and T < HI" inside, "T < LO or T > HI" and "T < LO or HI < T" outside), or from one bound before a
 * number ("within 1 km of the campus", "less than 5 minutes" up to it; "more than 1 km away from the campus",
 * "at least 5 minutes" beyond it; RANGE_WORDS). A negation
 * turns one into the other ("is not within"). The two ranges are one: the same bounds (signs), the same
 * words of the range (words), or the bounds of the signs among the words ("LO <= T <= HI" / "outside
 * the range LO to HI"), for one quantity (the same sign, or a word in common). Both requirements state
 * the same action word for word after their leading condition, articles and demonstratives aside
 * ("then this process shall …" / "then the process shall …"), with the same negations. Two conditions inside
 * and outside one range never hold together, so nothing else of the two requirements is compared
 * (`oppositeRanges`, contradictions.ts): "… shall not raise an alarm" inside and "… shall raise an alarm"
 * outside agree.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { isSubset, joinedText, overlap, perReading } from "./frame.js";
import { conditionEnd } from "./events.js";
import { DEFINITE_ARTICLES, INDEFINITE_ARTICLES, RANGE_WORDS as W } from "../../lexicon/compare-conflicts.js";

/** A condition read as a range: inside or outside it, the stems of its bounds or words, and of the quantity. */
interface Range {
  inside: boolean;
  /** Read from the signs of a comparison: the bounds are names ("LO", "HI"), not the words of a range. */
  signs: boolean;
  bounds: string[];
  quantity: string[];
  /** Turned over by a negation ("is not within", "no object is within"). */
  negated?: boolean;
}

/** A requirement whose leading condition is a range: the range, the condition as written, the action's words. */
interface Ranged {
  range: Range;
  condition: string;
  action: string;
  words: string[];
}

/** Most words one range's words may have beyond the other's. */
const MAX_OTHER_RANGE_WORDS = 1;

/** Least words of the action after the condition. */
const MIN_ACTION_WORDS = 3;

const isSign = (x: Lexeme) => x.w === W.less || x.w === W.greater;
const stems = (lex: readonly Lexeme[], drop: ReadonlySet<string> = new Set()) => lex.filter((x) => x.content && !drop.has(x.w)).map((x) => x.stem);

/** A comparison of two names by a sign: which is the smaller, which the larger, and where the larger one stands. */
interface Comparison {
  low: string;
  high: string;
  leftAt: number;
  rightAt: number;
}

/** The comparisons by signs in a condition ("LO <= T", "T > HI"); null when a sign stands without a name on either side. */
function comparisons(cond: readonly Lexeme[]): Comparison[] | null {
  const out: Comparison[] = [];
  for (let i = 0; i < cond.length; i++) {
    if (!isSign(cond[i])) continue;
    const right = cond[i + 1]?.w === W.equal ? i + 2 : i + 1;
    const [l, r] = [cond[i - 1], cond[right]];
    if (!l?.isWord || !r?.isWord) return null;
    const less = cond[i].w === W.less;
    out.push({ low: less ? l.stem : r.stem, high: less ? r.stem : l.stem, leftAt: i - 1, rightAt: right });
    i = right - 1;
  }
  return out;
}

/** The range two comparisons by signs state: a chain ("LO <= T <= HI") or two joined by "or" / "and" around one name. */
function signedRange(cond: readonly Lexeme[], cs: readonly Comparison[]): Range | null {
  const [c1, c2] = cs;
  if (c1.rightAt === c2.leftAt) {
    // "LO < T < HI" (the middle name the larger of one and the smaller of the other) or "HI > T > LO".
    if (c1.high === c2.low) return { inside: true, signs: true, bounds: [c1.low, c2.high], quantity: [c1.high] };
    if (c1.low === c2.high) return { inside: true, signs: true, bounds: [c2.low, c1.high], quantity: [c1.low] };
    return null;
  }
  const joiner = cond.slice(c1.rightAt + 1, c2.leftAt).find((x) => W.either.has(x.w) || W.both.has(x.w));
  if (!joiner) return null;
  const shared = [c1.low, c1.high].find((n) => n === c2.low || n === c2.high);
  if (shared === undefined) return null;
  // The shared name below one bound and above the other.
  const below = (c: Comparison) => c.low === shared;
  if (below(c1) === below(c2)) return null;
  const bound = (c: Comparison) => (c.low === shared ? c.high : c.low);
  const [under, over] = below(c1) ? [bound(c1), bound(c2)] : [bound(c2), bound(c1)];
  if (under === over) return null;
  // Below the lower bound or above the upper one is outside ("T < LO or T > HI"); above the lower and
  // below the upper inside ("T > LO and T < HI"). The bounds in their order, lower first.
  const outside = W.either.has(joiner.w);
  return { inside: !outside, signs: true, bounds: outside ? [under, over] : [over, under], quantity: [shared] };
}

/** One part of a condition compared with a bound of a range ("less than the lower limit of the range"): its direction, bound, range and quantity. */
function boundPart(part: readonly Lexeme[]): { below: boolean; lower: boolean; range: string[]; quantity: string[] } | null {
  const k = part.findIndex((x) => W.below.has(x.w) || W.above.has(x.w));
  if (k < 0) return null;
  const m = part.findIndex((x, i) => i > k && (W.lowerBound.has(x.w) || W.upperBound.has(x.w)));
  if (m < 0) return null;
  return {
    below: W.below.has(part[k].w),
    lower: W.lowerBound.has(part[m].w),
    range: stems(part.slice(m + 1), W.boundNouns),
    quantity: stems(part.slice(0, k)),
  };
}

/**
 * One bound before a number, up to it ("within 1 km of the campus", "less than 5 minutes") or beyond it
 * ("more than 1 km away from the campus", "at least 5 minutes"), in a condition of one part: the range up to
 * the bound, its words from the number on; null without one.
 */
function oneSided(cond: readonly Lexeme[]): Range | null {
  if (cond.some((x) => W.either.has(x.w) || W.both.has(x.w))) return null;
  const at = (p: readonly string[], i: number) => p.every((w, k) => cond[i + k]?.w === w) && cond[i + p.length]?.isNumber === true;
  for (let i = 0; i < cond.length; i++) {
    const upTo = W.upTo.find((p) => at(p, i));
    const beyond = upTo ? undefined : W.beyond.find((p) => at(p, i));
    const phrase = upTo ?? beyond;
    if (phrase) return { inside: upTo !== undefined, signs: false, bounds: stems(cond.slice(i + phrase.length)), quantity: stems(cond.slice(0, i)) };
  }
  return null;
}

/** The range a condition names in words: one bound before a number, "within" / "outside" a range, or two comparisons with its bounds. */
function wordedRange(cond: readonly Lexeme[]): Range | null {
  const side = oneSided(cond);
  if (side) return side;
  const k = cond.findIndex((x) => W.inside.has(x.w) || W.outside.has(x.w));
  if (k >= 0) {
    const bounds = stems(cond.slice(k + 1));
    return bounds.length === 0 ? null : { inside: W.inside.has(cond[k].w), signs: false, bounds, quantity: stems(cond.slice(0, k)) };
  }
  const j = cond.findIndex((x) => W.either.has(x.w) || W.both.has(x.w));
  if (j < 0) return null;
  const p1 = boundPart(cond.slice(0, j));
  const p2 = boundPart(cond.slice(j + 1));
  if (!p1 || !p2 || p1.lower === p2.lower) return null;
  // Below the lower bound or above the upper one: outside; above the lower and below the upper: inside.
  const outside = W.either.has(cond[j].w);
  if (p1.below !== (p1.lower === outside) || p2.below !== (p2.lower === outside)) return null;
  // One part may name the range by a pronoun ("… or greater than its upper limit").
  const [r1, r2] = [p1.range, p2.range];
  if (r1.length > 0 && r2.length > 0 && (r1.length !== r2.length || !r1.every((w) => r2.includes(w)))) return null;
  const bounds = r1.length > 0 ? r1 : r2;
  return bounds.length === 0 ? null : { inside: !outside, signs: false, bounds, quantity: [...p1.quantity, ...p2.quantity] };
}

/** The range of a leading condition, turned over by a negation ("is not within"); null when it names none. */
function rangeOf(cond: readonly Lexeme[], negations: ReadonlySet<string>): Range | null {
  const cs = comparisons(cond);
  if (cs === null) return null;
  const range = cs.length === 2 ? signedRange(cond, cs) : cs.length === 0 ? wordedRange(cond) : null;
  if (range === null) return null;
  const negated = cond.filter((x) => negations.has(x.w)).length % 2 === 1;
  return negated ? { ...range, inside: !range.inside, negated } : range;
}

/** The requirement's leading condition read as a range, with its action; null without one. */
const rangedOf = perReading((r): Ranged | null => {
  const L = COMPARE_LEXICON[r.language];
  // Words, commas and signs, articles and demonstratives left out ("then this process" / "then the process").
  const kept = r.lexemes.filter((x) =>
    x.isWord
      ? !INDEFINITE_ARTICLES.has(x.w) && !DEFINITE_ARTICLES.has(x.w) && !W.demonstratives.has(x.w)
      : x.w === "," || isSign(x) || x.w === W.equal,
  );
  const end = conditionEnd(
    kept.map((x) => x.w),
    L,
  );
  if (end < 1) return null;
  const range = rangeOf(kept.slice(1, end), L.negations);
  if (range === null) return null;
  const after = kept.slice(end + 1).filter((x) => x.isWord);
  if (after.length < MIN_ACTION_WORDS) return null;
  const conditionStop = r.lexemes.indexOf(kept[end]);
  const first = r.lexemes.indexOf(kept[0]) + 1;
  const sentence = kept[end].sentence;
  return {
    range,
    // The signs as written together ("<=" is read as "<" and "="), without the comma that ends the condition.
    condition: joinedText(r.lexemes.slice(first, conditionStop).filter((x, i, all) => i < all.length - 1 || x.w !== ",")).replace(/([<>]) =/g, "$1="),
    action: joinedText(r.lexemes.slice(conditionStop + 1).filter((x) => x.sentence === sentence && (x.isWord || x.w === ","))),
    words: after.map((x) => x.w),
  };
});

/** One range: the same bounds, the same words, or the bounds of the signs among the words; for one quantity. */
function sameRange(a: Range, b: Range): boolean {
  const [x, y] = [new Set(a.bounds), new Set(b.bounds)];
  // Bounds of signs in their order ("LO <= T <= HI" is not "HI <= T <= LO"), words of a range as a set.
  const ordered = a.bounds.length === b.bounds.length && a.bounds.every((w, i) => w === b.bounds[i]);
  // Words of two ranges: one within the other, a word apart at most (a German verb at the end, "liegt" / "ist").
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  const worded = isSubset(small, large) && large.size - small.size <= MAX_OTHER_RANGE_WORDS;
  const bounds = a.signs && b.signs ? ordered : a.signs === b.signs ? worded : isSubset(a.signs ? x : y, a.signs ? y : x);
  if (!bounds) return false;
  // A quantity named by a sign ("T") against words ("the temperature") is read as the same.
  if (a.signs !== b.signs) return true;
  return overlap(new Set(a.quantity), new Set(b.quantity)) > 0;
}

/**
 * Leading conditions inside and outside one range, whatever follows them: opposite actions under them agree
 * ("If LO <= L <= HI, … shall not raise an alarm." / "If L < LO or L > HI, … shall raise an alarm."). Without
 * `negated`, only ranges stated as such: a negated one ("when no object is within the proximity") is the
 * absence of an event, which the other classes read too (events.ts).
 */
export function oppositeRanges(a: ClauseReading, b: ClauseReading, negated = false): boolean {
  const ra = rangedOf(a);
  const rb = rangedOf(b);
  if (ra === null || rb === null || (!negated && (ra.range.negated || rb.range.negated))) return false;
  return ra.range.inside !== rb.range.inside && sameRange(ra.range, rb.range);
}

export function rangeConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = rangedOf(a);
  const rb = rangedOf(b);
  if (ra === null || rb === null || !oppositeRanges(a, b, true)) return null;
  if (ra.words.length !== rb.words.length || !ra.words.every((w, i) => w === rb.words[i])) return null;
  const [inside, outside] = ra.range.inside ? [ra, rb] : [rb, ra];
  return { kind: "event", reason: reason(language, "range", { action: ra.action, a: inside.condition, b: outside.condition }) };
}
