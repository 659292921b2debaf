/**
 * What the classes of an output that has one value at a time share (defaults.ts, orders.ts): each
 * sentence read for what it is about (`thing`), its leading condition and its text, and the test
 * that two such sentences are about the same thing in the same case.
 *
 * The same thing: all words of one are the other's, or two of them. The same case: a leading
 * condition of either is named by the other requirement too, words of the occasion of an output
 * and light verbs aside ("When the user performs a search, …"): a value for a case of its own is a
 * special case, not a conflict.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import { OCCASION_OF_OUTPUT } from "../../lexicon/compare-conflicts.js";
import { perReading } from "./frame.js";

/** Least words two sentences share about what they are about, unless one's words are all the other's. */
const THING_MIN = 2;

/** Words of a condition another requirement need not name, and words of showing: the occasion of an output, light verbs. */
export const OCCASION_TERMS = new Set([
  ...OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]),
  ...(["en", "de"] as const).flatMap((language) => [...COMPARE_LEXICON[language].lightVerbs].map((w) => meaningTerm(w, language))),
]);

export const termOf = (x: Lexeme, language: Language) => meaningTermOfStem(x.stem, language);

/** One sentence's words about what it is about, its leading condition and its text. */
export interface SentenceFrame {
  /** The meaning terms of the sentence, leading condition, the value and the words of showing aside. */
  thing: Set<string>;
  /** The meaning terms of a leading condition. */
  condition: Set<string>;
  /** The sentence as written. */
  text: string;
}

/** The requirement's sentences with the meaning terms of all its content words and of its actions (the words of showing). */
export function sentencesOf(reading: ClauseReading): { sentences: Lexeme[][]; terms: Set<string>; actions: Set<string> } {
  const language = reading.language;
  const lex = reading.lexemes;
  const sentences: Lexeme[][] = [];
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    sentences.push(lex.slice(start, end));
    start = end;
  }
  // The verbs name the showing, not what is shown ("list", "display").
  const actions = new Set(
    reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language), meaningTerm(c.actionText.toLowerCase(), language)] : [])),
  );
  return { sentences, terms: contentTerms(reading), actions };
}

/** The meaning terms of every content word of a requirement, read once and shared by the classes that keep them. */
export const contentTerms = perReading((reading): Set<string> => {
  const language = reading.language;
  return new Set(reading.lexemes.flatMap((x) => (x.content ? [termOf(x, language)] : [])));
});

/**
 * The frame of one sentence; `aside` leaves out the words of the value itself (by position and term);
 * `conditionInThing`: the words of the leading condition count among what it is about.
 */
export function frameOf(
  sentence: readonly Lexeme[],
  language: Language,
  actions: ReadonlySet<string>,
  aside: (x: Lexeme, k: number, term: string) => boolean,
  conditionInThing = false,
): SentenceFrame {
  const L = COMPARE_LEXICON[language];
  const conditionEnd = L.conditionOpeners.has(sentence[0].w)
    ? Math.max(
        0,
        sentence.findIndex((x) => x.w === "," || L.modals.has(x.w)),
      )
    : 0;
  const condition = new Set(sentence.slice(0, conditionEnd).flatMap((x) => (x.content ? [termOf(x, language)] : [])));
  const thing = new Set<string>();
  sentence.forEach((x, k) => {
    if ((k < conditionEnd && !conditionInThing) || !x.content || L.genericSubjects.has(x.w)) return;
    const t = termOf(x, language);
    if (!OCCASION_TERMS.has(t) && !actions.has(t) && !aside(x, k, t)) thing.add(t);
  });
  const text = sentence
    .map((x) => x.text)
    .join(" ")
    .replace(/ ([,;:.!?)])/g, "$1")
    .replace(/ - /g, "-")
    .replace(/[.;:!?]$/, "");
  return { thing, condition, text };
}

/** Two sentences about the same thing in the same case; `termsX` / `termsY`: all the terms of each one's requirement. */
export function sameThingSameCase(x: SentenceFrame, y: SentenceFrame, termsX: ReadonlySet<string>, termsY: ReadonlySet<string>): boolean {
  const shared = [...x.thing].filter((t) => y.thing.has(t)).length;
  if (shared === 0 || (shared < THING_MIN && shared < x.thing.size && shared < y.thing.size)) return false;
  return (
    [...x.condition].every((t) => termsY.has(t) || OCCASION_TERMS.has(t)) && [...y.condition].every((t) => termsX.has(t) || OCCASION_TERMS.has(t))
  );
}
