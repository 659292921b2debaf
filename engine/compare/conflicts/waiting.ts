/**
 * One requirement holds an action back until an event, the other states the same action with no
 * wait at all:
 *
 *   "The library system shall not lend reference books until the loan has been approved by a librarian."
 *   "The library system shall allow members to lend reference books."
 *   "The portal shall wait for the editor's approval before publishing the review." / "The portal shall publish the review."
 *   "Das Portal darf die Rezension nicht veröffentlichen, bis die Redaktion sie freigegeben hat." / "Das Portal muss die Rezension veröffentlichen."
 *   "Das Portal muss auf die Freigabe der Redaktion warten, bevor es die Rezension veröffentlicht."
 *
 * The waiting requirement is read without its event (`heldBack`): a prohibition cut before "until",
 * "before" ("bis", "bevor" after a comma; HOLDING_BACK_WORDS) is the prohibition itself ("shall not
 * lend reference books"), and "shall wait for … before publishing the review" (WAITING_VERBS) is "shall
 * not publish the review" ("darf die Rezension nicht veröffentlichen"). That reading must oppose the
 * other requirement as the comparison reads any two (polarity, opposite actions, permission against
 * prohibition, an output kept back that the other shows: withheld.ts), with the same actor and leading condition. The other must name no event, condition
 * or time of its own ("only after …", "when …", "within …"): "shall lend books once approved" agrees
 * with the wait; an event that ends an action going on ("shall continue to assign rounds until the
 * tournament is closed") is no such event, and that action is compared without it; nor is "while" before a
 * gerund ("while recording the loan") or "when" / "if" after a verb of finding out ("detect when the level
 * exceeds …", NO_EVENT_WORDS). A cut that leaves no prohibition ("shall display the warning until …") holds
 * nothing back. A verb of putting off is read as one of prevention ("shall delay the publication of the results
 * until …" as "shall prevent the publication of the results", "aufschieben" as "verhindern"; DELAYING_VERBS),
 * and a verb of beginning before a gerund as the gerund's action ("shall only begin sorting the loans after …",
 * BEGINNING_VERBS_EN). An event of the other that is the waiting one's leading condition is the trigger both share
 * ("When a loan is returned, … shall not refund the deposit until …" / "… shall refund the deposit when the loan
 * is returned", `sameTriggerConflict`).
 */
import type { ClauseReading } from "../../reading/clauses.js";
import { RESTRICTING_PREPS } from "../../reading/clauses.js";
import { readRequirement } from "../../reading/index.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction, type Find } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { perReading, statement } from "./frame.js";
import {
  BEGINNING_VERBS_EN,
  CONTINUING_WORDS,
  DELAYING_VERBS,
  HOLDING_BACK_WORDS,
  NO_EVENT_WORDS,
  OBJECT_PRONOUNS,
  ONLY_AFTER,
  PRESENT_ENDINGS_DE,
  REPEATED_ACTORS_DE,
  WAITING_VERBS,
} from "../../lexicon/compare-conflicts.js";

/** Least words of the action once its event is cut off: an actor, a modal verb and an action. */
const MIN_HELD_WORDS = 3;

const words = (lex: readonly Lexeme[]) => lex.map((x) => x.text).join(" ");

/**
 * "The tournament app shall continue to assign rounds until the tournament is closed." as "The
 * tournament app shall assign rounds." ("muss weiterhin Runden vergeben, bis …" as "muss Runden
 * vergeben"): the action goes on until the event, which ends it rather than holds it back
 * (CONTINUING_WORDS: right after the modal verb in English, after it in German); null without them.
 */
const continued = perReading<ClauseReading | null>((reading) => {
  const lex = reading.lexemes;
  const modal = lex.findIndex((x) => COMPARE_LEXICON[reading.language].modals.has(x.w));
  if (modal < 1) return null;
  for (const phrase of CONTINUING_WORDS[reading.language]) {
    const at = lex.findIndex((_, i) => i > modal && (reading.language === "de" || i === modal + 1) && phrase.every((w, k) => lex[i + k]?.w === w));
    if (at < 0) continue;
    const end = eventStart(reading, HOLDING_BACK_WORDS[reading.language]);
    if (end <= at) return null;
    const kept = lex.slice(0, end).filter((x, i) => x.sentence === lex[end].sentence && x.w !== "," && (i < at || i >= at + phrase.length));
    return readRequirement(`${words(kept)}.`, reading.language);
  }
  return null;
});

/** Where the event opens: the first holding-back word (in German after a comma), or -1. */
function eventStart(reading: ClauseReading, gate: ReadonlySet<string>): number {
  const lex = reading.lexemes;
  return lex.findIndex((x, i) => x.isWord && gate.has(x.w) && (reading.language === "en" || lex[i - 1]?.w === ","));
}

