/**
 * Two requirements that each name what one action on one object is based on, and name
 * different inputs:
 *
 *   "The library system shall compute the reminder fee based on the loan period and the book category."
 *   "The library system shall compute the reminder fee based on the reader's age and the branch."
 *   "Das Bibliothekssystem muss die Mahngebühr anhand der Leihfrist und der Buchkategorie berechnen."
 *   "Das Bibliothekssystem muss die Mahngebühr anhand des Alters des Lesers und der Filiale berechnen."
 *
 * Each positive obligation is read for its input: the words after a SOURCE_MARKERS word
 * ("from", "using", "based on", "according to", "aus", "anhand"), split into items at "and",
 * "or" and commas ("the loan period | the book category"). Two clauses conflict when they are
 * the same action (meaning stems) by the same actor (or one not named) on the same objects
 * (the words outside the input phrases; the smaller set within the larger, one word at least),
 * under the same leading condition, and each names an item the other's input has no word of:
 * neither input merely adds an item or a qualifier to the other ("from the meter readings" /
 * "from the meter readings of the last month and the tariff table" agree). Words that name no
 * source of their own ("data", "system", "information", INPUT_GENERIC_WORDS) do not tie two
 * items together: "the enterprise system" and "the local sales management system" are two
 * sources. A capability offers one way among others and conflicts with nothing here; inputs
 * with "only" are sources.ts's.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, actionKey, isSubset, overlap, sameCondition, perReading, markedWords, spellingVariants } from "./frame.js";
import {
  DETERMINERS,
  INPUT_BASIS_MARKERS,
  INPUT_GENERIC_WORDS,
  INPUT_PHRASE_ENDS,
  KEY_MARKERS,
  KEYED_VERBS,
  OF_WORDS,
  ORIGIN_MARKERS,
  TRIGGER_WORDS,
  INPUT_ITEM_SEPARATORS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  SOURCE_MARKERS,
  SOURCE_PHRASE_ENDS,
} from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least object words of one side within the other's larger set. */
const OBJECT_MIN_WORDS = 2;
/** Most words read after the marker. */
const INPUT_MAX_WORDS = 12;
/** Least letters of a word of the input. */
const INPUT_MIN_LETTERS = 3;

const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);
const TRIGGER = new Set(TRIGGER_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));
const INPUT_GENERIC = new Set(INPUT_GENERIC_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));

/** One item of an input: its words as meaning terms, and its head (the last word before "of"), null when that names no source. */
interface Item {
  words: Set<string>;
  head: string | null;
}

interface InputFrame {
  action: string;
  subject: Set<string>;
  /** What the action is done on: the words between the action and the input, else a passive's subject. */
  objects: Set<string>;
  items: Item[];
  /** Where the input comes from ("from", "aus"), rather than what the action goes by ("based on", "using", "anhand"). */
  origin: boolean;
  /** All words of the input as meaning terms. */
  input: Set<string>;
  clause: Clause;
}

const framesOf = perReading<InputFrame[]>(read);

/** Most words of a marker ("in accordance with"). */
const MARKER_MAX_WORDS = 3;

const KEYED = new Set(KEYED_VERBS.flatMap((w) => [actionKey(stem(w, "en")), actionKey(stem(w, "de"))]));

/** The marker at `i`, one word ("from") or more ("based on", "as defined in"): its length, else 0; "by" only after a sort or search. */
function markerAt(ws: readonly string[], i: number, action: string): number {
  for (let n = 1; n <= MARKER_MAX_WORDS && i + n <= ws.length; n++) {
    const words = ws.slice(i, i + n).join(" ");
    if (SOURCE_MARKERS.has(words) || INPUT_BASIS_MARKERS.has(words)) return n;
  }
  return KEY_MARKERS.has(ws[i]) && KEYED.has(action) ? 1 : 0;
}

/**
 * The items of the input from `from` on: split at "and", "or" and commas, up to a phrase end, a
 * word that sets an input aside ("ignoring", "without") or the next predicate ("… from the queue
 * and check the state": a word and an article after "and" start a verb and its object).
 */
function readItems(
  ws: readonly string[],
  tokenList: ReadonlyArray<{ w: string; stop: boolean }>,
  from: number,
  clause: Clause,
  language: Language,
): Item[] {
  const L = COMPARE_LEXICON[language];
  const out: Item[] = [];
  let words = new Set<string>();
  let head: string | null = null;
  let headDone = false;
  const close = () => {
    words.delete(actionKey(clause.action)!);
    if (words.size > 0 || head !== null) out.push({ words, head: head !== null && words.has(head) ? head : null });
    words = new Set();
    head = null;
    headDone = false;
  };
  let separated = false;
  for (let j = from; j < ws.length && j < from + INPUT_MAX_WORDS; j++) {
    const w = ws[j];
    if (SOURCE_PHRASE_ENDS.has(w) || INPUT_PHRASE_ENDS.has(w) || L.exclusive.has(w)) break;
    // After a separator: "and check the state" (a predicate), ", sorted by date" (a participle) end the input.
    if (separated && !DETERMINERS.has(w) && DETERMINERS.has(ws[j + 1] ?? "")) break;
    if (separated && language === "en" && j > from && tokenList[j - 1].stop && /(ing|ed)$/.test(w)) break;
    separated = false;
    if (INPUT_ITEM_SEPARATORS.has(w)) {
      close();
      separated = true;
      continue;
    }
    if (OF_WORDS.has(w) && words.size > 0) headDone = true;
    if (w.length >= INPUT_MIN_LETTERS && !L.stopwords.has(w)) {
      const s = stem(w, language);
      if (!INPUT_GENERIC.has(s) && s !== clause.action) {
        const term = meaningTermOfStem(s, language);
        words.add(term);
        if (!headDone) head = term;
      } else if (!headDone) head = null;
    }
    if (tokenList[j].stop) {
      close();
      separated = true;
    }
  }
  close();
  return out;
}

