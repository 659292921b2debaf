/**
 * One requirement puts an operation aside for another, the other demands the operation put aside:
 *
 *   "The checkout shall reject orders above the credit limit instead of queuing them for review."
 *   "The checkout shall queue orders above the credit limit for review."
 *   "The archive shall compress old scans rather than deleting old scans." / "The archive shall delete old scans."
 *   "Die Kasse muss Bestellungen über dem Kreditlimit ablehnen, statt sie zur Prüfung einzureihen." (German zu-infinitive)
 *
 * "instead of" / "rather than" with a gerund ("statt" / "anstatt" with a zu-infinitive,
 * SET_ASIDE_WORDS) says the action it names is not done: the requirement is read as that
 * prohibition ("shall not queue them for review", waiting.ts builds it) and compared with the other
 * as any two are (polarity, opposite actions, permission against prohibition), with the same actor
 * and leading condition. "instead of CSV" with a noun is a replaced value (restriction.ts); both
 * putting the operation aside agree. A pronoun stands for what the verb before acts on, in German before
 * the zu-infinitive too ("muss die Vormerkung archivieren, statt sie zu löschen").
 *
 * `withoutConflict` reads an operation one requirement does without, named as a noun of action, that
 * the other performs or lets someone perform on the same things:
 *
 *   "The shop shall allow the customer to confirm the order." / "The shop shall finalize the order without requiring customer confirmation."
 *   "The lab system shall validate all samples received from the wards." / "… shall process all samples received from the wards without prior validation."
 *   "Der Shop muss dem Kunden erlauben, die Bestellung zu bestätigen." / "Der Shop muss die Bestellung ohne Bestätigung durch den Kunden abschließen."
 *
 * A noun of action in the "without" phrase (NOUNS_OF_ACTION endings; WITHOUT_FILLERS aside:
 * "requiring", "prior", "user") names the other's verb as written ("confirmation" / "confirm",
 * opt-out.ts; not a verb of the same concept, "update" / "change"), and the two share two object
 * words beyond it, or act directly on the same ones ("confirm the order" / "finalize the order");
 * both are positive, under the same leading condition. The actors may differ: the
 * phrase says whose operation is done without ("without the clerk's approval"). So does a thing the
 * one acts on directly, named in the other's phrase with a noun of action, while the two act on another
 * thing in common: "shall calculate the dosage for each prescription" / "shall dispense prescriptions without
 * dosage verification" (objectDoneWithout).
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction, type Find } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { actorsAgree, perReading, statement } from "./frame.js";
import { opposes, prohibitionOf } from "./waiting.js";
import {
  CHANGING_VERBS,
  SKIPPING_VERBS,
  ACTED_ON_WORDS,
  INPUT_MANNER_WORDS,
  NOUNS_OF_ACTION,
  OBJECT_PRONOUNS,
  OPPOSITE_OPERATIONS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  OPT_OUT_GENERIC,
  SET_ASIDE_WORDS,
  WITHOUT_FILLERS,
  ROLE_GIVING_VERBS,
  ROLE_OPENERS,
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
} from "../../lexicon/compare-conflicts.js";
import { sameWord } from "./opt-out.js";
import { providedAction, splitWords } from "./permission.js";
import { conceptOfWord, isSubset, overlap, sameCondition } from "./frame.js";
import { fold, stem } from "../text.js";

const both = (words: readonly string[]) => new Set(words.flatMap((w) => [w, stem(w, "en"), stem(w, "de")]));
/** Words of a "without" phrase that name no operation, and words too general to tie two requirements together. */
const FILLERS = both(WITHOUT_FILLERS);
const GENERIC = both(OPT_OUT_GENERIC);

/** Least object words the two share beyond the operation, unless both act directly on the same ones. */
const MIN_SHARED_OBJECTS = 2;

/**
 * The word of a "without" phrase that names `stemmed` as a noun of action ("confirmation",
 * "Bestätigung"), as written; null if none, or when a verb in "-ing" names the operation first
 * ("without isolating the equipment": the comparison's own "without" reading).
 */
function nounOfAction(withoutText: string, stemmed: string, language: Language): string | null {
  for (const word of withoutText.split(/[^\p{L}]+/u).slice(1)) {
    const folded = fold(word);
    if (language === "en" && folded.endsWith("ing") && !FILLERS.has(stem(folded, language))) return null;
    if (stem(folded, language) === stemmed && NOUNS_OF_ACTION[language].some((e) => folded.endsWith(e))) return word;
  }
  return null;
}

