/**
 * Quantities in requirement text, normalised to (kind, value, unit, comparator):
 * "within 2 s" -> duration <= 2 s, "5 seconds" -> duration = 5 s, "99,9 %" -> ratio = 99.9 %,
 * "at least 8 characters" -> count >= 8 "character", "once a day" -> frequency every 86400 s,
 * "whenever a house is sold" -> frequency on event.
 */
import type { Language } from "../types.js";
import { stem } from "./text.js";
import {
  DURATION_UNITS,
  EVENT_PHRASES,
  EVERY_WORDS as EVERY,
  FREQUENCY_WORDS as FREQUENCY_TABLE,
  MULTIPLIER_WORDS,
  NUMBER_WORDS,
  ONCE_WORDS,
  PER_WORDS as PER,
  PERCENT_WORDS as PERCENT,
  SIZE_UNITS,
  WEEKDAY_WORDS as WEEKDAYS,
} from "../lexicon/compare-quantities.js";
import { QUANTITY_BOUNDARY as BOUNDARY } from "../lexicon/punctuation.js";

export type QuantityKind = "duration" | "size" | "ratio" | "count" | "frequency";
export type Comparator = "=" | "<=" | ">=" | "<" | ">";

export interface Quantity {
  kind: QuantityKind;
  /** Seconds for durations and frequency periods (-1: on every occurrence of an event), bytes for sizes. */
  value: number;
  /** "s", "B", "%", "period", or the stem of the counted noun. */
  unit: string;
  op: Comparator;
  /** Lexeme span [start, end) that the quantity covers, comparator words included. */
  start: number;
  end: number;
  /**
   * Stem of the nearest content word before the quantity ("return results within 2 s" ->
   * "result"): durations, sizes and ratios are only compared when their anchors agree.
   */
  anchor?: string;
}

/** The part of a lexeme the quantity parser reads. */
export interface QuantityLexeme {
  w: string;
  isNumber: boolean;
  isWord: boolean;
}

/** A word table without a prototype: a word like "constructor" or "__proto__" finds nothing in it. */
const table = (entries: Readonly<Record<string, number>>): Record<string, number> =>
  Object.assign(Object.create(null) as Record<string, number>, entries);

const DURATION = table(DURATION_UNITS);
const SIZE = table(SIZE_UNITS);
const WORD_NUMBERS = table(NUMBER_WORDS);
const MULTIPLIERS = table(MULTIPLIER_WORDS);
const FREQUENCY_WORDS = table(FREQUENCY_TABLE);
const ONCE = table(ONCE_WORDS);

const COMPARATORS: ReadonlyArray<readonly [readonly string[], Comparator]> = [
  [["no", "less", "than"], ">="],
  [["not", "less", "than"], ">="],
  [["at", "least"], ">="],
  [["minimum", "of"], ">="],
  [["minimum"], ">="],
  [["min"], ">="],
  [["mindestens"], ">="],
  [["wenigstens"], ">="],
  [["no", "fewer", "than"], ">="],
  [["no", "more", "than"], "<="],
  [["not", "more", "than"], "<="],
  [["no", "later", "than"], "<="],
  [["at", "most"], "<="],
  [["up", "to"], "<="],
  [["maximum", "of"], "<="],
  [["maximum"], "<="],
  [["max"], "<="],
  [["within"], "<="],
  [["hochstens"], "<="],
  [["maximal"], "<="],
  [["bis", "zu"], "<="],
  [["innerhalb", "von"], "<="],
  [["innerhalb"], "<="],
  [["spatestens"], "<="],
  [["binnen"], "<="],
  [["under"], "<"],
  [["more", "than"], ">"],
  [["greater", "than"], ">"],
  [["larger", "than"], ">"],
  [["bigger", "than"], ">"],
  [["longer", "than"], ">"],
  [["smaller", "than"], "<"],
  [["shorter", "than"], "<"],
  [["over"], ">"],
  [["above"], ">"],
  [["exceeding"], ">"],
  [["mehr", "als"], ">"],
  [["uber"], ">"],
  [["less", "than"], "<"],
  [["fewer", "than"], "<"],
  [["below"], "<"],
  [["weniger", "als"], "<"],
  [["unter"], "<"],
  [["exactly"], "="],
  [["genau"], "="],
];

