/**
 * The engine call of the document job, behind one function: texts in, analysis results out
 * (in the same order), as POST /requirements/analyse computes them: the configuration's
 * rules, and a language model's intuition scores when one is configured. A requirement the engine fails on is rated 0, not the whole chunk.
 */
import type { ConfigurationFile, Language } from "../../engine/index.js";
import type { AnalysisItem } from "../../schemas/generated/types.js";
import type { LlmClient } from "../llm/client.js";
import { intuitionJudge, judgeIntuition, type IntuitionSettings } from "../llm/intuition.js";
import { analyseItem } from "../routes/api/v2/requirements/analyse.js";

export type AnalyseChunk = (texts: readonly string[], configuration: ConfigurationFile, language: Language | undefined) => Promise<AnalysisItem[]>;

export function chunkAnalyser(
  llm: LlmClient | null,
  intuition: Partial<IntuitionSettings> | undefined,
  onError: (error: unknown) => void,
): AnalyseChunk {
  const judge = llm ? intuitionJudge(llm, intuition) : undefined;
  return async (texts, configuration, language) => {
    const items = texts.map((text) => ({ text }));
    const judgements = judge ? await judgeIntuition(judge, items, configuration, language) : undefined;
    return items.map((item, i) => analyseItem(item, configuration, language, onError, judgements?.[i]));
  };
}
