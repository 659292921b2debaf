/**
 * EARS pattern of a requirement (Easy Approach to Requirements Syntax), from its first
 * sentence: the words that open the clauses before the first allowed modal verb decide.
 *   ubiquitous          "The <system> shall <response>."      "Das <System> muss …"
 *   event-driven        "When <trigger>, the … shall …"       "Wenn/Sobald …, muss …"
 *   state-driven        "While <state>, the … shall …"        "Solange/Während …, muss …"
 *   unwanted-behaviour  "If <trigger>, then the … shall …"    "Falls … (dann) muss …"
 *   optional-feature    "Where <feature>, the … shall …"      "Sofern …, muss …"
 *   complex             two kinds of clauses, e.g. "While …, when …, the … shall …"
 * "none" comes with its reason: no modal verb at all; a modal that is not binding ("should",
 * "soll"); or a condition after the main clause ("… shall log if …", "…, falls …"). A single
 * trailing condition that runs to the end of the sentence is also written in EARS order
 * ("If the password is incorrect, then the system shall reject the login"), for the advice
 * of the analysis result (`earsAdvice`).
 */
import type { ModalUse } from "./modal.js";
import { CLAUSE_OPENERS_EN, EARS_KEYWORDS_EN, EARS_MESSAGES_EN, EARS_PRONOUNS_EN, EARS_THEN_EN, TRAILING_CONDITIONS_EN } from "../lexicon/en/ears.js";
import { CLAUSE_OPENERS_DE, EARS_KEYWORDS_DE, EARS_MESSAGES_DE, EARS_PRONOUNS_DE, EARS_THEN_DE, TRAILING_CONDITIONS_DE } from "../lexicon/de/ears.js";
import { DEFINITE_ARTICLE_DE, INDEFINITE_ARTICLE_DE, QUANTIFIERS_DE } from "../lexicon/de/determiners.js";
import type { EarsPattern, Language, RuleContext, Token } from "../types.js";
import { CLAUSE_PUNCTUATION, TERMINAL } from "../lexicon/punctuation.js";

const PATTERN = {
  event: "event-driven",
  state: "state-driven",
  optional: "optional-feature",
  unwanted: "unwanted-behaviour",
} as const;

const CLAUSE_OPENERS = new Set([...CLAUSE_PUNCTUATION, ...CLAUSE_OPENERS_EN, ...CLAUSE_OPENERS_DE]);
const LEXICON = {
  en: { keywords: EARS_KEYWORDS_EN, trailing: TRAILING_CONDITIONS_EN, then: EARS_THEN_EN, messages: EARS_MESSAGES_EN, pronouns: EARS_PRONOUNS_EN },
  de: { keywords: EARS_KEYWORDS_DE, trailing: TRAILING_CONDITIONS_DE, then: EARS_THEN_DE, messages: EARS_MESSAGES_DE, pronouns: EARS_PRONOUNS_DE },
};
/** German words that open a subject and are written in lower case after the verb ("dann muss das System …"). */
const GERMAN_LOWER_OPENERS: ReadonlySet<string> = new Set([...DEFINITE_ARTICLE_DE, ...INDEFINITE_ARTICLE_DE, ...QUANTIFIERS_DE]);

/** Why a requirement follows no EARS pattern. */
export type EarsReason =
  /** No modal verb in the first sentence. */
  | { kind: "noModal" }
  /** Only a modal that is not binding ("should", "soll"): the token range of the first one. */
  | { kind: "weakModal"; from: number; to: number }
  /** A condition after the main clause: its conditional word, and the same requirement in EARS order when it has one. */
  | { kind: "trailingCondition"; keyword: number; rewrite?: string };

export interface EarsReading {
  pattern: EarsPattern;
  /** Set when the pattern is "none". */
  reason?: EarsReason;
}

