/**
 * One requirement confines a thing to one of a kind, the other lets the same thing have several of
 * that kind:
 *
 *   "The loan system shall restrict each library card to a single borrower account."
 *   "The loan system shall support several borrower accounts on the same library card."
 *   "The booking system shall limit the use of a guest pass to only one branch."
 *   "Members shall be able to use a guest pass at multiple branches."
 *   "Das System muss jede Leserkarte auf ein einziges Konto beschränken."
 *   "Das System muss mehrere Konten für dieselbe Leserkarte unterstützen."
 *
 * The confining side (`confinedToOne`): a restricting verb ("restrict", "limit", "confine",
 * "beschränken", "begrenzen", word list RESTRICTING_VERBS), not negated, with "to" / "auf" before a
 * count of one ("to a single", "to only one", "to a maximum of one", "auf ein einziges", "auf höchstens
 * ein", word list CONFINED_TO_ONE) and the noun counted ("borrower account"). What is confined are the
 * words between the verb and "to" ("each library card", "the use of a guest pass"), in German between
 * the modal verb and "auf"; in a passive ("Each card shall be restricted to …") the words before it.
 *
 * The other side names the counted noun with a count of several ("several", "multiple", "more than one",
 * "one or more", "mehrere", a number from two: "three borrower accounts") in a sentence that is not
 * negated, opens with no condition, and names what is confined outside that noun phrase: at least half
 * of its words, one at least ("on the same library card"). So "shall support several user roles" does
 * not meet "shall restrict each user to a single role": the user is only part of what is counted, and
 * a system with several roles may still give each user one.
 *
 * A count left open against a count bounded (`openCount`, word list OPEN_COUNTS):
 *
 *   "The clinic scheduler shall set no limitation on the length of a waiting list."
 *   "The clinic scheduler shall limit the length of a waiting list to at most 30 patients."
 *   "The shop shall allow an unlimited number of wish lists per customer." / "… shall allow 3 wish lists per customer."
 *   "Der Praxisplaner muss beliebig viele Plätze auf der Warteliste erlauben." / "… höchstens 30 Plätze auf der Warteliste erlauben."
 *
 * The open side names what is not counted after "infinite", "unlimited", "any number of", "no limitation
 * on", "beliebig viele", "keine Begrenzung der"; the bounded side has a number bounded ("a maximum of",
 * "at most", "up to", "höchstens", "bis zu") or right before a word of what the other leaves open ("3
 * wish lists"), no unit of time or size after it. A bounded number's sentence names two words of what is
 * left open, half of them at least; a number right before it names all of it, and its predicate shares a
 * word with the other's ("allow"). Neither sentence opens with a condition or is negated (the "no" of
 * "no limitation" and of "no more than" aside).
 *
 * One of a kind may also be bounded without a restricting verb (`boundToOne`, word lists ONE_BOUNDS,
 * ONE_BOUND_PHRASES): "shall allow membership in only one reading club", "at most one", "no more than
 * one", "nur einem Lesekreis", "more than one" in a prohibition ("shall prevent a season ticket from
 * opening more than one gate"); then the other must name every other word of its predicate ("allow membership"), and
 * neither may name a condition of its own ("… when the account is under review").
 *
 * A count capped against a larger count demanded (`cappedCount`, word list CAPPED_COUNTS):
 *
 *   "The number of parallel viewers per livestream shall be limited to 300."
 *   "Each conference livestream shall reach 900 viewers in parallel."
 *   "Die Anzahl paralleler Zuschauer pro Livestream muss auf 300 begrenzt sein." / "Jeder Livestream der Konferenz muss 900 Zuschauer parallel erreichen."
 *
 * The capping side: a restricting verb, not negated, in a sentence that opens with no condition, with "the
 * number of" / "die Anzahl" and what is counted ("parallel viewers"), then "to" / "auf" and a number with no
 * unit after it ("to 300", "to a maximum of 40", "auf höchstens 40"). The other side: a larger number right
 * before the counted noun ("900 viewers", "12 crates of returns"), not bounded itself ("at most", "up to"),
 * in a sentence with no negation, prohibition or condition, that names the words before the counted noun too
 * ("parallel", also as "at the same time", "simultaneously", "gleichzeitig", SEVERAL_AT_ONCE) and half of
 * those after it ("… a traveller may add within a single journey").
 *
 * One of a thing against several of it for the same action (`countedObjects`): "The ticket machine shall
 * hold a single receipt printer" / "The ticket machine may hold multiple receipt printers", "A course shall be
 * assigned to one lecture hall" / "A course may be assigned to multiple lecture halls", "Der Fahrkartenautomat
 * muss einen einzigen Belegdrucker enthalten" / "Der Fahrkartenautomat darf mehrere Belegdrucker enthalten". The count of one
 * is "one", "single", "sole" (German "einzig", or "ein" after "nur", "genau", "höchstens"), not "one of", "one
 * or …", "at least one"; the count of several as for `severalOf`. Both stand after the clause's action, the
 * two clauses are positive, have the same subject (named, not only the system) and the same action, and neither
 * sentence names a negation, a prohibition or a condition.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { isSubset, MAX_PAIRED_CLAUSES, perReading, sameAction } from "./frame.js";
import { isCount } from "./limits.js";
import { termOf } from "./one-at-a-time.js";
import { sameWord } from "./opt-out.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { DURATION_UNITS, NUMBER_WORDS, PERCENT_WORDS, SIZE_UNITS } from "../../lexicon/compare-quantities.js";
import { meaningTermOfStem } from "../meaning/index.js";
import {
  CONFINED_TO_ONE,
  ONE_BOUNDS,
  ONE_BOUND_PHRASES,
  PROHIBITION_STEMS,
  CAPPED_COUNTS,
  NOT_ONE_AFTER,
  SEVERAL_AT_ONCE,
  ONLY_ONE_WORDS,
  OPEN_COUNTS,
  PASSIVE_AUXILIARIES,
  RESTRICTED_TO,
  RESTRICTING_VERBS,
  SEVERAL_WORDS,
  SINGLE_WORDS,
} from "../../lexicon/compare-conflicts.js";

/** A thing confined to one of a kind: the terms of what is confined, of the noun counted, and the words as written. */
interface Confined {
  confined: Set<string>;
  counted: Set<string>;
  text: string;
  /** Least words of what is confined the other must name outside its counted noun (else half of them, one at least). */
  least?: number;
}

