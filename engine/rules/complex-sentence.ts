/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const complexSentence: Rule = {
  meta: {
    key: "complexSentence",
    findingType: "COMPLEX_SENTENCE",
    docsAnchor: "complex-sentences",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
