/**
 * A participant set aside: one requirement has a named actor do its part in the work, the other
 * does the same work and sets that actor aside.
 *
 *   "The door counter shall report visitor numbers to the building office."
 *   "The building office shall estimate visitor numbers from ticket sales, without waiting for a report from the door counter."
 *   "Every ward scale shall transmit weight readings to the nursing station."
 *   "The ward scales shall deliver their weight readings straight into the patient chart, bypassing the nursing station."
 *   "Der Türzähler muss Besucherzahlen an das Gebäudebüro melden."
 *   "Das Gebäudebüro muss Besucherzahlen ohne Meldung des Türzählers aus den Ticketverkäufen schätzen."
 *
 * One requirement (positive, stated with a modal) has a setting-aside word (BYPASSING_WORDS:
 * "without", "bypassing", "ohne", "Umgehung") and, within a few words before a comma, the whole
 * name of the other's actor: its subject (no system word, no group of users alone), or, after a
 * routing word ("bypassing", "unter Umgehung"), the one it hands the thing to ("to the nursing
 * station", "an den Pflegestützpunkt"). The other (positive, stated) gives that actor its part, and both
 * are about the same thing: two object words in common, or half of the actor's own object words (the
 * names of the two actors left out); the leading conditions agree.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { lexemes, type Lexeme } from "../features.js";
import { fold, stem } from "../text.js";
import { reason } from "../reasons.js";
import { actionKey, conceptOfWord, MAX_PAIRED_CLAUSES, overlap, perReading, sameCondition } from "./frame.js";
import {
  BYPASS_LINK_WORDS,
  BYPASSING_WORDS,
  HANDING_VERBS,
  NAME_JOINING_MARKS,
  ROUTING_BYPASS_WORDS,
  TO_RECIPIENT_PREPS,
} from "../../lexicon/compare-conflicts.js";
import { GROUP_ACTORS_EN } from "../../lexicon/en/compare-clauses.js";
import { GROUP_ACTORS_DE } from "../../lexicon/de/compare-clauses.js";

/** Words of a name set aside, the possessive's noun included ("the pharmacist's daily dose check"). */
const NAME_MAX_WORDS = 5;

/** Marks inside a name: "RFID-Gate", "_hall_plan_" (NAME_JOINING_MARKS). */
const JOINING_MARKS = NAME_JOINING_MARKS;

/** A possessive ending as the folded word keeps it ("pharmacist's"). */
const POSSESSIVE = "'s";

const GROUPS = new Set([...GROUP_ACTORS_EN, ...GROUP_ACTORS_DE]);

interface SetAside {
  clause: Clause;
  /** The name set aside, as stems: up to its possessive ending when it has one ("the ward pharmacist's check" -> ward, pharmacist). */
  name: Set<string>;
  /** The stems after the possessive ("check"): the owner's work set aside. */
  owned: Set<string>;
  /** The words as written, for the reason. */
  text: string;
  /** A routing word ("bypassing"): what the other hands on to is set aside too. */
  routing: boolean;
}

/**
 * The name after a setting-aside word: articles, prepositions and linking words (BYPASS_LINK_WORDS:
 * "waiting", "report", "Meldung") before it, a joined name, a possessive and its noun; it ends at the
 * next article, preposition or linking word ("ohne auf den Türzähler angewiesen zu sein"), a comma, or the end.
 */
function setAsideAt(clause: Clause, lex: readonly Lexeme[], i: number, language: Language): SetAside | null {
  const name: string[] = [];
  const owned: string[] = [];
  const written: string[] = [lex[i].text];
  let possessive = false;
  for (let t = i + 1; t < lex.length && name.length + owned.length < NAME_MAX_WORDS; t++) {
    const x = lex[t];
    if (!x.isWord) {
      if (!JOINING_MARKS.has(x.w) || name.length === 0) break;
      written[written.length - 1] += x.text;
      continue;
    }
    // A German name is a noun: the verb after it ends it ("ohne Meldung des Türzählers schätzen").
    if (!x.content || BYPASS_LINK_WORDS.has(x.w) || (language === "de" && !x.cap)) {
      if (name.length > 0) break;
      written.push(x.text);
      continue;
    }
    if (JOINING_MARKS.has(lex[t - 1].w)) written[written.length - 1] += x.text;
    else written.push(x.text);
    (possessive ? owned : name).push(x.stem);
    if (x.w.endsWith(POSSESSIVE)) possessive = true;
  }
  if (name.length === 0) return null;
  return { clause, name: new Set(name), owned: new Set(owned), text: written.join(" "), routing: ROUTING_BYPASS_WORDS.has(lex[i].w) };
}

/** The shared empty list and map of a requirement that sets nothing aside (most do): nothing of its own kept with its reading. */
const NO_ASIDES: readonly SetAside[] = [];
const NO_RECIPIENTS: ReadonlyMap<Clause, Set<string>> = new Map();

