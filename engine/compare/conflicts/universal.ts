/**
 * Every item against only some of them, for the same actor:
 *
 *   "The tenant shall be able to read all invoices."
 *   "The tenant shall be able to read only invoices that belong to his flat."
 *   "The courier shall be able to update any delivery in the depot."
 *   "The dispatcher shall let the courier only see the deliveries in his district."
 *   "Der Mieter muss alle Rechnungen lesen können." / "Der Mieter darf nur Rechnungen lesen, die …"
 *
 * One requirement takes every item of a kind (UNIVERSAL_WORDS after the modal verb: "all",
 * "any", "alle", "beliebige"); the other takes only some of the same kind: "only" after the
 * modal verb, followed by the noun (after a preposition too: "only from sensors that …", "nur von
 * Sensoren, die …") and a restricting qualifier ("that …", "in …", "die …"), or "only some", or a
 * noun with a modifier the universal side lacks ("any protocol" / "only the HTTPS protocol"). The head
 * nouns must be the same, the restricting side's other words of the noun phrase must appear
 * in the universal one (or the other way round), the universal side's actor must be named in
 * the other requirement, and the action must be the same, unless the restriction is on what
 * the actor may see (VISIBILITY_WORDS): what one cannot see, one cannot act on.
 *
 * "all open orders" against "only closed orders from last year" names two kinds, and two
 * requirements that both restrict are scope.ts's.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import type { Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading, statement } from "./frame.js";
import { stem } from "../text.js";
import { RESTRICTING_QUALIFIERS, SOME_WORDS, UNIVERSAL_WORDS, VISIBILITY_WORDS } from "../../lexicon/compare-conflicts.js";
import { DETERMINERS_EN, PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { PREPS_DE } from "../../lexicon/de/compare-clauses.js";
import { ARTICLES_DE } from "../../lexicon/de/suggest-words.js";

const VISIBILITY = new Set(VISIBILITY_WORDS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const ARTICLES = new Set([...DETERMINERS_EN, ...ARTICLES_DE]);
/** Articles and "some" skipped between "only" and its noun ("only the listings", "only some of the"). */
const ARTICLE_REACH = 3;

interface NounPhrase {
  /** Meaning terms of the noun phrase, the head last. */
  terms: string[];
  /** Restricted by its own modifiers alone ("only paid invoices"), not by "some" or a qualifier after it. */
  byModifier?: boolean;
}

interface Quantified {
  /** Noun phrases after "all", "any" (after the modal verb). */
  universal: NounPhrase[];
  /** Noun phrases restricted by "only … that", "only some". */
  restricted: NounPhrase[];
  /** The actor terms of the main clause (the system and pronouns left out). */
  actors: Set<string>;
  /** The system (or nobody named) acts. */
  systemActs: boolean;
  /** Every content word as a meaning term. */
  all: Set<string>;
  /** The clause actions as meaning terms. */
  actions: Set<string>;
  /** A word of seeing ("view", "visible", "sehen"). */
  visibility: boolean;
  text: string;
}

const quantifiedOf = perReading<Quantified | null>((reading) => read(reading));

/** The content words from `from` on, up to the first word that is none or is a clause action. */
function nounPhrase(lex: readonly Lexeme[], from: number, actions: ReadonlySet<string>, language: Language): { terms: string[]; end: number } {
  const terms: string[] = [];
  let t = from;
  for (; t < lex.length; t++) {
    const x = lex[t];
    if (x.w === "-") continue;
    if (!x.content || x.isNumber || actions.has(x.stem) || UNIVERSAL_WORDS.has(x.w)) break;
    // A German noun phrase ends with its capitalised noun: a lower-case word after it is the verb.
    if (language === "de" && terms.length > 0 && lex[t - 1].cap && !x.cap) break;
    terms.push(meaningTermOfStem(x.stem, language));
  }
  return { terms, end: t };
}

