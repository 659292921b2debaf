/**
 * The clause reading of a requirement, part of the shared reading (`readingOf(ctx).clauses`)
 * and read by the comparison's contradiction check: a shallow reading in which each clause
 * is cut into subject, modal, polarity, action and objects, with its quantities.
 *
 *   "If the card is blocked, the terminal shall not accept payments within 2 s."
 *   -> condition {card, block}, subject {termin}, negative, action "accept",
 *      objects {payment}, quantity duration <= 2 s
 *
 * Polarity folds negation ("shall not", "darf nicht", "cannot"), prohibition ("shall
 * prevent …", "it shall be forbidden to …", "muss verhindern") and the negative side of
 * an antonym pair ("disable", "deaktivieren") into one flag, so that "shall not enable X"
 * and "shall disable X" read alike.
 *
 * English modal verbs come from the shared reading (`modal.ts`, see `readSentenceEn`).
 * Negation, leading conditions and passives are read here, not taken from the shared
 * reading: polarity is one flag over lexemes (contractions expanded) that prohibitions and
 * antonyms flip too, a condition here is only the words of a leading "if …," clause, the
 * shared reading has German passives only, and the German clauses read no passive.
 */
import type { Language, Token } from "../types.js";
import type { ModalUse } from "./modal.js";
import { lexemesOf, type Lexeme } from "../compare/features.js";
import { COMPARE_LEXICON, type CompareLexicon } from "../compare/lexicon.js";
import { extractQuantities, type Quantity } from "../compare/quantities.js";
import { CLAUSE_BOUNDARY_COMPARE as BOUNDARY } from "../lexicon/punctuation.js";
import { HOLDING_WORDS, RESTRICTING_QUALIFIERS } from "../lexicon/compare-conflicts.js";
import {
  BE_FORMS_COMPARE_EN as BE_FORMS,
  CAPABILITY_MODALS_EN,
  CAPABILITY_NOUNS_EN,
  CAPABILITY_WORDS_EN,
  COORD_EN,
  WIDENING_AFTER_NOT_EN,
  DETERMINERS_EN,
  EXCEPTIONS_EN,
  EXPLETIVE_PREDICATES_EN as EXPLETIVE_PREDICATES,
  GRANTING_VERBS_EN,
  GRANTING_VERBS_WITH_RECIPIENT_EN,
  HAVE_FORMS_EN as HAVE_FORMS,
  IRREGULAR_PARTICIPLES_COMPARE_EN as IRREGULAR_PARTICIPLES,
  NEED_WORDS_EN,
  PASSING_ON_EN,
  PERMISSION_WORDS_EN,
  PHRASE_OPENERS_EN,
  PREPS_EN,
  PRONOUNS_EN,
  PROHIBITING_WITH_FROM_EN,
  PURPOSE_VERBS_EN,
  SUBORDINATE_OPENERS_EN,
  GRANTEE_JOINERS_EN,
  RELATIVES_EN,
  RESTRICTING_PREPS_EN,
  WITHOUT_MODIFIERS_EN,
  WRAPPERS_EN,
  DISREGARDING_EN,
  LIGHT_VERB_PARTICLES_EN,
  ACTION_NOUN_ENDINGS_EN,
  PLAIN_ACTION_NOUNS_EN,
  SEQUENCE_ADVERBIALS_EN,
} from "../lexicon/en/compare-clauses.js";
import {
  CAPABILITY_MODALS_DE,
  CAPABILITY_NOUNS_DE,
  COORD_DE,
  EXCEPTIONS_DE,
  PHRASE_OPENERS_DE,
  PREPS_DE,
  PRONOUNS_DE,
  PURPOSE_OPENERS_DE,
  RELATIVES_DE,
  RESTRICTING_PREPS_DE,
  TRAILING_AUX_DE,
  TRAILING_SUBORDINATORS_DE,
  WITHOUT_MODIFIERS_DE,
  DISREGARDING_DE,
} from "../lexicon/de/compare-clauses.js";

/** "be", "been", "being": the forms of "be" after a modal verb. */
const isBeInfinitive = (w: string | undefined): boolean => w === "be" || w === "been" || w === "being";

/** Lists read the same in both languages (a German requirement may quote English words). */
const PRONOUNS = new Set([...PRONOUNS_EN, ...PRONOUNS_DE]);
const WITHOUT_MODIFIERS = new Set([...WITHOUT_MODIFIERS_EN, ...WITHOUT_MODIFIERS_DE]);
const DISREGARDING = [...DISREGARDING_EN, ...DISREGARDING_DE];
/** Most content words read as what is disregarded. */
const DISREGARDED_MAX_WORDS = 6;
const EXCEPTIONS = new Set([...EXCEPTIONS_EN, ...EXCEPTIONS_DE]);
const PHRASE_OPENERS = new Set([...PHRASE_OPENERS_EN, ...PHRASE_OPENERS_DE]);
/** Restrictions whose absence in the other requirement still conflicts: "only after X" / no "after". */
export const RESTRICTING_PREPS: ReadonlySet<string> = new Set([...RESTRICTING_PREPS_EN, ...RESTRICTING_PREPS_DE]);
const RELATIVES = new Set([...RELATIVES_EN, ...RELATIVES_DE]);

export interface Clause {
  /**
   * Subject stems without the generic system words ("system", "product"); a subject of
   * system words only is SYSTEM_SUBJECT; empty when unknown (passive, "it").
   */
  subject: Set<string>;
  subjectText: string;
  /** "Only the administrator shall …" */
  exclusiveSubject: boolean;
  /** What a passive clause acts on ("Reports shall be deleted" -> {report}); empty otherwise. */
  patient: Set<string>;
  /** Stems of a leading condition ("If …,"). */
  condition: Set<string>;
  /** The leading condition holds an odd number of negations ("If the user does not agree, …"). */
  conditionNegated: boolean;
  negative: boolean;
  /** Concept stem of the action (synonyms and antonyms mapped onto one stem), or null. */
  action: string | null;
  /** The action word as written. */
  actionText: string;
  /** The action word is the negative side of an antonym pair ("disable"). */
  actionNegative: boolean;
  /** Whether a modal verb carries the clause. */
  modal: boolean;
  /** The modal verb as written in lower case ("shall", "may"), or "". */
  modalWord: string;
  /** A capability rather than an obligation: "shall be able to", "can", "may", "shall allow". */
  capability: boolean;
  /** A negated obligation: "shall not be required to", "need not" (optional, not forbidden). */
  needNot: boolean;
  objects: Set<string>;
  /** Objects with the words of quantities and frequencies ("daily reports"). */
  allObjects: Set<string>;
  /** The first object words right after the action, up to a preposition or comma. */
  directObjects: Set<string>;
  /** The alternative named after the clause's preposition ("through a tablet or a browser"). */
  slot: Set<string>;
  /** Each preposition (or "if"/"when") of the predicate with the words of its phrase. */
  phrases: Map<string, Set<string>>;
  /** The preposition right after an exclusive "only" ("only after …", "only through …"). */
  onlyPrep: string | null;
  /** An exclusive "only" before the first preposition, on the direct object ("display only a summary to …"). */
  onlyDirect: boolean;
  /** Concepts named right after "without"/"ohne" ("without prior validation" -> "validat"). */
  without: Set<string>;
  /** Object words of the "without" phrase ("without altering the app" -> {app}). */
  withoutObjects: Set<string>;
  withoutText: string;
  /** Words of what the clause says does not count ("ignoring any stored settings" -> {stor, set}). */
  disregarded: Set<string>;
  disregardedText: string;
  /** An exception qualifies the clause: "without approval", "unless", "except", "ohne", "außer". */
  exception: boolean;
  /** "… shall be accessible only through …" */
  exclusiveObject: boolean;
  /** First preposition after the action. */
  prep: string | null;
  quantities: Quantity[];
  /** Surface text of each quantity. */
  quantityText: string[];
  /** Surface text of the predicate (modal to end of clause). */
  predicateText: string;
}

export interface ClauseReading {
  language: Language;
  lexemes: Lexeme[];
  clauses: Clause[];
}

function isWordAt(lex: readonly Lexeme[], i: number): boolean {
  return i >= 0 && i < lex.length && lex[i].isWord;
}

