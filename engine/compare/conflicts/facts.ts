/**
 * What the meaning-based contradiction checks read of a whole requirement, beyond its
 * clauses: its points in time and its enumerations. Computed once per clause reading and
 * kept with it, so a requirement compared with fifty candidates is read once.
 *
 *   "The server shall start the backup at 02:00 on Monday."
 *   -> times clock 120 ("02:00"), weekday 1 ("Monday"); time words {02, 00, mondai}
 *   "The editor shall export drawings as PDF and SVG only."
 *   -> list {pdf, svg}, exclusive
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { CLOCK_SUFFIXES, DAY_NUMBERS, MONTH_NUMBERS } from "../../lexicon/compare-quantities.js";
import { DETERMINERS_EN, NEGATION_WORDS_EN, PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { ARTICLES_DE } from "../../lexicon/de/suggest-words.js";
import { NEGATION_WORDS_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";
import {
  ALL_OF_WORDS,
  INDEFINITE_ARTICLES,
  INPUT_MARKERS,
  LIST_JOINERS,
  ONE_OF_WORDS,
  OUTPUT_MARKERS,
  SET_OF_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { perReading } from "./frame.js";

export type TimeKind = "clock" | "weekday" | "date";

export interface TimePoint {
  kind: TimeKind;
  /** Minutes after midnight, day of the week 1..7, or "month-day" (with "year-" when given). */
  value: string;
  text: string;
}

export interface Enumeration {
  /** Head stem of each item ("help pages" -> "page"). */
  items: string[];
  /** "only" / "nur" stands right before or after it, or before its preposition. */
  exclusive: boolean;
  /** "one of" / "all of" in front of it. */
  quantifier: "one" | "all" | null;
  /** Lexeme span. */
  start: number;
  end: number;
}

export interface Facts {
  times: TimePoint[];
  /** Stems of the restricting words ("only", "ausschließlich"): no objects either. */
  exclusiveStems: Set<string>;
  /** Stems the time expressions consist of: not objects of the action. */
  timeStems: Set<string>;
  /** Lexeme positions inside a time expression: "2 Uhr" there is a time of day, no quantity. */
  inTime: Set<number>;
  lists: Enumeration[];
  /** Stems of what goes in ("from the sensor log") and the form of what comes out ("as PDF"); empty when not named. */
  input: Set<string>;
  output: Set<string>;
  /** Prepositional phrases with an indefinite article ("on a Windows server"): preposition -> stems. */
  singular: Map<string, Set<string>>;
  /** Negations in a leading condition ("If the user does not change …,"); 0 without one. */
  conditionNegations: number;
}

export const factsOf = perReading<Facts>(readFacts);

const DAYS = new Map(Object.entries(DAY_NUMBERS));
const MONTHS = new Map(Object.entries(MONTH_NUMBERS));
const SUFFIXES = new Map(Object.entries(CLOCK_SUFFIXES));

const int = (x: Lexeme | undefined): number | null => (x?.isNumber && /^\d{1,4}$/.test(x.w) ? Number(x.w) : null);