function read(reading: ClauseReading): InputFrame[] {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const out: InputFrame[] = [];
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (clause.negative || clause.capability || clause.exception || clause.action === null) continue;
    const action = actionKey(clause.action)!;
    if (PERMISSION_STEMS.has(action) || PROHIBITION_STEMS.has(action)) continue;
    const tokenList = markedWords(clause.predicateText);
    const ws = tokenList.map((t) => t.w);
    for (let i = 0; i < ws.length; i++) {
      // A marker after "that", "which", "if" belongs to a clause of its own ("show that … after using the site").
      if (SOURCE_PHRASE_ENDS.has(ws[i])) break;
      const length = markerAt(ws, i, action);
      if (length === 0) continue;
      // "only from …", "using only …": the only input is sources.ts's.
      if ((i > 0 && L.exclusive.has(ws[i - 1])) || L.exclusive.has(ws[i + length] ?? "")) break;
      const items = readItems(ws, tokenList, i + length, clause, language);
      if (items.length === 0) break;
      const input = new Set(items.flatMap((x) => [...x.words]));
      // What the action is done on: the words between the action and the marker, else a passive's subject.
      const objects = new Set<string>();
      for (let j = 0; j < i; j++) {
        const s = stem(ws[j], language);
        if (
          ws[j].length >= INPUT_MIN_LETTERS &&
          !L.stopwords.has(ws[j]) &&
          !L.exclusive.has(ws[j]) &&
          clause.allObjects.has(s) &&
          !GENERIC.has(s) &&
          !INPUT_GENERIC.has(s)
        )
          objects.add(s);
      }
      if (objects.size === 0) for (const p of clause.patient) if (!GENERIC.has(p) && !INPUT_GENERIC.has(p)) objects.add(p);
      if (objects.size === 0) break;
      const subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
      out.push({ action, subject, objects, items, origin: ORIGIN_MARKERS.has(ws[i]), input, clause });
      break;
    }
  }
  return out;
}

/**
 * The leading condition of `x` only names the action's start on what both are about ("If the
 * loan report is selected, …" against "The system shall generate the loan report …"): a
 * TRIGGER_WORDS word, and every other word among either side's subject and objects.
 */
function trigger(x: InputFrame, y: InputFrame): boolean {
  if (y.clause.condition.size > 0) return false;
  const known = new Set([...x.clause.allObjects, ...y.clause.allObjects, ...x.clause.subject, ...y.clause.subject]);
  let started = false;
  for (const w of x.clause.condition) {
    if (TRIGGER.has(w)) started = true;
    else if (!known.has(w)) return false;
  }
  return started;
}

function sameFrame(x: InputFrame, y: InputFrame): boolean {
  // "from the meter readings" and "based on the estimated consumption" answer two questions.
  if (x.action !== y.action || x.origin !== y.origin) return false;
  if (!sameCondition(x.clause, y.clause) && !trigger(x, y) && !trigger(y, x)) return false;
  if (x.subject.size > 0 && y.subject.size > 0 && !isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) return false;
  // The same objects, or one side's within the other's when it has two words or more ("a list of available reps" / "a period list of …").
  const [small, large] = x.objects.size <= y.objects.size ? [x.objects, y.objects] : [y.objects, x.objects];
  return isSubset(small, large) && (small.size === large.size || small.size >= OBJECT_MIN_WORDS);
}

/**
 * An item of `x` the other input does not name: its head is not among the other's words, or
 * (an item whose head names no source: "the enterprise system") none of its words is.
 */
function ownItem(x: InputFrame, y: InputFrame): boolean {
  return x.items.some((item) => {
    const words = item.head === null ? item.words : new Set([item.head]);
    return overlap(words, y.input) === 0 && !spellingVariants(words, y.input);
  });
}

/** The same action on the same objects, based on different inputs. */
export function inputConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const x of fa) {
    for (const y of fb) {
      if (!sameFrame(x, y) || !ownItem(x, y) || !ownItem(y, x)) continue;
      return { kind: "input", reason: reason(language, "input", { a: x.clause.predicateText, b: y.clause.predicateText }) };
    }
  }
  return null;
}
