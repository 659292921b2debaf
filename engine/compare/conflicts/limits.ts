/**
 * One requirement limits how often or when an action may happen, the other states the same action,
 * or the ability to do it, with no limit of its own:
 *
 *   "Members can renew a loan." / "The PIN can be set only once." against "Cardholders can set the PIN."
 *   "Posting reviews shall be allowed only once per customer per day, further attempts are blocked."
 *   "Customers shall be able to post reviews."
 *   "Report export shall be rate-limited to one invocation per 24 hours." / "Clerks can export the report."
 *   "Timetable changes shall be permitted only during a 5-minute window each day." / "Dispatchers can change the timetable."
 *   "The shop shall allow the owner to modify the tax rates only during the initial setup."
 *   "The product shall allow entering, storing and modifying the tax rates."
 *   "Das Löschen gespeicherter Passwörter darf höchstens einmal pro Tag erfolgen." / "Benutzer können gespeicherte Passwörter löschen."
 *   "Die Verlängerung einer Ausleihe ist nur einmal pro Woche erlaubt." / "Mitglieder können eine Ausleihe verlängern."
 *
 * The limit (`limitOf`, word lists LIMIT_COUNTING, LIMIT_OCCASIONS): a count bounded by "only" in its
 * clause or by the words right before it ("only once", "at most once", "no more than once", "nur
 * einmal", "höchstens einmal"); a capped rate ("rate-limited to one invocation per day", "auf einen
 * Export pro Tag begrenzt"); a bounded count of times ("to a maximum of three times per session",
 * "höchstens drei Mal pro Tag"); "only" with an occasion that is a phase, a window or a length of time
 * ("only during the initial setup", "only within the first 10 minutes", "only for 10 seconds per session",
 * "nur während der Ersteinrichtung", "nur für die ersten 10 Minuten"); a bounded span of time ("for a
 * maximum of 30 minutes after posting", "für höchstens 30 Minuten", word list LIMIT_SPANS); and a
 * prohibition after the first occasion ("shall prevent any modification of the notes after the initial
 * entry", "dürfen nach der ersten Eingabe nicht mehr geändert werden").
 *
 * The limited action is its clause's action, or, when the clause says no more than that something
 * may happen ("shall be allowed", "is possible", "darf … erfolgen", NAMED_ACTION_PREDICATES), the noun
 * of action of its subject ("Posting reviews", "Report export", "Das Löschen …"), or of what a
 * restricting or prohibiting verb names ("restrict the generation of reports to …", "keine Änderung …
 * zulassen"), read against the other's verb by their common beginning ("Verlängerung" / "verlängern");
 * a German passive acts on its subject ("Die PIN darf nur einmal festgelegt werden"). The other's action may
 * be one of a list ("entering, storing and modifying the tax rates", "anlegen, ändern und
 * löschen"). The two must be the same action (synonyms read as one), on the same things (one's
 * objects, the limit's own words left out, contain the other's), by the same actor (or one unknown),
 * under the same leading condition; the other must grant the action or the ability to do it ("can",
 * "shall be able to", "shall allow", "there is an option to"), not merely oblige the system to do it
 * ("The booking system shall send reminder e-mails" agrees with "… at most once per booking"), and carry
 * no limit, condition or occasion of its own in the sentence that states it ("only", "once", "when",
 * "after", "during", "within", "each time"; one both name word for word, or one in a purpose, "so
 * that …", does not count).
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import { PRONOUN_SUBJECT, RESTRICTING_PREPS, SYSTEM_SUBJECT } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, actionKey, isSubset, perReading, sameCondition, statement } from "./frame.js";
import { sameWord } from "./opt-out.js";
import { DURATION_UNITS, EVENT_PHRASES, NUMBER_WORDS, ONCE_WORDS } from "../../lexicon/compare-quantities.js";
import {
  ABILITY_NOUNS,
  LIMIT_COUNTING,
  LIMIT_OCCASIONS,
  LIMIT_SPANS,
  LIST_JOINERS,
  NAMED_ACTION_PREDICATES,
  OCCASION_OPENERS,
  PERMISSION_STEMS,
  PURPOSE_PHRASES,
  RESTRICTING_VERBS,
  SINGLE_WORDS,
  PROHIBITION_STEMS,
} from "../../lexicon/compare-conflicts.js";
import { CAPABILITY_NOUNS_EN } from "../../lexicon/en/compare-clauses.js";
import { CAPABILITY_NOUNS_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";
import { WERDEN_FORMS } from "../../lexicon/de/passive.js";
import { CONDITION_BOUNDARY } from "../../lexicon/punctuation.js";
import { SEPARABLE_PREFIXES } from "../../lexicon/de/modal.js";

/** Where a limit stands in the lexemes: from `start` up to `end`, in sentence `sentence`, and its words as written. */
interface Limit {
  start: number;
  end: number;
  sentence: number;
  text: string;
  /** "after the initial entry": the action is ruled out after its first occasion, the clause is a prohibition. */
  afterFirst: boolean;
}

