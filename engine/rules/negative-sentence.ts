/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const negativeSentence: Rule = {
  meta: {
    key: "negativeSentence",
    findingType: "NEGATIVE_SENTENCE",
    docsAnchor: "negative-sentences",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
