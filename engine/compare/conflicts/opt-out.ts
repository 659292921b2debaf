/**
 * One requirement demands something, the other lets someone switch it off or go round it:
 *
 *   "The controller shall send a heartbeat to the monitor."
 *   "The controller shall provide the operator with the option to disable the heartbeat to the monitor."
 *   "The loader shall verify the checksum of each image." / "… shall allow the technician to skip the verification of the checksum."
 *   "Das Gateway muss jedes Zertifikat prüfen." / "Das Gateway muss dem Betreiber erlauben, die Prüfung jedes Zertifikats zu umgehen."
 *
 * The demanding clause is a positive obligation (no capability, no negation, no exception).
 * The other grants an action (a capability of the clause reading: "allow … to", "the option
 * to", "can", German "erlauben", "die Möglichkeit bieten") that is the negative side of an antonym pair ("disable",
 * "deactivate", "ignore") or a verb of going round (OPT_OUT_VERBS: "bypass", "skip",
 * "suppress"); that grant is not itself ruled out ("shall not allow … to disable …" agrees).
 * What is switched off must be what the other demands: at least 60 % of its object words, and
 * two of them, are the demanding clause's objects or its action, a noun of action meeting its
 * verb by their common beginning ("verification" / "verify", "Prüfung" / "prüfen"); a single
 * object word must be the demanded action itself ("disable logging" / "shall log …"). Both have
 * the same actor (the grantee aside) and the same leading condition: an opt-out only under a
 * condition the other lacks is a special case.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { actionKey, isSubset, sameCondition } from "./frame.js";
import { OPT_OUT_GENERIC, OPT_OUT_VERBS } from "../../lexicon/compare-conflicts.js";

const both = (words: readonly string[]) => new Set(words.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const GOING_ROUND = both(OPT_OUT_VERBS);
const GENERIC = both(OPT_OUT_GENERIC);

/** Least share of the switched-off words that the demanding clause names. */
const MIN_SHARE = 0.6;
/** Least letters two stems share at their start to be one word's noun and verb. */
const MIN_COMMON_START = 4;
/** How many more letters the shorter stem may have beyond the common start ("transmiss" / "transmit"). */
const MAX_OWN_ENDING = 2;

/** The same word, or a noun of action and its verb ("verificat" / "verifi", "prufung" / "pruf"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= MIN_COMMON_START && n >= Math.min(a.length, b.length) - MAX_OWN_ENDING;
}

/** Whether a clause grants switching something off ("the option to disable …", "bypass …"). */
export function optsOut(c: Clause): boolean {
  if (!c.modal || c.action === null || c.exception) return false;
  // "disable" turns the clause negative; "shall not allow … to disable" turns it back.
  if (c.actionNegative !== c.negative) return false;
  const written = fold(c.actionText);
  return (GOING_ROUND.has(stem(written, "en")) || GOING_ROUND.has(stem(written, "de"))) && c.capability;
}

function demands(c: Clause): boolean {
  return c.modal && c.action !== null && !c.negative && !c.capability && !c.exception && !c.needNot;
}

function clauseConflict(demand: Clause, optOut: Clause): boolean {
  if (!optsOut(optOut) || !demands(demand) || !sameCondition(demand, optOut)) return false;
  // The grantee joins the opt-out's subject; the demanding clause's actor must be among it.
  if (demand.subject.size > 0 && optOut.subject.size > 0 && !isSubset(demand.subject, optOut.subject)) return false;
  const trailing = trailingWords(optOut);
  const switchedOff = [...optOut.objects].filter((o) => !GENERIC.has(o) && !optOut.subject.has(o) && !trailing.has(o));
  const demanded = [...demand.allObjects, actionKey(demand.action)!, stem(demand.actionText.toLowerCase(), "en")];
  const named = switchedOff.filter((o) => demanded.some((d) => sameWord(o, d)));
  if (switchedOff.length === 1) return named.length === 1 && demanded.slice(-2).some((d) => sameWord(switchedOff[0], d));
  return named.length >= 2 && named.length / switchedOff.length >= MIN_SHARE;
}

/**
 * The words after a comma that follows the switching-off verb, as stems of both languages: what the
 * actor does instead ("disable frame shifting, processing each frame on its own"), not what is switched
 * off. Words named before the comma as well stay.
 */
function trailingWords(c: Clause): Set<string> {
  const text = c.predicateText;
  const at = text.indexOf(c.actionText);
  const comma = at < 0 ? -1 : text.indexOf(",", at + c.actionText.length);
  if (comma < 0) return new Set();
  const stems = (t: string) =>
    new Set(
      fold(t)
        .replace(/[^\p{L}\p{N}_]+/gu, " ")
        .split(" ")
        .filter((w) => w !== "")
        .flatMap((w) => [stem(w, "en"), stem(w, "de")]),
    );
  const before = stems(text.slice(0, comma));
  return new Set([...stems(text.slice(comma + 1))].filter((w) => !before.has(w)));
}

/** A demand one clause makes and the other lets someone switch off, in either order. */
export function optOutConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  for (const [demand, optOut] of [
    [x, y],
    [y, x],
  ] as const) {
    if (clauseConflict(demand, optOut)) {
      return { kind: "optOut", reason: reason(language, "optOut", { a: demand.predicateText, b: optOut.predicateText }) };
    }
  }
  return null;
}

/** Stems of the opt-out verbs: a demanding requirement meets a candidate only through them. */
export const OPT_OUT_TERMS: ReadonlySet<string> = GOING_ROUND;
