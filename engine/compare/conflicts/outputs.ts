/**
 * One requirement puts something in place of what the other demands for the same action:
 *
 *   "The catalogue shall list the loans by due date."
 *   "The catalogue shall list the loans by branch instead of by due date."
 *   "When a patient checks in, the kiosk shall print the queue number."
 *   "When a patient checks in, the kiosk shall show the queue number on screen, not print it."
 *   "Opening a lab result shows the complete lab report." / "… shall display only a summary of the lab report."
 *   "The loan history page shall contain all loans of the reader." / "… shall display only the last ten loans of the reader."
 *   "Der Katalog muss die Ausleihen nach Fälligkeit auflisten."
 *   "Der Katalog muss die Ausleihen nach Filiale statt nach Fälligkeit auflisten."
 *
 * The replacing requirement names what it rules out after "instead of", "rather than", ", not",
 * "but not", "statt", "anstelle", ", nicht", "und nicht" (REPLACED_MARKERS): the words up to the
 * next preposition, punctuation or joiner ("instead of the full record for each loan" -> full,
 * record); "not" must be followed by an article, a preposition or a word of the whole ("not the
 * bed numbers", not "items, not required"). A word of the whole ("full", "complete", "vollständig")
 * with a noun that names nothing but the whole ("instead of the full content") rules out the whole;
 * with another noun, that noun ("not the full loan details" -> loan). "Only" with a part ("only a
 * summary", "summary-only", "nur eine Zusammenfassung": PART_NOUNS) rules out the whole too. The
 * other demands the whole with a word of the whole, or with "all" and a noun of the whole in its
 * phrase ("all the same information as the record", "alle Details der Ausleihe": ALL_OF_WHOLE); "all
 * loans" names every item, not every part. "Only" with a count of the first or last items of a list
 * ("only the last ten loans", "nur die ersten 20 Treffer": FIRST_OF_LIST) rules out all of them: the
 * other must demand "all" and the noun counted ("all loans of the reader").
 *
 * The other must demand it: at least two thirds of those words, and all of one or two, outside a
 * negation, a leading condition, the actor of an active sentence and its own replacements; and not
 * demand all of what is put in place as well. The two must be about the same thing: the same action
 * and two further words in common (one, if it is the actor); the same actor (all the actors of one
 * are the other's) and a further word, whatever the verbs ("record … rather than offsets" / "document
 * … as offsets"); two words besides a thing of two words ruled out ("instead of using colour
 * coding"); or half of the other sentence's words (a code of letters and digits, "UC12", counts
 * twice). A leading condition of the replacing one
 * must be named by the other too, save for words that only name the occasion of an output ("When
 * the list is requested") and light verbs: a replacement in a case of its own ("When the title is
 * unknown, … a placeholder instead of the title") is a special case, not a contradiction.
 */
import { WERDEN_FORMS } from "../../lexicon/de/passive.js";
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { joinedText, perReading } from "./frame.js";
import { termOf } from "./one-at-a-time.js";
import { stem } from "../text.js";
import { NUMBER_WORDS } from "../../lexicon/compare-quantities.js";
import {
  ALL_OF_WHOLE,
  CARRYING_VERBS,
  FIRST_OF_LIST,
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  NOT_REPLACING_NEXT,
  NOT_REPLACING_OPENERS,
  OCCASION_OF_OUTPUT,
  PART_NOUNS,
  PHRASE_STOPS,
  REPLACED_MARKERS,
  REPLACED_PHRASE_ENDS,
  REPLACED_PREPS,
  WHOLE_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { COORD_EN, DETERMINERS_EN, EXCEPTIONS_EN, PREPS_EN, RELATIVES_EN } from "../../lexicon/en/compare-clauses.js";
import { COORD_DE, EXCEPTIONS_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";

/** Most words read as what is ruled out. */
const REPLACED_MAX_WORDS = 6;
/** Least share of the ruled-out words the other must demand. */
const DEMANDED_SHARE = 2 / 3;
/** Least words the two sentences share besides the ruled-out ones, when the other does the replacing one's action (one, when it is the actor). */
const SHARED_WITH_ACTION = 2;
/** … otherwise, and then at least this share of the other sentence's words. */
const SHARED_MIN = 2;
const SHARED_SHARE = 0.5;
/** A code: letters and digits in one word ("uc12"). */
const CODE = /^(?=.*\p{L})(?=.*\d)[\p{L}\d_]+$/u;

/** Words that end the phrase of what is ruled out. */
const PHRASE_ENDS = new Set([...COORD_EN, ...COORD_DE, ...RELATIVES_EN, ...REPLACED_PHRASE_ENDS]);
const PREPS: Record<Language, ReadonlySet<string>> = {
  en: new Set([...PREPS_EN, ...REPLACED_PREPS.en]),
  de: new Set([...PREPS_DE, ...REPLACED_PREPS.de]),
};
/** Words that may open what "not" / "nicht" rules out: articles, prepositions. */
const NOT_OPENERS = new Set([
  ...DETERMINERS_EN,
  ...DEFINITE_ARTICLES,
  ...INDEFINITE_ARTICLES,
  ...PREPS_EN,
  ...PREPS_DE,
  ...NOT_REPLACING_OPENERS,
  ...WHOLE_WORDS.en.whole,
  ...WHOLE_WORDS.de.whole,
]);
/** Words after which nothing up to the end of the clause is demanded ("without", "ohne", "except"). */
const EXCEPTIONS = new Set([...EXCEPTIONS_EN, ...EXCEPTIONS_DE]);
/** Words of a condition another requirement need not name: the occasion of an output, light verbs ("When the user performs a search"). */
const OCCASION_TERMS = new Set([
  ...OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]),
  ...(["en", "de"] as const).flatMap((language) => [...COMPARE_LEXICON[language].lightVerbs].map((w) => meaningTerm(w, language))),
]);

