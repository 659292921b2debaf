/** Analysis results for the web tests, shaped like the server's answers. */
import type { CheckResult } from "../../src/providers/api";

export function checkResult(overrides: Partial<CheckResult> = {}): CheckResult {
  const text = overrides.text ?? "The system should respond quickly.";
  return {
    text,
    externalId: "1",
    language: "en",
    rating: 3,
    gibberish: false,
    improvements: { modalVerb: "Use shall or must.", weakWord: "Replace vague words with measurable ones." },
    processedText: text,
    classifications: [
      { classificationKey: "MODAL_VERB", findings: [{ start: 11, end: 17, text: "should", message: '"should" is not binding.' }] },
      { classificationKey: "WEAK_WORD", findings: [{ start: 26, end: 33, text: "quickly", message: '"quickly" is vague.' }] },
    ],
    earsPattern: "ubiquitous",
    processingTimeInMs: 4,
    configurationId: "default",
    ...overrides,
  };
}
