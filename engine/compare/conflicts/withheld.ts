/**
 * One requirement keeps back in a case what the other shows, sends or notifies in it:
 *
 *   "When a hold is ready, the library system shall notify the reader by e-mail."
 *   "When a hold is ready, the library system shall not send any notification to the reader by e-mail."
 *   "If the card reader fails, the kiosk shall display an error message."
 *   "The kiosk shall remain blank and show no message while the card reader fails."
 *   "Bei Auswahl eines Patienten muss die Stationsanzeige die Allergien anzeigen."
 *   "Bei Auswahl eines Patienten muss die Stationsanzeige die Allergien ausblenden."
 *
 * What is kept back: the phrase after a negated output verb ("shall not display the address",
 * "not be notified", German the words between the modal verb and the verb at the end), after "no"
 * before a passive output verb ("no reserved books shall be shown"), after "not provide" / "not
 * give" (a notice carrier that hands over any thing: "not provide any example question"), after a
 * hiding verb ("hide", "suppress", "ausblenden"), after "no" with an output verb ("show no
 * message"), after "without" ("without any notification"); a notice word ("message",
 * "notification", "notify", a prompt: "be asked to", "prompt", "auffordern"; and a German compound
 * ending in one: "Fehlermeldung", "Anmeldeaufforderung") stands for any notice. A place left blank ("the screen shall
 * remain blank", "display a blank results page", "leer bleiben") keeps back whatever is shown on it.
 *
 * The other must show it: a sentence with an output verb ("display", "contain", "notify",
 * "anzeigen") and nothing kept back, naming what is kept back (all of one or two words, two
 * thirds of more; or one of them when the other restates this sentence, all its words of at
 * least three being this one's: "… the trains are shown" / "… no delayed trains shall be shown"),
 * and two thirds of the words around it up to a reason ("… to protect privacy"), for an item
 * the words of the occasion of an output ("to the user") and the one it is hidden from ("… from
 * the reader", "vor dem Leser") aside (for a notice, "to the user" only when the other sends it to no
 * one named: "return an error message" / "not return any message to the user"), not a place it is excluded from; a place left blank must be named by the other with something shown on
 * it, or be a screen or page the other shows something in. Both must be about the same case: the words of
 * each leading or trailing condition ("If the card reader fails", "… when no loan is found")
 * must be named by the other sentence, save for words that only name the occasion of an output
 * and one of six or more; the agent of a passive condition ("… not understood by the kiosk") need
 * not be named. A special case ("When the reader has opted out, … shall not notify
 * …") is no contradiction. A leading condition without a comma ends at the last article before
 * the modal verb ("When the list is opened the start screen shall …"); words in quotation marks
 * are what is shown ("display “No trains found”"), no negation of the sentence.
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
import {
  ADDRESSING_PREPS,
  BEFORE_MAIN_VERB,
  KEPT_PHRASE_ENDS,
  BLANK_ATTRIBUTES,
  BOUND_AFTER_NO,
  BLANK_WORDS,
  CHOICE_WORDS_OUTPUT,
  CONTENT_WORDS,
  EMPTY_QUALIFIERS,
  GIVING_VERBS,
  HIDING_VERBS,
  KEPT_FROM_PREPS,
  CONCEALING_VERBS,
  LETTING_THROUGH,
  NOTICE_CARRIERS,
  NOTICE_VERBS,
  NOTICE_WORDS,
  OUTPUT_VERBS,
  QUOTATION_MARKS,
  REASON_OPENERS,
  STATE_VERBS,
  SURFACE_NOUNS,
  TRAILING_CONDITIONS,
} from "../../lexicon/compare-outputs.js";
import { COORD_EN, DETERMINERS_EN, PREPS_EN, PURPOSE_VERBS_EN, RELATIVES_EN } from "../../lexicon/en/compare-clauses.js";
import { COORD_DE, PREPS_DE, RELATIVES_DE } from "../../lexicon/de/compare-clauses.js";

/** Most words read as what is kept back. */
const PHRASE_MAX_WORDS = 6;
/** Least share of what is kept back, and of the words around it, the other must name. */
const NAMED_SHARE = 2 / 3;
/** A condition of this many words may leave one unnamed by the other ("When a new appointment is created after …"). */
const CONDITION_SLACK_FROM = 6;
/** Least words of the other's body, generic subjects aside, for a restatement of a sentence that keeps back part of its output. */
const RESTATED_MIN_WORDS = 3;
/** Words between a negation and its output verb in English ("shall not be notified"), and between an output verb and "no". */
const NEGATION_REACH = 3;
/** Words between a granting verb and the output verb it grants ("shall allow the reader to view"). */
const GRANT_REACH = 6;
/** Least words of a leading condition before the article that opens the subject, when no comma ends it. */
const MIN_CONDITION_WORDS = 2;
/** Articles that may open the subject after a leading condition without a comma. */
const ARTICLES: ReadonlySet<string> = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES]);
/** Words that open the one an output is addressed to ("to the reader", "to each user", "an den Leser"). */
const ADDRESSEE_OPENERS: ReadonlySet<string> = new Set([...ARTICLES, ...DETERMINERS_EN]);
const ADDRESSING = setsPerLanguage(ADDRESSING_PREPS);
/** Quotation marks, straight and typographic. */
const QUOTES: ReadonlySet<string> = new Set(QUOTATION_MARKS);
/** The term of every notice word. */
const NOTICE = "⟨notice⟩";
/** The term of a negation in a condition ("If no loan is found"). */
const NOT = "⟨not⟩";

