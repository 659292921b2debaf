/**
 * Contradictions between two requirements, from their clause readings (reading/clauses.ts).
 * A pair contradicts when two clauses are about the same subject and action and
 *
 * 1. polarity: one is positive and the other negative ("shall" / "shall not", "muss" /
 *    "darf nicht", "enable" / "disable", "allow" / "prevent"), and their objects match;
 * 2. quantity: they give incompatible values for the same kind of quantity ("within 2 s" /
 *    "within 5 s", "at least 8 characters" / "at least 12 characters", "once a day" /
 *    "once a week");
 * 3. exclusive alternative: one restricts the action to one alternative ("accessible only
 *    through the tablet client") and the other names a different one with the same
 *    preposition ("accessible through a browser");
 * 4. exclusive actor: "Only the administrator shall access the log" against another
 *    actor acting on the same objects;
 * 5. negated modifier: "non-relational database" against "relational database";
 * 6. general and specific: "shall not modify the plan" against "shall be able to delete the
 *    plan" (a prohibition of a general action covers the specific one, lexicon HYPERNYMS);
 * 7. "without": "shall validate commands" against "shall run commands without validation";
 * 8. negation only: the texts are the same word for word once negations are removed,
 *    and only one is negated;
 * 9. meaning-based classes (conflicts/): different times of day, dates or weekdays
 *    (times.ts), exclusive scope and "one of" / "all of" (scope.ts), permission against
 *    prohibition with different verbs (permission.ts), input and output conflicts and two
 *    alternatives for one slot (roles.ts), the same action under opposite conditions
 *    (events.ts, also read word for word: "if the level is high" / "… low", and with an initialism
 *    spelled out: "no PCR" / "a patient care record"); and a negated
 *    modifier on a shared head word whatever the verbs, and opposite polarity on objects that
 *    share most of their words;
 * 10. whole-requirement classes (conflicts/): one requirement restates and narrows the other
 *    (restriction.ts), the system sets a value automatically where a person sets it
 *    (agency.ts), only some actors against another actor, every actor, or a prohibition for
 *    every user against a named actor (agents.ts), the only source of an action's input
 *    against another source (sources.ts), every item against only some of them
 *    (universal.ts), and a notification channel one demands and the other rules out
 *    (channels.ts), the same action based on different inputs, or on its only input against
 *    another one next to it (inputs.ts); and the same requirement with two values of a kind that admits one at a
 *    time, "in red" / "in green" (values.ts); and a scenario's When step ("Given … When the
 *    planner deletes a route Then …") as a requirement of its own (scenario.ts); and a demand
 *    against the option to switch it off or go round it (opt-out.ts); an input the one bases the
 *    action on and the other disregards (disregard.ts, also what one filters by and another shows regardless of it); something put in place of what the other
 *    demands, "months instead of dates", "only a summary" against "the full text" (outputs.ts); two
 *    defaults for one output, "in a map view by default" / "in a list view by default" (defaults.ts);
 *    two orders for one list, "sorted by title" / "in a random order" (orders.ts); two lists of
 *    all the parts of one thing, "shall consist of" (compositions.ts); an action one holds back
 *    until an event and the other states without any (waiting.ts); an operation one puts aside
 *    ("instead of queuing …") and the other demands, or does without ("without requiring
 *    confirmation", operations.ts); an action one ties to a condition and the other rules out
 *    even under it ("… even if …", concession.ts); an action one limits in how often or when it may
 *    happen ("only once per day", "only during the initial setup") and the other grants with no limit
 *    (limits.ts); an action stated "regardless of" a thing against its opposite under a condition on
 *    that thing (regardless.ts); an output given in one language against the same output in another,
 *    "all text in French" / "the menus in English" (languages.ts); two technical components used for the
 *    same purpose, or one list of what an action requires shortened (means.ts); a thing granted as a noun
 *    phrase against its prohibition, "shall support the bulk export of loan lists" / "shall prevent the bulk
 *    export of loan lists" (granted.ts); the items of an output listed against only some of them shown, "shall include
 *    the title, the due date and the branch name" / "shall display only the title and the due date" (shown-lists.ts).
 *    And the same action under a condition inside a range and one outside it, "within the permitted
 *    range" / "L < LO or L > HI" (ranges.ts). Last, one requirement restating most of the other's words
 *    with a restricting word of its own, "only", "prevent", "without", "nur" (restricted-topic.ts).
 * 11. an input one requirement sets aside for an action ("without reading the barcode", "bypassing the
 *    entered prices") and the other names as that action's input, also as what it reads for that
 *    purpose ("scan the barcode to determine the loan record", excluded.ts).
 * 12. a restriction against the grant to override it ("a maximum number of loans" / "override the maximum loan
 *    limit", overrides.ts), and one of a thing at a time against several of it at once (concurrent.ts).
 * 13. a count capped against a larger count of the same thing demanded ("the number of parallel viewers … limited to 300" /
 *    "900 viewers in parallel"), one of a thing against several of it for the same action (counts.ts), and a step
 *    demanded before an action against the action done without it ("must be signed in to see …" / "… without signing
 *    in", preconditions.ts).
 * 14. a named actor given its part against the same work done setting it aside ("The door counter shall report
 *    visitor numbers to the building office" / "… without waiting for a report from the door counter", bypassed.ts).
 * 15. an action tied to its only trigger against the same action tied to another ("only during the boarding" /
 *    "when a passenger buys a ticket", triggers.ts).
 * 16. an action confined to one value against another value of its kind ("require … vertically" / "allow …
 *    horizontally", values.ts).
 *
 * Same subject: the subjects (system words removed) are equal, one contains the other, or
 * one is unknown (passive, "it shall be forbidden to …"). Matching objects: at least 60 %
 * of the smaller object set is shared. Leading conditions must match too: "If the card is
 * blocked, the terminal shall not accept payments" does not contradict "The terminal shall
 * accept payments".
 */
