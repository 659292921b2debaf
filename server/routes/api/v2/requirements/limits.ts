/**
 * Limits of one analysis request, from the request schema's x-maxItems and x-maxLength.
 * They answer 413 (too large), not 400 (malformed), so they are checked here and not by Ajv.
 */
import { apiSchemas } from "../../../../../schemas/generated/schemas.js";
import type { AnalysisRequest } from "../../../../../schemas/generated/types.js";
import { payloadTooLarge } from "../../../../errors.js";
import type { Work } from "../../../../plugins/app/api-keys.js";

const contentSchema = apiSchemas.AnalysisRequest.properties.content;
export const MAX_REQUIREMENTS: number = contentSchema["x-maxItems"];
export const MAX_TEXT_LENGTH: number = contentSchema.items.properties.text["x-maxLength"];

/**
 * Body limit of analysis routes: MAX_REQUIREMENTS texts of MAX_TEXT_LENGTH characters
 * fit even at three UTF-8 bytes per character, with room for ids and JSON.
 */
export const ANALYSIS_BODY_LIMIT = 16 * 1024 * 1024;

export function checkAnalysisLimits(content: AnalysisRequest["content"]): void {
  if (content.length > MAX_REQUIREMENTS) {
    throw payloadTooLarge(`content holds ${content.length} requirements; the limit is ${MAX_REQUIREMENTS}`);
  }
  for (let i = 0; i < content.length; i++) {
    const length = content[i].text.length;
    if (length > MAX_TEXT_LENGTH) {
      throw payloadTooLarge(`content[${i}].text has ${length} characters; the limit is ${MAX_TEXT_LENGTH}`);
    }
  }
}

/** What an analysis request costs against the budgets: its requirements and their characters (413 first when over the limits). */
export function analysisWork(body: unknown): Work {
  const { content } = body as AnalysisRequest;
  checkAnalysisLimits(content);
  let characters = 0;
  for (const item of content) characters += item.text.length;
  return { requirements: content.length, characters };
}
