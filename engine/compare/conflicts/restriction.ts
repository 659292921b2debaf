/**
 * One requirement restates another and narrows, negates or replaces part of it:
 *
 *   "Users shall be able to export the report."
 *   "Only administrators shall be able to export the report."          (only)
 *   "The system shall restrict the export of the report to managers."  (restrict … to)
 *   "The system shall prevent users from exporting the report."        (prohibition)
 *   "Users shall not be able to export the report."                    (negation)
 *   "Users shall export the report as PDF instead of CSV."             (replacement)
 *   "Users shall be able to export a single report."                   (a single one)
 *
 * Restating: the other requirement's action is among the restating one's words, and most
 * of the other's content words are there too (synonyms read as one, `meaningTermOfStem`;
 * English nouns of action as their verbs, "the creation of reports" as "create reports").
 * When the restriction is about who may act ("only administrators", "restrict … to
 * managers"), the other's actors are the replaced element and do not count.
 *
 * "Only" may confine the action to an occasion: "only once per day", or a condition after it
 * ("shall only archive the notes after the driver has signed them"); then the other's action
 * must be restated outside that condition ("shall only print the labels after the notes have
 * been stored" does not restate "store the notes"). A count of occasions ("only once per
 * month", "nur einmal pro Monat") restates the other with its action and every word of its
 * direct object, and then fewer of its other words need be there (RESTATED_SHARE_OCCASION):
 * "shall be able to change the password from the mobile app" / "shall be able to change the
 * password only once per month"; the count may stand anywhere after "only" in its clause ("can only
 * book a seat for the keynote … once per day"), and "only" right before it confines the occasion, not
 * a list before it ("the floor plan and the programme only once"). "Only" that keeps some members of the other's list and drops
 * the rest narrows it even though every word of its own is the other's: "may use tax numbers or
 * customer numbers to identify clients" / "may only use tax numbers to identify clients". This is read
 * after the other classes (`confinementConflict`), wherever "only" stands in its clause ("shall only
 * service the trains in electric mode" / "in diesel and electric mode"), after what it keeps ("by card
 * only"), at a list of its own ("only the sender and the recipient" / "the sender, the recipient and the
 * weight"), and with the dropped member named where it is left out ("…, excluding the side rooms").
 * So is "only" that picks one of what the other names several of, every other word restated: "shall
 * allow members to reserve one or multiple seats on the train" / "… only a single seat on the train".
 * So is a restriction to a single one of what the other only supports, every word of it restated: "shall
 * support the use of saved searches" / "shall restrict the use of saved searches to a single user session".
 *
 * What "only" names goes on through a qualifier after its noun: "shall display the list of all branches
 * only for branches with a status of 'open'" narrows "shall display a list of all branches" although the
 * branches are the other's too.
 *
 * What the system shows to people they see: "shall display the seating plan to each passenger" is narrowed by
 * "shall allow only the conductor to view the seating plan" and by "… to view the seating plan only once per
 * journey" ("für jeden Fahrgast anzeigen" / "Nur der Schaffner darf … einsehen"; word lists SHOWING_VERBS,
 * SHOWN_TO); those it is shown to are the actors the restriction replaces.
 *
 * The verbs of granting are read as one where the restatement is about what is granted: "Enable a member to
 * change his PIN" is restated by "shall provide a member with the ability to change a forgotten PIN only once
 * per year" ("ermöglichen" / "erlauben").
 *
 * The narrowing word must be the restating requirement's own (two requirements that both
 * say "only" are scope.ts's), the other must be positive, and a restriction under a
 * condition the other does not name is a special case, not a conflict ("If the account is
 * locked, only administrators shall …"), unless the condition names no more than the occasion
 * of what the other states: "When the monthly loan report is generated, the system shall include
 * only …" restates "The monthly loan report shall include …" (the other's words, one at least, and
 * words of occasion, OCCASION_OF_OUTPUT and OCCASION_OF_ACTION).
 *
 * Restatements written another way: "the system" for the other's named system ("the CircuLib
 * system", "das Ausleihsystem"); a passive whose agent follows "only by" ("shall be exported only
 * by the branch manager", "nur vom Filialleiter") restricts who acts; an action the other supports
 * ("shall support the export of seat plans") is restated by doing it; the other's trailing
 * condition ("… when the prescription is entered") need not be restated where "only" confines the
 * action to another occasion ("only after the prescription is signed"). Whatever the narrowed element is (the actor, an
 * input, an output, the occasion, the scope), the statement without the restriction and
 * the one with it cannot both hold.
 */
