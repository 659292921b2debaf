/**
 * The same action under opposite conditions: "If the sensor reports a fault, the pump
 * shall stop." / "If the sensor does not report a fault, the pump shall stop." One
 * requirement ties the action to an event, the other to its absence, so the event no longer
 * decides anything. The conditions must have the same words (negations aside), or the negated
 * one leaves out up to three words of the other; either way the negated one may state the action
 * with fewer object words ("send a voucher" / "send an apology voucher"); the actions, actors and polarity must be the same ("the platform" is "the TicketCore
 * platform" here, contradictions.ts).
 *
 * `oppositeConditionConflict` reads the words themselves: two requirements that are the same
 * word for word but for one short stretch of their leading condition, where one states the
 * opposite of the other: a negation ("takes" / "does not take", "still wishes" / "no longer
 * wishes"), a negating prefix ("is able" / "is unable"), an antonym of the comparison ("allows"
 * / "denies") or an opposite state ("high" / "low", "hit" / "miss", OPPOSITE_STATES).
 * Articles are left out ("if a job is queued" / "if no job is queued", "wenn ein Fehler" /
 * "wenn kein Fehler", "forward the message" / "forward a message"), and the underscores around a
 * name count for nothing ("_Scheduler_" / "Scheduler", the comparison's lexemes), and a verb is compared without its inflection ("receives" / "does not
 * receive"), and a verb of the same meaning is the same verb ("still needs" / "requires no more",
 * CONDITION_SYNONYMS). The negated condition may leave out a few words of the other one ("if the order
 * is linked to a voucher from the campaign" / "if the order is not linked to a voucher"): it
 * covers every case without the link, so both conditions still lead to the same action. The
 * condition ends at the last comma before the first modal verb, so a condition of two parts
 * ("When requested, if a job is running, …") is compared as a whole.
 * A state is read against its opposite whatever opens the occasion ("when the session is ended" /
 * "while the session is still in progress", "wenn … beendet ist" / "solange … läuft"; STATE_OPENERS,
 * STATE_PHRASES), and "rather than" negates the state it names ("when an order is saved rather than
 * submitted" / "when an order is submitted", RATHER_THAN).
 *
 * `initialismConflict` reads a negated condition that names a thing by its initialism against one
 * that spells it out ("when no PCR is opened" / "when a patient care record is opened").
 *
 * `oppositeOutcomeConflict` also reads the same leading condition with an outcome that changes a thing and one
 * that keeps it as it is ("shall alter the patient's booking priority" / "shall preserve the patient's present booking
 * priority").
 *
 * `excludingConditionConflict` reads the same action under conditions that exclude each other clause
 * by clause, where the words differ in more than one stretch: the negated condition names some of the
 * other's words ("when a reservation is not confirmed" / "when a reservation for a reference book is
 * confirmed by the front desk staff"), or the two name opposite states of one thing ("open" / "closed", "in the
 * air" / "on the ground", "ended" / "active"), an adverb of since when or the noun of a state left out
 * ("currently in the air", "already airborne", "in the active state").
 */
import { SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { factsOf, type Facts } from "./facts.js";
import { actorsAgree, isSubset, MAX_PAIRED_CLAUSES, perReading, sameAction, sameObjects } from "./frame.js";
import { COMPARE_LEXICON, type CompareLexicon } from "../lexicon.js";
import { stem } from "../text.js";
import {
  CHANGE_AND_KEEP,
  CONDITION_AUXILIARIES,
  CONDITION_SYNONYMS,
  DEFINITE_ARTICLES,
  MAIN_VERB_MODALS,
  MODAL_FOLLOWERS,
  INDEFINITE_ARTICLES,
  NEGATING_PREFIXES,
  OUTCOME_STATE_OPENERS,
  NEGATION_TAILS,
  OPPOSITE_STATES,
  RATHER_THAN,
  STATE_ADVERBS,
  STATE_NOUNS,
  STATE_OPENERS,
  STATE_PHRASES,
  VERB_ENDINGS_EN,
} from "../../lexicon/compare-conflicts.js";

export function eventConflict(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): Contradiction | null {
  if ((fx.conditionNegations + fy.conditionNegations) % 2 === 0) return null;
  const [negated, other] = fx.conditionNegations % 2 === 1 ? [x, y] : [y, x];
  if (x.condition.size === 0 || y.condition.size === 0) return null;
  // The same condition, the negated side maybe with fewer words for the action ("format a message" /
  // "format an appropriate event message").
  if (x.condition.size === y.condition.size && isSubset(x.condition, y.condition)) {
    if (!sameObjects(x.allObjects, y.allObjects) && !(negated.allObjects.size > 0 && isSubset(negated.allObjects, other.allObjects))) return null;
    return { kind: "event", reason: reason(language, "event", { action: other.predicateText }) };
  }
  // The negated condition may leave out a few words of the other ("when an item is not changed" /
  // "when an item is changed in a project"): it covers every case of the opposite; then the negated
  // side may state the action with fewer words too ("indicate the affected items").
  const otherCondition = spelledOut(negated.condition, other.condition);
  if (!isSubset(negated.condition, otherCondition) || otherCondition.size - negated.condition.size > MAX_LEFT_OUT) return null;
  if (!sameObjects(negated.allObjects, other.allObjects) && !(negated.allObjects.size > 0 && isSubset(negated.allObjects, other.allObjects)))
    return null;
  return { kind: "event", reason: reason(language, "event", { action: other.predicateText }) };
}

/** Letters of an initialism read against the words it stands for ("ECM" for "evidence characterization model"). */
const MIN_INITIALS = 3;
const MAX_INITIALS = 5;

/**
 * The other condition with the words an initialism of the negated one stands for read as the
 * initialism: "when an ECM is not selected" / "when an evidence characterization model is selected".
 * Each letter is the first letter of another word of the other condition that the negated one lacks.
 */
function spelledOut(negated: ReadonlySet<string>, other: ReadonlySet<string>): Set<string> {
  const result = new Set(other);
  for (const w of negated) {
    if (other.has(w) || w.length < MIN_INITIALS || w.length > MAX_INITIALS || !/^[a-z]+$/.test(w)) continue;
    const spare = [...result].filter((o) => !negated.has(o) && o.length > 1);
    const used: string[] = [];
    for (const letter of w) {
      const word = spare.find((o) => o[0] === letter && !used.includes(o));
      if (!word) break;
      used.push(word);
    }
    if (used.length !== w.length) continue;
    for (const o of used) result.delete(o);
    result.add(w);
  }
  return result;
}

/** Longest differing stretch, in words, that is compared as one condition against its opposite. */
const MAX_SPAN = 5;
/** Most words the negated condition may leave out of the other one, and the longer stretch then allowed. */
const MAX_LEFT_OUT = 3;
const MAX_SPAN_LEFT_OUT = MAX_SPAN + MAX_LEFT_OUT;
/** Least letters of an English word whose inflection is taken off, and least letters left. */
const MIN_INFLECTED = 4;
const MIN_LEFT = 3;

/**
 * A word's stem without its English inflection: "receives", "received" and "receive" are one
 * verb (the stemmer cuts "receive" further than "receives"). German words keep their stem.
 */
function wordKey(w: string, language: Language): string {
  if (language !== "en" || w.length < MIN_INFLECTED) return stem(w, language);
  const ending = VERB_ENDINGS_EN.find((e) => w.endsWith(e) && w.length - e.length >= MIN_LEFT);
  return stem(ending ? w.slice(0, w.length - ending.length) : w, language);
}
const SAME_VERBS = new Map<string, string>(CONDITION_SYNONYMS.flatMap(([x, y]) => [[x, y] as const]));
/** One verb of a pair of the same meaning in a condition ("needs" / "requires"), read as the other. */
const sameVerb = (key: string) => SAME_VERBS.get(key) ?? key;

/** Least words after the condition: the action both requirements tie to it. */
const MIN_CONSEQUENT = 3;

/** Each state with the states opposite to it ("active" against "deactivated" and "cancelled"). */
const OPPOSITES = new Map<string, Set<string>>();
for (const [x, y] of OPPOSITE_STATES)
  for (const [p, q] of [
    [x, y],
    [y, x],
  ])
    OPPOSITES.set(p, (OPPOSITES.get(p) ?? new Set()).add(q));

/** The stretch read as (negations, stems): auxiliaries dropped, negations and negating prefixes counted. */
function normalise(span: readonly string[], other: readonly string[], L: CompareLexicon, language: Language): { negations: number; words: string[] } {
  const otherStems = new Set(other.map((w) => wordKey(w, language)));
  // A word cut as the other side cuts it: "exceeds" / "exceed" ("exceed" is no "exce" + "ed").
  const otherKeys = new Set(other.flatMap((w) => [wordKey(w, language), stem(w, language)]));
  const key = (w: string) => [wordKey(w, language), stem(w, language)].find((k) => otherKeys.has(k)) ?? wordKey(w, language);
  let negations = 0;
  const words: string[] = [];
  for (let i = 0; i < span.length; i++) {
    const w = span[i];
    // "activated rather than executed": the state before is left out, the one after negated.
    const rather = RATHER_THAN.find((p) => p.every((x, k) => span[i + k] === x));
    if (rather && words.length > 0) {
      words.pop();
      negations++;
      i += rather.length - 1;
      continue;
    }
    if (CONDITION_AUXILIARIES.has(w) || INDEFINITE_ARTICLES.has(w) || DEFINITE_ARTICLES.has(w)) continue;
    if (L.negations.has(w)) {
      negations++;
      if (NEGATION_TAILS.has(span[i + 1] ?? "")) i++;
      continue;
    }
    const prefix = NEGATING_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 4 && otherStems.has(wordKey(w.slice(p.length), language)));
    if (prefix) {
      negations++;
      words.push(wordKey(w.slice(prefix.length), language));
    } else words.push(sameVerb(key(w)));
  }
  return { negations, words };
}

