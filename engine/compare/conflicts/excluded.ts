/**
 * An input one requirement sets aside for an action, and the other names as that action's input:
 *
 *   "For each return, the kiosk shall scan the barcode of the book to determine the loan record."
 *   "For each return, the kiosk shall determine the loan record from the member card, without reading the barcode of the book."
 *   "The remote desk shall be reached using the standard clinic network routing."
 *   "The remote desk shall be reached using a private line, bypassing the standard clinic network routing."
 *   "Der Automat muss den Barcode des Buches scannen, um den Ausleihdatensatz zu bestimmen."
 *   "Der Automat muss den Ausleihdatensatz ohne Zugriff auf den Barcode des Buches bestimmen."
 *
 * What is set aside: the words after "without" and a verb of reading or using ("without accessing",
 * "without consulting", "without reading"), after "bypassing", after "ignoring" / "regardless of"
 * (DISREGARDING_EN/DE) and in German after "ohne Zugriff auf", "ohne Abfrage", "unter Umgehung"
 * (SETTING_ASIDE), also "…, ohne den Barcode zu lesen" with the action before "ohne", and before a German
 * "ignorieren" ("muss die gespeicherten Einstellungen ignorieren und die Gebühr … berechnen"); read as
 * items like an input (inputs.ts). The action is the clause's own, or after "shall ignore … and" the
 * verb coordinated with "ignore" (a clause of its own, read as negative).
 *
 * What the other names as the action's input: an input frame of inputs.ts ("from …", "based on …",
 * "using …"), also one read from a verb that reads a thing for the action its purpose names ("scan the
 * barcode … to determine the loan record", "the routing shall be used to reach …"). The two conflict
 * when the actions are the same, the actors agree (one not named, or one's words within the other's),
 * the leading conditions are the same, every word of what the input side acts on is among the other's
 * objects, and an item set aside is named by the input: its head (the last word before "of") with a
 * word before it in common when both have one ("the reader records" does not name "the loan records"),
 * or at least two of its words and half of them ("all standard network routing protocols" / "the
 * standard network routing"). Words that name no input of their own ("any data", INPUT_GENERIC_WORDS) tie
 * nothing; a side that sets the input aside itself is no input side.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { actionKey, actionKeys, conceptOfWord, isSubset, markedWords, MAX_PAIRED_CLAUSES, overlap, perReading, sameCondition } from "./frame.js";
import { framesOf, names, readItems, type InputFrame, type Item } from "./inputs.js";
import { coordinatedVerbs } from "./permission.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { fold } from "../text.js";
import {
  CONSULTING_VERBS,
  INPUT_ITEM_SEPARATORS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  SETTING_ASIDE,
  WORD_EDGE_MARKS,
} from "../../lexicon/compare-conflicts.js";
import { DISREGARDING_EN } from "../../lexicon/en/compare-clauses.js";
import { DISREGARDING_DE } from "../../lexicon/de/compare-clauses.js";

/** Least words of an item set aside named by the input when its head is not. */
const MIN_NAMED_WORDS = 2;
const MIN_NAMED_SHARE = 0.5;

const WITHOUT = new Set<string>(SETTING_ASIDE.without);
const WITHOUT_EN = new Set<string>(SETTING_ASIDE.withoutEn);
const BEFORE = new Set<string>(SETTING_ASIDE.before);
const NOUNS_DE = new Set<string>(SETTING_ASIDE.nounsDe);
const SKIPPED = new Set<string>(SETTING_ASIDE.skipped);
const DISREGARDING = [...DISREGARDING_EN, ...DISREGARDING_DE];
/** The verbs among them ("ignore", "ignorieren"): a clause of their own, or in German after what they set aside. */
const IGNORING = new Set(DISREGARDING.filter((p) => p.length === 1 && p[0] !== "ungeachtet").map((p) => p[0]));
/** Verbs of reading or using (CONSULTING_VERBS): "…, ohne den Barcode zu lesen". */
const CONSULTING = actionKeys(CONSULTING_VERBS);

interface Exclusion {
  clause: Clause;
  action: string;
  items: Item[];
  /** The words as written from the marker on, quoted in the reason. */
  text: string;
}

/** The length of the marker that sets an input aside at `i`, 0 when there is none. */
function markerAt(ws: readonly string[], i: number, language: Language): number {
  const w = ws[i];
  if (BEFORE.has(w)) return 1;
  if (WITHOUT.has(w)) {
    const next = ws[i + 1] ?? "";
    if (language === "en" && WITHOUT_EN.has(next)) return 2;
    if (language === "de" && NOUNS_DE.has(next)) return 2;
  }
  // "unter Umgehung des …"
  if (language === "de" && w === "unter" && NOUNS_DE.has(ws[i + 1] ?? "")) return 2;
  const phrase = DISREGARDING.find((p) => p.every((x, k) => ws[i + k] === x));
  return phrase ? phrase.length : 0;
}

/** The words of a predicate as written, one for each of markedWords' (frame.ts), edge marks taken off. */
function writtenWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(" ")) {
    let from = 0;
    let to = raw.length;
    while (from < to && WORD_EDGE_MARKS.has(raw[from])) from++;
    while (to > from && WORD_EDGE_MARKS.has(raw[to - 1])) to--;
    if (to > from) out.push(raw.slice(from, to));
  }
  return out;
}

/** The words from `from` up to `to` or the phrase's end, as written, for the reason. */
function textFrom(clause: Clause, tokenList: ReadonlyArray<{ w: string; stop: boolean }>, from: number, to: number): string {
  const written = writtenWords(clause.predicateText);
  const out: string[] = [];
  for (let j = from; j < to && j < written.length; j++) {
    out.push(written[j]);
    if (tokenList[j].stop) break;
  }
  return out.join(" ");
}