import { SYSTEM_SUBJECT, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { isSubset, perReading } from "./frame.js";
import { COMPARE_LEXICON, type CompareLexicon } from "../lexicon.js";
import type { Lexeme } from "../features.js";
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import { ONCE_WORDS } from "../../lexicon/compare-quantities.js";
import { reason } from "../reasons.js";
import { stem } from "../text.js";
import {
  ABILITY_NOUNS,
  ALL_OF_WORDS,
  DEVERBAL_ENDINGS_DE,
  LIST_JOINERS,
  APPOSED_NEGATION_WORDS,
  HOLDING_BACK_WORDS,
  ON_EVENT_OPENERS,
  MANY_WORDS,
  OCCASION_WORDS,
  OCCASION_OPENERS,
  NARROWING_KINDS,
  OCCASION_OF_ACTION,
  OCCASION_OF_OUTPUT,
  DEVERBAL_ENDINGS_EN,
  EXCLUDING_WORDS,
  INFINITIVE_MARKERS,
  ONLY_ONE_WORDS,
  SEVERAL_WORDS,
  PASSIVE_AUXILIARIES,
  PASSIVE_AUXILIARIES_DE,
  PASSIVE_AGENT_WORDS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  QUOTATION_MARKS,
  REPLACING_WORDS,
  RESTRICTED_TO,
  RESTRICTING_QUALIFIERS,
  NOUN_QUALIFIERS_DE,
  UNIVERSAL_WORDS,
  RESTRICTING_VERBS,
  SINGLE_WORDS,
  SUPPORTING_VERBS,
  SHOWING_VERBS,
  SHOWN_TO,
  VISIBILITY_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { ACCESS_LIKE_EN, CAPABILITY_NOUNS_EN, GROUP_ACTORS_EN } from "../../lexicon/en/compare-clauses.js";
import { ACCESS_LIKE_DE, GROUP_ACTORS_DE, TRAILING_SUBORDINATORS_DE } from "../../lexicon/de/compare-clauses.js";

export type Narrowing = (typeof NARROWING_KINDS)[number];

/** A member of a list: the term of its word next to the joiner, and its run of content words as written. */
interface Member {
  /** "… the academic scores" -> academic, "the card reader, …" -> reader: the word that tells it from the others. */
  near: string;
  /** The terms of all its words. */
  terms: Set<string>;
  text: string;
}

/** The forms of a word: its key alone, or the key and the other terms it stands for. */
type Forms = string | readonly string[];
const formsList = (f: Forms): readonly string[] => (typeof f === "string" ? [f] : f);

interface Restatable {
  /** Each content word as its term and, for English nouns of action, the terms of their verbs; the narrowing words left out. */
  words: Map<string, Forms>;
  /** The keys of `words` read only in a trailing condition ("… when codes are entered"). */
  aside: Set<string>;
  /** Every term of `words`. */
  forms: Set<string>;
  /** The terms of the clause actions. */
  actions: Set<string>;
  /** The terms of the actions that "allow", "restrict", "prevent" grant or withhold ("allow the export" -> export). */
  granted: Set<string>;
  /** The terms of seeing when the system shows something to people ("shall display the plan to each passenger"): they see it. */
  seen: Set<string>;
  /** Narrowing word -> the words from it to the end of its clause, as written. */
  narrowing: Map<Narrowing, string>;
  /** Narrowing word -> the folded words of its phrase, the narrowing word left out. */
  phrase: Map<Narrowing, Set<string>>;
  language: Language;
  /** The reading's words (every folded word is read from them where a narrowing needs it). */
  lexemes: readonly Lexeme[];
  /** The terms of the named actors (the system and groups such as "users" left out). */
  actors: Set<string>;
  /** The system acts ("The system shall …"). */
  systemActs: boolean;
  /** The subject is a system named as such ("The TicketCore platform shall …", "das Bibliothekssystem"): the system of the other. */
  namedSystem: boolean;
  /** "Only" restricts the actor ("Only the clerk shall …"). */
  exclusiveActor: boolean;
  /** The terms of the agent of a passive clause after "only by" ("shall be exported only by the branch manager"). */
  onlyAgent: Set<string>;
  /** The terms of a leading condition ("If …,"). */
  condition: Set<string>;
  /** The forms of each word of that condition ("erstellt" -> its term and the term of "erstelltieren"). */
  conditionWords: string[][];
  /** The leading condition is negated ("If the sensor does not report …"): opposite conditions are events.ts's. */
  conditionNegated: boolean;
  /** An exception qualifies a clause ("without a ticket", "unless"): a prohibition with one is no opposite. */
  exception: boolean;
  /** "Only" stands at an enumeration ("in French and Italian only"): exclusive scope, scope.ts's. */
  list: boolean;
  /** The term right after "single" ("a single report" -> report). */
  single: string | null;
  /** The terms of the content words right after "only". */
  onlyWords: string[];
  /** The terms of the content words after "only" to the end of its clause ("only send overdue notices to members by e-mail"). */
  onlyRest: string[];
  /** The terms of a qualifier after the noun "only" bears on ("only for routes with a status of 'closed'" -> status, clos). */
  onlyQualifier: string[];
  /** Terms of inflected words (plurals) and the words after "all": what "a single …" narrows. */
  plural: Set<string>;
  /** Many items named as such ("a list of students", "mehrere Konten"): a feature of its own next to a single one. */
  many: boolean;
  /** Sentences of the requirement. */
  sentences: number;
  /** The terms of the event a negated action waits for ("shall not renew … until the fines are paid"). */
  heldFor: Set<string>;
  /** The terms of each event an action is done on ("once the fines are paid", "sobald …"). */
  onEvents: Set<string>[];
  /** The term right after "only" ("only view" -> view). */
  onlyWhat: string | null;
  /** "Only" restricts when or how often ("only once per day", "only submit … once per cycle", "nur einmal"). */
  onlyOccasion: boolean;
  /** The occasion is a condition after "only" ("only after the filter is enabled"): the action must be the other's own. */
  onlyWhen: boolean;
  /** The terms of that condition ("the filter is enabled"). */
  whenTerms: Set<string>;
  /** "Only" restricts who is granted the action ("shall allow only users with the auditor role to …"). */
  onlyGrantee: boolean;
  /** The terms of the direct objects of the clauses with an action ("change the password" -> password). */
  direct: Set<string>;
  /** The lists: each member's terms and text ("a card reader, a card and a PIN" -> reader card / card / pin). */
  lists: Member[][];
  /** The terms of the words "only" bears on: up to the end of its clause ("shall only support … in multicast mode"), the modal verb after an actor, the "to" after a grantee, or an excluding word; a trailing "only", the words before it ("by product number only"). */
  onlyScope: Set<string>;
  /** The term of the noun "only" picks one of ("only a single vehicle" -> vehicl). */
  onlyOne: string | null;
  /** The terms of the nouns named more than once ("multiple vehicles", "more than one class") and of their quantifiers. */
  several: Map<string, Set<string>>;
  /** The terms of the words outside what is excluded ("excluding the academic scores", "without the PIN"); empty when "only" bears on nothing. */
  kept: Set<string>;
  /** What a restricting verb confines, its words up to the last "to" ("restrict the display of promotions to …" -> display, promotion). */
  confined: Set<string>;
  /** The confined action is access ("restrict access to the report to …"): every action on its objects. */
  confinedAccess: boolean;
  /** The terms of what it is confined to, after the last "to" ("… to users who hold the auditor role" -> user, hold, auditor, role). */
  confinedTo: Set<string>;
  /** Someone is able to act ("shall be able to", "can"): a person's action, not the system's own. */
  capability: boolean;
  /** Any thing of a kind ("messages from any sensor", "jeder Sensor"): universal.ts's when the other takes only some. */
  universal: boolean;
}

/** Least share of the other requirement's words the restating one must contain. */
export const RESTATED_SHARE = 0.8;
/** … when the other's action is not among them (a statement without a modal verb, an action in other words). */
export const RESTATED_SHARE_ANY_ACTION = 0.9;
/** … when the restating one counts the occasions ("only once per month") and restates the other's action and direct object. */
export const RESTATED_SHARE_OCCASION = 0.6;
/** … when "only" picks one of what the other names several of ("only a single seat" / "multiple seats"): every other word. */
export const RESTATED_SHARE_ALL = 1;
/** Least number of shared words. */
export const RESTATED_MIN = 3;
/** Words after "allow", "restrict", "prevent" searched for the action they grant. */
const GRANTED_SPAN = 12;
/** Words on either side of "only" in which a joiner makes it a list ("PDF and SVG only"). */
const LIST_REACH = 3;
/** Words after "only" that must name something the other does not ("only users with the auditor role"). */
const ONLY_REACH = 4;
/** Words of a qualifier after the noun "only" bears on ("only for routes with a status of 'closed'"). */
const QUALIFIER_REACH = 4;
/** Words after "only" searched for a word of occasion ("only submit a request once per cycle"). */
const OCCASION_REACH = 8;
/** The words that join the members of a list (not the comma, which also ends clauses). */
const LIST_WORDS = new Set([...LIST_JOINERS].filter((w) => w !== ","));
/** Most content words of one member of a list ("smart card reader"). */
const MEMBER_WORDS = 4;
/** Most words skipped before a member after its joiner ("or by the product number"). */
const MEMBER_LEAD = 2;
/** Words of a narrowing phrase quoted in the reason. */
const QUOTED_WORDS = 12;

const RESTRICTING = new Set(RESTRICTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
/** The terms of the verbs that provide a thing without an action of their own ("support"). */
const SUPPORTING = new Set(SUPPORTING_VERBS.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));
const GROUP_ACTORS = new Set([...GROUP_ACTORS_EN, ...GROUP_ACTORS_DE]);
/** Words that open a trailing clause after a comma. */
const CLAUSE_OPENERS = new Set([...OCCASION_OPENERS, ...TRAILING_SUBORDINATORS_DE]);
const ACCESS_LIKE = new Set([...ACCESS_LIKE_EN, ...ACCESS_LIKE_DE]);

/** Words of a leading condition that name the occasion of the action, not a case of it ("When the report is generated"). */
export const OCCASION_TERMS = new Set([...OCCASION_OF_OUTPUT, ...OCCASION_OF_ACTION].flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));

const restatable = perReading<Restatable>((reading) => read(reading));

/** The term of a word and, for an English noun of action, of its verb ("creation" -> create). */
/** The meaning term every word of a capability handed over reads as: "the ability to" restates "allow … to". */
const CAPABILITY_TERM = meaningTerm("allow", "en");
const HANDED_OVER = new Set([...ABILITY_NOUNS, ...CAPABILITY_NOUNS_EN]);
/** The meaning term every verb of granting reads as ("enable", "permit" as "allow"; "ermöglichen" as "erlauben"). */
const GRANTING_TERM = { en: meaningTerm("allow", "en"), de: meaningTerm("erlauben", "de") };
/** The meaning terms of the verbs by which the system shows something, and those of seeing it ("view", "einsehen"). */
const SHOWING = new Set(SHOWING_VERBS.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));
const SEEING = { en: VISIBILITY_WORDS.map((w) => meaningTerm(w, "en")), de: VISIBILITY_WORDS.map((w) => meaningTerm(w, "de")) };

