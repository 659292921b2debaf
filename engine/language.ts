/** PLACEHOLDER: offline en/de language detection. */
import type { Language } from "./types.js";

export function detectLanguage(text: string): Language {
  return /\b(das|die|der|muss|und|nicht)\b/i.test(text) ? "de" : "en";
}
