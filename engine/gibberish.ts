/** PLACEHOLDER: gibberish detection. */
import type { Finding, RuleContext } from "./types.js";

export function detectGibberish(_ctx: RuleContext): { message: string; findings: Finding[] } | null {
  return null;
}