function formsOf(word: string, wordStem: string, language: Language): Set<string> {
  const forms = new Set([meaningTermOfStem(wordStem, language)]);
  if (language === "en" && HANDED_OVER.has(word)) forms.add(CAPABILITY_TERM);
  if (language === "en")
    for (const [noun, verb] of DEVERBAL_ENDINGS_EN)
      if (word.endsWith(noun) && word.length - noun.length >= 3) forms.add(meaningTerm(word.slice(0, -noun.length) + verb, language));
  // German nouns of -ieren verbs are the bare stem ("Export" / "exportieren").
  if (language === "de") for (const ending of DEVERBAL_ENDINGS_DE) forms.add(meaningTerm(word + ending, language));
  return forms;
}

/** Granting, prohibiting and restricting verbs: their action is the one they grant ("allow the export of …"). */
const GRANTING = (x: Lexeme, L: CompareLexicon) =>
  PERMISSION_STEMS.has(x.stem) || PROHIBITION_STEMS.has(x.stem) || RESTRICTING.has(x.stem) || L.enablers.has(x.w) || L.prohibitionVerbs.has(x.w);

function read(reading: ClauseReading): Restatable {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const words = new Map<string, readonly string[]>();
  const narrowing = new Map<Narrowing, string>();
  const condition = new Set<string>();
  const conditionWords: string[][] = [];
  let single: string | null = null;
  let onlyWhat: string | null = null;
  let onlyList = false;
  let onlyWords: string[] = [];
  let onlyRest: string[] = [];
  const onlyQualifier: string[] = [];
  let onlyOccasion = false;
  let onlyWhen = false;
  const whenTerms = new Set<string>();
  let onlyGrantee = false;
  const confined = new Set<string>();
  const confinedTo = new Set<string>();
  let confinedAccess = false;
  const clauseStart = (at: number) => {
    let start = at;
    while (start > 0 && lex[start - 1].w !== ";" && lex[start - 1].sentence === lex[at].sentence) start--;
    return start;
  };
  const clauseEnd = (at: number) => {
    let end = at + 1;
    while (end < lex.length && lex[end].w !== ";" && lex[end].sentence === lex[at].sentence) end++;
    return end;
  };
  const phrase = new Map<Narrowing, Set<string>>();
  const mark = (kind: Narrowing, at: number) => {
    if (narrowing.has(kind)) return;
    const end = Math.min(clauseEnd(at), at + QUOTED_WORDS);
    phrase.set(kind, new Set(lex.slice(at + 1, end).flatMap((x) => (x.isWord ? [x.w] : []))));
    // A German verb at the end of its clause is quoted with what it governs, from the modal verb on.
    // So is an English trailing "only" ("shall sell tickets by card only, …"), and it ends the quote.
    const verbLast = language === "de" && lex.slice(at + 1, end).every((n) => !n.isWord);
    const trailing = language === "en" && !lex[at + 1]?.isWord;
    const modal = verbLast || trailing ? lex.slice(clauseStart(at), at).findIndex((n) => L.modals.has(n.w)) : -1;
    const text = lex
      .slice(modal >= 0 ? clauseStart(at) + modal + 1 : at, trailing ? at + 1 : end)
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?])/g, "$1")
      .replace(/ - /g, "-");
    narrowing.set(kind, text.replace(/[,;:.!?]$/, ""));
  };
  // A leading condition ("When the record has not been saved, …") up to its comma or the modal verb.
  let conditionEnd = 0;
  if (lex.length > 0 && L.conditionOpeners.has(lex[0].w)) {
    conditionEnd = lex.findIndex((x) => x.w === "," || L.modals.has(x.w));
    if (conditionEnd < 0) conditionEnd = 0;
  }
  let quoted = false;
  let conditionNegated = false;
  let trailingCondition = false;
  const asideKeys = new Set<string>();
  const mainKeys = new Set<string>();
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    if (QUOTATION_MARKS.has(x.w)) quoted = !quoted;
    if (!x.isWord) continue;
    // A leading condition narrows nothing; its words are the condition the other must name too.
    if (i < conditionEnd) {
      if (L.negations.has(x.w)) conditionNegated = true;
      else if (x.content && !x.isNumber) {
        const forms = [...formsOf(x.w, x.stem, language)];
        for (const f of forms) condition.add(f);
        conditionWords.push(forms);
      }
      continue;
    }
    // A trailing condition ("… if errors occur or an attestation cannot be delivered") narrows nothing either.
    if (i > 0 && L.conditionOpeners.has(x.w) && !L.exclusive.has(lex[i - 1].w)) trailingCondition = true;
    const narrowable = !quoted && !trailingCondition;
    // "read-only" is a kind of access, "not limited to" no restriction.
    if (L.exclusive.has(x.w) && lex[i - 1]?.w !== "-") {
      if (narrowable && !narrowing.has("only")) {
        onlyWords = lex
          .slice(i + 1, i + 1 + ONLY_REACH)
          .flatMap((n) => (n.content && !n.isNumber && !GRANTING(n, L) ? [meaningTermOfStem(n.stem, language)] : []));
        onlyRest = lex
          .slice(i + 1, clauseEnd(i))
          .flatMap((n) => (n.content && !n.isNumber && !GRANTING(n, L) ? [meaningTermOfStem(n.stem, language)] : []));
        // "only for routes with a status of 'closed'": a qualifier after the noun, up to QUALIFIER_REACH words of its own
        // (a German article is no qualifier: a relative pronoun follows a comma).
        const near = lex.slice(i + 1, Math.min(clauseEnd(i), i + 1 + ONLY_REACH));
        const opens = (n: Lexeme, k: number) =>
          near.slice(0, k).some((m) => m.content && !m.isNumber) &&
          (language === "en"
            ? RESTRICTING_QUALIFIERS.has(n.w)
            : NOUN_QUALIFIERS_DE.has(n.w) || (RESTRICTING_QUALIFIERS.has(n.w) && near[k - 1]?.w === ","));
        const at = near.findIndex(opens);
        if (at >= 0)
          for (const n of lex.slice(i + 2 + at, Math.min(clauseEnd(i), i + 2 + at + QUALIFIER_REACH)))
            if (n.content && !n.isNumber) onlyQualifier.push(meaningTermOfStem(n.stem, language));
      }
      if (narrowable && !narrowing.has("only") && lex[i + 1]?.content) onlyWhat = meaningTermOfStem(lex[i + 1].stem, language);
      if (narrowable && !narrowing.has("only")) {
        const occasion = lex.slice(i + 1, Math.min(clauseEnd(i), i + 1 + OCCASION_REACH));
        onlyWhen = !occasion.some((n) => OCCASION_WORDS.has(n.w)) && occasion.some((n) => OCCASION_OPENERS.has(n.w));
        // A count of occasions anywhere in the clause: "can only book a seat for the keynote … once per day".
        const counted = lex.slice(i + 1, clauseEnd(i)).some((n) => Object.hasOwn(ONCE_WORDS, n.w));
        onlyOccasion = onlyWhen || counted || occasion.some((n) => OCCASION_WORDS.has(n.w));
        const opener = lex.findIndex((n, k) => k > i && k < clauseEnd(i) && OCCASION_OPENERS.has(n.w));
        if (onlyWhen && opener > i)
          for (const n of lex.slice(opener + 1, clauseEnd(i))) if (n.content && !n.isNumber) whenTerms.add(meaningTermOfStem(n.stem, language));
        // "allow only users …", "permit only the clerk …": the one granted the action is restricted.
        onlyGrantee = i > 0 && lex[i - 1].isWord && GRANTING(lex[i - 1], L);
      }
      // A comma before a trailing clause (", nachdem …", ", when …") joins no list.
      // Nor does one before what is left out (", excluding the tentative ones"; ", not …" sets someone apart, agents.ts's).
      const excluding = (w: string) => EXCLUDING_WORDS.has(w) && !L.negations.has(w);
      const joins = (n: Lexeme, k: number) =>
        LIST_JOINERS.has(n.w) && !(n.w === "," && (CLAUSE_OPENERS.has(lex[k + 1]?.w ?? "") || excluding(lex[k + 1]?.w ?? "")));
      // "… and the programme only once": "only" confines the occasion after it, not the list before it.
      const occasionNext = OCCASION_WORDS.has(lex[i + 1]?.w ?? "");
      // "Only" bears on the words after it, a trailing one on those before it ("in French and Italian only"): "retrieve and
      // display data only from …", "From here, users shall only …" and "by card only, with …" are no lists.
      const [from, to] = lex[i + 1]?.isWord ? [i + 1, i + LIST_REACH + 1] : [Math.max(0, i - LIST_REACH), i];
      if (!occasionNext && lex.slice(from, to).some((n, k) => joins(n, from + k))) onlyList = true;
      if (narrowable) mark("only", i);
    } else if (L.negations.has(x.w)) {
      // "nicht-funktional" names a kind of thing.
      if (lex[i + 1]?.w === "-") continue;
      const limited = lex.slice(i + 1, i + 4).some((n) => RESTRICTING.has(n.stem));
      // ", and not a ward clerk,", "nicht aber einem Stationssekretär": an aside that leaves someone out.
      const aside =
        lex[i - 1]?.w === "," ||
        (APPOSED_NEGATION_WORDS.has(lex[i - 1]?.w ?? "") && lex[i - 2]?.w === ",") ||
        APPOSED_NEGATION_WORDS.has(lex[i + 1]?.w ?? "");
      if (narrowable && !limited && !aside && reading.clauses.some((c) => c.negative)) mark("negation", i);
    } else if (REPLACING_WORDS.has(x.w)) {
      if (narrowable) mark("instead", i);
    } else if (SINGLE_WORDS.has(x.w)) {
      const next = lex.slice(i + 1, clauseEnd(i)).find((n) => n.content);
      if (next && single === null && narrowable) single = meaningTermOfStem(next.stem, language);
      if (narrowable) mark("single", i);
    } else if (RESTRICTING.has(x.stem)) {
      // "restrict … to …", "auf … beschränken": the preposition on either side within the clause.
      const negated = lex.slice(Math.max(0, i - 3), i).some((n) => L.negations.has(n.w));
      const to = lex.slice(clauseStart(i), clauseEnd(i)).some((n) => RESTRICTED_TO.has(n.w));
      const verb = reading.clauses.some((c) => c.action !== null && RESTRICTING.has(c.action));
      // "restrict users from deleting …" is read as a prohibition (reading/clauses.ts).
      const from = !verb && lex.slice(i + 1, i + 6).some((n, k, near) => n.w === "from" && /ing$/.test(near[k + 1]?.w ?? ""));
      if (narrowable && !negated && from) mark("prohibit", i);
      else if (narrowable && !negated && to && verb) {
        mark("restrict", i);
        // "shall allow the user to limit access to cases to …" hands over a restriction; it restricts nothing itself.
        if (reading.clauses.some((c) => c.action !== null && RESTRICTING.has(c.action) && c.capability)) continue;
        // English: "restrict <confined> to <whom>"; German: "muss <confined> auf <whom> beschränken".
        let last = -1;
        for (let k = i + 1; k < clauseEnd(i); k++) if (RESTRICTED_TO.has(lex[k].w)) last = k;
        let from = i + 1;
        let toEnd = clauseEnd(i);
        if (last < 0 && language === "de") {
          const start = clauseStart(i);
          const modal = lex.slice(start, i).findIndex((n) => L.modals.has(n.w));
          from = start + Math.max(0, modal + 1);
          for (let k = from; k < i; k++) if (RESTRICTED_TO.has(lex[k].w)) last = k;
          toEnd = i;
        }
        for (const n of lex.slice(from, Math.max(from, last))) {
          if (!n.content || n.isNumber || L.genericSubjects.has(n.w)) continue;
          if (ACCESS_LIKE.has(n.stem) && confined.size === 0) confinedAccess = true;
          else for (const f of formsOf(n.w, n.stem, language)) confined.add(f);
        }
        if (last >= 0) for (const n of lex.slice(last + 1, toEnd)) if (n.content && !n.isNumber) confinedTo.add(meaningTermOfStem(n.stem, language));
      }
    } else if (PROHIBITION_STEMS.has(x.stem) || L.prohibitionVerbs.has(x.w)) {
      if (narrowable) mark("prohibit", i);
    } else if (x.content && !x.isNumber && !L.genericSubjects.has(x.w) && !L.modals.has(x.w)) {
      const forms = formsOf(x.w, x.stem, language);
      // "Enable members to …", "ermöglichen": one grant of a capability as "allow", "erlauben".
      if (L.enablers.has(x.w)) forms.add(GRANTING_TERM[language]);
      const key = [...forms][0];
      words.set(key, [...new Set([...(words.get(key) ?? []), ...forms])]);
      (trailingCondition ? asideKeys : mainKeys).add(key);
    }
  }
  // The lists: the runs of content words before and after "and" / "or", and before the commas ahead of them.
  const term = (n: Lexeme) => meaningTermOfStem(n.stem, language);
  // A member ends at a verb of the clauses ("… nach Titel und nach Autor durchsuchen").
  const verbs = new Set(reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language)] : [])));
  const memberWord = (k: number, from: number) =>
    k >= 0 && k < lex.length && lex[k].content && !lex[k].isNumber && lex[k].sentence === lex[from].sentence && !verbs.has(term(lex[k]));
  const run = (from: number, step: 1 | -1): { at: number; member: Member } | null => {
    const found: Lexeme[] = [];
    let k = from;
    while (memberWord(k, from) && found.length < MEMBER_WORDS) {
      found.push(lex[k]);
      k += step;
    }
    if (found.length === 0) return null;
    const near = term(found[0]);
    if (step < 0) found.reverse();
    return { at: step < 0 ? k + 1 : k - 1, member: { near, terms: new Set(found.map(term)), text: found.map((n) => n.text).join(" ") } };
  };
  const lists: Member[][] = [];
  for (let i = 1; i < lex.length; i++) {
    if (!LIST_WORDS.has(lex[i].w)) continue;
    let lead = i + 1;
    while (lead < lex.length && lead <= i + MEMBER_LEAD && lex[lead].isWord && !lex[lead].content) lead++;
    const after = run(lead, 1);
    let before = run(lex[i - 1].w === "," ? i - 2 : i - 1, -1);
    // A member right before a condition opens a verb phrase, not a list ("… for damage and detect when …").
    if (!after || !before || L.conditionOpeners.has(lex[after.at + 1]?.w ?? "")) continue;
    const members = [after.member, before.member];
    // "a referral letter, an insurance card and …": back over the articles to the comma before the member.
    const comma = (at: number) => {
      let k = at - 1;
      while (k > at - 1 - MEMBER_LEAD && lex[k]?.isWord && !lex[k].content) k--;
      return lex[k]?.w === "," ? k : -1;
    };
    while (before && comma(before.at) > 0) {
      before = run(comma(before.at) - 1, -1);
      if (before) members.push(before.member);
    }
    lists.push(members.reverse());
  }
  // The words outside what an excluding word leaves out ("…, excluding the academic scores"); read only
  // with something "only" bears on (dropped() reads them then).
  const keptWords = () => {
    const kept = new Set<string>();
    let excluded = false;
    for (const [k, n] of lex.entries()) {
      if (n.w === "," || n.w === ";" || n.sentence !== lex[k - 1]?.sentence) excluded = false;
      if (EXCLUDING_WORDS.has(n.w)) excluded = true;
      if (!excluded && n.content && !n.isNumber) for (const f of formsOf(n.w, n.stem, language)) kept.add(f);
    }
    return kept;
  };
  // The words "only" bears on.
  const onlyScope = new Set<string>();
  const onlyAt = lex.findIndex((n, k) => L.exclusive.has(n.w) && lex[k - 1]?.w !== "-");
  if (onlyAt >= 0 && narrowing.has("only")) {
    for (let k = onlyAt + 1; k < clauseEnd(onlyAt); k++) {
      const n = lex[k];
      if (L.modals.has(n.w) || EXCLUDING_WORDS.has(n.w) || (onlyGrantee && INFINITIVE_MARKERS.has(n.w))) break;
      if (n.content && !n.isNumber) for (const f of formsOf(n.w, n.stem, language)) onlyScope.add(f);
    }
    // A trailing "only" bears on the words before it ("by product number only", "in French only").
    if (!lex[onlyAt + 1]?.isWord) for (let k = onlyAt - 1; k >= 0 && lex[k].content && !lex[k].isNumber; k--) onlyScope.add(term(lex[k]));
  }
  // The head of the noun phrase from `from` on, its last content word, in the singular ("User Classes" -> class).
  const headOf = (from: number): string | null => {
    let k = from;
    while (k < lex.length && lex[k].isWord && !lex[k].content && k < from + MEMBER_LEAD) k++;
    let last: Lexeme | null = null;
    for (; k < lex.length && lex[k].content && !lex[k].isNumber && !verbs.has(term(lex[k])); k++) last = lex[k];
    if (!last) return null;
    const singular = language === "en" && /[^s]s$/.test(last.w) ? last.w.slice(0, -1) : last.w;
    return meaningTermOfStem(stem(singular, language), language);
  };
  // "only a single vehicle", "only one class": the noun picked.
  let onlyOne: string | null = null;
  if (onlyAt >= 0 && narrowing.has("only")) {
    const one = lex.slice(onlyAt + 1, onlyAt + 1 + LIST_REACH).findIndex((n) => ONLY_ONE_WORDS.has(n.w));
    if (one >= 0) onlyOne = headOf(onlyAt + 2 + one);
  }
  // "multiple vehicles", "more than one class", "one or more vehicles": the noun and the words of its quantifier.
  const several = new Map<string, Set<string>>();
  for (let k = 0; k < lex.length; k++) {
    const w = lex[k].w;
    const at =
      SEVERAL_WORDS.several.has(w) ||
      (SEVERAL_WORDS.one.has(w) && SEVERAL_WORDS.than.has(lex[k - 1]?.w ?? "")) ||
      (SEVERAL_WORDS.more.has(w) && SEVERAL_WORDS.or.has(lex[k - 1]?.w ?? ""));
    if (!at) continue;
    const head = headOf(k + 1);
    if (head) several.set(head, new Set(lex.slice(Math.max(0, k - 2), k + 1).flatMap((n) => (n.content ? [term(n)] : []))));
  }
  // The actions: each clause's own, and for "allow …", "restrict …", "prevent …" the action granted,
  // the first content word after the verb ("allow users to export" -> export, "restrict the creation" -> create).
  const actions = new Set<string>();
  const actors = new Set<string>();
  const direct = new Set<string>();
  for (const c of reading.clauses) {
    if (c.action) actions.add(meaningTermOfStem(c.action, language));
    if (c.action) for (const o of c.directObjects) if (!o.startsWith("¬")) direct.add(meaningTermOfStem(o, language));
    for (const s of c.subject) if (!s.startsWith("⟨") && !/^\d/.test(s) && !GROUP_ACTORS.has(s)) actors.add(meaningTermOfStem(s, language));
  }
  const granted = new Set<string>();
  for (let i = 0; i < lex.length; i++) {
    if (!lex[i].isWord || !GRANTING(lex[i], L)) continue;
    // German puts the granting verb last: "muss den Export … auf Prüfer beschränken" grants what follows the modal verb.
    const modal = language === "de" ? lex.slice(clauseStart(i), i).findIndex((n) => L.modals.has(n.w)) : -1;
    const from = modal >= 0 ? clauseStart(i) + modal : i;
    // "allow only the librarian or a member with a staff card to renew …", "darf nur dem Bibliothekar erlauben, … zu
    // verlängern": the grantee, however long, is no action; the verb after "to" / "zu" is.
    // German names the grantee before the verb and the action after it: "muss dem Besucher erlauben, … zu ändern".
    const grantee =
      language === "en"
        ? L.exclusive.has(lex[i + 1]?.w ?? "")
        : modal >= 0 && lex.slice(i + 1, clauseEnd(i)).some((n) => INFINITIVE_MARKERS.has(n.w));
    const start = grantee && modal >= 0 ? i : from;
    const end = grantee ? clauseEnd(i) : modal >= 0 ? i : Math.min(clauseEnd(i), i + GRANTED_SPAN);
    let first = !grantee;
    for (let j = start + 1; j < end; j++) {
      const n = lex[j];
      // "allow users with the editor role to export …": the verb after "to" too.
      // "… to be viewed as …": the participle after "to be".
      const infinitive =
        INFINITIVE_MARKERS.has(lex[j - 1].w) || (PASSIVE_AUXILIARIES.has(lex[j - 1].w) && INFINITIVE_MARKERS.has(lex[j - 2]?.w ?? ""));
      if (!n.content || n.isNumber || (!first && !infinitive)) continue;
      if (!infinitive && (actors.has(meaningTermOfStem(n.stem, language)) || GROUP_ACTORS.has(n.stem))) continue;
      for (const f of formsOf(n.w, n.stem, language)) granted.add(f);
      first = false;
      if (infinitive) break;
    }
  }
  const main = reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
  // The agent of a passive clause: the content words after "by" / "von" ("… exported by the librarian", "vom Bibliothekar
  // exportiert werden"), up to a verb of the clauses. German reads the passive subject as the actor: the agent replaces it.
  const passive = lex.some((n) => PASSIVE_AUXILIARIES.has(n.w) || (language === "de" && PASSIVE_AUXILIARIES_DE.has(n.w)));
  const agentAt = passive ? lex.findIndex((n) => PASSIVE_AGENT_WORDS[language].has(n.w)) : -1;
  const agent = new Set<string>();
  if (agentAt >= 0) {
    let k = agentAt + 1;
    while (k < lex.length && lex[k].isWord && !lex[k].content && k <= agentAt + MEMBER_LEAD) k++;
    for (; k < lex.length && k < agentAt + 1 + MEMBER_WORDS && memberWord(k, agentAt); k++) agent.add(term(lex[k]));
  }
  if (language === "de" && agent.size > 0) {
    actors.clear();
    for (const t of agent) actors.add(t);
  }
  const onlyAgent = onlyAt >= 0 && narrowing.has("only") && agentAt === onlyAt + 1 ? agent : new Set<string>();
  // A German compound ends in the generic word ("das Bibliothekssystem" / "das System").
  const namesSystem = (w: string) =>
    L.genericSubjects.has(w) || (language === "de" && [...L.genericSubjects].some((g) => w.length > g.length && w.endsWith(g)));
  // "shall display the seating plan to each passenger": the passengers are granted to see it.
  const shownTo = main?.action && SHOWING.has(meaningTermOfStem(main.action, language)) ? main.phrases.get(SHOWN_TO[language]) : undefined;
  const seen = new Set<string>();
  if (granted.size === 0 && shownTo !== undefined && shownTo.size > 0) {
    for (const s of shownTo) if (!GROUP_ACTORS.has(s) && s !== main.action) actors.add(meaningTermOfStem(s, language));
    const seeing = SEEING[language];
    for (const t of seeing) seen.add(t);
    const shown = meaningTermOfStem(main.action!, language);
    words.set(shown, [...(words.get(shown) ?? [shown]), ...seeing]);
  }
  return {
    language,
    // A word whose only form is its key keeps the key alone: most words, and no array each.
    words: new Map([...words].map(([key, forms]): [string, Forms] => [key, forms.length === 1 && forms[0] === key ? key : forms])),
    aside: new Set([...asideKeys].filter((k) => !mainKeys.has(k))),
    forms: new Set([...words.values()].flatMap((f) => [...f])),
    actions,
    granted,
    seen,
    narrowing,
    phrase,
    lexemes: lex,
    actors,
    systemActs: main !== undefined && main.subject.has(SYSTEM_SUBJECT),
    namedSystem: main !== undefined && !main.subject.has(SYSTEM_SUBJECT) && main.subjectText.toLowerCase().split(" ").some(namesSystem),
    exclusiveActor: reading.clauses.some((c) => c.exclusiveSubject),
    onlyAgent,
    condition,
    conditionWords,
    conditionNegated,
    exception: reading.clauses.some((c) => c.exception),
    list: onlyList,
    single,
    onlyWhat,
    onlyWords,
    onlyRest,
    onlyQualifier,
    onlyOccasion,
    onlyWhen,
    whenTerms,
    onlyGrantee,
    direct,
    lists,
    onlyScope,
    onlyOne,
    several,
    kept: onlyScope.size > 0 ? keptWords() : new Set<string>(),
    confined,
    confinedAccess,
    confinedTo,
    capability: reading.clauses.some((c) => c.capability),
    universal: lex.some((x) => UNIVERSAL_WORDS.has(x.w) && !ALL_OF_WORDS.has(x.w)),
    many: lex.some((x) => MANY_WORDS.has(x.w)),
    plural: new Set(lex.filter((x) => x.content && (x.w !== x.stem || ALL_OF_WORDS.has(x.w))).map((x) => meaningTermOfStem(x.stem, language))),
    sentences: lex.length === 0 ? 0 : lex[lex.length - 1].sentence - lex[0].sentence + 1,
    ...events(reading),
  };
}

