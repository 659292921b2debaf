/**
 * Who sets a value: the system on its own, or a person.
 *
 *   "The portal shall automatically assign a ticket number to each request."
 *   "The clerk shall be able to assign a user-defined ticket number to a request."
 *   "Only the dispatcher shall be able to mark a request as urgent."
 *   "Die Plattform muss die Kundennummer automatisch vergeben."
 *   "Der Sachbearbeiter muss eine benutzerdefinierte Kundennummer festlegen können."
 *
 * One requirement has the system set the value automatically (an AUTOMATIC_WORDS word and a
 * SETTING_VERBS verb next to it; the system may have a name of its own); the other has a named person
 * set it: a person as the subject, a SETTING_VERBS verb, and the value marked as the person's
 * choice ("user-defined", "custom", "manually", "benutzerdefiniert") or the person named as
 * the only one who may act ("Only the dispatcher …"); with the system as the subject, the person
 * may be named after "by" / "von" next to a manual word ("shall require the codes to be manually
 * checked and assigned by a senior pharmacist"). Both must be positive and about the same
 * value: at least two content words in common (the setting verbs, the markers and the
 * person left out), half of the smaller side's words or more.
 *
 * A person who acts on a value the system makes ("The system shall automatically generate the
 * invoice" / "The accountant shall approve the invoice") sets nothing and is no conflict; nor is
 * a value of the person's choice next to a system that merely stores it.
 *
 * The system may also act on its own with no part left for a person, whatever the action:
 *
 *   "The kiosk shall automatically assign the seat without passenger input."
 *   "The passenger shall be able to assign the seat."
 *   "Der Kiosk muss den Sitzplatz automatisch ohne Eingabe des Fahrgasts zuweisen."
 *
 * One requirement has the system (its subject a system word or the system's own name) do an action
 * automatically (an AUTOMATIC_WORDS word in its predicate), an obligation, not an option, and rule
 * out a person's part in it: an UNATTENDED_WORDS word ("without", "bypassing", "no", "ohne")
 * followed within a few words by a PERSON_PART_WORDS word ("input", "selection", "Eingabe") and a
 * person: a manual word or a person word ("manual", "user", MANUAL_WORDS, MANUAL_PERSONS), or the
 * other side's actor ("without requiring any player selection"), a German compound holding both
 * ("Benutzereingabe"). The other lets a named person do the same action (meaning stems: "add" and
 * "create" are one) on the same things (half of the smaller side's direct objects), positive,
 * under the same leading condition; a person who chooses (CHOOSING_VERBS) what the system sets
 * (SETTING_VERBS) does the same action ("choose a value for the reading-room temperature" / "automatically
 * set the reading-room temperature, with no manual input"). "automatically save drafts" alone rules nothing out: the
 * person may still save by hand.
 *
 * The system may also wait for a person, or demand the person's doing, where the other has it act:
 *
 *   "The catalogue shall wait until the member selects a title from the list."
 *   "The kiosk shall ask the passenger to choose a seat."
 *   "The catalogue shall automatically select the first title in the list."
 *   "Das System muss den Fahrgast auffordern, das Abholdatum einzugeben."
 *
 * One requirement has the system wait for a person or ask it of the person (AWAITING_VERBS: "wait
 * until", "ask … to", "prompt … to", "auffordern"; the person after the verb, or before it in German;
 * "the user will be asked to …" names the person as the subject); the other has the system do the
 * same action automatically (an AUTOMATIC_WORDS word next to the verb, an obligation) on the same
 * things, or any action on them without the person's part (the unattended reading above), under the
 * same leading condition. Asking the person to confirm what the system chose is no conflict.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import type { Lexeme } from "../features.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import {
  actionKey,
  conceptOfWord,
  markedWords,
  MAX_PAIRED_CLAUSES,
  overlap,
  perReading,
  sameCondition,
  spellingVariants,
  statement,
} from "./frame.js";
import {
  AUTOMATIC_WORDS,
  AWAITING_LINKS,
  AWAITING_VERBS,
  CHOOSING_VERBS,
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  PASSIVE_AGENT_WORDS,
  PASSIVE_AUXILIARIES,
  MANUAL_PARTICIPLES,
  MANUAL_PERSONS,
  MANUAL_WORDS,
  PERSON_PART_WORDS,
  SETTING_VERBS,
  UNATTENDED_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least number of content words the two sides share. */
