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
 * first), ascending (oldest first), or sorted without a direction. A random order conflicts with
 * any other, and newest first with oldest first. A sentence that names both directions offers a
 * choice ("newest to oldest or oldest to newest") and conflicts with nothing, and so does one that
 * lets someone choose ("may", "can"). The two must order the same thing: all words of one (its
 * leading condition with them; the order, its words such as "order" and "time" (ORDER_WORDS) and
 * the words of showing aside) are the other's, or two of them; a leading condition of either must be named by the other too.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTerm, meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { perReading } from "./frame.js";
import { CHOICE_WORDS, OCCASION_OF_OUTPUT, ORDER_PHRASES, ORDER_WORDS } from "../../lexicon/compare-conflicts.js";

/** Least words two sentences share about what they order, unless one's words are all the other's. */
const THING_MIN = 2;
/** Words of a condition another requirement need not name, and words of showing: the occasion of an output, light verbs. */
const OCCASION_TERMS = new Set([
  ...OCCASION_OF_OUTPUT.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]),
  ...(["en", "de"] as const).flatMap((language) => [...COMPARE_LEXICON[language].lightVerbs].map((w) => meaningTerm(w, language))),
]);

/** The terms of the words of an order itself ("order", "time"): not what is ordered. */
const ORDER_TERMS = new Set(ORDER_WORDS.flatMap((w) => [meaningTerm(w, "en"), meaningTerm(w, "de")]));

type OrderKind = keyof (typeof ORDER_PHRASES)["en"];

interface Order {
  kind: OrderKind;
  /** The meaning terms of the sentence, the order's words and the words of showing aside. */
  thing: Set<string>;
  /** The meaning terms of a leading condition. */
  condition: Set<string>;
  /** The sentence as written. */
  text: string;
}

interface OrdersReading {
  orders: Order[];
  /** Meaning terms of every content word. */
  terms: Set<string>;
}

const termOf = (x: Lexeme, language: Language) => meaningTermOfStem(x.stem, language);

const read = perReading<OrdersReading>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const orders: Order[] = [];
  const terms = new Set(lex.flatMap((x) => (x.content ? [termOf(x, language)] : [])));
  // The verbs name the showing, not what is shown ("list", "display").
  const actions = new Set(
    reading.clauses.flatMap((c) => (c.action ? [meaningTermOfStem(c.action, language), meaningTerm(c.actionText.toLowerCase(), language)] : [])),
  );
  for (let start = 0; start < lex.length;) {
    let end = start;
    while (end < lex.length && lex[end].sentence === lex[start].sentence) end++;
    const sentence = lex.slice(start, end);
    start = end;
    if (sentence.some((x) => CHOICE_WORDS.has(x.w))) continue;
    const kinds = new Set<OrderKind>();
    const used = new Set<number>();
    for (let i = 0; i < sentence.length; i++) {
      if (used.has(i)) continue;
      for (const [kind, phrases] of Object.entries(ORDER_PHRASES[language]) as Array<[OrderKind, ReadonlyArray<readonly string[]>]>) {
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
    let conditionEnd = 0;
    if (L.conditionOpeners.has(sentence[0].w))
      conditionEnd = Math.max(
        0,
        sentence.findIndex((x) => x.w === "," || L.modals.has(x.w)),
      );
    const condition = new Set(sentence.slice(0, conditionEnd).flatMap((x) => (x.content ? [termOf(x, language)] : [])));
    const thing = new Set<string>();
    sentence.forEach((x, k) => {
      if (used.has(k) || !x.content || L.genericSubjects.has(x.w)) return;
      const t = termOf(x, language);
      if (!OCCASION_TERMS.has(t) && !ORDER_TERMS.has(t) && !actions.has(t)) thing.add(t);
    });
    const text = sentence
      .map((x) => x.text)
      .join(" ")
      .replace(/ ([,;:.!?)])/g, "$1")
      .replace(/ - /g, "-")
      .replace(/[.;:!?]$/, "");
    orders.push({ kind, thing, condition, text });
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
      if (!ordersConflict(x.kind, y.kind)) continue;
      // The same thing: all words of one, or two of them, are the other's ("the new acquisitions" / "the loans").
      const shared = [...x.thing].filter((t) => y.thing.has(t)).length;
      if (shared === 0 || (shared < THING_MIN && shared < x.thing.size && shared < y.thing.size)) continue;
      // Each one's case must be named by the other too.
      if ([...x.condition].some((t) => !rb.terms.has(t) && !OCCASION_TERMS.has(t))) continue;
      if ([...y.condition].some((t) => !ra.terms.has(t) && !OCCASION_TERMS.has(t))) continue;
      return { kind: "output", reason: reason(language, "orders", { a: x.text, b: y.text }) };
    }
  }
  return null;
}