/**
 * A negation at `i`: a negation word that is no prefix of a hyphenated compound
 * ("nicht-funktionale Anforderungen", "nicht-relationale Datenbank" name a kind, they negate nothing).
 */
function negationAt(lex: readonly Lexeme[], i: number, L: CompareLexicon): boolean {
  return L.negations.has(lex[i].w) && !(lex[i + 1]?.w === "-" && isWordAt(lex, i + 2));
}

function stemsOf(lex: readonly Lexeme[], from: number, to: number, skip: ReadonlySet<string> = new Set()): Set<string> {
  const out = new Set<string>();
  for (let i = Math.max(0, from); i < Math.min(lex.length, to); i++) {
    const x = lex[i];
    if (x.content && !skip.has(x.w)) out.add(x.stem);
  }
  return out;
}

/** An odd number of negations in the words from `from` to `to`. */
function negatedSpan(lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): boolean {
  let n = 0;
  for (let i = Math.max(0, from); i < Math.min(lex.length, to); i++) if (L.negations.has(lex[i].w)) n++;
  return n % 2 === 1;
}

function textOf(lex: readonly Lexeme[], from: number, to: number): string {
  return lex
    .slice(Math.max(0, from), Math.max(from, to))
    .map((x) => x.text)
    .join(" ")
    .replace(/ ([,.;:!?)])/g, "$1")
    .replace(/\( /g, "(")
    .replace(/ - /g, "-");
}

interface Span {
  start: number;
  end: number;
}

/**
 * Objects of a predicate span, with "non-relational" read as the negated term "¬relat"; a prefix
 * inside a longer compound negates nothing ("just-in-time").
 */
function objectStems(lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon, used: Uint8Array): Set<string> {
  const out = new Set<string>();
  for (let i = from; i < to; i++) {
    const x = lex[i];
    if (used[i] || !x.isWord) continue;
    if (L.negatingPrefixes.has(x.w) && lex[i + 1]?.w === "-" && lex[i - 1]?.w !== "-" && isWordAt(lex, i + 2)) {
      out.add("¬" + lex[i + 2].stem);
      i += 2;
      continue;
    }
    if (L.fillers.has(x.w) && L === COMPARE_LEXICON.de) continue;
    if (x.content && x.stem.length > 1) out.add(x.stem);
  }
  return out;
}

function mapAction(L: CompareLexicon, x: Lexeme): { concept: string; negative: boolean } {
  return { concept: L.concept.get(x.stem) ?? x.stem, negative: L.negativeSide.has(x.stem) };
}

/** "zuzuordnen" -> "zuordnen", "anzuzeigen" -> "anzeigen", "zu definieren" handled by the caller. */
function infinitiveDe(x: Lexeme, _language: Language): Lexeme {
  // The stemmer folds the zu-infinitive of separable verbs already (text.ts).
  return x;
}

/** A purpose opens at `t`: "to ensure …", "in order to …", "so that …". */
function purposeAt(lex: readonly Lexeme[], t: number): boolean {
  const w = lex[t].w;
  const next = lex[t + 1]?.w;
  return (w === "to" && PURPOSE_VERBS_EN.has(next)) || (w === "in" && next === "order" && lex[t + 2]?.w === "to") || (w === "so" && next === "that");
}

/** Words of a noun phrase searched for its head after a granting, prohibiting or light verb. */
const HEAD_REACH = 6;

/** A noun that names an action: a noun of action ("configuration", "searches"), a gerund ("editing"). */
function isActionNounEn(x: Lexeme, L: CompareLexicon): boolean {
  const w = x.w;
  const plain = (v: string) => PLAIN_ACTION_NOUNS_EN.has(v);
  return (
    L.actionOfNoun.has(x.stem) ||
    (w.endsWith("s") ? [w, w.slice(0, -1)] : [w]).some((v) => ACTION_NOUN_ENDINGS_EN.some((e) => v.length > e.length + 1 && v.endsWith(e))) ||
    plain(w) ||
    (w.endsWith("s") && plain(w.slice(0, -1))) ||
    (w.endsWith("es") && plain(w.slice(0, -2)))
  );
}

/**
 * The head of the noun phrase at `at` when it names the action and words before it modify it:
 * "allow manual configuration of the limits" -> "configuration", "prevent direct access to …"
 * -> "access", "perform keyword or title searches" -> "searches" (`coordinated`: "or"/"and"
 * inside the phrase, after a light verb). -1 when the phrase is one word or its head names no action.
 */
function actionHeadEn(lex: readonly Lexeme[], at: number, end: number, L: CompareLexicon, coordinated: boolean): number {
  let head = -1;
  for (let t = at; t < Math.min(end, at + HEAD_REACH); t++) {
    const x = lex[t];
    if (!x.isWord) {
      if (x.w === "-" || x.w === "/") continue;
      break;
    }
    if (coordinated && COORD_EN.has(x.w) && t > at) continue;
    if (!x.content || x.isNumber || PREPS_EN.has(x.w) || RELATIVES.has(x.w) || L.exclusive.has(x.w)) break;
    head = t;
  }
  if (head <= at || !isActionNounEn(lex[head], L)) return -1;
  // "or"/"and" right before the head joins two phrases, not modifiers ("backups and restores").
  if (COORD_EN.has(lex[head - 1].w)) return -1;
  return head;
}

/**
 * "provide users with the ability to export", "give the planner the option to", "support a
 * mechanism allowing the operator to", "offer the possibility of exporting": the actor who
 * gets the capability (empty span when none is named) and where its action starts.
 */
function capabilityGrant(lex: readonly Lexeme[], at: number, end: number): { actorFrom: number; actorTo: number; next: number } | null {
  const verb = lex[at].w;
  let noun = -1;
  for (let t = at + 1; t < Math.min(end, at + 10); t++) {
    if (!lex[t].isWord) return null;
    if (CAPABILITY_NOUNS_EN.has(lex[t].w)) {
      noun = t;
      break;
    }
  }
  if (noun < 0) return null;
  const actorFrom = at + 1;
  let actorTo = at + 1;
  const withAt = lex.slice(at + 1, noun).findIndex((x) => x.w === "with");
  if (withAt >= 0) actorTo = at + 1 + withAt;
  else if (GRANTING_VERBS_WITH_RECIPIENT_EN.has(verb)) {
    // "give every member the option": the recipient ends where the capability's article starts.
    let t = at + 2;
    while (t < noun && !DETERMINERS_EN.has(lex[t].w)) t++;
    actorTo = t < noun ? t : at + 1;
  } else if (lex.slice(at + 1, noun).some((x) => !DETERMINERS_EN.has(x.w) && !x.content)) return null;
  const after = lex[noun + 1]?.w;
  if (after === "to" && isWordAt(lex, noun + 2)) return { actorFrom, actorTo, next: noun + 2 };
  if ((after === "for" || after === "of") && /ing$/.test(lex[noun + 2]?.w ?? "")) return { actorFrom, actorTo, next: noun + 2 };
  const passing = after === "that" || after === "which" ? noun + 2 : noun + 1;
  if (PASSING_ON_EN.has(lex[passing]?.w ?? "")) {
    for (let t = passing + 1; t < Math.min(end, passing + 7); t++) {
      if (lex[t].w === "to" && isWordAt(lex, t + 1)) return { actorFrom: passing + 1, actorTo: t, next: t + 1 };
    }
  }
  return null;
}

/** Words after "allow" searched for the "to" that ends the grantee ("allow the clerk to …"). */
const GRANTEE_REACH = 7;
/** The same for a grantee with a qualifier ("allow only users with the 'BILLING_ADMIN' role to …"). */
const QUALIFIED_GRANTEE_REACH = 14;
/** Words after "allow" in which that qualifier stands ("allow only event organisers or users with …"). */
const QUALIFIER_REACH = 7;

/**
 * The "to" after the grantee of "allow", "permit", "enable" at `at`, or -1. A qualifier right
 * after the grantee's first words ("users with …", "staff holding …", "users who …") lets it
 * reach further; the word after that "to" must not be an article, which would make the "to"
 * a preposition ("allow users with a badge into the building to …" stays unread).
 */
