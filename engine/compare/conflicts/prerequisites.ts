/**
 * A prerequisite one requirement demands for an action, and the other requirement performing that
 * action without it:
 *
 *   "The pharmacy system shall require a PIN to sign a prescription." / "The pharmacy system shall sign the prescription without requiring a PIN."
 *   "A member must be logged in to renew loans." / "Members shall be able to renew loans without logging in."
 *   "Das Apothekensystem muss eine PIN verlangen, um ein Rezept zu signieren." / "Das Apothekensystem muss das Rezept ohne Eingabe einer PIN signieren."
 *
 * The prerequisite side demands (a modal, no capability, not negated) either a thing it needs
 * (NEEDING_VERBS and "verlangen": "require a PIN") or an action of its own ("be logged in"), for a
 * purpose named with "to" / "zu" ("to sign …", "um … zu signieren"); the other side does the purpose's
 * verb, as written, without that thing or action (its "without" / "ohne" words: "login" / "logged",
 * "Eingabe einer PIN" / "PIN"), on a thing the prerequisite side names too ("a prescription" / "the
 * prescription"); same actor and leading condition. "require a PIN to sign" says nothing of viewing
 * without a PIN.
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { actorsAgree, MAX_PAIRED_CLAUSES, perReading, sameCondition } from "./frame.js";
import { sameWord } from "./opt-out.js";
import { fold, stem } from "../text.js";
import { NEEDING_VERBS, PURPOSE_WORDS, WITHOUT_FILLERS } from "../../lexicon/compare-conflicts.js";

const FILLERS = new Set(WITHOUT_FILLERS.flatMap((w) => [w, stem(w, "en"), stem(w, "de")]));
const NEEDING = new Set([...NEEDING_VERBS, ...PURPOSE_WORDS.needing]);

/** Most words between "to" / "zu" and the purpose's verb ("to digitally sign"). */
const PURPOSE_REACH = 2;
/** Letters a word may add to the stem of its verb and still name it ("log" / "login"). */
const MAX_ADDED = 2;
/** Least letters of a stem that another word may extend. */
const MIN_STEM = 3;

/** The stemmed words of a text. */
function words(text: string, language: Language): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => stem(fold(w), language));
}

/** One word names the other: the same stem, a noun of action and its verb, or the stem with a short ending ("log" / "login"). */
function names(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return sameWord(a, b) || (short.length >= MIN_STEM && long.startsWith(short) && long.length - short.length <= MAX_ADDED);
}

interface Prerequisite {
  /** What is needed, stemmed. */
  needed: string[];
  /** The stemmed words after the demanding verb. */
  purpose: string[];
}

/** What a demanding clause makes a prerequisite, and the purpose it names; null if it names none. */
function prerequisite(c: Clause, language: Language): Prerequisite | null {
  if (c.negative || c.capability || c.exception || !c.modal || c.action === null) return null;
  const verb = fold(c.actionText.split(" ")[0] ?? "");
  const needed = NEEDING.has(verb) ? [...c.directObjects] : [stem(verb, language)];
  if (needed.length === 0) return null;
  const written = words(c.predicateText, language);
  const at = written.indexOf(stem(verb, language));
  return { needed, purpose: written.slice(at + 1) };
}

/** The purpose names `verb` after "to" / "zu" ("to renew", "to digitally sign", "um … zu signieren"). */
function purposeNames(purpose: readonly string[], verb: string, language: Language): boolean {
  const to = PURPOSE_WORDS.to[language];
  return purpose.some((w, i) => w === verb && purpose.slice(Math.max(0, i - PURPOSE_REACH), i).some((x) => to.has(x)));
}

function clauseConflict(p: Clause, pre: Prerequisite | null, w: Clause, language: Language): Contradiction | null {
  if (pre === null) return null;
  if (w.negative || w.action === null || (w.without.size === 0 && w.withoutObjects.size === 0)) return null;
  if (!sameCondition(p, w) || !actorsAgree(p, w)) return null;
  const verb = stem(fold(w.actionText.split(" ")[0] ?? ""), language);
  if (!purposeNames(pre.purpose, verb, language)) return null;
  const without = [...w.without, ...w.withoutObjects].filter((x) => !FILLERS.has(x) && x !== verb);
  if (!pre.needed.some((n) => without.some((x) => names(n, x)))) return null;
  // A thing both act on, beyond the prerequisite and the purpose's verb.
  const theirs = new Set(pre.purpose.filter((x) => x !== verb));
  const shared = [...w.allObjects].filter((o) => !without.includes(o) && !FILLERS.has(o) && !pre.needed.includes(o) && theirs.has(o));
  if (shared.length === 0) return null;
  return { kind: "operation", reason: reason(language, "prerequisite", { a: p.predicateText, b: w.predicateText }) };
}

/** The prerequisites of a reading's paired clauses, read once per requirement. */
const prerequisites = perReading((r: ClauseReading) => r.clauses.slice(0, MAX_PAIRED_CLAUSES).map((c) => prerequisite(c, r.language)));

export function prerequisiteConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    const pres = prerequisites(x);
    if (pres.every((p) => p === null)) return null;
    for (let i = 0; i < pres.length; i++)
      for (const w of y.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
        const found = clauseConflict(x.clauses[i], pres[i], w, language);
        if (found) return found;
      }
    return null;
  });
}
