/**
 * Permission against prohibition with different verbs: "shall allow guests to download the
 * brochure" / "shall prevent guests from downloading the brochure", "shall enable uploads"
 * / "shall prevent uploads", "muss Gästen erlauben, die Broschüre herunterzuladen" / "muss
 * verhindern, dass Gäste die Broschüre herunterladen", "gestatten" / "untersagen".
 *
 * The verbs that grant or withhold ("allow", "erlauben", "prevent", "untersagen") are set
 * aside, and so are the actors (the one who is allowed may be named as subject or object):
 * what remains, the action and its objects, must be the same, with opposite polarity. A
 * prohibition with an exception ("unless approved") is no opposite.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { PERMISSION_STEMS, PROHIBITION_STEMS } from "../../lexicon/compare-conflicts.js";
import { actionKey, sameObjects, without } from "./frame.js";

const GRANTING = (s: string) => PERMISSION_STEMS.has(s) || PROHIBITION_STEMS.has(s);

/** The action a clause is about: the action granted by "allow X", else its own. */
function coreAction(c: Clause, other: Clause): string | null {
  const own = actionKey(c.action);
  if (own !== null && GRANTING(own) && other.action !== null && c.allObjects.has(other.action)) return actionKey(other.action);
  return own;
}

export function permissionConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  if (x.negative === y.negative || x.action === null || y.action === null) return null;
  const negative = x.negative ? x : y;
  const positive = negative === x ? y : x;
  if (negative.exception || negative.needNot) return null;
  const action = coreAction(positive, negative);
  if (action === null || action !== coreAction(negative, positive)) return null;
  const actors = new Set([...x.subject, ...y.subject, ...x.patient, ...y.patient]);
  const drop = (s: string) => GRANTING(s) || actors.has(s) || actionKey(s) === action;
  const core = (c: Clause) => without(c.allObjects, drop);
  if (!sameObjects(core(positive), core(negative), true)) return null;
  if (core(positive).size === 0 && core(negative).size === 0 && x.subject.size === 0 && y.subject.size === 0) return null;
  return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
}