/** What each positive clause sets aside, with the clause's action. */
export const exclusionsOf = perReading((reading: ClauseReading): Exclusion[] => {
  const language = reading.language;
  const out: Exclusion[] = [];
  // Not actingClauses (sources.ts): "without …" marks a clause as qualified by an exception, and here it is what is read.
  for (const clause of reading.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (clause.action === null) continue;
    const tokenList = markedWords(clause.predicateText);
    const ws = tokenList.map((t) => t.w);
    // "shall ignore the stored settings and compute the fee …" is read as a negative clause of its own: the action is the verb after "and".
    const ignoring = clause.negative && IGNORING.has(fold(clause.actionText.split(" ")[0] ?? ""));
    if (clause.negative && !ignoring) continue;
    const joined = ignoring ? [...coordinatedVerbs(clause, language)] : [];
    const action = ignoring
      ? joined.length > 0
        ? actionKey(COMPARE_LEXICON[language].concept.get(joined[0]) ?? joined[0])!
        : null
      : actionKey(clause.action)!;
    if (action === null || PERMISSION_STEMS.has(action) || PROHIBITION_STEMS.has(action)) continue;
    for (let i = 0; i < ws.length; i++) {
      const length = markerAt(ws, i, language);
      if (length === 0) continue;
      // A German verb names what it sets aside before it: "muss die gespeicherten Einstellungen ignorieren und …".
      if (language === "de" && IGNORING.has(ws[i])) {
        let start = i - 1;
        while (start > 0 && !tokenList[start - 1].stop && !INPUT_ITEM_SEPARATORS.has(ws[start - 1])) start--;
        const items = readItems(ws.slice(0, i), tokenList, Math.max(start, 1), clause, language);
        if (items.length > 0) out.push({ clause, action, items, text: textFrom(clause, tokenList, Math.max(start, 1), i + 1) });
        break;
      }
      let from = i + length;
      while (from < ws.length && SKIPPED.has(ws[from])) from++;
      // German "ohne Zugriff auf den Barcode … bestimmen": the verb at the end is the action's, not part of what is set aside.
      const to = language === "de" ? ws.length - 1 : ws.length;
      const items = readItems(ws.slice(0, to), tokenList, from, clause, language);
      if (items.length === 0) break;
      out.push({ clause, action, items, text: textFrom(clause, tokenList, i, to) });
      break;
    }
    // German "…, ohne den Barcode zu lesen": the clause ends in the verb of reading; its action is the verb before "ohne".
    if (language === "de") {
      const ohne = ws.indexOf("ohne");
      const zu = ohne > 0 ? ws.indexOf("zu", ohne) : -1;
      if (
        ohne > 0 &&
        zu > ohne + 1 &&
        tokenList[ohne - 1].stop &&
        CONSULTING.has(action) &&
        actionKey(conceptOfWord(ws[zu + 1] ?? "", language)) === action
      ) {
        const items = readItems(ws.slice(0, zu), tokenList, ohne + 1, clause, language);
        const main = actionKey(conceptOfWord(ws[ohne - 1], language))!;
        if (items.length > 0) out.push({ clause, action: main, items, text: textFrom(clause, tokenList, ohne, ws.length) });
      }
    }
  }
  return out;
});

/** The actions that a requirement reads an input for as their purpose ("scan the barcode to determine …"), for the candidates' terms. */
export function purposeActions(reading: ClauseReading): string[] {
  return framesOf(reading)
    .filter((f) => f.purpose)
    .map((f) => f.action);
}

/**
 * The item set aside is named by the input: by an item with its head and a modifier in common when both
 * have one ("the reader records" does not name "the loan records", names() in inputs.ts), or by two of its
 * words and half of them.
 */
function named(item: Item, x: InputFrame): boolean {
  if (item.head !== null && x.items.some((o) => names(o, item, true))) return true;
  const common = overlap(item.words, x.input);
  return common >= MIN_NAMED_WORDS && common >= MIN_NAMED_SHARE * item.words.size;
}

const actors = (subject: ReadonlySet<string>) => new Set([...subject].filter((x) => x !== SYSTEM_SUBJECT && x !== PRONOUN_SUBJECT));

function oneWay(x: InputFrame, y: Exclusion, setAside: readonly Exclusion[]): boolean {
  if (x.action !== y.action || x.objects.size === 0 || !sameCondition(x.clause, y.clause)) return false;
  const ys = actors(y.clause.subject);
  if (x.subject.size > 0 && ys.size > 0 && !isSubset(x.subject, ys) && !isSubset(ys, x.subject)) return false;
  if (!isSubset(x.objects, y.clause.allObjects)) return false;
  // The input side sets it aside too.
  if (setAside.some((e) => e.items.some((i) => named(i, x)))) return false;
  return y.items.some((i) => named(i, x));
}

/** An input one requirement sets aside for an action and the other names as that action's input, in either order. */
export function excludedInputConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const [r, s] of [
    [a, b],
    [b, a],
  ] as const) {
    const excluded = exclusionsOf(s);
    if (excluded.length === 0) continue;
    const frames = framesOf(r);
    if (frames.length === 0) continue;
    const own = exclusionsOf(r);
    for (const x of frames) {
      for (const y of excluded) {
        if (!oneWay(x, y, own)) continue;
        return { kind: "disregard", reason: reason(language, "disregard", { a: x.clause.predicateText, b: y.text }) };
      }
    }
  }
  return null;
}