/** Two words of opposite meaning: an antonym pair of the comparison or an opposite state. */
function opposite(a: string, b: string, L: CompareLexicon, language: Language): boolean {
  if (OPPOSITES.get(a)?.has(b)) return true;
  const sa = stem(a, language);
  const sb = stem(b, language);
  return sa !== sb && (L.concept.get(sa) ?? sa) === (L.concept.get(sb) ?? sb) && L.negativeSide.has(sa) !== L.negativeSide.has(sb);
}

/** Every word of `part` in `whole`, in the same order. */
function inOrder(part: readonly string[], whole: readonly string[]): boolean {
  let j = 0;
  for (const w of part) {
    while (j < whole.length && whole[j] !== w) j++;
    if (j === whole.length) return false;
    j++;
  }
  return true;
}

/**
 * The stretch as its states are compared: commas left out, the openers of an occasion alike ("when" /
 * "while", "wenn" / "solange") and a phrase of a state read as its word ("in progress" is "running").
 */
function statesOf(span: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < span.length; i++) {
    if (span[i] === ",") continue;
    const phrase = STATE_PHRASES.find(([p]) => p.every((x, k) => span[i + k] === x));
    if (phrase) {
      out.push(phrase[1]);
      i += phrase[0].length - 1;
    } else out.push(STATE_OPENERS.has(span[i]) ? "if" : span[i]);
  }
  return out;
}

