/**
 * Complex sentences, each part switchable in config.complexsentence:
 *   enumerations  a list inside the requirement: "a) … b)", "(i) … (ii)", "1) … 2)", bullets,
 *                 dashes opening items ("shall: - log; - notify"); span: the first marker;
 *   slashes       "and/or", "read/write", "Benutzer/Administrator"; not units and formulas
 *                 from config.unit / config.formula ("km/h", "TCP/IP"), numbers and dates
 *                 ("1/2", "12/05/2026"), URLs and paths;
 *   multiModals   a second modal verb in a sentence (config.modalverb, allowed or not); span: that modal;
 *   commaLimit    more commas in a sentence than the limit (1,000 is one token, not a comma);
 *                 span: the first comma over it;
 *   junctions     more "and" / "or" words in a sentence than their limits, optionally not counting
 *                 those inside a condition, nor fixed pairs ("his or her", "one or more") and
 *                 ranges ("between 5 and 10"); span: the first junction word over the limit.
 */
import {
  BULLETS,
  DASHES,
  FIXED_PAIRS,
  GERMAN_RELATIVES,
  MENU_WORDS,
  MODAL_AS_NOUN_AFTER,
  RANGE_OPENERS,
  ROMAN_NUMERALS,
  SLASH_GLUE,
} from "../../lexicon/complex.js";
import { compilePhrases, matchPhrases, type PhraseMatcher } from "../../match.js";
import type { Finding, Language, Rule, RuleContext, Token } from "../../types.js";
import type { EngineConfig } from "../../config.js";
import { WERDEN_FORMS } from "../../lexicon/de/passive.js";
import type { Condition } from "../../reading/conditions.js";
import {
  CLAUSE_PUNCT,
  CLOSE_PAREN,
  COMMA,
  SUBORDINATOR,
  CONJUNCTION,
  DISJUNCTION,
  FULL_STOP,
  LIST_ITEM,
  MODAL,
  SLASH,
  matchAt,
  type Scan,
  lastConfigFirst,
} from "../../reading/trigger-scan.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./complex-sentence.schema.json";
import { readingOf } from "../../reading/index.js";

const PASSIVE_FORMS = WERDEN_FORMS;

const messages = schema["x-messages"];

const FIXED: Record<Language, PhraseMatcher> = { en: compilePhrases(FIXED_PAIRS.en, "en"), de: compilePhrases(FIXED_PAIRS.de, "de") };
const ROMAN = new Map(ROMAN_NUMERALS.map((r, i) => [r, i + 1]));
const INTEGER = /^\d{1,2}$/;
const LETTER = /^[a-z]$/;

const compiled = lastConfigFirst((config) => {
  const exceptions = new Set<string>();
  for (const entry of [...config.unit, ...config.formula]) exceptions.add(entry.toLowerCase().replace(/\s+/g, ""));
  const junctions = (words: string[]): Record<Language, PhraseMatcher> => ({ en: compilePhrases(words, "en"), de: compilePhrases(words, "de") });
  return {
    exceptions,
    modals: new Set(config.modalverb.map((m) => m.verb.toLowerCase())),
    conjunction: junctions(config.complexsentence.conjunction.junctionWords),
    disjunction: junctions(config.complexsentence.disjunction.junctionWords),
  };
});

// ---------------------------------------------------------------- enumerations

interface Marker {
  from: number;
  to: number;
  /** Series the marker belongs to and its position in it (a=1, ii=2, 3=3). */
  series: string;
  ordinal: number;
}

function ordinals(lower: string): { series: string; ordinal: number }[] {
  const out: { series: string; ordinal: number }[] = [];
  if (INTEGER.test(lower)) out.push({ series: "number", ordinal: Number(lower) });
  if (LETTER.test(lower)) out.push({ series: "letter", ordinal: lower.charCodeAt(0) - 96 });
  const roman = ROMAN.get(lower);
  if (roman !== undefined) out.push({ series: "roman", ordinal: roman });
  return out;
}

function glued(a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && a.end === b.start;
}

