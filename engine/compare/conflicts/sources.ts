/**
 * The only source of an action's input against another source for the same action on the
 * same object:
 *
 *   "The billing service shall compute the monthly invoice exclusively from the meter readings."
 *   "The billing service shall compute the monthly invoice based on the estimated consumption."
 *   "Der Abrechnungsdienst muss die Monatsrechnung ausschließlich aus den Zählerständen berechnen."
 *   "Der Abrechnungsdienst muss die Monatsrechnung anhand des geschätzten Verbrauchs berechnen."
 *
 * Each positive clause is read for its input: the words after a SOURCE_MARKERS word ("from",
 * "using", "based on", "via", "aus", "anhand", "mittels"), up to a punctuation mark or a word
 * that ends the phrase (SOURCE_PHRASE_ENDS: "to", "that", "um", "damit"), stop words left out. The
 * input is exclusive when an EXCLUSIVE word stands right before the marker ("only from",
 * "exclusively using", "nur aus", "ausschließlich anhand"), right after it ("using only the
 * configuration file") or right before the action that takes the input ("shall only build the
 * menus using the catalogue file"). An English verb joined right after the action takes the same input:
 * "shall retrieve and display the loan data only from the register" names the only source of the display too.
 *
 * Two clauses conflict when one names its input as the only one, the other names an input
 * too, and they are the same action (meaning stems) by the same actor (or one not named) on
 * the same object (half of the smaller side's object words shared, at least one), under the
 * same leading condition, and the two inputs are two sources: neither contains the other, and
 * they have less than half their words in common or each has two words of its own ("the list
 * of products kept in accounting" / "the approved product list of the shop"). "Only from the
 * meter readings" against "from the meter readings of the last month" names one source, not
 * two. Without "only" on either side two sources may both feed the action and nothing is
 * reported.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, actionKey, isSubset, overlap, sameCondition, perReading, markedWords } from "./frame.js";
import { PERMISSION_STEMS, PROHIBITION_STEMS, SOURCE_MARKERS, SOURCE_PHRASE_ENDS, VERB_JOINERS } from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least share of the smaller side's object words the other side has too. */
export const SOURCE_MIN_OBJECT_SHARE = 0.5;
/** Share of the smaller input's words in common from which two inputs are one source. */
export const SOURCE_SAME_SHARE = 0.5;
/** Words of its own on each side from which two inputs sharing a head are two sources ("the product list kept in accounting" / "the approved product list of the shop"). */
export const SOURCE_OWN_WORDS = 2;
/** Most words read after the marker. */
const SOURCE_MAX_WORDS = 10;
/** Least letters of a word of the input (articles and short function words left out). */
const SOURCE_MIN_LETTERS = 3;

const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);

interface SourceFrame {
  action: string;
  subject: Set<string>;
  objects: Set<string>;
  input: Set<string>;
  exclusive: boolean;
  clause: Clause;
}

/** The frames of a requirement, read once and kept with its reading. */
const framesOf = perReading<SourceFrame[]>(read);

/** The marker at `i`, one word ("from") or two ("based on", "basierend auf"): its length, else 0. */
function markerAt(ws: readonly string[], i: number): number {
  if (SOURCE_MARKERS.has(ws[i])) return 1;
  return i + 1 < ws.length && SOURCE_MARKERS.has(`${ws[i]} ${ws[i + 1]}`) ? 2 : 0;
}

/** "only" right before the clause's action (its key), ahead of the marker at `marker`: the action is done with that input alone. */
export function onlyOnAction(ws: readonly string[], marker: number, action: string | null, language: Language): boolean {
  const L = COMPARE_LEXICON[language];
  for (let k = 0; k + 1 < marker; k++) {
    if (L.exclusive.has(ws[k]) && actionKey(L.concept.get(stem(ws[k + 1], language)) ?? stem(ws[k + 1], language)) === action) return true;
  }
  return false;
}

/** The positive clauses that name an action of their own (not "allow" or "prevent"), with the marked words of their predicate. */
export function* actingClauses(
  reading: ClauseReading,
): Generator<{ clause: Clause; action: string; tokenList: ReturnType<typeof markedWords>; ws: string[] }> {
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (clause.negative || clause.action === null || clause.exception) continue;
    const action = actionKey(clause.action)!;
    if (PERMISSION_STEMS.has(action) || PROHIBITION_STEMS.has(action)) continue;
    const tokenList = markedWords(clause.predicateText);
    yield { clause, action, tokenList, ws: tokenList.map((t) => t.w) };
  }
}