import type { Language } from "../types.js";
import { PRONOUN_SUBJECT, RESTRICTING_PREPS, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../reading/clauses.js";
import { COMPARE_LEXICON } from "./lexicon.js";
import { fold, stem } from "./text.js";
import { quantitiesConflict } from "./quantities.js";
import { reason } from "./reasons.js";
import { ACCESS_LIKE_EN, GENERIC_OBJECTS_EN, GROUP_ACTORS_EN, NEGATION_WORDS_EN } from "../lexicon/en/compare-clauses.js";
import type { Contradiction } from "./conflicts/contradiction.js";
import { factsOf, type Facts } from "./conflicts/facts.js";
import {
  actorsAgree,
  isSubset,
  MAX_PAIRED_CLAUSES,
  overlap,
  perReading,
  sameAction as sameActionKey,
  sameCondition,
  spellingVariants,
} from "./conflicts/frame.js";
import { eventConflict, initialismConflict, oppositeConditionConflict, oppositeOutcomeConflict } from "./conflicts/events.js";
import { regardlessConflict } from "./conflicts/regardless.js";
import {
  coordinatedVerbs,
  nominalConflict,
  permissionConflict,
  prohibitedNoun,
  providedAction,
  qualifiedDenial,
  splitWords,
} from "./conflicts/permission.js";
import { roleConflict } from "./conflicts/roles.js";
import { scopeConflict } from "./conflicts/scope.js";
import { timeConflict } from "./conflicts/times.js";
import { confinementConflict, restrictionConflict } from "./conflicts/restriction.js";
import { agencyConflict, statesAgency } from "./conflicts/agency.js";
import { agentConflict, restrictsAction } from "./conflicts/agents.js";
import { sourceConflict } from "./conflicts/sources.js";
import { inputConflict } from "./conflicts/inputs.js";
import { refusedInputConflict, refusedTerms } from "./conflicts/refused-inputs.js";
import { optionalItemConflict, optionalItemTerms } from "./conflicts/optional-items.js";
import { acceptedMeansConflict, acceptedMeansTerms } from "./conflicts/accepted-means.js";
import { excludedInputConflict, purposeActions } from "./conflicts/excluded.js";
import { meansConflict } from "./conflicts/means.js";
import { universalConflict } from "./conflicts/universal.js";
import { channelConflict, namesChannel } from "./conflicts/channels.js";
import { confinedValueConflict, valueConflict } from "./conflicts/values.js";
import { scenarioStep } from "./conflicts/scenario.js";
import { OPT_OUT_TERMS, optOutConflict, optsOut } from "./conflicts/opt-out.js";
import { basisDisregardConflict, disregardConflict } from "./conflicts/disregard.js";
import { REPLACING_TERMS, replacedConflict, replacedTerms } from "./conflicts/outputs.js";
import { defaultConflict } from "./conflicts/defaults.js";
import { withheldConflict, withheldTerms } from "./conflicts/withheld.js";
import { shownListConflict, shownListTerms } from "./conflicts/shown-lists.js";
import { restrictedTopicConflict, restrictedTopicTerms } from "./conflicts/restricted-topic.js";
import { languageConflict, languageTerms } from "./conflicts/languages.js";
import { orderConflict } from "./conflicts/orders.js";
import { failureReportConflict } from "./conflicts/failures.js";
import { bothWait, heldBack, opposes, waitingConflict } from "./conflicts/waiting.js";
import { oppositeOperationConflict, oppositeOperations, setAside, setAsideConflict, withoutConflict } from "./conflicts/operations.js";
import { changedOperations } from "./conflicts/operations.js";
import { onlyBeforeVerbConflict } from "./conflicts/waiting.js";
import { excludingConditionConflict } from "./conflicts/events.js";
import { oppositeRanges, rangeConflict } from "./conflicts/ranges.js";
import { concessionConflict } from "./conflicts/concession.js";
import { compositionConflict } from "./conflicts/compositions.js";
import { limitConflict } from "./conflicts/limits.js";
import { cappedCount, cappedCountConflict, countConflict, oneAgainstSeveralConflict, openCountConflict } from "./conflicts/counts.js";
import { grantedConflict, grantedPhrase } from "./conflicts/granted.js";
import { overrideConflict, overrides } from "./conflicts/overrides.js";
import { concurrentConflict } from "./conflicts/concurrent.js";
import { preconditionConflict } from "./conflicts/preconditions.js";
import { bypassedConflict, bypassedTerms } from "./conflicts/bypassed.js";
import { triggerConflict } from "./conflicts/triggers.js";
import {
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  NEEDING_VERBS,
  NO_ONE_WORDS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
} from "../lexicon/compare-conflicts.js";
import { ACCESS_LIKE_DE, GENERIC_OBJECTS_DE, GROUP_ACTORS_DE, NEGATION_WORDS_DE } from "../lexicon/de/compare-clauses.js";

export type { Contradiction } from "./conflicts/contradiction.js";

/** Subject words that name a group which may contain any other actor. */
const GROUP_ACTORS = new Set([...GROUP_ACTORS_EN, ...GROUP_ACTORS_DE]);

/** Subject stems without the markers. */
function actors(subject: ReadonlySet<string>): Set<string> {
  return new Set([...subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
}

const ACCESS_LIKE = new Set([...ACCESS_LIKE_EN, ...ACCESS_LIKE_DE]);
/** Objects too general to tie two requirements together ("access the system"). */
const GENERIC_OBJECTS = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);

function sameSubject(a: Clause, b: Clause): boolean {
  // A passive names what is acted on, not who acts: that must be what the other acts on.
  if (a.patient.size > 0 && b.patient.size > 0) return (isSubset(a.patient, b.patient) || isSubset(b.patient, a.patient)) && actorsAgree(a, b);
  if (a.patient.size > 0) return isSubset(a.patient, b.allObjects) && actorsAgree(a, b);
  if (b.patient.size > 0) return isSubset(b.patient, a.allObjects) && actorsAgree(a, b);
  return actorsAgree(a, b);
}

/** Objects without negated modifiers, "¬x" read as "x". */
function plain(objects: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const o of objects) out.add(o.startsWith("¬") ? o.slice(1) : o);
  return out;
}

function objectsMatch(a: ReadonlySet<string>, b: ReadonlySet<string>, minShare = 0.6): boolean {
  if (a.size === 0 && b.size === 0) return true;
  if (a.size === 0 || b.size === 0) return false;
  const common = overlap(a, b);
  if (common === 0) return false;
  return common / Math.min(a.size, b.size) >= minShare;
}

/**
 * Objects of a polarity pair: 60 % of the smaller set shared, and 80 % when each side has
 * words of its own ("not … to guests" against "… to registered members" is a different case,
 * not the opposite statement).
 */
function polarityObjectsMatch(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 && b.size === 0) return false;
  if (!objectsMatch(a, b)) return false;
  const common = overlap(a, b);
  const ownA = a.size - common;
  const ownB = b.size - common;
  return ownA === 0 || ownB === 0 || common / Math.min(a.size, b.size) >= 0.8;
}