export const AGENCY_MIN_SHARED = 2;
/** Least share of the smaller side's content words that the other has too. */
export const AGENCY_MIN_SHARE = 0.5;

/** Words on either side of "automatically" searched for the setting verb. */
const AUTOMATIC_REACH = 3;

const SETTING = new Set(SETTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const CHOOSING = new Set(CHOOSING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);

interface Agency {
  /** The system sets the value on its own. */
  automatic: boolean;
  /** A named person sets the value: the person as written, else null. */
  person: string | null;
  /** Content words as meaning terms; setting verbs, markers and the acting person left out. */
  terms: Set<string>;
  /** The statement quoted in the reason. */
  text: string;
}

const agencyOf = perReading<Agency>((reading) => read(reading));

function mainClause(reading: ClauseReading): Clause | undefined {
  return reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
}

function read(reading: ClauseReading): Agency {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const main = mainClause(reading);
  const none: Agency = { automatic: false, person: null, terms: new Set(), text: "" };
  // One sentence: in a paragraph, "automatically" and the person may be about different things.
  if (!main || lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return none;
  if (reading.clauses.some((c) => c.negative) || lex.some((x) => L.negations.has(x.w))) return none;
  const automaticAt = lex.findIndex((x) => AUTOMATIC_WORDS.has(x.w));
  const setting = lex.some((x) => x.isWord && SETTING.has(x.stem));
  if (!setting) return none;
  // What the system does automatically is the setting verb next to "automatically" ("automatically
  // assign", "automatisch vergeben", "assigned automatically by the system").
  const automaticSetting =
    automaticAt >= 0 &&
    lex.slice(Math.max(0, automaticAt - AUTOMATIC_REACH), automaticAt + AUTOMATIC_REACH + 1).some((x) => x.isWord && SETTING.has(x.stem));
  const named = [...main.subject].filter((s) => s !== SYSTEM_SUBJECT && s !== PRONOUN_SUBJECT);
  // "Only the dispatcher …", or a verb of choosing ("the clerk shall select …"): the value is the person's.
  let marked = main.exclusiveSubject || (main.action !== null && CHOOSING.has(stem(fold(main.actionText), language)));
  const markers = new Set<number>();
  for (let i = 0; i < lex.length; i++) {
    if (MANUAL_WORDS.has(lex[i].w)) {
      marked = true;
      markers.add(i);
    }
    // "user-defined", "user specified": the person and the participle, a hyphen between them or not.
    if (!MANUAL_PERSONS.has(lex[i].w)) continue;
    const next = lex[i + 1]?.w === "-" ? i + 2 : i + 1;
    if (next < lex.length && MANUAL_PARTICIPLES.has(lex[next].w)) {
      marked = true;
      markers.add(i).add(next);
    }
  }
  // The system may be named by its own name ("The portal shall automatically assign …"); "may be
  // entered automatically" is an option, not who sets it.
  const automatic = automaticSetting && !main.capability;
  // "… to be manually reviewed and entered by a certified clerk": the person after "by" when the system is the subject.
  const byPerson = named.length === 0 && markers.size > 0 ? personAfterBy(lex, Math.min(...markers), language) : null;
  const person = automaticAt >= 0 || !marked ? null : named.length > 0 ? main.subjectText.replace(/^(only|nur)\s+/i, "") : byPerson;
  if (!automatic && person === null) return none;
  const actors = new Set(named.map((s) => meaningTermOfStem(s, language)));
  const terms = new Set<string>();
  lex.forEach((x, i) => {
    if (!x.content || x.isNumber || markers.has(i) || AUTOMATIC_WORDS.has(x.w) || SETTING.has(x.stem) || GENERIC.has(x.stem)) return;
    if (L.modals.has(x.w) || L.exclusive.has(x.w)) return;
    const term = meaningTermOfStem(x.stem, language);
    if (person !== null && actors.has(term)) return;
    terms.add(term);
  });
  const text = statement(reading);
  return { automatic, person, terms, text };
}

/** Most words of the person after "by" ("a certified quality clerk"). */
const BY_PERSON_MAX_WORDS = 4;

/** The person named after "by" / "von" following a manual word ("manually entered by the clerk"), as written; no system. */
function personAfterBy(lex: readonly Lexeme[], from: number, language: Language): string | null {
  const L = COMPARE_LEXICON[language];
  const by = PASSIVE_AGENT_WORDS[language];
  const at = lex.findIndex((x, i) => i > from && by.has(x.w));
  if (at < 0) return null;
  const out: Lexeme[] = [];
  for (let i = at + 1; i < lex.length && out.length < BY_PERSON_MAX_WORDS && lex[i].isWord; i++) {
    if (ARTICLES.has(lex[i].w)) continue;
    if (L.stopwords.has(lex[i].w)) break;
    out.push(lex[i]);
  }
  // German: the person ends with its noun ("von einem leitenden Apotheker geprüft").
  if (language === "de") out.splice(out.findLastIndex((x) => x.cap) + 1);
  if (out.length === 0 || out.some((x) => L.genericSubjects.has(x.w))) return null;
  return lex
    .slice(at + 1, lex.indexOf(out[out.length - 1]) + 1)
    .map((x) => x.text)
    .join(" ");
}

/** Whether the requirement says who sets a value (the comparison then looks at candidates sharing its objects). */
export function statesAgency(reading: ClauseReading): boolean {
  const found = agencyOf(reading);
  return found.automatic || found.person !== null || unattendedOf(reading) !== null || awaitedOf(reading) !== null || automaticOf(reading) !== null;
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x) || spellingVariants(new Set([x]), b)) n++;
  return n;
}

