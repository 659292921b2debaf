/**
 * A thing one requirement accepts only through one means, against the other taking it or doing its
 * action through another:
 *
 *   "The canteen till shall only accept payment with a staff badge or a meal voucher."
 *   "Guests may pay at the canteen till with coins."
 *   "Die Kantinenkasse darf Zahlungen nur mit Mitarbeiterausweis oder Essensmarke annehmen."
 *   "Gäste können an der Kantinenkasse mit Münzen zahlen."
 *
 * The only means: a REFUSED_INPUT_VERBS verb ("accept", "annehmen") and what it takes (the words
 * right after it; German: between the modal and "nur"), with "only", "exclusively", "nur" right before
 * or after a MEANS_PREPOSITIONS word ("via", "with", "over", "per", "mit") or on the verb; its means are
 * the items after that word, split at "or", "and" and commas (words of how an input is given,
 * "entered", INPUT_ROLE_WORDS, left out). A sentence of the other requirement without a negation names
 * another means when it names the thing or its action ("payment" / "pay", actionOfNoun) before a
 * MEANS_PREPOSITIONS word whose item no means of the first names: another head word, or the same head
 * with other words before it ("a guest badge" / "a staff badge"). Both must be about one thing
 * besides it ("canteen", "till"). A leading condition of the only means may only start the action
 * (TRIGGER_WORDS).
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { MAX_PAIRED_CLAUSES, contentStems, joinedText, overlap, perReading } from "./frame.js";
import { sentencesOf } from "./one-at-a-time.js";
import { conditionOf, perLanguage, ROLES, TRIGGER, UNTYING, VERBS } from "./refused-inputs.js";
import { INPUT_ITEM_SEPARATORS, MEANS_PREPOSITIONS } from "../../lexicon/compare-conflicts.js";

/** Most words of what is taken and of a list of means. */
const PHRASE_MAX_WORDS = 8;
/** Lexemes from the thing taken to "only" and its preposition ("accept route requests only through …"). */
const MEANS_REACH = 4;

const MEANS = perLanguage(MEANS_PREPOSITIONS, false);

/** One means: its head (the last word) and the words before it. */
interface Means {
  head: string;
  words: Set<string>;
}

interface OnlyMeans {
  /** Stems of the thing taken and of its action ("payment", "pay"). */
  thing: Set<string>;
  means: Means[];
  text: string;
}

interface MeansReading {
  only: OnlyMeans[];
}

/** The means from `from` on, split at separators and commas, up to the end of the phrase or a word of `stop` (German: the verb after them). */
function meansFrom(lex: readonly Lexeme[], from: number, language: Language, stop: ReadonlySet<string>): Means[] {
  const out: Means[] = [];
  let words: string[] = [];
  const close = () => {
    if (words.length > 0) out.push({ head: words[words.length - 1], words: new Set(words) });
    words = [];
  };
  for (let i = from; i < lex.length && i < from + PHRASE_MAX_WORDS; i++) {
    const x = lex[i];
    if (x.w === "," || INPUT_ITEM_SEPARATORS.has(x.w)) close();
    else if (x.w === "-") continue;
    else if (!x.isWord || (!x.content && words.length > 0) || ROLES[language].has(x.w) || stop.has(x.stem)) break;
    else if (x.content && !VERBS[language].has(x.stem)) words.push(x.stem);
  }
  close();
  return out;
}

/** The only means of the sentence's accepting verb at `v`, else null. */
function onlyMeansAt(lex: readonly Lexeme[], v: number, modal: number, language: Language): OnlyMeans | null {
  const L = COMPARE_LEXICON[language];
  // What is taken: right after an English verb; German between the modal and "nur" or the preposition.
  const thing = new Set<string>();
  let i = language === "en" ? v + 1 : modal + 1;
  while (i < lex.length && !lex[i].content) i++;
  for (; i < lex.length && lex[i].content && thing.size < PHRASE_MAX_WORDS; i++) thing.add(lex[i].stem);
  if (thing.size === 0 || (language === "de" && modal < 0)) return null;
  const onlyOnVerb = L.exclusive.has(lex[v - 1]?.w ?? "");
  for (let p = i; p < lex.length && p <= i + MEANS_REACH; p++) {
    if (!MEANS[language].has(lex[p].w)) continue;
    const only = onlyOnVerb || L.exclusive.has(lex[p - 1]?.w ?? "") || L.exclusive.has(lex[p + 1]?.w ?? "");
    if (!only) return null;
    const means = meansFrom(lex, p + 1, language, thing);
    if (means.length === 0) return null;
    for (const t of [...thing]) {
      const action = L.actionOfNoun.get(t);
      if (action) thing.add(action);
    }
    return { thing, means, text: joinedText(lex) };
  }
  return null;
}

