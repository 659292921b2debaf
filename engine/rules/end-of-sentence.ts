/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const endOfSentence: Rule = {
  meta: {
    key: "endOfSentence",
    findingType: "END_OF_SENTENCE",
    docsAnchor: "end-of-sentence",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
