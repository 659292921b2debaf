/**
 * Who may perform an action: one requirement names the only actors who may, the other lets
 * a different actor, or every actor, do the same thing to the same object.
 *
 *   "Only the head of department shall be able to approve a travel request."
 *   "The system shall only allow accountants to approve travel requests."
 *   "The system shall restrict the approval of travel requests to the head of department."
 *   "A team member shall be able to approve a travel request."
 *   "Every employee shall be able to approve travel requests."
 *   "Das System darf nur Abteilungsleitern erlauben, Reiseanträge zu genehmigen."
 *   "Jeder Mitarbeiter muss Reiseanträge genehmigen können."
 *
 * A frame is read from each positive clause with an actor other than the system: the action,
 * the object words and the actors. It is exclusive when the actor is marked with "only"
 * ("Only the clerk shall …", "shall allow only clerks to …", "shall only allow clerks to …",
 * "darf nur Sachbearbeitern erlauben …"), or when a restricting verb confines the action to
 * actors ("shall restrict the approval of requests to the clerk"); then the action is a noun
 * among its objects ("approval", "installation": WordNet's nouns of action name their verb) and
 * must be the other side's verb (a noun WordNet does not list, "confirmation", is its verb's noun by
 * its ending and its start: NOUNS_OF_ACTION, opt-out.ts sameWord). In English the frame is read
 * from the words of the predicate (restrictedEn): "restrict the ability to cancel a booking to …"
 * confines "cancel", "restrict access to the audit reports to …" every action on the reports, and
 * the actors follow the "to" that comes after what is confined. The German reading keeps
 * no prepositional phrases, so "auf … beschränken" is not read as naming actors. It is universal when the actor is quantified with "all", "any", "every",
 * "jeder" (UNIVERSAL_WORDS).
 *
 * The two frames conflict when one is exclusive, the other is not, the action is the same
 * (meaning stems: "add" and "create" are one action) and the objects are the same thing
 * (half of the smaller side's object words shared, at least one), the leading conditions
 * agree or the exclusive side has none (only the accountant, at all times, against the clerk
 * once the month is closed; a restriction under a condition is an exception to the rule and no
 * conflict), and the actors differ: no actor word in common and no misspelling of one another,
 * two roles on one head word ("only the finance manager" / "the sales manager", each with a word
 * of its own that is no qualifier from ROLE_QUALIFIERS: "the designated administrator" is the
 * administrator), or the non-exclusive side names every actor. A reflexive object ("remove
 * himself from the list") is the actor itself. A group on the exclusive side ("only
 * registered users") may contain the other actor and is no conflict, unless the other side
 * names every one of them ("all users" against "only users with a verified account") or the
 * group as such ("The user can request an exchange" against "… restrict exchange requests to
 * users who are verified collectors"), or the restriction narrows the group by what it holds and
 * the other side names an actor of its own ("… restrict the ability to cancel a booking to users
 * holding the travel desk key" against "The team assistant shall be able to cancel a booking") or
 * the group with no word of what is held ("… to users who hold the moderator role" against "a
 * registered user"). A grantee narrowed by what it holds ("allow only users with the archive role to
 * …", "darf nur Benutzern mit der Rolle ARCHIV erlauben") meets another actor who is able to act
 * ("the records clerk shall be able to …") or is stated to act itself ("The night scheduler shall
 * cancel unpaid bookings", "Der Nachtlauf muss offene Buchungen stornieren"), and names nothing of
 * what is held; a passive or a description ("Bookings should be cancellable online") names no actor.
 * A grant of a role grants the authority that comes with it: "allow only users holding the desk key
 * to be treated as cashiers and have the authority to cancel bookings" (or "full access privileges
 * to the booking records": every action on them), "Nur Benutzer mit dem Schlüssel KASSE dürfen als
 * Kassierer gelten und Buchungen stornieren"; the role granted ("the cashier") is no other actor. A
 * gerund after the role names the action: "to be recognized as authorized planners for adding new
 * train services".
 * A restriction read from its words meets only a stated requirement (a modal or "able to"), not
 * a heading or a description.
 *
 * The system may grant the action to any actor ("shall allow any registered member to add titles
 * to the reading list", "muss jedem angemeldeten Mitglied erlauben, Titel … hinzuzufügen"): that
 * meets a named actor of another kind who is able to do the same thing ("The librarian shall be
 * able to add titles …", a scenario's "When the librarian adds …"), not the same role, a group, a
 * service stated to do it itself, a passive, or one under a condition the grant lacks.
 * Verbs coordinated with the action are actions of their own, not objects: "to add, change or
 * remove rooms", "Räume anzulegen, zu ändern oder zu entfernen", "anlegen, ändern oder löschen";
 * a system that names itself ("The booking system will provide … the ability to create or …") keeps
 * its first verb alone, and a verb is written in lower case ("a Program Manager or …" is a name).
 * Coordinated actors count one by one: "Ward managers and duty nurses" (or "Ward Managers/Duty
 * Nurses") against "only users holding the WARD key … treated as ward managers": the duty nurses are
 * another actor. An actor with a negating prefix is another actor: "only registered members" against
 * "unregistered visitors" (NEGATING_PREFIXES); a restriction's side of an antonym pair is read from
 * the word that names the other's action ("restrict the ability to open private lockers": "private"
 * qualifies the lockers). A light verb's object names the action when the reading took a modifier
 * of it for the action: "perform ticket refunds" refunds tickets, "Erstattungen von Fahrkarten
 * durchführen" erstattet Fahrkarten. What the system shows to every actor, every actor views: "shall
 * display the seat map to every passenger" against "allow only the conductor to view the seat map";
 * "every passenger" against "only passengers" names the same actors.
 * A grantee of two names whose noun the reading took for the action ("shall allow a Station Manager or
 * duty clerk to remove …") is read again as that grantee's ability (grantee-clause.ts). A grantee followed by
 * an apposition between commas is read without it ("shall allow only the records officer, and not a
 * ward clerk, to delete …", "darf nur dem Archivbeauftragten, nicht aber …, erlauben, …"); "and only
 * the head librarian" there makes the grantee the only one. A participle after the grantee grants
 * the action (English): "to be authorized for catalogue deletion" (a noun of action, or a gerund),
 * "to be the only ones authorized to rename lockers" ("only" before it: the only ones).
 * The grantor's own name is no actor: "The loan desk shall allow users to renew loans" names the
 * users (the subject as written); the whole group against a qualified one must then be about the
 * same thing whole ("refund requests" are no "complaint requests"). "restrict modifications to
 * submitted rosters to the ward manager": after a noun of action the first "to" names what is
 * modified when a second one names the actors. A grant to the group narrowed by what it holds ("allow only
 * users with the archive role to export the loan history") meets the group named with no word of what is
 * held ("Enable a logged in user to export his loan history"), about the same thing whole; a role that is
 * the group word alone ("viewed as a clinical user") is no actor of its own. The negative side of an
 * antonym pair ("decline", "ablehnen") is an action of its own, not a prohibition; it meets only the
 * same side ("decline" against "accept" is another thing to do). A verb of starting names the action
 * by its noun: "only librarians shall initiate reservation cancellations" cancels reservations, "eine
 * Stornierung der Reservierung einleiten" storniert sie (INITIATING_VERBS). "specify" and "define"
 * ("festlegen", "definieren") are one action here (AGENT_ACTION_SYNONYMS).
 * The only actors' general action covers another actor's specific one (the lexicon's HYPONYMS, access
 * left aside): "Only holders of the KEYS role shall be permitted to modify the locker list" against
 * "The porter can remove lockers from the locker list". The nouns joined to an English direct object are
 * objects of the action too: "download session slides and speaker notes from the conference app".
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { readRequirement } from "../../reading/index.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import {
  MAX_PAIRED_CLAUSES,
  actionKey,
  actionKeys,
  conceptOfWord,
  isSubset,
  overlap,
  sameCondition,
  spellingVariants,
  perReading,
  markedWords,
} from "./frame.js";
import {
  ABILITY_NOUNS,
  DEFINITE_ARTICLES,
  HOLDING_WORDS,
  INDEFINITE_ARTICLES,
  LIST_JOINERS,
  NO_ONE_WORDS,
  OCCASION_VERBS,
  PASSIVE_AUXILIARIES,
  PASSIVE_AUXILIARIES_DE,
  STANDING_VERBS,
  AUTHORITY_NOUNS,
  AUTHORITY_PREPS,
  HAVE_WORDS,
  STANDING_VERBS_DE,
  AUTHORITY_NOUNS_DE,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  REFLEXIVE_PRONOUNS,
  RESTRICTED_TO,
  RESTRICTING_QUALIFIERS,
  RESTRICTING_VERBS,
  ROLE_QUALIFIERS,
  SINGLE_WORDS,
  UNIVERSAL_WORDS,
  OTHER_WORDS,
  BY_DOING,
  ANY_GRANTEE_WORDS,
  WORD_EDGE_MARKS,
  AUTHORISED_WORDS,
  PHRASE_STOPS,
  AUTHORISED_PHRASE_ENDS,
  SOLE_WORDS,
  PERSON_RELATIVES,
  NEGATING_PREFIXES,
  SHOWING_VERBS,
  VIEWING_VERBS,
  EVERY_RECIPIENT_WORDS,
  NOUNS_OF_ACTION,
  AGENT_ACTION_SYNONYMS,
  INITIATING_VERBS,
  OF_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { grantToNamedActor, grantWithoutRelative } from "./grantee-clause.js";
import { passiveAgents, type PassiveAgents } from "./passive-agents.js";
import { sameWord } from "./opt-out.js";
import { EXCLUSIVE_EN } from "../../lexicon/en/compare-polarity.js";
import { EXCLUSIVE_DE } from "../../lexicon/de/compare-polarity.js";
import { ACCESS_LIKE_EN, EXCEPTIONS_EN, GENERIC_OBJECTS_EN, GROUP_ACTORS_EN, PREPS_EN, RELATIVES_EN } from "../../lexicon/en/compare-clauses.js";
import { ACCESS_LIKE_DE, EXCEPTIONS_DE, GENERIC_OBJECTS_DE, GROUP_ACTORS_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least share of the smaller side's object words that the other side has too. */
export const AGENT_MIN_OBJECT_SHARE = 0.5;
/** Words after the first actor word searched for a qualifier ("to registered users who …"). */
const QUALIFIER_REACH = 2;
/** An English gerund ("limited to changing …"). */
const GERUND = /ing$/;
/** Words between "only" and the granting verb ("shall only explicitly allow"). */
const ONLY_REACH = 2;

