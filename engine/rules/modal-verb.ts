/** PLACEHOLDER: to be implemented. */
import type { Rule } from "../types.js";

export const modalVerb: Rule = {
  meta: {
    key: "modalVerb",
    findingType: "MODAL_VERB",
    docsAnchor: "modal-verbs",
    messages: { en: { improvement: "" }, de: { improvement: "" } },
  },
  check: () => [],
};