const NOTHING: MeansReading = { only: [] };

const read = perReading<MeansReading>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  if (!reading.lexemes.some((x) => VERBS[language].has(x.stem))) return NOTHING;
  const only: OnlyMeans[] = [];
  for (const lex of sentencesOf(reading).sentences) {
    if (lex.some((x) => L.negations.has(x.w))) continue;
    const condition = conditionOf(lex, language);
    if (condition.size > 0 && ![...condition].some((s) => TRIGGER.has(s))) continue;
    const modal = lex.findIndex((x) => L.modals.has(x.w));
    lex.forEach((x, v) => {
      if (!VERBS[language].has(x.stem) || only.length >= MAX_PAIRED_CLAUSES) return;
      const found = onlyMeansAt(lex, v, modal, language);
      if (found) only.push(found);
    });
  }
  if (only.length === 0) return NOTHING;
  return { only };
});

/** `m` is one of `means`: the same head, and words before it in common when both have some. */
function named(m: Means, means: readonly Means[]): boolean {
  return means.some((n) => {
    if (n.head !== m.head) return false;
    const own = [...m.words].filter((w) => w !== m.head);
    const others = [...n.words].filter((w) => w !== n.head);
    return own.length === 0 || others.length === 0 || own.some((w) => n.words.has(w));
  });
}

function otherMeans(self: ClauseReading, x: MeansReading, other: ClauseReading, language: Language): Contradiction | null {
  const L = COMPARE_LEXICON[language];
  for (const only of x.only) {
    for (const lex of sentencesOf(other).sentences.slice(0, MAX_PAIRED_CLAUSES)) {
      if (lex.some((y) => L.negations.has(y.w))) continue;
      const at = lex.findIndex((y) => only.thing.has(y.stem) || only.thing.has(L.actionOfNoun.get(y.stem) ?? ""));
      if (at < 0) continue;
      // German names the action last ("… mit Münzen zahlen"): its means may stand before it.
      for (let p = language === "de" ? 0 : at + 1; p < lex.length; p++) {
        if (!MEANS[language].has(lex[p].w) || p === at) continue;
        const theirs = meansFrom(lex, p + 1, language, only.thing).filter((m) => !named(m, only.means));
        if (theirs.length === 0) continue;
        const own = new Set([...only.thing, ...only.means.flatMap((m) => [...m.words]), ...theirs.flatMap((m) => [...m.words])]);
        const stems = new Set(lex.flatMap((y) => (y.content ? [y.stem] : [])));
        const ours = contentStems(self);
        const tie = [...stems].some((s) => ours.has(s) && !own.has(s) && !UNTYING.has(s) && !VERBS[language].has(s));
        if (!tie || overlap(stems, only.thing) === 0) continue;
        return { kind: "input", reason: reason(language, "onlyMeans", { a: only.text, b: joinedText(lex) }) };
      }
    }
  }
  return null;
}

/** One requirement accepts a thing only through one means, the other takes it or does its action through another. */
export function acceptedMeansConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  if (ra.only.length === 0 && rb.only.length === 0) return null;
  return (ra.only.length > 0 ? otherMeans(a, ra, b, language) : null) ?? (rb.only.length > 0 ? otherMeans(b, rb, a, language) : null);
}

/** The stems of what a requirement accepts only through one means, for the candidates compared with it. */
export function acceptedMeansTerms(reading: ClauseReading): string[] {
  return read(reading).only.flatMap((o) => [...o.thing]);
}