/** Words after a restricting verb searched for "to" ("confine the loan of each rare volume in the reading room to …"). */
const TO_REACH = 12;
/** Most words between "to" and the count ("to a maximum of one"). */
const LEAD_REACH = 4;
/** Most content words of the noun counted ("single, designated borrower account"). */
const NOUN_WORDS = 4;
/** Words before a restricting verb searched for a negation ("shall not restrict"). */
const NEGATION_REACH = 3;
/** Least share of what is confined the other sentence names outside its counted noun. */
const CONFINED_SHARE = 0.5;

const RESTRICTING = new Set(RESTRICTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));

/** A restricting or prohibiting word ("restrict", "prevent", "prohibit", "verhindern"). */
const prohibiting = (x: Lexeme, language: Language) =>
  RESTRICTING.has(x.stem) || PROHIBITION_STEMS.has(x.stem) || COMPARE_LEXICON[language].prohibitionVerbs.has(x.w);

/**
 * The indexes of the content words of a noun phrase from `from` on, a comma after the count skipped
 * ("a single, designated account"); a German one ends at its noun, the first capitalised word.
 */
function nounAt(lex: readonly Lexeme[], from: number, language: Language): number[] {
  const out: number[] = [];
  for (let k = from; k < lex.length && out.length < NOUN_WORDS && lex[k].sentence === lex[from]?.sentence; k++) {
    if (lex[k].w === "," && out.length === 0) continue;
    if (!lex[k].content || lex[k].isNumber) break;
    out.push(k);
    if (language === "de" && lex[k].cap) break;
  }
  return out;
}

/** The index after a count of one that follows `to` ("to a single", "to only one", "auf höchstens ein"), or -1. */
function oneAfter(lex: readonly Lexeme[], to: number, language: Language): number {
  const words = CONFINED_TO_ONE[language];
  let bound = false;
  for (let k = to + 1; k <= to + 1 + LEAD_REACH && k < lex.length; k++) {
    const w = lex[k].w;
    if (words.one.has(w) || (language === "de" && bound && SEVERAL_WORDS.one.has(w) && !words.one.has(lex[k + 1]?.w ?? ""))) {
      return words.ofNext.has(lex[k + 1]?.w ?? "") ? -1 : k + 1;
    }
    if (words.bound.has(w)) bound = true;
    if (!words.lead.has(w)) return -1;
  }
  return -1;
}