/** The operation `doer` performs (or lets someone perform) that `without` does without, as written there; null if none. */
function doneWithout(doer: Clause, without: Clause, language: Language): string | null {
  if (doer.negative || without.negative || doer.action === null || !sameCondition(doer, without)) return null;
  if (doer.without.size > 0 || (without.without.size === 0 && without.withoutObjects.size === 0)) return null;
  const phrase = [...without.without, ...without.withoutObjects].filter((w) => !FILLERS.has(w) && !GENERIC.has(w));
  // The verb as written ("confirm"), not its concept: "update" and "change" are one concept, not one operation.
  const verb = stem(fold(doer.actionText), language);
  const named = phrase.find((w) => sameWord(w, verb) && nounOfAction(without.withoutText, w, language) !== null);
  if (named === undefined) return null;
  // The same things acted on, beyond the operation itself.
  const own = (c: Clause, drop: ReadonlySet<string>) => new Set([...c.allObjects].filter((o) => !drop.has(o) && !GENERIC.has(o) && !FILLERS.has(o)));
  const doerObjects = own(doer, new Set([named, verb]));
  const otherObjects = own(without, new Set(phrase));
  const shared = [...doerObjects].filter((o) => otherObjects.has(o)).length;
  // What the noun of action acts on, when named ("confirmation of the invoice"), must be among the doer's objects.
  const noun = nounOfAction(without.withoutText, named, language)!;
  const after = without.predicateText.slice(without.predicateText.indexOf(noun) + noun.length);
  const next = /^\s*(\p{L}+)\s+([^,.;:]+)/u.exec(after);
  const of = next && ACTED_ON_WORDS.has(fold(next[1])) ? next : null;
  if (of) {
    const acted = of[2].split(/[^\p{L}]+/u).map((w) => stem(fold(w), language));
    if (!acted.some((w) => doerObjects.has(w))) return null;
  }
  // One shared word is enough only when it is all the doer acts on directly and the other acts on it directly too.
  const direct = [...doer.directObjects].filter((o) => doerObjects.has(o));
  const sameDirect = direct.length > 0 && direct.every((o) => without.directObjects.has(o));
  return shared >= MIN_SHARED_OBJECTS || sameDirect ? named : null;
}

/**
 * What `doer` acts on directly, named in the other's "without" phrase with a noun of action, while the
 * two act on another thing in common: "shall calculate the dosage for prescriptions from locum doctors" /
 * "shall dispense prescriptions from locum doctors without dosage verification", "shall offer manual adjustment of the
 * crossing timings" / "shall set the crossing timings automatically without manual adjustment". True if so.
 */
function objectDoneWithout(doer: Clause, without: Clause, language: Language): boolean {
  if (doer.negative || without.negative || doer.action === null || !sameCondition(doer, without)) return false;
  if (doer.without.size > 0 || (without.without.size === 0 && without.withoutObjects.size === 0)) return false;
  // The first words of the phrase, with a noun of action as written ("without dosage verification", "ohne Prüfung der Dosierung").
  const written = splitWords(without.withoutText, /[^\p{L}]+/gu)
    .map(fold)
    .slice(1, 1 + PHRASE_REACH);
  const noun = (w: string) =>
    !FILLERS.has(stem(w, language)) && NOUNS_OF_ACTION[language].some((e) => w.endsWith(e) && w.length >= e.length + MIN_ROOT);
  if (!written.some(noun)) return false;
  const phrase = new Set(written.map((w) => stem(w, language)));
  const verb = stem(fold(doer.actionText), language);
  const direct = [...doer.directObjects].filter((o) => !GENERIC.has(o) && !MANNER.has(o) && !doer.subject.has(o) && o !== verb);
  // Each thing acted on directly is named in the phrase or acted on by the other too ("the crossing timings"), one at least in the phrase.
  if (!direct.some((o) => phrase.has(o)) || !direct.every((o) => phrase.has(o) || without.allObjects.has(o))) return false;
  // Another thing both act on, beyond the whole phrase ("without timetable data or route clearance" shares none).
  const whole = new Set([...phrase, ...without.without, ...without.withoutObjects]);
  const rest = (c: Clause) => [...c.allObjects].filter((o) => !whole.has(o) && !GENERIC.has(o) && !FILLERS.has(o) && !MANNER.has(o));
  const theirs = new Set(rest(without));
  return rest(doer).some((o) => theirs.has(o));
}

