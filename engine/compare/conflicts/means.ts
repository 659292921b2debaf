/**
 * Two requirements that name different means for the same action done for the same purpose by
 * the same actor:
 *
 *   "The ticket machine shall use the card reader driver to communicate with the payment terminal."
 *   "The ticket machine shall use the local network interface to communicate with the payment terminal."
 *   "Der Fahrkartenautomat muss den Kartenlesertreiber verwenden, um mit dem Zahlterminal zu kommunizieren."
 *   "Der Fahrkartenautomat muss die lokale Netzwerkschnittstelle verwenden, um mit dem Zahlterminal zu kommunizieren."
 *
 * also "shall use the barcode scanner when reading the member card", "… for transferring the loan
 * records", "muss beim Lesen der Mitgliedskarte den Barcodescanner verwenden".
 *
 * Each positive clause whose action is a MEANS_VERBS verb ("use", "utilize", "verwenden", "nutzen")
 * is read for its means and its purpose: the means are the words between the verb and a purpose
 * marker ("to", "in order to", and with a gerund "for", "when", "while"; German "um … zu …" with the
 * means before the verb; MEANS_PURPOSE_MARKERS, MEANS_GERUND_MARKERS), the purpose the words after
 * the marker up to the end of the phrase. German may name the purpose first ("für", "zum", "beim",
 * MEANS_LEADING_PURPOSE_DE): then the means start at the last article before the verb.
 *
 * Two clauses conflict when both are obligations (a capability offers one way among others) with
 * the same explicit actor (one's subject words within the other's), under the same leading
 * condition, with the same purpose (the same words, or one within the other when it has three
 * words or more) and two means: neither within the other, and less than half the words of the
 * smaller in common or two words of its own on each side ("the memory driver component" / "the
 * memory management unit"). "Use the card reader" against "use the card reader and the keypad"
 * adds a means and is quiet, so is "the secure protocol" against "the standard protocol"; words that
 * name no means of their own ("data", "system", INPUT_GENERIC_WORDS) are set aside.
 */
import { PRONOUN_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { actionKey, isSubset, overlap, perReading, sameCondition } from "./frame.js";
import { actingClauses } from "./sources.js";
import {
  DEFINITE_ARTICLES,
  DETERMINERS,
  INDEFINITE_ARTICLES,
  INPUT_GENERIC_WORDS,
  MEANS_GERUND_MARKERS,
  MEANS_LEADING_PURPOSE_DE,
  MEANS_PURPOSE_MARKERS,
  MEANS_VERBS,
} from "../../lexicon/compare-conflicts.js";

/** Most words read for the means and for the purpose. */
const MEANS_MAX_WORDS = 10;
const PURPOSE_MAX_WORDS = 12;
/** Least words of a purpose read within a longer one ("to score the lead" is not "to score part of the lead"). */
const PURPOSE_MIN_WITHIN = 3;
/** Share of the smaller means' words in common from which two means are one; and the words of its own on each side from which they are two. */
const MEANS_SAME_SHARE = 0.5;
const MEANS_OWN_WORDS = 2;
/** Least letters of a word read. */
const MIN_LETTERS = 3;

const INPUT_GENERIC = new Set(INPUT_GENERIC_WORDS.flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));
const ARTICLES = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES]);

/** The action keys of the means verbs, as clauses name them. */
const MEANS = new Set(
  (["en", "de"] as const).flatMap((language) =>
    MEANS_VERBS.map((w) => {
      const s = stem(w, language);
      return actionKey(COMPARE_LEXICON[language].concept.get(s) ?? s)!;
    }),
  ),
);

interface MeansFrame {
  subject: Set<string>;
  means: Set<string>;
  purpose: Set<string>;
  clause: Clause;
}

const framesOf = perReading<MeansFrame[]>(read);

/** The content words of `ws[from, to)` up to a phrase stop (when `stops`), as meaning terms; generic words left out. */
function terms(ws: readonly string[], stopAt: ReadonlyArray<{ stop: boolean }> | null, from: number, to: number, language: Language): Set<string> {
  const L = COMPARE_LEXICON[language];
  const out = new Set<string>();
  for (let j = from; j < to; j++) {
    const w = ws[j];
    if (w.length >= MIN_LETTERS && !L.stopwords.has(w) && !L.exclusive.has(w) && !DETERMINERS.has(w)) {
      const s = stem(w, language);
      if (!INPUT_GENERIC.has(s)) out.add(meaningTermOfStem(s, language));
    }
    if (stopAt?.[j].stop) break;
  }
  return out;
}