/** The thing the requirement confines to one of a kind, or null. */
export const confinedToOne = perReading<Confined | null>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  // Before the verb the generic subject ("The system") is no thing confined.
  const content = (from: number, to: number, subject: boolean) =>
    new Set(
      lex
        .slice(from, to)
        .filter(
          (x) =>
            x.content &&
            !x.isNumber &&
            !L.modals.has(x.w) &&
            !L.exclusive.has(x.w) &&
            !SINGLE_WORDS.has(x.w) &&
            !(subject && L.genericSubjects.has(x.w)),
        )
        .map((x) => termOf(x, language)),
    );
  for (let i = 0; i < lex.length; i++) {
    if (!lex[i].isWord || !RESTRICTING.has(lex[i].stem)) continue;
    if (lex.slice(Math.max(0, i - NEGATION_REACH), i).some((x) => L.negations.has(x.w))) continue;
    const start = lex.findIndex((x) => x.sentence === lex[i].sentence);
    const modal = lex.findIndex((x, k) => k >= start && k < i && L.modals.has(x.w));
    // English: "restrict <confined> to <one>"; German: "<confined> auf <one> beschränken".
    const span = language === "en" ? lex.slice(i + 1, i + 1 + TO_REACH) : lex.slice(Math.max(start, modal + 1), i);
    const offset = language === "en" ? i + 1 : Math.max(start, modal + 1);
    for (let j = span.length - 1; j >= 0; j--) {
      const to = offset + j;
      if (!RESTRICTED_TO.has(lex[to].w) || lex[to].sentence !== lex[i].sentence) continue;
      const after = oneAfter(lex, to, language);
      if (after < 0) continue;
      const noun = nounAt(lex, after, language);
      if (noun.length === 0) continue;
      // A passive names what is confined before the verb: "Each card shall be restricted to …".
      const passive = PASSIVE_AUXILIARIES.has(lex[i - 1]?.w ?? "") || (language === "de" && modal >= 0 && lex[i + 1]?.w === "werden");
      const confined =
        language === "en" ? content(passive ? start : i + 1, passive ? i : to, passive) : content(passive ? start : modal + 1, to, passive);
      if (confined.size === 0) continue;
      const end = noun[noun.length - 1] + 1;
      const from = language === "en" ? i : Math.max(start, modal + 1);
      const text = lex
        .slice(from, language === "en" ? end : i + 1)
        .map((x) => x.text)
        .join(" ")
        .replace(/ ([,;:.!?)])/g, "$1")
        .replace(/\( /g, "(");
      return { confined, counted: new Set(noun.map((k) => termOf(lex[k], language))), text };
    }
  }
  return null;
});

/** A count of several before `k + 1`: "several", "multiple", "more than one", "one or more", "mehrere", a number from two. */
function severalAt(lex: readonly Lexeme[], k: number): boolean {
  const w = lex[k].w;
  if (SEVERAL_WORDS.several.has(w)) return true;
  if (SEVERAL_WORDS.one.has(w) && SEVERAL_WORDS.than.has(lex[k - 1]?.w ?? "") && SEVERAL_WORDS.more.has(lex[k - 2]?.w ?? "")) return true;
  if (SEVERAL_WORDS.more.has(w) && SEVERAL_WORDS.or.has(lex[k - 1]?.w ?? "") && SEVERAL_WORDS.one.has(lex[k - 2]?.w ?? "")) return true;
  const n = lex[k].isNumber ? Number(w) : Object.hasOwn(NUMBER_WORDS, w) ? NUMBER_WORDS[w] : 0;
  return n >= 2;
}

/** The sentence of `reading` that grants several of the counted noun to what is confined, as written, or null. */
function severalOf(reading: ClauseReading, confined: Confined): string | null {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  for (let k = 0; k < lex.length; k++) {
    if (!lex[k].isWord && !lex[k].isNumber) continue;
    if (!severalAt(lex, k)) continue;
    const noun = nounAt(lex, k + 1, language);
    if (!noun.some((n) => [...confined.counted].some((t) => sameWord(t, termOf(lex[n], language))))) continue;
    const sentence = lex.filter((x) => x.sentence === lex[k].sentence);
    if (L.conditionOpeners.has(sentence[0].w) || sentence.some((x) => L.negations.has(x.w) || prohibiting(x, language))) continue;
    const inNoun = new Set(noun);
    const outside = new Set(lex.flatMap((x, n) => (x.sentence === lex[k].sentence && !inNoun.has(n) && x.content ? [termOf(x, language)] : [])));
    const named = [...confined.confined].filter((t) => [...outside].some((o) => sameWord(t, o))).length;
    if (confined.least !== undefined ? named < confined.least : named === 0 || named / confined.confined.size < CONFINED_SHARE) continue;
    return sentence
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?)])/g, "$1")
      .replace(/\( /g, "(")
      .replace(/[.;:!?]$/, "");
  }
  return null;
}

