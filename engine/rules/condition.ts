/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const condition: Rule = {
  meta: {
    key: "condition",
    findingType: "CONDITION",
    docsAnchor: "conditions",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
