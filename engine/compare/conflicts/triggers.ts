/**
 * One requirement ties an action to its only trigger, the other ties the same action to another one:
 *
 *   "The clinic portal shall check the insurance status only upon admission of the patient."
 *   "The clinic portal shall check the insurance status whenever an appointment is booked."
 *   "The library system shall only send the overdue notice when the loan period has ended."
 *   "The library system shall send the overdue notice as soon as a reservation is placed."
 *   "Das Klinikportal muss den Versicherungsstatus nur prüfen, sobald der Patient aufgenommen wird."
 *   "Das Klinikportal muss den Versicherungsstatus prüfen, sobald ein Termin gebucht wird."
 *
 * The only trigger is a trigger after the action with "only" right before it or right after the modal verb
 * ("shall only check … when …"; German "nur" or "ausschließlich" before the verb and the trigger after a
 * comma, TRIGGER_OPENERS). The other names its trigger after the action or as its leading condition ("When
 * a reservation is placed, …"). Both state the same action positively, with the same actor and most of
 * the same objects, and the two triggers share less than half of their words: "only when the loan period
 * has ended" / "when the loan period has ended for a reference book" is one trigger.
 *
 * An only trigger may name a state ("only if the user is signed in", "only when the reader is online"):
 * an action needs it, but another trigger may still start the action ("when the user opens the map"), and
 * two states an action needs may both hold. So the other trigger must be one that is enough on its own
 * ("as soon as", "whenever", "upon", "sobald"), unless one of the only triggers names an occasion ("only
 * upon admission", "only during the audit", "only once the form is signed"), which no other occasion meets.
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import { readRequirement } from "../../reading/index.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { actorsAgree, overlap, perReading, sameAction } from "./frame.js";
import { ONCE_FOLLOWERS, TRIGGER_OPENERS } from "../../lexicon/compare-conflicts.js";

/** A requirement's action with its trigger. */
interface Triggered {
  /** The clause of the action, read without its trigger. */
  clause: Clause;
  /** The content stems of the trigger. */
  event: Set<string>;
  /** The trigger is the action's only one ("only when …"). */
  only: boolean;
  /** The first word of the words that open the trigger ("as" of "as soon as"). */
  opener: string;
}

/** Least share of their words two objects share to be the same ones; most share of the smaller trigger two other triggers share. */
const SAME_OBJECTS = 0.6;
const SAME_TRIGGER = 0.5;

const words = (lex: readonly Lexeme[]) =>
  lex
    .filter((x) => x.isWord)
    .map((x) => x.text)
    .join(" ");

/** Where a phrase of `openers` opens a trigger in `lex` after `from` (in German after a comma), and its length. */
function openerAt(lex: readonly Lexeme[], from: number, language: Language): { at: number; length: number } | null {
  for (let i = from; i < lex.length; i++) {
    if (language === "de" && lex[i - 1]?.w !== ",") continue;
    for (const phrase of TRIGGER_OPENERS[language].openers) {
      if (!phrase.every((w, k) => lex[i + k]?.w === w)) continue;
      if (phrase[0] === "once" && !ONCE_FOLLOWERS.has(lex[i + 1]?.w ?? "")) continue;
      return { at: i, length: phrase.length };
    }
  }
  return null;
}

/** The trigger after the action in the first sentence: "<actor> shall [only] <action> [only] <opener> <event>". */
function trailing(reading: ClauseReading): Triggered | null {
  const language = reading.language;
  const T = TRIGGER_OPENERS[language];
  const lex = reading.lexemes.filter((x) => x.sentence === reading.lexemes[0]?.sentence);
  const modal = lex.findIndex((x) => COMPARE_LEXICON[language].modals.has(x.w));
  // A leading condition is read as the clause's condition (`leading`).
  if (modal < 1 || COMPARE_LEXICON[language].conditionOpeners.has(lex[0].w)) return null;
  const found = openerAt(lex, modal + 2, language);
  if (found === null) return null;
  const before = lex.slice(0, found.at).filter((x) => x.w !== ",");
  const event = lex.slice(found.at + found.length).filter((x) => x.content);
  if (event.length === 0) return null;
  // "only" right before the trigger, right after the modal verb, or in German before the verb.
  const last = before.length - 1;
  const onlyAt = before.findIndex((x, i) => T.only.has(x.w) && (i === last || i === modal + 1 || (language === "de" && i > modal && i < last)));
  const kept = before.filter((x, i) => i !== onlyAt && !(onlyAt >= 0 && T.fillers.has(x.w)));
  const clause = readRequirement(`${words(kept)}.`, language).clauses[0];
  if (clause === undefined) return null;
  return {
    clause,
    event: new Set(event.map((x) => x.stem)),
    only: onlyAt >= 0,
    opener: lex[found.at].w,
  };
}

/** The trigger as a leading condition: "When a reservation is placed, the library system shall …". */
function leading(reading: ClauseReading): Triggered | null {
  const first = reading.lexemes.find((x) => x.isWord);
  const clause = reading.clauses.find((c) => c.condition.size > 0);
  if (first === undefined || clause === undefined || !TRIGGER_OPENERS[reading.language].openers.some((p) => p[0] === first.w)) return null;
  return { clause, event: new Set(clause.condition), only: false, opener: first.w };
}

const triggerOf = perReading<Triggered | null>((reading) => trailing(reading) ?? leading(reading));

/** The same positive action of the same actor on most of the same objects. */
function sameDoing(a: Clause, b: Clause): boolean {
  if (a.negative || b.negative || !sameAction(a, b) || !actorsAgree(a, b)) return false;
  const common = overlap(a.allObjects, b.allObjects);
  const smaller = Math.min(a.allObjects.size, b.allObjects.size);
  return smaller === 0 ? a.allObjects.size === b.allObjects.size : common / smaller >= SAME_OBJECTS;
}

function triggersConflict(x: ClauseReading, y: ClauseReading, language: Language): Contradiction | null {
  const only = triggerOf(x);
  const other = triggerOf(y);
  if (only === null || other === null || !only.only) return null;
  const T = TRIGGER_OPENERS[language];
  // Two only triggers that may both name states ("only if … reported lost", "only if … no unpaid fees") may both hold.
  if (!(T.enough.has(other.opener) || T.occasions.has(only.opener) || (other.only && T.occasions.has(other.opener)))) return null;
  if (!sameDoing(only.clause, other.clause)) return null;
  const common = overlap(only.event, other.event);
  if (common / Math.min(only.event.size, other.event.size) >= SAME_TRIGGER) return null;
  return { kind: "event", reason: reason(language, "trigger", { a: statement(x), b: statement(y) }) };
}

/** The first sentence of a requirement as written. */
function statement(reading: ClauseReading): string {
  return words(reading.lexemes.filter((x) => x.sentence === reading.lexemes[0]?.sentence));
}

/** An action one requirement ties to its only trigger and the other to another, in either order. */
export function triggerConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => triggersConflict(x, y, language));
}
