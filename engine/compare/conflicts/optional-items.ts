/**
 * An item one requirement demands and the other makes optional:
 *
 *   "On the clinic's sign-up form, the patient must give a full name, an insurance number and an e-mail address."
 *   "On the clinic's sign-up form, the patient may optionally give an e-mail address."
 *   "Auf dem Anmeldeformular der Klinik muss der Patient vollen Namen, Versicherungsnummer und Handynummer angeben."
 *   "Auf dem Anmeldeformular der Klinik muss der Patient vollen Namen angeben. Die Handynummer ist freiwillig."
 *
 * also "every interlibrary loan request shall require the title, the ISBN and the lending branch to be
 * filled in" against "… every other field, including the ISBN and the lending branch, shall be optional".
 *
 * Each sentence (or part after ";") without a leading condition and without a negation is read for
 * the items it names, split at "and", "or", "und" and commas (INPUT_ITEM_SEPARATORS; words that name no
 * item, "including", "other field", ITEM_LIST_WORDS, left out):
 *
 * - demanded: an obligation (no "can", "may", "kann") with a PROVIDING_VERBS verb ("provide", "enter",
 *   "angeben") and its items after it (German: between the modal and the verb), or with a
 *   REQUIRING_VERBS verb ("require", "verlangen") and its items up to "to" ("… to be filled in"), or "X
 *   is mandatory" (MANDATORY_WORDS);
 * - optional: a PROVIDING_VERBS verb with an OPTIONAL_WORDS word before it ("may optionally give",
 *   "can choose to enter", "kann wahlweise … angeben"), or "X is optional", "X shall be optional",
 *   "ist freiwillig".
 *
 * Two requirements conflict when an item one demands is one the other makes optional (the same
 * words, or one item's words within the other's when it has two words or more: "mobile number" /
 * "private mobile number"), given by the same person (the words before the modal, persons and
 * the system aside, in common when both name one), and they are about one thing: a word besides the
 * items both name ("clinic", "request").
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, contentStems, isSubset, joinedText, overlap, perReading } from "./frame.js";
import { perLanguage } from "./refused-inputs.js";
import { sentencesOf } from "./one-at-a-time.js";
import {
  DEFINITE_ARTICLES,
  DETERMINERS,
  INDEFINITE_ARTICLES,
  INPUT_GENERIC_WORDS,
  LIST_POSSESSIVES,
  STATE_AUXILIARIES,
  INPUT_ITEM_SEPARATORS,
  ITEM_LIST_WORDS,
  MANDATORY_WORDS,
  OPTIONAL_WORDS,
  PROVIDING_VERBS,
  REQUIRING_VERBS,
} from "../../lexicon/compare-conflicts.js";
import { CAPABILITY_MODALS_EN, GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { CAPABILITY_MODALS_DE, GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";
import { HUMAN_ROLES_EN } from "../../lexicon/en/suggest-words.js";
import { HUMAN_ROLES_DE } from "../../lexicon/de/suggest-words.js";

/** Most words of a list of items. */
const LIST_MAX_WORDS = 16;
/** Least words of an item read within a longer one ("mobile number" / "private mobile number"). */
const ITEM_MIN_WITHIN = 2;
/** Lexemes between an OPTIONAL_WORDS word and the verb it makes optional ("choose to give", "may optionally enter"). */
const OPTIONAL_REACH = 3;

