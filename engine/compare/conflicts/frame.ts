/**
 * The frame two clauses must share before a meaning-based check may call them
 * contradictory: the same actor (or one unknown), the same action (German zu-infinitives
 * read as their infinitive), the same leading condition and the same polarity, and
 * objects that agree once the words of the compared detail are set aside.
 */
import type { Clause } from "../../reading/clauses.js";
import { SEPARABLE_PREFIXES_DE } from "../../lexicon/compare-conflicts.js";

/**
 * The action stem with a German zu-infinitive folded ("herunterzulad" -> "herunterlad").
 * A small stand-in until the comparison's own lemmas cover it.
 */
export function actionKey(action: string | null): string | null {
  if (action === null) return null;
  for (const prefix of SEPARABLE_PREFIXES_DE) {
    if (action.length > prefix.length + 4 && action.startsWith(prefix + "zu")) return prefix + action.slice(prefix.length + 2);
  }
  return action;
}

export function sameAction(a: Clause, b: Clause): boolean {
  return a.action !== null && actionKey(a.action) === actionKey(b.action);
}

export function isSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
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
