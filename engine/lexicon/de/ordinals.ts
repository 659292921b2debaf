/** German words of the sentence splitter (engine/tokenize.ts). Lower case. */

import { DEFINITE_ARTICLE_DE, INDEFINITE_ARTICLE_DE, QUANTIFIERS_DE } from "./determiners.js";

/** Words before a German ordinal: "am 1. Januar", "im 2. Schritt", "die 3. Stufe": its dot does not end the sentence. */
export const ORDINAL_CONTEXT_DE: ReadonlySet<string> = new Set([
  "am",
  "im",
  "zum",
  "zur",
  "vom",
  "ab",
  "bis",
  "seit",
  "nach",
  "vor",
  "jeweils",
  "spätestens",
  "frühestens",
  ...DEFINITE_ARTICLE_DE,
  ...INDEFINITE_ARTICLE_DE,
  ...QUANTIFIERS_DE,
]);
