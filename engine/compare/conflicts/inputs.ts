/**
 * Two requirements that each name what one action on one object is based on, and name
 * different inputs:
 *
 *   "The library system shall compute the reminder fee based on the loan period and the book category."
 *   "The library system shall compute the reminder fee based on the reader's age and the branch."
 *   "Das Bibliothekssystem muss die Mahngebühr anhand der Leihfrist und der Buchkategorie berechnen."
 *   "Das Bibliothekssystem muss die Mahngebühr anhand des Alters des Lesers und der Filiale berechnen."
 *
 * or one names its only input and the other names another one, also next to it:
 *
 *   "The ticket office shall compute the refund using only the booking records."
 *   "The ticket office shall compute the refund based on the booking records and the delay log."
 *
 * Each positive clause is read for its input: the words after a SOURCE_MARKERS or
 * INPUT_BASIS_MARKERS word ("from", "using", "based on", "according to", "as defined in", "aus",
 * "anhand", "gemäß"; "by" and "nach" after a sort or a search, KEYED_VERBS), split into items at
 * "and", "or" and commas, up to a time, a word that sets an input aside ("ignoring", "without",
 * INPUT_PHRASE_ENDS) or the next predicate ("… and check the state"). An item is named by its head,
 * the last word before "of" ("the make of the vehicle"); words that name no source of their own
 * ("data", "system", INPUT_GENERIC_WORDS) tie nothing: "the enterprise system" and "the local sales
 * management system" are two sources. The input is the only one with "only", "exclusively",
 * "nur", "ausschließlich" before or after the marker or before the action, inside it ("based solely on"),
 * or with the input's role after it ("as the sole input", "als einzige Grundlage", SOLE_INPUT_WORDS,
 * SOLE_INPUT_ROLES).
 *
 * Two clauses conflict when they are the same action (meaning stems) by the same actor (or one
 * not named; a passive's agent read inside the input, "formatted according to the guidelines
 * specified by the print service", names none) on the same objects (the words between the action and the marker without adverbs
 * of manner, "directly", INPUT_MANNER_WORDS, else a passive's subject; one set within the other
 * when it has two words or more), under the same leading
 * condition or a condition that only starts the action on what both name ("If the overdue report
 * is selected, …", TRIGGER_WORDS), and
 *
 * - neither is the only input: both are obligations (a capability offers one way among others),
 *   both say where the input comes from ("from", "aus", ORIGIN_MARKERS) or both what the action
 *   goes by, and each names an item whose head the other does not name: neither merely adds an
 *   item or a qualifier to the other ("from the meter readings" / "from the meter readings of the
 *   last month and the tariff table" agree);
 * - one is the only input: the other names an item it does not name, by head and (when both have
 *   them) a word before the head in common ("only the booking records" / "the delay log").
 *
 * A marker after "that", "which", "if" (CLAUSE_OPENERS) belongs to a clause of its own.
 *
 * The only input a search or sort accepts is that action's only input, whatever it searches:
 *
 *   "The reader shall be able to search the catalogue by title."
 *   "The catalogue search shall accept only the ISBN as input."
 *   "Die Suche muss nur die ISBN als Eingabe akzeptieren."
 *
 * read from an ACCEPTING_VERBS clause with "only" (or "as the sole input") whose role after "as" /
 * "als" is an input (SOLE_INPUT_ROLES, "als Suchkriterium") and that names the search or sort in
 * that role or as its subject ("the search function", "die Suchfunktion", KEYED_COMPOUND_STARTS).
 *
 * The way one requirement demands to find or give a value conflicts with another way the other only
 * offers, without "only" on either side:
 *
 *   "The pickup branch can be searched by the name of the town."
 *   "The pickup branch shall be selected from a list of branches."
 *   "The meeting room must be specified by scanning the code at its door."
 *
 * both passives of OBTAINING_VERBS on the same subject as written, one an obligation and the other a
 * capability ("can be selected from a list" against "can be searched by name" offers two ways); "by"
 * before a gerund names the demanded way ("by scanning …").
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { actionKey, actionKeys, conceptOfWord, isSubset, overlap, sameCondition, perReading, spellingVariants, without } from "./frame.js";
import { actingClauses, onlyOnAction } from "./sources.js";
import {
  CLAUSE_OPENERS,
  DETERMINERS,
  INPUT_BASIS_MARKERS,
  INPUT_GENERIC_WORDS,
  INPUT_PHRASE_ENDS,
  KEY_MARKERS,
  KEYED_VERBS,
  OF_WORDS,
  ORIGIN_MARKERS,
  TRIGGER_WORDS,
  INPUT_ITEM_SEPARATORS,
  INPUT_MANNER_WORDS,
  SOURCE_MARKERS,
  SOURCE_PHRASE_ENDS,
  SOLE_INPUT_ROLES,
  ACCEPTING_VERBS,
  KEYED_COMPOUND_STARTS,
  SOLE_INPUT_WORDS,
  OBTAINING_VERBS,
  PASSIVE_AUXILIARIES_DE,
  KEYED_PARTICIPLES_DE,
  OBTAINING_PARTICIPLES_DE,
  CONSULTING_VERBS,
  MEANS_PURPOSE_MARKERS,
} from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";
import { HUMAN_ROLES_EN } from "../../lexicon/en/suggest-words.js";
import { HUMAN_ROLES_DE } from "../../lexicon/de/suggest-words.js";

/** Least object words of one side within the other's larger set. */
const OBJECT_MIN_WORDS = 2;
/** Most words read after the marker. */
const INPUT_MAX_WORDS = 12;
/** Most words read after "as" for the role of an accepted input ("as a valid search input"). */
const ROLE_MAX_WORDS = 6;
/** Least letters of a word of the input. */
const INPUT_MIN_LETTERS = 3;