/** Most words read as an event ("once the fines of the reader are paid"), and most events read. */
const EVENT_REACH = 12;
const MAX_EVENTS = 4;

/**
 * The event a negated action is held back until, and the events actions are done on: the content
 * terms after "until" / "bis" and after "once", "when", "sobald" …, up to EVENT_REACH words of the sentence.
 */
function events(reading: ClauseReading): { heldFor: Set<string>; onEvents: Set<string>[] } {
  const language = reading.language;
  const lex = reading.lexemes;
  const negations = COMPARE_LEXICON[language].negations;
  // The event's words within reach, each term read once: the work stays linear in the text.
  const after = (i: number) => {
    const terms = new Set<string>();
    for (let k = i + 1; k < lex.length && k <= i + EVENT_REACH && lex[k].sentence === lex[i].sentence; k++)
      if (lex[k].content && !lex[k].isNumber) terms.add(meaningTermOfStem(lex[k].stem, language));
    return terms;
  };
  let heldFor = new Set<string>();
  const onEvents: Set<string>[] = [];
  let negatedIn = -1;
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    if (!x.isWord) continue;
    if (negations.has(x.w)) negatedIn = x.sentence;
    if (heldFor.size === 0 && negatedIn === x.sentence && HOLDING_BACK_WORDS[language].has(x.w)) heldFor = after(i);
    else if (ON_EVENT_OPENERS.has(x.w) && onEvents.length < MAX_EVENTS) onEvents.push(after(i));
  }
  return { heldFor, onEvents };
}

