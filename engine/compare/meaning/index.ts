/**
 * The normalised meaning of a requirement, what the comparison scores (similarity.ts):
 *
 * - terms: one term per content word, so that wordings of the same meaning give the same
 *   terms: the lemma ("shown" -> "show") and stem of the word, mapped onto its concept
 *   (synonyms: "display" and "show", "anzeigen" and "darstellen"); hyphenated words joined
 *   ("e-mail", "E-Mail" -> "email", "log-in" -> "login"); numbers written in words as
 *   digits ("five", "fünf" -> "#5"); stop words, articles, auxiliaries and prepositions
 *   dropped ("via email" and "by email" both give "email"), so that active and passive
 *   voice give the same terms;
 * - the roles of the main clause, voice-independent: the actor (the subject of an active
 *   clause, the "by" phrase of a passive one), the action, the object (the direct object of
 *   an active clause, the subject of a passive one), its numbers and its polarity.
 *
 * The roles keep apart what shares words but not meaning: another number, a negation,
 * another action, actor or object (`slotPenalty`). The meaning is read from the shared
 * sentence reading (`readRequirement`, the clause reading) and computed only when a
 * requirement is compared, never for an analysis.
 */
import { COMPOUND_HEAD_LENGTH_DE } from "../../lexicon/de/compare-stemming.js";
import type { Language } from "../../types.js";
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import { readRequirement } from "../../reading/index.js";
import { trigrams, type Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { exactKey, fold, stem } from "../text.js";
import { meaningLexicon } from "./lexicon.js";
import { SEPARABLE_PREFIXES } from "../../lexicon/de/modal.js";

/** The roles of the main clause; term strings as in `Meaning.terms`. */
export interface MeaningSlots {
  /** The clause is negated or prohibits ("shall not", "darf nicht", "shall prevent"). */
  negative: boolean;
  /** Negation words in the whole text ("not", "nicht", "never"): a negation the clause reading misses still counts. */
  negations: number;
  /** The numbers of the requirement, sorted ("#5", "#2.5"). */
  numbers: readonly string[];
  /** The concept of the main action ("show"), or null. */
  action: string | null;
  /** Who acts; empty when unknown (the system, a passive without "by"). */
  actor: readonly string[];
  /** What is acted on; empty when unknown. */
  object: readonly string[];
}

export interface Meaning extends MeaningSlots {
  /** Term -> count. */
  terms: Map<string, number>;
  /** The distinct terms, sorted and joined by blanks: what the trigram part of the score reads. */
  text: string;
}

/** The features the comparison index stores and scores of one requirement. */
export interface TextFeatures {
  language: Language;
  /** The exact-duplicate key (case and white space ignored). */
  key: string;
  /** Meaning term -> count. */
  terms: Map<string, number>;
  /** Sorted unique trigram hashes of the meaning's text. */
  trigrams: Int32Array;
  /** The roles of the main clause. */
  slots: MeaningSlots;
}

/** A number as a term: "2,5" and "2.5" alike, "05" as "5". */
function numberTerm(written: string): string {
  const n = Number(written.replace(",", "."));
  return "#" + (Number.isFinite(n) ? String(n) : written);
}

/**
 * The meaning term of one folded word: number, lemma, stem and concept. Exported for the
 * other parts of the comparison (the term of an action or object word).
 */
export function meaningTerm(word: string, language: Language): string {
  const L = meaningLexicon(language);
  const value = L.numbers[word];
  if (value !== undefined) return "#" + value;
  if (/^\d+([.,]\d+)?$/.test(word)) return numberTerm(word);
  const s = lemmaStem(stem(L.lemmas[word] ?? word, language), language);
  return L.concept.get(s) ?? s;
}

/** The meaning term of a stem the clause reading gives (objects, subjects). */
export function meaningTermOfStem(s: string, language: Language): string {
  if (/^\d/.test(s)) return numberTerm(s);
  const lemma = lemmaStem(s, language);
  return meaningLexicon(language).concept.get(lemma) ?? lemma;
}

const SEPARABLE_PREFIXES_DE = SEPARABLE_PREFIXES.map(fold);
/** Letters a separable verb keeps after its prefix and "zu" ("herunterzulad" -> "lad"). */
const ZU_INFINITIVE_REST = 3;

/**
 * The stem of the lemma: a German zu-infinitive of a separable verb as its infinitive
 * ("herunterzuladen" -> "herunterlad", "hochzuladen" -> "hochlad"); other stems unchanged.
 */
export function lemmaStem(s: string, language: Language): string {
  if (language !== "de") return s;
  for (const prefix of SEPARABLE_PREFIXES_DE) {
    if (s.length > prefix.length + ZU_INFINITIVE_REST + 1 && s.startsWith(prefix + "zu")) return prefix + s.slice(prefix.length + 2);
  }
  return s;
}

/** The hyphenated words of the text, folded, as their parts: "E-Mail" -> ["e", "mail"] (no blank around a hyphen). */
function hyphenated(text: string): string[][] {
  if (!text.includes("-")) return [];
  const words: string[][] = [];
  // Runs of letters and hyphens, cut at every empty part ("a--b", a leading or trailing hyphen).
  for (const run of text.match(/[\p{L}-]+/gu) ?? []) {
    let parts: string[] = [];
    for (const part of [...run.split("-"), ""]) {
      if (part !== "") parts.push(fold(part));
      else {
        if (parts.length > 1) words.push(parts);
        parts = [];
      }
    }
  }
  return words;
}

/** The number of lexemes from `i` that spell one of the hyphenated words (0 when none does). */
function hyphenatedAt(lex: readonly Lexeme[], i: number, words: readonly string[][]): { span: number; word: string } | null {
  for (const parts of words) {
    if (lex[i].w !== parts[0]) continue;
    let k = 1;
    while (k < parts.length && lex[i + 2 * k - 1]?.w === "-" && lex[i + 2 * k]?.w === parts[k]) k++;
    if (k === parts.length) return { span: 2 * k - 1, word: parts.join("") };
  }
  return null;
}

/** The terms of the lexemes, in text order (a hyphenated word gives one term). */
function termList(lex: readonly Lexeme[], words: readonly string[][], language: Language): string[] {
  const L = meaningLexicon(language);
  const out: string[] = [];
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    const joined = x.isWord && words.length > 0 ? hyphenatedAt(lex, i, words) : null;
    if (joined) {
      out.push(meaningTerm(joined.word, language));
      i += joined.span - 1;
      continue;
    }
    if (x.isNumber) out.push(numberTerm(x.w));
    else if (x.isWord && L.numbers[x.w] !== undefined) out.push("#" + L.numbers[x.w]);
    else if (x.content && !L.means.has(x.w)) out.push(meaningTerm(x.w, language));
  }
  return out;
}

