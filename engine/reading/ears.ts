/**
 * EARS pattern of a requirement (Easy Approach to Requirements Syntax), from its first
 * sentence: the words that open the clauses before the first allowed modal verb decide.
 *   ubiquitous          "The <system> shall <response>."      "Das <System> muss …"
 *   event-driven        "When <trigger>, the … shall …"       "Wenn/Sobald …, muss …"
 *   state-driven        "While <state>, the … shall …"        "Solange/Während …, muss …"
 *   unwanted-behaviour  "If <trigger>, then the … shall …"    "Falls … (dann) muss …"
 *   optional-feature    "Where <feature>, the … shall …"      "Sofern …, muss …"
 *   complex             two kinds of clauses, e.g. "While …, when …, the … shall …"
 * "none": no allowed modal, or a condition after the main clause ("… shall log if …").
 */
import type { ModalUse } from "./modal.js";
import { CLAUSE_OPENERS_EN, EARS_KEYWORDS_EN, TRAILING_CONDITIONS_EN } from "../lexicon/en/ears.js";
import { CLAUSE_OPENERS_DE, EARS_KEYWORDS_DE, TRAILING_CONDITIONS_DE } from "../lexicon/de/ears.js";
import type { EarsPattern, RuleContext } from "../types.js";
import { CLAUSE_PUNCTUATION } from "../lexicon/punctuation.js";

const PATTERN = {
  event: "event-driven",
  state: "state-driven",
  optional: "optional-feature",
  unwanted: "unwanted-behaviour",
} as const;

const CLAUSE_OPENERS = new Set([...CLAUSE_PUNCTUATION, ...CLAUSE_OPENERS_EN, ...CLAUSE_OPENERS_DE]);

/** The EARS pattern of a requirement with these modal verbs (the shared reading's `ears`, engine/reading/index.ts). */
export function findEars(ctx: RuleContext, uses: readonly ModalUse[]): EarsPattern {
  const tokens = ctx.tokens;
  if (tokens.length === 0) return "none";
  // A main-clause modal; without a comma after the condition ("When X the system shall")
  // the modal looks subordinate, so any allowed modal of the first sentence will do.
  const modal =
    uses.find((use) => use.allowed && !use.subordinate && tokens[use.from].sentence === 0) ??
    uses.find((use) => use.allowed && tokens[use.from].sentence === 0);
  if (!modal) return "none";
  const keywords = ctx.language === "de" ? EARS_KEYWORDS_DE : EARS_KEYWORDS_EN;
  const trailing = ctx.language === "de" ? TRAILING_CONDITIONS_DE : TRAILING_CONDITIONS_EN;
  const kinds = new Set<string>();
  for (let i = 0; i < modal.from; i++) {
    const token = tokens[i];
    if (i > 0 && !CLAUSE_OPENERS.has(tokens[i - 1].lower)) continue;
    const kind = keywords[token.lower];
    if (kind !== undefined) kinds.add(kind);
  }
  if (kinds.size === 0) {
    for (let i = modal.to; i < tokens.length && tokens[i].sentence === 0; i++) {
      if (trailing.has(tokens[i].lower)) return "none";
    }
    return "ubiquitous";
  }
  if (kinds.size > 1) return "complex";
  const [kind] = kinds;
  return PATTERN[kind as keyof typeof PATTERN];
}
