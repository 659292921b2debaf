/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const systemWord: Rule = {
  meta: {
    key: "systemWord",
    findingType: "SYSTEM_WORD",
    docsAnchor: "system-words",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