function oppositeSpans(rawA: readonly string[], rawB: readonly string[], L: CompareLexicon, language: Language): boolean {
  let a = statesOf(rawA);
  let b = statesOf(rawB);
  // Words alike at either end once read so ("when" / "while") are no part of the stretch.
  while (a.length > 0 && b.length > 0 && a[0] === b[0]) [a, b] = [a.slice(1), b.slice(1)];
  while (a.length > 0 && b.length > 0 && a[a.length - 1] === b[b.length - 1]) [a, b] = [a.slice(0, -1), b.slice(0, -1)];
  const na = normalise(a, b, L, language);
  const nb = normalise(b, a, L, language);
  const same = na.words.length === nb.words.length && na.words.every((w, i) => w === nb.words[i]);
  if (same) return (na.negations + nb.negations) % 2 === 1;
  // The negated side leaves out a few words of the other, in their order: it still covers the other's opposite.
  if (na.negations + nb.negations === 1) {
    const [neg, pos] = na.negations === 1 ? [na.words, nb.words] : [nb.words, na.words];
    if (neg.length > 0 && pos.length - neg.length <= MAX_LEFT_OUT && inOrder(neg, pos)) return true;
  }
  if (a.length > MAX_SPAN || b.length > MAX_SPAN) return false;
  // One word against its opposite, the negations alike.
  if ((na.negations + nb.negations) % 2 === 1) return false;
  const ownA = a.filter((w) => !CONDITION_AUXILIARIES.has(w) && !b.includes(w));
  const ownB = b.filter((w) => !CONDITION_AUXILIARIES.has(w) && !a.includes(w));
  return ownA.length === 1 && ownB.length === 1 && opposite(ownA[0], ownB[0], L, language);
}

/**
 * Where the leading condition ends: "then", else the last comma before the first modal verb,
 * else the modal verb, else the first comma; -1 without a leading condition.
 */
export function conditionEnd(words: readonly string[], L: CompareLexicon): number {
  if (words.length === 0 || !L.conditionOpeners.has(words[0])) return -1;
  // "needs" is a modal verb only before "to" or "not" ("if the thermostat still needs heating" is no modal).
  const modalAt = (i: number) => L.modals.has(words[i]) && (!MAIN_VERB_MODALS.has(words[i]) || MODAL_FOLLOWERS.has(words[i + 1] ?? ""));
  const end = words.findIndex((w, i) => w === "," || w === "then" || w === "dann" || modalAt(i));
  if (end < 0 || words[end] !== ",") return end;
  const modal = words.findIndex((_, i) => modalAt(i));
  if (modal < 0) return end;
  for (let i = end; i < modal; i++) if (words[i] === "then" || words[i] === "dann") return i;
  return words.lastIndexOf(",", modal);
}

/** The words compared, with the commas that may end a condition: articles left out ("forward the message" / "forward a message"). */
function compared(x: Lexeme): boolean {
  return x.w === "," || (x.isWord && !INDEFINITE_ARTICLES.has(x.w) && !DEFINITE_ARTICLES.has(x.w));
}

/**
 * The compared words of a requirement with a leading condition, and where that condition ends; no
 * words and -1 without one. The lexemes carry names without their underscores ("_Scheduler_" /
 * "Scheduler", features.ts).
 */
const conditionedWords = perReading((r): { words: string[]; end: number } => {
  const words = r.lexemes.filter(compared).map((x) => x.w);
  const end = conditionEnd(words, COMPARE_LEXICON[r.language]);
  return end < 0 ? { words: [], end } : { words, end };
});