function readFacts(reading: ClauseReading): Facts {
  const lex = reading.lexemes;
  const times: TimePoint[] = [];
  const timeStems = new Set<string>();
  const inTime = new Set<number>();
  const take = (from: number, to: number, kind: TimeKind, value: string) => {
    times.push({
      kind,
      value,
      text: lex
        .slice(from, to)
        .map((x) => x.text)
        .join(lex[from + 1]?.w === ":" ? "" : " "),
    });
    for (let k = from; k < to; k++) {
      timeStems.add(lex[k].stem);
      inTime.add(k);
    }
  };
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    const n = int(x);
    // "02:00", "14:30 Uhr", "2:00 pm"
    if (n !== null && n <= 24 && lex[i + 1]?.w === ":" && int(lex[i + 2]) !== null && int(lex[i + 2])! < 60) {
      let hour = n;
      let end = i + 3;
      const suffix = SUFFIXES.get(lex[end]?.w ?? "");
      if (suffix !== undefined) {
        hour = (hour % 12 === 0 && suffix !== 0 ? 0 : hour) + (lex[end].w === "uhr" ? 0 : hour === 12 && suffix === 0 ? -12 : suffix);
        end++;
      }
      take(i, end, "clock", String(hour * 60 + int(lex[i + 2])!));
      i = end - 1;
      continue;
    }
    // "2 am", "4 p.m.", "14 Uhr", "5 o'clock"
    if (n !== null && n <= 24 && SUFFIXES.has(lex[i + 1]?.w ?? "") && lex[i + 1].w !== "h") {
      const w = lex[i + 1].w;
      const shift = SUFFIXES.get(w)!;
      const hour = w === "uhr" || w === "o'clock" || w === "oclock" ? n : (n % 12) + shift;
      take(i, i + 2, "clock", String(hour * 60));
      i++;
      continue;
    }
    // "05.03.2025", "5.3."
    const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{2,4})?$/.exec(x.w);
    if (x.isNumber && dotted) {
      take(i, i + 1, "date", `${dotted[3] ? dotted[3] + "-" : ""}${Number(dotted[2])}-${Number(dotted[1])}`);
      continue;
    }
    // "2025-03-01"
    if (n !== null && n >= 1900 && lex[i + 1]?.w === "-" && int(lex[i + 2]) !== null && lex[i + 3]?.w === "-" && int(lex[i + 4]) !== null) {
      take(i, i + 5, "date", `${n}-${int(lex[i + 2])}-${int(lex[i + 4])}`);
      i += 4;
      continue;
    }
    // "March 3", "3 March", "3. März"
    if (n !== null && n >= 1 && n <= 31) {
      const dot = lex[i + 1]?.w === "." ? 1 : 0;
      const month = MONTHS.get(lex[i + 1 + dot]?.w ?? "");
      if (month !== undefined) {
        take(i, i + 2 + dot, "date", `${month}-${n}`);
        i += 1 + dot;
        continue;
      }
    }
    const month = x.isWord ? MONTHS.get(x.w) : undefined;
    const day = int(lex[i + 1]);
    if (month !== undefined && day !== null && day >= 1 && day <= 31) {
      take(i, i + 2, "date", `${month}-${day}`);
      i++;
      continue;
    }
    const weekday = x.isWord ? DAYS.get(x.w) : undefined;
    if (weekday !== undefined) take(i, i + 1, "weekday", String(weekday));
  }
  const exclusive = COMPARE_LEXICON[reading.language].exclusive;
  const exclusiveStems = new Set(lex.filter((x) => exclusive.has(x.w)).map((x) => x.stem));
  return {
    conditionNegations: conditionNegations(reading),
    singular: singularPhrases(reading),
    times,
    timeStems,
    inTime,
    exclusiveStems,
    lists: readLists(reading),
    input: phraseAfter(reading, INPUT_MARKERS),
    output: phraseAfter(reading, OUTPUT_MARKERS),
  };
}

