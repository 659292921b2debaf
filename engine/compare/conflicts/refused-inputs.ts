/**
 * An input one requirement refuses and the other names as what an action is given or goes by:
 *
 *   "Patients can find their ward at the clinic kiosk by entering the doctor's surname."
 *   "The clinic kiosk shall not accept surname input; wards are picked from a floor plan."
 *   "Patienten können ihre Station am Klinikterminal über den Nachnamen des Arztes finden."
 *   "Das Klinikterminal darf keine Nachnamen als Eingabe akzeptieren; Stationen werden auf einem Lageplan gewählt."
 *
 * also "…; query parameters are not accepted" / "… the badge number as a query parameter".
 *
 * A refusal is a REFUSED_INPUT_VERBS verb ("accept", "akzeptieren") with a negation right before it
 * ("shall not accept", "are not accepted"; German anywhere after the modal, "darf keine … akzeptieren").
 * What it refuses is the noun phrase after an English active verb, else the one before the verb or
 * its auxiliary (REFUSAL_AUXILIARIES), an "als …" role between them set aside; of its words those
 * that name the role or the way of giving it ("input", "manual", "typed", "Eingabe",
 * "kartenbasierte", INPUT_ROLE_WORDS) are left out. A refusal qualified after the phrase ("… that
 * is longer than 30 letters", "… without an ID", "… unless …") refuses a case, not the input, and is not read.
 *
 * The other requirement names the input when a sentence without a negation holds every refused word
 * within a few words after an INPUT_NAMING_MARKERS preposition ("by", "from", "as", "über", "als").
 * Both must be about one thing: a word of that sentence the refusing requirement names too, outside
 * the refused words and words that tie nothing (persons, the system, "data", "information"). A
 * leading condition of the refusal may only start the action ("Once badge printing is opened",
 * TRIGGER_WORDS); the other sentence names none, or one the refusing requirement names too.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, joinedText, perReading } from "./frame.js";
import { sentencesOf } from "./one-at-a-time.js";
import {
  INPUT_GENERIC_WORDS,
  INPUT_NAMING_MARKERS,
  INPUT_ROLE_WORDS,
  REFUSAL_AUXILIARIES,
  REFUSAL_QUALIFIERS,
  REFUSED_INPUT_VERBS,
  TRIGGER_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";
import { HUMAN_ROLES_EN } from "../../lexicon/en/suggest-words.js";
import { HUMAN_ROLES_DE } from "../../lexicon/de/suggest-words.js";

/** Lexemes between a negation and the refusing verb ("shall not be accepted"). */
const NEGATION_REACH = 3;
/** Most words of a refused noun phrase, and most words read after a marker of the other requirement. */
const PHRASE_MAX_WORDS = 6;
/** Words that end a refused phrase when they follow it: it refuses a case (REFUSAL_QUALIFIERS). */
const QUALIFIERS = REFUSAL_QUALIFIERS;

