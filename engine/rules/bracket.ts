/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const bracket: Rule = {
  meta: {
    key: "bracket",
    findingType: "BRACKET",
    docsAnchor: "brackets",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
