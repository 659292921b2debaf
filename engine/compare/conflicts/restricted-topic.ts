/**
 * One requirement states something with no restriction, and the other restates most of it and
 * restricts it with a word of its own:
 *
 *   "Members shall be able to renew their loans from the app."
 *   "Members shall be able to renew their loans from the app only at a branch desk terminal."
 *   "The kiosk shall print the receipt for each return."
 *   "The kiosk shall never print the receipt for a return of damaged media."
 *   "Die Ausleihe muss die Gebühren der Mitglieder berechnen."
 *   "Die Ausleihe muss die Gebühren der Mitglieder nur am Monatsende berechnen."
 *
 * Whatever the restriction narrows (who acts, what goes in, when, how often, which items), the
 * statement without it and the one with it cannot both be meant. This is read after every class that
 * names what was narrowed, and it holds only where the restating one is plainly a restatement:
 *
 * - four content words of the other at least, and seven in ten of them (RESTATED_SHARE), are its own;
 * - each is one sentence, the other has no restricting word and no negation;
 * - a restricting word counts where it restricts (RESTRICTING_MARKS): "not only" widens, "a send only
 *   operation" names a kind, "restricted access data" a kind of data (RESTRICTED_PARTICIPLES before a noun);
 * - named actors on both sides are the same ones unless "only" names them;
 * - a leading condition of its own names no more than the occasion of what the other states, and two leading
 *   conditions are the same condition ("if the account has a history" against "… has none" is two cases);
 * - "only" before a condition ("only if", "only after", "nur wenn") confines an action the other names;
 * - "without" alone ("ohne") restricts a demand only: "shall allow loans without a deposit" goes without
 *   what the other names, and not against a mere ability ("shall be able to take a deposit").
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { conceptOfWord, joinedText, perReading, sameAction, sameCondition } from "./frame.js";
import { stem } from "../text.js";
import { contentTerms, termOf } from "./one-at-a-time.js";
import { OCCASION_TERMS } from "./restriction.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { ONCE_WORDS } from "../../lexicon/compare-quantities.js";
import { OUTPUT_STEMS } from "./shown-lists.js";
import {
  BE_FORMS,
  CONFINED_TO,
  CONFINING_MARKS,
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  INFINITIVE_MARKERS,
  LIST_JOINERS,
  OCCASION_OPENERS,
  PERMISSION_STEMS,
  PROHIBITING_MARKS,
  RESTRICTED_TO,
  VERB_OPENERS,
  SUPPORTING_VERBS,
  RESTRICTED_PARTICIPLES,
  RESTRICTING_MARKS,
  WITHOUT_MARKS,
} from "../../lexicon/compare-conflicts.js";
import { PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { PREPS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least content words of the other the restating requirement has. */
const MIN_RESTATED = 4;
/** Least share of the other's content words the restating requirement has. */
const RESTATED_SHARE = 0.7;
/** Words after "only" to a condition it confines the action to ("only be displayed when …"). */
const OCCASION_REACH = 4;
/** Words of the restriction quoted in the reason, the restricting word included. */
const QUOTED_WORDS = 8;
/** Words of the other requirement quoted in the reason. */
const QUOTED_OTHER = 14;

const NEGATIONS: ReadonlySet<string> = new Set([...COMPARE_LEXICON.en.negations, ...COMPARE_LEXICON.de.negations]);
const isArticle = (w: string | undefined) => w !== undefined && (DEFINITE_ARTICLES.has(w) || INDEFINITE_ARTICLES.has(w));

const PREPOSITIONS: Record<Language, ReadonlySet<string>> = { en: PREPS_EN, de: PREPS_DE };
const SUPPORTING_STEMS: ReadonlySet<string> = new Set(SUPPORTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));