/** Candidate markers: the word before a ")" or an integer before a "." (from the scan). */
function enumerationMarkers(tokens: Token[], found: Scan): Marker[] {
  const markers: Marker[] = [];
  for (let k = 0; k < found.indices.length; k++) {
    if ((found.bits[k] & (CLOSE_PAREN | FULL_STOP)) === 0) continue;
    const i = found.indices[k] - 1;
    const t = tokens[i];
    if (!t || !t.isWord || t.lower.length > 4) continue;
    const close = tokens[i + 1];
    const open = tokens[i - 1];
    let from = -1;
    let to = -1;
    let kind = "";
    if (glued(t, close) && close.text === ")") {
      if (open && open.text === "(" && glued(open, t)) {
        // "(a)", but not "function(a)": the bracket must not be glued to a word.
        if (tokens[i - 2] && glued(tokens[i - 2], open) && tokens[i - 2].isWord) continue;
        [from, to, kind] = [i - 1, i + 2, "()"];
      } else if (!open || !glued(open, t)) [from, to, kind] = [i, i + 2, ")"];
    } else if (glued(t, close) && close.text === "." && INTEGER.test(t.lower)) {
      // "1. log the event 2. notify": a number with a dot opening a clause (not "version 2.").
      const next = tokens[i + 2];
      if ((!open || !open.isWord || open.text === ":") && next?.isWord && !next.isNumber) [from, to, kind] = [i, i + 2, "."];
    }
    if (from < 0) continue;
    for (const o of ordinals(t.lower)) markers.push({ from, to, series: `${kind}${o.series}`, ordinal: o.ordinal });
  }
  return markers;
}

/** The first marker of each series that continues (a then b, 1 then 2). */
const NONE: { from: number; to: number }[] = [];

function enumerations(tokens: Token[], scanned: Scan): { from: number; to: number }[] {
  const markers = enumerationMarkers(tokens, scanned);
  if (markers.length < 2 && (scanned.any & LIST_ITEM) === 0) return NONE;
  const found: { from: number; to: number }[] = [];
  const reported = new Set<number>();
  for (let a = 0; a < markers.length; a++) {
    for (let b = a + 1; b < markers.length; b++) {
      if (markers[b].series === markers[a].series && markers[b].ordinal === markers[a].ordinal + 1) {
        if (!reported.has(markers[a].from)) {
          reported.add(markers[a].from);
          found.push({ from: markers[a].from, to: markers[a].to });
        }
        break;
      }
    }
  }
  // Bullets, and dashes that open items after a colon or semicolon.
  const items: number[] = [];
  for (let k = 0; k < scanned.indices.length; k++) {
    if ((scanned.bits[k] & LIST_ITEM) === 0) continue;
    const i = scanned.indices[k];
    const t = tokens[i];
    if (BULLETS.has(t.text)) items.push(i);
    else if (DASHES.has(t.text) && !glued(tokens[i - 1], t) && !glued(t, tokens[i + 1])) {
      const prev = tokens[i - 1];
      if (prev && (prev.text === ":" || prev.text === ";")) items.push(i);
    }
  }
  if (items.length >= 2 && !found.some((f) => f.from <= items[0] && items[0] < f.to)) found.push({ from: items[0], to: items[0] + 1 });
  return found.sort((x, y) => x.from - y.from);
}

// ---------------------------------------------------------------- slashes

/** Token range of the expression around the slash at i ("and/or", "km/h", "http://…"). */
function slashRun(tokens: Token[], i: number): { from: number; to: number } {
  let from = i;
  let to = i + 1;
  const joins = (t: Token | undefined): boolean => t !== undefined && (t.isWord || SLASH_GLUE.has(t.text));
  // The words right next to the slash may stand apart ("read / write").
  if (joins(tokens[from - 1]) && tokens[from - 1].isWord) from--;
  while (from > 0 && glued(tokens[from - 1], tokens[from]) && joins(tokens[from - 1])) from--;
  if (joins(tokens[to]) && tokens[to].isWord) to++;
  while (to < tokens.length && glued(tokens[to - 1], tokens[to]) && joins(tokens[to])) to++;
  // A full stop or colon at the end belongs to the sentence.
  while (to - 1 > i && (tokens[to - 1].text === "." || tokens[to - 1].text === ":" || tokens[to - 1].text === "-")) to--;
  while (from < i && (tokens[from].text === "-" || tokens[from].text === ".")) from++;
  return { from, to };
}