/** Most words of a "without" phrase read, and the least letters before a noun of action's ending ("total", "manual" are none). */
const PHRASE_REACH = 4;
const MIN_ROOT = 4;

/** An operation one clause performs and the other does without, in either order. */
export function withoutConflict(a: Clause, b: Clause, language: Language): Contradiction | null {
  for (const [doer, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (doneWithout(doer, other, language) === null && !objectDoneWithout(doer, other, language)) continue;
    return { kind: "operation", reason: reason(language, "doneWithout", { a: doer.predicateText, b: other.predicateText }) };
  }
  return null;
}

/** Where the words that put an operation aside end (the index of their last word), or -1. */
function setAsideEnd(reading: ClauseReading): number {
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    for (const phrase of SET_ASIDE_WORDS[reading.language]) {
      if (phrase.every((w, k) => lex[i + k]?.w === w)) return i + phrase.length - 1;
    }
  }
  return -1;
}

/** The requirement as the prohibition of the operation it puts aside ("instead of queuing them" -> "shall not queue them"), or null. */
export const setAside = perReading<ClauseReading | null>((reading) => {
  const end = setAsideEnd(reading);
  if (end < 0) return null;
  const lex = reading.lexemes;
  const sentence = lex[end].sentence;
  const first = end - SET_ASIDE_WORDS[reading.language].find((p) => p[p.length - 1] === lex[end].w)!.length + 1;
  const before = lex.slice(0, first).filter((x) => x.sentence === sentence && x.w !== ",");
  const after = lex.slice(end + 1).filter((x) => x.sentence === sentence);
  // German "archivieren, statt sie zu löschen": the pronoun stands for what the verb before acts on.
  const modal = before.findIndex((x) => COMPARE_LEXICON[reading.language].modals.has(x.w));
  const pronoun = reading.language === "de" && modal >= 0 && OBJECT_PRONOUNS.de.has(after[0]?.w ?? "") && after[1]?.w === "zu";
  return prohibitionOf(reading.language, before, pronoun ? [...before.slice(modal + 1, -1), ...after.slice(1)] : after, true);
});

/** An operation one requirement puts aside and the other demands, in either order. */
export function setAsideConflict(a: ClauseReading, b: ClauseReading, language: Language, find: Find): Contradiction | null {
  return eitherOrder(a, b, (replacing, other) => {
    const aside = setAside(replacing);
    if (aside === null || setAsideEnd(other) >= 0) return null;
    const found = find(aside, other, language);
    if (found === null || !opposes(found)) return null;
    return { kind: "operation", reason: reason(language, "setAside", { a: statement(replacing), b: statement(other) }) };
  });
}

/**
 * `oppositeOperationConflict` reads two operations that undo or rule out one another on the same
 * things (OPPOSITE_OPERATIONS), both demanded or granted, with the same actor and leading condition:
 *
 *   "The library system shall lock the loan settings." / "The library system shall allow librarians to change the loan settings."
 *   "The clinic portal shall purge appointment reminders immediately." / "The clinic portal shall retain appointment reminders for 30 days."
 *   "The desk phone shall block incoming calls." / "The desk phone shall receive incoming calls."
 *   "Das Bibliothekssystem muss die Ausleiheinstellungen sperren." / "… muss Bibliothekaren erlauben, die Ausleiheinstellungen zu ändern."
 *
 * Neither is negated by "not" / "nicht" (a verb the comparison reads as negative, "block", counts as
 * written). What one acts on directly is among what the other acts on. A deletion with a quantity
 * ("delete the reminders after 30 days") ends a retention, it does not rule it out: the side of the
 * first list must name none.
 */
const OPPOSITES = {
  en: OPPOSITE_OPERATIONS.en.map(([x, y]) => [stems(x, "en"), stems(y, "en")] as const),
  de: OPPOSITE_OPERATIONS.de.map(([x, y]) => [stems(x, "de"), stems(y, "de")] as const),
};

function stems(words: readonly string[], language: Language): Set<string> {
  return new Set(words.map((w) => stem(fold(w), language)));
}

/** Granting verbs and manners among the objects of a clause ("erlauben, … zu ändern", "purge … immediately"). */
const GRANTING = new Set([...PERMISSION_STEMS, ...PROHIBITION_STEMS]);
const MANNER = both([...INPUT_MANNER_WORDS]);