/** Whether the restricting word `words[i]` (the lexeme `lex[k]`) restricts there. */
function restrictsAt(lex: readonly Lexeme[], words: readonly Lexeme[], i: number, k: number): boolean {
  const w = words[i]!.w;
  const before = words[i - 1]?.w;
  // "not only" widens, "shall not restrict" and "not limited to" restrict nothing.
  if (NEGATIONS.has(before ?? "") || NEGATIONS.has(words[i - 2]?.w ?? "")) return false;
  // A part of a compound ("im Nur-Lese-Modus"), and an ability granted ("allow the owner to restrict access").
  if (lex[k - 1]?.w === "-" || lex[k + 1]?.w === "-") return false;
  if (!CONFINING_MARKS.has(w) && INFINITIVE_MARKERS.has(before ?? "")) return false;
  // "a send only operation" names a kind of operation.
  if (CONFINING_MARKS.has(w) && isArticle(words[i - 2]?.w) && !BE_FORMS.has(before ?? "")) return false;
  // "restricted access data" names a kind of data.
  if (RESTRICTED_PARTICIPLES.has(w) && !CONFINED_TO.has(words[i + 1]?.w ?? "") && !BE_FORMS.has(before ?? "")) return false;
  return true;
}

interface Restricting {
  /** The words of the requirement. */
  words: readonly Lexeme[];
  /** The positions of its restricting words. */
  marks: number[];
  /** Its sentences. */
  sentences: number;
  /** The stems of all its words. */
  stems: Set<string>;
}

const restrictingOf = perReading((reading: ClauseReading): Restricting => {
  const all = RESTRICTING_MARKS[reading.language];
  const at = reading.lexemes.flatMap((x, k) => (x.isWord ? [k] : []));
  const words = at.map((k) => reading.lexemes[k]!);
  const marks = at.flatMap((k, i) => (all.has(words[i]!.w) && restrictsAt(reading.lexemes, words, i, k) ? [i] : []));
  return {
    words,
    marks,
    sentences: new Set(reading.lexemes.map((x) => x.sentence)).size,
    stems: new Set(words.map((x) => x.stem)),
  };
});

/** The stems a requirement with a restricting word must share with another to restate it: its own (contradictions.ts). */
export function restrictedTopicTerms(reading: ClauseReading): readonly Lexeme[] {
  const r = restrictingOf(reading);
  return r.marks.length > 0 && r.sentences === 1 ? r.words : [];
}

const named = (subject: ReadonlySet<string>) => [...subject].filter((s) => !s.startsWith("⟨"));

/**
 * The content words "only" bears on: the next ones after a verb of granting ("only allow accountants" ->
 * accountants), or, at the end of a phrase, those back to its preposition ("in French and Italian only").
 */
function borneBy(words: readonly Lexeme[], i: number, language: Language): Lexeme[] {
  // "only once": the count, no word of the other's.
  if (words[i + 1] !== undefined && words[i + 1]!.w in ONCE_WORDS) return [words[i + 1]!];
  const next = words.slice(i + 1).filter((x) => x.content);
  const first = next.findIndex((x) => !PERMISSION_STEMS.has(x.stem));
  if (next.length > 0) return first < 0 ? [] : [next[first]!];
  const back: Lexeme[] = [];
  for (let k = i - 1; k >= 0 && !PREPOSITIONS[language].has(words[k]!.w); k--) if (words[k]!.content) back.push(words[k]!);
  return back;
}

/**
 * "Only" bears on a word of the other's ("Members shall be able to read every e-book" / "Members have only read
 * rights to every e-book", "… on the branch server only") and the other names nothing the restating one
 * leaves out, its actors aside: it confines the other to what the other says.
 */
function keepsTheOthers(restricted: ClauseReading, other: ClauseReading, ownTerms: ReadonlySet<string>): boolean {
  const r = restrictingOf(restricted);
  const language = restricted.language;
  const otherTerms = contentTerms(other);
  const confined = r.marks.filter((i) => CONFINING_MARKS.has(r.words[i]!.w));
  if (confined.length === 0 || confined.length < r.marks.length) return false;
  if (!confined.every((i) => borneBy(r.words, i, language).some((x) => otherTerms.has(termOf(x, language))))) return false;
  const actors = new Set([...(other.clauses[0]?.subject ?? [])].map((s) => meaningTermOfStem(s, language)));
  for (const t of otherTerms) if (!ownTerms.has(t) && !actors.has(t)) return false;
  return true;
}

