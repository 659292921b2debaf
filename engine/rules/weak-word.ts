/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const weakWord: Rule = {
  meta: {
    key: "weakWord",
    findingType: "WEAK_WORD",
    docsAnchor: "weak-words",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