/** The EARS pattern of a requirement with these modal verbs, and why there is none (the shared reading's `earsReading`). */
export function findEars(ctx: RuleContext, uses: readonly ModalUse[]): EarsReading {
  const tokens = ctx.tokens;
  if (tokens.length === 0) return { pattern: "none", reason: { kind: "noModal" } };
  // A main-clause modal; without a comma after the condition ("When X the system shall")
  // the modal looks subordinate, so any allowed modal of the first sentence will do.
  const modal =
    uses.find((use) => use.allowed && !use.subordinate && tokens[use.from].sentence === 0) ??
    uses.find((use) => use.allowed && tokens[use.from].sentence === 0);
  if (!modal) {
    const weak = uses.find((use) => !use.subordinate && !use.parenthetical && tokens[use.from].sentence === 0);
    return { pattern: "none", reason: weak ? { kind: "weakModal", from: weak.from, to: weak.to } : { kind: "noModal" } };
  }
  const { keywords, trailing } = LEXICON[ctx.language];
  const kinds = new Set<string>();
  for (let i = 0; i < modal.from; i++) {
    const token = tokens[i];
    if (i > 0 && !CLAUSE_OPENERS.has(tokens[i - 1].lower)) continue;
    const kind = keywords[token.lower];
    if (kind !== undefined) kinds.add(kind);
  }
  if (kinds.size === 0) {
    for (let i = modal.to; i < tokens.length && tokens[i].sentence === 0; i++) {
      if (trailing.has(tokens[i].lower)) {
        return { pattern: "none", reason: { kind: "trailingCondition", keyword: i, rewrite: earsOrder(ctx, modal, i) } };
      }
    }
    return { pattern: "ubiquitous" };
  }
  if (kinds.size > 1) return { pattern: "complex" };
  const [kind] = kinds;
  return { pattern: PATTERN[kind as keyof typeof PATTERN] };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The subject written inside the sentence: "The system" -> "the system", a name or a German noun stays. */
function subjectInside(first: Token, text: string, language: Language): string {
  const lower = language === "en" ? first.text.length > 1 && first.text !== first.text.toUpperCase() : GERMAN_LOWER_OPENERS.has(first.lower);
  return lower ? first.text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * The requirement with its single trailing condition put first, in EARS order: "If <condition>,
 * then <main clause>." ("Falls …, dann muss das System …"; "When …, the system shall …"). Only
 * for one sentence whose condition runs from the conditional word to its end, with the main
 * clause opening the sentence, and no pronoun in the condition that would then come before what
 * it refers to ("… if they are idle"); otherwise undefined.
 */
function earsOrder(ctx: RuleContext, modal: ModalUse, keyword: number): string | undefined {
  const { tokens, text, language } = ctx;
  const { keywords, trailing, then, pronouns } = LEXICON[language];
  let last = tokens.length - 1;
  if (TERMINAL.has(tokens[last].text)) last--;
  if (last <= keyword || tokens[last].sentence !== 0) return undefined;
  // One condition: no further clause after it ("…, if …, and …"), no second conditional word.
  for (let k = keyword + 1; k <= last; k++) {
    if (trailing.has(tokens[k].lower) || pronouns.has(tokens[k].lower) || (!tokens[k].isWord && CLAUSE_PUNCTUATION.includes(tokens[k].text)))
      return undefined;
  }
  let mainEnd = keyword - 1;
  if (tokens[mainEnd]?.text === ",") mainEnd--;
  if (mainEnd < modal.to || modal.from === 0) return undefined;
  for (let k = 0; k < mainEnd; k++) if (!tokens[k].isWord && !/^[-'’/]$/.test(tokens[k].text)) return undefined;
  const condition = text.slice(tokens[keyword].start, tokens[last].end);
  const subject = subjectInside(tokens[0], text.slice(tokens[0].start, tokens[modal.from - 1].end), language);
  const rest = text.slice(tokens[modal.to - 1].end, tokens[mainEnd].end).trimStart();
  const modalText = text.slice(tokens[modal.from].start, tokens[modal.to - 1].end);
  // German main clauses after a condition put the verb first: "dann muss das System …".
  const main = language === "de" ? `${modalText} ${subject} ${rest}` : `${subject} ${modalText} ${rest}`;
  const joint = keywords[tokens[keyword].lower] === "unwanted" ? `, ${then} ` : ", ";
  return `${capitalised(condition)}${joint}${main}.`;
}

/** The advice of the analysis result for a requirement that follows no EARS pattern, in the message language; undefined when there is none to give. */
export function earsAdvice(ctx: RuleContext, reading: EarsReading, messageLanguage: Language): string | undefined {
  const reason = reading.reason;
  if (!reason || reason.kind === "noModal") return undefined;
  const messages = LEXICON[messageLanguage].messages;
  const { tokens, text } = ctx;
  if (reason.kind === "weakModal")
    return messages.weakModal.replace("{text}", () => text.slice(tokens[reason.from].start, tokens[reason.to - 1].end));
  const condition = text.slice(tokens[reason.keyword].start, tokens[reason.keyword].end);
  if (reason.rewrite === undefined) return messages.trailingCondition.replace("{text}", () => condition);
  return messages.trailingConditionRewrite.replace("{text}", () => condition).replace("{replacement}", () => reason.rewrite!);
}
