/**
 * One requirement lets an action succeed, the other reports a failure for the very same action:
 *
 *   "The loan shall be renewed by the library system." /
 *   "When the loan is renewed by the library system, the kiosk shall display a renewal failure message."
 *   "The member shall be logged in to the catalogue with the library card." /
 *   "When the member logs in with the library card, the catalogue shall show an error message."
 *   "Die Buchung muss vom Kassensystem gespeichert werden." /
 *   "Wenn die Buchung vom Kassensystem gespeichert wird, muss das System eine Fehlermeldung anzeigen."
 *
 * The reporting requirement has a sentence with a leading condition ("When …, " / "Wenn …, ") whose
 * main part reports a failure (FAILURE_REPORT_WORDS, German compounds with "fehler" too). Its
 * condition names the action alone: no negation, no word of an abnormal case ("invalid",
 * "insufficient", "ungültig": ABNORMAL_CASE_WORDS), at least two words besides the occasion of an
 * output, and every one of them is named by the other requirement outside its own leading
 * conditions. The other names no failure, negation or abnormal case at all: it states the action's
 * plain outcome. An error for a case of its own ("when the card has expired") is error handling, not
 * a contradiction.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Lexeme } from "../features.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { fold } from "../text.js";
import { joinedText, perReading } from "./frame.js";
import { OCCASION_TERMS, sentencesOf, termOf } from "./one-at-a-time.js";
import { ABNORMAL_CASE_WORDS, FAILURE_REPORT_WORDS } from "../../lexicon/compare-conflicts.js";

/** Least words of the condition besides the occasion of an output. */
const CONDITION_MIN = 2;

const folded = (words: Record<"en" | "de", ReadonlySet<string>>) => ({
  en: new Set([...words.en].map(fold)),
  de: new Set([...words.de].map(fold)),
});
const FAILURE = folded(FAILURE_REPORT_WORDS);
const ABNORMAL = folded(ABNORMAL_CASE_WORDS);

function reportsFailure(x: Lexeme, language: Language): boolean {
  return FAILURE[language].has(x.w) || (language === "de" && (x.w.includes("fehler") || x.w.includes("fehlgeschlagen")));
}

interface FailureReport {
  /** The meaning terms of the condition, words of the occasion of an output aside. */
  condition: Set<string>;
  text: string;
}

interface FailuresReading {
  reports: FailureReport[];
  /** Meaning terms of the content words outside leading conditions. */
  stated: Set<string>;
  /** Whether any word reports a failure, negates or names an abnormal case. */
  troubled: boolean;
}

const read = perReading<FailuresReading>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const { sentences } = sentencesOf(reading);
  const reports: FailureReport[] = [];
  const stated = new Set<string>();
  let troubled = false;
  for (const sentence of sentences) {
    const opens = L.conditionOpeners.has(sentence[0].w);
    const end = opens ? sentence.findIndex((x) => x.w === "," || L.modals.has(x.w)) : 0;
    const conditionEnd = Math.max(0, end);
    const troubles = (x: Lexeme) => reportsFailure(x, language) || L.negations.has(x.w) || ABNORMAL[language].has(x.w);
    if (sentence.some(troubles)) troubled = true;
    sentence.forEach((x, k) => {
      if (k >= conditionEnd && x.content) stated.add(termOf(x, language));
    });
    if (conditionEnd === 0) continue;
    const head = sentence.slice(0, conditionEnd);
    const main = sentence.slice(conditionEnd);
    if (head.some(troubles) || !main.some((x) => reportsFailure(x, language))) continue;
    if (main.some((x) => L.negations.has(x.w))) continue;
    const condition = new Set(head.flatMap((x) => (x.content ? [termOf(x, language)] : [])).filter((t) => !OCCASION_TERMS.has(t)));
    if (condition.size < CONDITION_MIN) continue;
    reports.push({ condition, text: joinedText(sentence).replace(/[.;:!?]$/, "") });
  }
  return { reports, stated, troubled };
});

function oneWay(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const ra = read(a);
  if (ra.troubled) return null;
  for (const report of read(b).reports) {
    if ([...report.condition].every((t) => ra.stated.has(t)))
      return { kind: "output", reason: reason(language, "failureReport", { a: joinedText(a.lexemes).replace(/[.;:!?]$/, ""), b: report.text }) };
  }
  return null;
}

export function failureReportConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return oneWay(a, b, language) ?? oneWay(b, a, language);
}