/** Words after "only" searched for the phase or window of an occasion. */
const OCCASION_REACH = 7;
/** Words after the preposition of a span searched for its length ("for a maximum of 30 minutes"). */
const SPAN_REACH = 5;
/** Words after "after" searched for "initial" or "first" ("after their initial submission"). */
const FIRST_REACH = 3;
/** Words before a count of times searched for the word that bounds it ("a maximum of three times"). */
const TIMES_REACH = 4;
/** Words after a capping participle searched for the rate ("limited to one invocation per day"). */
const RATE_REACH = 5;
/** Most words of a limit quoted in the reason. */
const QUOTED_WORDS = 12;
/** The ending of an English gerund. */
const GERUND = "ing";
/** Least words of a subject that names an action and what it acts on ("Report export"). */
const NAMED_MIN_WORDS = 2;

/** German words that go on a limit's phrase ("pro Tag und Benutzer", "innerhalb der ersten 10 Minuten nach der Buchung"). */
const PHRASE_PREPS_DE = new Set([
  ...PREPS_DE,
  ...LIMIT_OCCASIONS.de.preps,
  ...LIMIT_COUNTING.de.per,
  ...RESTRICTING_PREPS,
  ...LIMIT_COUNTING.de.phrase,
]);

const both = (words: Iterable<string>) => new Set([...words].flatMap((w) => [stem(w, "en"), stem(w, "de")]));
/** Object words that only hand an action over ("the ability to", "die Möglichkeit"). */
const HANDING_OVER = both([...ABILITY_NOUNS, ...CAPABILITY_NOUNS_EN, ...CAPABILITY_NOUNS_DE]);

/** Most lexemes a clause part reaches on either side of a word (a text without commas is no one clause). */
const PART_REACH = 40;

/** The first and the last index of the clause part around `i`: up to a comma, semicolon or the sentence's end. */
function partOf(lex: readonly Lexeme[], i: number): [number, number] {
  let from = i;
  while (from > 0 && i - from < PART_REACH && lex[from - 1].sentence === lex[i].sentence && !CONDITION_BOUNDARY.has(lex[from - 1].w)) from--;
  let to = i + 1;
  while (to < lex.length && to - i < PART_REACH && lex[to].sentence === lex[i].sentence && !CONDITION_BOUNDARY.has(lex[to].w)) to++;
  return [from, to];
}

/** German: the phrase after the limit's word, through its prepositions to each one's noun ("pro Woche", "während der Ersteinrichtung"). */
function phraseEndDe(lex: readonly Lexeme[], at: number): number {
  let j = at + 1;
  let open = PHRASE_PREPS_DE.has(lex[at].w);
  while (j < lex.length && lex[j].sentence === lex[at].sentence && (lex[j].isWord || lex[j].isNumber)) {
    const x = lex[j];
    if (PHRASE_PREPS_DE.has(x.w)) open = true;
    else if (!open) break;
    else if (x.cap) open = false;
    j++;
  }
  return j;
}

/** The words as written, a hyphen between two of them closed up ("5-minute"). */
const words = (lex: readonly Lexeme[]) =>
  lex
    .map((x) => x.text)
    .join(" ")
    .replace(/ - /g, "-");