/** A thing one requirement confines to one of a kind and the other lets have several, in either order. */
export function countConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    const confined = confinedToOne(x) ?? boundToOne(x);
    if (confined === null || opensWithCondition(x)) return null;
    const several = severalOf(y, confined);
    if (several === null) return null;
    return { kind: "restriction", reason: reason(language, "confinedToOne", { limit: confined.text, b: several }) };
  });
}

/** Least words of the predicate of one of a kind, the counted noun aside ("allow membership"): the other must name them all. */
const BOUND_SHARED_MIN = 2;

/**
 * One of a kind bounded without a restricting verb: "shall allow membership in only one user class",
 * "at most one", "exactly one", "nur eine", "höchstens ein". What is confined is the rest of its predicate
 * after the modal verb ("allow membership"), all of whose words the other must name ("for single bookings"
 * is a case of its own).
 */
const boundToOne = perReading<Confined | null>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  for (let i = 1; i < lex.length; i++) {
    const one = ONLY_ONE_WORDS.has(lex[i].w) || SEVERAL_WORDS.one.has(lex[i].w);
    if (!one || conditional(lex, i, language)) continue;
    const phrase = ONE_BOUND_PHRASES.find((p) => p.every((w, k) => lex[i - p.length + k]?.w === w));
    const sentence = lex.filter((x) => x.sentence === lex[i].sentence);
    const prohibits = (x: Lexeme) => prohibiting(x, language);
    // "more than one" in a prohibition: "shall prevent a season ticket from opening more than one gate at a time".
    const prohibited = SEVERAL_WORDS.than.has(lex[i - 1].w) && SEVERAL_WORDS.more.has(lex[i - 2]?.w ?? "") && sentence.some(prohibits);
    if (!ONE_BOUNDS.has(lex[i - 1].w) && phrase === undefined && !prohibited) continue;
    const noun = nounAt(lex, i + 1, language);
    if (noun.length === 0) continue;
    // A negation other than the bound's own, or a trailing condition ("… when the account is under review").
    const own = phrase !== undefined ? i - phrase.length : i;
    if (lex.some((x, k) => x.sentence === lex[i].sentence && (k < own || k > i) && (L.negations.has(x.w) || L.conditionOpeners.has(x.w)))) continue;
    const modal = lex.findIndex((x) => x.sentence === lex[i].sentence && L.modals.has(x.w));
    if (modal < 0 || modal > i) continue;
    const counted = new Set(noun.map((k) => termOf(lex[k], language)));
    const rest = lex.filter((x, k) => k > modal && x.sentence === lex[i].sentence && (k < own - 1 || k > noun[noun.length - 1]) && !prohibits(x));
    const confined = new Set(rest.flatMap((x) => (x.content && !x.isNumber ? [termOf(x, language)] : [])));
    if (confined.size < BOUND_SHARED_MIN) continue;
    const from = phrase !== undefined ? own : prohibited ? lex.findIndex((x, k) => x.sentence === lex[i].sentence && k < i && prohibits(x)) : i - 1;
    return { confined, counted, text: asText(lex.slice(from, noun[noun.length - 1] + 1)), least: confined.size };
  }
  return null;
});

/** The confining requirement opens with a condition: a special case, not a conflict. */
function opensWithCondition(reading: ClauseReading): boolean {
  const first = reading.lexemes[0];
  return first !== undefined && COMPARE_LEXICON[reading.language].conditionOpeners.has(first.w);
}

/** Most content words of what a count leaves open ("the length and order of a waiting list"). */
const OPEN_WORDS = 6;
/** Words before a number searched for the word that bounds it ("a maximum length of 30"). */
const BOUND_REACH = 3;
/** Least words of what is left open that the bounded sentence names. */
const OPEN_MIN = 2;
/** Least share of them. */
const OPEN_SHARE = 0.5;

/** A count left open: the terms of what is not counted, its sentence and the words as written. */
interface Open {
  terms: Set<string>;
  sentence: number;
  text: string;
}

/** The indexes of the content words of a noun phrase from `from` on, across its short linking words ("the length of the waiting list"). */
function phraseAt(lex: readonly Lexeme[], from: number, language: Language): number[] {
  const links = OPEN_COUNTS[language].links;
  const out: number[] = [];
  for (let k = from; k < lex.length && out.length < OPEN_WORDS && lex[k].sentence === lex[from]?.sentence; k++) {
    if (links.has(lex[k].w)) continue;
    if (!lex[k].content || lex[k].isNumber) break;
    // A German noun phrase ends before the verb after its nouns ("Ebenen der Hierarchie erlauben").
    if (language === "de" && !lex[k].cap && out.some((n) => lex[n].cap)) break;
    out.push(k);
  }
  return out;
}