export function oppositeConditionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const L = COMPARE_LEXICON[a.language];
  const { words: wa, end: ea } = conditionedWords(a);
  const { words: wb, end: eb } = conditionedWords(b);
  if (ea < 0 || eb < 0) return null;
  let start = 0;
  while (start < wa.length && start < wb.length && wa[start] === wb[start]) start++;
  let end = 0;
  while (end < wa.length - start && end < wb.length - start && wa[wa.length - 1 - end] === wb[wb.length - 1 - end]) end++;
  const da = wa.slice(start, wa.length - end);
  const db = wb.slice(start, wb.length - end);
  // One short stretch, inside both conditions, with the same action after them.
  if (da.length + db.length === 0 || da.length > MAX_SPAN_LEFT_OUT || db.length > MAX_SPAN_LEFT_OUT) return null;
  // The stretch may take in the comma that ends one condition ("when it is ended the …" / "when it is running, the …").
  const past = (w: readonly string[], e: number) => e + (w[e] === "," ? 1 : 0);
  if (wa.length - end > past(wa, ea) || wb.length - end > past(wb, eb) || wa.length - ea < MIN_CONSEQUENT) return null;
  if (!oppositeSpans(da, db, L, language)) return null;
  // Quoted as written, articles included, from the end of the condition on; from the requirement whose
  // condition ends at a comma, if only one does ("when it is ended the portal shall …" / "…, the portal shall …").
  const [r, e] = wa[ea] !== "," && wb[eb] === "," ? [b, eb] : [a, ea];
  const conditionStop = r.lexemes.indexOf(r.lexemes.filter(compared)[e]);
  const consequent = r.lexemes
    .slice(conditionStop + 1)
    .filter((x) => x.isWord)
    .map((x) => x.text)
    .join(" ");
  return { kind: "event", reason: reason(language, "event", { action: consequent }) };
}

/**
 * The same leading condition word for word with opposite outcomes: the two are the same but for one
 * word after the condition, the state or value the outcome sets (after "as", "to", "at", "als", "auf",
 * OUTCOME_STATE_OPENERS), and those two words are opposites ("when a loan is overdue, the catalogue
 * shall mark the loan as open" / "… as closed", "when the room opens, the lamps shall be set to the
 * predefined brightness" / "… to the user-defined brightness"). The same event cannot lead to both.
 */
export function oppositeOutcomeConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return oppositeWordOutcome(a, b, language) ?? keptOutcomeConflict(a, b, language);
}

function oppositeWordOutcome(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const L = COMPARE_LEXICON[a.language];
  const { words: wa, end: ea } = conditionedWords(a);
  const { words: wb, end: eb } = conditionedWords(b);
  if (ea < 0 || ea !== eb || wa.length !== wb.length || wa.length - ea < MIN_CONSEQUENT) return null;
  let differs = -1;
  for (let i = 0; i < wa.length; i++) {
    if (wa[i] === wb[i]) continue;
    if (differs >= 0 || i <= ea) return null;
    differs = i;
  }
  // The opposite words name the state or value set ("as approved" / "as rejected"), articles left out.
  // A compound written with a hyphen is read whole ("pre-defined" / "user-defined").
  if (differs < 0) return null;
  const whole = (w: readonly string[]) => `${w[differs]}-${w[differs + 1] ?? ""}`;
  const opposed = opposite(wa[differs], wb[differs], L, language) || opposite(whole(wa), whole(wb), L, language);
  if (!OUTCOME_STATE_OPENERS.has(wa[differs - 1]) || !opposed) return null;
  const quoted = (r: ClauseReading, w: string) => {
    const stop = r.lexemes.indexOf(r.lexemes.filter(compared)[ea]);
    const words = r.lexemes.slice(stop + 1).filter((x) => x.isWord || x.w === "-");
    return (
      words
        .map((x) => x.text)
        .join(" ")
        .replaceAll(" - ", "-") || w
    );
  };
  return { kind: "event", reason: reason(language, "eventOutcome", { a: quoted(a, wa[differs]), b: quoted(b, wb[differs]) }) };
}

/** Least share of the kept thing's words the changing outcome names. */
const KEPT_THING_SHARE = 0.6;

/**
 * The same leading condition word for word, and the same words up to the modal verb, with an outcome that
 * changes a thing and one that keeps it as it is (CHANGE_AND_KEEP): "when a patient misses a second appointment,
 * the clinic portal shall alter the patient's booking priority to the lowest level" / "…, the clinic portal shall
 * preserve the patient's present booking priority" ("wenn …, muss das Klinikportal die Buchungspriorität des Patienten
 * … ändern" / "… die bisherige Buchungspriorität des Patienten beibehalten"). The keeping side names the state the
 * thing is in ("current", "existing", "bisherig"), and most of the thing's words are the changing side's. Neither side
 * is negated.
 */
function keptOutcomeConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const L = COMPARE_LEXICON[language];
  const { words: wa, end: ea } = conditionedWords(a);
  const { words: wb, end: eb } = conditionedWords(b);
  if (ea < 0 || ea !== eb || wa.slice(0, ea).some((w, i) => wb[i] !== w)) return null;
  // The condition ends at a comma, "then" or the modal verb itself.
  const modal = (w: readonly string[]) => w.findIndex((x, i) => i >= ea && L.modals.has(x));
  const [ma, mb] = [modal(wa), modal(wb)];
  if (ma < 0 || ma !== mb || wa.slice(ea, ma + 1).some((w, i) => wb[ea + i] !== w)) return null;
  // The outcome's lexemes after the modal verb.
  const outcome = (r: ClauseReading) => {
    const at = r.lexemes.indexOf(r.lexemes.filter(compared)[ma]);
    return r.lexemes.slice(at + 1).filter((l) => l.isWord);
  };
  const { change, keep, state } = CHANGE_AND_KEEP;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const outX = outcome(x);
    const outY = outcome(y);
    if ([...outX, ...outY].some((l) => L.negations.has(l.w))) continue;
    if (!outX.some((l) => change.has(l.w)) || outX.some((l) => keep.has(l.w))) continue;
    if (!outY.some((l) => keep.has(l.w)) || !outY.some((l) => state.has(l.w)) || outY.some((l) => change.has(l.w))) continue;
    // The thing kept: the keeping outcome's content words, its verb and word of state aside.
    const thing = new Set(outY.filter((l) => l.content && !keep.has(l.w) && !state.has(l.w)).map((l) => l.stem));
    const changed = new Set(outX.map((l) => l.stem));
    const shared = [...thing].filter((w) => changed.has(w)).length;
    if (thing.size === 0 || shared / thing.size < KEPT_THING_SHARE) continue;
    const quoted = (out: readonly Lexeme[]) => out.map((l) => l.text).join(" ");
    return { kind: "event", reason: reason(language, "eventOutcome", { a: quoted(outX), b: quoted(outY) }) };
  }
  return null;
}

/**
 * The same actor: one names the other's words, or one is the system and the other a named system ("the
 * platform" / "the TicketCore platform", "das System" / "das Bibliothekssystem").
 */
function sameActor(a: Clause, b: Clause, language: Language): boolean {
  if (actorsAgree(a, b)) return true;
  const generic = COMPARE_LEXICON[language].genericSubjects;
  // A German compound ends in the generic word ("das Bibliothekssystem" / "das System").
  const names = (w: string) => generic.has(w) || (language === "de" && [...generic].some((g) => w.length > g.length && w.endsWith(g)));
  const named = (x: Clause, y: Clause) =>
    x.subject.size === 1 && x.subject.has(SYSTEM_SUBJECT) && !y.subject.has(SYSTEM_SUBJECT) && y.subjectText.toLowerCase().split(" ").some(names);
  return named(a, b) || named(b, a);
}

/**
 * Opposite conditions where the negated one names a thing by its initialism and the other spells it
 * out ("when an ECM is not selected" / "when an evidence characterization model is selected"): the
 * conditions share too few words to be read as one, so the pair is read here with the initialism
 * spelled out (`spelledOut`), the same actor, action and polarity, as `eventConflict` reads any.
 */
export function initialismConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = factsOf(a);
  const fb = factsOf(b);
  if ((fa.conditionNegations + fb.conditionNegations) % 2 === 0) return null;
  for (const ca of a.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    for (const cb of b.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      const [negated, other] = fa.conditionNegations % 2 === 1 ? [ca, cb] : [cb, ca];
      const spelled = spelledOut(negated.condition, other.condition);
      if (spelled.size === other.condition.size && isSubset(other.condition, spelled)) continue;
      if (ca.negative !== cb.negative || !sameAction(ca, cb) || !sameActor(ca, cb, language)) continue;
      const found = eventConflict(ca, cb, fa, fb, language);
      if (found) return found;
    }
  }
  return null;
}