function clausePair(a: Clause, b: Clause, fa: Facts, fb: Facts, language: Language): Contradiction | null {
  if (!sameCondition(a, b)) return null;
  const subject = sameSubject(a, b);
  const sameAction = sameActionKey(a, b);

  // Opposite leading conditions ("if … does not …"): only the same action under both is a conflict;
  // "if A, P" and "if not A, not P" agree. The requirement's first condition, or each clause's own.
  const ownConditions = a.condition.size > 0 && b.condition.size > 0 && a.conditionNegated !== b.conditionNegated;
  if ((fa.conditionNegations + fb.conditionNegations) % 2 === 1 || ownConditions) {
    const agree = subject || namedSystem(a, b, language) || namedSystem(b, a, language);
    return agree && a.negative === b.negative && sameActionKey(a, b) ? eventConflict(a, b, fa, fb, language) : null;
  }
  // Meaning-based checks (conflicts/): the same frame, a different time, scope, input or output.
  if (subject && !a.negative && !b.negative && sameActionKey(a, b)) {
    const found =
      timeConflict(a, b, fa, fb, language) ??
      scopeConflict(a, b, fa, fb, language) ??
      roleConflict(a, b, fa, fb, language) ??
      disregardConflict(a, b, language);
    if (found) return found;
  }

  const negativeOne = a.negative ? a : b;
  const positiveOne = negativeOne === a ? b : a;
  // "need not" only contradicts an obligation, not a capability or a permission.
  const optionalOnly = negativeOne.needNot && positiveOne.capability;
  if (
    subject &&
    sameAction &&
    a.negative !== b.negative &&
    !negativeOne.exception &&
    !optionalOnly &&
    polarityObjectsMatch(a.allObjects, b.allObjects) &&
    !qualifiedDenial(negativeOne, positiveOne, language)
  ) {
    if (a.actionNegative !== b.actionNegative) {
      return { kind: "antonym", reason: reason(language, "antonym", { a: a.actionText, b: b.actionText }) };
    }
    const positive = a.negative ? b : a;
    return { kind: "polarity", reason: reason(language, "negation", { action: positive.predicateText }) };
  }

  if (subject && (sameAction || (a.action === null && b.action === null && a.subject.size > 0 && b.subject.size > 0)) && a.negative === b.negative) {
    // One side may consist of a counted quantity alone: "shall support up to 10 locations".
    const bare = a.objects.size === 0 || b.objects.size === 0;
    if (polarityObjectsMatch(plain(a.objects), plain(b.objects)) || bare) {
      for (let i = 0; i < a.quantities.length; i++) {
        for (let j = 0; j < b.quantities.length; j++) {
          if (fa.inTime.has(a.quantities[i].start) || fb.inTime.has(b.quantities[j].start)) continue;
          if (!quantitiesConflict(a.quantities[i], b.quantities[j])) continue;
          if (bare && a.quantities[i].kind !== "count" && overlap(actors(a.subject), actors(b.subject)) === 0) continue;
          const frequency = a.quantities[i].kind === "frequency";
          return {
            kind: frequency ? "frequency" : "quantity",
            reason: reason(language, frequency ? "frequency" : "quantity", { a: a.quantityText[i], b: b.quantityText[j] }),
          };
        }
      }
    }
    // "non-relational" against "relational".
    for (const o of a.objects) {
      const other = o.startsWith("¬") ? o.slice(1) : "¬" + o;
      const pa = plain(a.objects);
      const pb = plain(b.objects);
      if (b.objects.has(other) && (isSubset(pa, pb) || isSubset(pb, pa))) {
        const neg = o.startsWith("¬") ? a : b;
        const pos = neg === a ? b : a;
        if (!sameModifiedHead(neg, pos, o.startsWith("¬") ? o.slice(1) : o, language)) continue;
        return { kind: "negatedModifier", reason: reason(language, "negatedModifier", { a: neg.predicateText, b: pos.predicateText }) };
      }
    }
  }

  // "runs on a relational database" / "shall use a non-relational database": the modifier and its
  // negation on a shared head word contradict whatever the verbs.
  if (subject && !sameAction && a.negative === b.negative) {
    const found = negatedModifierOnSharedHead(a, b, language);
    if (found) return found;
  }

  // A general prohibition covers the specific action: "shall not modify" / "shall be able to delete".
  if (subject && a.negative !== b.negative && a.action && b.action && a.action !== b.action) {
    const negative = a.negative ? a : b;
    const positive = negative === a ? b : a;
    const covered = COMPARE_LEXICON[language].hyponyms.get(negative.action!);
    if (covered?.has(positive.action!) && !negative.exception && polarityObjectsMatch(negative.allObjects, positive.allObjects)) {
      return { kind: "polarity", reason: reason(language, "negation", { action: positive.predicateText }) };
    }
  }

  // "shall validate commands" / "shall execute commands without prior validation".
  if (subject && !a.negative && !b.negative) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      // "shall need a login" / "… without the need for a login": what is needed is what the other goes without.
      const needed = NEEDING_VERBS.has(x.actionText.toLowerCase()) && [...x.directObjects].some((o) => y.without.has(o));
      if (!x.action || x.capability || !(y.without.has(x.action) || needed)) continue;
      // "without altering the app" only meets a requirement about the app.
      const objects = y.withoutObjects.size > 0 ? y.withoutObjects : y.allObjects;
      if (overlap(x.allObjects, objects) === 0) continue;
      return { kind: "polarity", reason: reason(language, "without", { action: x.predicateText, without: y.withoutText }) };
    }
  }

  if (!a.negative && !b.negative && subject && sameAction) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      if (!x.exclusiveObject || (y.exclusiveObject && y.objects.size === 0)) continue;
      // The alternatives: the phrase after the restricted preposition, else the direct object.
      // "display only a seat map to each passenger": the direct object, not the phrase after "to".
      const prep = x.onlyPrep ?? (x.onlyDirect ? null : x.prep);
      const xs = prep === null ? x.directObjects : (x.phrases.get(prep) ?? new Set<string>());
      const ys = prep === null ? y.directObjects : (y.phrases.get(prep) ?? null);
      if (xs.size === 0) continue;
      if (ys === null) {
        // "may cancel only before departure" against "may cancel" with no such restriction.
        if (prep !== null && RESTRICTING_PREPS.has(prep) && x.onlyPrep !== null && !y.exclusiveObject && objectsMatch(x.objects, y.objects)) {
          return { kind: "exclusiveObject", reason: reason(language, "exclusiveObject", { a: x.predicateText, b: y.predicateText }) };
        }
        continue;
      }
      if (ys.size === 0) continue;
      // Spelling variants of one alternative ("Mac" / "macOS") are no different alternative.
      const variant = (o: string, other: ReadonlySet<string>) =>
        [...other].some((p) =>
          !xs.has(p) || !ys.has(p)
            ? o.length >= 3 && p.length >= 3 && Math.abs(o.length - p.length) <= 3 && (p.startsWith(o) || o.startsWith(p))
            : false,
        );
      const ownX = new Set([...xs].filter((o) => !ys.has(o)));
      const ownY = new Set([...ys].filter((o) => !xs.has(o)));
      const onlyX = [...ownX].filter((o) => !variant(o, ownY));
      const onlyY = [...ownY].filter((o) => !variant(o, ownX));
      if (onlyX.length === 0 || onlyY.length === 0) continue;
      const shared = overlap(x.objects, y.objects);
      if (prep === null && overlap(xs, ys) === 0) continue;
      // Without a shared object word, both must name the same explicit subject.
      if (shared === 0 && (x.subject.size === 0 || y.subject.size === 0 || x.subject.has(SYSTEM_SUBJECT))) continue;
      return { kind: "exclusiveObject", reason: reason(language, "exclusiveObject", { a: x.predicateText, b: y.predicateText }) };
    }
  }

  if (!a.negative && !b.negative) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      // The system doing its own work is no second actor ("The system shall generate the report"),
      // and "only authorised users" may well include the other actor.
      if (!x.exclusiveSubject || y.exclusiveSubject) continue;
      const xs = actors(x.subject);
      const ys = actors(y.subject);
      if (xs.size === 0 || ys.size === 0) continue;
      // "No user shall delete invoices" rules the action out for everyone; it agrees with "Only the accountant …"
      // as far as the others go and is read by agents.ts.
      if (deniedToAll(y)) continue;
      if (overlap(xs, ys) > 0 || spellingVariants(xs, ys) || [...xs].some((w) => GROUP_ACTORS.has(w))) continue;
      if (!(sameAction || (x.action !== null && ACCESS_LIKE.has(x.action)))) continue;
      // Access covers every action on its objects ("only realtors shall have access to report
      // generation" / "the buyer shall be able to generate a report"): then all of the other's objects count.
      const yAll = new Set(sameAction ? y.directObjects : y.allObjects);
      if (y.action) yAll.add(y.action);
      if (y.actionText) yAll.add(stem(y.actionText.toLowerCase(), language));
      const xObjects = new Set([...x.objects].filter((o) => !GENERIC_OBJECTS.has(o)));
      // Access to a thing of several words is to that thing: every word of it is the other's, but one of four or
      // more ("access to the students' personal records" says nothing of "the contact person of a site").
      const missing = xObjects.size - overlap(xObjects, yAll);
      if (xObjects.size === 0 || !(sameAction ? objectsMatch(xObjects, yAll) : missing <= (xObjects.size >= ACCESS_WORDS_LOOSE ? 1 : 0))) continue;
      return {
        kind: "exclusiveSubject",
        reason: reason(language, "exclusiveSubject", {
          a: x.subjectText.replace(/^(only|nur)\s+/i, ""),
          b: y.subjectText,
          action: x.actionText || "…",
        }),
      };
    }
  }
  return subject ? (permissionConflict(a, b, language) ?? sharedObjectPolarity(a, b, language)) : null;
}