/** Whether the sentence of `at` opens with a condition. */
function conditional(lex: readonly Lexeme[], at: number, language: Language): boolean {
  const first = lex.find((x) => x.sentence === lex[at].sentence);
  return first !== undefined && COMPARE_LEXICON[language].conditionOpeners.has(first.w);
}

const asText = (lex: readonly Lexeme[]) =>
  lex
    .map((x) => x.text)
    .join(" ")
    .replace(/ ([,;:.!?)])/g, "$1")
    .replace(/\( /g, "(")
    .replace(/[.;:!?]$/, "");

/** The count the requirement leaves open ("no limitation on the length of a waiting list"), or null. */
export const openCount = perReading<Open | null>((reading) => {
  const language = reading.language;
  const words = OPEN_COUNTS[language];
  const negations = COMPARE_LEXICON[language].negations;
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    if (!lex[i].isWord) continue;
    const phrase = words.open.has(lex[i].w) ? [lex[i].w] : words.openPhrases.find((p) => p.every((w, k) => lex[i + k]?.w === w));
    if (phrase === undefined) continue;
    const after = i + phrase.length;
    const noun = phraseAt(lex, after, language);
    if (noun.length === 0 || conditional(lex, i, language)) continue;
    // A negation outside the phrase's own "no" ("shall not allow an unlimited number of …").
    if (lex.some((x, k) => x.sentence === lex[i].sentence && (k < i || k >= after) && negations.has(x.w))) continue;
    return {
      terms: new Set(noun.map((k) => termOf(lex[k], language))),
      sentence: lex[i].sentence,
      text: asText(lex.slice(i, noun[noun.length - 1] + 1)),
    };
  }
  return null;
});

const UNITS = new Set([...Object.keys(DURATION_UNITS), ...Object.keys(SIZE_UNITS), ...PERCENT_WORDS]);

/** The terms of the content words of sentence `sentence` after its modal verb (the subject left out), what `open` leaves open aside. */
function predicateTerms(reading: ClauseReading, sentence: number, open: Open): Set<string> {
  const lex = reading.lexemes.filter((x) => x.sentence === sentence);
  const modal = lex.findIndex((x) => COMPARE_LEXICON[reading.language].modals.has(x.w));
  return new Set(
    lex
      .slice(modal + 1)
      .flatMap((x) => (x.content && !x.isNumber ? [termOf(x, reading.language)] : []))
      .filter((t) => !open.terms.has(t)),
  );
}

/**
 * The words of a bound on what `open` leaves open in `reading` ("a maximum length of 30 patients"), or null;
 * `other`: the terms of the open count's predicate (`predicateTerms`).
 */
function boundOf(reading: ClauseReading, open: Open, other: ReadonlySet<string>): string | null {
  const language = reading.language;
  const words = OPEN_COUNTS[language];
  const negations = COMPARE_LEXICON[language].negations;
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    if (!isCount(lex[i]) || UNITS.has(lex[i + 1]?.w ?? "") || conditional(lex, i, language)) continue;
    const back = lex.slice(Math.max(0, i - BOUND_REACH), i);
    const bound = back.findIndex((x) => words.bound.has(x.w));
    const next = lex[i + 1];
    // A number without a bound counts what is left open, in a predicate that shares a word ("allow 3 wish lists").
    const shared = () => [...predicateTerms(reading, lex[i].sentence, open)].some((t) => other.has(t));
    if (bound < 0 && !(next?.content && open.terms.has(termOf(next, language)) && shared())) continue;
    const sentence = lex.filter((x) => x.sentence === lex[i].sentence);
    // "no more than" bounds; any other negation, or a count left open in the same sentence, does not.
    const negated = sentence.some((x, k) => negations.has(x.w) && !words.bound.has(sentence[k + 2]?.w ?? ""));
    if (negated || (openCount(reading)?.sentence ?? -1) === lex[i].sentence) continue;
    const terms = new Set(sentence.filter((x) => x.content).map((x) => termOf(x, language)));
    const named = [...open.terms].filter((t) => terms.has(t)).length;
    // A number right before what is left open must name all of it ("3 wish lists"); a bound, two words of it.
    if (bound < 0 ? named < open.terms.size : named < OPEN_MIN || named / open.terms.size < OPEN_SHARE) continue;
    const from = bound < 0 ? i : Math.max(0, i - BOUND_REACH) + bound;
    const counted = phraseAt(lex, i + 1, language);
    // What is counted is what the other leaves open ("a maximum length of 30 patients", "up to 3 wish lists"), not another thing ("at most 3 screens"),
    // or what a restricting verb bounds before "to" ("limit the length of a waiting list to at most 30 patients").
    const around = restrictedAround(lex, from, language);
    const start = around?.from ?? from;
    const bounded = [...lex.slice(start, i), ...counted.map((k) => lex[k]!)];
    if (!bounded.some((x) => x.content && open.terms.has(termOf(x, language)))) continue;
    return asText(lex.slice(start, Math.max(around?.to ?? -1, counted[counted.length - 1] ?? i) + 1));
  }
  return null;
}

