/**
 * The rule registry: an explicit table, in the order the rules run and their
 * classifications are listed. Intuition runs last because it reads the other findings.
 */
import { modalVerb } from "./modal-verb.js";
import { systemWord } from "./system-word.js";
import { example } from "./example.js";
import { complexSentence } from "./complex-sentence.js";
import { weakWord } from "./weak-word.js";
import { negativeSentence } from "./negative-sentence.js";
import { passiveSentence } from "./passive-sentence.js";
import { multipleSentences } from "./multiple-sentences.js";
import { bracket } from "./bracket.js";
import { condition } from "./condition.js";
import { endOfSentence } from "./end-of-sentence.js";
import { blacklist } from "./blacklist.js";
import { unnecessaryWhitespace } from "./unnecessary-whitespace.js";
import { intuition } from "./intuition.js";
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