const NOTICES = setsPerLanguage(NOTICE_WORDS);
/** German notice nouns, the heads of compounds: "Fehlermeldung", "Warnhinweis" are notices. */
const NOTICE_HEADS_DE = NOTICE_WORDS.de.filter((w) => !NOTICE_VERBS.de.includes(w));
const noticeCompound = (x: Lexeme) => x.cap && NOTICE_HEADS_DE.some((h) => x.w.length > h.length && x.w.endsWith(h));
const NOTICE_VERB = setsPerLanguage(NOTICE_VERBS);
const OUTPUTS = setsPerLanguage(OUTPUT_VERBS);
const CARRIERS = setsPerLanguage(NOTICE_CARRIERS);
const GIVING = setsPerLanguage(GIVING_VERBS);
const HIDING = setsPerLanguage(HIDING_VERBS);
const KEPT_FROM = setsPerLanguage(KEPT_FROM_PREPS);
const CONCEALING = setsPerLanguage(CONCEALING_VERBS);
const BLANK = setsPerLanguage(BLANK_WORDS);
const BLANK_BEFORE = setsPerLanguage(BLANK_ATTRIBUTES);
const STATES = setsPerLanguage(STATE_VERBS);
/** The surfaces as meaning terms. */
const SURFACE_TERMS: Record<Language, ReadonlySet<string>> = {
  en: new Set(SURFACE_NOUNS.en.map((w) => meaningTermOfStem(stem(w, "en"), "en"))),
  de: new Set(SURFACE_NOUNS.de.map((w) => meaningTermOfStem(stem(w, "de"), "de"))),
};
const EMPTY = setsPerLanguage(EMPTY_QUALIFIERS);
const REASONS = setsPerLanguage(REASON_OPENERS);
const TRAILING = setsPerLanguage(TRAILING_CONDITIONS);
const CHOICES = setsPerLanguage(CHOICE_WORDS_OUTPUT);
const THROUGH = setsPerLanguage(LETTING_THROUGH);
const LEAD_IN = setsPerLanguage(BEFORE_MAIN_VERB);
const CONTENT = setsPerLanguage(CONTENT_WORDS);
const BOUNDS = new Set(BOUND_AFTER_NO);
const PHRASE_ENDS: Record<Language, ReadonlySet<string>> = {
  en: new Set([...COORD_EN, ...PREPS_EN, ...RELATIVES_EN, ...KEPT_PHRASE_ENDS.en]),
  de: new Set([...COORD_DE, ...PREPS_DE, ...RELATIVES_DE, ...KEPT_PHRASE_ENDS.de]),
};
const OCCASION = new Set(OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));

interface Kept {
  /** The terms of what is kept back; for a blank place, of the place. */
  what: string[];
  /** The other terms around it, up to a reason or the end of the clause ("to the reader"). */
  around: string[];
  /** A place left blank. */
  blank: boolean;
  /** The words as written. */
  text: string;
}