function granteeEnd(lex: readonly Lexeme[], at: number, end: number): number {
  // A qualifier, or grantees named side by side without commas ("Branch Librarians/Reading Room Supervisors"), reach further.
  const near = lex.slice(at + 2, at + QUALIFIER_REACH);
  const sideBySide = near.some((x) => GRANTEE_JOINERS_EN.has(x.w)) && !near.some((x) => x.w === ",");
  const qualified = sideBySide || near.some((x) => RESTRICTING_QUALIFIERS.has(x.w) || HOLDING_WORDS.has(x.w));
  const reach = qualified ? QUALIFIED_GRANTEE_REACH : GRANTEE_REACH;
  for (let t = at + 1; t < Math.min(end, at + reach); t++) {
    if (lex[t].w !== "to") continue;
    if (t >= at + GRANTEE_REACH && (!isWordAt(lex, t + 1) || DETERMINERS_EN.has(lex[t + 1].w))) return -1;
    return t;
  }
  return -1;
}

/** "restrict users from deleting …": "from" and a gerund within reach make the verb a prohibition. */
function prohibitsWithFrom(lex: readonly Lexeme[], at: number, end: number): boolean {
  if (!PROHIBITING_WITH_FROM_EN.has(lex[at].w)) return false;
  for (let t = at + 1; t < Math.min(end - 1, at + 6); t++) {
    if (lex[t].w === "from") return lex[t + 1].isWord && /ing$/.test(lex[t + 1].w);
    if (!lex[t].isWord) return false;
  }
  return false;
}

/**
 * The clause reading of a requirement from the shared tokenizer's tokens and the shared
 * reading's modal uses (`modal.ts`).
 */
export function readClauses(tokens: readonly Token[], language: Language, modalUses: readonly ModalUse[]): ClauseReading {
  const lex = lexemesOf(tokens, language);
  const modalTokens = new Set(modalUses.map((m) => m.from));
  const embeddedTokens = new Set(modalUses.filter((m) => m.subordinate).map((m) => m.from));
  const clauses: Clause[] = [];
  let start = 0;
  while (start < lex.length) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence && lex[end].w !== ";") end++;
    if (end > start)
      clauses.push(...(language === "de" ? readSentenceDe(lex, start, end) : readSentenceEn(lex, start, end, modalTokens, embeddedTokens)));
    start = end < lex.length && lex[end].w === ";" ? end + 1 : end;
  }
  return { language, lexemes: lex, clauses };
}

function assignQuantities(lex: readonly Lexeme[], clause: Clause, span: Span, all: readonly Quantity[], used: Uint8Array): void {
  for (const q of all) {
    if (q.start < span.start || q.start >= span.end) continue;
    let op = q.op;
    // "shall not support more than 25" reads as "at most 25" ("within" is not flipped:
    // "shall not accept payments within 2 s" negates the action, not the bound).
    // The negation is then used up by the bound: the clause itself is positive.
    if (clause.negative && q.kind !== "frequency" && (op === ">" || op === "<")) {
      op = op === ">" ? "<=" : ">=";
      clause.negative = false;
    }
    clause.quantities.push({ ...q, op });
    clause.quantityText.push(textOf(lex, q.start, q.end));
    for (let k = q.start; k < q.end; k++) used[k] = 1;
  }
}

function newClause(): Clause {
  return {
    subject: new Set(),
    subjectText: "",
    exclusiveSubject: false,
    patient: new Set(),
    condition: new Set(),
    conditionNegated: false,
    negative: false,
    action: null,
    actionText: "",
    actionNegative: false,
    modal: false,
    modalWord: "",
    capability: false,
    needNot: false,
    objects: new Set(),
    allObjects: new Set(),
    directObjects: new Set(),
    slot: new Set(),
    phrases: new Map(),
    onlyPrep: null,
    onlyDirect: false,
    without: new Set(),
    withoutObjects: new Set(),
    withoutText: "",
    disregarded: new Set(),
    disregardedText: "",
    exception: false,
    exclusiveObject: false,
    prep: null,
    quantities: [],
    quantityText: [],
    predicateText: "",
  };
}

/** The marker of a subject made of system words only ("the system", "das Produkt"). */
export const SYSTEM_SUBJECT = "⟨system⟩";
/** The marker of a subject that is a pronoun referring outside the requirement. */
export const PRONOUN_SUBJECT = "⟨pronoun⟩";

/**
 * "only" restricting to one alternative, as opposed to "only 10 results" (a number),
 * "a send only operation" (part of a compound) and "only have to" (merely).
 */
function isExclusiveEn(lex: readonly Lexeme[], i: number): boolean {
  const next = lex[i + 1];
  const prev = lex[i - 1];
  if (next?.isNumber) return false;
  // "read-only", "receive-only": the second half of a compound adjective.
  if (prev?.w === "-" && lex[i - 2]?.isWord) return false;
  if ((next?.w === "have" || next?.w === "need" || next?.w === "needs") && lex[i + 2]?.w === "to") return false;
  if (prev?.content && next?.content && !PREPS_EN.has(next.w)) return false;
  return true;
}

/** Adds the actor named inside the predicate ("shall allow guests to …") to the subject. */
function addActor(clause: Clause, lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): void {
  const before = clause.subject;
  setSubject(clause, lex, from, to, L);
  for (const x of before) if (x !== PRONOUN_SUBJECT) clause.subject.add(x);
}

function setSubject(clause: Clause, lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): void {
  clause.subject = stemsOf(lex, from, to, L.genericSubjects);
  if (clause.subject.size === 0) {
    for (let i = from; i < to; i++) if (L.genericSubjects.has(lex[i].w)) clause.subject.add(SYSTEM_SUBJECT);
  }
  clause.subjectText = textOf(lex, from, to);
  for (let i = from; i < to; i++) if (L.exclusive.has(lex[i].w)) clause.exclusiveSubject = true;
}

function quantityAt(quantities: readonly Quantity[], i: number): boolean {
  for (const q of quantities) if (i >= q.start && i < q.end) return true;
  return false;
}

function finish(clause: Clause, lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): void {
  finishObjects(clause, lex, from, to, L);
  if (clause.prep !== null) clause.slot = clause.phrases.get(clause.prep) ?? new Set();
}

/** Length of the words at `at` that say an input does not count ("ignoring", "regardless of"), or 0. */
function disregardingAt(lex: readonly Lexeme[], at: number, to: number): number {
  for (const phrase of DISREGARDING) {
    if (at + phrase.length <= to && phrase.every((w, k) => lex[at + k].w === w)) return phrase.length;
  }
  return 0;
}

/**
 * What is disregarded: the content words after `from`, across hyphens and slashes
 * ("user-provided search parameters"), up to a comma, a relative, a conjunction or a preposition
 * other than "of".
 */
function readDisregarded(clause: Clause, lex: readonly Lexeme[], at: number, from: number, to: number): void {
  let t = from;
  for (; t < to && clause.disregarded.size < DISREGARDED_MAX_WORDS; t++) {
    const y = lex[t];
    if (!y.isWord) {
      if (y.w === "-" || y.w === "/") continue;
      break;
    }
    // German "unabhängig von der Altersgruppe": "der" right after the phrase is an article, not a relative.
    if ((RELATIVES.has(y.w) && t > from) || COORD_EN.has(y.w) || COORD_DE.has(y.w) || ((PREPS_EN.has(y.w) || PREPS_DE.has(y.w)) && y.w !== "of"))
      break;
    if (y.content && !y.isNumber) clause.disregarded.add(y.stem);
  }
  if (clause.disregarded.size > 0) clause.disregardedText = textOf(lex, at, t);
}