/** Role words that name no one in particular: the clause reading's markers and the system itself. */
/** Role words that name no one in particular: the clause reading's markers and the system itself. */
const isGeneric = (s: string, language: Language) => s.startsWith("⟨") || meaningLexicon(language).generic.has(s);

/** Hyphenated words as the clause reading's stems ("web", "site") with their joined term ("websit"). */
type Joins = Array<{ parts: string[]; term: string }>;

function roleTerms(stems: Iterable<string>, language: Language, joins: Joins, actor: boolean): string[] {
  const set = new Set(stems);
  const out = new Set<string>();
  // A part may be a stop word the clause reading leaves out ("log-in"): one part present is enough.
  for (const j of joins)
    if (j.parts.some((p) => set.has(p))) {
      for (const p of j.parts) set.delete(p);
      out.add(j.term);
    }
  for (const s of set) if (!(actor ? isGeneric(s, language) : s.startsWith("⟨")) && !/^\d/.test(s)) out.add(meaningTermOfStem(s, language));
  return [...out].sort();
}

/**
 * The action of an English clause: the first content word after the modal verb, past "be
 * able to" and adverbs; the clause reading's action where there is no modal verb.
 */
function actionEn(reading: ClauseReading, clause: Clause, words: readonly string[][]): string | null {
  const L = meaningLexicon("en");
  const lex = reading.lexemes;
  const modal = clause.modal ? lex.findIndex((x) => x.w === clause.modalWord) : -1;
  if (modal >= 0)
    for (let i = modal + 1; i < lex.length && lex[i].isWord; i++) {
      const w = lex[i].w;
      if (L.beforeAction.has(w) || (w.endsWith("ly") && !L.lyVerbs.has(w))) continue;
      return meaningTerm(hyphenatedAt(lex, i, words)?.word ?? w, "en");
    }
  return clause.actionText ? meaningTerm(fold(clause.actionText), "en") : null;
}

/**
 * The terms of the system named as the actor ("The system shall …", "… by the system"):
 * the passive rewrite of a requirement names it no more, so it does not count.
 */
function systemActorTerms(reading: ClauseReading, clause: Clause | undefined): string[] {
  if (!clause) return [];
  const language = reading.language;
  const generic = meaningLexicon(language).generic;
  const out: string[] = [];
  const stems = [...clause.subject].some((s) => s.startsWith("⟨"))
    ? (clause.subjectText.match(/\p{L}+/gu) ?? []).map((w) => stem(fold(w), language))
    : [];
  if (language === "en") stems.push(...(clause.phrases.get("by") ?? []));
  for (const s of stems) if (generic.has(s)) out.push(meaningTermOfStem(s, language));
  return out;
}

/** The clause that carries the requirement: the first with a modal verb, else the first. */
function mainClause(reading: ClauseReading): Clause | undefined {
  return reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
}

