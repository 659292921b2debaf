/**
 * One requirement shows only some items of an output, and the other lists items of the same
 * output that are left out:
 *
 *   "The loan receipt shall include the title, the due date and the branch name."
 *   "The loan receipt shall display only the title and the due date."
 *   "The ward screen shall show the patient name, the bed number, the allergies and the diet."
 *   "When a patient is selected, the ward screen shall present a reduced view containing only the name and the bed number."
 *   "Die Quittung muss den Titel, das Rückgabedatum und die Filiale enthalten."
 *   "Die Quittung muss nur den Titel und das Rückgabedatum anzeigen."
 *
 * The list of the one: "only", "nur" (the exclusive words) next to an output verb ("display only",
 * "containing only", "shall only show", "muss nur … anzeigen") and the items after it. The list of
 * the other: at least two items after an output verb ("include", "contain", "show", "enthält"), before
 * a German output verb at the end of the clause ("muss den Titel, … enthalten"), or the subject of a
 * passive output verb ("The title and the author shall be shown"). Items are parted by commas and
 * "and" / "or" ("und", "oder"); an item is its head word with what follows "of" ("the names of the
 * suppliers" -> name, supplier; German: its nouns), a phrase after another preposition left out
 * ("a link to the page" -> link).
 *
 * One item shown only must name what it is of ("only the names of the suppliers"): "only available
 * rooms" picks some rooms, not some of their fields. The two lists must be of one output: an item of the other is among the shown ones (they share a
 * word) and another is not; the two sentences share two words outside the lists, generic words and the
 * output verbs ("receipt", "loan"), or the words of one's subject ("Die Quittung …"); and the words of a leading condition of the one are named by the
 * other requirement, save for the occasion of an output ("When the record is opened"): "When the card
 * is blocked, … only the title" is a special case, no contradiction. "Not only" lists nothing.
 */
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { joinedText, perReading, setsPerLanguage } from "./frame.js";
import { stem } from "../text.js";
import { DEFINITE_ARTICLES, INDEFINITE_ARTICLES, OCCASION_OF_OUTPUT, PHRASE_STOPS } from "../../lexicon/compare-conflicts.js";
import { OUTPUT_VERBS } from "../../lexicon/compare-outputs.js";
import { COORD_EN, DETERMINERS_EN, PREPS_EN, RELATIVES_EN } from "../../lexicon/en/compare-clauses.js";
import { COORD_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";

/** Most words read as one list. */
const LIST_MAX_WORDS = 40;
/** Least items of the other's list. */
const MIN_LISTED = 2;
/** Least terms of a single item shown only: its head and what it is of. */
const MIN_FIELD_TERMS = 2;
/** Least words the two sentences share outside the lists. */
const MIN_SHARED = 2;
/** Words from the exclusive word to the output verb it goes with ("shall only display"). */
const VERB_REACH = 2;

/** The stems of the output verbs: "containing" is "contain". */
export const OUTPUT_STEMS: Record<Language, ReadonlySet<string>> = {
  en: new Set(OUTPUT_VERBS.en.map((w) => stem(w, "en"))),
  de: new Set(OUTPUT_VERBS.de.map((w) => stem(w, "de"))),
};
const isOutput = (x: Lexeme, language: Language) => OUTPUT_STEMS[language].has(x.stem);
/** The ending of an English gerund, which after a comma opens a clause, not an item (", omitting …"). */
const GERUND = "ing";
const COORD = setsPerLanguage({ en: [...COORD_EN], de: [...COORD_DE] });
const PREPS = setsPerLanguage({ en: [...PREPS_EN], de: [...PREPS_DE] });
const RELATIVES = setsPerLanguage({ en: [...RELATIVES_EN], de: [] });
const ARTICLES: ReadonlySet<string> = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES, ...DETERMINERS_EN]);
const OCCASION = new Set(OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));

/** One item: the terms of its head word and of what follows "of" (German: its nouns). */
type Item = string[];

interface ShownList {
  items: Item[];
  /** The list is the only thing shown ("only the title and the date"). */
  only: boolean;
  /** The index of its sentence. */
  sentence: number;
  /** The words as written, from the output verb or the exclusive word to the end of the list. */
  text: string;
}

interface ListSentence {
  /** Meaning terms of every content word. */
  terms: Set<string>;
  /** Meaning terms of a leading condition. */
  condition: Set<string>;
  /** Meaning terms of the subject: the words before the modal verb or, without one, before the first output verb. */
  subject: Set<string>;
}

interface Lists {
  lists: ShownList[];
  sentences: ListSentence[];
  terms: Set<string>;
}