/** Words after an UNATTENDED_WORDS word searched for the person's part ("without requiring any player selection"). */
const UNATTENDED_REACH = 4;
/** Least share of the smaller side's direct objects that the other has too. */
export const UNATTENDED_MIN_SHARE = 0.5;

/** Stems of the words that name a person in general ("manual", "user", "Benutzer"). */
const PERSON_MARKS = new Set([...MANUAL_WORDS, ...MANUAL_PERSONS].flatMap((w) => [w, stem(w, "en"), stem(w, "de")]));
const PERSON_PARTS = new Set(PERSON_PART_WORDS);
const AUTOMATIC_STEMS = new Set([...AUTOMATIC_WORDS].flatMap((w) => [stem(w, "en"), stem(w, "de")]));

/** An action the system does automatically and without a person's part. */
interface Unattended {
  clause: Clause;
  /** The stems of the words after "without" ("requiring", "any", "player", "selection"). */
  excluded: Set<string>;
  /** Those words name a person in general ("manual", "user"), not only the other side's actor. */
  anyPerson: boolean;
}

const unattendedOf = perReading<Unattended | null>((reading) => readUnattended(reading));

/** The system is the subject: the system marker, or a system word in the subject ("The THEMAS system"). */
function systemSubject(clause: Clause, language: Language): boolean {
  if (clause.subject.has(SYSTEM_SUBJECT)) return true;
  return clause.subjectText.split(" ").some((w) => COMPARE_LEXICON[language].genericSubjects.has(fold(w)));
}