const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);
const EXCLUSIVE = new Set([...COMPARE_LEXICON.en.exclusive, ...COMPARE_LEXICON.de.exclusive]);
const HUMAN = new Set([...HUMAN_ROLES_EN, ...HUMAN_ROLES_DE]);
const TRIGGER = new Set(TRIGGER_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));
const INPUT_GENERIC = new Set(INPUT_GENERIC_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));

/** One item of an input: its words as meaning terms, and its head (the last word before "of"), null when that names no source. */
export interface Item {
  words: Set<string>;
  head: string | null;
}

export interface InputFrame {
  action: string;
  subject: Set<string>;
  /** What the action is done on: the words between the action and the input, else a passive's subject. */
  objects: Set<string>;
  items: Item[];
  /** Where the input comes from ("from", "aus"), rather than what the action goes by ("based on", "using", "anhand"). */
  origin: boolean;
  /** The action takes this input alone ("only from …", "using only …", "ausschließlich anhand …"). */
  exclusive: boolean;
  /** All words of the input as meaning terms. */
  input: Set<string>;
  clause: Clause;
  /** The input a search or sort accepts, whatever it is done on ("shall only accept the card number as search input"). */
  anyObjects?: boolean;
  /** A passive's subject as written ("to - location"), else "". */
  named: string;
  /** Read from a verb that reads the input for the action its purpose names ("scan the barcode to determine …"). */
  purpose?: boolean;
}

/** The input frames of a requirement, read once and kept with its reading (also read by excluded.ts). */
export const framesOf = perReading<InputFrame[]>(read);

/** Most words of a marker ("in accordance with"). */
const MARKER_MAX_WORDS = 3;

const KEYED = new Set([
  ...KEYED_VERBS.flatMap((w) => [actionKey(stem(w, "en")), actionKey(stem(w, "de"))]),
  ...KEYED_PARTICIPLES_DE.map((w) => actionKey(stem(w, "de"))),
]);

/** Ways of finding or giving a value ("search", "select", "determine", OBTAINING_VERBS): one is another way to the same thing. */
const OBTAINING = actionKeys([...OBTAINING_VERBS, ...OBTAINING_PARTICIPLES_DE]);

/** The marker at `i`, one word ("from") or more ("based on", "as defined in"): its length, else 0; "by" only after a sort or search. */
function markerAt(ws: readonly string[], i: number, action: string, obligation: boolean): number {
  for (let n = 1; n <= MARKER_MAX_WORDS && i + n <= ws.length; n++) {
    const words = ws.slice(i, i + n).join(" ");
    if (SOURCE_MARKERS.has(words) || INPUT_BASIS_MARKERS.has(words)) return n;
  }
  if (!KEY_MARKERS.has(ws[i])) return 0;
  return KEYED.has(action) || (OBTAINING.has(action) && (onlyBy(ws, i) || (obligation && byDoing(ws, i)))) ? 1 : 0;
}

