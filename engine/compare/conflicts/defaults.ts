/**
 * Two defaults for one output, of which it has one at a time:
 *
 *   "The search results are displayed in a map view by default."
 *   "When the user searches by author, the catalogue shall display the results in a list view by default."
 *   "Die Suchergebnisse werden standardmäßig in einer Kartenansicht angezeigt."
 *   "Die Suchergebnisse werden standardmäßig in einer Listenansicht angezeigt."
 *
 * Each sentence with "by default" / "standardmäßig" (DEFAULT_MARKERS) that names a form of
 * presentation ("view", "format", "layout", "Ansicht", also at the end of a German compound:
 * PRESENTATION_FORMS) gives the words before that noun, up to the preposition or article, as its
 * value ("map", "vertically scrollable list"). Two such sentences conflict when their values have no
 * word in common and they present the same thing: outside the value and the words of showing
 * ("display", "present"), all words of one are the other's, or two of them. A leading condition of either must be named by the
 * other requirement too (words of the occasion of an output aside): a default for a case of its
 * own is a special case.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { meaningTerm } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading } from "./frame.js";
import { frameOf, sameThingSameCase, sentencesOf, termOf, type SentenceFrame } from "./one-at-a-time.js";
import { DEFAULT_MARKERS, PRESENTATION_FORMS } from "../../lexicon/compare-conflicts.js";

/** Most words of a value before the form noun. */
const VALUE_MAX_WORDS = 3;

interface Default extends SentenceFrame {
  /** The meaning terms of the value ("map"). */
  value: Set<string>;
}

interface DefaultsReading {
  defaults: Default[];
  /** Meaning terms of every content word. */
  terms: Set<string>;
}

/** The form noun at `i`: the prefix of a German compound ("karten" of "kartenansicht"), "" for a plain form noun, null for none. */
function formAt(x: Lexeme, language: Language): string | null {
  for (const form of PRESENTATION_FORMS[language]) {
    if (x.w === form) return "";
    if (language === "de" && x.w.endsWith(form) && x.w.length > form.length + 2) return x.w.slice(0, -form.length);
  }
  return null;
}

const read = perReading<DefaultsReading>((reading) => {
  const language = reading.language;
  const { sentences, terms, actions } = sentencesOf(reading);
  const defaults: Default[] = [];
  for (const sentence of sentences) {
    const marked = sentence.some((_, i) => DEFAULT_MARKERS[language].some((m) => m.every((w, k) => sentence[i + k]?.w === w)));
    if (!marked) continue;
    const formIndex = sentence.findLastIndex((x) => formAt(x, language) !== null);
    if (formIndex < 0) continue;
    const value = new Set<string>();
    const prefix = formAt(sentence[formIndex], language)!;
    if (prefix) value.add(meaningTerm(prefix, language));
    for (let k = formIndex - 1; k >= 0 && k >= formIndex - VALUE_MAX_WORDS && sentence[k].content; k--) value.add(termOf(sentence[k], language));
    if (value.size === 0) continue;
    const frame = frameOf(
      sentence,
      language,
      actions,
      (x, k, t) => k === formIndex || value.has(t) || DEFAULT_MARKERS[language].some((m) => m.includes(x.w)),
    );
    defaults.push({ value, ...frame });
  }
  return { defaults, terms };
});

export function defaultConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  for (const x of ra.defaults) {
    for (const y of rb.defaults) {
      if ([...x.value].some((t) => y.value.has(t))) continue;
      if (sameThingSameCase(x, y, ra.terms, rb.terms)) return { kind: "output", reason: reason(language, "defaults", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