interface Replacement {
  /** The meaning terms of what is ruled out. */
  replaced: string[];
  /** The meaning terms between that action and the marker: what is put in place ("by branch instead of …" -> branch). */
  replacing: string[];
  /** The term of the action the replacement is made for (the last action before it), or null. */
  action: string | null;
  /** The sentence it stands in. */
  sentence: number;
  /** The words from the clause's action (or its start) to the end of what is ruled out, as written. */
  text: string;
}

interface Sentence {
  /** Meaning terms of every content word. */
  terms: Set<string>;
  /** Meaning terms of the words demanded: outside a leading condition, a negation, an exception and the replacements. */
  demanded: Set<string>;
  /** Meaning terms of a leading condition; null when it is negated ("If the reader is not connected"). */
  condition: Set<string> | null;
  /** The sentence as written. */
  text: string;
}

interface OutputReading {
  replacements: Replacement[];
  sentences: Sentence[];
  /** Meaning terms of the clauses' actors, the system left out. */
  actors: Set<string>;
}

/** The term of a word demanding an output whole ("full", "complete", "vollständig"). */
const WHOLE = "⟨whole⟩";
const WHOLE_TERMS: Record<Language, ReadonlySet<string>> = {
  en: new Set(WHOLE_WORDS.en.whole.map((w) => meaningTerm(w, "en"))),
  de: new Set(WHOLE_WORDS.de.whole.map((w) => meaningTerm(w, "de"))),
};
const WHOLE_NOUNS: Record<Language, ReadonlySet<string>> = {
  en: new Set(WHOLE_WORDS.en.nouns.map((w) => meaningTerm(w, "en"))),
  de: new Set(WHOLE_WORDS.de.nouns.map((w) => meaningTerm(w, "de"))),
};
const PARTS: Record<Language, ReadonlySet<string>> = { en: new Set(PART_NOUNS.en), de: new Set(PART_NOUNS.de) };
/** Words after "all" searched for a noun of the whole ("all the same features and information"). */
const ALL_REACH = 5;
/** Words after "only" searched for a part that stands for the whole ("only the title and a brief summary"). */
const PART_REACH = 3;
/** Words after the part quoted in the reason. */
const PART_QUOTED = 8;

/** The meaning term of a word; a word demanding the whole of something ("full", not "full-text") as WHOLE. */
function termAt(lex: readonly Lexeme[], i: number, language: Language): string {
  const t = meaningTermOfStem(lex[i].stem, language);
  return WHOLE_TERMS[language].has(t) && lex[i + 1]?.w !== "-" ? WHOLE : t;
}
/** The term of "all" before the items of a list ("all questions and answers"), met by "only the first 50 …". */
const ALL_ITEMS = "⟨all⟩";
/** Words from "only" to the count it picks ("only the last five"). */
const FIRST_REACH = 3;

/**
 * "only the first 50 results", "nur die ersten 20 Treffer" at `i`: the index of the noun counted, or -1.
 * A word of FIRST_OF_LIST before the count is required; "only 50 results" may bound an output no other demands whole.
 */
