/**
 * One requirement gives an output in one language, the other the same output, in the same case, in
 * another language:
 *
 *   "When a reader selects French as the catalogue language, the catalogue shall show all text in French."
 *   "When a reader selects French as the catalogue language, the catalogue shall display the menus in English."
 *   "Wenn die Leserin Französisch wählt, muss der Katalog alle Texte auf Französisch anzeigen."
 *   "Wenn die Leserin Französisch wählt, muss der Katalog die Menüs auf Englisch anzeigen."
 *
 * The language of an output: "in" / "auf" with up to two words before a language name
 * (OUTPUT_LANGUAGES: "in English", "in the original German language", "in englischer Sprache")
 * after an output verb ("show", "display", "anzeigen") outside the case and outside a negation
 * or a choice ("the reader may choose …"). A requirement naming two output languages ("in English
 * or German") gives none. What is shown: the words from the output verb (German: the modal verb)
 * to the language; all text ("all text", "alle Texte": WHOLE_TEXT) covers every output, else the
 * two must share a word.
 *
 * The case: a leading condition ("When …, …"), a trailing one ("… when …"), or a scenario's When
 * step ("Given … When the reader selects French … Then …"). The words of each case must be named
 * by the other requirement, one of four or more aside: a case of its own ("When the translation
 * of a menu is missing, … in English") is a special case, not a contradiction.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { joinedText, perReading, setsPerLanguage } from "./frame.js";
import { contentTerms } from "./one-at-a-time.js";
import { stem } from "../text.js";
import { ADJECTIVE_ENDINGS_DE, SCENARIO_KEYWORDS } from "../../lexicon/compare-conflicts.js";
import {
  CHOICE_WORDS_OUTPUT,
  LANGUAGE_PREPS,
  OUTPUT_LANGUAGES,
  OUTPUT_VERBS,
  TRAILING_CONDITIONS,
  WHOLE_TEXT,
} from "../../lexicon/compare-outputs.js";

/** Most words between the preposition and the language name ("in the original German language"). */
const LANGUAGE_REACH = 2;
/** A case of this many words may leave one unnamed by the other ("… selects French as a new language"). */
const CASE_SLACK_FROM = 4;

const NAMES = setsPerLanguage(OUTPUT_LANGUAGES);
const PREPS = setsPerLanguage(LANGUAGE_PREPS);
const OUTPUTS = setsPerLanguage(OUTPUT_VERBS);
const CHOICES = setsPerLanguage(CHOICE_WORDS_OUTPUT);
const TRAILING = setsPerLanguage(TRAILING_CONDITIONS);
const WHOLE = setsPerLanguage(WHOLE_TEXT);

interface LanguageOutput {
  /** The language name, folded. */
  language: string;
  /** Meaning terms of what is shown in it. */
  shown: string[];
  /** What is shown is all text. */
  whole: boolean;
  /** Meaning terms of the case. */
  case: string[];
  /** The words from the output verb to the language, as written. */
  text: string;
}

interface LanguageReading {
  outputs: LanguageOutput[];
  /** Meaning terms of every content word. */
  terms: Set<string>;
}

/** The language name a folded word is, a German adjective's ending taken off ("englischer" -> "englisch"); null for none. */
function languageOf(w: string, language: Language): string | null {
  if (NAMES[language].has(w)) return w;
  if (language !== "de") return null;
  for (const ending of ADJECTIVE_ENDINGS_DE) if (w.endsWith(ending) && NAMES.de.has(w.slice(0, -ending.length))) return w.slice(0, -ending.length);
  return null;
}

