/**
 * The same action under opposite conditions: "If the sensor reports a fault, the pump
 * shall stop." / "If the sensor does not report a fault, the pump shall stop." One
 * requirement ties the action to an event, the other to its absence, so the event no longer
 * decides anything. The conditions must have the same words (negations aside) and the
 * actions, actors, objects and polarity must be the same.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import type { Facts } from "./facts.js";
import { isSubset, sameObjects } from "./frame.js";

export function eventConflict(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): Contradiction | null {
  if (x.condition.size === 0 || x.condition.size !== y.condition.size || !isSubset(x.condition, y.condition)) return null;
  if ((fx.conditionNegations + fy.conditionNegations) % 2 === 0) return null;
  if (!sameObjects(x.allObjects, y.allObjects)) return null;
  return { kind: "event", reason: reason(language, "event", { action: x.predicateText }) };
}
