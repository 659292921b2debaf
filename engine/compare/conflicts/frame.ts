/**
 * The frame two clauses must share before a meaning-based check may call them
 * contradictory: the same actor (or one unknown), the same action (German zu-infinitives
 * read as their infinitive), the same leading condition and the same polarity, and
 * objects that agree once the words of the compared detail are set aside.
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { lean } from "../lean.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { OPPOSITE_STATES, PHRASE_STOPS, WORD_EDGE_MARKS } from "../../lexicon/compare-conflicts.js";
import { lemmaStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { IRREGULAR_LEMMAS_EN } from "../../lexicon/en/synonyms.js";

/**
 * The action as the stem of its lemma (meaning/index.ts): a German zu-infinitive read as its
 * infinitive ("herunterzulad" -> "herunterlad"). Clause actions carry no language; the folding
 * only touches German separable prefixes followed by "zu".
 */
export function actionKey(action: string | null): string | null {
  if (action === null) return null;
  // Forms the stemmer keeps whole ("using", "used", "shown") as the stem of their lemma.
  const lemma = IRREGULAR_LEMMAS_EN[action];
  return lemma === undefined ? lemmaStem(action, "de") : stem(lemma, "en");
}

/** The concept stem of a folded word ("add" and "create" are one action; "hinzuzufugen" is "hinzufugen"). */
export function conceptOfWord(w: string, language: Language): string {
  const s = stem(w, language);
  return COMPARE_LEXICON[language].concept.get(s) ?? s;
}

/** The action keys of a word list, as clauses name them (concept stems of both languages). */
export function actionKeys(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const language of ["en", "de"] as const) for (const w of words) out.add(actionKey(conceptOfWord(w, language))!);
  return out;
}

export function sameAction(a: Clause, b: Clause): boolean {
  if (a.action === null || b.action === null) return false;
  const ka = actionKey(a.action)!;
  const kb = actionKey(b.action)!;
  return ka === kb || gerundOf(ka, kb) || gerundOf(kb, ka);
}

/** Least letters of an action stem read as a gerund's stem of another one. */
const MIN_GERUND_STEM = 5;

/**
 * An English gerund's stem against the verb's: the stemmer cuts the verb further than the
 * gerund once its "-ing" is gone ("positioning" -> "position", "position" -> "posit";
 * "archiving" -> "archiv", "archive" -> "arch"). The gerund's stem, once more or with its "e"
 * back, gives the verb's.
 */
function gerundOf(gerund: string, verb: string): boolean {
  return gerund.length >= MIN_GERUND_STEM && gerund.startsWith(verb) && (stem(gerund, "en") === verb || stem(gerund + "e", "en") === verb);
}

/**
 * Clauses of each reading paired at most: every clause of one with every clause of the
 * other is quadratic, and a text with more clauses than this is no single requirement
 * (a 100,000-character run of "the system shall" has thousands).
 */
export const MAX_PAIRED_CLAUSES = 40;

/** Word lists of both languages as sets. */
export function setsPerLanguage(lists: Readonly<Record<"en" | "de", readonly string[]>>): Record<"en" | "de", ReadonlySet<string>> {
  return { en: new Set(lists.en), de: new Set(lists.de) };
}

/** Lexemes as written, joined by spaces but none before closing punctuation or around hyphens (quoted in reasons). */
export function joinedText(lex: readonly Lexeme[]): string {
  return lex
    .map((n) => n.text)
    .join(" ")
    .replace(/ ([,;:.!?)])/g, "$1")
    .replace(/ - /g, "-");
}

/**
 * `read` of an object (a requirement's reading, a clause) computed once and kept with it, made
 * lean: a requirement is compared with many candidates, and a clause paired with many clauses.
 */
export function perObject<K extends object, A, T>(read: (key: K, arg: A) => T): (key: K, arg: A) => T {
  const cache = new WeakMap<K, T>();
  return (key, arg) => {
    if (cache.has(key)) return cache.get(key)!;
    const found = lean(read(key, arg));
    cache.set(key, found);
    return found;
  };
}