/**
 * "the platform" against "the TicketCore platform": one subject names the system by a generic word
 * alone, the other names it with that word and a name of its own. Used where the rest of the two
 * requirements is the same, under opposite conditions (events.ts).
 */
function namedSystem(a: Clause, b: Clause, language: Language): boolean {
  if (a.subject.size !== 1 || !a.subject.has(SYSTEM_SUBJECT) || b.subject.size === 0 || b.subject.has(SYSTEM_SUBJECT)) return false;
  const generic = COMPARE_LEXICON[language].genericSubjects;
  return b.subjectText
    .toLowerCase()
    .split(" ")
    .some((w) => generic.has(w));
}

/** An actor quantified with "no" / "kein": "No user shall …", "Kein Benutzer darf …". */
function deniedToAll(c: Clause): boolean {
  const first = c.subjectText.trim().split(" ")[0]?.toLowerCase() ?? "";
  return NO_ONE_WORDS.has(first);
}

/**
 * The modifier and its negation stand before the same word ("relational database" / "non-relational
 * database"; the positive one may be one of several modifiers); neither side is only an ability
 * ("pay with non-contact cards" and "… with contact cards" may both be offered); and one side demands
 * something (two headings "Non-member visitors: …" / "Member visitors: …" demand nothing).
 * "in-operative cab" says nothing of "operation states".
 */