/** "by" at `i` before a gerund ("shall be specified by scanning its code"): a way of giving a value, not who gives it. */
function byDoing(ws: readonly string[], i: number): boolean {
  return ws[i] === "by" && (ws[i + 1] ?? "").endsWith("ing");
}

/** Most words read after "by" for a person who acts ("by the ticket clerk"). */
const BY_PERSON_WORDS = 4;

/**
 * "by" at `i` after a way of finding a value names its input when "only" marks it and no person
 * follows ("determined exclusively by the coordinates", "selected only by entering its code"; not
 * "selected only by the ticket clerk", HUMAN_ROLES, read up to "of" or a participle).
 */
function onlyBy(ws: readonly string[], i: number): boolean {
  if (!EXCLUSIVE.has(ws[i - 1] ?? "") && !EXCLUSIVE.has(ws[i + 1] ?? "")) return false;
  let read = 0;
  for (let j = i + 1; j < ws.length && read < BY_PERSON_WORDS; j++) {
    const w = ws[j].replace(/'s$/, "");
    if (OF_WORDS.has(w) || SOURCE_PHRASE_ENDS.has(w) || (read > 0 && w.endsWith("ed"))) break;
    if (DETERMINERS.has(w) || EXCLUSIVE.has(w)) continue;
    if (HUMAN.has(w) || HUMAN.has(w.replace(/s$/, ""))) return false;
    read++;
  }
  return read > 0;
}

/** A marker with "only" inside it ("based solely on", "based exclusively on"): its length, else 0. */
function onlyInsideMarker(ws: readonly string[], i: number, language: Language): number {
  if (i + 2 >= ws.length || !COMPARE_LEXICON[language].exclusive.has(ws[i + 1])) return 0;
  return SOURCE_MARKERS.has(`${ws[i]} ${ws[i + 2]}`) ? 3 : 0;
}

/** The input's role named after it as its only one ("using the loan period as the sole input", "als einzige Quelle"), SOLE_INPUT_ROLES. */
function soleRoleAfter(ws: readonly string[], from: number): boolean {
  for (let j = from; j < ws.length && j < from + INPUT_MAX_WORDS; j++) {
    if (ws[j] !== "as" && ws[j] !== "als") continue;
    const rest = ws.slice(j + 1, j + 4).filter((w) => !DETERMINERS.has(w));
    return rest.length >= 2 && SOLE_INPUT_WORDS.has(rest[0]) && SOLE_INPUT_ROLES.has(rest[1]);
  }
  return false;
}

/**
 * The items of the input from `from` on: split at "and", "or" and commas, up to a phrase end, a
 * word that sets an input aside ("ignoring", "without") or the next predicate ("… from the queue
 * and check the state": a word and an article after "and" start a verb and its object).
 */
export function readItems(
  ws: readonly string[],
  tokenList: ReadonlyArray<{ w: string; stop: boolean }>,
  from: number,
  clause: Clause,
  language: Language,
): Item[] {
  const L = COMPARE_LEXICON[language];
  const out: Item[] = [];
  let words = new Set<string>();
  let head: string | null = null;
  let headDone = false;
  const close = () => {
    words.delete(actionKey(clause.action)!);
    if (words.size > 0 || head !== null) out.push({ words, head: head !== null && words.has(head) ? head : null });
    words = new Set();
    head = null;
    headDone = false;
  };
  let separated = false;
  for (let j = from; j < ws.length && j < from + INPUT_MAX_WORDS; j++) {
    const w = ws[j];
    if (SOURCE_PHRASE_ENDS.has(w) || INPUT_PHRASE_ENDS.has(w) || L.exclusive.has(w)) break;
    // After a separator: "and check the state" (a predicate), ", sorted by date" (a participle) end the input.
    if (separated && !DETERMINERS.has(w) && DETERMINERS.has(ws[j + 1] ?? "")) break;
    if (separated && language === "en" && j > from && tokenList[j - 1].stop && /(ing|ed)$/.test(w)) break;
    separated = false;
    if (INPUT_ITEM_SEPARATORS.has(w)) {
      close();
      separated = true;
      continue;
    }
    if (OF_WORDS.has(w) && words.size > 0) headDone = true;
    if (w.length >= INPUT_MIN_LETTERS && !L.stopwords.has(w)) {
      const s = stem(w, language);
      if (!INPUT_GENERIC.has(s) && s !== clause.action) {
        const term = meaningTermOfStem(s, language);
        words.add(term);
        if (!headDone) head = term;
      } else if (!headDone) head = null;
    }
    if (tokenList[j].stop) {
      close();
      separated = true;
    }
  }
  close();
  return out;
}

const ACCEPTING = new Set(ACCEPTING_VERBS.flatMap((w) => [actionKey(stem(w, "en")), actionKey(stem(w, "de"))]));

const KEYED_STARTS = KEYED_COMPOUND_STARTS.map((w) => [w, actionKey(stem(w, "de"))!] as const);

/** The search or sort (KEYED_VERBS) one of `stems` names, as a word or at the start of a German compound (KEYED_COMPOUND_STARTS); else null. */
function keyedAction(stems: readonly string[], language: Language): string | null {
  for (const w of stems) {
    const key = actionKey(w)!;
    if (KEYED.has(key)) return key;
    if (language !== "de") continue;
    for (const [start, k] of KEYED_STARTS) if (w.startsWith(start)) return k;
  }
  return null;
}

/**
 * "The search shall only accept the card number as input", "shall accept only the card number as
 * a valid search input", "Die Suche muss nur die Ausweisnummer als Eingabe akzeptieren": the only
 * input of a search or sort (KEYED_VERBS) named in the role after "as" or as the subject, read as
 * that action's input whatever it is done on; else null.
 */
function acceptedInput(
  clause: Clause,
  action: string,
  ws: readonly string[],
  tokenList: ReadonlyArray<{ w: string; stop: boolean }>,
  language: Language,
): InputFrame | null {
  if (!ACCEPTING.has(action)) return null;
  const L = COMPARE_LEXICON[language];
  const as = ws.findIndex((w) => w === "as" || w === "als");
  if (as < 1) return null;
  const roleWords = ws.slice(as + 1, as + 1 + ROLE_MAX_WORDS);
  // German compounds end in the role and start with the search: "als Suchkriterium", "die Suchfunktion".
  if (!roleWords.some((w) => SOLE_INPUT_ROLES.has(w) || (language === "de" && [...SOLE_INPUT_ROLES].some((r) => w.endsWith(r))))) return null;
  const keyed = keyedAction([...roleWords.map((w) => stem(w, language)), ...clause.subject], language);
  if (keyed === null) return null;
  // The input starts after "only" ("accept only …", "nur …") or after the verb ("shall only accept …"; "… as the sole input").
  const only = ws.findIndex((w, j) => j < as && L.exclusive.has(w));
  const verb = ws.findIndex((w, j) => j < as && actionKey(stem(w, language)) === action);
  if (only < 0 && !soleRoleAfter(ws, as)) return null;
  const from = Math.max(only, verb) + 1;
  if (from === 0) return null;
  const items = readItems(ws, tokenList, from, clause, language);
  if (items.length === 0) return null;
  const input = new Set(items.flatMap((x) => [...x.words]));
  // "The search function shall accept …" names the search, not who acts.
  const subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
  const acting = keyedAction([...clause.subject], language) !== null ? new Set<string>() : subject;
  return { action: keyed, subject: acting, objects: new Set(), items, origin: false, exclusive: true, input, clause, anyObjects: true, named: "" };
}

/** Verbs that read or use a thing for the action their purpose names (CONSULTING_VERBS). */
const CONSULTING = actionKeys(CONSULTING_VERBS);

/** Most words read as what the purpose's action is done on. */
const PURPOSE_OBJECT_WORDS = 6;

/**
 * "shall scan the barcode of the book to determine the loan record", "the loan log shall be used to
 * compute the fee", "muss den Barcode des Buches scannen, um den Ausleihdatensatz zu bestimmen": what a
 * CONSULTING_VERBS verb reads is the input of the action its purpose names ("to", "in order to", "um …
 * zu", MEANS_PURPOSE_MARKERS), done on the words after that action (German: between "um" and "zu"); a
 * passive's subject is what is read. Null when the clause names no such purpose.
 */
function purposeFrame(
  clause: Clause,
  action: string,
  ws: readonly string[],
  tokenList: ReadonlyArray<{ w: string; stop: boolean }>,
  language: Language,
): InputFrame | null {
  if (!CONSULTING.has(action)) return null;
  const L = COMPARE_LEXICON[language];
  const verb = ws.findIndex((w) => actionKey(conceptOfWord(w, language)) === action);
  if (verb < 0) return null;
  // The purpose marker after the verb and the purpose's verb with the words it is done on, [objectFrom, objectTo).
  let purposeVerb = -1;
  let objectFrom = -1;
  let objectTo = -1;
  for (let i = verb + 1; i < ws.length && purposeVerb < 0; i++) {
    for (const m of MEANS_PURPOSE_MARKERS[language]) {
      const n = m.split(" ").length;
      if (ws.slice(i, i + n).join(" ") !== m) continue;
      if (language === "en") {
        const next = ws[i + n] ?? "";
        if (next === "" || DETERMINERS.has(next)) continue;
        [purposeVerb, objectFrom] = [i + n, i + n + 1];
        objectTo = Math.min(ws.length, objectFrom + PURPOSE_OBJECT_WORDS);
      } else {
        const zu = ws.findIndex((w, j) => j > i && w === "zu");
        if (zu < 0 || zu + 1 >= ws.length) continue;
        [purposeVerb, objectFrom, objectTo] = [zu + 1, i + n, zu];
      }
      break;
    }
    if (tokenList[i].stop && purposeVerb < 0) break;
  }
  if (purposeVerb < 0) return null;
  const purpose = actionKey(conceptOfWord(ws[purposeVerb], language))!;
  if (purpose === action) return null;
  const objects = new Set<string>();
  for (let j = objectFrom; j < objectTo; j++) {
    const w = ws[j];
    if (SOURCE_PHRASE_ENDS.has(w) || INPUT_PHRASE_ENDS.has(w)) break;
    const s = stem(w, language);
    if (w.length >= INPUT_MIN_LETTERS && !L.stopwords.has(w) && !DETERMINERS.has(w) && !GENERIC.has(s) && !INPUT_GENERIC.has(s)) objects.add(s);
    if (tokenList[j].stop) break;
  }
  if (objects.size === 0) return null;
  // What is read: the words after the verb (English) or after the modal up to the verb (German), else a passive's subject.
  let items = language === "en" ? readItems(ws, tokenList, verb + 1, clause, language) : readItems(ws.slice(0, verb), tokenList, 1, clause, language);
  if (items.length === 0 && clause.patient.size > 0) {
    const words = new Set([...clause.patient].filter((w) => !INPUT_GENERIC.has(w)).map((w) => meaningTermOfStem(w, language)));
    if (words.size > 0) items = [{ words, head: null }];
  }
  if (items.length === 0) return null;
  const input = new Set(items.flatMap((x) => [...x.words]));
  const subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT && !input.has(x)));
  const exclusive = ws.slice(0, purposeVerb).some((w) => L.exclusive.has(w));
  return { action: purpose, subject, objects, items, origin: false, exclusive, input, clause, named: "", purpose: true };
}