function read(reading: ClauseReading): SourceFrame[] {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const out: SourceFrame[] = [];
  for (const { clause, action, tokenList, ws } of actingClauses(reading)) {
    for (let i = 0; i < ws.length; i++) {
      const length = markerAt(ws, i);
      if (length === 0) continue;
      const input = new Set<string>();
      for (let j = i + length; j < ws.length && j < i + length + SOURCE_MAX_WORDS; j++) {
        if (SOURCE_PHRASE_ENDS.has(ws[j])) break;
        if (ws[j].length >= SOURCE_MIN_LETTERS && !L.exclusive.has(ws[j]) && !L.stopwords.has(ws[j])) input.add(stem(ws[j], language));
        if (tokenList[j].stop) break;
      }
      // The German verb closes the clause after its input ("… aus den Zählerständen berechnen").
      input.delete(clause.action!);
      input.delete(action);
      if (input.size === 0) continue;
      // "only from the meter readings", "using only the meter readings", or "only" on the action that takes the input ("shall only build menus using …").
      const exclusive =
        (i > 0 && L.exclusive.has(ws[i - 1])) || L.exclusive.has(ws[i + length] ?? "") || onlyOnAction(ws, i, actionKey(clause.action), language);
      const marker = new Set(ws.slice(i, i + length).map((w) => stem(w, language)));
      const objects = new Set([...clause.directObjects].filter((o) => !input.has(o) && !marker.has(o) && !GENERIC.has(o) && !L.exclusive.has(o)));
      const subject = new Set([...clause.subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));
      out.push({ action, subject, objects, input, exclusive, clause });
      // "shall retrieve and display the loan data only from the register": the input feeds the joined verb too.
      const joined = joinedVerb(ws, clause, language);
      if (joined !== null && joined.action !== action) {
        const own = new Set([...objects].filter((o) => o !== joined.written && o !== joined.action));
        out.push({ action: joined.action, subject, objects: own, input, exclusive, clause });
      }
      break;
    }
  }
  return out;
}

/**
 * The verb joined right after the clause's action, "retrieve and display", "read or copy", as an action key; null
 * when none (German names the last verb as the action and needs none).
 */
function joinedVerb(ws: readonly string[], clause: Clause, language: Language): { action: string; written: string } | null {
  if (language !== "en") return null;
  const at = ws.indexOf(fold(clause.actionText.split(" ")[0] ?? ""));
  if (at < 0 || !VERB_JOINERS.has(ws[at + 1] ?? "") || !ws[at + 2]) return null;
  const written = stem(ws[at + 2], language);
  const action = actionKey(COMPARE_LEXICON[language].concept.get(written) ?? written);
  return action === null ? null : { action, written };
}

function sameFrame(x: SourceFrame, y: SourceFrame): boolean {
  if (x.action !== y.action || !sameCondition(x.clause, y.clause)) return false;
  if (x.subject.size > 0 && y.subject.size > 0 && !isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) return false;
  const common = overlap(x.objects, y.objects);
  return common > 0 && common / Math.min(x.objects.size, y.objects.size) >= SOURCE_MIN_OBJECT_SHARE;
}

function otherSource(x: SourceFrame, y: SourceFrame): boolean {
  if (isSubset(x.input, y.input) || isSubset(y.input, x.input)) return false;
  const common = overlap(x.input, y.input);
  if (x.input.size - common >= SOURCE_OWN_WORDS && y.input.size - common >= SOURCE_OWN_WORDS) return true;
  return common / Math.min(x.input.size, y.input.size) < SOURCE_SAME_SHARE;
}

/** One requirement takes the action's input only from one source, the other from another. */
export function sourceConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const x of fa) {
    for (const y of fb) {
      if (!x.exclusive && !y.exclusive) continue;
      if (!sameFrame(x, y) || !otherSource(x, y)) continue;
      const [only, other] = x.exclusive ? [x, y] : [y, x];
      return { kind: "input", reason: reason(language, "source", { a: only.clause.predicateText, b: other.clause.predicateText }) };
    }
  }
  return null;
}
