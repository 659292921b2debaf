/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const blacklist: Rule = {
  meta: {
    key: "blacklist",
    findingType: "BLACKLIST",
    docsAnchor: "blacklist",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