/**
 * The words a restricting verb bounds when its "to" / "auf" stands right before `at`: from the verb ("limit the length of
 * … to at most 30"), in German from the modal verb to the restricting verb after the count ("muss die Länge … auf
 * höchstens 30 Patienten begrenzen"); null without one.
 */
function restrictedAround(lex: readonly Lexeme[], at: number, language: Language): { from: number; to: number } | null {
  let to = at - 1;
  while (to >= 0 && at - to <= LEAD_REACH && CONFINED_TO_ONE[language].lead.has(lex[to].w)) to--;
  if (to < 0 || !RESTRICTED_TO.has(lex[to].w)) return null;
  const s = lex[at].sentence;
  if (language === "de") {
    const verb = lex.findIndex((x, k) => k > at && k - at <= LEAD_REACH && x.sentence === s && x.isWord && RESTRICTING.has(x.stem));
    const modal = lex.findIndex((x, k) => k < to && x.sentence === s && COMPARE_LEXICON.de.modals.has(x.w));
    return verb < 0 || modal < 0 ? null : { from: modal + 1, to: verb };
  }
  for (let k = to - 1; k >= 0 && at - k <= TO_REACH && lex[k].sentence === s; k--)
    if (lex[k].isWord && RESTRICTING.has(lex[k].stem)) return { from: k, to: -1 };
  return null;
}

/** A count one requirement bounds and the other leaves open, in either order. */
export function openCountConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    const open = openCount(y);
    if (open === null) return null;
    const bound = boundOf(x, open, predicateTerms(y, open.sentence, open));
    if (bound === null) return null;
    return { kind: "restriction", reason: reason(language, "openCount", { limit: bound, b: open.text }) };
  });
}

/** A count capped: the terms of the counted noun's words before it, of the noun, of the words after it up to "to", the cap and the words as written. */
interface Capped {
  head: string;
  /** The stem of the counted noun, the term another requirement must share to be compared with this one. */
  stem: string;
  before: string[];
  after: Set<string>;
  cap: number;
  text: string;
}

/** Words after the noun of a count searched for "to" / "auf" and the cap ("the number of stopovers a traveller may add within … to 4"). */
const CAP_REACH = 16;
/** Words before a number searched for a bound of its own ("at most 500 users", "up to 500 users"). */
const OWN_BOUND_REACH = 3;
/** Least share of the words after the counted noun that the other sentence names. */
const AFTER_SHARE = 0.5;

/** The value of a number in digits or as a word, or null. */
function valueOf(x: Lexeme | undefined): number | null {
  if (x === undefined) return null;
  if (x.isNumber) {
    const n = Number(x.w.replace(/[,.](?=\d{3}\b)/g, ""));
    return Number.isFinite(n) ? n : null;
  }
  return Object.hasOwn(NUMBER_WORDS, x.w) ? NUMBER_WORDS[x.w] : null;
}