/**
 * The verb of a clause as written, stemmed; for a clause negated by a verb of prohibition among its
 * objects ("muss eingehende Anrufe blockieren" is read as a prohibition of calls), that verb.
 */
function verbOf(c: Clause, language: Language): string {
  const prohibiting = prohibitingVerb(c);
  return prohibiting ?? stem(fold(c.actionText.split(" ")[0] ?? ""), language);
}

function prohibitingVerb(c: Clause): string | null {
  if (!c.negative || c.actionNegative) return null;
  return [...c.allObjects].find((o) => PROHIBITION_STEMS.has(o)) ?? null;
}

/** Whether `c` is negated by a word of negation, not only by a verb read as negative ("block", "blockieren"). */
const negated = (c: Clause) => (c.negative !== c.actionNegative && prohibitingVerb(c) === null) || c.needNot;

/** The verbs of the other list for a verb of the first list ("lock" -> "modify", "change", …), in either direction. */
export function oppositeOperations(verb: string, language: Language): { undoing: boolean; others: ReadonlySet<string> }[] {
  const out: { undoing: boolean; others: ReadonlySet<string> }[] = [];
  for (const [undo, keep] of OPPOSITES[language]) {
    if (undo.has(verb)) out.push({ undoing: true, others: keep });
    if (keep.has(verb)) out.push({ undoing: false, others: undo });
  }
  return out;
}

export function oppositeOperationConflict(a: Clause, b: Clause, language: Language): Contradiction | null {
  const changed =
    changedConflict(a, b, language) ?? changedConflict(b, a, language) ?? markedAsConflict(a, b, language) ?? markedAsConflict(b, a, language);
  if (changed) return changed;
  if (a.action === null || b.action === null || negated(a) || negated(b) || !sameCondition(a, b) || !actorsAgree(a, b)) return null;
  const va = verbOf(a, language);
  const vb = verbOf(b, language);
  const pair = oppositeOperations(va, language).find((p) => p.others.has(vb));
  if (pair === undefined)
    return skippedConflict(a, b, va, vb, language) ?? skippedConflict(b, a, vb, va, language) ?? providedOpposites(a, b, language);
  const undoing = pair.undoing ? a : b;
  if (undoing.quantities.length > 0) return null;
  const things = (c: Clause) => new Set([...c.allObjects, ...c.patient]);
  const direct = (c: Clause) => {
    // Not the actor granted the operation, the granting verb, a manner ("sofort") or the words of a quantity ("30 Tage lang").
    const counted = new Set(c.quantityText.flatMap((t) => splitWords(t, /[^\p{L}]+/gu).map((w) => stem(fold(w), language))));
    const drop = (o: string) => a.subject.has(o) || b.subject.has(o) || GRANTING.has(o) || MANNER.has(o) || counted.has(o);
    const own = [...(c.directObjects.size > 0 ? c.directObjects : c.patient)].filter((o) => !drop(o));
    return new Set(own.length > 0 ? own : [...things(c)].filter((o) => !drop(o)));
  };
  const [da, db] = [direct(a), direct(b)];
  if (da.size === 0 || db.size === 0 || overlap(da, db) === 0) return null;
  if (!isSubset(da, things(b)) && !isSubset(db, things(a))) return null;
  return { kind: "operation", reason: reason(language, "oppositeOperation", { a: a.predicateText, b: b.predicateText }) };
}

/**
 * An operation one requirement skips, named among what it skips ("shall skip the testing of the
 * ticket printer on start-up", "muss die Prüfung des Druckers beim Start überspringen"), that the
 * other performs ("shall test the ticket printer on start-up"): the verb of skipping (SKIPPING_VERBS),
 * the other's verb as written among its objects as a gerund or noun of action, and the rest of its
 * direct objects among the other's.
 */
function skippedConflict(skipper: Clause, doer: Clause, skipping: string, verb: string, language: Language): Contradiction | null {
  if (!SKIPPING[language].has(skipping) || skipper.quantities.length > 0) return null;
  const named = [...skipper.allObjects].find((o) => sameWord(o, verb));
  if (named === undefined) return null;
  // What is acted on directly: a purpose after it ("… to start faster") is no part of it.
  const rest = [...skipper.directObjects].filter((o) => o !== named && !MANNER.has(o) && !skipper.subject.has(o));
  const theirs = new Set([...doer.allObjects, ...doer.patient]);
  if (rest.length === 0 || !rest.every((o) => [...theirs].some((t) => sameWord(o, t)))) return null;
  return { kind: "operation", reason: reason(language, "oppositeOperation", { a: skipper.predicateText, b: doer.predicateText }) };
}