interface Sentence {
  /** Terms of every content word, with NOT for a negated condition. */
  terms: Set<string>;
  /** Terms of the leading and of the trailing condition. */
  conditions: string[][];
  /** Terms outside the conditions. */
  body: Set<string>;
  /** What the sentence keeps back. */
  kept: Kept[];
  /** Its main verb is an output verb (or grants one), or it outputs a notice. */
  shows: boolean;
  /** It names whom it shows or sends something to: "to the reader", a notice verb's object ("notify the reader"). */
  addressed: boolean;
  /** A negation, a hiding verb or a blank word outside a condition: the sentence shows nothing for sure. */
  negated: boolean;
  /** The sentence as written. */
  text: string;
}

/** The sentences that keep something back or show something, and the terms of every sentence. */
interface Withholding {
  sentences: Sentence[];
  terms: Set<string>;
}

export const readWithheld = perReading<Withholding>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const term = (x: Lexeme) => (NOTICES[language].has(x.w) || (language === "de" && noticeCompound(x)) ? NOTICE : meaningTermOfStem(x.stem, language));
  const shows = (x: Lexeme | undefined) => x !== undefined && (OUTPUTS[language].has(x.w) || NOTICE_VERB[language].has(x.w));
  const out: Sentence[] = [];
  const terms = new Set<string>();
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    // Where conditions are: a leading one up to its comma or the modal verb, a trailing one to the end of the clause.
    const inCondition = new Array<boolean>(end - start).fill(false);
    let body = start;
    if (L.conditionOpeners.has(lex[start].w)) {
      const at = lex.slice(start, end).findIndex((x) => x.w === "," || L.modals.has(x.w));
      if (at > 0) body = start + at;
      // No comma: the subject opens with the last article before the modal verb ("When the app is started the title screen shall …").
      if (at > 0 && language === "en" && L.modals.has(lex[body].w)) {
        const article = lex.slice(start + 1, body).findLastIndex((x) => ARTICLES.has(x.w));
        if (article >= MIN_CONDITION_WORDS) body = start + 1 + article;
      }
      for (let i = start; i < body; i++) inCondition[i - start] = true;
    }
    // Words in quotation marks are what is shown, not what the sentence says: "display “No loans found”".
    const quoted = new Array<boolean>(end - start).fill(false);
    for (let i = start, open = false; i < end; i++) {
      if (QUOTES.has(lex[i].w)) open = !open;
      else quoted[i - start] = open;
    }
    const modal = lex.slice(body, end).findIndex((x) => L.modals.has(x.w));
    const modalAt = modal >= 0 ? body + modal : -1;
    for (let i = Math.max(body, modalAt) + 1; i < end; i++) {
      const trailing = TRAILING[language].has(lex[i].w) || (lex[i].w === "case" && lex[i - 1]?.w === "in");
      if (!trailing) continue;
      for (let k = i; k < end && lex[k].w !== ";"; k++) inCondition[k - start] = true;
      break;
    }
    const sentence: Sentence = {
      terms: new Set(),
      conditions: [],
      body: new Set(),
      kept: [],
      shows: false,
      addressed: false,
      negated: false,
      text: joinedText(lex.slice(start, end)),
    };
    let condition: string[] | null = null;
    // In a passive condition, after "by": its agent, which the other need not name ("If a question is not understood by the kiosk").
    let passiveCondition = false;
    let agent = false;
    for (let i = start; i < end; i++) {
      const x = lex[i];
      if (!inCondition[i - start]) condition = null;
      else if (condition === null) {
        sentence.conditions.push((condition = []));
        passiveCondition = agent = false;
      }
      if (condition && STATES.en.has(x.w) && language === "en") passiveCondition = true;
      if (condition && passiveCondition && x.w === "by") agent = true;
      // "in case no loan is found": the opener is no word of the case.
      if (condition && x.w === "case" && lex[i - 1]?.w === "in") continue;
      if (condition && agent && x.content) {
        sentence.terms.add(term(x));
        continue;
      }
      if (condition && L.negations.has(x.w)) {
        condition.push(NOT);
        sentence.terms.add(NOT);
      }
      if (!x.content) continue;
      const t = term(x);
      sentence.terms.add(t);
      if (condition) condition.push(t);
      else sentence.body.add(t);
    }
    const stops = (i: number) => i >= end || inCondition[i - start] || lex[i].w === ";";
    // The main verb: after the modal verb in English (past "be able to"), a verb at the end of the clause in
    // German; without a modal verb, any output verb ("The menu contains …", "… are shown on the screen").
    if (modalAt < 0) {
      sentence.shows = lex.slice(body, end).some((x, k) => !inCondition[body + k - start] && shows(x));
    } else if (language === "en") {
      let v = modalAt + 1;
      while (v < end && (LEAD_IN.en.has(lex[v].w) || !lex[v].content)) v++;
      const granted = CHOICES.en.has(lex[v]?.w ?? "") && lex.slice(v + 1, v + GRANT_REACH).some(shows);
      sentence.shows =
        shows(lex[v]) || granted || (CARRIERS.en.has(lex[v]?.w ?? "") && lex.slice(v + 1, v + 1 + NEGATION_REACH).some((x) => NOTICES.en.has(x.w)));
    } else {
      let v = end - 1;
      while (v > modalAt && (stops(v) || !lex[v].isWord || LEAD_IN.de.has(lex[v].w))) v--;
      sentence.shows = shows(lex[v]) || (CARRIERS.de.has(lex[v]?.w ?? "") && lex.slice(modalAt, v).some((x) => NOTICES.de.has(x.w)));
    }
    // Whom it is for: "to the reader", "an den Leser", or a notice verb's object or subject ("notify the reader", "be notified").
    sentence.addressed = lex
      .slice(body, end)
      .some(
        (x, k) =>
          !inCondition[body + k - start] &&
          (NOTICE_VERB[language].has(x.w) ||
            (ADDRESSING[language].has(x.w) && (ADDRESSEE_OPENERS.has(lex[body + k + 1]?.w ?? "") || OCCASION.has(term(lex[body + k + 1] ?? x))))),
      );
    // The subject: the words before the modal verb; in German after a leading condition, the word after it.
    let subject = lex.slice(body, modalAt >= 0 ? modalAt : end).filter((x) => x.content && !L.conditionOpeners.has(x.w));
    if (subject.length === 0 && language === "de" && modalAt >= 0) {
      let k = modalAt + 1;
      while (k < end && !lex[k].content) k++;
      subject = lex.slice(k, k + 1);
    }
    const subjectTerms = subject.map(term);
    /** The terms of the phrase from `from` on, and where it ends. */
    const phrase = (from: number): { terms: string[]; to: number } => {
      let i = from;
      while (i < end && !stops(i) && (EMPTY[language].has(lex[i].w) || !lex[i].isWord)) i++;
      const terms: string[] = [];
      for (; i < end && i < from + PHRASE_MAX_WORDS + 4 && !stops(i); i++) {
        const x = lex[i];
        if (PHRASE_STOPS.has(x.w) || (PHRASE_ENDS[language].has(x.w) && x.w !== "of" && terms.length > 0) || REASONS[language].has(x.w)) break;
        // A German verb at the end of the clause is no part of it ("ohne jede Benachrichtigung fortfahren").
        const last = i + 1 >= end || stops(i + 1) || PHRASE_STOPS.has(lex[i + 1].w);
        if (language === "de" && x.content && !x.cap && last) break;
        if (x.content && !OUTPUTS[language].has(x.w) && !EMPTY[language].has(x.w)) terms.push(term(x));
      }
      return { terms, to: i };
    };
    /** The terms from `from` to a reason or the end of the clause; null when some of it is let through ("unless …"). */
    const around = (from: number): string[] | null => {
      const terms: string[] = [];
      for (let i = from; i < end && lex[i].w !== ";"; i++) {
        const x = lex[i];
        if (THROUGH[language].has(x.w)) return null;
        if (inCondition[i - start] || REASONS[language].has(x.w) || (x.w === "to" && PURPOSE_VERBS_EN.has(lex[i + 1]?.w ?? "")) || x.w === ",") break;
        const last = i + 1 >= end || stops(i + 1) || PHRASE_STOPS.has(lex[i + 1].w);
        if (language === "de" && x.content && !x.cap && last) break;
        if (x.content && !OUTPUTS[language].has(x.w) && !EMPTY[language].has(x.w)) terms.push(term(x));
      }
      return terms;
    };
    const quoteFrom = Math.max(body, modalAt + 1);
    /** Keeps back `what`, unless a choice: a passive's subject ("the reader shall not be notified") is named around it. */
    const contents = new Set([...CONTENT[language]].map((w) => meaningTermOfStem(stem(w, language), language)));
    const keep = (what: string[], from: number, blank: boolean, quoteTo: number, passive = false, quoteAt = quoteFrom) => {
      if (lex.slice(body, end).some((x, k) => CHOICES[language].has(x.w) && !inCondition[body + k - start])) return;
      // "shall not display any content": the subject's place left blank.
      // German names the place there too ("darf der Bildschirm keine Inhalte anzeigen").
      if (!blank && what.some((t) => contents.has(t))) {
        const place = what.filter((t) => !contents.has(t));
        [what, blank] = [place.length > 0 ? place : subjectTerms, true];
      }
      const named = what.filter((t) => !L.genericSubjects.has(t));
      const rest = around(from);
      if (named.length === 0 || rest === null) return;
      const all = [...named, ...rest, ...(passive ? subjectTerms : [])].filter((t) => !L.genericSubjects.has(t));
      sentence.kept.push({
        what: named,
        around: [...new Set(all)].filter((t) => !named.includes(t)),
        blank,
        text: joinedText(lex.slice(quoteAt, quoteTo)),
      });
    };
    for (let i = body; i < end; i++) {
      if (inCondition[i - start] || quoted[i - start]) continue;
      const x = lex[i];
      // "nicht-funktionale Anforderungen", "non-binding": a prefix of a word, no negation of the sentence.
      const negation = L.negations.has(x.w) && lex[i + 1]?.w !== "-";
      if (negation || HIDING[language].has(x.w) || BLANK[language].has(x.w) || BLANK_BEFORE[language].has(x.w)) sentence.negated = true;
      if (x.w === "without" || x.w === "ohne") sentence.negated = true;
      // "shall not display …", "not be notified", "shall not provide any notification".
      if (negation && language === "en") {
        let v = i + 1;
        while (v < end && v <= i + NEGATION_REACH && !shows(lex[v]) && !CARRIERS.en.has(lex[v].w) && !lex[v].content) v++;
        const verb = lex[v];
        if (verb && (shows(verb) || CARRIERS.en.has(verb.w))) {
          const notice = NOTICES.en.has(verb.w);
          const passive = v > i + 1 && STATES.en.has(lex[v - 1].w);
          const after = phrase(v + 1);
          const what = notice ? [NOTICE] : passive ? subjectTerms : after.terms;
          // A carrier verb outputs a notice only: "not provide any notification", not "not provide functionality".
          if (!CARRIERS.en.has(verb.w) || what.includes(NOTICE) || GIVING.en.has(verb.w))
            keep(what, notice || passive ? v + 1 : after.to, false, Math.max(after.to, v + 1), passive);
        }
      }
      // "darf … nicht anzeigen", "keine Meldung anzeigen", "nicht benachrichtigt werden".
      if (negation && language === "de") {
        let v = i + 1;
        while (v < end && !stops(v) && !shows(lex[v]) && !CARRIERS.de.has(lex[v].w)) v++;
        if (v < end && !stops(v)) {
          const before = lex
            .slice(Math.max(quoteFrom, i - PHRASE_MAX_WORDS), v)
            .filter((n) => n.content && !L.negations.has(n.w) && !subject.includes(n) && !EMPTY.de.has(n.w));
          const notice = NOTICES.de.has(lex[v].w);
          const what = notice ? [NOTICE] : before.length > 0 ? before.map(term) : subjectTerms;
          if (!CARRIERS.de.has(lex[v].w) || what.includes(NOTICE) || GIVING.de.has(lex[v].w))
            keep(what, v + 1, false, v + 1, notice || before.length === 0);
        }
      }
      // "show no message", "display no results": "no" right after an output verb.
      if (x.w === "no" && !BOUNDS.has(lex[i + 1]?.w ?? "") && lex.slice(Math.max(body, i - NEGATION_REACH + 1), i).some(shows)) {
        const after = phrase(i + 1);
        keep(after.terms, after.to, false, after.to);
      }
      // "no events are shown", "no preview lines shall be displayed": "no" before a passive output verb.
      if (x.w === "no" && language === "en" && !BOUNDS.has(lex[i + 1]?.w ?? "")) {
        let v = i + 1;
        while (v < end && v <= i + PHRASE_MAX_WORDS + NEGATION_REACH && !stops(v) && !PHRASE_STOPS.has(lex[v].w) && !shows(lex[v])) v++;
        if (v < end && !stops(v) && shows(lex[v]) && STATES.en.has(lex[v - 1].w)) {
          const what = lex
            .slice(i + 1, v)
            .filter((n) => n.content && !EMPTY.en.has(n.w) && !STATES.en.has(n.w))
            .map(term);
          keep(what, v + 1, false, v + 1, false, i);
        }
      }
      // "hide the address", "the address shall be hidden", "muss die Adresse ausblenden".
      if (HIDING[language].has(x.w)) {
        const passive = STATES[language].has(lex[i - 1]?.w ?? "") || (language === "de" && (lex[i + 1]?.w ?? "").startsWith("werd"));
        // The one it is hidden from is no part of it: "hide the address from the reader", "die Adresse vor dem Leser ausblenden";
        // a place it is excluded from is ("exclude the total from the summary section").
        if (language === "en") {
          const after = phrase(i + 1);
          let from = passive ? i + 1 : after.to;
          if (CONCEALING.en.has(x.w) && KEPT_FROM.en.has(lex[from]?.w ?? "")) from = phrase(from + 1).to;
          keep(passive ? subjectTerms : after.terms, from, false, Math.max(after.to, i + 1), passive);
        } else {
          const keptFrom = CONCEALING.de.has(x.w) ? lex.slice(quoteFrom, i).findIndex((n) => KEPT_FROM.de.has(n.w)) : -1;
          const before = lex
            .slice(quoteFrom, keptFrom >= 0 ? quoteFrom + keptFrom : i)
            .filter((n) => n.content && !subject.includes(n) && n.w !== "aus");
          keep(passive || before.length === 0 ? subjectTerms : before.map(term), i + 1, false, i + 1, passive);
        }
      }
      // "without any notification", "ohne Meldung": a notice only ("without intervention" keeps nothing back).
      if (x.w === "without" || x.w === "ohne") {
        const after = phrase(i + 1);
        if (after.terms.includes(NOTICE)) keep(after.terms, after.to, false, after.to);
      }
      // "shall remain blank", "leave the field blank", "leer bleiben".
      if (BLANK[language].has(x.w) && [lex[i - 1], lex[i + 1]].some((n) => n && STATES[language].has(n.w))) {
        const leave = lex.slice(quoteFrom, i).findIndex((n) => n.w === "leave" || n.w === "lassen");
        const place = leave >= 0 ? lex.slice(quoteFrom + leave + 1, i).filter((n) => n.content) : subject;
        keep(place.map(term), i + 1, true, i + 2);
      }
      // "display a blank screen", "respond with a blank map", "einen leeren Bildschirm anzeigen".
      if (BLANK_BEFORE[language].has(x.w)) {
        const after = phrase(i + 1);
        const shown = language === "en" ? lex.slice(quoteFrom, i).some(shows) : lex.slice(after.to, end).some(shows);
        if (shown) keep(after.terms, after.to, true, after.to);
      }
    }
    // A sentence that neither keeps something back nor shows something is read for its terms only.
    for (const t of sentence.terms) terms.add(t);
    if (sentence.kept.length > 0 || sentence.shows) out.push(sentence);
    start = end;
  }
  return { sentences: out, terms };
});