/** The setting-aside phrases of a requirement's positive, stated clauses. */
const setAsideOf = perReading((reading: ClauseReading): readonly SetAside[] => {
  const out: SetAside[] = [];
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    // An option ("the kiosk may assign … without …") rules nothing out; a grant to an actor ("shall allow the editor to …") does.
    if (clause.negative || !clause.modal || (clause.capability && !clause.subject.has(SYSTEM_SUBJECT))) continue;
    const lower = clause.predicateText.toLowerCase();
    if (![...BYPASSING_WORDS].some((w) => lower.includes(w))) continue;
    const lex = lexemes(clause.predicateText, reading.language);
    for (let i = 0; i < lex.length; i++) {
      if (!lex[i].isWord || !BYPASSING_WORDS.has(lex[i].w)) continue;
      const found = setAsideAt(clause, lex, i, reading.language);
      if (found) out.push(found);
    }
  }
  return out.length > 0 ? out : NO_ASIDES;
});

/** The actor named as a clause's subject: no system word, no pronoun, not a group of users alone. */
function namedActor(c: Clause): Set<string> {
  if (c.subject.has(SYSTEM_SUBJECT)) return new Set();
  const actor = new Set([...c.subject].filter((w) => w !== PRONOUN_SUBJECT));
  return [...actor].some((w) => !GROUPS.has(w)) ? actor : new Set();
}

/**
 * The one each clause hands its thing to ("transmit … to the nursing station", "an den Pflegestützpunkt übermitteln"):
 * the name after the preposition (TO_RECIPIENT_PREPS) and an article, read like a name set aside.
 */
const recipientsOf = perReading((reading: ClauseReading): ReadonlyMap<Clause, Set<string>> => {
  const out = new Map<Clause, Set<string>>();
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (clause.negative || !clause.modal || clause.action === null) continue;
    const lex = lexemes(clause.predicateText, reading.language);
    // An article after the preposition: "to the nursing station", not the infinitive "to send".
    const at = lex.findIndex((x, i) => x.isWord && TO_RECIPIENT_PREPS.has(x.w) && lex[i + 1]?.isWord === true && !lex[i + 1].content);
    const found = at < 0 ? null : setAsideAt(clause, lex, at, reading.language);
    if (found && [...found.name].some((w) => !GROUPS.has(w))) out.set(clause, found.name);
  }
  return out.size > 0 ? out : NO_RECIPIENTS;
});

/** The meaning keys of the verbs that hand a thing on or fetch it, both languages. */
const HANDING = new Set((["en", "de"] as const).flatMap((language) => HANDING_VERBS.map((w) => actionKey(conceptOfWord(w, language)))));

/**
 * The same work: the same action, the actor's verb named by the other as a noun ("a report from the
 * door counter", "ohne Meldung"), or one flow of a thing (HANDING_VERBS: "supply" / "fetch"); and half
 * of the actor's own object words or more among the other's (the names of both actors left out). Or the
 * actor's work named after its possessive ("without the pharmacist's dose check" against "The
 * pharmacist shall check the dose of every prescription").
 */
function sameWork(x: Clause, y: SetAside, actor: ReadonlySet<string>, language: Language): boolean {
  const names = new Set([...actor, ...y.clause.subject]);
  const own = new Set([...x.allObjects].filter((w) => !names.has(w)));
  const verb = stem(fold(x.actionText.split(" ")[0] ?? ""), language);
  const key = actionKey(x.action);
  if (y.owned.has(verb) && overlap(own, y.owned) >= 1) return true;
  const other = new Set([...y.clause.allObjects].filter((w) => !y.name.has(w)));
  const yKey = actionKey(y.clause.action);
  const action = (key !== null && key === yKey) || other.has(verb) || (HANDING.has(key) && HANDING.has(yKey));
  const common = overlap(own, other);
  return action && common >= 1 && common * 2 >= own.size;
}

/** Least length of a stem that an inflection may lengthen ("turzahl" / "turzahler"). */
const INFLECTED_MIN = 4;
/** Letters an inflection may add to a stem. */
const INFLECTION_MAX = 2;

/** One word: the same stem, or one stem with an ending more ("Türzähler" / "des Türzählers"). */
function oneWord(x: string, y: string): boolean {
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= INFLECTED_MIN && long.length - short.length <= INFLECTION_MAX && long.startsWith(short);
}

/** The whole name, no word more or less. */
function sameName(actor: ReadonlySet<string>, name: ReadonlySet<string>): boolean {
  return actor.size > 0 && actor.size === name.size && [...actor].every((w) => [...name].some((n) => oneWord(w, n)));
}

/** One requirement gives a named actor its part, the other does the same work setting that actor aside. */
export function bypassedConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const asides = setAsideOf(y);
    if (asides.length === 0) continue;
    for (const c of x.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      if (c.negative || !c.modal || c.action === null) continue;
      const subject = namedActor(c);
      const to = recipientsOf(x).get(c) ?? new Set<string>();
      for (const s of asides) {
        if (!sameCondition(c, s.clause)) continue;
        const bySubject = sameName(subject, s.name) && !sameName(subject, s.clause.subject);
        const byRecipient = s.routing && sameName(to, s.name) && !sameName(to, s.clause.subject);
        const actor = bySubject ? subject : byRecipient ? to : null;
        if (actor === null || !sameWork(c, s, actor, language)) continue;
        return {
          kind: "agent",
          reason: reason(language, "bypassed", { a: `${c.subjectText} ${c.predicateText}`.trim(), b: s.clause.predicateText, aside: s.text }),
        };
      }
    }
  }
  return null;
}

/** The words a requirement that sets an actor aside shares with the one that names it: the actor's name. */
export function bypassedTerms(reading: ClauseReading): string[] {
  return setAsideOf(reading).flatMap((s) => [...s.name]);
}