const RESTRICTING = new Set(RESTRICTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);
const GROUPS = new Set([...GROUP_ACTORS_EN, ...GROUP_ACTORS_DE]);
const REFLEXIVE = new Set([...REFLEXIVE_PRONOUNS].map((w) => stem(w, "en")));
const DEFINITE = new Set([...DEFINITE_ARTICLES, ...EXCLUSIVE_EN, ...EXCLUSIVE_DE]);

interface AgentFrame {
  /** The action's meaning stem; null for a restricting verb, whose action is among the objects. */
  action: string | null;
  /** The action as written, for the reason. */
  actionText: string;
  objects: Set<string>;
  /** A restricting verb's frame: the meaning stems of the actions it confines ("approval", "ability to approve"). */
  confined: Set<string>;
  /** A restricting verb's frame that confines access: every action on its objects ("restrict access to the archive to …"). */
  access: boolean;
  /** The stems of the verbs it confines as written ("the ability to decline offers" -> declin). */
  actionStems: Set<string>;
  actors: Set<string>;
  /** Coordinated actors, each on its own ("Program managers and ward clerks" -> program, manag / ward, clerk). */
  groups: Set<string>[];
  actorText: string;
  /** The actors after "restrict … to" carry a qualifier: "to users who …", "to users with …". */
  qualified: boolean;
  /** The words of that qualifier ("who hold the admin role" -> hold, admin, role). */
  qualifier: Set<string>;
  /** The role the actors are to be treated as ("to be treated as cashiers and have …" -> cashier). */
  role: Set<string>;
  /** A prohibition: a negative clause, or an actor quantified with "no" / "kein". */
  denied: boolean;
  /**
   * The action is written as the negative side of an antonym pair ("decline", "ablehnen"): one
   * action with "accept" for the meaning stem, but not the same thing to do.
   */
  opposite: boolean;
  exclusive: boolean;
  universal: boolean;
  /** A prohibition for every actor: "shall prevent users from …", "no user shall …". */
  everyone: boolean;
  /** The predicate as written when the frame is read from a rewording (an apposition left out). */
  quote?: string;
  /** The system grants the action to any actor: "shall allow any registered user to …", "muss jedem Mitarbeiter erlauben, …". */
  anyone: boolean;
  clause: Clause;
}

/** The frames of a requirement, read once and kept with its reading. */
const framesOf = perReading<AgentFrame[]>((reading) => read(reading).map(oneAction));

/** Action keys that name one action for who may do it ("specifi" -> "defin", AGENT_ACTION_SYNONYMS). */
const SAME_ACTION = new Map<string, string>(
  AGENT_ACTION_SYNONYMS.flatMap((group) =>
    (["en", "de"] as const).flatMap((language) => {
      const head = actionKey(conceptOfWord(group[0], language))!;
      return group.map((w) => [actionKey(conceptOfWord(w, language))!, head] as const);
    }),
  ),
);

/** A frame with its action, and the actions it confines, named by the first word of their group ("specify" as "define"). */
function oneAction(f: AgentFrame): AgentFrame {
  const one = (a: string) => SAME_ACTION.get(a) ?? a;
  if ((f.action === null || !SAME_ACTION.has(f.action)) && ![...f.confined].some((c) => SAME_ACTION.has(c))) return f;
  return { ...f, action: f.action === null ? null : one(f.action), confined: new Set([...f.confined].map(one)) };
}

/**
 * Lower-case words of a text, commas taken off. A split on a string, not on a regular
 * expression: that one is run again at every character of a text without a separator.
 */
function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(" ")) {
    const w = raw.endsWith(",") ? raw.slice(0, -1) : raw;
    if (w !== "") out.push(w);
  }
  return out;
}

/** How far after the exception word "other" may stand ("excluding all other", "ausgenommen alle anderen"). */
const OTHER_REACH = 2;

const SENTENCE_END = /[.;:]$/;

const EXCEPTION_WORDS = new Set([...EXCEPTIONS_EN, ...EXCEPTIONS_DE]);

/**
 * "restrict cancelling to the desk role, excluding all other users", "ausgenommen alle anderen Benutzer": every
 * exception of the clause excludes the other actors, which restates the restriction; it qualifies nothing.
 */
function excludesOthers(clause: Clause): boolean {
  const ws = words(clause.predicateText).map((w) => fold(w.replace(SENTENCE_END, "")));
  let found = false;
  for (let t = 0; t < ws.length; t++) {
    if (!EXCEPTION_WORDS.has(ws[t])) continue;
    if (!ws.slice(t + 1, t + 2 + OTHER_REACH).some((w) => OTHER_WORDS.has(w))) return false;
    found = true;
  }
  return found;
}

/**
 * The first clause read without a closing exception that excludes every other actor: "The system shall restrict
 * cancelling to the desk role, excluding all other users" as "… to the desk role."; the German reading takes the
 * exception's noun for the verb, which ends the clause ("…, Buchungen zu stornieren, ausgenommen alle anderen Benutzer").
 */
function withoutOthers(reading: ClauseReading, clause: Clause): ClauseReading | null {
  if (clause !== reading.clauses[0] || !excludesOthers(clause)) return null;
  const ws = clause.predicateText.split(" ");
  const modal = fold(ws[0] ?? "");
  const at = reading.lexemes.findIndex((x) => x.w === modal);
  const cut = ws.findIndex((w, i) => i > 0 && ws[i - 1].endsWith(",") && EXCEPTION_WORDS.has(fold(w.toLowerCase())));
  if (at <= 0 || cut < 0) return null;
  const subject = reading.lexemes
    .slice(0, at)
    .map((x) => x.text)
    .join(" ");
  const kept = ws.slice(0, cut).join(" ");
  return readRequirement(`${subject} ${kept.slice(0, -1)}.`, reading.language);
}

/**
 * "shall only allow clerks to …", "darf nur Sachbearbeitern erlauben": "only" next to the granting
 * verb, with the actor named after "only". "The teachers shall only be allowed to edit comments"
 * restricts what they edit, not who edits.
 */
function grantsOnly(clause: Clause, language: Language, actorNamed = true): boolean {
  const L = COMPARE_LEXICON[language];
  const ws = words(clause.predicateText);
  const actor = words(clause.subjectText).find((w) => !L.exclusive.has(w) && !DEFINITE.has(w));
  if (actorNamed && actor === undefined) return false;
  const lastActor = actorNamed ? ws.lastIndexOf(actor!) : ws.length;
  for (let i = 0; i < lastActor; i++) {
    if (!L.exclusive.has(ws[i])) continue;
    for (let j = Math.max(0, i - ONLY_REACH); j <= Math.min(ws.length - 1, i + ONLY_REACH); j++) {
      if (j !== i && PERMISSION_STEMS.has(stem(ws[j], language))) return true;
    }
    // "darf nur Benutzern mit der Rolle ARCHIV erlauben, …": the granting verb after the grantee's phrase.
    if (actorNamed && PERMISSION_STEMS.has(stem(granteePhrase(clause, language, true), language))) return true;
  }
  return false;
}

/** A restricting verb ("restrict", "beschränken"): the action it confines is among its objects. */
export function restrictsAction(clause: Clause): boolean {
  return clause.action !== null && RESTRICTING.has(actionKey(clause.action)!);
}

/**
 * Actors follow "to" in "restrict … to the clerks": a definite or bare noun phrase, not "to a
 * single store" (one alternative, restriction.ts), "to occur …" (an occasion) nor "to changing
 * the parameters" (an action).
 */
function namesActors(clause: Clause): boolean {
  const ws = words(clause.predicateText);
  const at = ws.findIndex((w) => RESTRICTED_TO.has(w));
  const next = ws.slice(at + 1).find((w) => !DEFINITE.has(w));
  if (at < 0 || next === undefined) return false;
  return !INDEFINITE_ARTICLES.has(next) && !SINGLE_WORDS.has(next) && !OCCASION_VERBS.has(next) && !GERUND.test(next);
}

/** The word after "only" next to a granting verb when the clause names no actor ("erlauben … nur Buchhaltern"). */
function granteeAfterOnly(clause: Clause, language: Language): string | null {
  if (!grantsOnly(clause, language, false)) return null;
  const L = COMPARE_LEXICON[language];
  const ws = words(clause.predicateText);
  const at = ws.findIndex((w) => L.exclusive.has(w));
  const next = ws.slice(at + 1).find((w) => !DEFINITE.has(w));
  return next !== undefined && clause.allObjects.has(stem(next, language)) ? next : null;
}

/** A qualifier right after the actors a restricting verb names ("to users who …", "to users with …"). */
function qualifiedActors(clause: Clause): boolean {
  const ws = words(clause.predicateText);
  const at = ws.findIndex((w) => RESTRICTED_TO.has(w));
  const from = ws.findIndex((w, i) => i > at && !DEFINITE.has(w));
  return from > at && ws.slice(from + 1, from + 1 + QUALIFIER_REACH).some((w) => RESTRICTING_QUALIFIERS.has(w));
}