const SKIPPING = {
  en: stems(SKIPPING_VERBS.en, "en"),
  de: stems(SKIPPING_VERBS.de, "de"),
};

/**
 * Two means handed over for operations that undo one another on the same things ("shall provide the
 * capability for the terminal to receive fare updates" / "… to block fare updates", permission.ts
 * reads the action after the means): the words after the two actions are the same, but for one word
 * more on one side ("block incoming fare updates").
 */
function providedOpposites(a: Clause, b: Clause, language: Language): Contradiction | null {
  const pa = providedAction(a, language);
  const pb = providedAction(b, language);
  if (pa === null || pb === null || !oppositeOperations(pa.verb, language).some((p) => p.others.has(pb.verb))) return null;
  // A verb coordinated with the action ("enable/disable the alarm") is no thing acted on.
  const drop = (o: string) => MANNER.has(o) || a.subject.has(o) || b.subject.has(o) || oppositeOperations(o, language).length > 0;
  const oa = new Set([...pa.objects].filter((o) => !drop(o)));
  const ob = new Set([...pb.objects].filter((o) => !drop(o)));
  // One side may name one word more ("block incoming updates").
  const [small, large] = oa.size <= ob.size ? [oa, ob] : [ob, oa];
  if (small.size === 0 || large.size - small.size > 1 || !isSubset(small, large)) return null;
  return { kind: "operation", reason: reason(language, "oppositeOperation", { a: a.predicateText, b: b.predicateText }) };
}

/**
 * A prohibition of changing what the other's operation makes, named among its objects as that
 * operation's gerund or noun of action, against the other performing or granting the operation on
 * the same things:
 *
 *   "The library system shall prevent members from changing the grouping of the reading list." /
 *   "The library system shall allow members to group the reading list."
 *   "The clinic portal shall not allow patients to modify the registration of their children." /
 *   "The clinic portal shall allow patients to register their children."
 *   "Das Bibliothekssystem darf Mitgliedern nicht erlauben, die Sortierung der Leseliste zu ändern." /
 *   "Das Bibliothekssystem muss Mitgliedern erlauben, die Leseliste zu sortieren."
 *
 * The prohibited verb is one of changing (CHANGING_VERBS and their synonyms); the operation named is
 * the other's verb as written ("grouping" / "group", "registration" / "register"), written as a gerund
 * or noun of action (NOUNS_OF_ACTION) that is what is changed, followed by what it acts on
 * (ACTED_ON_WORDS: "the grouping of …", not "the method for sending …"); every other word the
 * prohibition acts on is among the other's (the same word, or a noun of action and its verb); same actor and leading condition; the other is
 * positive. "shall not modify the plan" against "shall be able to delete the plan" is the comparison's
 * own reading of a general action covering a specific one.
 */
function changedConflict(prohibition: Clause, doer: Clause, language: Language): Contradiction | null {
  if (
    !prohibition.negative ||
    prohibition.exception ||
    prohibition.needNot ||
    prohibition.action === null ||
    !CHANGING[language].has(prohibition.action)
  )
    return null;
  if (
    doer.negative ||
    doer.action === null ||
    doer.action === prohibition.action ||
    !sameCondition(prohibition, doer) ||
    !actorsAgree(prohibition, doer)
  )
    return null;
  const verb = stem(fold(doer.actionText.split(" ")[0] ?? ""), language);
  const named = changedOperations(prohibition, language).find((o) => sameWord(o, verb));
  if (named === undefined) return null;
  const theirs = [...doer.allObjects, ...doer.patient];
  const rest = [...prohibition.allObjects].filter((o) => o !== named && !MANNER.has(o) && !prohibition.subject.has(o) && !GENERIC.has(o));
  if (rest.length === 0 || !rest.every((o) => theirs.some((t) => sameWord(o, t)))) return null;
  return { kind: "operation", reason: reason(language, "oppositeOperation", { a: prohibition.predicateText, b: doer.predicateText }) };
}

/**
 * The operations a prohibition of changing names as what is changed, as stems: a gerund or noun of
 * action among its objects followed by what it acts on ("the grouping of …", ACTED_ON_WORDS).
 */