/** At least the share of `terms` named in `other`; all of one or two. */
function named(terms: readonly string[], other: ReadonlySet<string>): boolean {
  const n = terms.filter((t) => other.has(t)).length;
  return terms.length > 0 && n >= Math.ceil(NAMED_SHARE * terms.length) && (terms.length > 2 || n === terms.length);
}

/** The condition's words are named by the other sentence, save for the occasion of an output and one of six or more, a negation not. */
function caseNamed(condition: readonly string[], other: ReadonlySet<string>): boolean {
  // A negated case must be negated in the other too ("If the game is not started" / "Once the game is started").
  if (condition.includes(NOT) && !other.has(NOT)) return false;
  const missing = [...new Set(condition)].filter((t) => !other.has(t) && !OCCASION.has(t)).length;
  return missing === 0 || (missing === 1 && condition.length >= CONDITION_SLACK_FROM);
}

/**
 * The other restates this sentence with a word of what is kept back: all the words of its body (at
 * least RESTATED_MIN_WORDS) are this sentence's ("… the first lines are shown" / "… no preview lines shall be shown").
 */
function restated(k: Kept, s: Sentence, t: Sentence, generic: ReadonlySet<string>): boolean {
  const body = [...t.body].filter((w) => !generic.has(w));
  return body.length >= RESTATED_MIN_WORDS && k.what.some((w) => t.body.has(w)) && body.every((w) => s.terms.has(w));
}

