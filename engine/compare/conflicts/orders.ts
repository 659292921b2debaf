/**
 * Two orders for one list, of which it has one at a time:
 *
 *   "The catalogue shall list the new acquisitions sorted by title."
 *   "The catalogue shall list the new acquisitions in a random order."
 *   "The portal shall show the lab results starting with the most recent."
 *   "The portal shall show the lab results in chronological order from oldest to newest."
 *   "Das Portal muss die Laborbefunde chronologisch anzeigen." / "… absteigend anzeigen."
 *
 * Each sentence names its order by the phrases of ORDER_PHRASES: random, descending (newest
 * first), ascending (oldest first), or sorted without a direction; or by where the newest or the
 * oldest items stand, a few words apart (ORDER_ENDS): "with the ones changed most recently at the
 * top", "die zuletzt geänderten Termine oben". A random order conflicts with
 * any other, and newest first with oldest first. A sentence that names both directions offers a
 * choice ("newest to oldest or oldest to newest") and conflicts with nothing, and so does one that
 * lets someone choose ("may", "can"). The two must order the same thing: all words of one (its
 * leading condition with them; the order, its words such as "order" and "time" (ORDER_WORDS) and
 * the words of showing aside) are the other's, or two of them; a leading condition of either must be named by the other too.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { meaningTerm } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading } from "./frame.js";
import { frameOf, sameThingSameCase, sentencesOf, type SentenceFrame } from "./one-at-a-time.js";
import { CHOICE_WORDS, ORDER_ENDS, ORDER_PHRASES, ORDER_WORDS } from "../../lexicon/compare-conflicts.js";
import type { Lexeme } from "../features.js";

/** Most words between the items named ("most recently") and their place ("at the top"). */
const MAX_GAP = 4;

/** The terms of the words of an order itself ("order", "time"): not what is ordered. */
const ORDER_TERMS = new Set(ORDER_WORDS.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));

type OrderKind = keyof (typeof ORDER_PHRASES)["en"];

interface Order extends SentenceFrame {
  kind: OrderKind;
}

/** ORDER_PHRASES as [kind, phrases] pairs per language. */
const PHRASES_BY_KIND = {
  en: Object.entries(ORDER_PHRASES.en) as Array<[OrderKind, ReadonlyArray<readonly string[]>]>,
  de: Object.entries(ORDER_PHRASES.de) as Array<[OrderKind, ReadonlyArray<readonly string[]>]>,
};

/** Whether the words of `phrase` stand in `sentence` from `at`. */
function standsAt(sentence: readonly Lexeme[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((w, k) => sentence[at + k]?.w === w);
}

/**
 * The direction named from `i` by the newest or the oldest items and, a few words on, their place
 * ("the ones changed most recently at the top"), with the places of its words; null for none.
 */
function endOrder(sentence: readonly Lexeme[], i: number, language: Language): { kind: "descending" | "ascending"; at: number[] } | null {
  const ends = ORDER_ENDS[language];
  for (const kind of ["descending", "ascending"] as const) {
    const start = ends[kind].find((p) => standsAt(sentence, i, p));
    if (!start) continue;
    for (let j = i + start.length; j <= i + start.length + MAX_GAP && j < sentence.length; j++) {
      const end = ends.ends.find((p) => standsAt(sentence, j, p));
      if (end) return { kind, at: [...start.map((_, k) => i + k), ...end.map((_, k) => j + k)] };
    }
  }
  return null;
}

interface OrdersReading {
  orders: Order[];
  /** Meaning terms of every content word. */
  terms: Set<string>;
}

const read = perReading<OrdersReading>((reading) => {
  const language = reading.language;
  const { sentences, terms, actions } = sentencesOf(reading);
  const orders: Order[] = [];
  for (const sentence of sentences) {
    if (sentence.some((x) => CHOICE_WORDS.has(x.w))) continue;
    const kinds = new Set<OrderKind>();
    const used = new Set<number>();
    for (let i = 0; i < sentence.length; i++) {
      if (used.has(i)) continue;
      const placed = endOrder(sentence, i, language);
      if (placed) {
        kinds.add(placed.kind);
        for (const k of placed.at) used.add(k);
        continue;
      }
      for (const [kind, phrases] of PHRASES_BY_KIND[language]) {
        const phrase = phrases.find((p) => p.every((w, k) => sentence[i + k]?.w === w));
        if (!phrase) continue;
        kinds.add(kind);
        for (let k = 0; k < phrase.length; k++) used.add(i + k);
        break;
      }
    }
    // Both directions name a choice; a named direction says more than "sorted".
    if (kinds.has("ascending") && kinds.has("descending")) continue;
    const kind = (["random", "descending", "ascending", "sorted"] as const).find((k) => kinds.has(k));
    if (kind === undefined || (kind === "random" && kinds.size > 1)) continue;
    orders.push({ kind, ...frameOf(sentence, language, actions, (_, k, t) => used.has(k) || ORDER_TERMS.has(t), true) });
  }
  return { orders, terms };
});

function ordersConflict(a: OrderKind, b: OrderKind): boolean {
  if (a === b) return false;
  if (a === "random" || b === "random") return true;
  return (a === "ascending" && b === "descending") || (a === "descending" && b === "ascending");
}

export function orderConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  const rb = read(b);
  for (const x of ra.orders) {
    for (const y of rb.orders) {
      if (ordersConflict(x.kind, y.kind) && sameThingSameCase(x, y, ra.terms, rb.terms))
        return { kind: "output", reason: reason(language, "orders", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