/**
 * `x` restates `y` and narrows it with a word of its own: the kind of narrowing, or null. `byCore`: the
 * restatement is read by action and direct objects alone (`coreRestated`), the share of words left out.
 */
function narrows(x: Restatable, y: Restatable, byCore = false, byList = false): Narrowing | null {
  // A restatement is one sentence; a paragraph's negation or "only" may be about anything in it.
  if (x.sentences > 1 || y.sentences > 1) return null;
  if (x.narrowing.size === 0 || y.narrowing.has("negation") || y.narrowing.has("prohibit")) return null;
  // The narrowing side's leading condition must be the other's too, as its condition or among its words; or
  // name no more than the occasion of what the other states ("When the monthly report is generated, …" /
  // "The monthly report shall include …"): the other's words, one at least, and words of occasion.
  const named = (t: string) => y.forms.has(t) || y.condition.has(t);
  const occasion = [...x.condition].some((t) => y.forms.has(t) && !OCCASION_TERMS.has(t));
  const unnamed = (forms: string[]) => forms.every((t) => !named(t)) && !(occasion && forms.some((t) => OCCASION_TERMS.has(t)));
  if ([...x.condition].some((t) => !named(t)) && (!occasion || x.conditionWords.some(unnamed))) return null;
  if (x.conditionNegated || y.conditionNegated) return null;
  for (const kind of NARROWING_KINDS) {
    if (!x.narrowing.has(kind) || y.narrowing.has(kind)) continue;
    // "only" at a list of its own narrows a longer list of the other's ("only PDF and SVG" / "PDF, SVG and PNG").
    const left = byList && kind === "only" ? dropped(x, y) : [];
    // "only a single vehicle" against "multiple vehicles": one of the other's many.
    const fewer = byList && kind === "only" && oneOfSeveral(x, y);
    if ((kind === "only" && x.list && left.length === 0 && !fewer) || ((kind === "negation" || kind === "prohibit") && x.exception)) continue;
    // "shall not renew … until the fines are paid" agrees with "shall renew … once the fines are paid".
    if (kind === "negation" && x.heldFor.size > 0 && y.onEvents.some((e) => isSubset(x.heldFor, e))) continue;
    if (kind === "single" && (x.single === null || !y.plural.has(x.single) || y.many)) continue;
    // "only authorized users" against "authorized users shall …": nothing narrowed (the verb after a German "nur" aside).
    // "Only" before the other's action bears on all that follows it ("shall only send overdue notices to members by e-mail").
    const onlyNamed = (x.onlyWhat !== null && y.actions.has(x.onlyWhat) ? x.onlyRest : x.onlyWords).filter((t) => !y.actions.has(t));
    // "only tax numbers" against "tax numbers or customer numbers": some members of the other's list kept, the rest dropped.
    const listNarrowed = left.length > 0 || fewer;
    // A qualifier of a thing (not of an actor) that the other does not name narrows it, unless the other takes every one.
    // "only by the branch manager" restricts who acts when the other's actor is another ("exported by the librarian").
    const byAgent =
      kind === "only" &&
      x.onlyAgent.size > 0 &&
      ![...x.onlyAgent].some((t) => y.forms.has(t)) &&
      y.actors.size > 0 &&
      ![...y.actors].some((t) => x.forms.has(t));
    const qualified =
      !x.exclusiveActor && !x.onlyGrantee && !byAgent && !y.universal && x.onlyQualifier.some((t) => !y.forms.has(t) && !y.actors.has(t));
    const namedAlready = kind === "only" && onlyNamed.length > 0 && onlyNamed.every((t) => y.forms.has(t)) && !qualified;
    if (namedAlready && !x.onlyOccasion && !listNarrowed) continue;
    // A restriction to what the other states already narrows nothing: "shall run on a Windows
    // server only" / "shall run on a Windows server", "has only view rights" / "shall view".
    const polar = kind === "negation" || kind === "prohibit";
    if (
      (kind === "only" || kind === "restrict") &&
      !listNarrowed &&
      [...x.phrase.get(kind)!].every((w) => y.lexemes.some((n) => n.isWord && n.w === w)) &&
      [...x.words.values()].every((f) => formsList(f).some((t) => y.forms.has(t)))
    )
      continue;
    // "shall only submit a request once per cycle" restricts the occasion, not the action.
    const occasionOnly = kind === "only" && x.onlyWhat !== null && y.actions.has(x.onlyWhat);
    if (occasionOnly && !x.onlyOccasion && !listNarrowed) continue;
    // "Only the clerk shall have access to the report" does not stop the system making it; a system
    // that grants the action to someone ("shall allow the clerk to …") is about who is granted it.
    const onActor = (kind === "only" && (x.exclusiveActor || x.onlyGrantee || byAgent)) || kind === "restrict";
    // A system that shows something to people ("shall display the plan to each passenger") lets them see it.
    if (onActor && (x.exclusiveActor || x.onlyGrantee || byAgent) && y.systemActs && y.granted.size === 0 && y.seen.size === 0) continue;
    // Otherwise the other's actors must be named too; "the system" is the other's named system ("the TicketCore
    // platform"), and one named in the leading condition ("If the fare module is started, the system shall …").
    const systemNamed = x.systemActs && (y.namedSystem || [...y.actors].every((t) => x.condition.has(t)));
    if (!onActor && !systemNamed && [...y.actors].some((t) => !x.forms.has(t))) continue;
    // The same action: one of the other's actions is one of this one's; without an action of its own
    // (no modal verb, "… results in a list"), more of its words must be restated.
    // Access covers every action on its objects ("restrict access to the report" / "view the report").
    // A negation or prohibition must be about the other's action itself.
    const loose = !polar && (x.granted.size === 0 || [...x.granted].some((t) => ACCESS_LIKE.has(t)));
    // With a granting verb the action is the one granted ("allow the renaming of a recorded type": renaming).
    const own = x.granted.size > 0 ? x.granted : x.actions;
    // Seeing what is shown is narrowed by "only", not ruled out ("prevent a player from viewing the grid of the other
    // player" does not meet "display a grid to each player").
    const theirs = y.granted.size > 0 ? y.granted : new Set([...y.actions, ...(polar ? [] : y.seen)]);
    // "shall support the export of loan records": the action supported, named as a noun, is the one "only" confines.
    const supports = kind === "only" && y.granted.size === 0 && y.actions.size > 0 && [...y.actions].every((t) => SUPPORTING.has(t));
    const actionMet =
      [...theirs].some((t) => own.has(t) || (loose && x.forms.has(t))) || (supports && [...own].some((t) => y.forms.has(t) && !SUPPORTING.has(t)));
    if (!actionMet && theirs.size > 0) continue;
    // "shall define the status only after the characteristics have been stored": the other's action
    // named in the condition is not restated.
    if (x.onlyWhen && ![...theirs].some((t) => own.has(t) || (loose && x.forms.has(t) && !x.whenTerms.has(t)))) continue;
    let common = 0;
    let counted = 0;
    // The members dropped are the narrowed element and do not count either.
    const leftOut = new Set([...left.flatMap((m) => [...m.terms]), ...(fewer ? y.several.get(x.onlyOne!)! : [])]);
    for (const [key, written] of y.words) {
      const forms = formsList(written);
      if ((onActor && y.actors.has(key)) || forms.some((t) => leftOut.has(t))) continue;
      // The other's named system is restated by "the system"; what its leading condition names, by that condition.
      if (systemNamed && y.actors.has(key)) {
        if (forms.some((t) => x.condition.has(t))) {
          counted++;
          common++;
        }
        continue;
      }
      // What the other supports is restated by doing it ("support the archiving of …" / "archive … only once a year").
      if (supports && forms.some((t) => SUPPORTING.has(t)) && !forms.some((t) => x.forms.has(t))) continue;
      // The other's occasion ("… when codes are entered") is what "only" confines to another ("only after the claim is submitted").
      if (x.onlyWhen && y.aside.has(key) && !forms.some((t) => x.forms.has(t))) continue;
      counted++;
      // Who is granted it is agents.ts's: a verb of granting read as "allow" restates nothing about the actor.
      if (forms.some((t) => x.forms.has(t) && !(onActor && t === GRANTING_TERM[y.language] && key !== t))) common++;
    }
    // A count of occasions with the other's action and all of its direct object: fewer other words need be restated.
    const occasion = actionMet && kind === "only" && x.onlyOccasion && !x.onlyWhen && y.direct.size > 0 && [...y.direct].every((t) => x.forms.has(t));
    const share = fewer ? RESTATED_SHARE_ALL : occasion ? RESTATED_SHARE_OCCASION : actionMet ? RESTATED_SHARE : RESTATED_SHARE_ANY_ACTION;
    if (byCore ? kind === "only" && coreRestated(x, y, own, theirs) : common >= RESTATED_MIN && common / counted >= share) return kind;
  }
  return null;
}

