/**
 * Two lists of all the parts of one thing ("shall consist of", "besteht aus") that differ:
 *
 *   "A loan record shall consist of the member number, the item number and the due date."
 *   "A loan record shall consist of the member number and the due date."
 *   "Ein Ausleihdatensatz muss aus der Mitgliedsnummer, der Mediennummer und dem Fälligkeitsdatum bestehen."
 *   "Ein Ausleihdatensatz muss aus der Mitgliedsnummer und dem Fälligkeitsdatum bestehen."
 *
 * "Consist of" names every part (COMPOSED_OF; "comprise" and "include" often name some), so the
 * same thing cannot consist of two lists. The thing is the words before the modal verb, the same
 * on both sides; the parts are the words after the verb up to the end of the sentence. The lists
 * conflict when they are about the same parts for the most part (half of the smaller list's words
 * in common) and differ by at least two words: one word may be a spelling or a synonym.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading } from "./frame.js";
import { COMPOSED_OF } from "../../lexicon/compare-conflicts.js";

/** Least share of the smaller list's words the other names too. */
const SHARED_SHARE = 0.5;
/** Least number of words the two lists differ by. */
const DIFFERENT_MIN = 2;

interface Composition {
  /** The meaning terms of the thing. */
  thing: Set<string>;
  /** The meaning terms of its parts. */
  parts: Set<string>;
  /** The sentence as written. */
  text: string;
}

const read = perReading<Composition[]>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const out: Composition[] = [];
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence = lex.slice(start, end);
    start = end;
    let at = -1;
    let length = 0;
    for (let i = 0; i < sentence.length && at < 0; i++) {
      const marker = COMPOSED_OF[language].find((m) => m.every((w, k) => sentence[i + k]?.w === w));
      if (marker) [at, length] = [i, marker.length];
    }
    const modal = sentence.findIndex((x) => L.modals.has(x.w));
    if (at < 0 || modal <= 0 || modal > at) continue;
    // A condition or a negated verb makes it no plain list of parts ("shall not consist of").
    // German has the parts between the modal verb and the verb: "muss nicht aus …", "aus … nicht bestehen".
    const negated =
      language === "de"
        ? L.negations.has(sentence[modal + 1]?.w ?? "") || L.negations.has(sentence[at - 1]?.w ?? "")
        : sentence.slice(modal, at).some((x) => L.negations.has(x.w));
    if (L.conditionOpeners.has(sentence[0].w) || negated) continue;
    const terms = (from: number, to: number) =>
      new Set(sentence.slice(from, to).flatMap((x) => (x.content && !L.modals.has(x.w) ? [meaningTermOfStem(x.stem, language)] : [])));
    // German puts "aus …" before the verb: "muss aus A und B bestehen".
    const parts = language === "de" ? terms(modal + 1, at) : terms(at + length, sentence.length);
    const thing = terms(0, modal);
    if (thing.size === 0 || parts.size === 0) continue;
    const text = sentence
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?)])/g, "$1")
      .replace(/\( /g, "(")
      .replace(/[.;:!?]$/, "");
    out.push({ thing, parts, text });
  }
  return out;
});

export function compositionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const x of read(a)) {
    for (const y of read(b)) {
      if (x.thing.size !== y.thing.size || ![...x.thing].every((t) => y.thing.has(t))) continue;
      const shared = [...x.parts].filter((t) => y.parts.has(t)).length;
      const different = x.parts.size + y.parts.size - 2 * shared;
      if (different < DIFFERENT_MIN || shared < SHARED_SHARE * Math.min(x.parts.size, y.parts.size)) continue;
      return { kind: "output", reason: reason(language, "compositions", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