export const readLists = perReading<Lists>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const term = (x: Lexeme) => meaningTermOfStem(x.stem, language);
  const actions = new Set(reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language)] : [])));
  const lists: ShownList[] = [];
  const sentences: ListSentence[] = [];
  const terms = new Set<string>();

  /** The items from `from` to the end of the list, and where it ends. */
  const itemsFrom = (from: number, end: number): { items: Item[]; to: number } => {
    const items: Item[] = [];
    let item: Item = [];
    let head: string | null = null;
    // "head": the head word is read; "of": the words after "of"; "skip": a phrase after another preposition.
    let mode: "head" | "of" | "skip" = "head";
    let depth = 0;
    const close = () => {
      if (head !== null) item.unshift(head);
      if (item.length > 0) items.push([...new Set(item)]);
      item = [];
      head = null;
      mode = "head";
    };
    let i = from;
    for (; i < end && i < from + LIST_MAX_WORDS; i++) {
      const x = lex[i];
      if (x.w === "(") depth++;
      if (x.w === ")") depth = Math.max(0, depth - 1);
      if (depth > 0 || x.w === ")") continue;
      // A German relative pronoun is also an article ("das Datum"): there the list ends at the verb of the clause.
      if (L.modals.has(x.w) || (language === "en" && RELATIVES.en.has(x.w)) || L.negations.has(x.w)) break;
      if (x.w === "," || COORD[language].has(x.w)) {
        // A comma or a joiner goes on with the list when an item follows: an article, a noun, a number, a joiner.
        const next = lex[i + 1];
        const goesOn =
          next !== undefined &&
          (ARTICLES.has(next.w) ||
            next.isNumber ||
            COORD[language].has(next.w) ||
            (next.content && !PREPS[language].has(next.w) && !actions.has(term(next)) && (language === "en" ? !next.w.endsWith(GERUND) : next.cap)));
        if (!goesOn) break;
        close();
        continue;
      }
      if (PHRASE_STOPS.has(x.w)) break;
      if (language === "en" && x.w === "of" && head !== null && mode === "head") {
        mode = "of";
        continue;
      }
      if (PREPS[language].has(x.w)) {
        if (head !== null || item.length > 0) mode = "skip";
        continue;
      }
      // Another output verb ends the list ("a page containing only …").
      if (isOutput(x, language) && (head !== null || items.length > 0)) break;
      if (!x.content || mode === "skip") continue;
      // Another action ends the list ("display only the name and hide the address").
      if (actions.has(term(x)) && (head !== null || items.length > 0) && !x.cap) break;
      if (language === "de") {
        if (x.cap) item.push(term(x));
        else if (i + 1 >= end || PHRASE_STOPS.has(lex[i + 1].w)) break;
      } else if (mode === "of") item.push(term(x));
      else head = term(x);
    }
    if (mode !== "skip" || head !== null || item.length > 0) close();
    return { items, to: i };
  };

  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence: ListSentence = { terms: new Set(), condition: new Set(), subject: new Set() };
    let conditionEnd = start;
    if (L.conditionOpeners.has(lex[start].w)) {
      const at = lex.slice(start, end).findIndex((x) => x.w === "," || L.modals.has(x.w));
      if (at > 0) conditionEnd = start + at;
    }
    for (let i = start; i < end; i++) {
      if (!lex[i].content) continue;
      sentence.terms.add(term(lex[i]));
      if (i < conditionEnd) sentence.condition.add(term(lex[i]));
    }
    const verb = lex.slice(conditionEnd, end).findIndex((x) => L.modals.has(x.w) || isOutput(x, language));
    for (const x of lex.slice(conditionEnd, verb >= 0 ? conditionEnd + verb : conditionEnd)) if (x.content) sentence.subject.add(term(x));
    const index = sentences.length;
    const push = (items: Item[], only: boolean, from: number, to: number) => {
      if (items.length > 0) lists.push({ items, only, sentence: index, text: joinedText(lex.slice(from, to)) });
    };
    const outputAt = (k: number) => k >= conditionEnd && k < end && isOutput(lex[k], language);
    for (let i = conditionEnd; i < end; i++) {
      const x = lex[i];
      // "not only …" lists nothing.
      if (L.exclusive.has(x.w) && !L.negations.has(lex[i - 1]?.w ?? "")) {
        // "display only", "containing only"; "shall only display", "muss nur … anzeigen".
        const before = [1, 2].some((d) => outputAt(i - d) && (d === 1 || !lex[i - 1].content));
        const after = lex.slice(i + 1, i + 1 + VERB_REACH).findIndex((_, k) => outputAt(i + 1 + k));
        const clauseEnd = lex.slice(i + 1, end).findIndex((n) => n.w === ";" || n.w === ".");
        const last = clauseEnd >= 0 ? i + 1 + clauseEnd : end;
        const verbLast = language === "de" && last - 1 > i && outputAt(last - 1);
        if (before || verbLast) {
          const { items, to } = itemsFrom(i + 1, verbLast ? last - 1 : end);
          push(items, true, i - (before ? 1 : 0), verbLast ? last : to);
        } else if (after >= 0) {
          const from = i + 2 + after;
          const { items, to } = itemsFrom(from, end);
          push(items, true, i, to);
        }
        continue;
      }
      if (!outputAt(i) || L.exclusive.has(lex[i + 1]?.w ?? "") || L.exclusive.has(lex[i - 1]?.w ?? "")) continue;
      if (lex.slice(conditionEnd, i).some((n) => L.negations.has(n.w))) continue;
      // "shall include the title, the date and …".
      const { items, to } = itemsFrom(i + 1, end);
      if (items.length >= MIN_LISTED) push(items, false, i, to);
      // "The title and the author shall be shown": the subject of a passive output verb.
      const modal = lex.slice(conditionEnd, i).findIndex((n) => L.modals.has(n.w));
      if (language === "en" && modal >= 0 && lex[i - 1]?.w === "be") {
        const subject = itemsFrom(conditionEnd + (lex[conditionEnd].w === "," ? 1 : 0), conditionEnd + modal);
        if (subject.items.length >= MIN_LISTED) push(subject.items, false, conditionEnd, i + 1);
      }
      // German: "muss den Titel, das Datum und die Filiale enthalten".
      if (language === "de" && modal >= 0 && !lex.slice(conditionEnd + modal + 1, i).some((n) => L.exclusive.has(n.w))) {
        const listed = itemsFrom(conditionEnd + modal + 1, i);
        if (listed.items.length >= MIN_LISTED) push(listed.items, false, conditionEnd + modal + 1, i + 1);
      }
    }
    for (const t of sentence.terms) terms.add(t);
    sentences.push(sentence);
    start = end;
  }
  // Most requirements list nothing: they keep nothing either (a list is read only against the other's lists).
  return lists.length === 0 ? NO_LISTS : { lists, sentences, terms };
});