function finishObjects(clause: Clause, lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): void {
  clause.allObjects = new Set(clause.objects);
  let direct = true;
  for (let i = from; i < to; i++) {
    const x = lex[i];
    if (x.w === "without" || x.w === "ohne") {
      let taken = 0;
      // A preposition ends the phrase, unless it follows a skipped modifier ("without the need for validation").
      let modified = false;
      for (let t = i + 1; t < to && taken < 5 && lex[t].isWord; t++) {
        if (PREPS_EN.has(lex[t].w) || PREPS_DE.has(lex[t].w)) {
          if (taken === 0 && modified) continue;
          break;
        }
        if (!lex[t].content) continue;
        clause.withoutText = textOf(lex, i, t + 1);
        if (taken === 0 && WITHOUT_MODIFIERS.has(lex[t].stem)) {
          modified = true;
          continue;
        }
        if (taken === 0) clause.without.add(L.concept.get(lex[t].stem) ?? lex[t].stem);
        else clause.withoutObjects.add(lex[t].stem);
        taken++;
      }
    }
    const disregarding = clause.disregarded.size === 0 ? disregardingAt(lex, i, to) : 0;
    if (disregarding > 0) readDisregarded(clause, lex, i, i + disregarding, to);
    if (EXCEPTIONS.has(x.w)) clause.exception = true;
    const isPrep = PREPS_EN.has(x.w) || PREPS_DE.has(x.w) || PHRASE_OPENERS.has(x.w);
    if (isPrep && !clause.phrases.has(x.w)) {
      const phrase = new Set<string>();
      for (let t = i + 1; t < to; t++) {
        const y = lex[t];
        if (!y.isWord ? y.w !== "-" && y.w !== "/" : PREPS_EN.has(y.w) || PREPS_DE.has(y.w) || RELATIVES.has(y.w)) break;
        if (y.content && !y.isNumber && !L.exclusive.has(y.w)) phrase.add(y.stem);
      }
      clause.phrases.set(x.w, phrase);
    }
    if (L.exclusive.has(x.w) && i + 1 < to && (PREPS_EN.has(lex[i + 1].w) || PREPS_DE.has(lex[i + 1].w) || PHRASE_OPENERS.has(lex[i + 1].w))) {
      clause.onlyPrep = lex[i + 1].w;
    }
    // The direct object ends at a preposition, a joiner or an exception ("without …").
    if (!x.isWord || PREPS_EN.has(x.w) || PREPS_DE.has(x.w) || COORD_EN.has(x.w) || COORD_DE.has(x.w) || EXCEPTIONS.has(x.w)) {
      if (clause.directObjects.size > 0) direct = false;
    } else if (L.exclusive.has(x.w)) {
      // "only" is no object word.
    } else if (x.content && !x.isNumber && x.stem !== clause.action && x.stem.length > 1) {
      clause.allObjects.add(x.stem);
      if (direct && clause.directObjects.size < 4) clause.directObjects.add(x.stem);
    }
  }
}

/**
 * The clause split off "… and not X" / "… aber nicht X": the same subject, condition and
 * action with the opposite polarity, its own objects (without the action word when
 * `dropAction`).
 */
function negatedTailClause(clause: Clause, lex: readonly Lexeme[], span: Span, L: CompareLexicon, used: Uint8Array, dropAction: boolean): Clause {
  const tail: Clause = {
    ...newClause(),
    subject: clause.subject,
    subjectText: clause.subjectText,
    condition: clause.condition,
    patient: clause.patient,
  };
  tail.modal = clause.modal;
  tail.negative = !clause.negative;
  tail.action = clause.action;
  tail.actionText = clause.actionText;
  tail.objects = objectStems(lex, span.start, span.end, L, used);
  if (dropAction && clause.action) tail.objects.delete(clause.action);
  tail.predicateText = textOf(lex, span.start - 1, span.end);
  finish(tail, lex, span.start, span.end, L);
  return tail;
}

// ---------------------------------------------------------------- English

/** Words of a relative clause after the subject searched for the main verb's form of "be". */
const RELATIVE_REACH = 8;

/** The verb of a sentence without a modal: "The service provides …", "Reports are shown …". */
function findVerbEn(lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): { at: number; negative: boolean; be: boolean } | null {
  for (let i = from + 1; i < Math.min(to, from + 9); i++) {
    const x = lex[i];
    if (!x.isWord) {
      if (x.w === "-" || x.w === "'" || x.w === "/") continue;
      return null;
    }
    // "Loans that were returned late are flagged": the relative clause qualifies the subject; the
    // main verb is the next form of "be" after the relative clause's own verb.
    if (RELATIVES_EN.includes(x.w) && i > from && lex[i - 1].content) {
      const own = BE_FORMS.has(lex[i + 1]?.w ?? "") ? i + 2 : i + 1;
      for (let k = own + 1; k < Math.min(to, own + RELATIVE_REACH); k++) {
        if (!lex[k].isWord && lex[k].w !== "-") break;
        if (BE_FORMS.has(lex[k].w) && isWordAt(lex, k + 1)) {
          const negative = lex[k + 1].w === "not";
          if (negative && !isWordAt(lex, k + 2)) break;
          return { at: negative ? k + 2 : k + 1, negative, be: true };
        }
      }
      return null;
    }
    // "X is prohibited", "Reports are not shown": the be-form acts like a modal.
    if (BE_FORMS.has(x.w) && lex[i - 1]?.isWord && isWordAt(lex, i + 1)) return { at: i + 1, negative: false, be: true };
    if ((x.w === "does" || x.w === "do") && lex[i + 1]?.w === "not" && isWordAt(lex, i + 2)) return { at: i + 2, negative: true, be: false };
    if (/ly$/.test(x.w) && isWordAt(lex, i + 1) && lex[i - 1]?.content) return { at: i + 1, negative: false, be: false };
    if (L.stopwords.has(x.w)) continue;
    // "The service provides …"; a plural before a form of "be" is the subject ("the latest invoices are shown").
    if (/[^su]s$/.test(x.w) && x.w.length > 3 && lex[i - 1]?.isWord && !L.stopwords.has(lex[i - 1].w) && !BE_FORMS.has(lex[i + 1]?.w ?? "")) {
      return { at: i, negative: false, be: false };
    }
  }
  return null;
}

/**
 * English clauses. `modalTokens` are the tokens where the shared reading finds a modal verb:
 * a modal word counts only there (not "in May", "the user's will", "can-do"). Two cases keep
 * the clause reader's own reading because the shared one differs: "need(s) to" / "need not"
 * are modals here but not in the configured modal verbs, and "may (…)" followed by no word is
 * no modal here. German clauses keep their own modal detection: a modal heads one clause per
 * stretch between commas and conjunctions, where the shared reading marks every use.
 */
