/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const intuition: Rule = {
  meta: {
    key: "intuition",
    findingType: "INTUITION",
    docsAnchor: "intuition",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
