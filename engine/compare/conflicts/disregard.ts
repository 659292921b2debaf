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
 * other clause must name what is disregarded: at least half of its words and one at least, and
 * not disregard it itself ("ignoring any stored settings" on both sides agrees).
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";

/** Least share of the disregarded words the other clause names. */
const MIN_SHARE = 0.5;

/** The input one clause uses and the other disregards, in either order. */
export function disregardConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  for (const [user, ignorer] of [
    [x, y],
    [y, x],
  ] as const) {
    if (ignorer.disregarded.size === 0 || user.disregarded.size > 0) continue;
    let named = 0;
    for (const w of ignorer.disregarded) if (user.allObjects.has(w)) named++;
    if (named === 0 || named < MIN_SHARE * ignorer.disregarded.size) continue;
    return { kind: "disregard", reason: reason(language, "disregard", { a: user.predicateText, b: ignorer.disregardedText }) };
  }
  return null;
}
