/**
 * One requirement bases an action on an input, the other says that input does not count for
 * the same action:
 *
 *   "The portal shall list the rooms according to the search filters."
 *   "The portal shall list the rooms from a fixed list and ignore any search filters."
 *   "The service shall compute the fee based on the customer's country."
 *   "The service shall compute the fee regardless of the customer's country."
 *   "Das Portal muss die Räume nach den Suchfiltern auflisten."
 *   "Das Portal muss die Räume unabhängig von den Suchfiltern auflisten."
 *
 * The clause reading keeps the words after "ignore", "disregarding", "regardless of",
 * "irrespective of", "unabhängig von", "ohne Berücksichtigung" (DISREGARDING_EN/DE) as what is
 * disregarded. The caller has matched subject, action and leading condition, both positive. The
 * other clause must name what is disregarded: at least half of its words and one at least, or its
 * head, the last word before "of" ("ignoring any manually entered wishes" / "according to the
 * patient's wishes"; not a word that names no input of its own, "any entered data",
 * INPUT_GENERIC_WORDS), and not disregard it itself ("ignoring any stored settings" on both sides
 * agrees).
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { actionKeys, actorsAgree, MAX_PAIRED_CLAUSES, markedWords, overlap, sameCondition } from "./frame.js";
import { framesOf, triggerOnly } from "./inputs.js";
import { CONTENT_BASIS_VERBS, INPUT_GENERIC_WORDS, OF_WORDS } from "../../lexicon/compare-conflicts.js";

/** Least share of the disregarded words the other clause names. */
const MIN_SHARE = 0.5;

const GENERIC = new Set(INPUT_GENERIC_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));

/**
 * The word that names what is disregarded: the last one before "of" ("any manually entered
 * zipcode", "the type of transaction"); null when it names no source of its own ("any
 * historical contact data", INPUT_GENERIC_WORDS).
 */
function headOf(clause: Clause, language: Language): string | null {
  const words = markedWords(clause.disregardedText).map((t) => t.w);
  const of = words.findIndex((w, i) => i > 1 && OF_WORDS.has(w));
  const before = of > 0 ? words.slice(0, of) : words;
  for (let i = before.length - 1; i >= 0; i--) {
    const head = stem(before[i], language);
    if (clause.disregarded.has(head)) return GENERIC.has(head) ? null : head;
  }
  return null;
}

/** The input one clause uses and the other disregards, in either order. */
export function disregardConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  for (const [user, ignorer] of [
    [x, y],
    [y, x],
  ] as const) {
    if (ignorer.disregarded.size === 0 || user.disregarded.size > 0) continue;
    let named = 0;
    for (const w of ignorer.disregarded) if (user.allObjects.has(w)) named++;
    const head = headOf(ignorer, language);
    if (named === 0 || (named < MIN_SHARE * ignorer.disregarded.size && (head === null || !user.allObjects.has(head)))) continue;
    return { kind: "disregard", reason: reason(language, "disregard", { a: user.predicateText, b: ignorer.disregardedText }) };
  }
  return null;
}

/** Verbs whose basis decides what the action yields ("filtered by", "derived based on", CONTENT_BASIS_VERBS). */
const CONTENT_BASIS = actionKeys(CONTENT_BASIS_VERBS);
/** Least words of what is acted on both name, and least words of what is disregarded the basis names. */
const MIN_COMMON_WORDS = 2;

/**
 * What one requirement filters or derives by a basis, and another action on the same things regardless of it:
 *
 *   "The list of suggested titles shall be filtered by the age group of the reader."
 *   "The portal shall show the complete list of suggested titles, regardless of the reader's age group."
 *
 * The basis is an input of inputs.ts read after a CONTENT_BASIS_VERBS verb; the other clause is positive,
 * under the same leading condition (or one that only starts the action on what both name, "If the title list
 * is requested, …", TRIGGER_WORDS), with agreeing actors (a passive names none), at least two words of what
 * the first acts on among its objects, and what it disregards is named by the basis: every word of it, or two
 * words and half of them ("regardless of the reader's age group" / "by the age group of the reader"). Another
 * verb ("sort by the age group", CONTENT_BASIS_VERBS names none of the ordering verbs) or other things
 * ("send the newsletter regardless of the age group") are no conflict.
 */
export function basisDisregardConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const [based, ignoring] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const frame of framesOf(based)) {
      if (!CONTENT_BASIS.has(frame.action) || frame.clause.disregarded.size > 0) continue;
      const basis = new Set(frame.items.flatMap((i) => [...i.words]));
      for (const clause of ignoring.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
        if (clause.negative || clause.disregarded.size === 0) continue;
        // The same leading condition, or one that only starts the action ("If the follow-up list is requested, …").
        if (!sameCondition(frame.clause, clause) && !triggerOnly(clause, frame.clause) && !triggerOnly(frame.clause, clause)) continue;
        // A passive names what is acted on, not who acts ("Die Liste … muss … gefiltert werden" reads the list as its subject).
        const passive = frame.clause.patient.size > 0 || clause.patient.size > 0 || overlap(frame.objects, frame.clause.subject) > 0;
        if (!passive && !actorsAgree(frame.clause, clause)) continue;
        // What a passive acts on may name the other's actor as its owner ("the menu options of the app" / "the app shall show …").
        const objects = new Set([...clause.allObjects, ...(passive ? clause.subject : [])].filter((w) => !clause.disregarded.has(w)));
        if (overlap(frame.objects, objects) < MIN_COMMON_WORDS) continue;
        // The German verb closes the clause after what is disregarded ("unabhängig von der Altersgruppe anzeigen").
        const disregarded = [...clause.disregarded].filter((w) => !GENERIC.has(w) && w !== clause.action);
        const named = disregarded.filter((w) => basis.has(w)).length;
        if (named === 0 || (named < disregarded.length && (named < MIN_COMMON_WORDS || named < MIN_SHARE * disregarded.length))) continue;
        return { kind: "disregard", reason: reason(language, "disregard", { a: frame.clause.predicateText, b: clause.disregardedText }) };
      }
    }
  }
  return null;
}