/**
 * The members of one of the other's lists that "only" drops, when it keeps another member of that list: "shall
 * require only a smart card" against "a card reader, a smart card and a PIN" drops the reader and the PIN.
 * A member is told by its word next to the joiner: kept when that word is among those "only" bears on,
 * dropped when it is not among the restating one's words, or only where it is left out ("excluding the
 * academic scores").
 */
function dropped(x: Restatable, y: Restatable): Member[] {
  if (x.onlyScope.size === 0) return [];
  for (const members of y.lists) {
    const kept = members.some((m) => x.onlyScope.has(m.near));
    const left = members.filter((m) => !x.kept.has(m.near));
    if (kept && left.length > 0) return left;
  }
  return [];
}

/** "Only" picks one of what the other names several of: "only a single vehicle" / "multiple vehicles". */
function oneOfSeveral(x: Restatable, y: Restatable): boolean {
  return x.onlyOne !== null && y.several.has(x.onlyOne) && !x.several.has(x.onlyOne);
}

/** Least number of direct-object words a restatement by action and objects must share ("reference books"). */
const CORE_MIN = 2;

/**
 * The restating one's action and every word of its direct objects are the other's: "shall allow only
 * members with a staff card to borrow reference books" restates "members shall be able to borrow
 * reference books and journals", whatever else either says.
 */