/**
 * The words from the grantee after "only" to the granting verb or a comma ("nur Benutzern mit der
 * Rolle ARCHIV erlauben"); with `verb`, the word that ended it (the granting verb, or "").
 */
function granteePhrase(clause: Clause, language: Language, verb = false): string {
  const L = COMPARE_LEXICON[language];
  const ws = clause.predicateText.toLowerCase().split(" ");
  const at = ws.findIndex((w) => L.exclusive.has(w));
  const out: string[] = [];
  for (const w of ws.slice(at + 1)) {
    const bare = w.endsWith(",") ? w.slice(0, -1) : w;
    if (PERMISSION_STEMS.has(stem(bare, language))) return verb ? bare : out.join(" ");
    if (bare !== w) break;
    out.push(w);
  }
  return verb ? "" : out.join(" ");
}

/** The words after a qualifier of the actor as written ("users with the ADMIN role" -> admin, role). */
function qualifierOf(actorText: string, language: Language): Set<string> {
  const ws = words(actorText);
  const at = ws.findIndex((w, i) => i > 0 && (RESTRICTING_QUALIFIERS.has(w) || HOLDING_WORDS.has(w)));
  return at > 0 ? heldWords(ws.slice(at + 1), language) : new Set();
}

/** The stems of what a qualifier names, its articles and stopwords left out ("the archive key" -> archiv, key). */
function heldWords(ws: readonly string[], language: Language): Set<string> {
  const out = new Set<string>();
  for (const w of ws) if (!COMPARE_LEXICON[language].stopwords.has(w) && !DEFINITE.has(w)) out.add(stem(w, language));
  return out;
}

/** The first word of the subject as written ("Only users …" -> only). */
function first0(clause: Clause): string {
  return words(clause.subjectText)[0] ?? "";
}

/**
 * The actors of a clause as its subject is written: "The flight console shall allow pilots to …"
 * reads the console's name into the subject next to the pilots; the pilots are the actors.
 */
function writtenActors(clause: Clause, language: Language): Set<string> {
  const all = actorsOf(clause);
  const written = new Set(words(clause.subjectText).map((w) => stem(fold(w).replace(/[^\p{L}\p{N}_-]/gu, ""), language)));
  const named = new Set([...all].filter((a) => written.has(a)));
  return named.size > 0 ? named : all;
}

function actorsOf(clause: Clause): Set<string> {
  return new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
}

const EN = COMPARE_LEXICON.en;
/** Endings of an English noun of action ("confirmation", "publication"). */
const NOUN_ENDINGS_EN = NOUNS_OF_ACTION.en;
const ACCESS_EN = new Set(ACCESS_LIKE_EN);
const STOPS_EN = new Set([...PREPS_EN, ...RELATIVES_EN, ...RESTRICTING_QUALIFIERS, ...HOLDING_WORDS]);
/** Most words of the actors a restricting verb names ("to authorised members of the finance team"). */
const ACTOR_MAX_WORDS = 4;

/** The meaning stem of an English word's stem ("add" and "creat" are one action). */
function conceptOf(stemmed: string): string {
  return EN.concept.get(stemmed) ?? stemmed;
}

/** The "to" at `t` names actors: a definite or bare noun phrase, not "to a single store", "to occur", "to changing". */
function actorsFollow(ws: ReadonlyArray<{ w: string }>, t: number): boolean {
  const next = ws.slice(t + 1).find((x) => !DEFINITE.has(x.w))?.w;
  return next !== undefined && !INDEFINITE_ARTICLES.has(next) && !SINGLE_WORDS.has(next) && !OCCASION_VERBS.has(next) && !GERUND.test(next);
}

/** Another "to" naming actors later in the same phrase ("… to submitted orders to the shift leader"). */
function laterActors(ws: ReadonlyArray<{ w: string; stop: boolean }>, t: number): boolean {
  for (let k = t + 1; k < ws.length; k++) {
    if (ws[k - 1].stop) return false;
    if (RESTRICTED_TO.has(ws[k].w) && actorsFollow(ws, k)) return true;
  }
  return false;
}

/**
 * An English restricting verb's frame, read from the words of its predicate: what it confines
 * lies between the verb and the "to" that names the actors; "the ability to approve …" names the
 * action, "access to …" every action, and their "to" names no actors ("restrict the ability to
 * modify lab sections to users holding the lab key", "restrict access to the archive to the
 * auditors"). The actors are the words after that "to" up to a qualifier, a preposition or a
 * punctuation mark; a qualifier there ("who …", "with …", "holding …") marks them qualified.
 */
function restrictedEn(clause: Clause): AgentFrame | null {
  // The system restricts; a person who may restrict ("allow the user to limit access") chooses.
  if (clause.capability) return null;
  const ws = markedWords(clause.predicateText);
  const verb = ws.findIndex((x) => RESTRICTING.has(stem(x.w, "en")));
  if (verb < 0) return null;
  const confined = new Set<string>();
  const actionStems = new Set<string>();
  let access = false;
  let at = -1;
  for (let t = verb + 1; t < ws.length && at < 0; t++) {
    if (!RESTRICTED_TO.has(ws[t].w) || ws[t - 1].stop) continue;
    const before = ws[t - 1].w;
    if (ABILITY_NOUNS.has(before)) {
      if (ACCESS_EN.has(stem(before, "en"))) access = true;
      else if (t + 1 < ws.length) {
        confined.add(conceptOf(stem(ws[t + 1].w, "en")));
        actionStems.add(stem(ws[t + 1].w, "en"));
      }
      continue;
    }
    // "restrict modifications to submitted orders to the shift leader": the first "to" names what is modified.
    if (actorsFollow(ws, t) && EN.actionOfNoun.has(stem(before, "en")) && laterActors(ws, t)) continue;
    if (actorsFollow(ws, t)) at = t;
    // "limited to changing the parameters used to perform …": the action is confined, not its actors.
    else if (!INDEFINITE_ARTICLES.has(ws[t + 1]?.w ?? "") && !SINGLE_WORDS.has(ws[t + 1]?.w ?? "")) break;
  }
  if (at < 0) return null;
  const actors = new Set<string>();
  const actorWords: string[] = [];
  let qualified = false;
  let qualifier = new Set<string>();
  for (let t = at + 1; t < ws.length && actorWords.length < ACTOR_MAX_WORDS; t++) {
    const w = ws[t].w;
    if (STOPS_EN.has(w)) {
      qualified = actorWords.length > 0 && (RESTRICTING_QUALIFIERS.has(w) || HOLDING_WORDS.has(w));
      if (qualified)
        qualifier = heldWords(
          ws.slice(t + 1).map((q) => q.w),
          "en",
        );
      break;
    }
    if (DEFINITE.has(w) || EN.exclusive.has(w) || LIST_JOINERS.has(w)) {
      if (ws[t].stop) break;
      continue;
    }
    if (EN.stopwords.has(w)) break;
    actorWords.push(w);
    actors.add(stem(w, "en"));
    if (ws[t].stop) break;
  }
  if (actors.size === 0) return null;
  const objects = new Set<string>();
  for (let t = verb + 1; t < at; t++) {
    const w = ws[t].w;
    if (ABILITY_NOUNS.has(w) || DEFINITE.has(w) || EN.stopwords.has(w) || RESTRICTED_TO.has(w) || EN.exclusive.has(w)) continue;
    const s = stem(w, "en");
    if (s.length < 2 || GENERIC.has(s) || !clause.allObjects.has(s)) continue;
    objects.add(s);
    confined.add(conceptOf(s));
    // "restrict the installation of …" confines "install".
    const verb = EN.actionOfNoun.get(s);
    if (verb !== undefined) confined.add(verb);
    // "restrict purchase confirmation to …": a noun of action WordNet does not list confines its verb (sameThing).
    else if (NOUN_ENDINGS_EN.some((e) => w.endsWith(e))) actionStems.add(s);
  }
  if (objects.size === 0) return null;
  return {
    action: null,
    actionText: "",
    objects,
    confined,
    access,
    actionStems,
    actors,
    groups: [],
    actorText: actorWords.join(" "),
    exclusive: true,
    universal: false,
    qualified,
    qualifier,
    role: new Set(),
    denied: false,
    opposite: [...objects].some((o) => EN.negativeSide.has(o)),
    everyone: false,
    anyone: false,
    clause,
  };
}

/** Most words of a German role ("als leitende Kassierer"). */
const ROLE_MAX_WORDS = 3;
/** The German "to" of an infinitive ("zu ändern"). */
const ZU_DE = "zu";
/** The German "as" before a role. */
const AS_DE = "als";

/** Most words between "have" and the noun of authority ("have full access privileges to …"). */
const AUTHORITY_REACH = 3;

/** What a grant of a role names: the role, and the action or access that comes with it. */
interface Standing {
  role: Set<string>;
  action: string | null;
  actionText: string;
  objects: Set<string>;
}

/**
 * A grant of a role with the authority that comes with it: "allow only users holding the desk key
 * to be treated as cashiers and have the authority to cancel bookings" grants "cancel bookings";
 * "… and have full access privileges to the booking records" grants every action on the records.
 * The role is read too ("cashier"): the actor who is that role is the one the grant names.
 */
