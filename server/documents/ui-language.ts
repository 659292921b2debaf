/**
 * A document's requirements worded in the reader's interface language. The job stores each
 * result with the messages and improvement texts in the requirement's own language; for a
 * reader of another language, the listed requirements are analysed once more with that
 * message language, and their stored findings and improvements take the new wording (found
 * by finding type and offsets, and by improvement key). Ratings, findings and offsets stay
 * as stored: only the words change.
 */
import type { AnalysisItem } from "../../schemas/generated/types.js";
import type { Engine } from "../plugins/app/engine-pool.js";
import type { StoredConfiguration } from "../configurations/repository.js";
import type { RequirementItem } from "./repository.js";

type Language = "en" | "de";

function reworded(item: RequirementItem, fresh: AnalysisItem): RequirementItem {
  const messages = new Map<string, string>();
  for (const c of fresh.classifications) {
    for (const f of c.findings) messages.set(`${c.classificationKey}:${f.start}:${f.end}`, f.message);
  }
  return {
    ...item,
    classifications: item.classifications.map((c) => ({
      ...c,
      findings: c.findings.map((f) => ({ ...f, message: messages.get(`${c.classificationKey}:${f.start}:${f.end}`) ?? f.message })),
    })),
    improvements: Object.fromEntries(Object.entries(item.improvements ?? {}).map(([key, text]) => [key, fresh.improvements[key] ?? text])),
  };
}

export async function inUiLanguage(
  engine: Engine,
  configuration: StoredConfiguration,
  items: RequirementItem[],
  uiLanguage: Language,
  client: string,
): Promise<RequirementItem[]> {
  const others = items.filter((item) => item.rating !== null && item.language !== null && item.language !== uiLanguage);
  if (others.length === 0) return items;
  const fresh = new Map<RequirementItem, AnalysisItem>();
  for (const language of ["en", "de"] as const) {
    const batch = others.filter((item) => item.language === language);
    if (batch.length === 0) continue;
    const outcome = await engine.analyse({
      configuration,
      language,
      messageLanguage: uiLanguage,
      items: batch.map((item) => ({ text: item.text })),
      client,
    });
    batch.forEach((item, i) => {
      const result = outcome.items[i];
      if (result) fresh.set(item, result);
    });
  }
  return items.map((item) => {
    const result = fresh.get(item);
    return result ? reworded(item, result) : item;
  });
}
