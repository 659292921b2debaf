/**
 * The engine call of the document job, behind one function: texts in, analysis results out
 * (in the same order), as POST /requirements/analyse computes them, spread over the engine's
 * worker threads, with a language model's intuition scores when one is configured. The threads
 * answer in the form the job stores (compact.ts) with the results' tally, so this thread only
 * passes text on to the database. A requirement the engine fails on is rated 0, not the whole chunk.
 */
import type { Language } from "../../engine/index.js";
import type { SummaryTally } from "../../documents/index.js";
import type { StoredConfiguration } from "../configurations/repository.js";
import type { LlmClient } from "../llm/client.js";
import { intuitionJudge, judgeIntuition, type IntuitionSettings } from "../llm/intuition.js";
import type { Engine } from "../plugins/app/engine-pool.js";
import type { StoreAt, StoredPart } from "./compact.js";

/** Analysed requirements as the job stores them: one part per engine chunk, in order, and their tally. */
export interface StoredChunk {
  parts: StoredPart[];
  tally: SummaryTally;
}

/** Analyses the texts of a document's requirements from a position on. */
export type AnalyseChunk = (
  texts: readonly string[],
  at: StoreAt,
  configuration: StoredConfiguration,
  language: Language | undefined,
) => Promise<StoredChunk>;

/** The line of the engine's fair queue that document jobs wait in, beside the clients of requests. */
const DOCUMENT_JOBS = "document-jobs";

export function chunkAnalyser(
  engine: Engine,
  llm: LlmClient | null,
  intuition: Partial<IntuitionSettings> | undefined,
  onError: (error: unknown) => void,
): AnalyseChunk {
  const judge = llm ? intuitionJudge(llm, intuition) : undefined;
  return async (texts, at, configuration, language) => {
    const items = texts.map((text) => ({ text }));
    const judgements = judge ? await judgeIntuition(judge, items, configuration.file, language) : undefined;
    const { parts, tally, firstFailure } = await engine.analyseStored({
      configuration,
      language,
      items,
      intuition: judgements,
      client: DOCUMENT_JOBS,
      store: at,
    });
    if (firstFailure) onError(firstFailure);
    return { parts, tally };
  };
}