function firstOfListAt(lex: readonly Lexeme[], i: number, end: number, language: Language): number {
  if (!COMPARE_LEXICON[language].exclusive.has(lex[i].w)) return -1;
  const first = lex.slice(i + 1, Math.min(end, i + 1 + FIRST_REACH)).findIndex((n) => FIRST_OF_LIST[language].includes(n.w));
  if (first < 0) return -1;
  const count = i + 2 + first;
  if (count >= end || !(lex[count].isNumber || lex[count].w in NUMBER_WORDS)) return -1;
  return count + 1 < end && lex[count + 1].content ? count + 1 : -1;
}

/** "all" at `i` with a noun of the whole in its phrase: "all the information", "alle Details"; not "all loans". */
function allOfWhole(lex: readonly Lexeme[], i: number, end: number, language: Language): boolean {
  if (!ALL_OF_WHOLE[language].includes(lex[i].w)) return false;
  for (let k = i + 1; k < Math.min(end, i + 1 + ALL_REACH) && !PHRASE_STOPS.has(lex[k].w); k++) {
    if (lex[k].content && WHOLE_NOUNS[language].has(meaningTermOfStem(lex[k].stem, language))) return true;
    if (PREPS[language].has(lex[k].w) && lex[k].w !== "of") return false;
  }
  return false;
}
/** The part "only" at `i` confines an output to ("only the title", "summary-only"), as its index, or -1. */
function partAt(lex: readonly Lexeme[], i: number, end: number, language: Language): number {
  if (!COMPARE_LEXICON[language].exclusive.has(lex[i].w)) return -1;
  if (lex[i - 1]?.w === "-" && PARTS[language].has(lex[i - 2]?.w ?? "")) return i - 2;
  for (let k = i + 1; k < Math.min(end, i + 1 + PART_REACH); k++) if (PARTS[language].has(lex[k].w)) return k;
  return -1;
}

/** The marker starting at `i`, as its length, or 0. */
function markerAt(lex: readonly Lexeme[], i: number, language: Language): number {
  const L = COMPARE_LEXICON[language];
  for (const marker of REPLACED_MARKERS[language]) {
    if (!marker.every((w, k) => lex[i + k]?.w === w)) continue;
    const next = lex[i + marker.length];
    if (next === undefined || PHRASE_STOPS.has(next.w)) continue;
    // ", not" after a word: "sorted by date, not by name"; not "The clerk shall, not later …".
    if (marker[0] === "," && !lex[i - 1]?.isWord) continue;
    // "not" rules out an item, not a modifier: "by name, not by date", not "items, not required", "not later than".
    const not = L.negations.has(marker[marker.length - 1]);
    if (not && (NOT_REPLACING_NEXT.has(next.w) || (!NOT_OPENERS.has(next.w) && !next.isNumber))) continue;
    return marker.length;
  }
  return 0;
}

/**
 * The action a replacement at `at` is made for: the last one before it in its clause, else the
 * first after it (a German verb at the end: "… nach Filiale statt nach Fälligkeit anzeigen"); and
 * where its quotation starts (the action before it, else the clause's first word).
 */
function actionOf(lex: readonly Lexeme[], from: number, at: number, end: number, actions: ReadonlySet<string>, language: Language) {
  for (let k = at - 1; k >= from; k--)
    if (lex[k].content && actions.has(termOf(lex[k], language))) return { action: termOf(lex[k], language), quoteFrom: k };
  // From the modal verb on ("muss die Ausleihen … anzeigen"), else from the clause's first word.
  const modal = lex.slice(from, at).findLastIndex((n) => COMPARE_LEXICON[language].modals.has(n.w));
  let quoteFrom = modal >= 0 ? from + modal + 1 : from;
  while (quoteFrom < at && !lex[quoteFrom].isWord) quoteFrom++;
  for (let k = at + 1; k < end && lex[k].w !== ";"; k++)
    if (lex[k].content && actions.has(termOf(lex[k], language))) return { action: termOf(lex[k], language), quoteFrom };
  return { action: null, quoteFrom };
}