export function changedOperations(c: Clause, language: Language): string[] {
  if (!c.negative || c.action === null || !CHANGING[language].has(c.action)) return [];
  const written = splitWords(c.predicateText, /[^\p{L}]+/gu).map(fold);
  const nominal = (o: string) =>
    written.some(
      (w, i) =>
        stem(w, language) === o &&
        ACTED_ON_WORDS.has(written[i + 1] ?? "") &&
        ((language === "en" && w.endsWith("ing")) || NOUNS_OF_ACTION[language].some((e) => w.endsWith(e))),
    );
  return [...c.allObjects].filter(nominal);
}

/** The concepts of the verbs of changing. */
const CHANGING = {
  en: new Set(CHANGING_VERBS.en.map((w) => conceptOf(w, "en"))),
  de: new Set(CHANGING_VERBS.de.map((w) => conceptOf(w, "de"))),
};

function conceptOf(word: string, language: Language): string {
  return conceptOfWord(fold(word), language);
}

/**
 * A role or state given to a thing, named after "as" / "als" (ROLE_GIVING_VERBS), granted by one
 * requirement and ruled out by the other with another verb of the list:
 *
 *   "The catalogue shall let librarians flag a donated book as a reference book." /
 *   "The catalogue shall prevent librarians from marking a donated book as a reference book."
 *   "Der Katalog muss ein gespendetes Buch als Nachschlagewerk einstufen können." /
 *   "Der Katalog darf nicht erlauben, ein gespendetes Buch als Nachschlagewerk zu markieren."
 *
 * The words of the role are the same ("a reference book"); what the positive side gives it to is
 * among what the other names; same actor and leading condition; no exception on the negative side.
 */
function markedAsConflict(positive: Clause, negative: Clause, language: Language): Contradiction | null {
  if (positive.negative || !negative.negative || negative.exception || negative.needNot || positive.action === null || negative.action === null)
    return null;
  if (
    !ROLE_GIVING[language].has(verbOf(positive, language)) ||
    !ROLE_GIVING[language].has(stem(fold(negative.actionText.split(" ")[0] ?? ""), language))
  )
    return null;
  if (!sameCondition(positive, negative) || !actorsAgree(positive, negative)) return null;
  const role = roleOf(positive, language);
  const other = roleOf(negative, language);
  if (role.length === 0 || role.join(" ") !== other.join(" ")) return null;
  // What is given the role: the words before "as" that the clause acts on.
  const given = thingOf(positive, language);
  const theirs = new Set(thingOf(negative, language));
  if (given.length === 0 || !given.every((o) => theirs.has(o))) return null;
  return { kind: "operation", reason: reason(language, "roleRuledOut", { a: positive.predicateText, b: negative.predicateText }) };
}

const ROLE_GIVING = {
  en: stems(ROLE_GIVING_VERBS.en, "en"),
  de: stems(ROLE_GIVING_VERBS.de, "de"),
};
/** The stemmed words before "as" / "als" that the clause acts on, its actor and granting verbs aside ("flag a book as …" -> book). */
function thingOf(c: Clause, language: Language): string[] {
  const words = splitWords(c.predicateText, /[^\p{L}\p{N}]+/gu).map(fold);
  const at = words.findIndex((w) => ROLE_OPENERS[language].has(w));
  return words
    .slice(0, Math.max(0, at))
    .map((w) => stem(w, language))
    .filter((w) => c.allObjects.has(w) && !c.subject.has(w) && !GRANTING.has(w));
}

/** Most words of a role after "as". */
const ROLE_WORDS = 3;

/** The stemmed words after "as" / "als" up to the end of the phrase, articles left out ("as a reference book" -> referenc, book). */
function roleOf(c: Clause, language: Language): string[] {
  const written = c.predicateText.split(/([^\p{L}\p{N}]+)/u);
  const words: string[] = [];
  let open = false;
  for (const part of written) {
    const w = fold(part);
    if (!open) {
      open = ROLE_OPENERS[language].has(w);
      continue;
    }
    if (/[^\p{L}\p{N}\s]/u.test(part) || words.length >= ROLE_WORDS || /^\s*$/u.test(part)) {
      if (/[,.;:!?]/u.test(part) || words.length >= ROLE_WORDS) break;
      continue;
    }
    if (DEFINITE_ARTICLES.has(w) || INDEFINITE_ARTICLES.has(w)) continue;
    // The role ends where the clause's own words begin again ("als Nachschlagewerk einstufen können").
    if (!c.allObjects.has(stem(w, language))) break;
    words.push(stem(w, language));
  }
  return words;
}
