/**
 * One requirement sets a restriction, the other lets someone override it:
 *
 *   "Each member shall have a maximum number of loans open at the same time."
 *   "Branch librarians shall be able to override the maximum loan limit of a member."
 *   "Expired library cards must not be used for borrowing e-books."
 *   "Branch librarians shall be able to override the expired status of a reader card to borrow e-books."
 *   "Das Bibliothekssystem muss sicherstellen, dass nur eine Reservierung je Lernraum aktiv ist."
 *   "Das Bibliothekssystem muss Bibliothekaren erlauben, die Beschränkung der Reservierungen je Lernraum zu übersteuern."
 *
 * The overriding clause grants or demands an overriding verb (OVERRIDING_VERBS: "override", "overrule",
 * "übersteuern", "aufheben") and is not itself negated ("shall prevent users from overriding …" keeps the
 * restriction). The other requirement restricts: a clause that is negated without an exception ("must not",
 * "prevent", "unavailable"), or a word of restricting (LIMITING_MARKS: "only", "maximum", "nur",
 * "höchstens"); it overrides nothing itself. What is overridden is what the other restricts: its object
 * words, the kind of restraint aside ("limit", "status", "restriction", RESTRAINT_NOUNS) and the person
 * granted the override aside, and the words of a condition after it ("… when the train is stationary") or of
 * a phrase that spans every item of a kind ("for any operational period", UNIVERSAL_WORDS), are
 * at least two words the other names (the same word, or a noun of action and its verb: "selection" /
 * "select"), three quarters of them at least; and the other names none of the restraint's own nouns
 * ("shall show the maximum loan limit" talks about the limit, it sets none). Under the same leading condition.
 * "override the suggested repair shop" names no restriction the other sets and stays quiet.
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { MAX_PAIRED_CLAUSES, sameCondition } from "./frame.js";
import { sameWord } from "./opt-out.js";
import {
  OPT_OUT_GENERIC,
  OVERRIDING_VERBS,
  PERMISSION_STEMS,
  RESTRAINT_NOUNS,
  LIMITING_MARKS,
  UNIVERSAL_WORDS,
} from "../../lexicon/compare-conflicts.js";
import { PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { PREPS_DE } from "../../lexicon/de/compare-clauses.js";
import { TRAILING_CONDITIONS_EN } from "../../lexicon/en/ears.js";
import { TRAILING_CONDITIONS_DE } from "../../lexicon/de/ears.js";

const both = (words: readonly string[]) => new Set(words.flatMap((w) => [w, stem(w, "en"), stem(w, "de")]));
const OVERRIDING = both(OVERRIDING_VERBS);
const RESTRAINTS = both([...RESTRAINT_NOUNS, ...OPT_OUT_GENERIC]);
const MARKS = both([...LIMITING_MARKS]);

/** Least words of what is overridden that the restricting requirement names, and their least share. */
const MIN_NAMED = 2;
const MIN_SHARE = 0.75;
/** Words that open a condition after the action ("override the function when the train is stationary"). */
const CONDITIONS: ReadonlySet<string> = new Set([...TRAILING_CONDITIONS_EN, ...TRAILING_CONDITIONS_DE]);
const PREPS: ReadonlySet<string> = new Set([...PREPS_EN, ...PREPS_DE]);

/**
 * The stems of a phrase that spans every item of a kind ("for any operational period", "für jeden Zeitraum"),
 * up to the next mark: when the override may be used, not what it overrides.
 */
function spanningWords(r: ClauseReading): Set<string> {
  const out = new Set<string>();
  const lex = r.lexemes;
  for (let i = 1; i < lex.length; i++) {
    if (!UNIVERSAL_WORDS.has(lex[i].w) || !PREPS.has(lex[i - 1].w)) continue;
    for (let k = i + 1; k < lex.length && lex[k].isWord; k++) if (lex[k].content) out.add(lex[k].stem);
  }
  return out;
}

/** Whether a clause grants or demands overriding something ("allow librarians to override the limit"). */
export function overrides(c: Clause): boolean {
  if (!c.modal || c.action === null || c.negative || c.needNot || c.exception) return false;
  const written = fold(c.actionText.split(" ")[0] ?? "");
  return OVERRIDING.has(written) || OVERRIDING.has(stem(written, "en")) || OVERRIDING.has(stem(written, "de"));
}

/** Whether a requirement restricts: a negated clause without an exception, or a restricting word. */
function restricts(r: ClauseReading): boolean {
  if (r.clauses.some((c) => c.negative && !c.needNot && !c.exception)) return true;
  return r.lexemes.some((x) => LIMITING_MARKS.has(x.w));
}

function overriddenConflict(overriding: ClauseReading, restricting: ClauseReading, language: Language): Contradiction | null {
  if (!restricts(restricting) || restricting.clauses.some(overrides)) return null;
  const words = restricting.lexemes.filter((x) => x.content).map((x) => x.stem);
  const named = new Set(words);
  const spanning = spanningWords(overriding);
  for (const o of overriding.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (!overrides(o)) continue;
    // The restriction is set under the same leading condition (none, or the same one).
    if (!restricting.clauses.some((r) => sameCondition(o, r))) continue;
    // Not the words of a condition after the action: when the override may happen is no part of what it overrides.
    const conditional = new Set([...o.phrases].flatMap(([p, ws]) => (CONDITIONS.has(p) ? [...ws] : [])));
    // A requirement that names the restraint itself ("show the maximum limit") talks about it, it sets none.
    if ([...o.allObjects].some((w) => RESTRAINTS.has(w) && !MARKS.has(w) && named.has(w))) continue;
    const overridden = [...o.allObjects].filter(
      (w) => !RESTRAINTS.has(w) && !o.subject.has(w) && !conditional.has(w) && !spanning.has(w) && !PERMISSION_STEMS.has(w),
    );
    const found = overridden.filter((w) => words.some((x) => sameWord(w, x)));
    if (found.length < MIN_NAMED || found.length / overridden.length < MIN_SHARE) continue;
    return { kind: "operation", reason: reason(language, "overridden", { a: o.predicateText, b: statementOf(restricting) }) };
  }
  return null;
}

/** The restricting requirement as written. */
function statementOf(r: ClauseReading): string {
  return r.lexemes
    .filter((x) => x.isWord)
    .map((x) => x.text)
    .join(" ");
}

/** A restriction one requirement sets and the other lets someone override, in either order. */
export function overrideConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => overriddenConflict(x, y, language));
}