function coreRestated(x: Restatable, y: Restatable, own: Set<string>, theirs: Set<string>): boolean {
  if (![...theirs].some((t) => own.has(t))) return false;
  const core = [...x.direct].filter((t) => !x.actors.has(t) && !GROUP_TERMS.has(t) && !x.onlyWords.includes(t));
  return core.length >= CORE_MIN && core.every((t) => y.forms.has(t));
}

/** Least number of words of what a restricting verb confines ("the display of promotions"). */
const CONFINED_MIN = 2;
const GROUP_TERMS = new Set([...GROUP_ACTORS_EN.map((s) => meaningTermOfStem(s, "en")), ...GROUP_ACTORS_DE.map((s) => meaningTermOfStem(s, "de"))]);

/**
 * What a restricting verb confines is all the other states: "The kiosk shall restrict the display of
 * offers to members with a loyalty card" / "The kiosk shall display all the current offers to the member".
 * The other need restate nothing more of the restricting one; it must do the confined action (any action
 * of a person, when access is confined), and its actor must not be the one it is confined to.
 */
function confines(x: Restatable, y: Restatable): boolean {
  if (
    !x.narrowing.has("restrict") ||
    y.narrowing.has("restrict") ||
    y.narrowing.has("only") ||
    y.narrowing.has("negation") ||
    y.narrowing.has("prohibit")
  )
    return false;
  if (x.sentences > 1 || x.condition.size > 0 || y.conditionNegated) return false;
  const terms = [...x.confined];
  if (terms.length < CONFINED_MIN || !terms.every((t) => y.forms.has(t))) return false;
  // "… to users" or to those the other names confines nothing; "… to the auditors" does not keep the auditor from it.
  if (![...x.confinedTo].some((t) => !GROUP_TERMS.has(t) && !y.forms.has(t)) || [...y.actors].some((t) => x.confinedTo.has(t))) return false;
  const theirs = y.granted.size > 0 ? y.granted : y.actions;
  // "restrict the use of regular expressions to a single session" confines what the other supports with no count,
  // when the other says no more than that ("shall support the use of regular expressions").
  const supported = [...y.words.values()].every((f) => formsList(f).some((t) => SUPPORTING.has(t) || x.forms.has(t)));
  if (x.single !== null && supported && [...y.actions].some((t) => SUPPORTING.has(t))) return true;
  // Access covers every action a person is granted or able to do on its objects, not what a component does with them.
  if (x.confinedAccess) return (y.granted.size > 0 || y.capability) && theirs.size > 0;
  return [...theirs].some((t) => x.confined.has(t));
}