/**
 * "the File/Save As menu item", "das Menü Datei/Drucken": capitalised names joined by slashes
 * next to a word for a menu are one path through the menus.
 */
function isMenuPath(tokens: Token[], run: { from: number; to: number }): boolean {
  for (let k = run.from; k < run.to; k++) {
    const t = tokens[k];
    if (t.isWord && t.text[0] === t.lower[0] && (k === run.from || tokens[k - 1].text === "/")) return false;
  }
  const sentence = tokens[run.from].sentence;
  for (let k = run.to; k < run.to + 3 && k < tokens.length && tokens[k].sentence === sentence; k++) {
    if (MENU_WORDS.has(tokens[k].lower) || MENU_WORDS.has(lastPart(tokens[k].lower))) return true;
    if (!tokens[k].isWord) break;
  }
  const before = tokens[run.from - 1];
  return before !== undefined && before.sentence === sentence && MENU_WORDS.has(before.lower);
}

/** "Datei-Menü" -> "menü": the last part of a hyphenated compound. */
function lastPart(word: string): string {
  const dash = word.lastIndexOf("-");
  return dash < 0 ? word : word.slice(dash + 1);
}

function isExemptSlash(text: string, tokens: Token[], run: { from: number; to: number }, exceptions: ReadonlySet<string>): boolean {
  const first = tokens[run.from];
  if (first.text === "/" || first.text === "~" || first.text === "\\") return true; // "/usr/bin"
  // "1/2", "12/05/2026", "2004/18/EC": fractions, dates and identifiers start with a number.
  if (first.isNumber) return true;
  // "100 Mbits/sec", "20 requests/s": a rate after a number.
  const before = tokens[run.from - 1];
  if (before?.isNumber && before.sentence === first.sentence) return true;
  let allNumbers = true;
  for (let k = run.from; k < run.to; k++) {
    const t = tokens[k];
    if (t.text === ":" && tokens[k + 1]?.text === "/") return true; // "https://"
    if ((t.text === "." || t.text === "\\") && k > run.from && k < run.to - 1) return true; // "docs/a.json"
    if (t.isWord && t.text.includes(".")) return true; // "www.example.org/docs"
    if (t.isWord && !t.isNumber) allNumbers = false;
  }
  if (allNumbers) return true; // "1/2", "12/05/2026", "24/7"
  if (isMenuPath(tokens, run)) return true;
  const expression = text
    .slice(first.start, tokens[run.to - 1].end)
    .toLowerCase()
    .replace(/\s+/g, "");
  if (exceptions.has(expression)) return true;
  // "10km/h", "100 Mbit/s": a unit after a number.
  return exceptions.has(expression.replace(/^[\d.,]+/, ""));
}

// ---------------------------------------------------------------- modal verbs

function isModal(tokens: Token[], i: number, modals: ReadonlySet<string>, language: Language): boolean {
  const t = tokens[i];
  if (!t.isWord || !modals.has(t.lower)) return false;
  const prev = tokens[i - 1];
  const sentenceStart = !prev || prev.sentence !== t.sentence;
  if (!sentenceStart && MODAL_AS_NOUN_AFTER.has(prev.lower)) return false;
  // "May 2026", "das Soll": capitalised inside a sentence, a month or a noun.
  if (!sentenceStart && t.text[0] !== t.lower[0] && t.text !== t.text.toUpperCase()) return false;
  if (language === "en" && t.lower === "may" && tokens[i + 1]?.isNumber) return false;
  return true;
}

