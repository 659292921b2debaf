/**
 * Input and output conflicts of one obligation ("shall", "muss"; a capability offers
 * alternatives and conflicts with nothing here):
 *
 * - one input giving different outputs: "shall produce a CSV file from the sensor log" /
 *   "shall produce an XML file from the sensor log", "shall export drawings as PDF" /
 *   "… as PNG": the same action on the same input, and outputs that differ in one word
 *   on each side (the alternative) around a shared head;
 * - the same output from different inputs: "shall compute the tariff from the meter
 *   reading" / "… from the estimated consumption": the same action and output, inputs
 *   without a word in common.
 *
 * Everything else (actor, condition, polarity) is the caller's frame; lists with "only"
 * are scope.ts's.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import type { Facts } from "./facts.js";
import { overlap, sameObjects, without } from "./frame.js";
import { meaningTermOfStem } from "../meaning/index.js";

export function roleConflict(x: Clause, y: Clause, fx: Facts, fy: Facts, language: Language): Contradiction | null {
  if (x.negative || y.negative || x.capability || y.capability || x.exception || y.exception) return null;
  if (x.quantities.length > 0 || y.quantities.length > 0) return null;
  const inputs = (s: string) => fx.input.has(s) || fy.input.has(s);
  const outputs = (s: string) => fx.output.has(s) || fy.output.has(s);
  const meaning = (set: ReadonlySet<string>) => new Set([...set].map((o) => meaningTermOfStem(o, language)));
  // Output form after "as": the same input and objects, forms without a word in common (synonyms are one word).
  if (fx.output.size > 0 && fy.output.size > 0 && overlap(meaning(fx.output), meaning(fy.output)) === 0) {
    if (sameObjects(without(x.allObjects, outputs), without(y.allObjects, outputs))) {
      return { kind: "output", reason: reason(language, "output", { a: x.predicateText, b: y.predicateText }) };
    }
  }
  // The same input, outputs differing in one word each; synonyms are one word ("send" / "transmit").
  if (fx.input.size > 0 && sameObjects(fx.input, fy.input)) {
    const ox = meaning(without(x.allObjects, inputs));
    const oy = meaning(without(y.allObjects, inputs));
    const shared = overlap(ox, oy);
    if (shared > 0 && ox.size - shared === 1 && oy.size - shared === 1) {
      return { kind: "output", reason: reason(language, "output", { a: x.predicateText, b: y.predicateText }) };
    }
  }
  // One slot, different alternatives: "shall operate on a Windows server" / "on a Linux or Solaris
  // server": the same head word, the other words of the phrase without one in common.
  for (const [prep, px] of fx.singular) {
    const py = fy.singular.get(prep);
    if (!py) continue;
    const head = [...px].pop()!;
    if (!py.has(head) || [...py].pop() !== head) continue;
    const ownX = without(px, (s) => py.has(s));
    const ownY = without(py, (s) => px.has(s));
    if (ownX.size === 0 || ownY.size === 0 || overlap(ownX, ownY) > 0) continue;
    const inPhrase = (s: string) => px.has(s) || py.has(s);
    if (sameObjects(without(x.allObjects, inPhrase), without(y.allObjects, inPhrase))) {
      return { kind: "output", reason: reason(language, "alternative", { a: x.predicateText, b: y.predicateText }) };
    }
  }
  // The same output, inputs without a word in common.
  if (fx.input.size > 0 && fy.input.size > 0 && overlap(fx.input, fy.input) === 0) {
    if (sameObjects(without(x.allObjects, inputs), without(y.allObjects, inputs))) {
      return { kind: "input", reason: reason(language, "input", { a: x.predicateText, b: y.predicateText }) };
    }
  }
  return null;
}