function standingGrantEn(clause: Clause): Standing | null {
  const ws = markedWords(clause.predicateText);
  const at = ws.findIndex((x, i) => i > 0 && STANDING_VERBS.has(x.w) && ws[i - 1].w === "be" && ws[i + 1]?.w === "as" && !x.stop);
  if (at < 0) return null;
  const role = new Set<string>();
  let t = at + 2;
  for (; t < ws.length && !LIST_JOINERS.has(ws[t].w); t++) {
    // "to be recognized as authorized planners for adding new train services": the gerund is the action.
    if (ws[t].w === "for" && role.size > 0 && GERUND.test(ws[t + 1]?.w ?? "") && !ws[t + 1].stop)
      return granting(role, conceptOf(stem(ws[t + 1].w, "en")), ws[t + 1].w, objectsFrom(clause, ws, t + 2));
    if (ws[t].stop) return null;
    if (!DEFINITE.has(ws[t].w) && !EN.stopwords.has(ws[t].w)) role.add(stem(ws[t].w, "en"));
  }
  if (role.size === 0 || !HAVE_WORDS.has(ws[t + 1]?.w ?? "")) return null;
  let access = false;
  let named: { w: string; action: string } | null = null;
  let noun = -1;
  for (let k = t + 2; k < Math.min(ws.length, t + 3 + AUTHORITY_REACH) && noun < 0; k++) {
    const s = stem(ws[k].w, "en");
    if (ACCESS_EN.has(s)) access = true;
    else if (AUTHORITY_NOUNS.has(ws[k].w)) noun = k;
    // "full editing privileges for …", "deletion rights to …": the action is named before the noun of authority.
    else if (GERUND.test(ws[k].w) || EN.actionOfNoun.has(s)) named = { w: ws[k].w, action: conceptOf(EN.actionOfNoun.get(s) ?? s) };
    if (ws[k].stop) break;
  }
  if (noun < 0 || ws[noun].stop) return null;
  const prep = ws[noun + 1]?.w ?? "";
  if (!RESTRICTED_TO.has(prep) && !(named !== null && AUTHORITY_PREPS.has(prep))) return null;
  if (named !== null && !access) return granting(role, named.action, named.w, objectsFrom(clause, ws, noun + 2));
  // "full access privileges to the records": every action on them; "the authority to cancel bookings": one action.
  const from = access ? noun + 2 : noun + 3;
  if (!access && from - 1 >= ws.length) return null;
  const verb = access ? "" : ws[noun + 2].w;
  return granting(role, access ? null : conceptOf(stem(verb, "en")), verb, objectsFrom(clause, ws, from));
}

/** Words before an authorising participle searched for "only" ("to be the only ones authorized to …"). */
const SOLE_REACH = 3;

/** Whether a text holds an authorising participle anywhere (read before its words are). */
function namesAuthorising(text: string): boolean {
  const lower = text.toLowerCase();
  for (const w of AUTHORISED_WORDS) if (lower.includes(w)) return true;
  return false;
}

/** Where an authorising participle before "to" or "for" stands ("authorized for …"), or -1. */
function authorisingAt(ws: readonly Written[]): number {
  return ws.findIndex((x, i) => i > 0 && AUTHORISED_WORDS.has(x.w) && !x.stop && (ws[i + 1]?.w === "to" || ws[i + 1]?.w === "for"));
}

/** "to be the only ones authorized to …", "the sole users permitted to …": the grantees are the only ones. */
function soleGrantee(clause: Clause): boolean {
  if (!namesAuthorising(clause.predicateText)) return false;
  const ws = writtenWords(clause.predicateText);
  const a = authorisingAt(ws);
  return a > 0 && ws.slice(Math.max(0, a - SOLE_REACH), a).some((x) => SOLE_WORDS.has(x.w));
}

/**
 * An action granted by a participle after the grantee: "to be authorized for the renewal of reserved
 * loans" (a noun of action, its objects after "of"), "… for catalogue deletion" (the objects before
 * it), "… for renumbering shelves" (a gerund), "to be the only ones authorized to rename
 * lockers" (a verb; "only" before it makes the grantees the only ones).
 */
function authorisedEn(clause: Clause): Standing | null {
  if (!namesAuthorising(clause.predicateText)) return null;
  const ws = writtenWords(clause.predicateText);
  const a = authorisingAt(ws);
  if (a < 0 || a + 2 >= ws.length) return null;
  // The reading's own action after the participle stands ("authorized to apply flight operations": a light verb).
  if (ws.findIndex((x) => x.w === clause.actionText.toLowerCase()) > a) return null;
  if (ws[a + 1].w === "to") {
    const verb = ws[a + 2];
    if (verb.w === "be" || verb.stop) return null;
    const objects = objectsFrom(clause, ws, a + 3);
    return objects.size === 0 ? null : { role: new Set(), action: actionKey(conceptOf(stem(verb.w, "en")))!, actionText: verb.text, objects };
  }
  // "for the configuration of …", "for the deletion of stock records", "for decoding errors".
  let end = a + 2;
  while (end < ws.length && !AUTHORISED_PHRASE_ENDS.has(ws[end].w) && !ws[end - 1]?.stop) end++;
  for (let k = a + 2; k < end; k++) {
    const s = stem(ws[k].w, "en");
    if (GERUND.test(ws[k].w)) {
      const objects = objectsFrom(clause, ws, k + 1);
      return objects.size === 0 ? null : { role: new Set(), action: actionKey(conceptOf(s))!, actionText: ws[k].text, objects };
    }
    const verb = EN.actionOfNoun.get(s);
    if (verb === undefined) continue;
    const objects = new Set([...objectsFrom(clause, ws, a + 2)].filter((o) => o !== s));
    if (ws[end]?.w === "of") for (const o of objectsFrom(clause, ws, end + 1)) objects.add(o);
    return objects.size === 0 ? null : { role: new Set(), action: actionKey(conceptOf(verb))!, actionText: ws[k].text, objects };
  }
  return null;
}

/** A grant of a role that names what it is about, or none. */
function granting(role: Set<string>, action: string | null, actionText: string, objects: Set<string>): Standing | null {
  return objects.size === 0 ? null : { role, action, actionText, objects };
}

/** The object words of a clause from word `from` to the end of its phrase ("all the booking records" -> book, record). */
function objectsFrom(clause: Clause, ws: ReadonlyArray<{ w: string; stop: boolean }>, from: number): Set<string> {
  const objects = new Set<string>();
  for (let k = from; k < ws.length; k++) {
    const w = ws[k].w;
    const o = stem(w, "en");
    if (!DEFINITE.has(w) && !UNIVERSAL_WORDS.has(w) && !EN.stopwords.has(w) && !GENERIC.has(o) && clause.allObjects.has(o)) objects.add(o);
    if (ws[k].stop) break;
  }
  return objects;
}

/**
 * A German grant of a role: "nur Benutzern mit dem Schlüssel KASSE erlauben, als Kassierer zu gelten
 * und Buchungen zu stornieren". The reading keeps the final verb as the action; the role ("kassier")
 * and its verb ("gelt") are words of the role, not objects of the action.
 */
function standingRoleDe(clause: Clause): { role: Set<string>; words: Set<string> } | null {
  const ws = words(clause.predicateText);
  const at = ws.indexOf(AS_DE);
  if (at < 0) return null;
  const role = new Set<string>();
  for (let t = at + 1; t < ws.length; t++) {
    const w = ws[t].endsWith(".") ? ws[t].slice(0, -1) : ws[t];
    if (STANDING_VERBS_DE.has(w)) {
      if (role.size === 0) return null;
      return { role, words: new Set([...role, stem(w, "de"), ...[...AUTHORITY_NOUNS_DE].map((n) => stem(n, "de"))]) };
    }
    if (!DEFINITE.has(w) && !COMPARE_LEXICON.de.stopwords.has(w)) role.add(stem(w, "de"));
    if (role.size > ROLE_MAX_WORDS) return null;
  }
  return null;
}