function readSentenceEn(
  lex: readonly Lexeme[],
  from: number,
  to: number,
  modalTokens: ReadonlySet<number>,
  embedded: ReadonlySet<number> = new Set(),
): Clause[] {
  const L = COMPARE_LEXICON.en;
  // "The portal shall ensure that only members can post": the that-clause is the requirement.
  for (let i = from; i + 2 < to; i++) {
    if (L.modals.has(lex[i].w) && WRAPPERS_EN.has(lex[i + 1].w) && lex[i + 2].w === "that")
      return readSentenceEn(lex, i + 3, to, modalTokens, embedded);
  }
  const quantities = extractQuantities(lex.slice(from, to), "en", L.stopwords).map((q) => ({ ...q, start: q.start + from, end: q.end + from }));
  const used = new Uint8Array(lex.length);
  const modals: number[] = [];
  for (let i = from; i < to; i++) {
    const w = lex[i].w;
    if (!L.modals.has(w)) continue;
    // "need" is only a modal in "needs to" / "need not".
    const need = w === "need" || w === "needs";
    if (need && lex[i + 1]?.w !== "to" && lex[i + 1]?.w !== "not") continue;
    if (w === "may" && !lex[i + 1]?.isWord) continue;
    if (!need && !modalTokens.has(lex[i].token)) continue;
    // A modal of a subordinate clause inside the previous modal's clause ("… lists for members who can
    // borrow …", "… signed before they can be released") qualifies that clause: no clause of its own,
    // and the clause reads on past it.
    if (modals.length > 0) {
      const stretch = lex.slice(modals[modals.length - 1] + 1, i);
      if (!stretch.some((x) => BOUNDARY.has(x.w)) && (embedded.has(lex[i].token) || stretch.some((x) => SUBORDINATE_OPENERS_EN.has(x.w)))) continue;
    }
    modals.push(i);
  }
  // Leading condition.
  let subjectStart = from;
  const condition = new Set<string>();
  let conditionNegated = false;
  const limit = modals.length ? modals[0] : to;
  let comma = -1;
  for (let i = from; i < limit; i++) if (lex[i].w === "," || lex[i].w === "then") comma = i;
  // A fronted phrase ("In batch mode, the system shall …") is not part of the subject.
  if (comma >= 0 && modals.length) subjectStart = comma + 1;
  // Without a modal, a fronted phrase that starts with a preposition ends at its first comma
  // ("On the start page of the portal, the latest invoices are shown.").
  else if (modals.length === 0 && PREPS_EN.has(lex[from]?.w ?? "") && !L.conditionOpeners.has(lex[from].w)) {
    const first = lex.findIndex((x, k) => k > from && k < to && x.w === ",");
    if (first > 0) subjectStart = first + 1;
  }
  if (L.conditionOpeners.has(lex[from]?.w ?? "")) {
    if (comma >= 0) subjectStart = comma + 1;
    else {
      for (let i = limit - 1; i > from; i--)
        if (DETERMINERS_EN.has(lex[i].w)) {
          subjectStart = i;
          break;
        }
    }
    for (const s of stemsOf(lex, from + 1, subjectStart)) condition.add(s);
    conditionNegated = negatedSpan(lex, from + 1, subjectStart, L);
  }

  const heads: Array<{ at: number; subjectFrom: number; subjectTo?: number; modal: boolean; negative: boolean; be?: boolean; noVerb?: boolean }> = [];
  // "Enable a registered user to change the password.": an imperative that grants, as "shall allow".
  const imperativeGrant = modals.length === 0 && lex[subjectStart]?.cap === true && L.enablers.has(lex[subjectStart].w);
  if (imperativeGrant && granteeEnd(lex, subjectStart, to) > subjectStart + 1) {
    heads.push({ at: subjectStart - 1, subjectFrom: subjectStart, modal: false, negative: false });
  } else if (modals.length === 0) {
    const verb = findVerbEn(lex, subjectStart, to, L);
    if (verb) heads.push({ at: verb.at - 1, subjectFrom: subjectStart, modal: false, negative: verb.negative, be: verb.be });
    else heads.push({ at: subjectStart - 1, subjectFrom: subjectStart, modal: false, negative: false, noVerb: true });
  } else {
    for (let k = 0; k < modals.length; k++) {
      let subjectFrom = subjectStart;
      let subjectTo: number | undefined;
      if (k > 0) {
        subjectFrom = modals[k];
        while (subjectFrom - 1 > modals[k - 1] && !BOUNDARY.has(lex[subjectFrom - 1].w) && !COORD_EN.has(lex[subjectFrom - 1].w)) subjectFrom--;
      } else if (modals[k] - 1 > subjectStart && COORD_EN.has(lex[modals[k] - 1].w)) {
        // "The buyer has view rights and cannot modify …": the subject is the sentence's first noun phrase.
        let t = subjectStart + 1;
        while (t < modals[k] - 1 && !HAVE_FORMS.has(lex[t].w) && lex[t].isWord) t++;
        subjectTo = t;
      }
      heads.push({ at: modals[k], subjectFrom, subjectTo, modal: true, negative: false });
    }
  }

  const out: Clause[] = [];
  let previous: Clause | null = null;
  for (let k = 0; k < heads.length; k++) {
    const head = heads[k];
    let predicateEnd = to;
    if (k + 1 < heads.length) {
      predicateEnd = heads[k + 1].subjectFrom;
      while (predicateEnd > head.at + 1 && (BOUNDARY.has(lex[predicateEnd - 1].w) || COORD_EN.has(lex[predicateEnd - 1].w))) predicateEnd--;
    }
    const clause = newClause();
    clause.modal = head.modal;
    clause.negative = head.negative;
    for (const s of condition) clause.condition.add(s);
    clause.conditionNegated = conditionNegated;
    const subjectEnd = head.subjectTo ?? head.at;
    const subjectWords = lex.slice(head.subjectFrom, Math.max(head.subjectFrom, subjectEnd)).filter((x) => x.content && !PRONOUNS.has(x.w));
    if (subjectWords.length === 0 && previous) {
      clause.subject = new Set(previous.subject);
      clause.subjectText = previous.subjectText;
      clause.exclusiveSubject = previous.exclusiveSubject;
    } else setSubject(clause, lex, head.subjectFrom, subjectEnd, L);
    // A pronoun names someone we cannot see ("It does not require …") unless it is the
    // expletive "it" of "it shall be forbidden / possible to …".
    const pronounOnly = subjectWords.length === 0 && !previous && lex.slice(head.subjectFrom, subjectEnd).some((x) => PRONOUNS.has(x.w));
    const expletive = lex.slice(head.subjectFrom, subjectEnd).every((x) => !x.isWord || x.w === "it");
    if (pronounOnly && !(expletive && lex.slice(head.at + 1, Math.min(predicateEnd, head.at + 5)).some((x) => EXPLETIVE_PREDICATES.has(x.w)))) {
      clause.subject = new Set([PRONOUN_SUBJECT]);
    }
    clause.modalWord = head.modal ? lex[head.at].w : "";
    if (CAPABILITY_MODALS_EN.has(clause.modalWord)) clause.capability = true;
    clause.predicateText = textOf(lex, head.at, predicateEnd);

    // Walk from the modal to the action.
    let i = head.at + 1;
    let passive = head.be === true;
    let postposedProhibition = false;
    let subjectIsObject = false;
    // Modifiers of a noun of action read as the action ("manual" in "allow manual configuration").
    let modifierFrom = -1;
    let modifierTo = -1;
    // The words named after "allow" before its "to" ("allow the loan limits to be changed"), or
    // after "prevent" before its "from" ("prevent the loan limits from being changed").
    let grantee: Span | null = null;
    while (i < predicateEnd) {
      const x = lex[i];
      if (!x.isWord) {
        i++;
        continue;
      }
      if (negationAt(lex, i, L)) {
        clause.negative = !clause.negative;
        // "shall not be required to", "need not", "does not have to": optional, not forbidden.
        const next = lex.slice(i + 1, i + 4).map((y) => y.w);
        if (next.some((w) => NEED_WORDS_EN.has(w)) || clause.modalWord === "need" || clause.modalWord === "needs") clause.needNot = true;
        i++;
        continue;
      }
      if (L.exclusive.has(x.w)) {
        if (isExclusiveEn(lex, i)) clause.exclusiveObject = true;
        i++;
        continue;
      }
      if (CAPABILITY_WORDS_EN.has(x.w)) {
        clause.capability = true;
        // "shall be able to print", "is allowed to print": the "be" belongs to the capability, not to a passive.
        const afterBe = isBeInfinitive(lex[i - 1]?.w) || (head.be === true && i === head.at + 1);
        if (afterBe && (lex[i + 1]?.w === "to" || lex[i + 1]?.w === "of")) passive = false;
      }
      if (L.prohibitionParticiples.has(x.w)) {
        clause.negative = !clause.negative;
        if (!lex[i + 1]?.isWord) postposedProhibition = true;
        i++;
        if (lex[i]?.w === "for") {
          let t = i + 1;
          while (t < predicateEnd && lex[t].w !== "to") t++;
          if (t < predicateEnd) {
            setSubject(clause, lex, i + 1, t, L);
            i = t + 1;
          }
        } else if (lex[i]?.w === "to") i++;
        continue;
      }
      if (PERMISSION_WORDS_EN.has(x.w) && lex[i + 1]?.w === "to") {
        i += 2;
        continue;
      }
      if (isBeInfinitive(x.w)) {
        passive = true;
        i++;
        continue;
      }
      // An adverbial of sequence before the action ("shall in turn cancel", SEQUENCE_ADVERBIALS_EN).
      if (SEQUENCE_ADVERBIALS_EN.some(([first, second]) => x.w === first && lex[i + 1]?.w === second) && isWordAt(lex, i + 2) && lex[i + 2].content) {
        i += 2;
        continue;
      }
      // Before the stopwords: "shall have permission to …" hands over a capability.
      const grant = GRANTING_VERBS_EN.has(x.w) ? capabilityGrant(lex, i, predicateEnd) : null;
      if (grant) {
        if (grant.actorTo > grant.actorFrom) addActor(clause, lex, grant.actorFrom, grant.actorTo, L);
        clause.capability = true;
        i = grant.next;
        continue;
      }
      if (L.fillers.has(x.w) || quantityAt(quantities, i) || (L.stopwords.has(x.w) && !L.enablers.has(x.w))) {
        i++;
        continue;
      }
      // An adverb before the action ("shall automatically discard"), not a verb in -ly ("apply", "reply", "rely").
      if (/ly$/.test(x.w) && x.w.length > 4 && (!L.concept.has(x.stem) || /[^p]ly$/.test(x.w)) && isWordAt(lex, i + 1) && lex[i + 1].content) {
        i++;
        continue;
      }
      if (L.prohibitionVerbs.has(x.w) || L.prohibitionVerbs.has(x.stem) || prohibitsWithFrom(lex, i, predicateEnd)) {
        clause.negative = !clause.negative;
        i++;
        // "prevent users from deleting …": the actor sits between the verb and "from", and a gerund follows it,
        // maybe after an adverb ("from manually typing"); "prevent the use of templates from a partner clinic" names no actor.
        const afterVerb = i;
        const gerundAt = (t: number) => /ing$/.test(lex[t]?.w ?? "") || (/ly$/.test(lex[t]?.w ?? "") && /ing$/.test(lex[t + 1]?.w ?? ""));
        for (let t = i; t < Math.min(predicateEnd, i + 6); t++) {
          if (lex[t].w === "from" && isWordAt(lex, t + 1) && gerundAt(t + 1)) {
            if (t > i) grantee = { start: i, end: t };
            if (t > i) addActor(clause, lex, i, t, L);
            i = t + 1;
            break;
          }
        }
        // "prevent direct access to …": the head noun names the forbidden action.
        if (i === afterVerb) {
          let t = i;
          while (t < predicateEnd && DETERMINERS_EN.has(lex[t].w)) t++;
          const head = t < predicateEnd && lex[t].content ? actionHeadEn(lex, t, predicateEnd, L, false) : -1;
          if (head > t) {
            modifierFrom = t;
            modifierTo = head;
            i = head;
            break;
          }
        }
        continue;
      }
      if (L.enablers.has(x.w)) {
        // "shall allow defining …", "shall allow for …"
        if (lex[i + 1]?.w === "for") i++;
        if (/ing$/.test(lex[i + 1]?.w ?? "") && lex[i + 1].content) {
          i++;
          break;
        }
        const to2 = granteeEnd(lex, i, predicateEnd);
        if (to2 > i + 1) {
          grantee = { start: i + 1, end: to2 };
          addActor(clause, lex, i + 1, to2, L);
          clause.capability = true;
          i = to2 + 1;
          continue;
        }
        if (x.w.startsWith("enabl")) break; // "shall enable logging": enable is the action
        // "allow a buyer remove …": skip the actor.
        let t = i + 1;
        while (t < predicateEnd && DETERMINERS_EN.has(lex[t].w)) t++;
        // "allow the use of cards", "permit the export of reports": a noun of action, not an actor.
        if (t + 1 < predicateEnd && lex[t].content && lex[t + 1].w === "of") {
          clause.capability = true;
          i = t;
          break;
        }
        // "allow manual configuration of …": a noun of action with its modifiers, not an actor.
        const head = t < predicateEnd && lex[t].content ? actionHeadEn(lex, t, predicateEnd, L, false) : -1;
        if (head > t) {
          clause.capability = true;
          modifierFrom = t;
          modifierTo = head;
          i = head;
          break;
        }
        if (t + 1 < predicateEnd && lex[t].content) {
          addActor(clause, lex, i + 1, t + 1, L);
          clause.capability = true;
          i = t + 1;
          continue;
        }
        break;
      }
      break;
    }
    // Without a verb (a heading, a fragment) there is no action; every word is an object.
    if (head.noVerb) {
      i = head.subjectFrom;
      clause.negative = false;
      clause.exclusiveObject = false;
      for (let t = i; t < predicateEnd; t++) if (negationAt(lex, t, L)) clause.negative = !clause.negative;
    } else if (i < predicateEnd && lex[i].isWord && !quantityAt(quantities, i)) {
      let actionAt = i;
      if (L.lightVerbs.has(lex[i].w) || L.weakLightVerbs.has(lex[i].w)) {
        const strong = L.lightVerbs.has(lex[i].w);
        let t = i + 1;
        while (t < predicateEnd && (DETERMINERS_EN.has(lex[t].w) || !lex[t].isWord || (strong && LIGHT_VERB_PARTICLES_EN.has(lex[t].w)))) t++;
        const nominal = lex[t + 1]?.w === "of";
        // "perform keyword or title searches": the head of the phrase names the action.
        const head = strong && t < predicateEnd && lex[t].content ? actionHeadEn(lex, t, predicateEnd, L, true) : -1;
        if (head > t) {
          modifierFrom = t;
          modifierTo = head;
          actionAt = head;
        } else if (t < predicateEnd && lex[t].content && !lex[t].isNumber && (nominal || strong)) actionAt = t;
      }
      // A noun of action before "of" or after its modifiers names its verb ("allow the creation of routes",
      // "perform the installation of …", "allow manual configuration").
      const verbOfNoun = lex[actionAt + 1]?.w === "of" || actionAt === modifierTo ? L.actionOfNoun.get(lex[actionAt].stem) : undefined;
      const action = verbOfNoun === undefined ? mapAction(L, lex[actionAt]) : { concept: verbOfNoun, negative: L.negativeSide.has(verbOfNoun) };
      clause.action = action.concept;
      clause.actionText = lex[actionAt].text;
      if (action.negative) clause.negative = !clause.negative;
      clause.actionNegative = action.negative;
      i = actionAt + 1;
    }
    // "Distribution via e-mail is prohibited": the subject names the forbidden action.
    if (postposedProhibition && clause.action === null) {
      const first = lex.slice(head.subjectFrom, head.at).find((x) => x.content);
      if (first) {
        const mapped = mapAction(L, first);
        clause.action = mapped.concept;
        clause.actionText = first.text;
        subjectIsObject = true;
      }
    }
    // "be" + participle is a passive: the subject is the object of the action.
    passive =
      passive &&
      clause.action !== null &&
      (/(ed|en|wn|lt|nt|ne)$/.test(clause.actionText.toLowerCase()) || IRREGULAR_PARTICIPLES.has(clause.actionText.toLowerCase()));
    // A light verb in the passive: the subject names the action ("an audit of all accounts shall
    // be performed" -> "audit"): the last content word before "of", else of the subject.
    const actionWord = clause.actionText.toLowerCase();
    if (passive && (L.lightVerbs.has(actionWord) || L.weakLightVerbs.has(actionWord))) {
      const subjectLex = lex.slice(head.subjectFrom, head.at);
      const of = subjectLex.findIndex((x) => x.w === "of");
      const head2 = (of >= 0 ? subjectLex.slice(0, of) : subjectLex).filter((x) => x.content).pop();
      if (head2) {
        const mapped = mapAction(L, head2);
        clause.action = mapped.concept;
        clause.actionText = head2.text;
        clause.actionNegative = mapped.negative;
      }
    }
    // Split "… and not X" / "… but not X" off as a negated clause with the same action ("but not limited to" widens).
    let objectEnd = predicateEnd;
    let negatedTail: Span | null = null;
    for (let t = i; t < predicateEnd - 1; t++) {
      const widened = WIDENING_AFTER_NOT_EN.has(lex[t + (lex[t + 2]?.w === "be" ? 3 : 2)]?.w ?? "");
      if ((COORD_EN.has(lex[t].w) || lex[t].w === ",") && lex[t + 1].w === "not" && !widened) {
        objectEnd = t;
        negatedTail = { start: t + 2, end: predicateEnd };
        break;
      }
    }
    // "… to ensure data integrity", "… in order to …", "… so that …": a purpose, not what is acted on.
    for (let t = i + 1; t < objectEnd - 1; t++) {
      if (purposeAt(lex, t)) {
        objectEnd = t;
        break;
      }
    }
    const span = { start: head.at, end: predicateEnd };
    assignQuantities(lex, clause, span, quantities, used);
    clause.objects = objectStems(lex, i, objectEnd, L, used);
    if (modifierFrom >= 0) for (const s of objectStems(lex, modifierFrom, modifierTo, L, used)) clause.objects.add(s);
    // Passive ("Reports shall be deleted"): the subject is the patient and also an object;
    // the actor is unknown unless a "by" phrase names it.
    // "shall not allow the loan limits to be changed": what "allow" names is the patient of the
    // granted passive, not an actor; the actor is unknown unless a "by" phrase names it.
    // "allow users with the X key to be recognized as …" names a role of the actor: no patient.
    const grantedPassive = passive && grantee !== null && lex[i]?.w !== "as";
    if (grantedPassive && grantee) {
      clause.patient = stemsOf(lex, grantee.start, grantee.end, L.genericSubjects);
      if (clause.action) clause.patient.delete(clause.action);
      for (const s of clause.patient) clause.objects.add(s);
      if (clause.exclusiveSubject) {
        clause.exclusiveSubject = false;
        clause.exclusiveObject = true;
      }
      const by = lex.slice(i, objectEnd).findIndex((x) => x.w === "by");
      if (by >= 0 && lex[i + by + 1]?.isWord) setSubject(clause, lex, i + by + 1, Math.min(objectEnd, i + by + 4), L);
      else {
        clause.subject = new Set();
        clause.subjectText = "";
      }
    }
    if (!grantedPassive && (passive || subjectIsObject)) {
      for (const s of stemsOf(lex, head.subjectFrom, subjectEnd, L.genericSubjects)) if (s !== clause.action) clause.objects.add(s);
    }
    if (!grantedPassive && passive && !subjectIsObject && clause.subject.size > 0 && !clause.subject.has(SYSTEM_SUBJECT)) {
      clause.patient = new Set([...clause.subject].filter((x) => x !== clause.action));
      // "Only a portion of the data may be read": the restriction is on the patient, not an actor.
      if (clause.exclusiveSubject) {
        clause.exclusiveSubject = false;
        clause.exclusiveObject = true;
      }
      const by = lex.slice(i, objectEnd).findIndex((x) => x.w === "by");
      if (by >= 0 && lex[i + by + 1]?.isWord) setSubject(clause, lex, i + by + 1, Math.min(objectEnd, i + by + 4), L);
      else clause.subject = new Set();
    }
    // "Distribution via e-mail is prohibited" names no actor.
    if (subjectIsObject) {
      clause.subject = new Set();
      clause.subjectText = "";
    }
    for (let t = i; t < objectEnd; t++)
      if (PREPS_EN.has(lex[t].w) && !quantityAt(quantities, t)) {
        clause.prep = lex[t].w;
        break;
      }
    let prepSeen = false;
    for (let t = i; t < objectEnd; t++) {
      if (PREPS_EN.has(lex[t].w)) prepSeen = true;
      if (!L.exclusive.has(lex[t].w) || !isExclusiveEn(lex, t)) continue;
      clause.exclusiveObject = true;
      if (!prepSeen && !PREPS_EN.has(lex[t + 1]?.w ?? "")) clause.onlyDirect = true;
    }
    if (clause.action) clause.objects.delete(clause.action);
    finish(clause, lex, i, objectEnd, L);
    out.push(clause);
    if (negatedTail && lex.slice(negatedTail.start, negatedTail.end).some((x) => x.content)) {
      out.push(negatedTailClause(clause, lex, negatedTail, L, used, false));
    }
    previous = clause;
  }
  return out;
}