function read(reading: ClauseReading): InputFrame[] {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const out: InputFrame[] = [];
  for (const { clause, action, tokenList, ws } of actingClauses(reading)) {
    const accepted = acceptedInput(clause, action, ws, tokenList, language);
    if (accepted !== null) {
      out.push(accepted);
      continue;
    }
    // The input of a purpose is read for what another requirement sets aside (excluded.ts), not compared here: "use large fonts to display …" names a way of working.
    const purpose = purposeFrame(clause, action, ws, tokenList, language);
    if (purpose !== null) out.push(purpose);
    for (let i = 0; i < ws.length; i++) {
      // A marker after "that", "which", "if" belongs to a clause of its own ("show that … after using the site").
      if (CLAUSE_OPENERS.has(ws[i])) break;
      const inside = onlyInsideMarker(ws, i, language);
      const length = inside || markerAt(ws, i, action, !clause.capability);
      if (length === 0) continue;
      // "only from …", "using only …", "based solely on …", "shall only build … using …", "… as the sole input": the action takes this input alone.
      const after = L.exclusive.has(ws[i + length] ?? "");
      const exclusive =
        inside > 0 || (i > 0 && L.exclusive.has(ws[i - 1])) || after || onlyOnAction(ws, i, action, language) || soleRoleAfter(ws, i + length);
      const items = readItems(ws, tokenList, i + length + (after ? 1 : 0), clause, language);
      if (items.length === 0) break;
      const input = new Set(items.flatMap((x) => [...x.words]));
      // What the action is done on: the words between the action and the marker, else a passive's subject.
      const objects = new Set<string>();
      for (let j = 0; j < i; j++) {
        const s = stem(ws[j], language);
        if (
          ws[j].length >= INPUT_MIN_LETTERS &&
          !L.stopwords.has(ws[j]) &&
          !L.exclusive.has(ws[j]) &&
          !INPUT_MANNER_WORDS.has(ws[j]) &&
          clause.allObjects.has(s) &&
          !GENERIC.has(s) &&
          !INPUT_GENERIC.has(s)
        )
          objects.add(s);
      }
      // A German passive ends in "werden" and names what is acted on as its subject ("Der Zielort muss … ausgewählt werden").
      const passive = clause.patient.size > 0 || (language === "de" && PASSIVE_AUXILIARIES_DE.has(ws[ws.length - 1] ?? ""));
      const patient = clause.patient.size > 0 ? clause.patient : passive ? clause.subject : new Set<string>();
      if (objects.size === 0)
        for (const p of patient) if (!GENERIC.has(p) && !INPUT_GENERIC.has(p) && p !== SYSTEM_SUBJECT && p !== PRONOUN_SUBJECT) objects.add(p);
      if (objects.size === 0) break;
      // A passive's agent read inside the input ("formatted according to the guidelines specified by the print service") names no actor.
      let subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
      if (clause.patient.size > 0 && [...subject].every((x) => input.has(meaningTermOfStem(x, language)))) subject = new Set();
      if (clause.patient.size === 0 && passive) subject = new Set();
      const named = passiveSubject(reading, clause, passive);
      out.push({ action, subject, objects, items, origin: ORIGIN_MARKERS.has(ws[i]), exclusive, input, clause, named });
      break;
    }
  }
  return out;
}