function read(reading: ClauseReading): AgentFrame[] {
  const language = reading.language;
  const out: AgentFrame[] = [];
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    // "shall allow only the security officer, and not an administrator, to delete …": read without the apposition.
    const plain = clause.condition.size === 0 && !clause.negative ? grantWithoutApposition(clause, language, writtenSubject(reading, clause)) : null;
    if (plain) {
      const held = heldWords(plain.held, language);
      for (const f of framesOf(plain.reading)) out.push({ ...f, quote: clause.predicateText, qualifier: new Set([...f.qualifier, ...held]) });
      break;
    }
    // "darf nur Benutzern mit der Rolle KASSE erlauben, …, ausgenommen alle anderen": read without the exception.
    const others = clause.condition.size === 0 && !clause.negative ? withoutOthers(reading, clause) : null;
    if (others) {
      const found = framesOf(others);
      for (const f of found) out.push({ ...f, quote: clause.predicateText });
      if (found.length > 0) break;
    }
    // "shall only allow users who have been issued a staff card to renew loans": read without the relative clause.
    const relative = language === "en" && clause.condition.size === 0 && !clause.negative ? grantWithoutRelative(clause) : null;
    if (relative) {
      const held = heldWords(relative.held, language);
      const found = framesOf(readRequirement(relative.text, language)).filter((f) => fold(f.clause.actionText.toLowerCase()) === relative.verb);
      for (const f of found) out.push({ ...f, quote: clause.predicateText, qualifier: new Set([...f.qualifier, ...held]) });
      if (found.length > 0) break;
    }
    // "shall allow a Program Manager or ward clerk to remove …": the reading took "Manager" for the action.
    const named =
      language === "en" && clause.condition.size === 0 && !clause.negative && clause.action !== null && !lowerCase(clause.actionText)
        ? grantToNamedActor(clause)
        : null;
    if (named) {
      const found = framesOf(readRequirement(named.text, language)).filter((f) => fold(f.clause.actionText.toLowerCase()) === named.verb);
      for (const f of found) out.push({ ...f, quote: clause.predicateText });
      if (found.length > 0) break;
    }
    if (clause.action === null || (clause.exception && !excludesOthers(clause)) || clause.needNot) continue;
    const action = actionKey(clause.action)!;
    // "shall display the grid to each player": every player sees the grid.
    const shown = shownToEvery(clause, language);
    if (shown.length > 0) {
      out.push(...shown);
      continue;
    }
    if (restrictsAction(clause) && !clause.negative && language === "en") {
      const found = restrictedEn(clause);
      if (found) out.push(found);
      continue;
    }
    if (restrictsAction(clause) && !clause.negative) {
      // "restrict the approval of requests to the clerk": the actors follow "to".
      const to = [...RESTRICTED_TO].map((p) => clause.phrases.get(p)).find((x) => x !== undefined && x.size > 0);
      // The system restricts; a person who may restrict ("allow the user to limit access") chooses.
      if (!to || clause.capability || !namesActors(clause)) continue;
      const objects = new Set([...clause.allObjects].filter((o) => !to.has(o) && !GENERIC.has(o)));
      out.push({
        action: null,
        actionText: "",
        objects,
        actors: new Set(to),
        groups: [],
        actorText: "",
        confined: new Set(objects),
        access: false,
        actionStems: new Set(),
        exclusive: true,
        universal: false,
        qualified: qualifiedActors(clause),
        qualifier: new Set(),
        role: new Set(),
        denied: false,
        opposite: [...objects].some((o) => COMPARE_LEXICON[language].negativeSide.has(o)),
        everyone: false,
        anyone: false,
        clause,
      });
      continue;
    }
    if (PERMISSION_STEMS.has(action)) continue;
    // "muss es nur Buchhaltern erlauben, … zu genehmigen": the grantee stands after "only" among the objects.
    const grantee = actorsOf(clause).size === 0 ? granteeAfterOnly(clause, language) : null;
    const standing = language === "en" ? (standingGrantEn(clause) ?? authorisedEn(clause)) : null;
    // "Only users holding the desk key shall be treated as cashiers and have …": the passive's patient is the actor.
    const passiveGrantee = standing !== null && actorsOf(clause).size === 0 && clause.patient.size > 0;
    const actors =
      grantee === null ? (passiveGrantee ? new Set(clause.patient) : writtenActors(clause, language)) : new Set([stem(grantee, language)]);
    if (actors.size === 0) continue;
    // "to add, modify or remove buildings": the other verbs are actions of their own, not objects.
    // A system named by its own name ("The booking system will provide … the ability to …") is left to the reading of its verb alone.
    const system = words(clause.subjectText).some((w) => EN.genericSubjects.has(w));
    const verbs = system ? [] : language === "en" ? coordinatedVerbs(clause) : coordinatedVerbsDe(clause);
    const verbStems = new Set(verbs.map((v) => stem(v.w, language)));
    const own = (o: string) => !GENERIC.has(o) && !actors.has(o) && !PERMISSION_STEMS.has(o) && !PROHIBITION_STEMS.has(o) && !verbStems.has(o);
    // "download session slides and speaker notes": the nouns joined to the direct object are objects too.
    const joined = language === "en" ? joinedObjects(clause) : [];
    let objects = new Set([...clause.directObjects, ...joined].filter(own));
    if (objects.size === 0) objects = new Set([...clause.allObjects].filter(own));
    // "rate and comment on other users": nothing but the verbs is acted on; they stand for the object as before.
    if (objects.size === 0 && verbStems.size > 0) objects = new Set([...clause.directObjects].filter((o) => verbStems.has(o)));
    // "remove himself from the list": the actor is what is acted on.
    if ([...objects].some((o) => REFLEXIVE.has(o))) objects = new Set([...[...objects].filter((o) => !REFLEXIVE.has(o)), ...actors]);
    if (objects.size === 0) continue;
    // "… to be treated as cashiers and have the authority to cancel bookings": the authority is the action.
    if (standing) objects = standing.objects;
    const roleDe = language === "de" ? standingRoleDe(clause) : null;
    // The role's words and the action's own stem ("bearbeit" of "bearbeiten") are no objects.
    const verbDe = stem(clause.actionText.toLowerCase(), "de");
    if (roleDe) objects = new Set([...clause.allObjects].filter((o) => own(o) && !roleDe.words.has(o) && o !== verbDe));
    if (objects.size === 0) continue;
    // "perform keyword searches", "Suchen nach Stichwörtern durchführen": the light verb's noun is the action.
    const nominal = standing ? null : (nominalAction(clause, language) ?? initiatedAction(clause, language, objects));
    if (nominal) objects = nominal.objects;
    const actorText = grantee ?? clause.subjectText.replace(/^(only|nur)\s+/i, "");
    const first = words(actorText)[0] ?? "";
    // The actor as written: "shall prevent users from …" adds "users" to the system's own name.
    // "No user shall …", "Kein Benutzer darf …": the reading keeps the clause positive, the actor denies it.
    // "can decline the offer": the negative side of an antonym pair is an action of its own, no prohibition.
    const denied = clause.negative !== clause.actionNegative || NO_ONE_WORDS.has(first);
    const written = words(actorText).filter((w) => !DEFINITE.has(w) && !UNIVERSAL_WORDS.has(w) && !NO_ONE_WORDS.has(w));
    out.push({
      action: standing ? standing.action : (nominal?.action ?? action),
      actionText: standing ? standing.actionText : (nominal?.text ?? clause.actionText),
      objects,
      actors,
      groups: grantee === null ? actorGroups(actorText, actors, language) : [],
      actorText,
      denied,
      opposite: standing ? COMPARE_LEXICON[language].negativeSide.has(stem(standing.actionText.toLowerCase(), language)) : clause.actionNegative,
      confined: new Set(),
      access: standing !== null && standing.action === null,
      actionStems: new Set(),
      role: standing?.role ?? roleDe?.role ?? new Set(),
      qualified: false,
      qualifier: qualifierOf(grantee === null ? actorText : granteePhrase(clause, language), language),
      exclusive:
        !denied &&
        (grantee !== null ||
          clause.exclusiveSubject ||
          (passiveGrantee && COMPARE_LEXICON[language].exclusive.has(first0(clause))) ||
          grantsOnly(clause, language) ||
          (language === "en" && soleGrantee(clause))),
      universal: UNIVERSAL_WORDS.has(first),
      // A prohibition, not an opposite action: "shall be able to hide the nodes" rules out nothing.
      everyone: denied && !clause.actionNegative && written.length > 0 && written.every((w) => GROUPS.has(stem(w, language))),
      anyone: !denied && grantsAnyone(clause, first),
      clause,
    });
    const frame = out[out.length - 1];
    const negativeSide = COMPARE_LEXICON[language].negativeSide;
    // "can sign up by creating a new account": the means is an action of its own, done by the same actor.
    const means = !standing && language === "en" ? meansOf(clause) : null;
    const meansObjects = means ? new Set([...frame.objects].filter((o) => o !== means.stem)) : new Set<string>();
    if (means && meansObjects.size > 0) out.push({ ...frame, action: means.action, actionText: means.text, objects: meansObjects });
    if (!standing)
      for (const v of verbs)
        out.push({ ...frame, action: actionKey(conceptOfWord(v.w, language))!, actionText: v.text, opposite: negativeSide.has(stem(v.w, language)) });
  }
  // "shall be sent by the desk or the kiosk": the actors of a passive, each on its own (passive-agents.ts).
  const passive = reading.clauses.length > 0 ? passiveAgents(reading) : null;
  if (passive) out.unshift(passiveFrame(passive, reading.clauses[0], language));
  return out;
}

/** The frame of a passive's actors: stated, positive, no actor the only one. */
function passiveFrame(p: PassiveAgents, clause: Clause, language: Language): AgentFrame {
  return {
    action: p.action,
    actionText: p.actionText,
    objects: p.objects,
    confined: new Set(),
    access: false,
    actionStems: new Set(),
    actors: p.actors,
    groups: actorGroups(p.actorText, p.actors, language),
    actorText: p.actorText,
    qualified: false,
    qualifier: new Set(),
    role: new Set(),
    denied: false,
    opposite: COMPARE_LEXICON[language].negativeSide.has(p.action),
    exclusive: false,
    universal: false,
    everyone: false,
    anyone: false,
    clause,
  };
}

/**
 * Showing something to every actor: "shall display the offensive grid to each player", "muss jedem
 * Spieler das Angriffsraster anzeigen" lets every player view the grid (SHOWING_VERBS, VIEWING_VERBS,
 * EVERY_RECIPIENT_WORDS); one frame for each verb of viewing. An obligation, positive; a German
 * recipient is the dative after the quantifier, not one after a preposition ("in allen Räumen").
 */
function shownToEvery(clause: Clause, language: Language): AgentFrame[] {
  if (!clause.modal || clause.capability || clause.negative || clause.actionNegative || clause.action === null) return [];
  if (!SHOWING_VERBS.some((v) => actionKey(conceptOfWord(v, language)) === actionKey(clause.action))) return [];
  const L = COMPARE_LEXICON[language];
  const ws = writtenWords(clause.predicateText);
  const recipient: Written[] = [];
  let every = "";
  if (language === "en") {
    const t = ws.findIndex((x, i) => x.w === "to" && !x.stop && EVERY_RECIPIENT_WORDS.has(ws[i + 1]?.w ?? ""));
    if (t < 0) return [];
    every = ws[t + 1].text;
    for (let k = t + 2; k < ws.length && recipient.length < ACTOR_MAX_WORDS; k++) {
      if (STOPS_EN.has(ws[k].w) || L.stopwords.has(ws[k].w)) break;
      recipient.push(ws[k]);
      if (ws[k].stop) break;
    }
  } else {
    const t = ws.findIndex((x, i) => EVERY_RECIPIENT_WORDS.has(x.w) && !x.stop && !PREPS_DE.has(ws[i - 1]?.w ?? ""));
    if (t >= 0 && t + 1 < ws.length && !lowerCase(ws[t + 1].text)) recipient.push(ws[t + 1]);
    if (t >= 0) every = ws[t].text;
  }
  if (recipient.length === 0) return [];
  const actors = new Set(recipient.map((x) => stem(x.w, language)));
  const verb = stem(clause.actionText.toLowerCase(), language);
  const from = clause.directObjects.size > 0 ? clause.directObjects : clause.allObjects;
  const objects = new Set([...from].filter((o) => !actors.has(o) && !GENERIC.has(o) && o !== verb));
  if (objects.size === 0) return [];
  const keys = new Map(VIEWING_VERBS.map((v) => [actionKey(conceptOfWord(v, language))!, v]));
  return [...keys].map(([action, actionText]) => ({
    action,
    actionText,
    objects,
    confined: new Set<string>(),
    access: false,
    actionStems: new Set<string>(),
    actors,
    groups: [],
    actorText: [every, ...recipient.map((x) => x.text)].join(" "),
    qualified: false,
    qualifier: new Set<string>(),
    role: new Set<string>(),
    denied: false,
    opposite: false,
    exclusive: false,
    universal: true,
    everyone: false,
    anyone: false,
    clause,
  }));
}

