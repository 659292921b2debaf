/**
 * An action one requirement states whatever a thing is, the other rules out (or demands against a
 * prohibition) under a condition on that thing:
 *
 *   "The kiosk shall print the receipt regardless of the payment method."
 *   "If the payment method is cash, the kiosk shall not print the receipt."
 *   "Der Kiosk muss den Beleg unabhängig von der Zahlungsart drucken." /
 *   "Wenn die Zahlungsart Bargeld ist, darf der Kiosk den Beleg nicht drucken."
 *
 * The words after "regardless of" (REGARDLESS_OF) must all be in the other's leading condition; the
 * first states the action with no condition of its own; action, actor and objects are the same and
 * the polarity is opposite. "If the payment method is cash, the kiosk shall print the receipt" agrees.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { actorsAgree, isSubset, MAX_PAIRED_CLAUSES, perReading, sameAction } from "./frame.js";
import { stem } from "../text.js";
import { REGARDLESS_OF } from "../../lexicon/compare-conflicts.js";

/** Most words read as the thing that does not count. */
const MAX_THING_WORDS = 4;

/** The stems of what does not count ("payment method"), the stems of the phrase, and its text; null without one. */
const regardless = perReading((reading): { thing: Set<string>; phrase: Set<string>; text: string } | null => {
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    const p = REGARDLESS_OF.find((ws) => ws.every((w, k) => lex[i + k]?.w === w));
    if (!p) continue;
    const thing = new Set<string>();
    let t = i + p.length;
    for (; t < lex.length && thing.size < MAX_THING_WORDS && lex[t].isWord; t++) {
      if (lex[t].content && !lex[t].isNumber) thing.add(lex[t].stem);
      // A German noun ends the thing, the verb may follow ("unabhängig von der Zahlungsart drucken").
      if (reading.language === "de" && /^\p{Lu}/u.test(lex[t].text)) {
        t++;
        break;
      }
    }
    if (thing.size === 0) return null;
    const text = lex
      .slice(i, t)
      .map((x) => x.text)
      .join(" ");
    return { thing, phrase: new Set(p.map((w) => stem(w, reading.language))), text };
  }
  return null;
});

function oneWay(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const found = regardless(a);
  if (!found) return null;
  for (const ca of a.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
    if (ca.condition.size > 0) continue;
    const core = new Set([...ca.allObjects].filter((o) => !found.thing.has(o) && !found.phrase.has(o) && !found.phrase.has(stem(o, language))));
    for (const cb of b.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      if (!isSubset(found.thing, cb.condition) || ca.negative === cb.negative || !sameAction(ca, cb) || !actorsAgree(ca, cb)) continue;
      if (core.size === 0 || core.size !== cb.allObjects.size || !isSubset(core, cb.allObjects)) continue;
      return {
        kind: "event",
        reason: reason(language, "regardless", { a: ca.predicateText, what: found.text, b: cb.predicateText }),
      };
    }
  }
  return null;
}

export function regardlessConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => oneWay(x, y, language));
}