const read = perReading<LanguageReading>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const keys = SCENARIO_KEYWORDS[language];
  const lex = reading.lexemes;
  const term = (x: Lexeme) => meaningTermOfStem(x.stem, language);
  const terms = contentTerms(reading);
  const outputs: LanguageOutput[] = [];
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentenceStart = start;
    start = end;
    // The case and the part that gives the output: a scenario's When and Then steps, else a leading condition and the rest.
    let caseFrom = sentenceStart;
    let caseTo = sentenceStart;
    let from = sentenceStart;
    const given = lex.slice(sentenceStart, end).findIndex((x) => x.isWord && keys.given.has(x.text));
    const when = given < 0 ? -1 : lex.slice(sentenceStart + given, end).findIndex((x) => x.isWord && x.text === keys.when);
    if (when >= 0) {
      caseFrom = sentenceStart + given + when + 1;
      const then = lex.slice(caseFrom, end).findIndex((x) => x.isWord && keys.next.has(x.text) && x.text !== "And" && x.text !== "Und");
      if (then < 0) continue;
      caseTo = caseFrom + then;
      from = caseTo + 1;
    } else if (L.conditionOpeners.has(lex[sentenceStart].w)) {
      const at = lex.slice(sentenceStart, end).findIndex((x) => x.w === "," || L.modals.has(x.w));
      if (at <= 0) continue;
      caseTo = sentenceStart + at;
      from = caseTo;
    }
    const caseTerms = lex.slice(caseFrom, caseTo).flatMap((x) => (x.content ? [term(x)] : []));
    // A trailing condition is part of the case and ends the output.
    let to = end;
    const modal = lex.slice(from, end).findIndex((x) => L.modals.has(x.w));
    for (let i = from + Math.max(modal, 0) + 1; i < end; i++) {
      if (!TRAILING[language].has(lex[i].w)) continue;
      for (const x of lex.slice(i, end)) if (x.content) caseTerms.push(term(x));
      to = i;
      break;
    }
    const part = lex.slice(from, to);
    // A negation or a choice gives no output for sure; two languages named ("in French and Italian") give no one language.
    if (part.some((x) => L.negations.has(x.w) || CHOICES[language].has(x.w))) continue;
    if (new Set(part.flatMap((x) => languageOf(x.w, language) ?? [])).size > 1) continue;
    const found: LanguageOutput[] = [];
    for (let i = 0; i < part.length; i++) {
      if (!PREPS[language].has(part[i].w)) continue;
      let k = i + 1;
      let name: string | null = null;
      for (; k < part.length && k <= i + 1 + LANGUAGE_REACH && part[k].isWord; k++) if ((name = languageOf(part[k].w, language)) !== null) break;
      if (name === null) continue;
      // English: from the last output verb before it; German: from the modal verb (the output verb ends the clause).
      let v = -1;
      if (language === "en") v = part.slice(0, i).findLastIndex((x) => OUTPUTS.en.has(x.w));
      else if (part.slice(k + 1).some((x) => OUTPUTS.de.has(x.w))) v = part.slice(0, i).findLastIndex((x) => L.modals.has(x.w));
      if (v < 0) continue;
      const subject = language === "de" && when < 0 && caseTo > sentenceStart ? part.slice(v + 1).findIndex((x) => x.cap && x.content) : -1;
      const shown = part.slice(v + 1, i).flatMap((x, n) => (x.content && n !== subject && !OUTPUTS[language].has(x.w) ? [term(x)] : []));
      if (shown.length === 0) continue;
      const whole = part.slice(v + 1, i).some((x) => WHOLE[language].has(x.w));
      found.push({ language: name, shown, whole, case: caseTerms, text: joinedText(part.slice(v, k + 1)) });
    }
    outputs.push(...found);
  }
  // Two output languages: a list of languages or outputs of their own, no one language for the output.
  const languages = new Set(outputs.map((o) => o.language));
  return { outputs: languages.size === 1 ? outputs : [], terms };
});

/** The case's words are named by the other requirement, one of four or more aside. */
function caseNamed(caseTerms: readonly string[], other: ReadonlySet<string>): boolean {
  const unique = [...new Set(caseTerms)];
  const missing = unique.filter((t) => !other.has(t)).length;
  return missing === 0 || (missing === 1 && unique.length >= CASE_SLACK_FROM);
}

function otherLanguage(x: LanguageReading, y: LanguageReading, language: Language): [LanguageOutput, LanguageOutput] | null {
  const generic = COMPARE_LEXICON[language].genericSubjects;
  for (const ox of x.outputs) {
    for (const oy of y.outputs) {
      if (ox.language === oy.language) continue;
      if (!caseNamed(ox.case, y.terms) || !caseNamed(oy.case, x.terms)) continue;
      const shared = ox.shown.some((t) => oy.shown.includes(t) && !generic.has(t));
      if (!ox.whole && !oy.whole && !shared) continue;
      return [ox, oy];
    }
  }
  return null;
}

export function languageConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(read(a), read(b), (x, y) => {
    const found = otherLanguage(x, y, language);
    return found ? { kind: "outputLanguage", reason: reason(language, "outputLanguage", { a: found[0].text, b: found[1].text }) } : null;
  });
}

/** The terms a requirement giving an output in a language shares with one it may contradict: the language names. */
export function languageTerms(reading: ClauseReading): string[] {
  const language = reading.language;
  return read(reading).outputs.length > 0 ? OUTPUT_LANGUAGES[language].map((w) => stem(w, language)) : [];
}
