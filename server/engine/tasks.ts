/**
 * The engine work the server hands to its worker threads (server/engine/worker.ts), as
 * plain functions of plain data: what goes in and out is structured-cloned between threads.
 *
 * A task names its configuration by a key (configuration id and version); the worker keeps
 * the files it was sent under their keys, so a configuration crosses to a worker once per
 * version and the engine's caches, which hang on the file object (resolved settings,
 * compiled matchers), stay warm across tasks.
 */
import {
  analyse,
  detectLanguage,
  escapeHtml,
  suggest,
  type AnalyseOptions,
  type AnalysisResult,
  type ConfigurationFile,
  type IntuitionJudgement,
  type Language,
} from "../../engine/index.js";
import type { AnalysisItem } from "../../schemas/generated/types.js";
import type { SummaryTally } from "../../documents/index.js";
import { deserialize } from "node:v8";
import { storedPart, type StoreAt, type StoredPart } from "../documents/compact.js";
import type { ReadAnalysisTask } from "./analysis-body.js";
import type { CompareTask } from "./comparison.js";
import type { ImportTask } from "./import-task.js";

/** A configuration as tasks name it: its key, and the file when the worker may not have it yet. */
export interface ConfigurationRef {
  key: string;
  file?: ConfigurationFile;
}

export interface AnalyseTask {
  kind: "analyse";
  configuration: ConfigurationRef;
  language?: Language;
  /** The language of the improvement texts (the interface's); the requirement's when absent. */
  messageLanguage?: Language;
  items: Array<{ text: string; externalId?: string | null }>;
  /** The items V8-serialized instead (a chunk of a body read in a thread, server/engine/analysis-body.ts); `items` is then empty. */
  packed?: Uint8Array;
  /** A language model's judgement per item (undefined where there is none). */
  intuition?: Array<IntuitionJudgement | undefined>;
  /** Answer the items as JSON text (the items comma-joined, no brackets), so the main thread does not serialize them. */
  serialize?: boolean;
  /** Answer the items in the form a document stores them (server/documents/compact.ts), the first at this position of that document. */
  store?: StoreAt;
}

/** The first failure of a chunk, for one log line per request (never the text itself). */
export interface ChunkFailure {
  message: string;
  stack?: string;
  externalId: string | null;
  length: number;
}

export interface AnalyseOutcome {
  items: AnalysisItem[];
  failures: number;
  firstFailure?: ChunkFailure;
}

/**
 * An analysis whose items are JSON as UTF-8 bytes: the items comma-joined, without the
 * array's brackets. Bytes, not a string: the thread encodes them, so the main thread only
 * copies them to the socket (encoding and measuring a large answer's string was most of
 * its work per batch).
 */
export interface SerializedOutcome {
  json: Uint8Array;
  failures: number;
  firstFailure?: ChunkFailure;
}

/** An analysis in the form a document stores it, with its tally. */
export interface StoredOutcome {
  part: StoredPart;
  tally: SummaryTally;
  failures: number;
  firstFailure?: ChunkFailure;
}

/** A requirement rated again: what the suggestions route compares. */
export interface Rated {
  text: string;
  language: Language;
  rating: number;
  gibberish: boolean;
  /** The messages of its findings (for the language model's rewrites). */
  messages: string[];
}

export interface RateTask {
  kind: "rate";
  configuration: ConfigurationRef;
  language?: Language;
  texts: string[];
  intuition?: Array<IntuitionJudgement | undefined>;
}

export interface SuggestTask {
  kind: "suggest";
  configuration: ConfigurationRef;
  language?: Language;
  text: string;
}

export interface SuggestOutcome {
  /** The original as the configuration rates it with the local intuition estimate. */
  local: Rated;
  /** The engine's rewrites of it (each already beats `local`). */
  candidates: string[];
}

export interface LanguagesTask {
  kind: "languages";
  texts: string[];
}