/** The count a restricting verb caps ("restrict the number of simultaneous bookings to a maximum of 40"), or null. */
export const cappedCount = perReading<Capped | null>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const words = CAPPED_COUNTS[language];
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    if (!lex[i].isWord || !words.count.has(lex[i].w) || conditional(lex, i, language)) continue;
    const s = lex[i].sentence;
    const verb = lex.findIndex((x) => x.sentence === s && x.isWord && RESTRICTING.has(x.stem));
    if (verb < 0 || lex.slice(Math.max(0, verb - NEGATION_REACH), verb).some((x) => L.negations.has(x.w))) continue;
    let k = i + 1;
    while (words.links.has(lex[k]?.w ?? "")) k++;
    const noun = nounAt(lex, k, language);
    if (noun.length === 0) continue;
    const end = noun[noun.length - 1] + 1;
    for (let j = end; j < Math.min(lex.length, i + CAP_REACH) && lex[j].sentence === s; j++) {
      if (!RESTRICTED_TO.has(lex[j].w) || (language === "en" && verb > j)) continue;
      let m = j + 1;
      while (m <= j + LEAD_REACH && words.lead.has(lex[m]?.w ?? "")) m++;
      const cap = valueOf(lex[m]);
      if (cap === null || lex[m].sentence !== s || UNITS.has(lex[m + 1]?.w ?? "")) continue;
      const terms = noun.map((n) => termOf(lex[n], language));
      const after = new Set(lex.slice(end, j).flatMap((x) => (x.content && !x.isNumber && !RESTRICTING.has(x.stem) ? [termOf(x, language)] : [])));
      const from = Math.min(verb, i);
      const to = verb > m && verb - m <= LEAD_REACH ? verb : m;
      return {
        head: terms[terms.length - 1],
        stem: lex[end - 1].stem,
        before: terms.slice(0, -1),
        after,
        cap,
        text: asText(lex.slice(from, to + 1)),
      };
    }
  }
  return null;
});

/** Whether the words from `at` on are a phrase of doing at once ("at the same time", "simultaneously", "gleichzeitig"). */
const atOnceAt = (lex: readonly Lexeme[], at: number, language: Language) =>
  SEVERAL_AT_ONCE[language].atOnce.some((p) => p.every((w, k) => lex[at + k]?.w === w));

/** A word of doing at once as a modifier ("parallel viewers", "gleichzeitiger Buchungen"). */
const atOnceWord = (term: string, language: Language) =>
  SEVERAL_AT_ONCE[language].atOnce.some((p) => p.length === 1 && sameWord(term, meaningTermOfStem(stem(p[0], language), language)));

/** The sentence of `reading` that demands more of what `capped` caps, as written, or null. */
function demandedBeyond(reading: ClauseReading, capped: Capped): string | null {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const links = CAPPED_COUNTS[language].links;
  const lex = reading.lexemes;
  for (let k = 0; k < lex.length; k++) {
    const value = valueOf(lex[k]);
    if (value === null || value <= capped.cap || UNITS.has(lex[k + 1]?.w ?? "")) continue;
    if (lex.slice(Math.max(0, k - OWN_BOUND_REACH), k).some((x) => OPEN_COUNTS[language].bound.has(x.w))) continue;
    let noun = nounAt(lex, k + 1, language);
    const names = (n: number[]) => n.some((i) => sameWord(termOf(lex[i], language), capped.head));
    // "12 crates of returns": the count of the noun after "of".
    if (!names(noun) && noun.length > 0 && links.has(lex[noun[noun.length - 1] + 1]?.w ?? ""))
      noun = nounAt(lex, noun[noun.length - 1] + 2, language);
    if (!names(noun)) continue;
    const s = lex[k].sentence;
    const sentence = lex.filter((x) => x.sentence === s);
    if (sentence.some((x) => L.negations.has(x.w) || L.conditionOpeners.has(x.w) || prohibiting(x, language))) continue;
    const terms = new Set(sentence.flatMap((x) => (x.content ? [termOf(x, language)] : [])));
    const named = (t: string) => [...terms].some((o) => sameWord(t, o));
    const atOnce = lex.some((x, i) => x.sentence === s && atOnceAt(lex, i, language));
    if (!capped.before.every((t) => named(t) || (atOnce && atOnceWord(t, language)))) continue;
    if (capped.after.size > 0 && [...capped.after].filter(named).length / capped.after.size < AFTER_SHARE) continue;
    return asText(sentence);
  }
  return null;
}

/** A count one requirement caps and the other demands more of, in either order. */
export function cappedCountConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    const capped = cappedCount(x);
    if (capped === null) return null;
    const demanded = demandedBeyond(y, capped);
    if (demanded === null) return null;
    return { kind: "restriction", reason: reason(language, "cappedCount", { limit: capped.text, b: demanded }) };
  });
}

/** A count of one thing or of several after a clause's action: the clause, the counted noun's term and the words as written. */
interface Counted {
  clause: Clause;
  head: string;
  one: boolean;
  /** A count of one bounded as such ("only one", "exactly one", "only a single", "genau ein"). */
  bounded: boolean;
  /** The terms of the content words after the counted noun in its sentence ("… per purchase"). */
  rest: Set<string>;
  text: string;
}

/** Least share of the words after the counted noun on the side that names fewer of them that the other names too. */
const REST_SHARE = 0.6;
/** Words before a count of one searched for the word that bounds it ("only a single"). */
const ONE_BOUND_REACH = 2;

