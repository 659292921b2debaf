/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const multipleSentences: Rule = {
  meta: {
    key: "multipleSentences",
    findingType: "MULTIPLE_SENTENCE",
    docsAnchor: "multiple-sentences",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