function limitFrom(reading: ClauseReading, start: number, marker: number): Limit {
  const lex = reading.lexemes;
  const sentence = lex[marker].sentence;
  let end: number;
  if (reading.language === "de") end = phraseEndDe(lex, marker);
  else end = Math.min(partOf(lex, marker)[1], marker + QUOTED_WORDS);
  return { start, end, sentence, text: words(lex.slice(start, end)), afterFirst: false };
}

/** A number, in digits or as a word ("10", "ten"). */
/** A number, in digits or as a word. */
export const isCount = (n: Lexeme) => n.isNumber || Object.hasOwn(NUMBER_WORDS, n.w);

/** The limit on how often or when the requirement's action may happen, or null. */
export const limitOf = perReading<Limit | null>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const counting = LIMIT_COUNTING[language];
  const occasions = LIMIT_OCCASIONS[language];
  const lex = reading.lexemes;
  const occasionWord = (w: string) =>
    occasions.words.has(w) ||
    occasions.words.has(stem(w, language)) ||
    (language === "de" && [...occasions.words].some((o) => o.length > 4 && w.endsWith(o)));
  // The words a limit is read at; the clause part around one is looked up only there.
  const spans = LIMIT_SPANS[language];
  const markers = new Set([...Object.keys(ONCE_WORDS), ...counting.times, ...counting.capping, ...occasions.after, ...L.exclusive, ...spans.span]);
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    if (!x.isWord || !markers.has(x.w)) continue;
    const [from, to] = partOf(lex, i);
    const prev = lex[i - 1];
    if (Object.hasOwn(ONCE_WORDS, x.w)) {
      if (prev && counting.again.has(prev.w)) continue;
      if (language === "en" && counting.conjunctionNext.has(lex[i + 1]?.w ?? "")) continue;
      const bounded = prev !== undefined && counting.upTo.has(prev.w);
      if (!bounded && !lex.slice(from, i).some((n) => L.exclusive.has(n.w))) continue;
      let start = bounded || (prev !== undefined && L.exclusive.has(prev.w)) ? i - 1 : i;
      while (start > from && counting.lead.has(lex[start - 1].w)) start--;
      return limitFrom(reading, start, i);
    }
    // "to a maximum of three times per session", "only a single time per session", "höchstens drei Mal pro Tag".
    if (counting.times.has(x.w) && prev !== undefined && (isCount(prev) || SINGLE_WORDS.has(prev.w))) {
      const bound = lex.slice(Math.max(from, i - TIMES_REACH), i).findIndex((n) => counting.upTo.has(n.w) || L.exclusive.has(n.w));
      if (bound >= 0 && counting.per.has(lex[i + 1]?.w ?? "")) return limitFrom(reading, Math.max(from, i - TIMES_REACH) + bound, i);
    }
    // "rate-limited to one invocation per day"; German "auf einen Export pro Tag begrenzt".
    if (counting.capping.has(x.w)) {
      const rate = (n: Lexeme) => counting.per.has(n.w) || Object.hasOwn(ONCE_WORDS, n.w);
      if (language === "en" && lex[i + 1]?.w === counting.capTo && lex.slice(i + 2, Math.min(to, i + 2 + RATE_REACH)).some(rate)) {
        return limitFrom(reading, i, i);
      }
      const back = Math.max(from, i - RATE_REACH - 1);
      const capAt = lex.slice(back, i).findIndex((n) => n.w === counting.capTo);
      if (language === "de" && capAt >= 0) {
        const at = back + capAt;
        if (lex.slice(at + 1, i).some(rate)) return { ...limitFrom(reading, at, at), end: i + 1, text: words(lex.slice(at, i + 1)) };
      }
    }
    // "shall prevent any modification of the notes after the initial entry", "nach der ersten Eingabe nicht mehr".
    if (occasions.after.has(x.w) && lex.slice(i + 1, Math.min(to, i + 1 + FIRST_REACH)).some((n) => occasions.first.has(n.w))) {
      return { ...limitFrom(reading, i, i), afterFirst: true };
    }
    // "only during the initial setup", "only for 10 seconds per session", "nur während der Ersteinrichtung".
    if (L.exclusive.has(x.w) && occasions.preps.has(lex[i + 1]?.w ?? "")) {
      const occasion = lex.slice(i + 2, Math.min(to, i + 2 + OCCASION_REACH));
      if (occasion.some((n, k) => (n.isWord && occasionWord(n.w)) || (isCount(n) && Object.hasOwn(DURATION_UNITS, occasion[k + 1]?.w ?? ""))))
        return limitFrom(reading, i, i);
    }
    // "for a maximum of 30 minutes after posting", "für höchstens 30 Minuten".
    if (spans.span.has(x.w)) {
      const length = lex
        .slice(i + 1, Math.min(to, i + 1 + SPAN_REACH))
        .findIndex((n, k, near) => isCount(n) && Object.hasOwn(DURATION_UNITS, near[k + 1]?.w ?? ""));
      if (length > 0 && lex.slice(i + 1, i + 1 + length).some((n) => spans.bound.has(n.w))) return limitFrom(reading, i, i);
    }
  }
  return null;
});

