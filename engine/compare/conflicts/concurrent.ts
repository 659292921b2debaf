/**
 * One requirement allows one of a thing at a time, the other several of it at once:
 *
 *   "The scheduler shall only run one backup job at a time for each branch server."
 *   "Operators shall be able to start several backup jobs on one branch server concurrently."
 *   "The reader middleware shall assign one client at a time to each card reader."
 *   "The reader middleware shall allow multiple clients to connect simultaneously to a single card reader."
 *   "Der Planer darf je Filialserver nur einen Sicherungsauftrag gleichzeitig ausführen."
 *   "Der Planer muss Betreibern erlauben, mehrere Sicherungsaufträge gleichzeitig auf einem Filialserver auszuführen."
 *
 * The bounding sentence names a word of one (ONE_AT_A_TIME.one: "one", "a single", "1", "einen") before
 * the thing counted, within a few words, and a phrase of one time ("at a time", "at any given time",
 * "gleichzeitig"); it names no word of several and is not negated. The other sentence names a word of
 * several (SEVERAL_AT_ONCE.several: "multiple", "several", "more than one", "mehrere") before the same
 * thing and a word of doing at once ("concurrent", "simultaneously", "at the same time", "gleichzeitig"),
 * and is not negated ("shall prevent … multiple jobs simultaneously" agrees). The rest of the bounding
 * sentence is the other's: three of its words at least, the thing counted among them, and 60 % of them
 * ("one client at a time for each reader" says nothing of "multiple readers in parallel"). Neither opens
 * with a condition the other lacks.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { sameCondition } from "./frame.js";
import { sameWord } from "./opt-out.js";
import { ONE_AT_A_TIME, SEVERAL_AT_ONCE } from "../../lexicon/compare-conflicts.js";

/** Words between a word of one or several and the thing counted ("one nightly backup job"). */
const COUNTED_REACH = 3;
/** Least words of the bounding sentence the other names, and their least share. */
const MIN_SHARED = 3;
const MIN_SHARE = 0.6;

/** Where a phrase of words starts in a sentence, or -1. */
function phraseAt(words: readonly string[], phrase: readonly string[], from = 0): number {
  for (let i = from; i <= words.length - phrase.length; i++) if (phrase.every((w, k) => words[i + k] === w)) return i;
  return -1;
}

interface Counted {
  /** The stems counted after a word of one or several. */
  counted: string[];
  /** All words of the phrases of counting and of time, as indices. */
  marks: Set<number>;
}

/** The stems after any of `starts` (a phrase each) within reach, and the indices of those phrases. */
function countedAfter(sentence: readonly Lexeme[], starts: ReadonlyArray<readonly string[]>): Counted {
  const words = sentence.map((x) => x.w);
  const counted: string[] = [];
  const marks = new Set<number>();
  for (const phrase of starts) {
    for (let at = phraseAt(words, phrase); at >= 0; at = phraseAt(words, phrase, at + 1)) {
      for (let k = 0; k < phrase.length; k++) marks.add(at + k);
      const end = at + phrase.length;
      for (const x of sentence.slice(end, end + COUNTED_REACH)) if (x.content) counted.push(x.stem);
    }
  }
  return { counted, marks };
}

/** The indices of the first phrase of time found (`phrases`), or null. */
function timeMarks(sentence: readonly Lexeme[], phrases: ReadonlyArray<readonly string[]>): number[] | null {
  const words = sentence.map((x) => x.w);
  for (const phrase of phrases) {
    const at = phraseAt(words, phrase);
    if (at >= 0) return phrase.map((_, k) => at + k);
  }
  return null;
}

/** The sentences of a reading, each as its lexemes. */
function sentences(r: ClauseReading): Lexeme[][] {
  const out: Lexeme[][] = [];
  for (const x of r.lexemes) (out[x.sentence] ??= []).push(x);
  return out.filter((s) => s !== undefined);
}

const negated = (r: ClauseReading) => r.clauses.some((c) => c.negative);

function boundConflict(bounding: ClauseReading, several: ClauseReading, language: Language): Contradiction | null {
  if (negated(bounding) || negated(several)) return null;
  const [ca, cb] = [bounding.clauses[0], several.clauses[0]];
  if (ca === undefined || cb === undefined || !sameCondition(ca, cb)) return null;
  const one = ONE_AT_A_TIME[language];
  const many = SEVERAL_AT_ONCE[language];
  const other = sentences(several).flatMap((s) => {
    const found = countedAfter(s, many.several);
    return found.counted.length > 0 && timeMarks(s, many.atOnce) !== null ? [found] : [];
  });
  if (other.length === 0) return null;
  const otherWords = several.lexemes.filter((x) => x.content).map((x) => x.stem);
  for (const s of sentences(bounding)) {
    if (countedAfter(s, many.several).counted.length > 0) continue;
    const bound = countedAfter(s, one.one);
    const time = timeMarks(s, one.atATime);
    if (bound.counted.length === 0 || time === null) continue;
    const thing = bound.counted.find((w) => other.some((o) => o.counted.some((v) => sameWord(w, v))));
    if (thing === undefined) continue;
    const skip = new Set([...bound.marks, ...time]);
    const rest = s.filter((x, i) => x.content && !skip.has(i)).map((x) => x.stem);
    const shared = rest.filter((w) => otherWords.some((v) => sameWord(w, v)));
    if (shared.length < MIN_SHARED || shared.length / rest.length < MIN_SHARE) continue;
    const text = (xs: readonly Lexeme[]) =>
      xs
        .filter((x) => x.isWord)
        .map((x) => x.text)
        .join(" ");
    return { kind: "operation", reason: reason(language, "oneAtATime", { a: text(s), b: text(several.lexemes) }) };
  }
  return null;
}

/** One of a thing at a time against several of it at once, in either order. */
export function concurrentConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => boundConflict(x, y, language));
}