/** An English plural ("searches"): the head of a light verb's object among its modifiers ("keyword or product ID searches"). */
const PLURAL = /s$/;

/**
 * The action named by the object of a light verb, when the reading took a modifier of it for the
 * action: "perform keyword or product ID searches" searches, by keyword, product and ID; "perform
 * emergency operations to a group of drones" operates. The head is the phrase's first plural after
 * the word read as the action, or its last word; the phrase ends at a preposition, a relative word
 * or a mark. German: "Suchen nach Stichwörtern durchführen": the light verb ends the clause, its
 * object's first noun names the action and the other words are its objects.
 */
function nominalAction(clause: Clause, language: Language): { action: string; text: string; objects: Set<string> } | null {
  const L = COMPARE_LEXICON[language];
  // A light verb must be among the words (read before the words are).
  const folded = fold(clause.predicateText);
  if (![...L.lightVerbs].some((v) => folded.includes(v))) return null;
  const ws = writtenWords(clause.predicateText);
  let phrase: Written[];
  let head: Written | undefined;
  if (language === "en") {
    const a = ws.findIndex((x) => x.text === clause.actionText);
    if (a < 1 || !L.lightVerbs.has(ws[a - 1].w) || PLURAL.test(ws[a].w)) return null;
    let end = a;
    while (end + 1 < ws.length && !ws[end].stop && !STOPS_EN.has(ws[end + 1].w)) end++;
    phrase = ws.slice(a, end + 1);
    head =
      phrase.find((x, i) => i > 0 && PLURAL.test(x.w) && !LIST_JOINERS.has(x.w)) ??
      (phrase.some((x) => LIST_JOINERS.has(x.w)) ? undefined : phrase[phrase.length - 1]);
  } else {
    const last = ws.length - 1 - (L.modals.has(ws[ws.length - 1]?.w ?? "") ? 1 : 0);
    if (last < 2 || !L.lightVerbs.has(ws[last].w)) return null;
    phrase = ws.slice(1, last).filter((x) => !DEFINITE.has(x.w) && !INDEFINITE_ARTICLES.has(x.w));
    head = phrase.find((x) => !lowerCase(x.text));
  }
  // English: a noun in lower case after the word read as the action; German: a noun, capitalised.
  if (head === undefined || lowerCase(head.text) !== (language === "en") || (language === "en" && head === phrase[0])) return null;
  const h = stem(head.w, language);
  const objects = new Set<string>();
  for (const x of phrase) {
    if (x === head || LIST_JOINERS.has(x.w) || DEFINITE.has(x.w) || L.stopwords.has(x.w)) continue;
    const o = stem(x.w, language);
    if (!GENERIC.has(o)) objects.add(o);
  }
  if (objects.size === 0) return null;
  return { action: actionKey(conceptOfWord(L.actionOfNoun.get(h) ?? head.w, language))!, text: head.text, objects };
}

const INITIATING = actionKeys([...INITIATING_VERBS]);

/**
 * The action a verb of starting names by its noun (INITIATING_VERBS): "initiate password changes"
 * changes passwords, "initiate a loan renewal process" renews them. The noun is the first
 * word of the object phrase (up to a preposition, a relative word or a mark) that WordNet lists as a
 * noun of action, has the ending of one ("retrieval"), or is the stem of a verb the lexicon groups
 * ("changes"); the other object words stay objects. German: the first noun of action before the verb
 * that ends the clause, "eine Stornierung der Reservierung einleiten".
 */
function initiatedAction(
  clause: Clause,
  language: Language,
  objects: ReadonlySet<string>,
): { action: string; text: string; objects: Set<string> } | null {
  if (clause.action === null || !INITIATING.has(actionKey(clause.action)!)) return null;
  const L = COMPARE_LEXICON[language];
  const ws = writtenWords(clause.predicateText);
  const a = ws.findIndex((x) => x.text === clause.actionText);
  if (a < 0) return null;
  // English: the phrase after the verb; German: the words before it, after the last mark.
  let from = language === "en" ? a + 1 : 1;
  if (language === "de") {
    let k = a - 1;
    while (k > 0 && !ws[k].stop) k--;
    from = k + 1;
  }
  // English: the phrase ends at a joiner too ("initiate a loan renewal process and send a confirmation": "send" is a verb of its own).
  const to =
    language === "en"
      ? ws.findIndex((x, i) => i > a && (STOPS_EN.has(x.w) || OF_WORDS.has(x.w) || (LIST_JOINERS.has(x.w) && i > a + 1) || ws[i - 1].stop))
      : a;
  // A noun of action listed or by its ending before a verb's stem alone; in English the last one is the head ("reservation cancellations").
  let named: { x: Written; verb: string } | null = null;
  let bare: { x: Written; verb: string } | null = null;
  for (const x of ws.slice(from, to < 0 ? ws.length : to)) {
    const s = stem(x.w, language);
    if (GENERIC.has(s) || DEFINITE.has(x.w) || L.stopwords.has(x.w)) continue;
    const listed = L.actionOfNoun.get(s) ?? (NOUNS_OF_ACTION[language].some((e) => x.w.endsWith(e)) ? s : undefined);
    if (listed !== undefined) named = { x, verb: listed };
    // German: the first noun of action is the head, its genitive follows ("eine Stornierung der Reservierung").
    if (listed !== undefined && language === "de") break;
    else if (L.concept.has(s)) bare = { x, verb: L.concept.get(s)! };
  }
  const found = named ?? bare;
  if (found === null) return null;
  const noun = stem(found.x.w, language);
  const rest = new Set([...objects].filter((o) => o !== noun));
  return rest.size === 0 ? null : { action: actionKey(found.verb)!, text: found.x.text, objects: rest };
}

/** The gerund right after an English action and "by" ("sign up by creating …"): the action done as the means. */
function meansOf(clause: Clause): { action: string; text: string; stem: string } | null {
  const ws = writtenWords(clause.predicateText);
  const a = ws.findIndex((x) => x.text === clause.actionText);
  const by = ws[a + 1];
  const gerund = ws[a + 2];
  if (a < 0 || by === undefined || gerund === undefined || by.stop || by.w !== BY_DOING.en || !GERUND.test(gerund.w)) return null;
  return { action: actionKey(conceptOfWord(gerund.w, "en"))!, text: gerund.text, stem: stem(gerund.w, "en") };
}

/** A word folded (w), as written (text), and whether a mark closes it. */
interface Written {
  w: string;
  text: string;
  /** The word with its marks ("ändern,"). */
  raw: string;
  stop: boolean;
}

/** The last text read by `writtenWords` and its words: the readings of one clause ask for them one after another. */
let lastWritten: { text: string; words: readonly Written[] } | null = null;

/**
 * The words of a text folded (w), as written (text), and whether a mark closes them ("ändern," -> andern, ändern, true).
 * Read once for the readings of one clause in a row (the words are not changed).
 */
function writtenWords(text: string): readonly Written[] {
  if (lastWritten?.text !== text) lastWritten = { text, words: wordsAsWritten(text) };
  return lastWritten.words;
}

function wordsAsWritten(text: string): Written[] {
  const marked = markedWords(text);
  const written: string[] = [];
  const raws: string[] = [];
  for (const raw of text.split(" ")) {
    let from = 0;
    let to = raw.length;
    while (from < to && WORD_EDGE_MARKS.has(raw[from])) from++;
    while (to > from && WORD_EDGE_MARKS.has(raw[to - 1])) to--;
    if (to > from) {
      written.push(raw.slice(from, to));
      raws.push(raw);
    }
  }
  // A word of marks alone is no word; when the two splits disagree, the folded words stand for the written ones.
  const aligned = written.length === marked.length;
  return marked.map((x, i) => ({ ...x, text: aligned ? written[i] : x.w, raw: aligned ? raws[i] : x.w }));
}

/** A verb as written: in lower case (a German noun, or a name misread as an action, is not). */
function lowerCase(text: string): boolean {
  return text === text.toLowerCase();
}

/**
 * The subject as written before the predicate ("Das System"), when the reading took the grantee's
 * relative clause for the subject ("Benutzern, die einen Dienstausweis haben,").
 */
function writtenSubject(reading: ClauseReading, clause: Clause): string {
  if (!clause.subjectText.includes(",") || clause !== reading.clauses[0]) return clause.subjectText;
  const modal = fold(clause.predicateText.split(" ")[0] ?? "");
  const at = reading.lexemes.findIndex((x) => x.w === modal);
  return at > 0
    ? reading.lexemes
        .slice(0, at)
        .map((x) => x.text)
        .join(" ")
    : clause.subjectText;
}

/** Most words of an apposition after a grantee ("and not a general administrator", "identified by the ADMIN key"). */
const APPOSITION_MAX_WORDS = 8;
/** Words before the granting verb in English ("shall only allow") or the grantee in German ("darf es nur"). */
const GRANT_REACH = 3;

