/**
 * Complex sentences, each part switchable in config.complexsentence:
 *   enumerations  a list inside the requirement: "a) … b)", "(i) … (ii)", "1) … 2)", bullets,
 *                 dashes opening items ("shall: - log; - notify"); span: the first marker;
 *   slashes       "and/or", "read/write", "Benutzer/Administrator"; not units and formulas
 *                 from config.unit / config.formula ("km/h", "TCP/IP"), numbers and dates
 *                 ("1/2", "12/05/2026"), URLs and paths;
 *   multiModals   a second modal verb (config.modalverb, allowed or not); span: that modal;
 *   commaLimit    more commas than the limit (1,000 is one token, not a comma); span: the first comma over it;
 *   junctions     more "and" / "or" words than their limits, optionally not counting those
 *                 inside a condition; span: the first junction word over the limit.
 */
import { perConfig } from "../config.js";
import { BULLETS, DASHES, MODAL_AS_NOUN_AFTER, RANGE_OPENERS, ROMAN_NUMERALS, SLASH_GLUE } from "../lexicon/complex.js";
import { compilePhrases, matchPhrases, type PhraseMatcher } from "../match.js";
import type { Finding, Language, Rule, RuleContext, Token } from "../types.js";
import { findConditions } from "./condition.js";
import { germanPassives } from "./passive-sentence.js";

const messages = {
  en: {
    improvement: "Split the requirement: one requirement per statement, without lists, \"and/or\" or several modal verbs.",
    enumeration: "Enumeration \"{text}\": write one requirement per item.",
    slash: "Slash \"{text}\": say exactly which is meant, or write one requirement each.",
    multiModal: "Second modal verb \"{text}\": one requirement should state one obligation.",
    comma: "Too many commas: split the requirement.",
    conjunction: "Too many conjunctions (\"{text}\"): split the requirement.",
    disjunction: "Too many alternatives (\"{text}\"): split the requirement or state exactly which applies.",
  },
  de: {
    improvement: "Die Anforderung aufteilen: eine Aussage je Anforderung, ohne Aufzählungen, \"und/oder\" oder mehrere Modalverben.",
    enumeration: "Aufzählung \"{text}\": eine Anforderung je Punkt schreiben.",
    slash: "Schrägstrich \"{text}\": genau sagen, was gemeint ist, oder je eine Anforderung schreiben.",
    multiModal: "Zweites Modalverb \"{text}\": eine Anforderung sollte eine Verpflichtung enthalten.",
    comma: "Zu viele Kommas: die Anforderung aufteilen.",
    conjunction: "Zu viele Konjunktionen (\"{text}\"): die Anforderung aufteilen.",
    disjunction: "Zu viele Alternativen (\"{text}\"): die Anforderung aufteilen oder genau sagen, was gilt.",
  },
};
type MessageKey = keyof (typeof messages)["en"];

const CLAUSE_BREAK: ReadonlySet<string> = new Set([",", ";", ":"]);
const ROMAN = new Map(ROMAN_NUMERALS.map((r, i) => [r, i + 1]));
const INTEGER = /^\d{1,2}$/;
const LETTER = /^[a-z]$/;

