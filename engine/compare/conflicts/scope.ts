/**
 * Enumerations that exclude each other, for the same action on the same objects:
 *
 * - exclusive scope: one restricts to some items with "only" / "nur" / "ausschließlich"
 *   ("in English only", "nur auf Englisch"), the other names an item beyond them ("in
 *   English and German"), or restricts to other items;
 * - "one of" against "all of" the same set ("select one of the profiles" / "select all of
 *   the profiles", "eines der" / "alle").
 *
 * A list without "only" next to a longer one is compatible ("in English" / "in English and
 * German"), and so are two lists that merely differ without a restriction.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import type { Enumeration, Facts } from "./facts.js";
import { sameObjects, without } from "./frame.js";
import { ALL_OF_WORDS, ONE_OF_WORDS } from "../../lexicon/compare-conflicts.js";

/** Items that are spelling variants of each other ("mac" / "macos") count as one. */
function variant(a: string, b: string): boolean {
  return a === b || (a.length >= 3 && b.length >= 3 && Math.abs(a.length - b.length) <= 3 && (a.startsWith(b) || b.startsWith(a)));
}

const has = (items: readonly string[], w: string) => items.some((i) => variant(i, w));

export function scopeConflict(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): Contradiction | null {
  for (const [p, q, fp, fq] of [
    [x, y, fx, fy],
    [y, x, fy, fx],
  ] as const) {
    for (const lp of fp.lists) {
      for (const lq of fq.lists) {
        if (!lp.items.some((w) => has(lq.items, w))) continue;
        // The objects outside the two lists must agree.
        const inLists = (s: string) =>
          has(lp.items, s) || has(lq.items, s) || ONE_OF_WORDS.has(s) || ALL_OF_WORDS.has(s) || fp.exclusiveStems.has(s) || fq.exclusiveStems.has(s);
        if (!sameObjects(without(p.allObjects, inLists), without(q.allObjects, inLists))) continue;
        const found = listsConflict(lp, lq);
        if (found) return { kind: found, reason: reason(language, found, { a: listText(p, lp), b: listText(q, lq), action: p.actionText }) };
      }
    }
  }
  return null;
}

function listsConflict(p: Enumeration, q: Enumeration): "exclusiveScope" | "setQuantifier" | null {
  if (p.exclusive) {
    const beyond = q.items.filter((w) => !has(p.items, w));
    if (beyond.length > 0 && (!q.exclusive || p.items.some((w) => !has(q.items, w)))) return "exclusiveScope";
  }
  const sameSet = p.items.length === q.items.length && p.items.every((w) => has(q.items, w));
  if (sameSet && p.quantifier === "one" && q.quantifier === "all") return "setQuantifier";
  return null;
}

/** Marks that may close the predicate of a clause. */
const SENTENCE_END_MARKS = ".;:!?";

function listText(c: Clause, l: Enumeration): string {
  let end = c.predicateText.length;
  while (end > 0 && SENTENCE_END_MARKS.includes(c.predicateText[end - 1])) end--;
  return c.predicateText.slice(0, end).trim() || l.items.join(", ");
}
