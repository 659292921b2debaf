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
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading } from "./frame.js";
import { DEFAULT_MARKERS, OCCASION_OF_OUTPUT, PRESENTATION_FORMS } from "../../lexicon/compare-conflicts.js";

/** Least words two sentences share about what they present, unless one's words are all the other's. */
const THING_MIN = 2;
/** Most words of a value before the form noun. */
const VALUE_MAX_WORDS = 3;
/** Words of a condition another requirement need not name: the occasion of an output, light verbs ("When the user performs a search"). */
const OCCASION_TERMS = new Set([
  ...OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]),
  ...(["en", "de"] as const).flatMap((language) => [...COMPARE_LEXICON[language].lightVerbs].map((w) => meaningTerm(w, language))),
]);

interface Default {
  /** The meaning terms of the value ("map"). */
  value: Set<string>;
  /** The meaning terms of the rest of the sentence, leading condition, value and form aside. */
  thing: Set<string>;
  /** The meaning terms of a leading condition. */
  condition: Set<string>;
  /** The sentence as written. */
  text: string;
}

interface DefaultsReading {
  defaults: Default[];
  /** Meaning terms of every content word. */
  terms: Set<string>;
}

const termOf = (x: Lexeme, language: Language) => meaningTermOfStem(x.stem, language);

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
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const defaults: Default[] = [];
  const terms = new Set(lex.flatMap((x) => (x.content ? [termOf(x, language)] : [])));
  // The verbs name the showing, not what is shown ("list", "display").
  const actions = new Set(
    reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language), meaningTerm(c.actionText.toLowerCase(), language)] : [])),
  );
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence = lex.slice(start, end);
    start = end;
    const marked = sentence.some((_, i) => DEFAULT_MARKERS[language].some((m) => m.every((w, k) => sentence[i + k]?.w === w)));
    if (!marked) continue;
    const formIndex = sentence.findLastIndex((x) => formAt(x, language) !== null);
    if (formIndex < 0) continue;
    const value = new Set<string>();
    const prefix = formAt(sentence[formIndex], language)!;
    if (prefix) value.add(meaningTerm(prefix, language));
    for (let k = formIndex - 1; k >= 0 && k >= formIndex - VALUE_MAX_WORDS && sentence[k].content; k--) value.add(termOf(sentence[k], language));
    if (value.size === 0) continue;
    let conditionEnd = 0;
    if (L.conditionOpeners.has(sentence[0].w))
      conditionEnd = Math.max(
        0,
        sentence.findIndex((x) => x.w === "," || L.modals.has(x.w)),
      );
    const condition = new Set(sentence.slice(0, conditionEnd).flatMap((x) => (x.content ? [termOf(x, language)] : [])));
    const thing = new Set<string>();
    sentence.forEach((x, k) => {
      if (k < conditionEnd || !x.content || k === formIndex || L.genericSubjects.has(x.w)) return;
      const t = termOf(x, language);
      if (!value.has(t) && !OCCASION_TERMS.has(t) && !actions.has(t) && !DEFAULT_MARKERS[language].some((m) => m.includes(x.w))) thing.add(t);
    });
    const text = sentence
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?)])/g, "$1")
      .replace(/ - /g, "-")
      .replace(/[.;:!?]$/, "");
    defaults.push({ value, thing, condition, text });
  }
  return { defaults, terms };
});

export function defaultConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  for (const x of ra.defaults) {
    for (const y of rb.defaults) {
      if ([...x.value].some((t) => y.value.has(t))) continue;
      // The same thing: all of one's words, or two of them, are the other's ("the search results" / "the settings").
      const shared = [...x.thing].filter((t) => y.thing.has(t)).length;
      if (shared === 0 || (shared < THING_MIN && shared < x.thing.size && shared < y.thing.size)) continue;
      // Each one's case must be named by the other too.
      if ([...x.condition].some((t) => !rb.terms.has(t) && !OCCASION_TERMS.has(t))) continue;
      if ([...y.condition].some((t) => !ra.terms.has(t) && !OCCASION_TERMS.has(t))) continue;
      return { kind: "output", reason: reason(language, "defaults", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