/**
 * The leading condition of `x` only names the action's start on what both are about ("If the
 * loan report is selected, …" against "The system shall generate the loan report …"): a
 * TRIGGER_WORDS word, and every other word among either side's subject and objects.
 */
function trigger(x: InputFrame, y: InputFrame): boolean {
  return triggerOnly(x.clause, y.clause);
}

/** The leading condition of clause `x` only starts the action on what both clauses name, and `y` has none (also disregard.ts). */
export function triggerOnly(x: Clause, y: Clause): boolean {
  if (y.condition.size > 0) return false;
  const known = new Set([...x.allObjects, ...y.allObjects, ...x.subject, ...y.subject]);
  let started = false;
  for (const w of x.condition) {
    if (TRIGGER.has(w)) started = true;
    else if (!known.has(w)) return false;
  }
  return started;
}

/**
 * The words of a passive's subject as written, up to its modal verb, determiners left out ("The
 * to-location shall be …" -> "to - location"); "" when the clause is no passive or no modal is found.
 */
function passiveSubject(reading: ClauseReading, clause: Clause, passive: boolean): string {
  if (!passive || clause.modalWord === "") return "";
  const words: string[] = [];
  for (const x of reading.lexemes) {
    if (x.w === clause.modalWord) return words.join(" ");
    if (!DETERMINERS.has(x.w)) words.push(x.w);
  }
  return "";
}