function read(reading: ClauseReading): Quantified | null {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  // One sentence: in a paragraph, "all" and "only" may be about different things.
  if (reading.clauses.length === 0 || lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return null;
  if (reading.clauses.some((c) => c.negative) || lex.some((x) => L.negations.has(x.w))) return null;
  const clauseActions = new Set(reading.clauses.map((c) => c.action));
  const actionStems = new Set<string>();
  for (const x of lex) if (x.isWord && clauseActions.has(L.concept.get(x.stem) ?? x.stem)) actionStems.add(x.stem);
  const universal: NounPhrase[] = [];
  const restricted: NounPhrase[] = [];
  let modalSeen = false;
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    if (L.modals.has(x.w)) modalSeen = true;
    if (UNIVERSAL_WORDS.has(x.w) && modalSeen) {
      // "all of the listings", "all the listings".
      let t = i + 1;
      while (t < lex.length && t <= i + ARTICLE_REACH && !lex[t].content && lex[t].isWord) t++;
      const np = nounPhrase(lex, t, actionStems, language);
      if (np.terms.length > 0) universal.push({ terms: np.terms });
    } else if (L.exclusive.has(x.w) && modalSeen && lex[i - 1]?.w !== "-") {
      // After the modal verb: "Only clerks shall …" restricts the actor, not the items.
      let t = i + 1;
      // "only from components that …": the items are named after a preposition.
      if (t < lex.length && (PREPS_EN.has(lex[t].w) || PREPS_DE.has(lex[t].w))) t++;
      // "only view the listings": the action (or a word of seeing) before the noun.
      if (t < lex.length && lex[t].content && (actionStems.has(lex[t].stem) || VISIBILITY.has(lex[t].stem))) t++;
      let some = false;
      for (
        let k = 0;
        k < ARTICLE_REACH && t < lex.length && (ARTICLES.has(lex[t].w) || SOME_WORDS.has(lex[t].w)) && !RESTRICTING_QUALIFIERS.has(lex[t].w);
        k++, t++
      )
        if (SOME_WORDS.has(lex[t].w)) some = true;
      const np = nounPhrase(lex, t, actionStems, language);
      if (np.terms.length === 0) continue;
      // German puts the verb between the noun and its relative clause ("nur Rechnungen lesen, die …").
      let after = np.end;
      if (after < lex.length && (actionStems.has(lex[after].stem) || (language === "de" && lex[after].content && !lex[after].cap))) after++;
      if (lex[after]?.w === ",") after++;
      // A modifier of its own restricts too: "only the HTTPS protocol", "only paid invoices".
      const qualified = some || (after < lex.length && RESTRICTING_QUALIFIERS.has(lex[after].w));
      if (qualified || np.terms.length > 1) restricted.push({ terms: np.terms, byModifier: !qualified });
    }
  }
  if (universal.length === 0 && restricted.length === 0) return null;
  const main = reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
  const named = [...main.subject].filter((s) => s !== SYSTEM_SUBJECT && s !== PRONOUN_SUBJECT);
  return {
    universal,
    restricted,
    actors: new Set(named.map((s) => meaningTermOfStem(s, language))),
    systemActs: named.length === 0,
    all: new Set(lex.flatMap((x) => (x.content && !x.isNumber ? [meaningTermOfStem(x.stem, language)] : []))),
    actions: new Set(reading.clauses.flatMap((c) => (c.action === null ? [] : [meaningTermOfStem(c.action, language)]))),
    visibility: lex.some((x) => x.isWord && VISIBILITY.has(x.stem)),
    text: statement(reading),
  };
}

const head = (np: NounPhrase) => np.terms[np.terms.length - 1];
const modifiersIn = (np: NounPhrase, all: ReadonlySet<string>) => np.terms.slice(0, -1).every((t) => all.has(t));

function covers(u: Quantified, r: Quantified): boolean {
  // The same actor: the universal side's actor named in the other, or the system on both sides.
  if (u.systemActs ? !r.systemActs : [...u.actors].some((t) => !r.all.has(t))) return false;
  if (!r.visibility && ![...u.actions].some((t) => r.actions.has(t))) return false;
  // A restriction by modifiers alone must have one the universal side lacks ("all paid invoices" / "only paid invoices" agree).
  const narrower = (up: NounPhrase, rp: NounPhrase) => !rp.byModifier || rp.terms.slice(0, -1).some((t) => !up.terms.includes(t));
  return u.universal.some((up) =>
    r.restricted.some((rp) => head(up) === head(rp) && narrower(up, rp) && (modifiersIn(rp, u.all) || modifiersIn(up, r.all))),
  );
}

export function universalConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const x = quantifiedOf(a);
  const y = quantifiedOf(b);
  if (x === null || y === null) return null;
  for (const [u, r] of [
    [x, y],
    [y, x],
  ] as const) {
    // Two restrictions are scope.ts's: the universal side must not restrict the same noun itself.
    if (u.restricted.length > 0) continue;
    if (covers(u, r)) return { kind: "universalScope", reason: reason(language, "universalScope", { a: u.text, b: r.text }) };
  }
  return null;
}