const stems = (lists: Readonly<Record<"en" | "de", readonly string[]>>) => perLanguage(lists, true);
const words = (lists: Readonly<Record<"en" | "de", readonly string[]>>) => perLanguage(lists, false);
const PROVIDING = stems(PROVIDING_VERBS);
const REQUIRING = new Set(REQUIRING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const OPTIONAL = words(OPTIONAL_WORDS);
const MANDATORY = words(MANDATORY_WORDS);
const LIST_WORDS = words(ITEM_LIST_WORDS);
/** Stems of the words of giving an item and of its being optional or mandatory: they tie nothing. */
const GIVING = {
  en: new Set([...PROVIDING.en, ...stems(OPTIONAL_WORDS).en, ...stems(MANDATORY_WORDS).en, ...REQUIRING]),
  de: new Set([...PROVIDING.de, ...stems(OPTIONAL_WORDS).de, ...stems(MANDATORY_WORDS).de, ...REQUIRING]),
};
const CAPABILITY = { en: CAPABILITY_MODALS_EN, de: CAPABILITY_MODALS_DE };
/** Stems of persons (a German subject after the modal, "muss der Leser …"). */
const HUMAN = new Set([...[...HUMAN_ROLES_EN].map((w) => stem(w, "en")), ...[...HUMAN_ROLES_DE].map((w) => stem(w, "de"))]);
/** Stems of words that name the system (no person who gives an item). */
const SYSTEM_WORDS = new Set([
  ...[...COMPARE_LEXICON.en.genericSubjects].map((w) => stem(w, "en")),
  ...[...COMPARE_LEXICON.de.genericSubjects].map((w) => stem(w, "de")),
]);
/** Words that name nobody in particular and tie nothing: persons, the system, data (stems of both languages). */
const UNTYING = new Set(
  [...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE, ...INPUT_GENERIC_WORDS, ...HUMAN_ROLES_EN, ...HUMAN_ROLES_DE].flatMap((w) => [
    stem(w, "en"),
    stem(w, "de"),
  ]),
);

interface Items {
  items: Array<Set<string>>;
  /** The person who gives them (stems before the modal, persons kept), empty when none is named. */
  giver: Set<string>;
  text: string;
}

interface ItemsReading {
  demanded: Items[];
  optional: Items[];
}

/** The items of `lex` from `from` to `to`, split at separators and commas; words that name no item left out. */
function itemsIn(lex: readonly Lexeme[], from: number, to: number, language: Language): Array<Set<string>> {
  const out: Array<Set<string>> = [];
  let item = new Set<string>();
  const close = () => {
    if (item.size > 0) out.push(item);
    item = new Set();
  };
  for (let i = from; i < Math.min(to, from + LIST_MAX_WORDS); i++) {
    const x = lex[i];
    if (x.w === "," || INPUT_ITEM_SEPARATORS.has(x.w)) close();
    else if (!x.isWord && x.w !== "-") break;
    else if (x.content && !LIST_WORDS[language].has(x.w) && !UNTYING.has(x.stem)) item.add(x.stem);
  }
  close();
  return out;
}

/** The end of a list after `from`: the first word that opens a phrase of its own ("to", "for", "when"), else the part's end. */
function listEnd(lex: readonly Lexeme[], from: number, language: Language): number {
  const L = COMPARE_LEXICON[language];
  for (let i = from; i < lex.length; i++) {
    const x = lex[i];
    if (!x.isWord && x.w !== "," && x.w !== "-") return i;
    if (x.isWord && !x.content && L.stopwords.has(x.w) && !INPUT_ITEM_SEPARATORS.has(x.w) && !isArticle(x.w)) return i;
  }
  return lex.length;
}

/** Articles and possessives inside a list ("a full name, an insurance number and an e-mail address"). */
function isArticle(w: string): boolean {
  return DETERMINERS.has(w) || DEFINITE_ARTICLES.has(w) || INDEFINITE_ARTICLES.has(w) || LIST_POSSESSIVES.has(w);
}

/** The parts of a sentence, split at ";". */
function partsOf(sentence: readonly Lexeme[]): Lexeme[][] {
  const out: Lexeme[][] = [[]];
  for (const x of sentence) {
    if (x.w === ";") out.push([]);
    else out[out.length - 1].push(x);
  }
  return out.filter((p) => p.length > 0);
}

/**
 * The person who gives the items: the words right before the modal ("the patient must"); German names it
 * after the modal when a phrase leads ("Auf dem Anmeldeformular muss der Patient …"), and the items start after it.
 */
function giverOf(lex: readonly Lexeme[], modal: number, language: Language): { giver: Set<string>; itemsFrom: number } {
  const giver = new Set<string>();
  if (modal < 0) return { giver, itemsFrom: 0 };
  const leadingPhrase = language === "de" && !lex[0].content && !isArticle(lex[0].w);
  if (!leadingPhrase) {
    for (let i = modal - 1; i >= 0 && (lex[i].content || lex[i].w === "-"); i--)
      if (lex[i].content && !SYSTEM_WORDS.has(lex[i].stem)) giver.add(lex[i].stem);
    return { giver, itemsFrom: modal + 1 };
  }
  let i = modal + 1;
  if (!isArticle(lex[i]?.w ?? "") || !lex[i + 1]?.content) return { giver, itemsFrom: modal + 1 };
  for (i++; i < lex.length && lex[i].content && HUMAN.has(lex[i].stem); i++) giver.add(lex[i].stem);
  return { giver, itemsFrom: giver.size > 0 ? i : modal + 1 };
}

/** The demanded and optional items of one part of a sentence. */
function readPart(lex: readonly Lexeme[], language: Language, into: ItemsReading): void {
  const L = COMPARE_LEXICON[language];
  if (L.conditionOpeners.has(lex[0].w) || lex.some((x) => L.negations.has(x.w))) return;
  const text = joinedText(lex);
  const modal = lex.findIndex((x) => L.modals.has(x.w));
  const { giver, itemsFrom } = giverOf(lex, modal, language);
  // "X is optional", "X shall be optional", "X ist freiwillig": the items before the auxiliary.
  const last = lex.findLastIndex((x) => x.isWord);
  if (last > 0 && (OPTIONAL[language].has(lex[last].w) || MANDATORY[language].has(lex[last].w))) {
    let aux = last - 1;
    while (aux > 0 && (STATE_AUXILIARIES.has(lex[aux].w) || L.modals.has(lex[aux].w))) aux--;
    if (aux < last - 1) {
      const items = itemsIn(lex, 0, aux + 1, language);
      if (items.length > 0) (OPTIONAL[language].has(lex[last].w) ? into.optional : into.demanded).push({ items, giver: new Set(), text });
    }
    return;
  }
  if (modal < 0) return;
  const capability = CAPABILITY[language].has(lex[modal].w);
  for (let v = modal + 1; v < lex.length; v++) {
    const x = lex[v];
    const providing = PROVIDING[language].has(x.stem);
    if (!providing && !REQUIRING.has(x.stem)) continue;
    const optional = lex.slice(Math.max(modal, v - OPTIONAL_REACH), v).some((y) => OPTIONAL[language].has(y.w));
    if (providing && !optional && capability) return;
    let items: Array<Set<string>>;
    if (language === "de") items = itemsIn(lex, itemsFrom, v, language);
    else if (providing) items = itemsIn(lex, v + 1, listEnd(lex, v + 1, language), language);
    else {
      // "require the member to enter X" names X; "require X to be entered" names X itself.
      const next = lex.findIndex((y, k) => k > v && k <= v + OPTIONAL_REACH + 1 && PROVIDING[language].has(y.stem));
      if (next > 0 && next - v > 1 && lex[next - 1].w === "to") items = itemsIn(lex, next + 1, listEnd(lex, next + 1, language), language);
      else items = itemsIn(lex, v + 1, listEnd(lex, v + 1, language), language);
    }
    if (language === "de")
      items = items.map((i) => new Set([...i].filter((s) => !OPTIONAL[language].has(s) && s !== x.stem))).filter((i) => i.size > 0);
    if (items.length === 0) return;
    (optional ? into.optional : capability ? [] : into.demanded).push({ items, giver, text });
    return;
  }
}

const NOTHING: ItemsReading = { demanded: [], optional: [] };

const read = perReading<ItemsReading>((reading) => {
  const language = reading.language;
  const found: ItemsReading = { demanded: [], optional: [] };
  for (const sentence of sentencesOf(reading).sentences.slice(0, MAX_PAIRED_CLAUSES))
    for (const part of partsOf(sentence).slice(0, MAX_PAIRED_CLAUSES)) readPart(part, language, found);
  return found.demanded.length === 0 && found.optional.length === 0 ? NOTHING : found;
});

/** One item names the other: the same words, or one's within the other's when it has two words or more. */
function sameItem(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return isSubset(small, large) && (small.size === large.size || small.size >= ITEM_MIN_WITHIN);
}

function demandedAgainstOptional(a: ClauseReading, b: ClauseReading, x: ItemsReading, y: ItemsReading, language: Language): Contradiction | null {
  for (const d of x.demanded) {
    for (const o of y.optional) {
      if (d.giver.size > 0 && o.giver.size > 0 && overlap(d.giver, o.giver) === 0) continue;
      const item = d.items.find((i) => o.items.some((j) => sameItem(i, j)));
      if (!item) continue;
      // One thing: a word both name besides their items, persons, the system and the words of giving.
      const itemWords = new Set([...x.demanded, ...x.optional, ...y.demanded, ...y.optional].flatMap((r) => r.items.flatMap((i) => [...i])));
      const theirs = contentStems(b);
      const tie = [...contentStems(a)].some((s) => theirs.has(s) && !itemWords.has(s) && !UNTYING.has(s) && !GIVING[language].has(s));
      if (!tie) continue;
      return { kind: "input", reason: reason(language, "optionalItem", { a: d.text, b: o.text }) };
    }
  }
  return null;
}

/** One requirement demands an item the other makes optional. */
export function optionalItemConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  if (ra.demanded.length + ra.optional.length === 0 || rb.demanded.length + rb.optional.length === 0) return null;
  return demandedAgainstOptional(a, b, ra, rb, language) ?? demandedAgainstOptional(b, a, rb, ra, language);
}

/** The stems of the items a requirement demands or makes optional, for the candidates compared with it. */
export function optionalItemTerms(reading: ClauseReading): string[] {
  const r = read(reading);
  return [...r.demanded, ...r.optional].flatMap((x) => x.items.flatMap((i) => [...i]));
}
