/**
 * The engine's shared vocabulary: tokens, findings, rule modules and results.
 * Offsets are half-open UTF-16 offsets into the original text.
 */
import type { EngineConfig, Language } from "./config.js";
import { FINDING_TYPES } from "./rules/finding-types.js";

export type { Language };

export { FINDING_TYPES };
export type FindingType = (typeof FINDING_TYPES)[number];

export interface Token {
  /** Text exactly as written. */
  text: string;
  /** Lower-cased text (locale-independent). */
  lower: string;
  start: number;
  end: number;
  /** Letters or digits (Intl.Segmenter's isWordLike), as opposed to punctuation. */
  isWord: boolean;
  /** A number such as 1,000 or 99,9 or 1.5, kept as one token. */
  isNumber: boolean;
  /** Position in `tokens` (punctuation included; white space is never a token). */
  index: number;
  /** Index of the sentence this token belongs to. */
  sentence: number;
}

export interface Sentence {
  start: number;
  end: number;
  /** First token index and one past the last token index. */
  tokenStart: number;
  tokenEnd: number;
}

export interface Finding {
  findingType: FindingType;
  start: number;
  end: number;
  text: string;
  message: string;
  replacement?: string;
}

/**
 * An overall judgement of one requirement made outside the engine: a language model's.
 * The intuition rule uses it instead of its local estimate (engine/rules/intuition/check.ts).
 */
export interface IntuitionJudgement {
  /** 0 (poor) to 1 (good). */
  score: number;
  /** Who judged, named in the finding's message: the model's name. */
  model: string;
}

export interface RuleContext {
  text: string;
  language: Language;
  tokens: Token[];
  /** Only the word-like tokens, in order. */
  words: Token[];
  sentences: Sentence[];
  config: EngineConfig;
  /** Findings of the rules that ran before this one (read-only; intuition uses them). */
  findings: readonly Finding[];
  /** The external judgement of this text, when the caller has one (AnalyseOptions.intuition). */
  intuition?: IntuitionJudgement;
}

export interface RuleMeta {
  /** The rule's folder name, e.g. "weak-word" (engine/rules/rule-schema.ts derives the rest). */
  name: string;
  /** Improvement key in the configuration, e.g. "weakWord". */
  key: string;
  findingType: string;
  /** The {rule} of /configfile/{configId}/{rule} holding its settings, or null. */
  route: string | null;
  /** Anchor of the rule's section in /docs: the rule's name. */
  docsAnchor: string;
  /** A word-list rule's kind (engine/word-list.ts), or null for a rule with its own check. */
  kind: "existence" | "substitution" | null;
  /** Message templates per language; `{text}` is replaced with the matched text. */
  messages: Record<Language, Record<string, string>>;
}

export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): Finding[];
}

export type EarsPattern = "ubiquitous" | "event-driven" | "state-driven" | "unwanted-behaviour" | "optional-feature" | "complex" | "none";

export interface Classification {
  classificationKey: FindingType;
  findings: Omit<Finding, "findingType">[];
}

export interface AnalysisResult {
  text: string;
  language: Language;
  /** 1..5; 0 means the analysis failed. */
  rating: number;
  gibberish: boolean;
  /** Improvement key -> advice, one entry per finding type present. */
  improvements: Record<string, string>;
  /** HTML-escaped text with <mark class="reqlens-{type}"> around findings. */
  processedText: string;
  classifications: Classification[];
  earsPattern: EarsPattern;
}