/** Least words a negated condition shares with the other one when it leaves out more than MAX_LEFT_OUT of them. */
const MIN_SHARED_CONDITION = 2;

/** The adverbs of since when and the nouns of a state as stems, in the language's stemming ("currently", "already", "state"). */
const ADVERB_STEMS = {
  en: new Set([...STATE_ADVERBS, ...STATE_NOUNS].map((w) => stem(w, "en"))),
  de: new Set([...STATE_ADVERBS, ...STATE_NOUNS].map((w) => stem(w, "de"))),
};

/** The pairs of opposite states as stems, in the language's stemming ("cancelled" / "active"). */
const OPPOSITE_STEMS = {
  en: OPPOSITE_STATES.map(([x, y]) => [stem(x, "en"), stem(y, "en")] as const),
  de: OPPOSITE_STATES.map(([x, y]) => [stem(x, "de"), stem(y, "de")] as const),
};

/**
 * Two conditions that exclude each other: one negates the other and names some of its words ("when a
 * ticket is not validated" / "when a ticket is validated at the gate by the inspector", at least
 * MIN_SHARED_CONDITION words in common), or the two name opposite states of the same thing, their other
 * words the same ("when the platform gate is open" / "when the platform gate is closed", OPPOSITE_STATES,
 * or the two sides of an antonym pair of the comparison, "allows" / "denies").
 */
function excludingConditions(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): boolean {
  if ((fx.conditionNegations + fy.conditionNegations) % 2 === 1) {
    const [negated, other] = fx.conditionNegations % 2 === 1 ? [x, y] : [y, x];
    const otherCondition = spelledOut(negated.condition, other.condition);
    return negated.condition.size >= MIN_SHARED_CONDITION && isSubset(negated.condition, otherCondition);
  }
  const L = COMPARE_LEXICON[language];
  // "currently in the air" / "on the ground", "in the active state" / "ended": an adverb of since when or the
  // noun "state" is no state of its own (STATE_ADVERBS, STATE_NOUNS).
  const own = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((w) => !b.has(w) && !ADVERB_STEMS[language].has(w));
  const ownX = own(x.condition, y.condition);
  const ownY = own(y.condition, x.condition);
  if (ownX.length !== 1 || ownY.length !== 1 || x.condition.size === 1) return false;
  const [s, t] = [ownX[0], ownY[0]];
  return OPPOSITE_STEMS[language].some(([p, q]) => (p === s && q === t) || (p === t && q === s)) || opposite(s, t, L, language);
}

/**
 * The same action under conditions that exclude each other, read clause by clause where the word for word
 * reading (`oppositeConditionConflict`) finds more than one stretch of difference: "When a loan is
 * cancelled, the library system shall notify the member." / "When a loan is active, the system shall
 * notify the member." The actions, actors ("the system" is "the library system") and polarity are the
 * same, and one states the action with the other's object words or fewer.
 */
export function excludingConditionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = factsOf(a);
  const fb = factsOf(b);
  for (const ca of a.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (ca.condition.size === 0) continue;
    for (const cb of b.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      if (cb.condition.size === 0 || ca.negative !== cb.negative || !sameAction(ca, cb) || !sameActor(ca, cb, language)) continue;
      if (!sameObjects(ca.allObjects, cb.allObjects, true) || !excludingConditions(ca, cb, fa, fb, language)) continue;
      // Quoted from the one that names more of what is acted on.
      const longer = ca.allObjects.size >= cb.allObjects.size ? ca : cb;
      return { kind: "event", reason: reason(language, "event", { action: longer.predicateText }) };
    }
  }
  return null;
}