/** `read` of a requirement computed once and kept with its reading. */
export function perReading<T>(read: (reading: ClauseReading) => T): (reading: ClauseReading) => T {
  const cached = perObject<ClauseReading, undefined, T>(read);
  return (reading) => cached(reading, undefined);
}

/** The same actor: none named on either side, or one's subject words among the other's. */
export function actorsAgree(a: Clause, b: Clause): boolean {
  if (a.subject.size === 0 || b.subject.size === 0) return true;
  return isSubset(a.subject, b.subject) || isSubset(b.subject, a.subject);
}

/** The same leading condition: none on either side, or half of their words in common. */
export function sameCondition(a: Clause, b: Clause): boolean {
  if (a.condition.size === 0 && b.condition.size === 0) return true;
  if (a.condition.size === 0 || b.condition.size === 0) return false;
  // "when the level is above the mark" / "below the mark": opposite states make other conditions.
  for (const [x, y] of OPPOSITE_STATE_STEMS)
    if ((a.condition.has(x) && b.condition.has(y)) || (a.condition.has(y) && b.condition.has(x))) return false;
  const common = overlap(a.condition, b.condition);
  return common / (a.condition.size + b.condition.size - common) >= 0.5;
}

/** The pairs of opposite states as the stems a condition holds, in either language ("oberhalb" / "unterhalb"). */
const OPPOSITE_STATE_STEMS: ReadonlyArray<readonly [string, string]> = OPPOSITE_STATES.flatMap(([x, y]) =>
  (["en", "de"] as const).map((language) => [stem(x, language), stem(y, language)] as const),
);

/** Least words of a clause's predicate quoted for a whole requirement. */
const STATEMENT_MIN_WORDS = 3;

/** What a reason quotes of a requirement: its longest clause predicate, else all its words. */
export function statement(reading: ClauseReading): string {
  const longest = reading.clauses.map((c) => c.predicateText).reduce((a, b) => (b.length > a.length ? b : a), "");
  if (longest.split(" ").length >= STATEMENT_MIN_WORDS) return longest;
  return reading.lexemes
    .filter((x) => x.isWord)
    .map((x) => x.text)
    .join(" ");
}

export function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The stems of a requirement's content words, read when a pair needs them (kept with no reading). */
export function contentStems(reading: ClauseReading): Set<string> {
  return new Set(reading.lexemes.flatMap((x) => (x.content ? [x.stem] : [])));
}

export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

export function without(a: ReadonlySet<string>, drop: (x: string) => boolean): Set<string> {
  return new Set([...a].filter((x) => !drop(x)));
}

/** The same set, or (when `loose`) one contained in the other with at least one word in common. */
export function sameObjects(a: ReadonlySet<string>, b: ReadonlySet<string>, loose = false): boolean {
  if (a.size === 0 || b.size === 0) return a.size === b.size;
  if (a.size === b.size && isSubset(a, b)) return true;
  return loose && (isSubset(a, b) || isSubset(b, a));
}

/** Edit distance of two short words, up to `max` (more is returned as max + 1). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Two words of five letters or more that differ by at most two edits: one word misspelt ("realator" / "realtor"). */
export function spellingVariants(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) for (const y of b) if (x !== y && x.length >= 5 && y.length >= 5 && editDistance(x, y, 2) <= 2) return true;
  return false;
}

/**
 * The words of a predicate, folded, each marked when a phrase stops after it ("… key,
 * preventing …"). One split of the text and a look at each word's ends: a global regular
 * expression run over a long text reads it once per match.
 */
export function markedWords(text: string): Array<{ w: string; stop: boolean }> {
  const out: Array<{ w: string; stop: boolean }> = [];
  for (const raw of text.split(" ")) {
    let from = 0;
    let to = raw.length;
    while (from < to && WORD_EDGE_MARKS.has(raw[from])) from++;
    let stop = false;
    while (to > from && WORD_EDGE_MARKS.has(raw[to - 1])) if (PHRASE_STOPS.has(raw[--to])) stop = true;
    if (to > from) out.push({ w: fold(raw.slice(from, to)), stop });
    else if (out.length > 0) out[out.length - 1].stop ||= raw.length > 0;
  }
  return out;
}