/** A word that is or ends with a person's part ("input", "Benutzereingabe"); with the person it opens with. */
function personPart(w: string): { part: boolean; person: boolean } {
  for (const p of PERSON_PARTS) {
    if (w === p) return { part: true, person: false };
    // "benutzereingabe": a German compound of the person and the part.
    if (w.endsWith(p)) return { part: true, person: [...MANUAL_PERSONS].some((m) => w.startsWith(m)) };
  }
  return { part: false, person: false };
}

function readUnattended(reading: ClauseReading): Unattended | null {
  const language = reading.language;
  const lex = reading.lexemes;
  const main = mainClause(reading);
  if (!main || main.action === null || lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return null;
  // The subject acts automatically: a system, by a system word or by its own name ("Der Kiosk").
  if (!main.modal || main.capability || main.negative || main.needNot) return null;
  const ws = markedWords(main.predicateText).map((x) => x.w);
  if (!ws.some((w) => AUTOMATIC_WORDS.has(w))) return null;
  for (let i = 0; i < ws.length; i++) {
    if (!UNATTENDED_WORDS.has(ws[i])) continue;
    const window = ws.slice(i + 1, i + 1 + UNATTENDED_REACH);
    let part = false;
    let anyPerson = false;
    for (const w of window) {
      const found = personPart(w);
      part ||= found.part;
      anyPerson ||= found.person || PERSON_MARKS.has(w) || PERSON_MARKS.has(stem(w, language));
    }
    if (part) return { clause: main, excluded: new Set(window.map((w) => stem(w, language))), anyPerson };
  }
  return null;
}

/** The person's own actors: the subject's stems, the system's own name and marker left out. */
function personActors(clause: Clause, language: Language): Set<string> {
  const system = new Set(
    clause.subjectText
      .split(" ")
      .filter((w) => COMPARE_LEXICON[language].genericSubjects.has(fold(w)))
      .map((w) => stem(fold(w), language)),
  );
  return new Set([...clause.subject].filter((s) => s !== SYSTEM_SUBJECT && s !== PRONOUN_SUBJECT && !system.has(s)));
}

/** The direct objects of a clause that name a thing ("the seat"), the generic ones and the excluded words left out. */
function things(clause: Clause, leave: ReadonlySet<string>): Set<string> {
  const from = clause.directObjects.size > 0 ? clause.directObjects : clause.allObjects;
  return new Set([...from].filter((o) => !GENERIC.has(o) && !leave.has(o) && !AUTOMATIC_STEMS.has(o)));
}

/**
 * The system does the action automatically and rules out a person's part; the other lets a named
 * person do the same action on the same things.
 */
function unattendedConflict(u: Unattended, other: ClauseReading, language: Language): Contradiction | null {
  const action = actionKey(u.clause.action)!;
  const mine = things(u.clause, u.excluded);
  for (const c of other.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (!c.capability || c.negative || c.actionNegative || c.action === null) continue;
    // The person chooses what the system sets: "choose a value for the reading-room temperature" / "automatically set the reading-room temperature".
    const chooses = CHOOSING.has(stem(fold(c.actionText), language)) && SETTING.has(stem(fold(u.clause.actionText), language));
    if (actionKey(c.action) !== action && !chooses) continue;
    // A system named as such is no person; nor is the subject that acts automatically.
    if (systemSubject(c, language) && !c.subject.has(SYSTEM_SUBJECT)) continue;
    const actors = personActors(c, language);
    if (actors.size === 0 || overlap(actors, personActors(u.clause, language)) > 0) continue;
    // "ohne Eingabe des Fahrgasts" against "Der Fahrgast": the genitive's stem differs by a letter.
    if (!(u.anyPerson || overlap(actors, u.excluded) > 0 || spellingVariants(actors, u.excluded))) continue;
    if (!sameCondition(u.clause, c)) continue;
    // What the person chooses may follow "for" ("select a value for the temperature").
    const theirs =
      chooses && actionKey(c.action) !== action ? new Set([...c.allObjects].filter((o) => !actors.has(o) && !GENERIC.has(o))) : things(c, actors);
    const common = overlap(mine, theirs);
    if (common === 0 || common / Math.min(mine.size, theirs.size) < UNATTENDED_MIN_SHARE) continue;
    return {
      kind: "agency",
      reason: reason(language, "agencyUnattended", {
        a: u.clause.predicateText,
        b: c.predicateText,
        person: c.subjectText,
        action: u.clause.actionText,
      }),
    };
  }
  return null;
}

export function agencyConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ua = unattendedOf(a);
  const ub = unattendedOf(b);
  const unattended = (ua ? unattendedConflict(ua, b, language) : null) ?? (ub ? unattendedConflict(ub, a, language) : null);
  if (unattended) return unattended;
  const awaited = awaitedConflict(a, b, language) ?? awaitedConflict(b, a, language);
  if (awaited) return awaited;
  const x = agencyOf(a);
  const y = agencyOf(b);
  const auto = x.automatic ? x : y.automatic ? y : null;
  const manual = auto === x ? y : x;
  if (auto === null || manual.person === null) return null;
  const common = shared(auto.terms, manual.terms);
  if (common < AGENCY_MIN_SHARED || common / Math.min(auto.terms.size, manual.terms.size) < AGENCY_MIN_SHARE) return null;
  return { kind: "agency", reason: reason(language, "agency", { a: auto.text, b: manual.text, person: manual.person }) };
}