function sameModifiedHead(negated: Clause, positive: Clause, modifier: string, language: Language): boolean {
  if (negated.capability || positive.capability || !(negated.modal || positive.modal)) return false;
  const after = (text: string, n: number): string[] => {
    const words = splitWords(text.toLowerCase(), NON_WORD);
    const at = words.findIndex((w) => stem(w, language) === modifier);
    return at < 0 ? [] : words.slice(at + 1, at + 1 + n).map((w) => stem(w, language));
  };
  const [head] = after(negated.predicateText, 1);
  return head !== undefined && after(positive.predicateText, HEAD_REACH).includes(head);
}

/** Words of a thing accessed from which one may be left out by the other requirement. */
const ACCESS_WORDS_LOOSE = 4;

/** Words between a modifier and its head on the positive side ("fully relational, SQL-based database"). */
const HEAD_REACH = 3;

/** What parts the words of a predicate, hyphens included ("non-relational" -> "non", "relational"). */
const NON_WORD = /[^\p{L}\p{N}]+/gu;

function negatedModifierOnSharedHead(a: Clause, b: Clause, language: Language): Contradiction | null {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const o of x.objects) {
      if (!o.startsWith("¬") || !y.objects.has(o.slice(1)) || x.objects.has(o.slice(1))) continue;
      const shared = [...x.objects].filter((w) => !w.startsWith("¬") && y.objects.has(w) && w !== o.slice(1));
      if (shared.length === 0 || !sameModifiedHead(x, y, o.slice(1), language)) continue;
      return { kind: "negatedModifier", reason: reason(language, "negatedModifier", { a: x.predicateText, b: y.predicateText }) };
    }
  }
  return null;
}