/** Most words after a clause's action searched for its counted object. */
const COUNTED_REACH = 8;

/** Whether `k` is a count of one ("one", "a single", "nur ein", "einzig"), or several is counted there. */
function oneAt(lex: readonly Lexeme[], k: number, language: Language): boolean {
  const w = lex[k].w;
  const next = lex[k + 1]?.w ?? "";
  if (NOT_ONE_AFTER.has(lex[k - 1]?.w ?? "") || SEVERAL_WORDS.or.has(next) || CONFINED_TO_ONE[language].ofNext.has(next)) return false;
  if (CONFINED_TO_ONE[language].one.has(w)) return true;
  return language === "en" ? SEVERAL_WORDS.one.has(w) : SEVERAL_WORDS.one.has(w) && ONE_BOUNDS.has(lex[k - 1]?.w ?? "");
}

/** What a clause is about: the thing a passive acts on ("A course shall be assigned to …"), else its subject. */
const whoActs = (c: Clause): ReadonlySet<string> => (c.patient.size > 0 ? c.patient : c.subject);

/** The counts of one or several after the actions of the requirement's positive clauses with a named subject. */
/** The shared empty list of a requirement that counts nothing (most do): nothing of its own kept with its reading. */
const NO_COUNTS: readonly Counted[] = [];

const countedObjects = perReading<readonly Counted[]>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const out: Counted[] = [];
  for (const c of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (c.action === null || c.negative || c.needNot || c.exception || c.condition.size > 0) continue;
    if ([...whoActs(c)].every((t) => t === SYSTEM_SUBJECT || t === PRONOUN_SUBJECT)) continue;
    const written = fold(c.actionText);
    const at = lex.findIndex((x) => x.w === written);
    if (at < 0) continue;
    const sentence = lex.filter((x) => x.sentence === lex[at].sentence);
    if (sentence.some((x) => L.negations.has(x.w) || L.conditionOpeners.has(x.w) || prohibiting(x, language))) continue;
    // The count stands after the modal verb: English objects follow the action, German ones come before it.
    const modal = lex.findIndex((x) => x.sentence === lex[at].sentence && L.modals.has(x.w));
    const from = modal >= 0 && modal < at ? modal : at;
    for (let k = from + 1; k < Math.min(lex.length, at + 1 + COUNTED_REACH) && lex[k].sentence === lex[at].sentence; k++) {
      const one = oneAt(lex, k, language);
      if (!one && !severalAt(lex, k)) continue;
      const noun = nounAt(lex, k + 1, language);
      if (noun.length === 0) continue;
      const end = noun[noun.length - 1] + 1;
      const rest = new Set(lex.slice(end).flatMap((x) => (x.sentence === lex[at].sentence && x.content && !x.isNumber ? [termOf(x, language)] : [])));
      const bounded = one && lex.slice(Math.max(0, k - ONE_BOUND_REACH), k).some((x) => ONE_BOUNDS.has(x.w));
      out.push({
        clause: c,
        head: termOf(lex[noun[noun.length - 1]], language),
        one,
        bounded,
        rest,
        text: asText(lex.slice(ONE_BOUNDS.has(lex[k - 1].w) ? k - 1 : k, noun[noun.length - 1] + 1)),
      });
      break;
    }
  }
  return out.length > 0 ? out : NO_COUNTS;
});

/** One of a thing in one requirement against several of it in the other, for the same action by the same subject, in either order. */
export function oneAgainstSeveralConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    for (const one of countedObjects(x)) {
      // The ability to do it for one is a feature next to doing it for several, unless the one is bounded ("only one").
      if (!one.one || (one.clause.capability && !one.bounded)) continue;
      for (const several of countedObjects(y)) {
        if (several.one || !sameWord(one.head, several.head) || !sameAction(one.clause, several.clause)) continue;
        const [p, q] = [whoActs(one.clause), whoActs(several.clause)];
        if (!isSubset(p, q) || !isSubset(q, p)) continue;
        // What follows the counted noun is the same case ("for single bookings" / "for group bookings" are two).
        const [fewer, more] = one.rest.size <= several.rest.size ? [one.rest, several.rest] : [several.rest, one.rest];
        if (fewer.size > 0 && [...fewer].filter((t) => [...more].some((o) => sameWord(t, o))).length / fewer.size < REST_SHARE) continue;
        return { kind: "restriction", reason: reason(language, "confinedToOne", { limit: one.text, b: several.clause.predicateText }) };
      }
    }
    return null;
  });
}