/** Words after the person searched for the person's verb in English ("until the user explicitly selects"). */
const AWAITED_VERB_REACH = 3;
/** Words on either side of the action searched for "automatically" ("shall automatically select"). */
const AUTOMATIC_VERB_REACH = 2;
/** An English adverb ("explicitly"), skipped before the person's verb. */
const ADVERB_EN = /ly$/;

const AWAITING = new Set(AWAITING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const ARTICLES = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES]);

/** The system waits for a person or demands the person's doing: the person's verbs and the words of what is done. */
interface Awaited {
  clause: Clause;
  /** The person as written ("user", "the user"). */
  person: string;
  /** The action keys of the person's verb as written, and of the words next to it (an English phrasal verb). */
  verbs: Set<string>;
  /** The stems of the words of what the person does ("an item", "the pickup date"). */
  objects: Set<string>;
}

const awaitedOf = perReading<Awaited | null>((reading) => readAwaited(reading));

/** A content word that may name a person or a thing: no article, link, stopword or system word. */
function contentWord(w: string, language: Language): boolean {
  const L = COMPARE_LEXICON[language];
  return !ARTICLES.has(w) && !AWAITING_LINKS.has(w) && !L.stopwords.has(w) && !L.modals.has(w) && !PASSIVE_AUXILIARIES.has(w);
}

/**
 * "shall wait until the reader picks a title from the list", "shall ask the user to key in the pickup date",
 * "the user will be asked to log in", "muss warten, bis der Benutzer einen Eintrag auswählt", "muss den
 * Benutzer auffordern, das Abholdatum einzugeben": an obligation, positive, one sentence.
 */