/**
 * Opposite polarity with objects that share most but not all words: "shall include the
 * percentage of recycled parts used" / "shall not include any percentage of recycled parts".
 * Half the smaller object set and at least two words in common; no exception on the negative side.
 */
function sharedObjectPolarity(a: Clause, b: Clause, language: Language): Contradiction | null {
  if (a.negative === b.negative || !sameActionKey(a, b)) return null;
  const negative = a.negative ? a : b;
  const positive = negative === a ? b : a;
  if (negative.exception || negative.needNot) return null;
  const common = overlap(a.allObjects, b.allObjects);
  if (common < 2 || common / Math.min(a.allObjects.size, b.allObjects.size) < 0.5) return null;
  return { kind: "polarity", reason: reason(language, "negation", { action: positive.predicateText }) };
}

const NEGATION_WORDS = new Set([...NEGATION_WORDS_EN, ...NEGATION_WORDS_DE]);

/** The words of a requirement without negations and articles, and its number of negations. */
const unnegated = perReading((r: ClauseReading): { words: string[]; negations: number } => {
  const words: string[] = [];
  let negations = 0;
  r.lexemes.forEach((x, i) => {
    if (!x.isWord || INDEFINITE_ARTICLES.has(x.w) || DEFINITE_ARTICLES.has(x.w)) return;
    // A negation joined to the next word is a prefix of it ("nicht-europäische Karten").
    if (NEGATION_WORDS.has(x.w) && r.lexemes[i + 1]?.w !== "-") negations++;
    else words.push(x.w);
  });
  return { words, negations };
});

/** Same words once negations and articles are removed ("support the …" / "not support …"), with a different number of negations. */
function negationOnly(a: ClauseReading, b: ClauseReading): boolean {
  const ua = unnegated(a);
  const ub = unnegated(b);
  if ((ua.negations + ub.negations) % 2 === 0) return false;
  return ua.words.length > 2 && ua.words.length === ub.words.length && ua.words.every((w, i) => w === ub.words[i]);
}

/**
 * The first contradiction found between two readings, with its reason in `language`; a scenario's
 * When step (conflicts/scenario.ts) is compared too when the scenario as a whole contradicts nothing.
 */
export function findContradiction(a: ClauseReading, b: ClauseReading, language: Language = a.language): Contradiction | null {
  if (a.language !== b.language) return null;
  const found = findInReadings(a, b, language);
  if (found) return found;
  const stepA = scenarioStep(a);
  const stepB = scenarioStep(b);
  return (stepA ? findInReadings(stepA, b, language) : null) ?? (stepB ? findInReadings(a, stepB, language) : null);
}