export function restrictionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return restricting(a, b, language, (x, y) => narrows(x, y));
}

/**
 * The looser restatements, after the other classes have had their say: a restriction of all the other
 * states (`confines`), or "only" with the other's action and direct objects (`coreRestated`).
 */
export function confinementConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return (
    restricting(a, b, language, (x, y) => (confines(x, y) ? "restrict" : narrows(x, y, true))) ??
    restricting(a, b, language, (x, y) => narrows(x, y, false, true), true)
  );
}

function restricting(
  a: ClauseReading,
  b: ClauseReading,
  language: Language,
  narrowing: (x: Restatable, y: Restatable) => Narrowing | null,
  byList = false,
): Contradiction | null {
  return eitherOrder(restatable(a), restatable(b), (x, y) => {
    const kind = narrowing(x, y);
    if (!kind) return null;
    // A list narrowed names what is left out ("only a smart card …" leaves out "PIN"), wherever the restatement was read.
    const left = kind === "only" ? dropped(x, y) : [];
    if (byList && kind === "only" && left.length === 0 && oneOfSeveral(x, y))
      return { kind: "restriction", reason: reason(language, "narrow_single", { narrowing: x.narrowing.get(kind)! }) };
    if (left.length > 0)
      return {
        kind: "restriction",
        reason: reason(language, "narrow_list", { narrowing: x.narrowing.get(kind)!, dropped: left.map((m) => m.text).join(", ") }),
      };
    return { kind: "restriction", reason: reason(language, `narrow_${kind}`, { narrowing: x.narrowing.get(kind)! }) };
  });
}
