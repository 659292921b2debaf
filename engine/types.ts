/**
 * The engine's shared vocabulary: tokens, findings, rule modules and results.
 * Offsets are half-open UTF-16 offsets into the original text.
 */
import type { EngineConfig, Language } from "./config.js";

export type { Language };

export const FINDING_TYPES = [
  "MODAL_VERB",
  "EXAMPLE",
  "SYSTEM_WORD",
  "COMPLEX_SENTENCE",
  "WEAK_WORD",
  "NEGATIVE_SENTENCE",
  "PASSIVE_SENTENCE",
  "MULTIPLE_SENTENCE",
  "BRACKET",
  "CONDITION",
  "END_OF_SENTENCE",
  "BAD_WORD",
  "INTUITION",
  "UNNECESSARY_WHITESPACES",
  "BLACKLIST",
] as const;
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
 * The intuition rule uses it instead of its local estimate (engine/rules/intuition.ts).
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
  /** Improvement key in the configuration, e.g. "weakWord". */
  key: string;
  findingType: FindingType;
  /** Anchor of the rule's section in /docs, e.g. "weak-words". */
  docsAnchor: string;
  /** Message templates per language; `{text}` is replaced with the matched text. */
  messages: Record<Language, Record<string, string>>;
}

export interface Rule {
  meta: RuleMeta;
  check(ctx: RuleContext): Finding[];
}

export type EarsPattern =
  | "ubiquitous"
  | "event-driven"
  | "state-driven"
  | "unwanted-behaviour"
  | "optional-feature"
  | "complex"
  | "none";

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