/** The purpose marker at `i` after the means: its length, else 0 ("to" before a verb, "in order to", "for" / "when" / "while" before a gerund, "um"). */
function purposeAt(ws: readonly string[], i: number, language: Language): number {
  for (const m of MEANS_PURPOSE_MARKERS[language]) {
    const n = m.split(" ").length;
    if (ws.slice(i, i + n).join(" ") !== m) continue;
    const next = ws[i + n] ?? "";
    return next !== "" && !DETERMINERS.has(next) && !ARTICLES.has(next) ? n : 0;
  }
  return language === "en" && MEANS_GERUND_MARKERS.has(ws[i]) && (ws[i + 1] ?? "").endsWith("ing") ? 1 : 0;
}

function read(reading: ClauseReading): MeansFrame[] {
  const language = reading.language;
  const out: MeansFrame[] = [];
  for (const { clause, action, tokenList, ws } of actingClauses(reading)) {
    if (!MEANS.has(action) || clause.capability) continue;
    const subject = new Set([...clause.subject].filter((x) => x !== PRONOUN_SUBJECT));
    if (subject.size === 0) continue;
    const verb = ws.findIndex((w) => {
      const s = stem(w, language);
      return actionKey(COMPARE_LEXICON[language].concept.get(s) ?? s) === action;
    });
    if (verb < 0) continue;
    let means = new Set<string>();
    let purpose = new Set<string>();
    // German names the means before the verb: "muss den Treiber verwenden, um … zu kommunizieren", "muss beim Lesen … den Scanner verwenden".
    if (language === "de") {
      const um = ws.findIndex((w, j) => j > verb && purposeAt(ws, j, language) > 0);
      const lead = ws.findIndex((w, j) => j < verb && MEANS_LEADING_PURPOSE_DE.has(w));
      if (um > verb && lead < 0) {
        means = terms(ws, null, 1, verb, language);
        purpose = terms(ws, tokenList, um + 1, Math.min(ws.length, um + 1 + PURPOSE_MAX_WORDS), language);
      } else if (lead > 0 && um < 0) {
        let article = -1;
        for (let j = lead + 2; j < verb; j++) if (ARTICLES.has(ws[j])) article = j;
        if (article < 0) continue;
        purpose = terms(ws, null, lead + 1, article, language);
        means = terms(ws, null, article, verb, language);
      }
    } else {
      for (let i = verb + 1; i < ws.length && i <= verb + MEANS_MAX_WORDS; i++) {
        const n = purposeAt(ws, i, language);
        if (n > 0) {
          means = terms(ws, null, verb + 1, i, language);
          purpose = terms(ws, tokenList, i + n, Math.min(ws.length, i + n + PURPOSE_MAX_WORDS), language);
          break;
        }
      }
    }
    if (means.size === 0 || purpose.size === 0) continue;
    out.push({ subject, means, purpose, clause });
  }
  return out;
}

/** The same purpose: the same words, or one within the other when it has three words or more. */
function samePurpose(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  return isSubset(small, large) && (small.size === large.size || small.size >= PURPOSE_MIN_WITHIN);
}

/** Two means, not one named twice or one of them with another added. */
function otherMeans(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  if (isSubset(x, y) || isSubset(y, x)) return false;
  const common = overlap(x, y);
  if (x.size - common >= MEANS_OWN_WORDS && y.size - common >= MEANS_OWN_WORDS) return true;
  return common / Math.min(x.size, y.size) < MEANS_SAME_SHARE;
}

/** The same action for the same purpose by the same actor, with different means. */
export function meansConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const x of fa) {
    for (const y of fb) {
      if (!isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) continue;
      if (!sameCondition(x.clause, y.clause) || !samePurpose(x.purpose, y.purpose) || !otherMeans(x.means, y.means)) continue;
      return { kind: "input", reason: reason(language, "means", { a: x.clause.predicateText, b: y.clause.predicateText }) };
    }
  }
  return null;
}
