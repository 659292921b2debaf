/**
 * The language model's part in the comparison, when one is configured: it confirms or
 * explains the contradictions the engine found, and nothing else. A requirement without an
 * engine contradiction costs no call.
 *
 * - the model confirms a candidate: it stays, with the model's reason (the explanation);
 * - the model answers that the two do not contradict: the candidate is dropped;
 * - the model gives no usable answer (time-out, error, malformed): the engine's candidate
 *   stays with the engine's reason.
 */
import type { CompareResult } from "../../engine/compare/index.js";
import type { LlmCandidates } from "../engine/comparison.js";
import type { LlmClient } from "../llm/client.js";

export async function judgeContradictions(
  llm: Pick<LlmClient, "judgeContradiction">,
  engine: CompareResult["contradictions"],
  candidates: LlmCandidates,
): Promise<CompareResult["contradictions"]> {
  const judged = new Map(candidates.candidates.map((c) => [c.id, c.text]));
  const out: CompareResult["contradictions"] = [];
  for (const contradiction of engine) {
    const other = judged.get(contradiction.id);
    if (other === undefined) {
      out.push(contradiction);
      continue;
    }
    const judgement = await llm.judgeContradiction(candidates.text, other, candidates.language);
    if (judgement === null) out.push(contradiction);
    else if (judgement.contradicts) out.push({ id: contradiction.id, reason: judgement.reason });
  }
  return out;
}