function findInReadings(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  // Conditions inside and outside one range never hold together: only the same action under both conflicts (ranges.ts).
  if (oppositeRanges(a, b)) return rangeConflict(a, b, language);
  // An action held back until an event is read before its plain opposite ("shall not lend … until …").
  const waiting = waitingConflict(a, b, language, findInReadings);
  if (waiting) return waiting;
  const fa = factsOf(a);
  const fb = factsOf(b);
  for (const ca of a.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    for (const cb of b.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      const found =
        clausePair(ca, cb, fa, fb, language) ??
        channelConflict(ca, cb, language) ??
        optOutConflict(ca, cb, language) ??
        withoutConflict(ca, cb, language) ??
        oppositeOperationConflict(ca, cb, language) ??
        nominalConflict(ca, cb, language) ??
        grantedConflict(ca, cb, language);
      if (found && !(opposes(found) && bothWait(a, b))) return found;
    }
  }
  const restricted =
    restrictionConflict(a, b, language) ??
    onlyBeforeVerbConflict(a, b, language, findInReadings) ??
    oppositeConditionConflict(a, b, language) ??
    initialismConflict(a, b, language) ??
    oppositeOutcomeConflict(a, b, language) ??
    excludingConditionConflict(a, b, language) ??
    rangeConflict(a, b, language) ??
    regardlessConflict(a, b, language) ??
    agencyConflict(a, b, language) ??
    agentConflict(a, b, language) ??
    bypassedConflict(a, b, language) ??
    sourceConflict(a, b, language) ??
    inputConflict(a, b, language) ??
    refusedInputConflict(a, b, language) ??
    optionalItemConflict(a, b, language) ??
    acceptedMeansConflict(a, b, language) ??
    excludedInputConflict(a, b, language) ??
    basisDisregardConflict(a, b, language) ??
    meansConflict(a, b, language) ??
    universalConflict(a, b, language) ??
    valueConflict(a, b, language) ??
    confinedValueConflict(a, b, language) ??
    confinementConflict(a, b, language) ??
    // An operation put aside ("instead of queuing …") before a thing put in place of another ("instead of the full text").
    setAsideConflict(a, b, language, findInReadings) ??
    replacedConflict(a, b, language) ??
    withheldConflict(a, b, language) ??
    shownListConflict(a, b, language) ??
    languageConflict(a, b, language) ??
    defaultConflict(a, b, language) ??
    orderConflict(a, b, language) ??
    failureReportConflict(a, b, language) ??
    compositionConflict(a, b, language) ??
    limitConflict(a, b, language) ??
    countConflict(a, b, language) ??
    openCountConflict(a, b, language) ??
    cappedCountConflict(a, b, language) ??
    oneAgainstSeveralConflict(a, b, language) ??
    overrideConflict(a, b, language) ??
    concurrentConflict(a, b, language) ??
    preconditionConflict(a, b, language) ??
    triggerConflict(a, b, language) ??
    restrictedTopicConflict(a, b, language);
  if (restricted) return restricted;
  if (negationOnly(a, b)) {
    // The positive one has fewer negations ("if the meter has no display it shall …" against "… shall not …").
    const negations = (r: ClauseReading) => r.lexemes.filter((x) => NEGATION_WORDS.has(x.w)).length;
    const positive = negations(a) > negations(b) ? b : a;
    const text = positive.lexemes
      .filter((x) => x.isWord)
      .map((x) => x.text)
      .join(" ");
    return { kind: "negation", reason: reason(language, "negation", { action: text }) };
  }
  return concessionConflict(a, b, language, findInReadings);
}

/** Terms of the operation readings: a means handed over, a noun prohibited, coordinated verbs, the operations that undo the action. */
function operationTerms(c: Clause, language: Language, addConcept: (c: string) => void, out: Set<string>): void {
  // A means handed over for an action meets its prohibition ("provide a function to read …", permission.ts).
  const provided = providedAction(c, language);
  if (provided) addConcept(provided.verb);
  // … and an action prohibited as a noun ("die Änderung des Lieferfensters unterbinden").
  const prohibited = prohibitedNoun(c, language);
  if (prohibited) addConcept(prohibited.noun);
  // So does a verb coordinated with the action ("read and write …").
  for (const v of coordinatedVerbs(c, language)) addConcept(v);
  // An operation meets the one that undoes it ("lock" / "modify", operations.ts).
  for (const o of oppositeOperations(stem(fold(c.actionText.split(" ")[0] ?? ""), language), language)) for (const s of o.others) out.add(s);
  // … and a prohibition of changing meets the operation it names as what is changed ("the grouping of …", operations.ts).
  for (const o of changedOperations(c, language)) addConcept(o);
  // A thing granted or prohibited as a noun phrase meets its opposite through its words (granted.ts).
  for (const w of grantedPhrase(c, language)?.words ?? []) addConcept(w);
}