/**
 * The words of an action without an English verb of beginning before its gerund: "shall not begin sorting
 * the loans" as "shall not sorting the loans", which is read as the sorting (BEGINNING_VERBS_EN).
 */
function begun(lex: readonly Lexeme[]): Lexeme[] {
  const at = lex.findIndex((x, i) => BEGINNING_VERBS_EN.has(x.w) && lex[i + 1]?.w.endsWith(NO_EVENT_WORDS.gerundEnding) === true);
  return at < 0 ? [...lex] : lex.filter((_, i) => i !== at);
}

/**
 * "shall publish the review only after …" as "shall not publish the review", "darf die Rezension erst
 * veröffentlichen, nachdem …" as "darf die Rezension nicht veröffentlichen"; null without "only after".
 * With `beforeVerb`, English "shall only publish the review after …" instead (see `onlyBeforeVerbConflict`).
 */
function onlyAfter(reading: ClauseReading, beforeVerb = false): ClauseReading | null {
  const { only, after } = ONLY_AFTER[reading.language];
  const lex = reading.lexemes;
  const start = eventStart(reading, after);
  if (start < 0) return null;
  const before = lex.slice(0, start).filter((x) => x.sentence === lex[start].sentence && x.w !== ",");
  const at = before.findIndex((x) => x.w === only);
  const modal = before.findIndex((x) => COMPARE_LEXICON[reading.language].modals.has(x.w));
  // English "only" stands right before "after", or with `beforeVerb` right after the modal verb ("shall only publish … after …").
  const enAt = beforeVerb ? modal + 1 : before.length - 1;
  if (at < 0 || modal < 1 || at < modal || (reading.language === "en" && at !== enAt)) return null;
  const rest = begun(before.filter((_, i) => i !== at));
  // English "not" follows the modal verb, German "nicht" comes before the verb at the end.
  const cut =
    reading.language === "en"
      ? [...rest.slice(0, modal + 1), "not", ...rest.slice(modal + 1)]
      : [...rest.slice(0, -1), "nicht", rest[rest.length - 1]];
  return readRequirement(`${cut.map((x) => (typeof x === "string" ? x : x.text)).join(" ")}.`, reading.language);
}

/**
 * The prohibition of the action a phrase names, for the actor of the words before it: English
 * "<actor> shall … before publishing the review" as "<actor> shall not publish the review", German
 * "<Akteur> muss …, bevor es die Rezension veröffentlicht" as "<Akteur> darf die Rezension nicht
 * veröffentlichen" (the actor repeated as a pronoun, or a zu-infinitive: "statt neue Karten zu laden").
 * A pronoun as its object ("instead of queuing them", "statt sie einzureihen") is read as what the
 * action before the phrase acts on.
 * `after` starts right after the word that opens the phrase; `infinitive` when a German phrase ends
 * in an infinitive in any case ("statt sie einzureihen"). Null when it does not fit.
 */
export function prohibitionOf(language: Language, before: readonly Lexeme[], after: readonly Lexeme[], infinitive = false): ClauseReading | null {
  const modal = before.findIndex((x) => COMPARE_LEXICON[language].modals.has(x.w));
  if (modal < 1) return null;
  const actor = words(before.slice(0, modal));
  const rest = after.findIndex((x) => !x.isWord);
  const event = rest < 0 ? after : after.slice(0, rest);
  if (language === "en") {
    // The gerund right after the opening word is the action ("being queued": "be queued").
    const verb = event[0]?.w ?? "";
    if (!verb.endsWith("ing") || event.length < 2) return null;
    // "reject orders … instead of queuing them": the pronoun stands for what the action before it acts on.
    const acted = OBJECT_PRONOUNS[language].has(event[1].w) ? [...before.slice(modal + 2), ...event.slice(2)] : event.slice(1);
    return readRequirement(`${actor} ${before[modal].text} not ${verb.slice(0, -"ing".length)} ${words(acted)}.`, language);
  }
  // The verb ends the phrase: a zu-infinitive, or a finite verb after the actor repeated as a pronoun.
  if (event.length < 3) return null;
  const verb = event[event.length - 1].w;
  if (event[event.length - 2].w === "zu") return readRequirement(`${actor} darf ${words(event.slice(0, -2))} nicht ${verb}.`, language);
  if (infinitive) {
    const acted = OBJECT_PRONOUNS[language].has(event[0].w) ? [...before.slice(modal + 1, -1), ...event.slice(1, -1)] : event.slice(0, -1);
    return readRequirement(`${actor} darf ${words(acted)} nicht ${verb}.`, language);
  }
  if (!REPEATED_ACTORS_DE.has(event[0].w)) return null;
  const ending = PRESENT_ENDINGS_DE.find(([e]) => verb.endsWith(e) && verb.length > e.length + 2);
  if (!ending) return null;
  const base = verb.slice(0, -ending[0].length) + ending[1];
  return readRequirement(`${actor} darf ${words(event.slice(1, -1))} nicht ${base}.`, language);
}