/** One requirement's statement of an action: the candidate actions, what it acts on (meaning terms) and who acts. */
interface Stated {
  /** Action keys (frame.ts `actionKey`); for a noun of action each noun's key with the words it leaves as objects. */
  actions: Array<{ key: string; named: boolean; objects: Set<string> }>;
  actors: Set<string>;
  clause: Clause | null;
  text: string;
  /** The stems of the limit's words ("after the first entry"): a leading condition of them is no condition of its own. */
  limitStems: Set<string>;
}

/** Whether a clause's subject is the system, by a generic word alone or with a name ("The clinic system"). */
function systemActs(c: Clause, language: Language): boolean {
  const head = fold(c.subjectText.trim().split(/\s+/).pop() ?? "");
  return c.subject.has(SYSTEM_SUBJECT) || COMPARE_LEXICON[language].genericSubjects.has(head);
}

/** Named actors of a subject as meaning terms: the markers of the system and of pronouns left out, none for the system itself. */
function actorsOf(c: Clause, language: Language): Set<string> {
  if (systemActs(c, language) && c.subjectText.trim().split(/\s+/).length > 1 && !c.subject.has(SYSTEM_SUBJECT)) return new Set();
  return new Set([...c.subject].filter((s) => s !== SYSTEM_SUBJECT && s !== PRONOUN_SUBJECT).map((s) => meaningTermOfStem(s, language)));
}

/** Object stems that are no thing acted on: the actors, a granting or prohibiting verb, "the ability to", a generic system word. */
function things(stems: Iterable<string>, drop: ReadonlySet<string>, language: Language): Set<string> {
  const L = COMPARE_LEXICON[language];
  const out = new Set<string>();
  for (const s of stems) {
    if (s.startsWith("¬") || s.startsWith("⟨") || /^\d/.test(s) || drop.has(s)) continue;
    if (PERMISSION_STEMS.has(s) || PROHIBITION_STEMS.has(s) || HANDING_OVER.has(s) || L.genericSubjects.has(s)) continue;
    out.add(meaningTermOfStem(s, language));
  }
  return out;
}

const RESTRICTING = both(RESTRICTING_VERBS);
const NO_LONGER = both([...LIMIT_COUNTING.en.noLonger, ...LIMIT_COUNTING.de.noLonger]);
const PREFIXES_DE = SEPARABLE_PREFIXES.map(fold);

/** A German clause in the passive: its predicate ends in a form of "werden". */
function germanPassive(c: Clause, language: Language): boolean {
  if (language !== "de") return false;
  const last = (c.predicateText.match(/[\p{L}]+/gu) ?? []).pop();
  return last !== undefined && WERDEN_FORMS.has(fold(last));
}

/** The key of a German participle's verb: "festgelegt" as "festlegen", "geändert" as "ändern". */
function participleKey(written: string): string {
  const w = fold(written);
  const prefix = PREFIXES_DE.find((p) => w.startsWith(p + "ge"));
  const bare = prefix !== undefined ? prefix + w.slice(prefix.length + 2) : w.startsWith("ge") ? w.slice(2) : w;
  return actionKey(stem(bare.replace(/t$/, "en"), "de"))!;
}