export const perLanguage = (lists: Readonly<Record<"en" | "de", readonly string[]>>, stems: boolean) => ({
  en: new Set(lists.en.map((w) => (stems ? stem(w, "en") : w))),
  de: new Set(lists.de.map((w) => (stems ? stem(w, "de") : w))),
});
export const VERBS = perLanguage(REFUSED_INPUT_VERBS, true);
export const ROLES = perLanguage(INPUT_ROLE_WORDS, false);
const ROLE_STEMS = perLanguage(INPUT_ROLE_WORDS, true);
const MARKERS = perLanguage(INPUT_NAMING_MARKERS, false);
const AUXILIARIES = perLanguage(REFUSAL_AUXILIARIES, false);
export const TRIGGER = new Set(TRIGGER_WORDS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
/** Words that tie two requirements to nothing: persons, the system, data (stems of both languages). */
export const UNTYING = new Set(
  [...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE, ...INPUT_GENERIC_WORDS, ...HUMAN_ROLES_EN, ...HUMAN_ROLES_DE].flatMap((w) => [
    stem(w, "en"),
    stem(w, "de"),
  ]),
);

interface Refusal {
  /** Stems of what is refused ("surnam"). */
  refused: Set<string>;
  text: string;
}

/** A requirement's refusals with the stems of all its content words (kept only when it refuses something). */
interface RefusalReading {
  refusals: Refusal[];
  stems: Set<string>;
}

/** A sentence of the other requirement: its lexemes, content stems, whether it holds a negation, its leading condition. */
interface Sentence {
  lex: Lexeme[];
  stems: Set<string>;
  negated: boolean;
  condition: Set<string>;
}

/** The stems of a German compound ending in a role word ("kartenbasierte" -> "kart"), else the lexeme's own stem. */
function stemOf(x: Lexeme, language: Language): string {
  if (language === "de")
    for (const role of ROLES.de) if (x.w.length > role.length + 2 && x.w.endsWith(role)) return stem(x.w.slice(0, -role.length), language);
  return x.stem;
}

/** The content words of a noun phrase from `at` in `step` direction (+1 forward, -1 back), hyphens joined; role words left out. */
function nounPhrase(lex: readonly Lexeme[], at: number, step: 1 | -1, language: Language): { stems: Set<string>; end: number } {
  const stems = new Set<string>();
  let i = at;
  let read = 0;
  for (; i >= 0 && i < lex.length && read < PHRASE_MAX_WORDS; i += step) {
    const x = lex[i];
    if (x.w === "-") continue;
    if (!x.content) break;
    read++;
    if (!ROLES[language].has(x.w)) stems.add(stemOf(x, language));
  }
  return { stems, end: i };
}

/** The leading condition's content stems of a sentence ("Once badge printing is opened, …"), else an empty set. */
export function conditionOf(lex: readonly Lexeme[], language: Language): Set<string> {
  const L = COMPARE_LEXICON[language];
  if (lex.length === 0 || !L.conditionOpeners.has(lex[0].w)) return new Set();
  const end = lex.findIndex((x) => x.w === ",");
  return new Set(lex.slice(1, end < 0 ? 0 : end).flatMap((x) => (x.content ? [x.stem] : [])));
}

/** A word at `i` (past a comma) that qualifies the phrase before it: the refusal is of a case ("… that is longer than …"). */
function qualifiedAt(lex: readonly Lexeme[], i: number): boolean {
  const w = lex[i]?.w === "," ? lex[i + 1]?.w : lex[i]?.w;
  return QUALIFIERS.has(w ?? "");
}

/** The refusal of sentence `lex` at verb `v`, else null. */
function refusalAt(lex: readonly Lexeme[], v: number, language: Language): Set<string> | null {
  const L = COMPARE_LEXICON[language];
  const negatedBefore = (from: number, reach: number) => lex.slice(Math.max(0, from - reach), from).some((x) => L.negations.has(x.w));
  // English active: "shall not accept surname input".
  if (language === "en" && !lex[v].w.endsWith("ed")) {
    if (!negatedBefore(v, NEGATION_REACH)) return null;
    let from = v + 1;
    while (from < lex.length && lex[from].isWord && !lex[from].content) from++;
    const phrase = nounPhrase(lex, from, 1, language);
    if (qualifiedAt(lex, phrase.end)) return null;
    return phrase.stems;
  }
  // Passive or German: the phrase before the verb, past the negation, auxiliaries, modals and an "als …" role.
  let at = v - 1;
  let negated = false;
  while (at >= 0) {
    const w = lex[at].w;
    if (L.negations.has(w)) negated = true;
    else if (!(AUXILIARIES[language].has(w) || L.modals.has(w) || ROLES[language].has(w) || w === "als" || w === "as")) break;
    at--;
  }
  if (language === "de" && !negated) negated = negatedBefore(at + 1, PHRASE_MAX_WORDS + NEGATION_REACH);
  if (!negated || at < 0) return null;
  if (qualifiedAt(lex, v + 1)) return null;
  return nounPhrase(lex, at, -1, language).stems;
}

/** The sentences of a requirement, read when the other one refuses something (rare: not kept). */
function sentencesWithStems(reading: ClauseReading): Sentence[] {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  return sentencesOf(reading).sentences.map((lex) => ({
    lex,
    stems: new Set(lex.flatMap((x) => (x.content ? [stemOf(x, language), x.stem] : []))),
    negated: lex.some((x) => L.negations.has(x.w)),
    condition: conditionOf(lex, language),
  }));
}

const NOTHING: RefusalReading = { refusals: [], stems: new Set() };

const read = perReading<RefusalReading>((reading) => {
  const language = reading.language;
  if (!reading.lexemes.some((x) => VERBS[language].has(x.stem))) return NOTHING;
  const sentences = sentencesWithStems(reading);
  const refusals: Refusal[] = [];
  for (const { lex, condition } of sentences) {
    // A refusal under a condition of its own is a special case; one that only starts the action is not.
    if (condition.size > 0 && ![...condition].some((s) => TRIGGER.has(s))) continue;
    lex.forEach((x, v) => {
      if (!VERBS[language].has(x.stem)) return;
      const refused = refusalAt(lex, v, language);
      if (refused !== null && refused.size > 0 && refusals.length < MAX_PAIRED_CLAUSES) refusals.push({ refused, text: joinedText(lex) });
    });
  }
  if (refusals.length === 0) return NOTHING;
  return { refusals, stems: new Set(sentences.flatMap((s) => [...s.stems])) };
});

/** A sentence of `other` holds every refused word within a few words after a marker. */
function namesInput(lex: readonly Lexeme[], refused: ReadonlySet<string>, language: Language): boolean {
  for (let m = 0; m < lex.length; m++) {
    if (!MARKERS[language].has(lex[m].w)) continue;
    const window = new Set<string>();
    for (let j = m + 1; j < lex.length && j <= m + PHRASE_MAX_WORDS; j++) {
      if (!lex[j].isWord && lex[j].w !== "-") break;
      if (lex[j].content) window.add(stemOf(lex[j], language));
    }
    if ([...refused].every((s) => window.has(s))) return true;
  }
  return false;
}

function refusedAgainst(x: RefusalReading, other: ClauseReading, language: Language): Contradiction | null {
  if (x.refusals.length === 0) return null;
  const sentences = sentencesWithStems(other).slice(0, MAX_PAIRED_CLAUSES);
  for (const refusal of x.refusals) {
    for (const s of sentences) {
      if (s.negated || !namesInput(s.lex, refusal.refused, language)) continue;
      if (s.condition.size > 0 && ![...s.condition].every((c) => x.stems.has(c))) continue;
      // One thing: a word of the other sentence the refusing requirement names too.
      const tie = [...s.stems].some(
        (t) => x.stems.has(t) && !refusal.refused.has(t) && !UNTYING.has(t) && !ROLE_STEMS[language].has(t) && !VERBS[language].has(t),
      );
      if (!tie) continue;
      return { kind: "input", reason: reason(language, "refusedInput", { a: refusal.text, b: joinedText(s.lex) }) };
    }
  }
  return null;
}

/** One requirement refuses an input the other names as what an action is given or goes by. */
export function refusedInputConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  if (ra.refusals.length === 0 && rb.refusals.length === 0) return null;
  return refusedAgainst(ra, b, language) ?? refusedAgainst(rb, a, language);
}

/** The stems a requirement refuses, for the candidates compared with it. */
export function refusedTerms(reading: ClauseReading): string[] {
  return read(reading).refusals.flatMap((r) => [...r.refused]);
}