const NO_LISTS: Lists = { lists: [], sentences: [], terms: new Set() };

/** `x` shows only some items of a list of `y`: the two lists, or null. */
function leftOut(x: Lists, y: Lists, language: Language): [ShownList, ShownList] | null {
  const generic = COMPARE_LEXICON[language].genericSubjects;
  for (const only of x.lists) {
    if (!only.only) continue;
    // One item alone names the fields shown only with what it is of ("only the names of the suppliers");
    // "only available rooms" picks some rooms, not some of their fields.
    if (only.items.length === 1 && only.items[0].length < MIN_FIELD_TERMS) continue;
    const own = x.sentences[only.sentence];
    // The case of the one must be the other's too.
    if ([...own.condition].some((t) => !y.terms.has(t) && !OCCASION.has(t))) continue;
    const shown = new Set(only.items.flat());
    for (const other of y.lists) {
      if (other.only || other.items.length < MIN_LISTED) continue;
      const covered = other.items.filter((item) => item.some((t) => shown.has(t)));
      if (covered.length === 0 || covered.length === other.items.length) continue;
      // Of one output: two words in common outside the lists.
      const listed = new Set([...shown, ...other.items.flat()]);
      const theirs = y.sentences[other.sentence].terms;
      const shared = [...own.terms].filter((t) => theirs.has(t) && !listed.has(t) && !generic.has(t) && !OCCASION.has(t));
      // … or the same subject ("The receipt shall …" / "The receipt shall …").
      const subject = [own.subject, y.sentences[other.sentence].subject].some((w) => w.size > 0 && [...w].every((t) => shared.includes(t)));
      if (shared.length < MIN_SHARED && !subject) continue;
      return [only, other];
    }
  }
  return null;
}

export function shownListConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(readLists(a), readLists(b), (x, y) => {
    const found = leftOut(x, y, language);
    return found ? { kind: "replacement", reason: reason(language, "shownList", { a: found[1].text, b: found[0].text }) } : null;
  });
}

/** The terms of the items a requirement shows only: a requirement listing them may contradict it. */
export function shownListTerms(reading: ClauseReading): string[] {
  return readLists(reading).lists.flatMap((l) => (l.only ? l.items.flat() : []));
}