function readAwaited(reading: ClauseReading): Awaited | null {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const main = mainClause(reading);
  if (!main || lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return null;
  // A negation in a trailing condition ("if the reader types fewer than three letters") leaves the demand.
  if (!main.modal || main.capability || main.negative || main.actionNegative || main.needNot) return null;
  const ws = markedWords(main.predicateText).map((x) => x.w);
  const d = ws.findIndex((w) => AWAITING.has(stem(w, language)));
  if (d < 0) return null;
  let person = -1;
  let personText: string;
  if (language === "en" && PASSIVE_AUXILIARIES.has(ws[d - 1] ?? "")) {
    // "the user will be asked to …": the person is the subject.
    if (main.patient.size === 0 || systemSubject(main, language)) return null;
    personText = main.subjectText;
  } else {
    // The person after the verb ("ask the user", "wait until the user", "warten, bis der Benutzer"), or
    // before it in German ("den Benutzer auffordern").
    const after = ws.findIndex((w, i) => i > d && contentWord(w, language));
    const before = ws.slice(0, d).findLastIndex((w) => contentWord(w, language));
    person = language === "en" || stem(ws[d], language) === stem(AWAITING_VERBS[AWAITING_VERBS.indexOf("warten")], "de") ? after : before;
    if (person < 0 || L.genericSubjects.has(ws[person])) return null;
    personText = written(main.predicateText, ws[person]);
  }
  const from = Math.max(d, person) + 1;
  const rest = ws.slice(from).filter((w) => contentWord(w, language));
  if (rest.length === 0) return null;
  // English: the verb follows the person, an adverb before it skipped; German: it ends the clause.
  const verbWords = language === "en" ? rest.filter((w) => !ADVERB_EN.test(w)).slice(0, AWAITED_VERB_REACH) : [rest[rest.length - 1]];
  const verbs = new Set(verbWords.map((w) => actionKey(conceptOfWord(w, language))!));
  const objectWords = language === "en" ? rest.slice(1) : rest.slice(0, -1);
  const objects = new Set(objectWords.map((w) => stem(w, language)).filter((o) => !GENERIC.has(o)));
  return { clause: main, person: personText, verbs, objects };
}

/** A folded word as the text writes it ("benutzer" -> "Benutzer"). */
function written(text: string, w: string): string {
  for (const raw of text.split(" ")) {
    const bare = markedWords(raw)[0]?.w;
    if (bare === w) return raw.replace(/[^\p{L}\p{N}_-]/gu, "");
  }
  return w;
}

/**
 * The system does the action automatically: "shall automatically pick the first title", "muss …
 * automatisch auswählen"; the system may have a name of its own ("The kiosk").
 */
const automaticOf = perReading<Clause | null>((reading) => {
  const main = mainClause(reading);
  if (!main || main.action === null || !main.modal || main.capability || main.negative || main.needNot) return null;
  const ws = markedWords(main.predicateText).map((x) => x.w);
  const at = ws.indexOf(fold(main.actionText).split(" ")[0] ?? "");
  if (at < 0) return null;
  const near = ws.slice(Math.max(0, at - AUTOMATIC_VERB_REACH), at + AUTOMATIC_VERB_REACH + 1);
  return near.some((w) => AUTOMATIC_WORDS.has(w)) ? main : null;
});

/**
 * The system waits for a person to do an action, or demands it of the person, and the other has the
 * system do the same action automatically on the same things; or do any action on them automatically
 * and without the person's part ("without user input"). Under the same leading condition.
 */
function awaitedConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const w = awaitedOf(a);
  if (w === null) return null;
  const auto = automaticOf(b);
  const u = unattendedOf(b);
  // The person who is waited for does not act automatically ("The user shall automatically …").
  if (auto !== null && personActors(auto, language).has(stem(fold(w.person), language))) return null;
  const found = [
    auto !== null && w.verbs.has(actionKey(auto.action)!) ? { clause: auto, mine: things(auto, new Set()) } : null,
    u !== null ? { clause: u.clause, mine: things(u.clause, u.excluded) } : null,
  ].find((x) => {
    if (x === null || !sameCondition(x.clause, w.clause)) return false;
    const common = overlap(x.mine, w.objects);
    return common > 0 && common / Math.min(x.mine.size, w.objects.size) >= UNATTENDED_MIN_SHARE;
  });
  if (!found) return null;
  return {
    kind: "agency",
    reason: reason(language, "agencyAwaited", {
      a: found.clause.predicateText,
      b: w.clause.predicateText,
      person: w.person,
      action: found.clause.actionText,
    }),
  };
}
