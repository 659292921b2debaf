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
 * marker ("to", "in order to", and with a gerund "for", "when", "while", "before"; German "um … zu …"
 * with the means before the verb; MEANS_PURPOSE_MARKERS, MEANS_GERUND_MARKERS), the purpose the words
 * after the marker up to the end of the phrase. German may name the purpose first ("für", "zum",
 * "beim", MEANS_LEADING_PURPOSE_DE): a noun with its article and a genitive ("für die Übertragung der
 * Ausleihdaten", GENITIVE_ARTICLES_DE), and the means after it up to the verb.
 *
 * Two clauses conflict when both are obligations (a capability offers one way among others) with
 * the same explicit actor (one's subject words within the other's), under the same leading
 * condition, with the same purpose (the same words, or one within the other when it has three
 * words or more) and two means: neither within the other, and less than half the words of the
 * smaller in common or two words of its own on each side ("the memory driver component" / "the
 * memory management unit"). "Use the card reader" against "use the card reader and the keypad"
 * adds a means and is quiet, so is "the secure protocol" against "the standard protocol"; words that
 * name no means of their own ("data", "system", INPUT_GENERIC_WORDS) are set aside.
 *
 * What an action requires is read the same way from a REQUIRING_VERBS clause ("require", "verlangen"),
 * split into items at "and", "or", "und" and commas:
 *
 *   "The loan terminal shall require a member number and a PIN to borrow a book."
 *   "The loan terminal shall require a member number to borrow a book."
 *   "Das Ausleihterminal muss nur die Ausweisnummer verlangen, um ein Buch auszuleihen."
 *   "Das Ausleihterminal muss die Ausweisnummer und eine PIN verlangen, um ein Buch auszuleihen."
 *
 * Two such lists for the same purpose conflict when one leaves out an item of the other and names
 * none of its own (an item names another when one's words hold the other's: "a member card" / "a
 * valid member card"), or when one is the only thing required ("only", "nur") and the other names an
 * item besides it. Two lists with an item of their own each ("a member card" / "a PIN") may both
 * hold and are quiet. An action done with one thing alone is all it requires:
 *
 *   "The gate shall require a PIN to open the reading room."
 *   "The gate shall open the reading room with the member card alone."
 *   "Das Tor muss den Lesesaal nur mit dem Mitgliedsausweis öffnen."
 */
import { PRONOUN_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { fold, stem } from "../text.js";
import { actionKey, actionKeys, conceptOfWord, isSubset, overlap, perReading, sameCondition } from "./frame.js";
import { actingClauses } from "./sources.js";
import {
  DEFINITE_ARTICLES,
  DETERMINERS,
  INDEFINITE_ARTICLES,
  INPUT_GENERIC_WORDS,
  MEANS_GERUND_MARKERS,
  MEANS_COMPONENTS,
  MEANS_LEADING_PURPOSE_DE,
  MEANS_PURPOSE_MARKERS,
  MEANS_VERBS,
  INPUT_ITEM_SEPARATORS,
  REQUIRING_VERBS,
  GENITIVE_ARTICLES_DE,
  SOLE_AFTER_WORDS,
  SOLE_WAY_MARKERS,
} from "../../lexicon/compare-conflicts.js";

/** Most words read for the means and for the purpose. */
const MEANS_MAX_WORDS = 14;
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
const MEANS = actionKeys(MEANS_VERBS);

/** The action keys of the verbs that name what an action requires. */
const REQUIRING = actionKeys(REQUIRING_VERBS);

interface MeansFrame {
  subject: Set<string>;
  means: Set<string>;
  purpose: Set<string>;
  clause: Clause;
  /** What the action requires (REQUIRING_VERBS), not what it is done with. */
  required: boolean;
  /** The items of what is required, each as its words. */
  items: Set<string>[];
  /** The means or requirement is the only one ("shall require only a member card"). */
  only: boolean;
  /** The means name a technical component (MEANS_COMPONENTS) or one by its initialism ("TCU-GPSM", "RS-422", also joined by hyphens). */
  component: boolean;
}

const framesOf = perReading<MeansFrame[]>(read);

const COMPONENT_STEMS = {
  en: new Set(MEANS_COMPONENTS.en.map((w) => stem(w, "en"))),
  de: new Set(MEANS_COMPONENTS.de.map((w) => stem(w, "de"))),
};
/** A name written with two capitals or a capital and a digit: an initialism or a product name ("EEPROM", "HL-7"). */
const INITIALISM = /^\p{Lu}[\p{Lu}\d-]*[\p{Lu}\d]/u;

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
    // "to the terminal" names no purpose; "um ein Buch auszuleihen" does.
    const next = ws[i + n] ?? "";
    return next !== "" && (language === "de" || (!DETERMINERS.has(next) && !ARTICLES.has(next))) ? n : 0;
  }
  if (language !== "en" || !MEANS_GERUND_MARKERS.has(ws[i])) return 0;
  // A gerund, also after an adverb ("for digitally signing").
  const next = ws[i + 1] ?? "";
  return next.endsWith("ing") || (next.endsWith("ly") && (ws[i + 2] ?? "").endsWith("ing")) ? 1 : 0;
}

/** The items of a list of means, split at "and", "or", "und" and commas: each item's words as meaning terms. */
function itemsOf(ws: readonly string[], tokenList: ReadonlyArray<{ stop: boolean }>, from: number, to: number, language: Language): Set<string>[] {
  const out: Set<string>[] = [];
  let start = from;
  for (let j = from; j <= to; j++) {
    if (j < to && !INPUT_ITEM_SEPARATORS.has(ws[j]) && !tokenList[j].stop) continue;
    const item = terms(ws, null, start, j < to && tokenList[j].stop ? j + 1 : j, language);
    if (item.size > 0) out.push(item);
    start = j + 1;
  }
  return out;
}

function read(reading: ClauseReading): MeansFrame[] {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const out: MeansFrame[] = [];
  for (const { clause, action, tokenList, ws } of actingClauses(reading)) {
    const required = REQUIRING.has(action);
    if (clause.capability) continue;
    const subject = new Set([...clause.subject].filter((x) => x !== PRONOUN_SUBJECT));
    if (subject.size === 0) continue;
    const verb = ws.findIndex((w) => actionKey(conceptOfWord(w, language)) === action);
    if (verb < 0) continue;
    if (!MEANS.has(action) && !required) {
      const sole = soleWay(ws, tokenList, verb, language);
      if (sole !== null)
        out.push({ subject, means: new Set(sole.items.flatMap((i) => [...i])), clause, required: true, only: true, component: false, ...sole });
      continue;
    }
    // The words of the means, [from, to), and the purpose.
    let from = -1;
    let to = -1;
    let purpose = new Set<string>();
    // German names the means before the verb: "muss den Treiber verwenden, um … zu kommunizieren", "muss beim Lesen … den Scanner verwenden".
    if (language === "de") {
      const um = ws.findIndex((_, j) => j > verb && purposeAt(ws, j, language) > 0);
      const lead = ws.findIndex((w, j) => j < verb && MEANS_LEADING_PURPOSE_DE.has(w));
      if (um > verb && lead < 0) {
        [from, to] = [1, verb];
        purpose = terms(ws, tokenList, um + 1, Math.min(ws.length, um + 1 + PURPOSE_MAX_WORDS), language);
      } else if (lead > 0 && um < 0) {
        // The purpose is a noun with its article and a genitive ("für die Übertragung der Ausleihdaten"), the means follow.
        let end = lead + 1 + (ARTICLES.has(ws[lead + 1] ?? "") ? 1 : 0) + 1;
        if (GENITIVE_ARTICLES_DE.has(ws[end] ?? "")) end += 2;
        if (end >= verb) continue;
        purpose = terms(ws, null, lead + 1, end, language);
        [from, to] = [end, verb];
      }
    } else {
      for (let i = verb + 1; i < ws.length && i <= verb + MEANS_MAX_WORDS; i++) {
        const n = purposeAt(ws, i, language);
        if (n > 0) {
          [from, to] = [verb + 1, i];
          purpose = terms(ws, tokenList, i + n, Math.min(ws.length, i + n + PURPOSE_MAX_WORDS), language);
          break;
        }
      }
    }
    if (from < 0) continue;
    const means = terms(ws, null, from, to, language);
    if (means.size === 0 || purpose.size === 0) continue;
    // "shall require only a member card", "shall only require …", "nur die Ausweisnummer verlangen".
    const only = ws.slice(Math.max(0, verb - 1), to).some((w) => L.exclusive.has(w)) || ws.slice(from, to).some((w) => L.exclusive.has(w));
    // A name joined by hyphens is one word as read ("tcu-gpsm") and its parts as written ("TCU", "GPSM").
    const meansWords = new Set(ws.slice(from, to).flatMap((w) => [w, ...w.split("-")]));
    const component =
      ws
        .slice(from, to)
        .some((w) => COMPONENT_STEMS[language].has(stem(w, language)) || (language === "de" && MEANS_COMPONENTS.de.some((c) => w.endsWith(c)))) ||
      reading.lexemes.some((x) => meansWords.has(x.w) && INITIALISM.test(x.text));
    out.push({ subject, means, purpose, clause, required, items: required ? itemsOf(ws, tokenList, from, to, language) : [], only, component });
  }
  return out;
}

/**
 * An action done with one thing alone, read as all it requires: "shall open the reading room with the member card
 * alone", "… only with the member card", "muss den Lesesaal nur mit dem Mitgliedsausweis öffnen". The purpose is
 * the action with what it is done on ("open the reading room"), the items what follows "with" / "mit" (SOLE_WAY_MARKERS)
 * up to "alone" (SOLE_AFTER_WORDS), a phrase stop or the German verb; null without an exclusive word next to them.
 */
function soleWay(
  ws: readonly string[],
  tokenList: ReadonlyArray<{ stop: boolean }>,
  verb: number,
  language: Language,
): { purpose: Set<string>; items: Set<string>[] } | null {
  const L = COMPARE_LEXICON[language];
  const marker = ws.findIndex((w, j) => SOLE_WAY_MARKERS.has(w) && (language === "de" ? j < verb : j > verb));
  if (marker < 0) return null;
  // The marker in the action's own phrase ("open the reading room with …"), not after a comma.
  for (let j = Math.min(verb, marker); j < Math.max(verb, marker); j++) if (tokenList[j].stop) return null;
  let only = L.exclusive.has(ws[marker - 1] ?? "") || L.exclusive.has(ws[marker + 1] ?? "");
  let end = language === "de" ? verb : marker + 1;
  if (language === "en") while (end < ws.length && !tokenList[end - 1].stop && !SOLE_AFTER_WORDS.has(ws[end])) end++;
  if (SOLE_AFTER_WORDS.has(ws[end] ?? "") || SOLE_AFTER_WORDS.has(ws[end - 1] ?? "")) only = true;
  if (!only) return null;
  const items = itemsOf(ws, tokenList, marker + 1, end, language).filter((i) => i.size > 0);
  const purpose =
    language === "de"
      ? new Set([...terms(ws, null, 1, marker, language), ...terms(ws, null, verb, verb + 1, language)])
      : terms(ws, null, verb, marker, language);
  return items.length === 0 || purpose.size === 0 ? null : { purpose, items };
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

/** An item of `x` no item of `y` names: neither holds the other's words ("a member card" / "a valid member card" name one). */
function ownItem(x: MeansFrame, y: MeansFrame): boolean {
  return x.items.some((i) => !y.items.some((j) => isSubset(i, j) || isSubset(j, i)));
}

/**
 * Two lists of what one purpose requires, one shortened ("a member card and a PIN" / "a member
 * card"), or one the only thing required and the other with another item besides it.
 */
function otherRequirement(x: MeansFrame, y: MeansFrame): boolean {
  const ownX = ownItem(x, y);
  const ownY = ownItem(y, x);
  if (x.only || y.only) return (x.only ? ownY : ownX) && !(x.only && y.only);
  return ownX !== ownY;
}

/** The same action for the same purpose by the same actor, with different means. */
export function meansConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const fa = framesOf(a);
  const fb = framesOf(b);
  if (fa.length === 0 || fb.length === 0) return null;
  for (const x of fa) {
    for (const y of fb) {
      if (!isSubset(x.subject, y.subject) && !isSubset(y.subject, x.subject)) continue;
      if (x.required !== y.required || !sameCondition(x.clause, y.clause) || !samePurpose(x.purpose, y.purpose)) continue;
      if (x.required ? !otherRequirement(x, y) : !x.component || !y.component || !otherMeans(x.means, y.means)) continue;
      const key = x.required ? "required" : "means";
      return { kind: "input", reason: reason(language, key, { a: x.clause.predicateText, b: y.clause.predicateText }) };
    }
  }
  return null;
}