/**
 * An action put off until the event, as its prevention (DELAYING_VERBS): "<actor> shall delay the
 * publication of the results" as "<actor> shall prevent the publication of the results", "<Akteur> muss die
 * Veröffentlichung der Ergebnisse aufschieben" as "… verhindern"; null without a verb of putting off after
 * the modal verb, or when the prevention reads as none.
 */
function putOff(language: Language, before: readonly Lexeme[]): ClauseReading | null {
  const { verbs, prevent } = DELAYING_VERBS[language];
  const modal = before.findIndex((x) => COMPARE_LEXICON[language].modals.has(x.w));
  const at = before.findIndex((x, i) => i > modal && verbs.has(x.w));
  if (modal < 1 || at < 0) return null;
  const held = readRequirement(`${before.map((x, i) => (i === at ? prevent : x.text)).join(" ")}.`, language);
  return held.clauses.some((c) => c.negative && !c.needNot && !c.exception) ? held : null;
}

/** The requirement without the event it waits for, as a prohibition of the action held back; null when it waits for none. */
export const heldBack = perReading<ClauseReading | null>((reading) => {
  const start = eventStart(reading, HOLDING_BACK_WORDS[reading.language]);
  if (start < 0) return onlyAfter(reading);
  const lex = reading.lexemes;
  const sentence = lex[start].sentence;
  const before = lex.slice(0, start).filter((x) => x.sentence === sentence && x.w !== ",");
  const after = lex.slice(start + 1).filter((x) => x.sentence === sentence);
  if (before.filter((x) => x.isWord).length < MIN_HELD_WORDS) return null;
  const waits = WAITING_VERBS[reading.language];
  if (before.some((x) => waits.has(x.w))) return prohibitionOf(reading.language, before, after);
  const delayed = putOff(reading.language, before);
  if (delayed) return delayed;
  const held = readRequirement(`${words(begun(before))}.`, reading.language);
  return held.clauses.some((c) => c.negative && !c.needNot && !c.exception) ? held : onlyAfter(reading);
});

/**
 * Where a requirement names an event, a condition or a time of its own ("only after", "when",
 * "within", "bis") after its leading condition (a leading condition is compared as the same one),
 * or -1.
 */
function eventAt(reading: ClauseReading): number {
  const L = COMPARE_LEXICON[reading.language];
  const lex = reading.lexemes;
  const first = lex.find((x) => x.isWord);
  const from = first && L.conditionOpeners.has(first.w) ? lex.findIndex((x) => L.modals.has(x.w)) : 0;
  return lex.findIndex(
    (x, i) => i >= from && x.isWord && (RESTRICTING_PREPS.has(x.w) || HOLDING_BACK_WORDS[reading.language].has(x.w)) && !noEvent(lex, i),
  );
}

/** Lexemes after "within" in which a number makes it a time ("within the next 5 days"). */
const SPAN_REACH = 3;

/**
 * A word of time or condition that opens no event (NO_EVENT_WORDS): "while" before a gerund ("while
 * recording the loan"), "when" / "if" after a verb of finding out ("detect when the level exceeds …"), "within"
 * before no number ("within the loan record").
 */
function noEvent(lex: readonly Lexeme[], i: number): boolean {
  const { alongside, gerundEnding, questions, questionVerbs, spans } = NO_EVENT_WORDS;
  if (alongside.has(lex[i].w)) return lex[i + 1]?.w.endsWith(gerundEnding) === true;
  if (spans.has(lex[i].w)) return !lex.slice(i + 1, i + 1 + SPAN_REACH).some((x) => x.isNumber);
  return questions.has(lex[i].w) && questionVerbs.has(lex[i - 1]?.w ?? "");
}

/** Least share of the smaller event's words the two events share to be one event. */
const SAME_EVENT_SHARE = 0.6;

/** The content words of the event from `at` to the end of its sentence. */
function eventWords(reading: ClauseReading, at: number): Set<string> {
  const lex = reading.lexemes;
  return new Set(
    lex
      .slice(at + 1)
      .filter((x) => x.sentence === lex[at].sentence && x.content)
      .map((x) => x.stem),
  );
}

/**
 * Both wait for one event: one holds the action back until it and the other names it for the
 * action ("shall not renew … until the fines are paid" / "shall renew … once the fines are paid");
 * their plain opposition is no contradiction.
 */