// ---------------------------------------------------------------- German

const PURPOSE_DE = new Set(PURPOSE_OPENERS_DE);

/** The first noun of action in `from`..`to` ("die manuelle Konfiguration der Zeiten", "Suchen nach Titeln"), or -1. */
function nounOfActionDe(lex: readonly Lexeme[], from: number, to: number, L: CompareLexicon): number {
  for (let t = from; t < to; t++) if (lex[t].cap && lex[t].content && L.actionOfNoun.has(lex[t].stem)) return t;
  return -1;
}

/** A granting or prohibiting verb ("erlauben", "verhindern"). */
function grantsOrForbidsDe(x: Lexeme | undefined, L: CompareLexicon): boolean {
  return x !== undefined && (L.enablers.has(x.w) || L.prohibitionVerbs.has(x.w) || L.prohibitionVerbs.has(x.stem + "en"));
}

function readSentenceDe(lex: readonly Lexeme[], from: number, to: number): Clause[] {
  const L = COMPARE_LEXICON.de;
  const quantities = extractQuantities(lex.slice(from, to), "de", L.stopwords).map((q) => ({ ...q, start: q.start + from, end: q.end + from }));
  const used = new Uint8Array(lex.length);
  const modals: number[] = [];
  // A modal heads a clause only once per stretch between commas and conjunctions; later ones
  // are auxiliaries of the verb-final group ("… geladen werden können").
  let headed = false;
  // A subordinate clause ("Wenn ein Ticket geschlossen wird, …") ends with its own finite verb: no clause of its own.
  let subordinate = TRAILING_SUBORDINATORS_DE.has(lex[from]?.w ?? "");
  for (let i = from; i < to; i++) {
    if (BOUNDARY.has(lex[i].w) || COORD_DE.has(lex[i].w) || lex[i].w === "dass") {
      headed = false;
      subordinate = TRAILING_SUBORDINATORS_DE.has(lex[i + 1]?.w ?? "");
      // "erlauben, dass die Grenzen geändert werden", "verhindern, dass …": the dass-clause is what is granted or forbidden.
      if (lex[i].w === "dass" && lex[i - 1]?.w === "," && grantsOrForbidsDe(lex[i - 2], COMPARE_LEXICON.de)) subordinate = true;
    } else if (L.modals.has(lex[i].w) && !headed && !subordinate) {
      modals.push(i);
      headed = true;
    }
  }
  if (modals.length === 0) {
    const clause = newClause();
    clause.objects = stemsOf(lex, from, to);
    for (let i = from; i < to; i++) if (negationAt(lex, i, L) && lex[i + 1]?.w !== "nur") clause.negative = !clause.negative;
    clause.predicateText = textOf(lex, from, to);
    return [clause];
  }
  const out: Clause[] = [];
  let previous: Clause | null = null;
  for (let k = 0; k < modals.length; k++) {
    const m = modals[k];
    const clause = newClause();
    clause.modal = true;
    clause.modalWord = lex[m].w;
    // Clause start: after the previous modal's clause (at a boundary or conjunction) or the sentence start.
    let clauseStart = from;
    if (k > 0) {
      clauseStart = m;
      while (clauseStart - 1 > modals[k - 1] && !BOUNDARY.has(lex[clauseStart - 1].w) && !COORD_DE.has(lex[clauseStart - 1].w)) clauseStart--;
    }
    let end = to;
    if (k + 1 < modals.length) {
      end = modals[k + 1];
      while (end - 1 > m && !BOUNDARY.has(lex[end - 1].w) && !COORD_DE.has(lex[end - 1].w)) end--;
      if (end - 1 <= m) end = modals[k + 1];
      else end--;
    }
    // Subject: before the modal, unless a condition or adverbial comes first ("Falls …, muss das System …").
    const before = lex.slice(clauseStart, m);
    const comma = before.map((x) => x.w).lastIndexOf(",");
    const invertedOpeners = L.conditionOpeners.has(lex[clauseStart]?.w ?? "");
    let predicateStart = m + 1;
    if (comma >= 0 || invertedOpeners) {
      for (const s of stemsOf(lex, clauseStart, m)) clause.condition.add(s);
      clause.conditionNegated = negatedSpan(lex, clauseStart, m, L);
      // The subject is the noun phrase right after the modal: articles, then capitalised words.
      let t = m + 1;
      while (t < end && lex[t].isWord && !lex[t].cap && L.stopwords.has(lex[t].w)) t++;
      while (t < end && lex[t].isWord && lex[t].cap) t++;
      setSubject(clause, lex, m + 1, t, L);
      predicateStart = t;
    } else {
      const words = before.filter((x) => x.content && !PRONOUNS.has(x.w));
      if (words.length === 0 && previous) {
        clause.subject = new Set(previous.subject);
        clause.subjectText = previous.subjectText;
      } else setSubject(clause, lex, clauseStart, m, L);
    }
    if (lex[clauseStart] && L.exclusive.has(lex[clauseStart].w)) clause.exclusiveSubject = true;
    clause.predicateText = textOf(lex, m, end);
    // Polarity and exclusivity anywhere in the predicate ("darf … nicht …", "kein").
    let actionEnd = end;
    let negatedTail: Span | null = null;
    for (let t = predicateStart; t < end; t++) {
      const w = lex[t].w;
      if ((COORD_DE.has(w) || w === ",") && t + 1 < end && negationAt(lex, t + 1, L) && t > predicateStart) {
        negatedTail = { start: t + 2, end };
        actionEnd = t;
        break;
      }
    }
    // ", um die Prüfbarkeit zu sichern": a purpose ends the clause, and its verb is no action.
    for (let t = predicateStart + 1; t < actionEnd - 1; t++) {
      if (lex[t].w === "," && PURPOSE_DE.has(lex[t + 1].w)) {
        actionEnd = t;
        break;
      }
    }
    // "kann …", "darf …", "muss … anzeigen können": a capability or permission, not an obligation.
    if (CAPABILITY_MODALS_DE.has(lex[m].w)) clause.capability = true;
    for (let t = predicateStart; t < actionEnd; t++) {
      const w = lex[t].w;
      // "… können", "erlauben, … zu …", "die Möglichkeit bieten, …": a capability granted.
      if (CAPABILITY_MODALS_DE.has(w) || L.enablers.has(w) || CAPABILITY_NOUNS_DE.has(w)) clause.capability = true;
      if (negationAt(lex, t, L) && lex[t + 1]?.w !== "nur") clause.negative = !clause.negative;
      // "nur einmal pro Jahr", "nur 3 Geräte": a bound, not an exclusive object (as "only 10 results").
      const bound = lex[t + 1]?.isNumber === true || quantityAt(quantities, t + 1);
      if (L.exclusive.has(w) && lex[t - 1]?.w !== "nicht" && !bound) clause.exclusiveObject = true;
    }
    let actorEnd = predicateStart;
    // The action: the last content word of the predicate (verb-final order), auxiliaries skipped;
    // a trailing clause (", nachdem der Fahrer unterschrieben hat") has its own verb.
    let verbEnd = actionEnd;
    for (let t = predicateStart + 1; t < actionEnd - 1; t++) {
      if (lex[t].w === "," && TRAILING_SUBORDINATORS_DE.has(lex[t + 1].w)) {
        verbEnd = t;
        break;
      }
    }
    let a = verbEnd - 1;
    while (a >= predicateStart && (!lex[a].isWord || TRAILING_AUX_DE.has(lex[a].w) || L.modals.has(lex[a].w))) a--;
    // A verb-final granting or prohibiting verb ("… erlauben.", "… verhindern."), not one before a comma.
    const finalVerb = a;
    const finalGrant =
      a >= predicateStart &&
      lex[a + 1]?.w !== "," &&
      (L.enablers.has(lex[a].w) || L.prohibitionVerbs.has(lex[a].w) || L.prohibitionVerbs.has(lex[a].stem + "en"));
    // A dass-clause after a prohibition verb: "muss verhindern, dass …".
    for (let t = predicateStart; t < actionEnd; t++) {
      if (L.prohibitionVerbs.has(lex[t].w) || L.prohibitionVerbs.has(lex[t].stem + "en")) {
        clause.negative = !clause.negative;
        // "muss verhindern, dass Gäste …": the actor of the dass-clause.
        const dass = lex.slice(t + 1, t + 3).findIndex((x) => x.w === "dass");
        if (dass >= 0) {
          let u = t + 2 + dass;
          while (u < actionEnd && lex[u].isWord && !lex[u].cap) u++;
          if (u < actionEnd && lex[u].cap) {
            addActor(clause, lex, t + 2 + dass, u + 1, L);
            actorEnd = u + 1;
          }
        }
        if (a === t) {
          a--;
          while (a >= predicateStart && (!lex[a].content || TRAILING_AUX_DE.has(lex[a].w))) a--;
        }
        break;
      }
    }
    if (a >= predicateStart && L.lightVerbs.has(lex[a].w)) {
      // "Suchen nach Titeln durchführen": a noun of action names the action, else the last noun.
      const noun = nounOfActionDe(lex, predicateStart, a, L);
      let t = a - 1;
      while (t >= predicateStart && !(lex[t].content && lex[t].cap)) t--;
      if (noun >= 0) a = noun;
      else if (t >= predicateStart) a = t;
    }
    // "muss die manuelle Konfiguration der Zeiten erlauben", "muss den direkten Zugriff auf … verhindern":
    // the noun of action before the verb names the granted or forbidden action.
    if (finalGrant) {
      const noun = nounOfActionDe(lex, predicateStart, finalVerb, L);
      if (noun >= 0) {
        a = noun;
        used[finalVerb] = 1;
        // "Mitgliedern die Änderung … erlauben": the noun before the action's article is the one granted it.
        let d = noun - 1;
        while (d >= predicateStart && !lex[d].cap) d--;
        if (L.enablers.has(lex[finalVerb].w) && d >= predicateStart && lex.slice(d + 1, noun).some((x) => L.stopwords.has(x.w))) {
          addActor(clause, lex, predicateStart, d + 1, L);
          actorEnd = d + 1;
        }
      }
    }
    const nounVerb = a !== finalVerb && a >= predicateStart ? L.actionOfNoun.get(lex[a].stem) : undefined;
    // "muss Sachbearbeitern erlauben, die Liste zu exportieren": the one granted the action acts,
    // and the action is the granted one (as "shall allow clerks to export").
    for (let t = Math.max(predicateStart, actorEnd); t < a; t++) {
      if (!L.enablers.has(lex[t].w) || lex[t + 1]?.w !== ",") continue;
      // "es nur Buchhaltern erlauben": the "only" is on the grant (as in "shall only allow"), read by agents.ts.
      let from = predicateStart;
      while (from < t && (L.exclusive.has(lex[from].w) || PRONOUNS.has(lex[from].w))) from++;
      if (lex.slice(from, t).some((x) => x.content)) addActor(clause, lex, from, t, L);
      clause.capability = true;
      actorEnd = t + 2;
      break;
    }
    const used2 = used;
    assignQuantities(lex, clause, { start: clauseStart, end }, quantities, used2);
    if (a >= predicateStart && lex[a].content) {
      const x = infinitiveDe(lex[a], "de");
      const action = nounVerb === undefined ? mapAction(L, x) : { concept: nounVerb, negative: L.negativeSide.has(nounVerb) };
      clause.action = action.concept;
      clause.actionText = lex[a].text;
      if (action.negative) clause.negative = !clause.negative;
      clause.actionNegative = action.negative;
      used2[a] = 1;
    }
    clause.objects = objectStems(lex, Math.max(predicateStart, actorEnd), actionEnd, L, used2);
    // "erlauben / verhindern, dass die Grenzen geändert werden": a passive in the dass-clause; what it
    // names is the patient, the actor is unknown (as "shall not allow the limits to be changed").
    const dassAt = lex.slice(predicateStart, a).findIndex((x) => x.w === "dass");
    const passiveAux = lex.slice(a + 1, verbEnd).some((x) => x.w === "werden" || x.w === "wird");
    if (dassAt >= 0 && passiveAux && a >= predicateStart && grantsOrForbidsDe(lex[predicateStart + dassAt - 2], L)) {
      clause.patient = stemsOf(lex, predicateStart + dassAt + 1, a, L.genericSubjects);
      for (const s of clause.patient) clause.objects.add(s);
      clause.subject = new Set();
      clause.subjectText = "";
    }
    for (let t = predicateStart; t < actionEnd; t++) {
      if (L.prohibitionVerbs.has(lex[t].w)) clause.objects.delete(lex[t].stem);
      if (PREPS_DE.has(lex[t].w) && clause.prep === null && !quantityAt(quantities, t)) clause.prep = lex[t].w;
    }
    if (clause.action) clause.objects.delete(clause.action);
    finish(clause, lex, predicateStart, actionEnd, L);
    out.push(clause);
    if (negatedTail) {
      out.push(negatedTailClause(clause, lex, negatedTail, L, used2, true));
    }
    previous = clause;
  }
  return out;
}