const read = perReading<OutputReading>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const actions = new Set(reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language)] : [])));
  const replacements: Replacement[] = [];
  const sentences: Sentence[] = [];
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence: Sentence = { terms: new Set(), demanded: new Set(), condition: new Set(), text: joinedText(lex.slice(start, end)) };
    // A leading condition up to its comma or the modal verb.
    let conditionEnd = start;
    if (L.conditionOpeners.has(lex[start].w)) {
      const at = lex.slice(start, end).findIndex((x) => x.w === "," || L.modals.has(x.w));
      if (at > 0) conditionEnd = start + at;
    }
    for (const x of lex.slice(start, conditionEnd)) {
      if (L.negations.has(x.w)) sentence.condition = null;
      else if (x.content) sentence.condition?.add(termOf(x, language));
    }
    // The actor of an active sentence is not what it demands ("The location service shall log …"):
    // the words before the modal verb count only in a passive ("The dates shall be shown").
    const modal = lex.slice(conditionEnd, end).findIndex((x) => L.modals.has(x.w));
    const passive = modal >= 0 && lex.slice(conditionEnd + modal + 1, end).some((x, k) => (k < 2 && x.w === "be") || WERDEN_FORMS.has(x.w));
    const demandFrom = modal >= 0 && !passive ? conditionEnd + modal : conditionEnd;
    // After a negation or exception nothing is demanded up to the end of the clause.
    let ruledOut = false;
    let clauseStart = conditionEnd;
    for (let i = start; i < end; i++) {
      const x = lex[i];
      if (x.w === ";") {
        ruledOut = false;
        clauseStart = i;
      }
      const length = i >= conditionEnd ? markerAt(lex, i, language) : 0;
      if (length > 0) {
        const replaced: string[] = [];
        let to = i + length;
        let exclusive = false;
        for (; to < end && to < i + length + REPLACED_MAX_WORDS + 2; to++) {
          const n = lex[to];
          if (PHRASE_STOPS.has(n.w) || PHRASE_ENDS.has(n.w)) break;
          // "not as the only means" is no replacement.
          if (L.exclusive.has(n.w)) exclusive = true;
          // A preposition may open the phrase ("instead of by name", "statt nach Fälligkeit"); after a word, it
          // ends it, and so does a condition ("… instead of the map when …").
          if ((PREPS[language].has(n.w) || L.conditionOpeners.has(n.w)) && replaced.length > 0) break;
          if (!n.content || CARRYING_VERBS.has(n.w)) continue;
          const t = termAt(lex, to, language);
          // A German verb at the end of the clause is the action ("statt Daten anzeigen").
          if (language === "de" && actions.has(t) && !n.cap) continue;
          if (!replaced.includes(t)) replaced.push(t);
        }
        const before = lex.slice(clauseStart, i);
        const negated = before.some((n) => L.negations.has(n.w));
        // "instead of the full content": the whole, whatever it is named; "not the full topic details": the topics.
        if (replaced.includes(WHOLE)) {
          const named = replaced.filter((t) => t !== WHOLE && !WHOLE_NOUNS[language].has(t));
          replaced.splice(0, replaced.length, ...(named.length > 0 ? named : [WHOLE]));
        }
        if (replaced.length > 0 && !negated && !exclusive) {
          const { action, quoteFrom } = actionOf(lex, clauseStart, i, end, actions, language);
          const replacing = lex.slice(quoteFrom, i).flatMap((n) => (n.content && termOf(n, language) !== action ? [termOf(n, language)] : []));
          replacements.push({ replaced, replacing, action, sentence: sentences.length, text: joinedText(lex.slice(quoteFrom, to)) });
        }
        for (let k = i; k < to; k++) if (lex[k].content) sentence.terms.add(termOf(lex[k], language));
        i = to - 1;
        continue;
      }
      if (i >= conditionEnd && (L.negations.has(x.w) || EXCEPTIONS.has(x.w))) ruledOut = true;
      // "only a summary", "summary-only": a part in place of the whole.
      const part = partAt(lex, i, end, language);
      if (part >= 0 && i >= conditionEnd && !ruledOut) {
        const { action, quoteFrom } = actionOf(lex, clauseStart, i, end, actions, language);
        // Quoted up to the end of the phrase: "display only the title and a brief summary of the loan".
        let to = Math.max(i, part) + 1;
        while (to < end && to < part + PART_QUOTED && !PHRASE_STOPS.has(lex[to].w) && !L.modals.has(lex[to].w) && markerAt(lex, to, language) === 0)
          to++;
        replacements.push({
          replaced: [WHOLE],
          replacing: [termOf(lex[part], language)],
          action,
          sentence: sentences.length,
          text: joinedText(lex.slice(quoteFrom, to)),
        });
      }
      // "only the first 50 results": some items in place of all of them.
      const counted = firstOfListAt(lex, i, end, language);
      if (counted >= 0 && i >= conditionEnd && !ruledOut) {
        const { action, quoteFrom } = actionOf(lex, clauseStart, i, end, actions, language);
        replacements.push({
          replaced: [ALL_ITEMS, termOf(lex[counted], language)],
          replacing: [],
          action,
          sentence: sentences.length,
          text: joinedText(lex.slice(quoteFrom, counted + 1)),
        });
      }
      if (i >= demandFrom && !ruledOut && ALL_OF_WHOLE[language].includes(x.w)) sentence.demanded.add(ALL_ITEMS);
      if (i >= demandFrom && !ruledOut && allOfWhole(lex, i, end, language)) sentence.demanded.add(WHOLE);
      if (!x.content) continue;
      const t = termAt(lex, i, language);
      sentence.terms.add(t);
      if (i >= demandFrom && !ruledOut && !L.negativeSide.has(x.stem)) sentence.demanded.add(t);
    }
    sentences.push(sentence);
    start = end;
  }
  const actors = new Set(reading.clauses.flatMap((c) => [...c.subject].filter((w) => !w.startsWith("⟨")).map((w) => meaningTermOfStem(w, language))));
  return { replacements, sentences, actors };
});