/** The key of a word's stem as an action: its concept, or the verb of a noun of action. */
function keyOfStem(s: string, language: Language): string {
  const L = COMPARE_LEXICON[language];
  return actionKey(L.actionOfNoun.get(s) ?? L.concept.get(s) ?? s)!;
}

/** The lexeme index of a clause's action word in the limit's sentence nearest to the limit (German verbs follow it). */
function actionIndex(reading: ClauseReading, c: Clause, limit: Limit): number {
  const lex = reading.lexemes;
  const written = fold(c.actionText);
  let before = -1;
  let after = -1;
  for (let i = 0; i < lex.length; i++) {
    if (lex[i].sentence !== limit.sentence || lex[i].w !== written) continue;
    if (i < limit.start) before = i;
    else if (i >= limit.end && after < 0) after = i;
  }
  return reading.language === "de" && after >= 0 ? after : before >= 0 ? before : after;
}

/** Whether a clause says no more than that something may happen ("shall be allowed", "is possible", "darf … erfolgen"). */
function namesNoAction(c: Clause | null): boolean {
  return c === null || c.action === null || PERMISSION_STEMS.has(c.action) || NAMED_ACTION_PREDICATES.has(fold(c.actionText));
}

/** What the limited requirement states: the action the limit is on, with its objects outside the limit's words. */
const limitedStatement = perReading<Stated | null>((reading) => {
  const limit = limitOf(reading);
  if (limit === null) return null;
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  let clause: Clause | null = null;
  let nearest = -1;
  for (const c of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (c.action === null) continue;
    const at = actionIndex(reading, c, limit);
    if (at < 0) continue;
    const distance = Math.abs(at - limit.start);
    if (clause === null || distance < nearest) {
      clause = c;
      nearest = distance;
    }
  }
  // A prohibition after the first occasion limits the action to it; any other limit is on a positive statement.
  if (clause !== null && (clause.negative !== limit.afterFirst || clause.needNot || clause.exception)) return null;
  if (clause === null && limit.afterFirst) return null;
  // English objects stand before the limit; German ones around it, the verb after it.
  const inSentence = lex.filter((x, i) => x.sentence === limit.sentence && (i < limit.start || (language === "de" && i >= limit.end)));
  const outside = new Set(inSentence.map((x) => x.stem));
  const limitStems = new Set(lex.slice(limit.start, limit.end).map((x) => x.stem));
  // "darf keine Änderung der Notizen … zulassen", "shall not permit any modification of …", "shall restrict the
  // generation of reports to a maximum of three times per project": the noun of action is among the objects.
  const granting = (a: string) => (limit.afterFirst ? PERMISSION_STEMS.has(a) || PROHIBITION_STEMS.has(a) : RESTRICTING.has(a));
  if (clause !== null && clause.action !== null && granting(clause.action)) {
    const named = [...clause.allObjects].filter((s) => outside.has(s) && !clause!.subject.has(s));
    const actions = named.map((s) => ({
      key: keyOfStem(s, language),
      named: true,
      objects: things(
        named.filter((o) => o !== s),
        clause!.subject,
        language,
      ),
    }));
    return { actions, actors: actorsOf(clause, language), clause, text: clause.predicateText, limitStems };
  }
  if (!namesNoAction(clause)) {
    const c = clause!;
    // A German passive ("Die PIN darf nur einmal festgelegt werden"): the subject is what is acted on.
    const passive = germanPassive(c, language);
    const acted = [...c.allObjects, ...c.patient, ...(passive ? c.subject : [])].filter((s) => outside.has(s) && !NO_LONGER.has(s));
    const objects = things(acted, passive ? new Set() : c.subject, language);
    const keys = new Set([actionKey(c.action)!, ...(passive ? [participleKey(c.actionText)] : [])]);
    const actions = [...keys].map((key) => ({ key, named: false, objects }));
    return { actions, actors: passive ? new Set<string>() : actorsOf(c, language), clause: c, text: c.predicateText, limitStems };
  }
  // A noun of action as the subject: "Posting reviews shall be allowed …", "Das Löschen … darf … erfolgen".
  const sentence = lex.filter((x) => x.sentence === limit.sentence);
  const first = lex.findIndex((x) => x.sentence === limit.sentence);
  const verb = sentence.findIndex((x) => x.isWord && (L.modals.has(x.w) || NAMED_ACTION_PREDICATES.has(x.w)));
  if (verb < 1) return null;
  const predicate = lex.slice(first + verb, language === "de" ? partOf(lex, limit.start)[1] : limit.start).filter((x, k) => {
    const i = first + verb + k;
    return x.isWord && (i < limit.start || i >= limit.end);
  });
  if (!predicate.every((x) => L.modals.has(x.w) || L.exclusive.has(x.w) || NAMED_ACTION_PREDICATES.has(x.w))) return null;
  const named = sentence.slice(0, verb).filter((x) => x.content && !x.isNumber);
  if (named.length < NAMED_MIN_WORDS) return null;
  const actions = named.map((x, k) => ({
    key: keyOfStem(x.stem, language),
    named: true,
    objects: things(
      named.filter((_, j) => j !== k).map((n) => n.stem),
      new Set(),
      language,
    ),
  }));
  return { actions, actors: new Set(), clause, text: statement(reading), limitStems };
});

