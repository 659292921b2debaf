/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const passiveSentence: Rule = {
  meta: {
    key: "passiveSentence",
    findingType: "PASSIVE_SENTENCE",
    docsAnchor: "passive-sentences",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
