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
import { fold, stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, actionKey, isSubset, overlap, sameCondition, perReading, markedWords, spellingVariants } from "./frame.js";
import { INPUT_GENERIC_WORDS, INPUT_ITEM_SEPARATORS, PERMISSION_STEMS, PROHIBITION_STEMS, SOURCE_MARKERS, SOURCE_PHRASE_ENDS } from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";

/** Most words read after the marker. */
const INPUT_MAX_WORDS = 12;
/** Least letters of a word of the input. */
const INPUT_MIN_LETTERS = 3;

const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);
const INPUT_GENERIC = new Set(INPUT_GENERIC_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));

interface InputFrame {
  action: string;
  subject: Set<string>;
  /** Object words outside the input phrase. */
  objects: Set<string>;
  /** The input's items, each as its content words (generic input words left out). */
  items: Set<string>[];
  /** All words of the input. */
  input: Set<string>;
  clause: Clause;
}

const framesOf = perReading<InputFrame[]>(read);

/** The marker at `i`, one word ("from") or two ("based on"): its length, else 0. */
function markerAt(ws: readonly string[], i: number): number {
  if (SOURCE_MARKERS.has(ws[i])) return 1;
  return i + 1 < ws.length && SOURCE_MARKERS.has(`${ws[i]} ${ws[i + 1]}`) ? 2 : 0;
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
      const length = markerAt(ws, i);
      if (length === 0) continue;
      // "only from …", "using only …": the only input is sources.ts's.
      if ((i > 0 && L.exclusive.has(ws[i - 1])) || L.exclusive.has(ws[i + length] ?? "")) break;
      const items: Set<string>[] = [new Set()];
      const input = new Set<string>();
      for (let j = i + length; j < ws.length && j < i + length + INPUT_MAX_WORDS; j++) {
        if (SOURCE_PHRASE_ENDS.has(ws[j]) || L.exclusive.has(ws[j])) break;
        if (INPUT_ITEM_SEPARATORS.has(ws[j])) {
          if (items[items.length - 1].size > 0) items.push(new Set());
          continue;
        }
        if (ws[j].length >= INPUT_MIN_LETTERS && !L.stopwords.has(ws[j])) {
          const s = stem(ws[j], language);
          input.add(s);
          if (!INPUT_GENERIC.has(s)) items[items.length - 1].add(s);
        }
        if (tokenList[j].stop) {
          if (items[items.length - 1].size > 0) items.push(new Set());
        }
      }
      // The German verb closes the clause after its input ("… anhand der Leihfrist berechnen").
      input.delete(clause.action);
      input.delete(action);
      for (const item of items) {
        item.delete(clause.action);
        item.delete(action);
      }
      const filled = items.filter((x) => x.size > 0);
      if (filled.length === 0) break;
      // What the action is done on: the words between the action and the marker, else a passive's subject.
      const objects = new Set<string>();
      for (let j = 0; j < i; j++) {
        const s = stem(ws[j], language);
        if (ws[j].length >= INPUT_MIN_LETTERS && !L.stopwords.has(ws[j]) && !L.exclusive.has(ws[j]) && clause.allObjects.has(s) && !GENERIC.has(s) && !INPUT_GENERIC.has(s)) objects.add(s);
      }
      if (objects.size === 0) for (const p of clause.patient) if (!GENERIC.has(p) && !INPUT_GENERIC.has(p)) objects.add(p);
      if (objects.size === 0) break;
      const subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
      out.push({ action, subject, objects, items: filled, input, clause });
      break;
    }
  }
  return out;
}

function sameFrame(x: InputFrame, y: InputFrame): boolean {
  if (x.action !== y.action || !sameCondition(x.clause, y.clause)) return false;
  if (x.subject.size > 0 && y.subject.size > 0 && !isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) return false;
  return x.objects.size === y.objects.size && isSubset(x.objects, y.objects);
}

/** An item of `x` the other input has no word of. */
function ownItem(x: InputFrame, y: InputFrame): boolean {
  return x.items.some((item) => overlap(item, y.input) === 0 && !spellingVariants(item, y.input));
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