function slotsOf(reading: ClauseReading, numbers: readonly string[], words: readonly string[][]): MeaningSlots {
  const language = reading.language;
  const clause = mainClause(reading);
  const negative = reading.clauses.some((c) => c.negative && !c.needNot);
  const L = COMPARE_LEXICON[language];
  const negations = reading.lexemes.filter((x) => L.negations.has(x.w)).length;
  if (!clause) return { negative, negations, numbers, action: null, actor: [], object: [] };
  const action = language === "en" ? actionEn(reading, clause, words) : clause.actionText ? meaningTerm(fold(clause.actionText), language) : null;
  const joins: Joins = words.map((parts) => ({ parts: parts.map((p) => stem(p, language)), term: meaningTerm(parts.join(""), language) }));
  const role = (stems: Iterable<string>, actor: boolean) => roleTerms(stems, language, joins, actor);
  if (language === "en" && clause.patient.size > 0)
    return {
      negative,
      negations,
      numbers,
      action,
      actor: role(clause.phrases.get("by") ?? [], true),
      object: role(leadingWords(reading.lexemes, clause.patient), false),
    };
  if (language === "de" && passiveDe(clause, language))
    return { negative, negations, numbers, action, actor: [], object: role(clause.subject, false) };
  return {
    negative,
    negations,
    numbers,
    action,
    actor: role(clause.subject, true),
    object: role(language === "en" ? clause.directObjects : clause.objects, false),
  };
}

/**
 * The first run of content words of `stems` in the text ("the local and exercise time" ->
 * "local"): the subject of a passive clause read as far as an active clause's direct object.
 */
function leadingWords(lex: readonly Lexeme[], stems: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const x of lex) {
    if (x.content && stems.has(x.stem)) out.add(x.stem);
    else if (out.size > 0) break;
  }
  return out;
}

/** A German clause in the passive voice: a form of "werden" in its predicate. */
function passiveDe(clause: Clause, language: Language): boolean {
  const aux = meaningLexicon(language).passiveAux;
  return (clause.predicateText.match(/\p{L}+/gu) ?? []).some((w) => aux.has(fold(w)));
}

/** The normalised meaning of a requirement. */
export function meaningOf(text: string, language: Language, reading: ClauseReading = readRequirement(text, language)): Meaning {
  const words = hyphenated(text);
  const list = termList(reading.lexemes, words, language);
  for (const t of systemActorTerms(reading, mainClause(reading))) {
    const at = list.indexOf(t);
    if (at >= 0) list.splice(at, 1);
  }
  const terms = new Map<string, number>();
  const add = (t: string) => terms.set(t, (terms.get(t) ?? 0) + 1);
  for (const t of list) {
    add(t);
    // German compounds also give their head, so that "Anmeldeversuch" meets "Versuch".
    if (language === "de" && t.length >= 9 && !t.startsWith("#")) {
      const head = t.slice(-COMPOUND_HEAD_LENGTH_DE);
      if (head !== t) add("~" + head);
    }
  }
  const numbers = [...new Set(list.filter((t) => t.startsWith("#")))].sort();
  return { terms, text: [...new Set(list)].sort().join(" "), ...slotsOf(reading, numbers, words) };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** 1 - (1 - factor) · (1 - Jaccard(a, b)): the factor when the two share nothing, 1 when equal or when one is unknown. */
function roleFactor(a: readonly string[], b: readonly string[], factor: number): number {
  if (a.length === 0 || b.length === 0) return 1;
  const common = a.filter((x) => b.includes(x)).length;
  return 1 - (1 - factor) * (1 - common / (a.length + b.length - common));
}

/** What the part of the score above 0.5 (similarity.ts) is multiplied by when the polarity of two meanings differs. */
export const NEGATION_FACTOR = 0.3;
/** … when their numbers differ. */
export const NUMBER_FACTOR = 0.4;
/** … when their actions differ. */
export const ACTION_FACTOR = 0.5;
/** … when their actors share nothing (less when they share some). */
export const ACTOR_FACTOR = 0.65;
/** … when their objects share nothing (less when they share some). */
export const OBJECT_FACTOR = 0.65;

/**
 * 1 when the roles agree (or one side does not name them), less for each role in which the
 * two meanings differ: polarity, numbers, action, and by how much the actors and the
 * objects differ.
 */
export function slotPenalty(a: MeaningSlots, b: MeaningSlots): number {
  let f = 1;
  if (a.negative !== b.negative || a.negations !== b.negations) f *= NEGATION_FACTOR;
  if (!sameList(a.numbers, b.numbers)) f *= NUMBER_FACTOR;
  if (a.action !== null && b.action !== null && a.action !== b.action) f *= ACTION_FACTOR;
  return f * roleFactor(a.actor, b.actor, ACTOR_FACTOR) * roleFactor(a.object, b.object, OBJECT_FACTOR);
}

/** The features the comparison index scores, of any text (for queries against an index). */
export function textFeatures(text: string, language: Language, meaning = meaningOf(text, language)): TextFeatures {
  const { terms, text: plain, ...slots } = meaning;
  return { language, key: exactKey(text), terms, trigrams: trigrams(plain), slots };
}