/**
 * A grant whose grantee is followed by an apposition between commas, read without it: "shall allow
 * only the security officer, and not a general administrator, to delete user accounts" as "shall
 * allow only the security officer to delete user accounts"; "and only the administrator" makes the
 * grantee the only one ("shall allow the game master, and only the game master, to view …"). German:
 * "darf nur dem Sicherheitsbeauftragten, nicht aber einem Administrator, erlauben, … zu löschen".
 * An apposition that is a relative clause narrows the grantee by what it holds ("darf nur Benutzern, die
 * einen Dienstausweis haben, erlauben, …"): its words are returned as held. Null when the clause has no such grant.
 */
function grantWithoutApposition(clause: Clause, language: Language, subject: string): { reading: ClauseReading; held: string[] } | null {
  // An apposition stands between two marks (read before the words are).
  let marks = 0;
  for (const ch of clause.predicateText) if (PHRASE_STOPS.has(ch) && ++marks === 2) break;
  if (marks < 2) return null;
  const ws = writtenWords(clause.predicateText);
  const L = COMPARE_LEXICON[language];
  const en = language === "en";
  // English: the granting verb opens the grantee; German: the modal's next words do.
  const verb = en ? ws.findIndex((x, i) => i < GRANT_REACH && PERMISSION_STEMS.has(stem(x.w, language))) : 0;
  if (verb < 0) return null;
  const c1 = ws.findIndex((x, i) => i > verb && x.stop);
  const c2 = ws.findIndex((x, i) => i > c1 && x.stop);
  if (c1 < 0 || c2 < 0 || c1 === verb || c2 - c1 > APPOSITION_MAX_WORDS || c2 + 1 >= ws.length) return null;
  const after = ws[c2 + 1].w;
  if (en ? !RESTRICTED_TO.has(after) : !PERMISSION_STEMS.has(stem(after, language))) return null;
  const apposition = ws.slice(c1 + 1, c2 + 1).map((x) => x.w);
  const grantee = ws.slice(verb + 1, c1 + 1).map((x) => x.raw);
  grantee[grantee.length - 1] = grantee[grantee.length - 1].replace(/[,;]$/, "");
  const only = apposition.some((w) => L.exclusive.has(w)) && !ws.slice(verb + 1, c1 + 1).some((x) => L.exclusive.has(x.w));
  const head = ws.slice(0, verb + 1).map((x) => x.raw);
  const rest = ws.slice(c2 + 1).map((x) => x.raw);
  const onlyWord = en ? "only" : "nur";
  const text = [subject, ...head, ...(only ? [onlyWord] : []), ...grantee, ...rest].join(" ");
  // A relative clause narrows the grantee by what it holds: ", die einen Dienstausweis erhalten haben,".
  const held = PERSON_RELATIVES.has(apposition[0]) ? apposition.slice(1) : [];
  return { reading: readRequirement(/[.!?]$/.test(text) ? text : `${text}.`, language), held };
}

/**
 * The verbs coordinated before a German clause's action, which ends the clause ("Medien
 * hinzuzufügen, zu ändern oder zu löschen" -> hinzuzufügen, ändern; "anlegen, ändern oder löschen
 * können"): single words before it, each before a comma or a joiner, "zu" left out.
 */
function coordinatedVerbsDe(clause: Clause): Written[] {
  if (!lowerCase(clause.actionText)) return [];
  const ws = writtenWords(clause.predicateText);
  const at = ws.map((x) => x.w).lastIndexOf(fold(clause.actionText));
  const out: Written[] = [];
  let t = at;
  while (t > 0) {
    let before = t - 1;
    if (ws[before].w === ZU_DE) before--;
    if (before < 1) break;
    if (LIST_JOINERS.has(ws[before].w)) before--;
    else if (!ws[before].stop) break;
    if (ws[before].w === ZU_DE) before--;
    if (before < 1) break;
    const w = ws[before].w;
    if (!lowerCase(ws[before].text) || DEFINITE.has(w) || UNIVERSAL_WORDS.has(w) || COMPARE_LEXICON.de.stopwords.has(w)) break;
    out.push(ws[before]);
    t = before;
  }
  return out;
}

/** Whether `word` stands somewhere in `text` before a mark or a joiner (read before the words are). */
function joinedAfter(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const after = text.slice(at + word.length).trimStart();
    if (PHRASE_STOPS.has(after[0] ?? "") || LIST_JOINERS.has(after.split(" ", 1)[0])) return true;
  }
  return false;
}

/**
 * The verbs coordinated with an English clause's action ("to add, modify, or remove buildings" ->
 * modify, remove): single words after the action, each after a comma or a joiner, the action
 * itself followed by one. "create reports and dashboards" names objects after its joiner, not verbs.
 */
function coordinatedVerbs(clause: Clause): Written[] {
  // A verb is written in lower case; "a Station Manager or …" is a name misread as the action.
  if (!lowerCase(clause.actionText)) return [];
  const action = clause.actionText.toLowerCase();
  if (!joinedAfter(clause.predicateText.toLowerCase(), action)) return [];
  const ws = writtenWords(clause.predicateText);
  const at = ws.findIndex((x) => x.w === action);
  if (at < 0) return [];
  const out: Written[] = [];
  let t = at;
  while (t + 1 < ws.length) {
    let next = t + 1;
    const comma = ws[t].stop;
    if (LIST_JOINERS.has(ws[next].w)) next++;
    else if (!comma) break;
    if (
      next >= ws.length - 1 ||
      !lowerCase(ws[next].text) ||
      DEFINITE.has(ws[next].w) ||
      UNIVERSAL_WORDS.has(ws[next].w) ||
      EN.stopwords.has(ws[next].w)
    )
      break;
    out.push(ws[next]);
    t = next;
  }
  return out;
}

/** Words read after an English clause's action for the nouns joined to its direct object. */
const JOINED_REACH = 8;

/**
 * The nouns joined to an English clause's direct object ("download session slides and speaker notes
 * from the conference app" -> speaker, note): after a joiner, up to a preposition, a relative word or a mark;
 * a verb coordinated with the action (lower-case words right after the joiner that coordinatedVerbs reads)
 * is left to that reading.
 */
function joinedObjects(clause: Clause): string[] {
  if (clause.directObjects.size === 0 || clause.action === null) return [];
  const ws = writtenWords(clause.predicateText);
  const at = ws.findIndex((x) => x.w === clause.actionText.toLowerCase());
  if (at < 0) return [];
  const out: string[] = [];
  let joined = false;
  for (let t = at + 1; t < ws.length && t <= at + JOINED_REACH; t++) {
    const w = ws[t].w;
    if (LIST_JOINERS.has(w)) {
      joined = true;
      continue;
    }
    if (STOPS_EN.has(w)) break;
    if (joined && !DEFINITE.has(w) && !INDEFINITE_ARTICLES.has(w) && !EN.stopwords.has(w)) out.push(stem(w, "en"));
    if (ws[t].stop) break;
  }
  return out;
}

/**
 * The system grants the action to any actor: a granting verb whose grantee is quantified with "any"
 * ("shall allow any user with a valid account to …", "muss jedem angemeldeten Benutzer erlauben, …").
 */
function grantsAnyone(clause: Clause, first: string): boolean {
  return clause.capability && clause.subject.has(SYSTEM_SUBJECT) && ANY_GRANTEE_WORDS.has(first);
}

/**
 * The same action, or the only actors' general action covers the other's specific one ("only the
 * head librarian shall be able to modify loan periods" / "a desk clerk shall be able to delete loan
 * periods"; the lexicon's HYPONYMS, "ändern" / "löschen").
 */
function coversAction(x: AgentFrame, y: AgentFrame): boolean {
  if (x.action === y.action) return true;
  // Access covers every action, and is read with its own objects (contradictions.ts): not here.
  if (!x.exclusive || x.action === null || y.action === null || ACCESS_ALL.has(x.action)) return false;
  return HYPONYMS.some((h) => h.get(x.action!)?.has(y.action!) === true);
}

const HYPONYMS = [EN.hyponyms, COMPARE_LEXICON.de.hyponyms];
const ACCESS_ALL = new Set([...ACCESS_LIKE_EN, ...ACCESS_LIKE_DE].flatMap((w) => [w, actionKey(w)!]));

function sameThing(x: AgentFrame, y: AgentFrame): boolean {
  // A restricting verb's action is a noun among its objects: "the approval of requests"; access covers every action.
  const named = (o: string) => o === y.action || conceptOf(o) === y.action || (x.actionStems.has(o) && sameWord(o, y.action!));
  const xObjects = x.action === null ? new Set([...x.objects].filter((o) => !named(o))) : x.objects;
  if (x.action === null ? !x.confined.has(y.action!) && !x.access && ![...x.actionStems].some(named) : !coversAction(x, y)) return false;
  // "decline" and "accept" share a meaning stem; access covers both.
  if (!x.access && !sameSide(x, y)) return false;
  const common = overlap(xObjects, y.objects);
  // A general action covers the specific one on the same thing whole ("the locker list" / "lockers"), not on a kin of it.
  if (x.action !== null && x.action !== y.action && !isSubset(xObjects, y.objects) && !isSubset(y.objects, xObjects)) return false;
  return common > 0 && common / Math.min(xObjects.size, y.objects.size) >= AGENT_MIN_OBJECT_SHARE;
}

/** The negative side of an antonym pair, English and German ("declin", "ablehn"). */
const NEGATIVE_SIDE = new Set([...EN.negativeSide, ...COMPARE_LEXICON.de.negativeSide]);

/**
 * Both name the same side of an antonym pair ("decline" is not "accept"). A restricting verb's
 * frame is read from the word that names the other side's action: "restrict the ability to modify
 * the link between a public and a private number" confines "modify", and "private" qualifies
 * what is modified.
 */