// ---------------------------------------------------------------- rule

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check(ctx: RuleContext) {
    const { tokens, language, config } = ctx;
    const found = readingOf(ctx).scan;
    const findings: Finding[] = [];
    if ((found.any & ANY_COMPLEX) === 0) return findings;
    const settings = config.complexsentence;
    const c = compiled(config);
    const texts = messages[language];

    if (settings.enumerations && found.any & (CLOSE_PAREN | FULL_STOP | LIST_ITEM)) {
      for (const e of enumerations(tokens, found)) report(findings, ctx.text, texts.enumeration, tokens[e.from], tokens[e.to - 1]);
    }

    // Slashes; their words ("and/or") are not counted again as junctions.
    let inSlash: Set<number> | undefined;
    if (found.any & SLASH) {
      inSlash = new Set();
      for (let k = 0; k < found.indices.length; k++) {
        if ((found.bits[k] & SLASH) === 0) continue;
        const i = found.indices[k];
        if (inSlash.has(i)) continue;
        const run = slashRun(tokens, i);
        for (let j = run.from; j < run.to; j++) inSlash.add(j);
        if (settings.slashes && !isExemptSlash(ctx.text, tokens, run, c.exceptions))
          report(findings, ctx.text, texts.slash, tokens[run.from], tokens[run.to - 1]);
      }
    }

    // Modal verbs, commas and junction words are counted per sentence: several sentences
    // are the multiple-sentences rule's concern.
    if (settings.multiModals && found.any & MODAL) checkModals(ctx, found, c.modals, findings, texts.multiModal);

    if (found.any & COMMA) {
      let commas = 0;
      let sentence = -1;
      for (let k = 0; k < found.indices.length; k++) {
        if ((found.bits[k] & COMMA) === 0) continue;
        const t = tokens[found.indices[k]];
        if (t.sentence !== sentence) {
          sentence = t.sentence;
          commas = 0;
        }
        if (++commas > settings.commaLimit) {
          report(findings, ctx.text, texts.comma, t, t);
          break;
        }
      }
    }

    if (found.any & (CONJUNCTION | DISJUNCTION)) {
      let exclusions: Exclusions | undefined;
      for (const kind of ["conjunction", "disjunction"] as const) {
        const bit = kind === "conjunction" ? CONJUNCTION : DISJUNCTION;
        if ((found.any & bit) === 0) continue;
        const junction = settings[kind];
        const matcher = c[kind][language];
        // A cheap count first; only a count over the limit is worth the exclusions.
        if (!firstOverLimit(tokens, found, matcher, bit, junction.limit, inSlash)) continue;
        exclusions ??= exclusionsOf(ctx, inSlash, needsConditions(settings));
        const over = firstOverLimit(
          tokens,
          found,
          matcher,
          bit,
          junction.limit,
          exclusions.skip,
          junction.allowInConditions ? exclusions.conditions : undefined,
          kind === "conjunction",
        );
        if (over) report(findings, ctx.text, texts[kind], tokens[over.from], tokens[over.to - 1]);
      }
    }
    return findings;
  },
};

const ANY_COMPLEX = CLOSE_PAREN | FULL_STOP | LIST_ITEM | SLASH | MODAL | COMMA | CONJUNCTION | DISJUNCTION;

interface Exclusions {
  /** Tokens inside a slash expression or a fixed pair. */
  skip: Set<number>;
  conditions: readonly Condition[];
}

/** The first junction match over the limit in its sentence, or undefined. */
function firstOverLimit(
  tokens: Token[],
  found: Scan,
  matcher: PhraseMatcher,
  bit: number,
  limit: number,
  skip: ReadonlySet<number> | undefined,
  conditions?: readonly Condition[],
  ranges = false,
): { from: number; to: number } | undefined {
  let count = 0;
  let sentence = -1;
  let next = 0;
  for (let k = 0; k < found.indices.length; k++) {
    const i = found.indices[k];
    if ((found.bits[k] & bit) === 0 || i < next) continue;
    const m = matchAt(matcher, tokens, i);
    if (!m) continue;
    next = i + m.parts.length;
    if (skip?.has(i)) continue;
    if (conditions?.some((cond) => cond.clauseFrom <= i && i < cond.clauseTo)) continue;
    if (ranges && isRange(tokens, i)) continue;
    if (tokens[i].sentence !== sentence) {
      sentence = tokens[i].sentence;
      count = 0;
    }
    if (++count > limit) return { from: i, to: next };
  }
  return undefined;
}

