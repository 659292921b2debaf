/**
 * Rating = max(1, 5 − the sum of the costs of the distinct enabled finding types present).
 * 0 is reserved for a failed analysis; gibberish is always 1.
 */
import type { ImprovementsConfig } from "../schemas/generated/types.js";

export function rate(improvementKeys: Iterable<string>, improvements: ImprovementsConfig): number {
  let cost = 0;
  const seen = new Set<string>();
  for (const key of improvementKeys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const setting = (improvements as unknown as Record<string, { enabled: boolean; rating: number } | undefined>)[key];
    if (setting?.enabled) cost += setting.rating;
  }
  return Math.max(1, 5 - cost);
}