/** The words listed with a clause's action word ("entering, storing and modifying", "anlegen, ändern und löschen"). */
function listedWith(reading: ClauseReading, c: Clause): Lexeme[] {
  const lex = reading.lexemes;
  const written = fold(c.actionText);
  const at = lex.findIndex((x) => x.w === written);
  if (at < 0) return [];
  const out: Lexeme[] = [];
  // English gerunds may follow each other without a joiner ("entering storing and modifying").
  const gerund = (x: Lexeme | undefined) =>
    reading.language === "en" && x !== undefined && x.isWord && x.w.endsWith(GERUND) && lex[at].w.endsWith(GERUND);
  for (const step of [1, -1]) {
    let i = at;
    while (gerund(lex[i + step]) && lex[i + step].sentence === lex[at].sentence) {
      out.push(lex[i + step]);
      i += step;
    }
    // A joiner and a word: "and modifying", ", storing", "/ remove".
    while (LIST_JOINERS.has(lex[i + step]?.w ?? "") && lex[i + 2 * step]?.isWord) {
      // ", and" is one joiner.
      const next = LIST_JOINERS.has(lex[i + 2 * step].w) ? i + 3 * step : i + 2 * step;
      if (!lex[next]?.isWord || lex[next].sentence !== lex[at].sentence) break;
      out.push(lex[next]);
      i = next;
      // Beyond the first joiner the list goes on only with another joiner.
      if (step === 1 && !LIST_JOINERS.has(lex[i + 1]?.w ?? "")) break;
    }
  }
  return out;
}