/** Runs of content words joined by "and" / "or" / commas, with the words around them. */
function readLists(reading: ClauseReading): Enumeration[] {
  const lex = reading.lexemes;
  const L = COMPARE_LEXICON[reading.language];
  // The action words are no items ("auf Englisch und Deutsch anzeigen").
  const actions = new Set(reading.clauses.map((c) => c.action));
  const isItemWord = (x: Lexeme | undefined) =>
    x !== undefined &&
    x.isWord &&
    x.content &&
    !x.isNumber &&
    !L.exclusive.has(x.w) &&
    !L.modals.has(x.w) &&
    !actions.has(L.concept.get(x.stem) ?? x.stem);
  const out: Enumeration[] = [];
  let i = 0;
  while (i < lex.length) {
    if (!isItemWord(lex[i])) {
      i++;
      continue;
    }
    const start = i;
    const items: string[] = [];
    let joined = false;
    let end = i;
    for (;;) {
      let t = end;
      while (isItemWord(lex[t])) t++;
      items.push(lex[t - 1].stem);
      end = t;
      // A joiner followed by another item continues the list ("PDF, SVG and PNG").
      let u = t;
      let sawJoiner = false;
      while (u < lex.length && LIST_JOINERS.has(lex[u].w)) {
        sawJoiner = true;
        u++;
      }
      if (!sawJoiner || !isItemWord(lex[u])) break;
      joined = true;
      end = u;
    }
    const before = lex[start - 1];
    const beforePrep = lex[start - 2];
    const after = lex[end];
    const exclusive =
      (before !== undefined && L.exclusive.has(before.w)) ||
      (after !== undefined && L.exclusive.has(after.w)) ||
      (beforePrep !== undefined && L.exclusive.has(beforePrep.w) && before !== undefined && L.stopwords.has(before.w));
    let quantifier: Enumeration["quantifier"] = null;
    for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
      const w = lex[k].w;
      const setOf = SET_OF_WORDS.has(lex[k + 1]?.w ?? "");
      if (ONE_OF_WORDS.has(w) && setOf) quantifier = "one";
      else if (ALL_OF_WORDS.has(w)) quantifier = "all";
      if (quantifier) break;
    }
    if (joined || exclusive || quantifier) out.push({ items, exclusive, quantifier, start, end });
    i = end;
  }
  return out;
}

/** Content stems of the noun phrases after the first of the markers, up to the next word that is no content word, article or joiner. */
function phraseAfter(reading: ClauseReading, markers: ReadonlySet<string>): Set<string> {
  const lex = reading.lexemes;
  const L = COMPARE_LEXICON[reading.language];
  const out = new Set<string>();
  const at = lex.findIndex((x) => markers.has(x.w));
  if (at < 0) return out;
  // The verb-final action is no part of the phrase ("als PDF exportieren").
  const actions = new Set(reading.clauses.map((c) => c.action));
  for (let t = at + 1; t < lex.length; t++) {
    const x = lex[t];
    if (x.w === "-") continue;
    if (!x.isWord || markers.has(x.w)) break;
    if (actions.has(L.concept.get(x.stem) ?? x.stem)) break;
    if (x.content && !L.exclusive.has(x.w)) out.add(x.stem);
    else if (!LIST_JOINERS.has(x.w) && !ARTICLES.has(x.w)) break;
  }
  return out;
}

/** Articles and determiners inside a noun phrase, with the indefinite ones. */
const ARTICLES = new Set([...DETERMINERS_EN, ...ARTICLES_DE, ...INDEFINITE_ARTICLES]);

const NEGATIONS = new Set([...NEGATION_WORDS_EN, ...NEGATION_WORDS_DE]);

/** Negations between a leading condition opener ("if", "falls") and the comma (or "then") that ends it. */
function conditionNegations(reading: ClauseReading): number {
  const lex = reading.lexemes;
  const L = COMPARE_LEXICON[reading.language];
  if (lex.length === 0 || !L.conditionOpeners.has(lex[0].w)) return 0;
  let n = 0;
  for (let i = 1; i < lex.length; i++) {
    const w = lex[i].w;
    if (w === "," || w === "then" || w === "dann" || L.modals.has(w)) break;
    if (NEGATIONS.has(w)) n++;
  }
  return n;
}

/** "on a Windows server" -> on: {window, server}; the words up to the first that is no content word or joiner. */
function singularPhrases(reading: ClauseReading): Map<string, Set<string>> {
  const lex = reading.lexemes;
  const out = new Map<string, Set<string>>();
  for (let i = 0; i + 2 < lex.length; i++) {
    const w = lex[i].w;
    if (!(PREPS_EN.has(w) || PREPS_DE.has(w)) || !INDEFINITE_ARTICLES.has(lex[i + 1].w) || out.has(w)) continue;
    const stems = new Set<string>();
    for (let t = i + 2; t < lex.length; t++) {
      const x = lex[t];
      if (x.content && !x.isNumber) stems.add(x.stem);
      else if (!LIST_JOINERS.has(x.w) || x.w === ",") break;
    }
    if (stems.size > 0) out.set(w, stems);
  }
  return out;
}