function needsConditions(settings: EngineConfig["complexsentence"]): boolean {
  return settings.conjunction.allowInConditions || settings.disjunction.allowInConditions;
}

function exclusionsOf(ctx: RuleContext, inSlash: ReadonlySet<number> | undefined, withConditions: boolean): Exclusions {
  const skip = new Set<number>(inSlash);
  for (const m of matchPhrases(FIXED[ctx.language], ctx.tokens)) for (let k = m.from; k < m.to; k++) skip.add(k);
  return { skip, conditions: withConditions ? readingOf(ctx).conditions : [] };
}

/**
 * A second modal verb of a main clause in the same sentence. Modals inside a subordinate
 * clause ("ensure that users can …", "…, damit diese … können") state no further
 * obligation, and a German modal infinitive closes the verb cluster ("muss … speichern können").
 */
function checkModals(ctx: RuleContext, found: Scan, modals: ReadonlySet<string>, findings: Finding[], template: string): void {
  const { tokens, language } = ctx;
  const german = language === "de";
  let passiveAux: Set<number> | undefined;
  let seen = 0;
  let sentence = -1;
  let subordinate = false;
  let lastModal = -1;
  for (let k = 0; k < found.indices.length; k++) {
    const bits = found.bits[k];
    const i = found.indices[k];
    const t = tokens[i];
    if (t.sentence !== sentence) {
      sentence = t.sentence;
      seen = 0;
      subordinate = false;
      lastModal = -1;
    }
    if (bits & (CLAUSE_PUNCT | COMMA)) {
      subordinate = false;
      continue;
    }
    if (bits & SUBORDINATOR) {
      const prev = tokens[i - 1];
      const afterComma = prev !== undefined && prev.sentence === sentence && (prev.text === "," || prev.text === ";" || prev.text === ":");
      const sentenceStart = !prev || prev.sentence !== sentence;
      // German subordinators open a clause only at its start; relative pronouns only after a comma.
      if (!german || afterComma || (sentenceStart && !GERMAN_RELATIVES.has(t.lower))) subordinate = true;
      if ((bits & MODAL) === 0) continue;
    }
    if ((bits & MODAL) === 0 || subordinate) continue;
    // German "werden" as a passive auxiliary is no modal verb.
    if (german && PASSIVE_FORMS.has(t.lower)) {
      if (!passiveAux) {
        passiveAux = new Set();
        for (const p of readingOf(ctx).germanPassives()) passiveAux.add(p.aux);
      }
      if (passiveAux.has(i)) continue;
    }
    if (!isModal(tokens, i, modals, language)) continue;
    if (german && lastModal >= 0 && closesVerbCluster(tokens[i - 1])) continue;
    lastModal = i;
    if (++seen === 2) {
      report(findings, ctx.text, template, t, t);
      return;
    }
  }
}

function report(findings: Finding[], source: string, template: string, from: Token, to: Token): void {
  const text = source.slice(from.start, to.end);
  findings.push({ findingType: "COMPLEX_SENTENCE", start: from.start, end: to.end, text, message: template.replace("{text}", text) });
}

/** An infinitive right before a German modal ("speichern können", "werden können"). */
function closesVerbCluster(prev: Token | undefined): boolean {
  return prev !== undefined && prev.isWord && !prev.isNumber && prev.text[0] === prev.lower[0] && prev.lower.endsWith("n");
}

/** "between 5 and 10 seconds", "zwischen 8 und 17 Uhr": a range, not a conjunction. */
function isRange(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (tokens[k].sentence !== tokens[i].sentence || tokens[k].text === ",") return false;
    if (RANGE_OPENERS.has(tokens[k].lower)) return true;
  }
  return false;
}