export function bothWait(a: ClauseReading, b: ClauseReading): boolean {
  for (const [waiting, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (heldBack(waiting) === null) continue;
    const at = eventAt(other);
    if (at < 0) continue;
    const x = eventWords(waiting, eventStart(waiting, new Set([...HOLDING_BACK_WORDS[waiting.language], ...ONLY_AFTER[waiting.language].after])));
    const y = eventWords(other, at);
    const common = [...x].filter((w) => y.has(w)).length;
    if (common > 0 && common / Math.min(x.size, y.size) >= SAME_EVENT_SHARE) return true;
  }
  return false;
}

/** Whether a finding is the plain opposition of two actions (polarity, opposite actions, permission), what makes the held-back action the opposite of the other's. */
export function opposes(found: Contradiction): boolean {
  switch (found.kind) {
    case "polarity":
    case "antonym":
    case "permission":
    case "negation":
      return true;
    default:
      return false;
  }
}

/** An action one requirement holds back until an event and the other states without it, in either order. */
export function waitingConflict(a: ClauseReading, b: ClauseReading, language: Language, find: Find): Contradiction | null {
  return heldConflict(a, b, language, find, heldBack);
}

/**
 * English "only" right after the modal verb with the event after the action ("The timetable service
 * shall only publish revised times after the signalling office has confirmed them." / "The timetable
 * service shall publish the revised times."), read as "only after" is. Compared after the restatements
 * (restriction.ts), which read a requirement that repeats the other with "only" added.
 */
const heldBackBeforeVerb = perReading<ClauseReading | null>((reading) => (reading.language === "en" ? onlyAfter(reading, true) : null));

/** An action one requirement holds back with "only" before its verb and the other states without the event, in either order. */
export function onlyBeforeVerbConflict(a: ClauseReading, b: ClauseReading, language: Language, find: Find): Contradiction | null {
  return heldConflict(a, b, language, find, heldBackBeforeVerb);
}

function heldConflict(
  a: ClauseReading,
  b: ClauseReading,
  language: Language,
  find: Find,
  heldOf: (r: ClauseReading) => ClauseReading | null,
): Contradiction | null {
  return eitherOrder(a, b, (waiting, other) => {
    const held = heldOf(waiting);
    if (held === null) return null;
    // "shall continue to assign rounds until …": the event ends the action, read without it.
    const plain = eventAt(other) < 0 ? other : continued(other);
    if (plain === null || eventAt(plain) >= 0) return sameTriggerConflict(waiting, other, language, find);
    const found = find(held, plain, language);
    // The held-back reading keeps back an output the other shows ("shall not display the results in a graph"
    // against "shall include a graph to view the results", withheld.ts): an opposition too.
    if (found === null || !(opposes(found) || found.kind === "withheld")) return null;
    return { kind: "event", reason: reason(language, "waiting", { a: statement(waiting), b: statement(other) }) };
  });
}

/**
 * Both tie the action to one trigger, the waiting one as its leading condition and the other after the action, and
 * only the waiting one holds it back until a later event: "When a loan is returned, the library system shall not
 * refund the deposit until the book has been checked for damage." / "The library system shall refund the deposit when
 * the loan is returned." ("Wenn …, darf … nicht …, bis …" / "… muss …, wenn …"). Most of the leading condition's words
 * (SAME_EVENT_SHARE, two at least) are the other's trigger; the two are compared without their triggers.
 */
function sameTriggerConflict(waiting: ClauseReading, other: ClauseReading, language: Language, find: Find): Contradiction | null {
  const condition = waiting.clauses.find((c) => c.condition.size > 0)?.condition;
  const at = eventAt(other);
  if (condition === undefined || condition.size < MIN_TRIGGER_WORDS || at < 0 || other.clauses.some((c) => c.condition.size > 0)) return null;
  const trigger = eventWords(other, at);
  const common = [...condition].filter((w) => trigger.has(w)).length;
  if (common / condition.size < SAME_EVENT_SHARE) return null;
  const lex = other.lexemes;
  const plain = readRequirement(`${words(lex.slice(0, at).filter((x) => x.sentence === lex[at].sentence && x.w !== ","))}.`, language);
  if (eventAt(plain) >= 0) return null;
  // The held-back action read with its commas up to the holding-back word ("Wenn …, darf … nicht erstatten"), then
  // without its leading condition: the trigger both share.
  const start = eventStart(waiting, HOLDING_BACK_WORDS[language]);
  if (start < 0) return null;
  const kept = waiting.lexemes.slice(0, start).filter((x) => x.sentence === waiting.lexemes[start].sentence);
  const cut = readRequirement(`${kept.map((x) => x.text).join(" ")}.`.replace(/ ,\.$/, "."), language);
  const untied: ClauseReading = { ...cut, clauses: cut.clauses.map((c) => ({ ...c, condition: new Set<string>(), conditionNegated: false })) };
  const found = find(untied, plain, language);
  if (found === null || !opposes(found)) return null;
  return { kind: "event", reason: reason(language, "waiting", { a: statement(waiting), b: statement(other) }) };
}

/** Least words of a leading condition read as the other's trigger. */
const MIN_TRIGGER_WORDS = 2;