const compiled = perConfig((config) => {
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

function enumerationMarkers(tokens: Token[]): Marker[] {
  const markers: Marker[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.isWord || t.lower.length > 4) continue;
    const close = tokens[i + 1];
    const open = tokens[i - 1];
    let from = -1;
    let to = -1;
    let kind = "";
    if (close && glued(t, close) && close.text === ")") {
      if (open && open.text === "(" && glued(open, t)) {
        // "(a)", but not "function(a)": the bracket must not be glued to a word.
        if (tokens[i - 2] && glued(tokens[i - 2], open) && tokens[i - 2].isWord) continue;
        [from, to, kind] = [i - 1, i + 2, "()"];
      } else if (!open || !glued(open, t)) [from, to, kind] = [i, i + 2, ")"];
    } else if (close && glued(t, close) && close.text === "." && INTEGER.test(t.lower)) {
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
function enumerations(tokens: Token[]): { from: number; to: number }[] {
  const markers = enumerationMarkers(tokens);
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
  for (let i = 0; i < tokens.length; i++) {
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

function isExemptSlash(text: string, tokens: Token[], run: { from: number; to: number }, exceptions: ReadonlySet<string>): boolean {
  const first = tokens[run.from];
  if (first.text === "/" || first.text === "~" || first.text === "\\") return true; // "/usr/bin"
  let allNumbers = true;
  for (let k = run.from; k < run.to; k++) {
    const t = tokens[k];
    if (t.text === ":" && tokens[k + 1]?.text === "/") return true; // "https://"
    if ((t.text === "." || t.text === "\\") && k > run.from && k < run.to - 1) return true; // "docs/a.json"
    if (t.isWord && !t.isNumber) allNumbers = false;
  }
  if (allNumbers) return true; // "1/2", "12/05/2026", "24/7"
  const expression = text.slice(first.start, tokens[run.to - 1].end).toLowerCase().replace(/\s+/g, "");
  if (exceptions.has(expression)) return true;
  // "10km/h", "100 Mbit/s": a unit after a number.
  return exceptions.has(expression.replace(/^[\d.,]+/, ""));
}

// ---------------------------------------------------------------- modal verbs

function isModal(tokens: Token[], i: number, modals: ReadonlySet<string>, language: Language, passiveAux: ReadonlySet<number>): boolean {
  const t = tokens[i];
  if (!t.isWord || !modals.has(t.lower) || passiveAux.has(i)) return false;
  const prev = tokens[i - 1];
  const sentenceStart = !prev || prev.sentence !== t.sentence;
  if (!sentenceStart && MODAL_AS_NOUN_AFTER.has(prev.lower)) return false;
  // "May 2026", "das Soll": capitalised inside a sentence, a month or a noun.
  if (!sentenceStart && t.text[0] !== t.lower[0] && t.text !== t.text.toUpperCase()) return false;
  if (language === "en" && t.lower === "may" && tokens[i + 1]?.isNumber) return false;
  return true;
}

// ---------------------------------------------------------------- rule

export const complexSentence: Rule = {
  meta: {
    key: "complexSentence",
    findingType: "COMPLEX_SENTENCE",
    docsAnchor: "complex-sentences",
    messages,
  },
  check(ctx: RuleContext) {
    const { tokens, language, config } = ctx;
    const settings = config.complexsentence;
    const c = compiled(config);
    const texts = messages[language];
    const findings: Finding[] = [];
    const report = (from: Token, to: Token, kind: MessageKey): void => {
      const text = ctx.text.slice(from.start, to.end);
      findings.push({ findingType: "COMPLEX_SENTENCE", start: from.start, end: to.end, text, message: texts[kind].replace("{text}", text) });
    };

    if (settings.enumerations) for (const e of enumerations(tokens)) report(tokens[e.from], tokens[e.to - 1], "enumeration");

    // Slashes; their words ("and/or") are not counted again as junctions.
    const inSlash = new Set<number>();
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].text !== "/") continue;
      const run = slashRun(tokens, i);
      for (let k = run.from; k < run.to; k++) inSlash.add(k);
      const next = run.to;
      if (settings.slashes && !isExemptSlash(ctx.text, tokens, run, c.exceptions)) report(tokens[run.from], tokens[run.to - 1], "slash");
      i = Math.max(i, next - 1);
    }

    if (settings.multiModals) {
      const passiveAux = new Set<number>();
      if (language === "de") for (const p of germanPassives(tokens)) passiveAux.add(p.aux);
      let seen = 0;
      let clauseHasModal = false;
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (CLAUSE_BREAK.has(t.text) || (i > 0 && t.sentence !== tokens[i - 1].sentence)) clauseHasModal = false;
        if (!isModal(tokens, i, c.modals, language, passiveAux)) continue;
        // "muss … speichern können": in German a modal infinitive closes the same verb cluster.
        if (language === "de" && clauseHasModal && closesVerbCluster(tokens[i - 1])) continue;
        clauseHasModal = true;
        if (++seen === 2) {
          report(t, t, "multiModal");
          break;
        }
      }
    }

    let commas = 0;
    for (const t of tokens) {
      if (t.text === "," && ++commas > settings.commaLimit) {
        report(t, t, "comma");
        break;
      }
    }

    const needConditions = settings.conjunction.allowInConditions || settings.disjunction.allowInConditions;
    const conditions = needConditions ? findConditions(ctx) : [];
    const inCondition = (i: number): boolean => conditions.some((cond) => cond.clauseFrom <= i && i < cond.clauseTo);
    for (const kind of ["conjunction", "disjunction"] as const) {
      const junction = settings[kind];
      let count = 0;
      for (const m of matchPhrases(c[kind][language], tokens)) {
        if (inSlash.has(m.from)) continue;
        if (junction.allowInConditions && inCondition(m.from)) continue;
        if (kind === "conjunction" && isRange(tokens, m.from)) continue;
        if (++count > junction.limit) {
          report(tokens[m.from], tokens[m.to - 1], kind);
          break;
        }
      }
    }
    return findings;
  },
};

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
