/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const example: Rule = {
  meta: {
    key: "example",
    findingType: "EXAMPLE",
    docsAnchor: "examples",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