/**
 * Two ways of finding or giving one value, one of them its only way: "the destination can be
 * searched by name" / "the destination shall be selected only from the list of stations" (both
 * passives of OBTAINING_VERBS on the same subject as written, so "from-location" is not "to-location").
 */
function twoWaysToOneValue(x: InputFrame, y: InputFrame): boolean {
  if (x.exclusive === y.exclusive || !OBTAINING.has(x.action) || !OBTAINING.has(y.action)) return false;
  return x.named !== "" && x.named === y.named;
}

/**
 * Of two ways of finding or giving one value, the one a requirement demands ("the destination shall
 * be selected from a list of stations") against one another only offers ("the destination can be
 * searched by name"): both passives of OBTAINING_VERBS on the same subject as written, neither with
 * "only", one an obligation and the other a capability. The demanded way, else null.
 */
function demandedWay(x: InputFrame, y: InputFrame): InputFrame | null {
  if (x.exclusive || y.exclusive || x.clause.capability === y.clause.capability || !OBTAINING.has(x.action) || !OBTAINING.has(y.action)) return null;
  if (x.named === "" || x.named !== y.named) return null;
  return x.clause.capability ? y : x;
}

function sameFrame(x: InputFrame, y: InputFrame): boolean {
  const demanded = demandedWay(x, y) !== null;
  // "from the meter readings" and "based on the estimated consumption" answer two questions, unless one names its only input.
  if ((x.action !== y.action && !twoWaysToOneValue(x, y) && !demanded) || (x.origin !== y.origin && !x.exclusive && !y.exclusive && !demanded))
    return false;
  // A capability offers one input among others; it conflicts with an only input alone, or with a demanded way.
  if ((x.clause.capability || y.clause.capability) && !x.exclusive && !y.exclusive && !demanded) return false;
  let ox = x.objects;
  let oy = y.objects;
  if (!sameCondition(x.clause, y.clause)) {
    // "If the loan report is selected, … generate the report …": the condition names the objects too.
    if (trigger(x, y)) ox = new Set([...ox, ...[...x.clause.condition].filter((w) => !TRIGGER.has(w))]);
    else if (trigger(y, x)) oy = new Set([...oy, ...[...y.clause.condition].filter((w) => !TRIGGER.has(w))]);
    else return false;
  }
  if (x.subject.size > 0 && y.subject.size > 0 && !isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) return false;
  // The input a search accepts holds for whatever it searches.
  if (x.anyObjects || y.anyObjects) return true;
  // The same objects, or one side's within the other's when it has two words or more ("a list of available reps" / "a period list of …").
  const [small, large] = ox.size <= oy.size ? [ox, oy] : [oy, ox];
  return isSubset(small, large) && (small.size === large.size || small.size >= OBJECT_MIN_WORDS);
}