/** A clause that grants its action to someone, not the system's own work: "can", "shall be able to", "shall allow …", "there is an option to". */
function grants(c: Clause, reading: ClauseReading): boolean {
  const L = COMPARE_LEXICON[reading.language];
  // A granting verb before the action with no modal verb between them ("shall allow users to modify …",
  // not "shall support a mechanism allowing … and shall store …").
  const predicate = (c.predicateText.match(/[\p{L}\p{N}_'-]+/gu) ?? []).map(fold);
  const action = predicate.indexOf(fold(c.actionText));
  const granting = (w: string) => PERMISSION_STEMS.has(stem(w, reading.language)) || L.enablers.has(w);
  for (let i = action - 1; i >= 0 && !L.modals.has(predicate[i]); i--) if (granting(predicate[i])) return true;
  return c.capability;
}

/** Words of an occasion the other names that are compared with the limited requirement's wording. */
const SHARED_REACH = 4;
/** Least words of an occasion both name word for word ("send only operation"). */
const SHARED_MIN = 2;
/** Most occasions both may name word for word; more are the other's own. */
const MAX_SHARED = 3;

/**
 * Whether the sentence of the other's statement names a limit, condition, occasion or time of its own
 * ("only", "once", "when", "after", "during", "within", "each time", a quantity). An occasion both
 * name word for word ("when in the map view"), or one in a purpose ("so that he is notified if …"), is
 * not its own.
 */
function ownOccasion(reading: ClauseReading, sentence: number, limited: ClauseReading): boolean {
  const L = COMPARE_LEXICON[reading.language];
  const lex = reading.lexemes;
  const limitedText = ` ${limited.lexemes.map((x) => x.w).join(" ")} `;
  let shared = 0;
  const limit = limitOf(reading);
  if (limit !== null && limit.sentence === sentence) return true;
  for (let i = 0; i < lex.length; i++) {
    if (lex[i].sentence !== sentence) continue;
    if (PURPOSE_PHRASES.some((p) => p.every((pw, k) => lex[i + k]?.w === pw))) break;
    const w = lex[i].w;
    const marker =
      L.exclusive.has(w) ||
      Object.hasOwn(ONCE_WORDS, w) ||
      RESTRICTING_PREPS.has(w) ||
      L.conditionOpeners.has(w) ||
      OCCASION_OPENERS.has(w) ||
      EVENT_PHRASES.some((p) => p.every((pw, k) => lex[i + k]?.w === pw));
    if (!marker) continue;
    const phrase = lex.slice(i, i + SHARED_REACH).filter((x) => x.sentence === sentence && x.isWord);
    if (phrase.length < SHARED_MIN || ++shared > MAX_SHARED || !limitedText.includes(` ${phrase.map((x) => x.w).join(" ")} `)) return true;
  }
  return false;
}

/** What the other requirement states in each clause that grants an action: the action and the ones listed with it. */
function freeStatements(reading: ClauseReading, limited: ClauseReading): Stated[] {
  const language = reading.language;
  const out: Stated[] = [];
  for (const c of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (c.action === null || c.negative || c.needNot || c.exception || c.quantities.length > 0 || !grants(c, reading)) continue;
    const at = reading.lexemes.find((x) => x.w === fold(c.actionText));
    if (at === undefined || ownOccasion(reading, at.sentence, limited)) continue;
    const listed = listedWith(reading, c);
    const drop = new Set([...c.subject, ...listed.map((x) => x.stem)]);
    const objects = things([...c.allObjects, ...c.patient], drop, language);
    const keys = [actionKey(c.action)!, ...listed.map((x) => keyOfStem(x.stem, language))];
    out.push({
      actions: keys.map((key) => ({ key, named: false, objects })),
      actors: actorsOf(c, language),
      clause: c,
      text: c.predicateText,
      limitStems: new Set(),
    });
  }
  return out;
}

const sameAction = (a: { key: string; named: boolean }, b: { key: string }) => a.key === b.key || (a.named && sameWord(a.key, b.key));

/** Every word of `a` is one of `b`'s, a different ending aside ("Berichts" / "Bericht"). */
function within(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].every((x) => b.has(x) || [...b].some((y) => sameWord(x, y)));
}

function meets(limited: Stated, free: Stated): boolean {
  // "Nach der ersten Eingabe dürfen …": a leading condition that is the limit itself.
  const own = limited.clause !== null && [...limited.clause.condition].some((s) => !limited.limitStems.has(s));
  if (own ? !free.clause || !sameCondition(limited.clause!, free.clause) : (free.clause?.condition.size ?? 0) > 0) return false;
  const la = limited.actors;
  const fa = free.actors;
  if (la.size > 0 && fa.size > 0 && !isSubset(la, fa) && !isSubset(fa, la)) return false;
  for (const x of limited.actions) {
    for (const y of free.actions) {
      if (!sameAction(x, y)) continue;
      // The actors of either side are no thing acted on.
      const lo = new Set([...x.objects].filter((t) => !fa.has(t)));
      const fo = new Set([...y.objects].filter((t) => !la.has(t) && t !== x.key));
      if (lo.size > 0 && fo.size > 0 && (within(lo, fo) || within(fo, lo))) return true;
    }
  }
  return false;
}

/** An action one requirement limits in how often or when it may happen and the other states with no limit, in either order. */
export function limitConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (limitedReading, other) => {
    const limited = limitedStatement(limitedReading);
    if (limited === null) return null;
    const free = freeStatements(other, limitedReading).find((f) => meets(limited, f));
    if (!free) return null;
    return { kind: "restriction", reason: reason(language, "limit", { limit: limitOf(limitedReading)!.text, a: limited.text, b: free.text }) };
  });
}