/**
 * The terms a requirement must share with this one to possibly contradict it: the stems of
 * its actions with their synonyms, antonyms, more general and more specific actions, the
 * actions named after "without", and the access-like actions of exclusive actors. Null when
 * any requirement may contradict it (a clause without an action, or an exclusive actor with an
 * access-like action). Lets the comparison skip reading unrelated candidates.
 */
export function contradictionTerms(reading: ClauseReading): Set<string> | null {
  const L = COMPARE_LEXICON[reading.language];
  const out = new Set<string>();
  const addConcept = (c: string) => {
    out.add(c);
    for (const s of L.stemsOfConcept.get(c) ?? []) out.add(s);
  };
  // Who sets a value and which channel notifies are told by the objects, whatever the verbs
  // ("automatically assign the number" / "choose a user-defined number").
  const agency = statesAgency(reading);
  let operationClauses = 0;
  for (const c of reading.clauses) {
    // "restrict the approval of requests to …" confines the action named among its objects.
    if (agency || namesChannel(c) || restrictsAction(c) || optsOut(c) || overrides(c)) for (const o of c.allObjects) addConcept(o);
    // A demand meets an opt-out through the verb of going round or switching off ("bypass", "disable").
    if (c.action !== null && !c.negative) for (const t of OPT_OUT_TERMS) out.add(t);
    // … and a replacement through its replacing word or part ("instead", "statt", "summary").
    if (c.action !== null && !c.negative) for (const t of REPLACING_TERMS) out.add(t);
    if (c.action === null) return null;
    if (c.exclusiveSubject && ACCESS_LIKE.has(c.action)) return null;
    addConcept(c.action);
    out.add(c.actionText.toLowerCase());
    // The operation readings (permission.ts, operations.ts) read the clauses that are paired.
    if (operationClauses++ < MAX_PAIRED_CLAUSES) operationTerms(c, reading.language, addConcept, out);
    for (const h of L.hyponyms.get(c.action) ?? []) addConcept(h);
    for (const [general, specific] of L.hyponyms) if (specific.has(c.action)) addConcept(general);
    for (const w of c.without) addConcept(w);
    // "shall enable uploads" meets "shall prevent uploads": the granted action is among the objects.
    if (PERMISSION_STEMS.has(c.action) || PROHIBITION_STEMS.has(c.action)) for (const o of c.allObjects) addConcept(o);
  }
  for (const a of ACCESS_LIKE) addConcept(a);
  // An input read for a purpose ("scan the barcode to determine …") meets what another sets aside for that action (excluded.ts).
  for (const p of purposeActions(reading)) addConcept(p);
  // What a requirement rules out ("months instead of dates") is met by a requirement that demands it.
  for (const t of replacedTerms(reading)) addConcept(t);
  // What a requirement keeps back ("shall show no message") is met by one that shows or sends it.
  for (const t of withheldTerms(reading)) addConcept(t);
  // What a requirement shows only ("only the title and the date") is met by one that lists more of it.
  for (const t of shownListTerms(reading)) out.add(t);
  // A requirement with a restricting word is met by one it restates most of (restricted-topic.ts).
  for (const x of restrictedTopicTerms(reading)) out.add(x.stem);
  // An input a requirement refuses is met by one that names it (refused-inputs.ts).
  for (const t of refusedTerms(reading)) out.add(t);
  // An item a requirement demands is met by one that makes it optional, and the reverse (optional-items.ts).
  for (const t of optionalItemTerms(reading)) out.add(t);
  // A thing accepted only through one means is met by one taken or done through another (accepted-means.ts).
  for (const t of acceptedMeansTerms(reading)) out.add(t);
  // A count capped is met by one that demands more of the thing counted (counts.ts).
  const capped = cappedCount(reading);
  if (capped) out.add(capped.stem);
  // An output in one language is met by one in another (languages.ts).
  for (const t of languageTerms(reading)) out.add(t);
  // A requirement that sets an actor aside is met by one that names that actor (bypassed.ts).
  for (const t of bypassedTerms(reading)) out.add(t);
  // The action a requirement holds back until an event is compared too (waiting.ts).
  const held = heldBack(reading);
  if (held) {
    const terms = contradictionTerms(held);
    if (terms === null) return null;
    for (const t of terms) out.add(t);
  }
  // So is the operation it puts aside ("instead of queuing …", operations.ts).
  const aside = setAside(reading);
  if (aside) {
    const terms = contradictionTerms(aside);
    if (terms === null) return null;
    for (const t of terms) out.add(t);
  }
  // A scenario's When step is compared too.
  const step = scenarioStep(reading);
  if (step) {
    const terms = contradictionTerms(step);
    if (terms === null) return null;
    for (const t of terms) out.add(t);
  }
  return out;
}