/**
 * The other lists a member the restating one leaves out next to `term` ("for loans, renewals and
 * reservations" / "only to loans"): its list runs on through content words, articles and
 * joiners, and the left-out member follows a joiner. A qualifier ("the meter readings of the last month") is
 * no other member.
 */
function listedBeside(other: ClauseReading, term: string, ownTerms: ReadonlySet<string>): boolean {
  const lex = other.lexemes;
  const language = other.language;
  const at = lex.findIndex((x) => x.content && termOf(x, language) === term);
  if (at < 0) return false;
  const inList = (x: Lexeme) => x.content || LIST_JOINERS.has(x.w) || isArticle(x.w) || x.w === "-";
  let from = at;
  while (from > 0 && inList(lex[from - 1]!)) from--;
  let to = at;
  while (to < lex.length - 1 && inList(lex[to + 1]!)) to++;
  for (let k = from; k <= to; k++) {
    const x = lex[k]!;
    if (!x.content || ownTerms.has(termOf(x, language))) continue;
    let before = k - 1;
    while (before >= from && isArticle(lex[before]!.w)) before--;
    if (before >= from && LIST_JOINERS.has(lex[before]!.w)) return true;
  }
  return false;
}

/** The other does `action` as a verb of its own, after a modal or "by" / "to" ("can sign up by creating an account"). */
function doneIn(other: ClauseReading, action: string | null): boolean {
  const words = restrictingOf(other).words;
  const modals = COMPARE_LEXICON[other.language].modals;
  return words.some((x, k) => x.stem === action && k > 0 && (modals.has(words[k - 1]!.w) || VERB_OPENERS.has(words[k - 1]!.w)));
}

/**
 * "Only" on what the other names too ("only the nurse" / "the nurse", "using only the configuration file"), or
 * on whom the other grants it ("allow only auditors to …"; a list it keeps part of is restriction.ts's); and
 * "restrict … to" whom the other names ("restrict modifications to the rosters to the ward manager"); or "only" on
 * an action of its own the other does not name.
 */
function confinesToTheOthers(restricted: ClauseReading, other: ClauseReading, ownTerms: ReadonlySet<string>): boolean {
  const r = restrictingOf(restricted);
  const language = restricted.language;
  const otherTerms = contentTerms(other);
  const named = (x: Lexeme | undefined) => x !== undefined && otherTerms.has(termOf(x, language));
  return r.marks.some((i) => {
    if (CONFINING_MARKS.has(r.words[i]!.w)) {
      const granting = [r.words[i - 1], r.words[i + 1]].some((x) => x !== undefined && PERMISSION_STEMS.has(x.stem));
      const borne = borneBy(r.words, i, language);
      // "shall only run one job at a time" confines an action of its own ("keep several jobs" is another).
      const ownAction = restricted.clauses.find((c) => c.action !== null && borne.some((x) => conceptOfWord(x.w, language) === c.action));
      if (ownAction && !other.clauses.some((d) => sameAction(ownAction, d))) return true;
      return granting || borne.some((x) => named(x) && !listedBeside(other, termOf(x, language), ownTerms));
    }
    if (WITHOUT_MARKS.has(r.words[i]!.w)) return false;
    const rest = r.words.slice(i + 1);
    const to = rest.findLastIndex((x) => RESTRICTED_TO.has(x.w));
    return to >= 0 && named(rest.slice(to + 1).find((x) => x.content));
  });
}

/**
 * A leading condition that names no more than the occasion of what the other states: its words are the other's
 * or words of occasion ("When the product search is run, … only the top five matches" / "shall display the
 * matching products of the search"; OCCASION_OF_ACTION, OCCASION_OF_OUTPUT), one of the other's at least.
 */
function occasionOf(condition: ReadonlySet<string>, other: ClauseReading): boolean {
  const terms = [...condition].map((s) => meaningTermOfStem(s, other.language));
  const otherTerms = contentTerms(other);
  return terms.some((t) => otherTerms.has(t)) && terms.every((t) => otherTerms.has(t) || OCCASION_TERMS.has(t));
}

