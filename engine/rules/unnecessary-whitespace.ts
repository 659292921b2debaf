/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const unnecessaryWhitespace: Rule = {
  meta: {
    key: "unnecessaryWhitespace",
    findingType: "UNNECESSARY_WHITESPACES",
    docsAnchor: "unnecessary-whitespace",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