function parseNumber(w: string, language: Language): number | null {
  if (WORD_NUMBERS[w] !== undefined) return WORD_NUMBERS[w];
  if (!/^\d/.test(w)) return null;
  let s = w;
  if (language === "de") s = s.replace(/\.(?=\d{3}\b)/g, "").replace(",", ".");
  else s = s.replace(/,(?=\d{3}\b)/g, "");
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : null;
}

function matchPhrase(lex: readonly QuantityLexeme[], at: number, phrase: readonly string[]): boolean {
  for (let k = 0; k < phrase.length; k++) if (lex[at + k]?.w !== phrase[k]) return false;
  return true;
}

/** Comparator words that end right before `at`: returns [op, start]. */
function comparatorBefore(lex: readonly QuantityLexeme[], at: number): [Comparator, number] {
  for (const [phrase, op] of COMPARATORS) {
    const start = at - phrase.length;
    if (start >= 0 && matchPhrase(lex, start, phrase)) return [op, start];
  }
  return ["=", at];
}

function isEventPhrase(lex: readonly QuantityLexeme[], i: number): number {
  for (const phrase of EVENT_PHRASES) if (matchPhrase(lex, i, phrase)) return phrase.length;
  return 0;
}

/** All quantities of a lexeme sequence, in order. */
export function extractQuantities(lex: readonly QuantityLexeme[], language: Language, stopwords: ReadonlySet<string>): Quantity[] {
  const out: Quantity[] = [];
  const used = new Uint8Array(lex.length);
  const push = (q: Quantity) => {
    out.push(q);
    for (let k = q.start; k < q.end; k++) used[k] = 1;
  };
  // Frequencies first, so that "every 5 minutes" is not also read as a duration.
  for (let i = 0; i < lex.length; i++) {
    if (used[i]) continue;
    const w = lex[i].w;
    const event = isEventPhrase(lex, i);
    if (event) {
      let end = i + event;
      while (end < lex.length && !BOUNDARY.has(lex[end].w)) end++;
      push({ kind: "frequency", value: -1, unit: "period", op: "=", start: i, end });
      i = end - 1;
      continue;
    }
    if (FREQUENCY_WORDS[w] !== undefined) {
      push({ kind: "frequency", value: FREQUENCY_WORDS[w], unit: "period", op: "=", start: lex[i - 1]?.w === "at" ? i - 1 : i, end: i + 1 });
      continue;
    }
    let times = ONCE[w];
    let j = i + 1;
    if (times === undefined) {
      const n = parseNumber(w, language);
      if (n !== null && (lex[i + 1]?.w === "times" || lex[i + 1]?.w === "mal")) {
        times = n;
        j = i + 2;
      }
    }
    if (times !== undefined) {
      if (PER.has(lex[j]?.w ?? "") && DURATION[lex[j + 1]?.w ?? ""] !== undefined) {
        push({ kind: "frequency", value: DURATION[lex[j + 1].w] / times, unit: "period", op: "=", start: i, end: j + 2 });
        i = j + 1;
      } else if (FREQUENCY_WORDS[lex[j]?.w ?? ""] !== undefined) {
        push({ kind: "frequency", value: FREQUENCY_WORDS[lex[j].w] / times, unit: "period", op: "=", start: i, end: j + 1 });
        i = j;
      }
      continue;
    }
    if (EVERY.has(w)) {
      const next = lex[i + 1]?.w ?? "";
      const n = parseNumber(next, language);
      if (n !== null && DURATION[lex[i + 2]?.w ?? ""] !== undefined) {
        push({ kind: "frequency", value: n * DURATION[lex[i + 2].w], unit: "period", op: "=", start: i, end: i + 3 });
        i += 2;
      } else if (DURATION[next] !== undefined && !/^(s|h|b|min|sec|ms)$/.test(next)) {
        push({ kind: "frequency", value: DURATION[next], unit: "period", op: "=", start: i, end: i + 2 });
        i += 1;
      } else if (WEEKDAYS.has(next)) {
        push({ kind: "frequency", value: 604800, unit: "period", op: "=", start: i, end: i + 2 });
        i += 1;
      }
    }
  }
  for (let i = 0; i < lex.length; i++) {
    if (used[i]) continue;
    const token = lex[i];
    let w = token.w;
    let glued = "";
    const m = /^(\d+(?:[.,]\d+)*)([a-z%]+)$/.exec(w);
    if (m) {
      w = m[1];
      glued = m[2];
    }
    if (!token.isNumber && WORD_NUMBERS[w] === undefined) continue;
    let value = parseNumber(w, language);
    if (value === null) continue;
    let j = i + 1;
    // "10 000 users": a blank as thousands separator.
    while (!glued && lex[j]?.isNumber && /^\d{3}$/.test(lex[j].w) && /^\d{1,3}$/.test(w)) {
      value = value * 1000 + Number(lex[j].w);
      j++;
    }
    // "16-bit words", "a 3-day retention": the hyphen joins the number to what it counts.
    const hyphened = !glued && lex[j]?.w === "-" && lex[j + 1]?.isWord === true && !lex[j + 1].isNumber;
    if (hyphened) j++;
    const multiplier = MULTIPLIERS[lex[j]?.w ?? ""];
    if (multiplier && !glued) {
      value *= multiplier;
      j++;
    }
    const unitWord = glued || lex[j]?.w || "";
    const unitEnd = glued ? i + 1 : j + 1;
    const [op, start] = comparatorBefore(lex, i);
    const per = lex[unitEnd]?.w ?? "";
    if (DURATION[unitWord] !== undefined && PER.has(per) && DURATION[lex[unitEnd + 1]?.w ?? ""] !== undefined) {
      // "24 hours per day", "7 days a week": a rate, 1.0 for "always".
      push({ kind: "ratio", value: (value * DURATION[unitWord]) / DURATION[lex[unitEnd + 1].w], unit: "rate", op, start, end: unitEnd + 2 });
    } else if (DURATION[unitWord] !== undefined) {
      push({ kind: "duration", value: value * DURATION[unitWord], unit: "s", op, start, end: unitEnd });
    } else if (SIZE[unitWord] !== undefined) {
      push({ kind: "size", value: value * SIZE[unitWord], unit: "B", op, start, end: unitEnd });
    } else if (PERCENT.has(unitWord)) {
      push({ kind: "ratio", value, unit: "%", op, start, end: unitEnd });
    } else if (!glued) {
      // A count: the counted noun is the first plural among the next words, else the first word.
      // After a hyphen it is the joined word: "16-bit words" counts bits.
      const joined = hyphened && !stopwords.has(lex[j].w);
      let noun = joined ? j : -1;
      for (let k = j; !joined && k < Math.min(lex.length, j + 3); k++) {
        const x = lex[k];
        if (!x.isWord || x.isNumber || stopwords.has(x.w)) break;
        if (noun < 0) noun = k;
        if (/[^su]s$|en$/.test(x.w)) {
          noun = k;
          break;
        }
      }
      if (noun < 0) {
        if (WORD_NUMBERS[token.w] !== undefined) continue;
        push({ kind: "count", value, unit: "", op, start, end: i + 1 });
      } else {
        push({ kind: "count", value, unit: stem(lex[noun].w, language), op, start, end: noun + 1 });
      }
    }
  }
  for (const q of out) {
    for (let k = q.start - 1; k >= Math.max(0, q.start - 5); k--) {
      const x = lex[k];
      if (!x.isWord) break;
      if (x.isNumber || stopwords.has(x.w) || COMPARATOR_WORDS.has(x.w)) continue;
      q.anchor = stem(x.w, language);
      break;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const COMPARATOR_WORDS = new Set(COMPARATORS.flatMap(([phrase]) => phrase));

/** True when the two quantities cannot both hold for the same subject and action. */
/** A strict bound against the same value or a bound of the other direction on it: no value meets both. */
function strictlyBeyond(x: Comparator, y: Comparator): boolean {
  if (x === "<") return y === "=" || y === ">" || y === ">=";
  if (x === ">") return y === "=" || y === "<" || y === "<=";
  return false;
}

export function quantitiesConflict(a: Quantity, b: Quantity): boolean {
  if (a.kind !== b.kind || a.unit !== b.unit) return false;
  if (a.kind === "frequency") return a.value !== b.value;
  // A bare number ("HTML 4.01", "$45") has no unit to compare.
  if (a.kind === "count" && a.unit === "") return false;
  if (a.kind !== "count" && a.anchor !== b.anchor) return false;
  if (a.value === b.value) {
    // "at least 8" and "at most 8" share 8; "= 8" and "more than 8", "at most 30 days" and "more than
    // 30 days", "less than 8" and "at least 8" do not.
    if (a.op === b.op) return false;
    return strictlyBeyond(a.op, b.op) || strictlyBeyond(b.op, a.op);
  }
  const [lo, hi] = a.value < b.value ? [a, b] : [b, a];
  const lower = (op: Comparator) => op === ">=" || op === ">";
  const upper = (op: Comparator) => op === "<=" || op === "<";
  // Two bounds of the same direction with different values ("within 2 s" / "within 5 s")
  // or two exact values: inconsistent.
  if (lo.op === hi.op) return true;
  if (lo.op === "=" && hi.op === "=") return true;
  // A range [lo.., ..hi] is consistent: "at least 8" and "at most 20".
  if (lower(lo.op) && upper(hi.op)) return false;
  // "at most 10" against "= 50", "= 10" against "at least 50": disjoint.
  if (upper(lo.op) && (hi.op === "=" || lower(hi.op))) return true;
  if (lo.op === "=" && lower(hi.op)) return true;
  // "= 10" against "at most 50", "at least 10" against "= 50": compatible.
  return false;
}

const OP_TEXT: Record<Language, Record<Comparator, string>> = {
  en: { "=": "", "<=": "at most ", ">=": "at least ", "<": "less than ", ">": "more than " },
  de: { "=": "", "<=": "höchstens ", ">=": "mindestens ", "<": "weniger als ", ">": "mehr als " },
};

/** A readable normal form, e.g. "at most 2 s", "every 1 week", "on every event". */
export function describeQuantity(q: Quantity, language: Language): string {
  const num = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000));
  if (q.kind === "frequency") {
    if (q.value < 0) return language === "de" ? "bei jedem Ereignis" : "on every event";
    return (language === "de" ? "alle " : "every ") + describeSeconds(q.value, language);
  }
  const prefix = OP_TEXT[language][q.op];
  if (q.kind === "duration") return prefix + describeSeconds(q.value, language);
  if (q.kind === "size") return `${prefix}${num(q.value)} B`;
  if (q.kind === "ratio") return `${prefix}${num(q.value)} %`;
  return `${prefix}${num(q.value)}${q.unit ? " " + q.unit : ""}`;
}

function describeSeconds(seconds: number, language: Language): string {
  const units: Array<[number, string, string]> = [
    [31536000, "year", "Jahr"],
    [2592000, "month", "Monat"],
    [604800, "week", "Woche"],
    [86400, "day", "Tag"],
    [3600, "h", "h"],
    [60, "min", "min"],
    [1, "s", "s"],
    [0.001, "ms", "ms"],
  ];
  for (const [size, en, de] of units) {
    if (seconds >= size && Math.abs(seconds / size - Math.round(seconds / size)) < 1e-9) {
      return `${Math.round(seconds / size)} ${language === "de" ? de : en}`;
    }
  }
  return `${seconds} s`;
}