/** `restricted` restates `other` and restricts it. */
function restricts(restricted: ClauseReading, other: ClauseReading): boolean {
  const r = restrictingOf(restricted);
  const o = restrictingOf(other);
  if (r.marks.length === 0 || o.marks.length > 0 || r.sentences > 1 || o.sentences > 1) return false;
  if (other.clauses.some((c) => c.negative)) return false;
  const otherTerms = contentTerms(other);
  const ownTerms = contentTerms(restricted);
  let shared = 0;
  for (const t of otherTerms) if (ownTerms.has(t)) shared++;
  if (shared < MIN_RESTATED || shared < RESTATED_SHARE * otherTerms.size) return false;
  // A prohibition with an exception ("… unless a physician approves them") is no opposite.
  if (restricted.clauses.some((c) => c.exception && c.negative)) return false;
  const rc = restricted.clauses[0];
  const oc = other.clauses[0];
  if (rc && oc) {
    // Other actors named on both sides: each requirement is about its own, unless "only" names them.
    const rs = named(rc.subject);
    const os = named(oc.subject);
    if (rs.length > 0 && os.length > 0 && !rs.some((s) => oc.subject.has(s)) && !rc.exclusiveSubject) return false;
    // A restriction under a condition the other does not name is a case of its own; two conditions that differ are two cases.
    if (rc.condition.size > 0 && oc.condition.size === 0 && !occasionOf(rc.condition, other)) return false;
    if (rc.condition.size > 0 && oc.condition.size > 0 && (!sameCondition(rc, oc) || rc.conditionNegated !== oc.conditionNegated)) return false;
    // Only some actors ("Only the clerk …", "allow only auditors to …") are restriction.ts's and agents.ts's.
    if (rc.exclusiveSubject) return false;
  }
  const kinds = r.marks.map((i) => r.words[i]!.w);
  if (confinesToTheOthers(restricted, other, ownTerms)) return false;
  // What both show ("contain all loans" / "display only the titles of the loans") is the output classes' (outputs.ts, shown-lists.ts).
  if ([restricted, other].every((x) => x.clauses.some((c) => c.action !== null && OUTPUT_STEMS[x.language].has(c.action)))) return false;
  // "shall run on the branch server only" keeps what the other says unless the other names more.
  if (keepsTheOthers(restricted, other, ownTerms)) return false;
  // A prohibition ("prevent", "never") of the other's own action; "prevent fraud by checking …" prohibits no checking.
  if (kinds.every((w) => PROHIBITING_MARKS.has(w))) {
    if (!restricted.clauses.some((c) => c.negative && (other.clauses.some((d) => sameAction(c, d)) || doneIn(other, c.action)))) return false;
  }
  // What the other only supports is not restricted by restricting it ("support access" / "restrict access to …").
  if (other.clauses.some((c) => c.action !== null && SUPPORTING_STEMS.has(c.action))) return false;
  // "only if …", "only be shown after …": the confined action is the other's.
  const confinesOccasion = r.marks.some(
    (i) => CONFINING_MARKS.has(r.words[i]!.w) && r.words.slice(i + 1, i + 1 + OCCASION_REACH).some((x) => OCCASION_OPENERS.has(x.w)),
  );
  if (confinesOccasion && !restricted.clauses.some((c) => other.clauses.some((d) => sameAction(c, d)))) return false;
  // "without" alone: a demand done without what the other names, not against a mere ability.
  if (kinds.every((w) => WITHOUT_MARKS.has(w)) && !restricted.clauses.some((c) => c.negative)) {
    if (other.clauses.some((c) => c.capability)) return false;
    const without = restricted.clauses.flatMap((c) => [...c.without]);
    const met = without.filter((s) => o.stems.has(s)).length;
    if (without.length === 0 || met * 2 < without.length) return false;
  }
  return true;
}

/** One requirement restates the other and restricts it, in either order. */
export function restrictedTopicConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (restricted, other) => {
    if (!restricts(restricted, other)) return null;
    const r = restrictingOf(restricted);
    const from = r.marks[0]!;
    return {
      kind: "restriction",
      reason: reason(language, "restrictedTopic", {
        a: joinedText(r.words.slice(from, from + QUOTED_WORDS)),
        b: joinedText(restrictingOf(other).words.slice(0, QUOTED_OTHER)),
      }),
    };
  });
}
