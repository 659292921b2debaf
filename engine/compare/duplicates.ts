/** The reason text of a duplicate pair: what differs between the two wordings. */
import type { Language } from "../types.js";
import { reason } from "./reasons.js";
import { exactKey, plainText } from "./text.js";

/** Word-level difference (longest common subsequence) of two word lists. */
function diff(a: readonly string[], b: readonly string[]): { removed: string[]; added: string[] } {
  const n = a.length;
  const m = b.length;
  const dp: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) {
      dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
    }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (dp[i + 1][j] >= dp[i][j + 1]) removed.push(a[i++]);
    else added.push(b[j++]);
  }
  while (i < n) removed.push(a[i++]);
  while (j < m) added.push(b[j++]);
  return { removed, added };
}

const MAX_LISTED = 6;

/** Why `b` duplicates `a`, in `language`. */
export function duplicateReason(a: string, b: string, language: Language): string {
  if (exactKey(a) === exactKey(b)) return reason(language, "identical");
  const pa = plainText(a);
  const pb = plainText(b);
  if (pa === pb) return reason(language, "identicalNormalised");
  const wa = pa.split(" ");
  const wb = pb.split(" ");
  if (wa.length === wb.length && [...wa].sort().join(" ") === [...wb].sort().join(" ")) return reason(language, "reordered");
  if (wa.length * wb.length > 40_000) return reason(language, "similarWording");
  const { removed, added } = diff(wa, wb);
  if (removed.length + added.length > MAX_LISTED) return reason(language, "similarWording");
  let text: string;
  if (removed.length && added.length) text = reason(language, "instead", { a: removed.join(" "), b: added.join(" ") });
  else if (added.length) text = reason(language, "added", { words: added.join(" ") });
  else text = reason(language, "missing", { words: removed.join(" ") });
  return reason(language, "except", { diff: text }, ["diff"]);
}
