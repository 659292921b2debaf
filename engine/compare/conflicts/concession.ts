/**
 * One requirement ties an action to a condition, the other rules the action out even under that
 * condition (or the other way round):
 *
 *   "If the reader has unpaid fines, the library system shall block the loan."
 *   "The library system shall not block the loan even if the reader has unpaid fines."
 *   "If the guest accepts the terms, create the booking." / "The system shall not create a booking even if the guest accepts the terms."
 *   "Wenn der Gast die Bedingungen akzeptiert, muss das System die Buchung anlegen." / "Das System darf die Buchung nicht anlegen, auch wenn der Gast die Bedingungen akzeptiert."
 *
 * The conceding requirement ("even if", "even when", "auch wenn", "selbst wenn", CONCEDING_WORDS)
 * is read without its concession, and the other without its leading condition (an English
 * consequent in the imperative, "create the booking", as "the system shall create the booking");
 * the two must oppose each other as the comparison reads any two (polarity, opposite actions,
 * permission against prohibition). The concession must name the other's condition: half the
 * words of the smaller of the two in common; "under any circumstances" concedes every condition.
 * A conditional requirement meets a concession only: "If the reader has unpaid fines, the library
 * system shall block the loan." against "The library system shall not block the loan." stays quiet.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import { readRequirement } from "../../reading/index.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction, type Find } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { perReading, statement } from "./frame.js";
import { opposes } from "./waiting.js";
import { CONCEDING_WORDS, EVERY_CIRCUMSTANCE, IMPERATIVE_ACTOR_EN } from "../../lexicon/compare-conflicts.js";

/** Least share of the smaller set of condition words the concession and the condition share, and least words. */
const MIN_SHARED = 0.5;
const MIN_SHARED_WORDS = 2;

const words = (lex: readonly Lexeme[]) => lex.map((x) => x.text).join(" ");

interface Concession {
  /** The requirement without its concession. */
  held: ClauseReading;
  /** Stems of the conceded condition; null when every condition is conceded. */
  conceded: Set<string> | null;
  /** The conceding words as written. */
  text: string;
}

/** The requirement read without its concession, with the condition it concedes; null without one. */
const concessionOf = perReading<Concession | null>((reading) => {
  const lex = reading.lexemes;
  for (let i = 0; i < lex.length; i++) {
    const phrase = CONCEDING_WORDS[reading.language].find((p) => p.every((w, k) => lex[i + k]?.w === w));
    if (!phrase) continue;
    const sentence = lex[i].sentence;
    const before = lex.slice(0, i).filter((x) => x.sentence === sentence && x.w !== ",");
    const afterAll = lex.slice(i + phrase.length).filter((x) => x.sentence === sentence);
    const stop = afterAll.findIndex((x) => x.w === ";");
    const after = stop < 0 ? afterAll : afterAll.slice(0, stop);
    const every = EVERY_CIRCUMSTANCE.has(phrase[phrase.length - 1]);
    const held = readRequirement(`${words(before)}.`, reading.language);
    if (held.clauses.every((c) => c.action === null)) return null;
    const conceded = every ? null : new Set(after.filter((x) => x.content).map((x) => x.stem));
    if (conceded !== null && conceded.size === 0) return null;
    return { held, conceded, text: words([...lex.slice(i, i + phrase.length), ...after].filter((x) => x.isWord)) };
  }
  return null;
});

interface Conditioned {
  /** The requirement without its leading condition. */
  consequent: ClauseReading;
  condition: Set<string>;
}

/** Where a leading condition ends in the lexemes: "then", the last comma before the first modal verb, else that modal verb; -1 without one. */
function conditionEnd(reading: ClauseReading): number {
  const L = COMPARE_LEXICON[reading.language];
  const lex = reading.lexemes;
  const first = lex.findIndex((x) => x.isWord);
  if (first < 0 || !L.conditionOpeners.has(lex[first].w)) return -1;
  const modal = lex.findIndex((x) => L.modals.has(x.w));
  const limit = modal < 0 ? lex.length : modal;
  for (let i = first; i < limit; i++) if (lex[i].w === "then" || lex[i].w === "dann") return i;
  for (let i = limit - 1; i > first; i--) if (lex[i].w === ",") return i;
  return modal;
}

/** The requirement without its leading condition, with the condition's stems; null without one. */
const conditioned = perReading<Conditioned | null>((reading) => {
  const clause = reading.clauses[0];
  const end = conditionEnd(reading);
  if (!clause || clause.condition.size === 0 || end < 0) return null;
  const lex = reading.lexemes;
  const L = COMPARE_LEXICON[reading.language];
  const rest = lex
    .slice(lex[end].w === "," || lex[end].w === "then" || lex[end].w === "dann" ? end + 1 : end)
    .filter((x) => x.sentence === lex[end].sentence && x.w !== ".");
  if (rest.filter((x) => x.isWord).length < 2) return null;
  let text = words(rest);
  if (L.modals.has(rest[0].w)) {
    // German: the modal verb comes first after the condition ("…, muss das System die Buchung anlegen").
    const subject = clause.subjectText.trim();
    if (!subject || !text.includes(subject)) return null;
    text = `${subject} ${rest[0].text} ${text.slice(rest[0].text.length).replace(subject, "")}`;
  } else if (!rest.some((x) => L.modals.has(x.w))) {
    // An English consequent in the imperative ("create the booking").
    if (reading.language !== "en") return null;
    text = `${IMPERATIVE_ACTOR_EN} ${text}`;
  }
  return { consequent: readRequirement(`${text.trimEnd()}.`, reading.language), condition: clause.condition };
});

/** An action one requirement ties to a condition and the other rules out (or demands) even under it, in either order. */
export function concessionConflict(a: ClauseReading, b: ClauseReading, language: Language, find: Find): Contradiction | null {
  return eitherOrder(a, b, (conceding, other) => {
    const concession = concessionOf(conceding);
    if (concession === null || concessionOf(other) !== null) return null;
    const tied = conditioned(other);
    if (tied === null) return null;
    if (concession.conceded !== null) {
      const common = [...concession.conceded].filter((w) => tied.condition.has(w)).length;
      if (common < MIN_SHARED_WORDS || common / Math.min(concession.conceded.size, tied.condition.size) < MIN_SHARED) return null;
    }
    const found = find(concession.held, tied.consequent, language);
    if (found === null || !opposes(found)) return null;
    const tiedText = words(other.lexemes.filter((x) => x.isWord));
    return { kind: "event", reason: reason(language, "concession", { a: statement(conceding), b: tiedText, concession: concession.text }) };
  });
}
