/**
 * A notification channel demanded and ruled out:
 *
 *   "When a parcel arrives, the locker shall send a text notification by SMS to the recipient."
 *   "If the recipient was notified by e-mail, he shall not receive the notification by SMS."
 *   "Die Packstation muss den Empfänger per SMS benachrichtigen."
 *   "Der Empfänger darf keine Benachrichtigung per SMS erhalten."
 *
 * The channels (NOTIFICATION_CHANNELS: e-mail, SMS, letter, phone …) are alternatives of one
 * slot. One clause is positive and names a channel in its predicate; the other is negative and
 * names the same channel in its predicate; both are about a notification (NOTIFICATION_WORDS).
 * Sending and receiving are two sides of one act, so the actors are not compared. A negative
 * clause under a condition only conflicts when that condition names another channel ("if
 * already notified by e-mail, not by SMS": the channels exclude each other); under any other
 * condition, with a quantity ("not by SMS after 22:00") or an exception, it is a special case.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { stem } from "../text.js";
import { CHANNEL_NAMES, NOTIFICATION_CHANNELS, NOTIFICATION_WORDS } from "../../lexicon/compare-conflicts.js";

/** The parts of a hyphenated "e-mail". */
const EMAIL_PARTS = ["e", "mail"] as const;
const CHANNEL_OF_STEM = new Map([...NOTIFICATION_CHANNELS].flatMap(([w, c]) => [[stem(w, "en"), c] as const, [stem(w, "de"), c] as const]));
const NOTIFYING = new Set(NOTIFICATION_WORDS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));

/** The channels named by stems; with `hyphenated`, "mail" as the last part of "e-mail". */
function channels(stems: ReadonlySet<string>, hyphenated = false): Set<string> {
  const out = new Set<string>();
  for (const s of stems) {
    const c = CHANNEL_OF_STEM.get(s) ?? (hyphenated && s === EMAIL_PARTS[1] ? "email" : undefined);
    if (c) out.add(c);
  }
  return out;
}

/** The channels of a clause's predicate: its objects, and "e-mail" from a phrase that holds both parts. */
function channelsOfPredicate(c: Clause): Set<string> {
  const out = channels(c.allObjects);
  for (const words of c.phrases.values()) if (words.has(EMAIL_PARTS[0]) && words.has(EMAIL_PARTS[1])) out.add("email");
  return out;
}

function notifies(c: Clause): boolean {
  return (c.action !== null && NOTIFYING.has(c.action)) || [...c.allObjects].some((s) => NOTIFYING.has(s));
}

/** Whether a clause names a notification channel (the comparison then looks at candidates sharing its objects). */
export function namesChannel(c: Clause): boolean {
  return c.modal && notifies(c) && channelsOfPredicate(c).size > 0;
}

function clauseConflict(positive: Clause, negative: Clause): string | null {
  // Both are requirements: "Currently, there is no system that …" states a fact.
  if (!positive.modal || !negative.modal) return null;
  if (positive.negative || !negative.negative || negative.exception || negative.needNot || negative.quantities.length > 0) return null;
  if (!notifies(positive) || !notifies(negative)) return null;
  const ruledOut = channelsOfPredicate(negative);
  const common = [...channelsOfPredicate(positive)].filter((c) => ruledOut.has(c));
  if (common.length === 0) return null;
  if (negative.condition.size > 0) {
    const other = channels(negative.condition, true);
    if (other.size === 0 || [...other].some((c) => ruledOut.has(c))) return null;
  }
  return common[0];
}

/** A channel one clause demands and the other rules out, in either order. */
export function channelConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  const [positive, negative] = x.negative ? [y, x] : [x, y];
  const channel = clauseConflict(positive, negative);
  if (!channel) return null;
  const written = CHANNEL_NAMES.get(channel) ?? channel;
  return { kind: "channel", reason: reason(language, "channel", { a: positive.predicateText, b: negative.predicateText, channel: written }) };
}
