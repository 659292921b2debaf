/**
 * Different points in time for the same action: "shall start the backup at 02:00" against
 * "… at 04:00", "um 2 Uhr" against "um 4 Uhr", "every Monday" against "every Friday",
 * "on 1 March" against "on 1 April". Both requirements name a time of the same kind and
 * no time of one appears in the other; everything else (actor, action, objects, condition,
 * polarity) is the same. "at 02:00" and "at 2 am" are the same time.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import type { Facts, TimePoint } from "./facts.js";
import { sameObjects, without } from "./frame.js";

export function timeConflict(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): Contradiction | null {
  if (fx.times.length === 0 || fy.times.length === 0) return null;
  const stems = (s: string) => fx.timeStems.has(s) || fy.timeStems.has(s) || /^\d/.test(s);
  if (!sameObjects(without(x.allObjects, stems), without(y.allObjects, stems))) return null;
  for (const kind of ["clock", "date", "weekday"] as const) {
    const xs = fx.times.filter((t) => t.kind === kind);
    const ys = fy.times.filter((t) => t.kind === kind);
    if (xs.length === 0 || ys.length === 0) continue;
    const values = (ts: TimePoint[]) => new Set(ts.map((t) => t.value));
    const xv = values(xs);
    const yv = values(ys);
    // Two times on both sides may be a list of runs; only disjoint times conflict.
    if ([...xv].some((v) => yv.has(v))) return null;
    return {
      kind: "time",
      reason: reason(language, "time", { a: xs.map((t) => t.text).join(", "), b: ys.map((t) => t.text).join(", "), action: x.actionText }),
    };
  }
  return null;
}
