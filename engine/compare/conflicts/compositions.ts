/**
 * Two lists of all the parts of one thing ("shall consist of", "besteht aus") that differ:
 *
 *   "A loan record shall consist of the member number, the item number and the due date."
 *   "A loan record shall consist of the member number and the due date."
 *   "Ein Ausleihdatensatz muss aus der Mitgliedsnummer, der Mediennummer und dem Fälligkeitsdatum bestehen."
 *   "Ein Ausleihdatensatz muss aus der Mitgliedsnummer und dem Fälligkeitsdatum bestehen."
 *
 * "Consist of" names every part (COMPOSED_OF; "comprise" and "include" often name some), so the
 * same thing cannot consist of two lists. The thing is the words before the modal verb (or the
 * verb), the same on both sides; the parts are the words after "of" / "aus" up to the end of the
 * sentence, or up to the German verb at the end. The lists conflict when they are about the same
 * parts for the most part (half of the smaller list's words in common) and one leaves out a part
 * of the other, or they differ by at least two words: one word on each side may be a synonym.
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
  const { verbs, prep } = COMPOSED_OF[language];
  const lex = reading.lexemes;
  const out: Composition[] = [];
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence = lex.slice(start, end);
    start = end;
    const verb = sentence.findIndex((x) => verbs.includes(x.w));
    if (verb <= 0 || L.conditionOpeners.has(sentence[0].w)) continue;
    const modal = sentence.findIndex((x) => L.modals.has(x.w));
    const thingEnd = modal > 0 && modal < verb ? modal : verb;
    // The parts after the verb ("consist of A and B", "besteht aus A und B"), or before it in German ("muss aus A und B bestehen").
    let parts: [number, number];
    if (sentence[verb + 1]?.w === prep) parts = [verb + 2, sentence.length];
    else if (sentence[thingEnd + 1]?.w === prep && thingEnd < verb) parts = [thingEnd + 2, verb];
    else continue;
    // A negated verb makes it no list of parts ("shall not consist of", "darf nicht aus … bestehen").
    if (sentence.slice(thingEnd, parts[0]).some((x) => L.negations.has(x.w)) || L.negations.has(sentence[verb - 1].w)) continue;
    const terms = (from: number, to: number) =>
      new Set(sentence.slice(from, to).flatMap((x) => (x.content && !L.modals.has(x.w) ? [meaningTermOfStem(x.stem, language)] : [])));
    const thing = terms(0, thingEnd);
    const partTerms = terms(parts[0], parts[1]);
    if (thing.size === 0 || partTerms.size === 0) continue;
    const text = sentence
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?)])/g, "$1")
      .replace(/\( /g, "(")
      .replace(/[.;:!?]$/, "");
    out.push({ thing, parts: partTerms, text });
  }
  return out;
});

export function compositionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const x of read(a)) {
    for (const y of read(b)) {
      if (x.thing.size !== y.thing.size || ![...x.thing].every((t) => y.thing.has(t))) continue;
      const shared = [...x.parts].filter((t) => y.parts.has(t)).length;
      const ownX = x.parts.size - shared;
      const ownY = y.parts.size - shared;
      // A part left out ("the item number"), or two words in all that differ: one word on each side may be a synonym.
      const leftOut = (ownX === 0) !== (ownY === 0);
      if ((!leftOut && ownX + ownY < DIFFERENT_MIN) || ownX + ownY === 0 || shared < SHARED_SHARE * Math.min(x.parts.size, y.parts.size)) continue;
      return { kind: "output", reason: reason(language, "compositions", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