export type EngineTask = AnalyseTask | RateTask | SuggestTask | LanguagesTask | CompareTask | ReadAnalysisTask | ImportTask;

const utf8 = new TextEncoder();

/**
 * A thread's message to the pool: it holds the configuration `key` (it was sent the file),
 * so the pool sends the key alone to this thread from now on.
 */
export interface ConfigurationHeld {
  kind: "configurationHeld";
  key: string;
  /** The thread's id (node:worker_threads threadId). */
  thread: number;
}

/** The answer of a worker that does not hold the task's configuration: send it again with the file. */
export const NEEDS_CONFIGURATION = "needs-configuration" as const;

export function analyseItem(
  item: AnalyseTask["items"][number],
  configuration: ConfigurationFile,
  language: Language | undefined,
  intuition: IntuitionJudgement | undefined,
  onError: (error: unknown) => void,
  messageLanguage?: Language,
): AnalysisItem {
  const externalId = item.externalId ?? null;
  try {
    const result = analyse(item.text, { configuration, language, intuition, messageLanguage });
    return {
      text: result.text,
      externalId,
      language: result.language,
      rating: result.rating,
      gibberish: result.gibberish,
      improvements: result.improvements,
      processedText: result.processedText,
      classifications: result.classifications,
      earsPattern: result.earsPattern,
    };
  } catch (error) {
    onError(error);
    return {
      text: item.text,
      externalId,
      language: language ?? "en",
      rating: 0,
      gibberish: false,
      improvements: {},
      processedText: escapeHtml(item.text),
      classifications: [{ classificationKey: "UNKNOWN_ERROR", findings: [] }],
      earsPattern: "none",
    };
  }
}

/** Analyses a chunk of requirements; one that the engine fails on is rated 0 instead of failing the chunk. */
export function analyseChunk(task: AnalyseTask, configuration: ConfigurationFile): AnalyseOutcome | SerializedOutcome | StoredOutcome {
  let failures = 0;
  let firstFailure: ChunkFailure | undefined;
  const given: AnalyseTask["items"] = task.packed ? deserialize(task.packed) : task.items;
  const items = given.map((item, i) =>
    analyseItem(
      item,
      configuration,
      task.language,
      task.intuition?.[i],
      (error) => {
        failures++;
        firstFailure ??= {
          message: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? error.stack : undefined,
          externalId: item.externalId ?? null,
          length: item.text.length,
        };
      },
      task.messageLanguage,
    ),
  );
  const failed = firstFailure ? { failures, firstFailure } : { failures };
  if (task.store !== undefined)
    return {
      ...storedPart(
        task.store,
        given.map((item) => item.text),
        items,
      ),
      ...failed,
    };
  if (!task.serialize) return { items, ...failed };
  // The array serialized in one go, its brackets left out of the view: no string per item, and no joining of them.
  const json = utf8.encode(JSON.stringify(items));
  return { json: json.subarray(1, json.length - 1), ...failed };
}

function ratedOf(result: AnalysisResult): Rated {
  return {
    text: result.text,
    language: result.language,
    rating: result.rating,
    gibberish: result.gibberish,
    messages: result.classifications.flatMap((c) => c.findings.map((f) => f.message)),
  };
}

export function rateTexts(task: RateTask, configuration: ConfigurationFile): Rated[] {
  return task.texts.map((text, i) => ratedOf(analyse(text, { configuration, language: task.language, intuition: task.intuition?.[i] })));
}

export function suggestFor(task: SuggestTask, configuration: ConfigurationFile): SuggestOutcome {
  const options: AnalyseOptions = { configuration, language: task.language };
  const result = analyse(task.text, options);
  return { local: ratedOf(result), candidates: result.gibberish || result.rating <= 0 ? [] : suggest(result, options) };
}

/** The language of a text; English when detection fails. */
export function detectSafely(text: string): Language {
  try {
    return detectLanguage(text);
  } catch {
    return "en";
  }
}