function sameSide(x: AgentFrame, y: AgentFrame): boolean {
  if (x.action !== null) return x.opposite === y.opposite;
  const named = [...x.actionStems, ...x.objects].filter(
    (o) => o === y.action || conceptOf(o) === y.action || EN.actionOfNoun.get(o) === y.action || (x.actionStems.has(o) && sameWord(o, y.action!)),
  );
  return named.length === 0 ? x.opposite === y.opposite : named.some((o) => NEGATIVE_SIDE.has(o) === y.opposite);
}

/**
 * A prohibition for everyone covers every object word of the allowed action: "prevent users from
 * accessing any cases that do not belong to their base" narrows the cases and leaves the rest
 * to whoever may access them.
 */
function sameWhole(x: AgentFrame, y: AgentFrame): boolean {
  return isSubset(x.objects, y.objects);
}

const QUALIFYING = new Set(ROLE_QUALIFIERS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));

/**
 * Two roles on one head word: "only the finance manager" / "the sales manager", each with a word
 * of its own that is no mere qualifier ("the designated administrator" is the administrator). A
 * group word in common ("registered users" / "users of the archive") may contain either.
 */
function otherRoles(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const w of x) if (y.has(w) && GROUPS.has(w)) return false;
  const own = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((w) => !b.has(w) && !QUALIFYING.has(w));
  return own(x, y) && own(y, x);
}

/**
 * The actors of a subject joined by "and", "or" or "/", each with its stems ("Program managers and
 * ward clerks", "Stationsleiter oder Pflegekräfte"); none when there is one actor.
 */
function actorGroups(actorText: string, actors: ReadonlySet<string>, language: Language): Set<string>[] {
  const groups: Set<string>[] = [new Set()];
  // "Ward Managers/Duty Nurses", "Ward Managers / Duty Nurses": the slash joins two actors.
  const tokens = actorText.split(/\s+/).flatMap((t) => t.split("/").flatMap((part, i) => (i > 0 ? ["/", part] : [part])));
  for (const raw of tokens) {
    if (raw === "") continue;
    const w = fold(raw.replace(/[,;]$/, ""));
    if (LIST_JOINERS.has(w)) {
      if (groups[groups.length - 1].size > 0) groups.push(new Set());
      continue;
    }
    const s = stem(w, language);
    if (actors.has(s)) groups[groups.length - 1].add(s);
    if (raw.endsWith(",") && groups[groups.length - 1].size > 0) groups.push(new Set());
  }
  const named = groups.filter((g) => g.size > 0);
  return named.length > 1 ? named : [];
}

/** Another actor: the other side's actors, or one of the actors it joins ("program managers and ward clerks"), are not the only ones. */
function otherActors(x: AgentFrame, y: AgentFrame): boolean {
  if (otherActorsOf(x, y)) return true;
  return y.groups.some((g) => otherActorsOf(x, { ...y, actors: g, groups: [] }));
}

function otherActorsOf(x: AgentFrame, y: AgentFrame): boolean {
  // "users holding the desk key … treated as cashiers" against "the cashier": the role granted is the other actor.
  if (roleMet(x, y)) return false;
  // "every passenger" against "only passengers": the same actors, all of them.
  if (y.universal) return !x.universal && !(isSubset(x.actors, y.actors) && x.qualifier.size === 0 && !x.qualified);
  // "restrict exchange requests to users who are verified collectors" against "the user can request
  // an exchange": a qualified group against the whole group.
  const plainGroup = [...y.actors].every((w) => GROUPS.has(w));
  // The same thing whole: "dispute requests" against "a chargeback request" is another kind of request.
  const whole = isSubset(x.objects, y.objects) || isSubset(y.objects, x.objects);
  if (plainGroup && isSubset(y.actors, x.actors) && (x.actors.size > y.actors.size || x.qualified) && whole) return true;
  // "… restrict the ability to post answers to users who hold the moderator role" against "a registered user":
  // the group narrowed by what it holds, and the other names it with no word of what is held.
  const sharesGroup = [...y.actors].some((w) => x.actors.has(w) && GROUPS.has(w));
  // So does a grant to the group narrowed by what it holds ("allow only users with the archive role to …"),
  // about the same thing whole.
  const narrowed = x.qualifier.size > 0 && sharesGroup && ![...y.actors].some((w) => x.qualifier.has(w));
  if (narrowed && (x.action === null || (x.exclusive && whole))) return true;
  if (overlap(x.actors, y.actors) > 0) return otherRoles(x.actors, y.actors);
  // "Only registered customers" against "unregistered users": the negated word names the others.
  if (negatedWord(x.actors, y.actors) || negatedWord(y.actors, x.actors)) return true;
  if (spellingVariants(x.actors, y.actors)) return false;
  // "restrict … to users holding the archive key" or "allow only users with the archive role to …"
  // against "the clerk shall …": a group narrowed by what it holds.
  if (x.qualified && x.action === null && !plainGroup) return true;
  // The other must be able to act ("shall be able to", "can", "allow … to"), not be a thing described ("Data should be accessible").
  if (x.exclusive && x.qualifier.size > 0 && !plainGroup && actsItself(y.clause) && ![...y.actors].some((w) => x.qualifier.has(w))) return true;
  return ![...x.actors].some((w) => GROUPS.has(w));
}

/** Least length of the word a negating prefix opens ("un" + "registered"). */
const NEGATED_MIN_LENGTH = 4;

/** A word of `y` is a word of `x` with a negating prefix ("unregister" / "register"). */
function negatedWord(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const w of y)
    for (const p of NEGATING_PREFIXES) if (w.startsWith(p) && w.length - p.length >= NEGATED_MIN_LENGTH && x.has(w.slice(p.length))) return true;
  return false;
}

/**
 * The role a grant makes of its grantees is the other side's actor ("… treated as cashiers" against
 * "the cashier"); a group word alone is no role of its own ("viewed as a finance user" against "the user").
 */
function roleMet(x: AgentFrame, y: AgentFrame): boolean {
  return [...x.role].some((w) => y.actors.has(w) && !GROUPS.has(w));
}

/** A grant to any actor against a named actor of another kind: no actor word in common, no misspelling. */
function otherActor(x: AgentFrame, y: AgentFrame): boolean {
  if (overlap(x.role, y.actors) > 0 || spellingVariants(x.actors, y.actors)) return false;
  return overlap(x.actors, y.actors) === 0 || otherRoles(x.actors, y.actors);
}

/**
 * The actor is able to act ("shall be able to", "can", "allow … to") or is stated to act itself
 * ("The night scheduler shall cancel unpaid bookings", "Der Nachtlauf muss Buchungen stornieren"),
 * not a thing described ("Data should be accessible", "Buchungen müssen storniert werden").
 */
function actsItself(clause: Clause): boolean {
  if (clause.capability) return true;
  if (!clause.modal || clause.patient.size > 0) return false;
  const ws = words(clause.predicateText);
  return !ws.some((w, i) => (i === 1 && PASSIVE_AUXILIARIES.has(w)) || (i > 1 && PASSIVE_AUXILIARIES_DE.has(w)));
}

/** What a grant quotes: "Only users holding the desk key shall be treated as …" names its actors in a passive subject. */
function granted(x: AgentFrame): string {
  if (x.quote !== undefined) return x.quote;
  const c = x.clause;
  return c.subject.size === 0 && c.patient.size > 0 && x.action !== null ? `${c.subjectText} ${c.predicateText}` : c.predicateText;
}

/** What a prohibition quotes: "No user" belongs to it, "users" after "prevent" is in the predicate already. */
function denial(x: AgentFrame): string {
  return x.clause.negative ? x.clause.predicateText : `${x.clause.subjectText} ${x.clause.predicateText}`;
}

/** A positive frame whose actor is named and is no group of everyone ("the pharmacist", not "users"). */
function namedActor(y: AgentFrame): boolean {
  return !y.denied && y.action !== null && !y.universal && ![...y.actors].every((w) => GROUPS.has(w));
}

/** Only some actors may perform the action in one requirement; another actor, or every one, in the other. */
export function agentConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const [xs, ys] of [
    [fa, fb],
    [fb, fa],
  ] as const) {
    for (const x of xs) {
      if (x.everyone) {
        const found = ys.find((y) => namedActor(y) && sameThing(x, y) && sameWhole(x, y) && sameCondition(x.clause, y.clause));
        if (found)
          return {
            kind: "agent",
            reason: reason(language, "agentEveryone", { a: denial(x), b: found.actorText, action: found.actionText }),
          };
      }
      if (x.anyone) {
        const found = ys.find(
          (y) =>
            namedActor(y) &&
            !y.exclusive &&
            !y.anyone &&
            sameThing(x, y) &&
            sameCondition(x.clause, y.clause) &&
            y.clause.capability &&
            otherActor(x, y),
        );
        if (found)
          return {
            kind: "agent",
            reason: reason(language, "agentAnyone", { a: x.quote ?? x.clause.predicateText, b: found.actorText, action: found.actionText }),
          };
      }
      if (!x.exclusive) continue;
      for (const y of ys) {
        if (y.exclusive || y.action === null || y.denied || !(sameCondition(x.clause, y.clause) || x.clause.condition.size === 0)) continue;
        // A restriction read from the words of its predicate meets a stated requirement, not a heading
        // ("View the personal details") nor a description ("The main menu contains …").
        if (x.action === null && !y.clause.modal && !y.clause.capability) continue;
        if (!sameThing(x, y) || !otherActors(x, y)) continue;
        return {
          kind: "agent",
          reason: reason(language, "agent", { a: granted(x), b: y.actorText, action: y.actionText }),
        };
      }
    }
  }
  return null;
}
