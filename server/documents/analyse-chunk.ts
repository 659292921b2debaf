/**
 * The engine call of the document job, behind one function: texts in, analysis results out
 * (in the same order), as POST /requirements/analyse computes them, spread over the engine's
 * worker threads, with a language model's intuition scores when one is configured. A requirement
 * the engine fails on is rated 0, not the whole chunk.
 */
import type { Language } from "../../engine/index.js";
import type { AnalysisItem } from "../../schemas/generated/types.js";
import type { StoredConfiguration } from "../configurations/repository.js";
import type { LlmClient } from "../llm/client.js";
import { intuitionJudge, judgeIntuition, type IntuitionSettings } from "../llm/intuition.js";
import type { Engine } from "../plugins/app/engine-pool.js";

export type AnalyseChunk = (texts: readonly string[], configuration: StoredConfiguration, language: Language | undefined) => Promise<AnalysisItem[]>;

/** The line of the engine's fair queue that document jobs wait in, beside the clients of requests. */
const DOCUMENT_JOBS = "document-jobs";

export function chunkAnalyser(
  engine: Engine,
  llm: LlmClient | null,
  intuition: Partial<IntuitionSettings> | undefined,
  onError: (error: unknown) => void,
): AnalyseChunk {
  const judge = llm ? intuitionJudge(llm, intuition) : undefined;
  return async (texts, configuration, language) => {
    const items = texts.map((text) => ({ text }));
    const judgements = judge ? await judgeIntuition(judge, items, configuration.file, language) : undefined;
    const outcome = await engine.analyse({ configuration, language, items, intuition: judgements, client: DOCUMENT_JOBS });
    if (outcome.firstFailure) onError(outcome.firstFailure);
    return outcome.items;
  };
}