function withheld(x: Withholding, y: Withholding, language: Language): [Kept, Sentence] | null {
  // The case may be named in another sentence of the other requirement ("The reader can browse loans. The reader can see …").
  const xTerms = x.terms;
  const yTerms = y.terms;
  const surfaces = SURFACE_TERMS[language];
  const generic = COMPARE_LEXICON[language].genericSubjects;
  for (const s of x.sentences) {
    for (const k of s.kept) {
      for (const t of y.sentences) {
        if (!t.shows || t.negated) continue;
        if (!s.conditions.every((c) => caseNamed(c, yTerms)) || !t.conditions.every((c) => caseNamed(c, xTerms))) continue;
        if (k.blank) {
          // A place left blank: the other shows something on it, or it is a screen the other shows something in.
          const place = k.what.filter((w) => !surfaces.has(w));
          if (place.length > 0 && !named(place, t.terms)) continue;
          const shown = [...t.body].filter((w) => !k.what.includes(w) && !s.body.has(w) && !surfaces.has(w) && !generic.has(w));
          if (shown.length === 0) continue;
        } else {
          // What a notice is about may be the other's case: "no confirmation of the renewal" / "When … renews …, … a confirmation".
          const shown =
            named(k.what, t.body) || (k.what.includes(NOTICE) && t.body.has(NOTICE) && named(k.what, t.terms)) || restated(k, s, t, generic);
          // The one an item is for need not be named: "hide the launcher from the user" / "The menu contains the launcher";
          // the one a notice is for must ("not show any message to the user" / "send a message to the reader"),
          // … unless the other names no one it is for ("return a message" / "not return any message to the user").
          const item = k.what.some((w) => w !== NOTICE);
          const around = item || !t.addressed ? k.around.filter((w) => !OCCASION.has(w)) : k.around;
          if (!shown || (around.length > 0 && !named(around, t.terms))) continue;
        }
        return [k, t];
      }
    }
  }
  return null;
}

export function withheldConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(readWithheld(a), readWithheld(b), (x, y) => {
    const found = withheld(x, y, language);
    if (!found) return null;
    const [k, t] = found;
    return { kind: "withheld", reason: reason(language, k.blank ? "blank" : "withheld", { a: t.text.replace(/[.;:!?]$/, ""), b: k.text }) };
  });
}

/**
 * The terms a requirement shares with one it may contradict here: a requirement keeping an output
 * back meets the output verbs and notice words, one sending a notice the notice words ("notify"
 * meets "notification").
 */
export function withheldTerms(reading: ClauseReading): string[] {
  const language = reading.language;
  const { sentences } = readWithheld(reading);
  const notices = NOTICE_WORDS[language].map((w) => stem(w, language));
  if (sentences.some((s) => s.kept.length > 0)) return [...OUTPUT_VERBS[language].map((w) => stem(w, language)), ...notices];
  return sentences.some((s) => s.shows && s.body.has(NOTICE)) ? notices : [];
}
