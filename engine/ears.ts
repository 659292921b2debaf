/** PLACEHOLDER: EARS pattern detection. */
import type { EarsPattern, RuleContext } from "./types.js";

export function detectEars(_ctx: RuleContext): EarsPattern {
  return "none";
}
