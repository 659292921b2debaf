/**
 * The rule registry: an explicit table, in the order the rules run and their
 * classifications are listed. Intuition runs last because it reads the other findings.
 */
import { modalVerb } from "./modal-verb/check.js";
import { systemWord } from "./system-word/check.js";
import { example } from "./example/check.js";
import { complexSentence } from "./complex-sentence/check.js";
import { weakWord } from "./weak-word/check.js";
import { negativeSentence } from "./negative-sentence/check.js";
import { passiveSentence } from "./passive-sentence/check.js";
import { multipleSentences } from "./multiple-sentences/check.js";
import { bracket } from "./bracket/check.js";
import { condition } from "./condition/check.js";
import { endOfSentence } from "./end-of-sentence/check.js";
import { blacklist } from "./blacklist/check.js";
import { unnecessaryWhitespace } from "./unnecessary-whitespace/check.js";
import { intuition } from "./intuition/check.js";
import type { Rule } from "../types.js";

export const RULES: readonly Rule[] = [
  modalVerb,
  systemWord,
  example,
  complexSentence,
  weakWord,
  negativeSentence,
  passiveSentence,
  multipleSentences,
  bracket,
  condition,
  endOfSentence,
  blacklist,
  unnecessaryWhitespace,
  intuition,
];