/** The actors of one requirement are all the other's: one actor ("A flight plan shall …" / "A flight plan shall …"). */
function oneActor(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return small.size > 0 && [...small].every((t) => large.has(t));
}

/** A sentence of `y` demands what `x` rules out in the same case: the replacement and the sentence, or null. */
function replaces(x: OutputReading, y: OutputReading, language: Language): [Replacement, Sentence] | null {
  const generic = COMPARE_LEXICON[language].genericSubjects;
  for (const r of x.replacements) {
    const own = x.sentences[r.sentence];
    // The replacement's case must be the other's too.
    if (own.condition === null) continue;
    for (const s of y.sentences) {
      if ([...own.condition].some((t) => !s.terms.has(t) && !OCCASION_TERMS.has(t))) continue;
      const named = r.replaced.filter((t) => s.demanded.has(t)).length;
      if (named < Math.ceil(DEMANDED_SHARE * r.replaced.length) || (r.replaced.length <= 2 && named < r.replaced.length)) continue;
      // About the same thing: the same action and another word, or half the other sentence's words.
      const rest = [...s.terms].filter((t) => !r.replaced.includes(t) && !generic.has(t));
      const shared = rest.filter((t) => own.terms.has(t) && t !== r.action);
      // Both put forward by the same actor: "The kiosk shall print …" / "The kiosk shall show …, not print …".
      const actor = shared.some((t) => x.actors.has(t) && y.actors.has(t));
      const sameAction = r.action !== null && s.terms.has(r.action) && (shared.length >= SHARED_WITH_ACTION || actor);
      // … or the same actor and a further word, whatever the verbs ("A flight plan shall record … rather than offsets" / "A flight plan shall document … as offsets").
      const sameActor = actor && oneActor(x.actors, y.actors) && shared.some((t) => !(x.actors.has(t) && y.actors.has(t)));
      // … or two words besides a thing of two words ruled out ("instead of using colour coding").
      const named2 = r.replaced.length >= 2 && named === r.replaced.length && shared.length >= SHARED_MIN;
      // A code of letters and digits ("UC12", "REQ-7") names one thing: it counts twice.
      const weight = shared.length + shared.filter((t) => CODE.test(t)).length;
      if (!sameAction && !sameActor && !named2 && (weight < SHARED_MIN || weight < SHARED_SHARE * rest.length)) continue;
      // The other demands what is put in place too ("reported by the state and investigated by the county"): no replacement of it.
      if (r.replacing.length > 0 && r.replacing.every((t) => s.demanded.has(t))) continue;
      return [r, s];
    }
  }
  return null;
}

export function replacedConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(read(a), read(b), (x, y) => {
    const found = replaces(x, y, language);
    return found
      ? { kind: "replacement", reason: reason(language, "replaced", { a: found[1].text.replace(/[.;:!?]$/, ""), b: found[0].text }) }
      : null;
  });
}

/**
 * The index terms of the replacing words and parts ("instead", "rather", "statt", "summary"): a
 * requirement demanding something meets the one that replaces it through them. ", not" and
 * "nur" are no index terms; such a pair is found from the replacing side.
 */
export const REPLACING_TERMS: ReadonlySet<string> = new Set(
  (["en", "de"] as const).flatMap((language) => [
    ...REPLACED_MARKERS[language].flatMap(([first]) =>
      PHRASE_STOPS.has(first) || COMPARE_LEXICON[language].stopwords.has(first) ? [] : [stem(first, language)],
    ),
    ...PART_NOUNS[language].map((w) => stem(w, language)),
  ]),
);

/** The terms of what a requirement rules out: a requirement naming them may contradict it. */
export function replacedTerms(reading: ClauseReading): string[] {
  return read(reading).replacements.flatMap((r) => r.replaced);
}