/**
 * `other` names the input `item` names: its head is among the other's words. Against an only
 * input (`modifiers`) the words before the head must agree too, unless one of them has none: a
 * modifier in common ("the meter readings" / "the meter readings of the last month"; not "only
 * the booking records" / "the delay records"). An item whose head names no source ("the
 * enterprise system") is named by any word in common.
 */
export function names(other: Item, item: Item, modifiers: boolean): boolean {
  if (item.head === null) return overlap(item.words, other.words) > 0 || spellingVariants(item.words, other.words);
  const head = new Set([item.head]);
  if (!other.words.has(item.head) && !spellingVariants(head, other.words)) return false;
  if (!modifiers) return true;
  const own = without(item.words, (w) => w === item.head);
  const others = without(other.words, (w) => w === item.head || spellingVariants(head, new Set([w])));
  return own.size === 0 || others.size === 0 || overlap(own, others) > 0 || spellingVariants(own, others);
}

/** An item of `x` no item of `y` names. */
function ownItem(x: InputFrame, y: InputFrame): boolean {
  const modifiers = y.exclusive;
  return x.items.some((item) => !y.items.some((other) => names(other, item, modifiers)));
}

/**
 * The same action on the same objects based on different inputs: each names an item the other
 * does not, or one names its only input and the other an item besides it ("exclusively from the
 * booking records" / "from the booking records and the waiting list").
 */
export function inputConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const x of fa) {
    for (const y of fb) {
      if ((x.exclusive && y.exclusive) || x.purpose || y.purpose) continue;
      if (!sameFrame(x, y)) continue;
      const demanded = demandedWay(x, y);
      if (x.exclusive || y.exclusive || demanded !== null) {
        const [only, other] = x.exclusive || demanded === x ? [x, y] : [y, x];
        if (!ownItem(other, only)) continue;
        const key = demanded !== null ? "demandedWay" : "source";
        return { kind: "input", reason: reason(language, key, { a: only.clause.predicateText, b: other.clause.predicateText }) };
      }
      if (!ownItem(x, y) || !ownItem(y, x)) continue;
      return { kind: "input", reason: reason(language, "input", { a: x.clause.predicateText, b: y.clause.predicateText }) };
    }
  }
  return null;
}
