/**
 * One requirement said twice with another value of a kind that admits one value at a time:
 * "The portal shall show overdue invoices in red." / "… in green.", "The list shall be sorted in
 * ascending order." / "… in descending order.", "Die Plattform muss überfällige Rechnungen rot
 * anzeigen." / "… grün anzeigen." The two texts are the same word for word (articles aside)
 * but for one word on each side, and both words are values of one kind (EXCLUSIVE_VALUES: colours,
 * sort directions). A capability on either side ("the user may choose red") offers a choice and
 * conflicts with nothing; so does a requirement that names two values of the kind ("in red or
 * green").
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { fold } from "../text.js";
import { ADJECTIVE_ENDINGS_DE, CHOICE_WORDS, DEFINITE_ARTICLES, EXCLUSIVE_VALUES, INDEFINITE_ARTICLES } from "../../lexicon/compare-conflicts.js";
import { perReading } from "./frame.js";

/** Least words the two texts share: a shorter text is no requirement restated. */
const MIN_SHARED = 4;

/** A value, folded -> the kinds it belongs to, per language. */
const KINDS: Record<Language, Map<string, Set<string>>> = { en: new Map(), de: new Map() };
/** A spelling, folded -> its value (the first spelling: "gray" -> "grey"), per language. */
const SPELLINGS: Record<Language, Map<string, string>> = { en: new Map(), de: new Map() };
for (const [kind, words] of Object.entries(EXCLUSIVE_VALUES))
  for (const language of ["en", "de"] as const)
    for (const entry of words[language]) {
      const spellings = entry.split("/").map(fold);
      const v = spellings[0];
      for (const s of spellings) SPELLINGS[language].set(s, v);
      if (!KINDS[language].has(v)) KINDS[language].set(v, new Set());
      KINDS[language].get(v)!.add(kind);
    }

/** The value a folded word names, a German adjective's ending taken off ("roten" -> "rot"); null for no value. */
function valueOf(w: string, language: Language): string | null {
  const found = SPELLINGS[language].get(w);
  if (found !== undefined || language !== "de") return found ?? null;
  for (const ending of ADJECTIVE_ENDINGS_DE) {
    const base = SPELLINGS.de.get(w.slice(0, w.length - ending.length));
    if (w.endsWith(ending) && base !== undefined) return base;
  }
  return null;
}

interface ValueWords {
  /** The folded words, articles left out. */
  words: string[];
  /** The words as written, in the same order. */
  texts: string[];
  /** The value each word names, or null, in the same order. */
  values: Array<string | null>;
  /** A clause grants a capability ("may", "shall be able to"): a choice, not a value. */
  capability: boolean;
}

const wordsOf = perReading<ValueWords>((reading) => {
  const words: string[] = [];
  const texts: string[] = [];
  const values: Array<string | null> = [];
  for (const x of reading.lexemes) {
    if (!x.isWord || DEFINITE_ARTICLES.has(x.w) || INDEFINITE_ARTICLES.has(x.w)) continue;
    words.push(x.w);
    texts.push(x.text);
    values.push(valueOf(x.w, reading.language));
  }
  const capability = reading.clauses.some((c) => c.capability) || words.some((w) => CHOICE_WORDS.has(w));
  return { words, texts, values, capability };
});

/** Both values are of one kind. */
function sharedKind(a: string | null, b: string | null, language: Language): boolean {
  if (a === null || b === null) return false;
  const ka = KINDS[language].get(a);
  const kb = KINDS[language].get(b);
  return ka !== undefined && kb !== undefined && [...ka].some((k) => kb.has(k));
}

/** How many words of a text are values of the kind(s) of `value`. */
function valuesOfKind(values: ReadonlyArray<string | null>, value: string, language: Language): number {
  return values.filter((v) => sharedKind(v, value, language)).length;
}

export function valueConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (wa.capability || wb.capability || wa.words.length !== wb.words.length) return null;
  let at = -1;
  for (let i = 0; i < wa.words.length; i++) {
    if (wa.words[i] === wb.words[i]) continue;
    if (at >= 0) return null;
    at = i;
  }
  if (at < 0 || wa.words.length - 1 < MIN_SHARED) return null;
  const va = wa.values[at];
  const vb = wb.values[at];
  if (va === null || vb === null || va === vb || !sharedKind(va, vb, a.language)) return null;
  // "in red or green": the text names more than one value of the kind.
  if (valuesOfKind(wa.values, va, a.language) > 1 || valuesOfKind(wb.values, vb, a.language) > 1) return null;
  return { kind: "value", reason: reason(language, "value", { a: wa.texts[at], b: wb.texts[at] }) };
}
