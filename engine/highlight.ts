/**
 * The processed text: the requirement HTML-escaped, with <mark class="reqlens-{type}">
 * around findings. Overlapping findings never hide each other: each stretch of text
 * gets one mark carrying the classes of every finding that covers it.
 */
import type { Finding, FindingType } from "./types.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** "WEAK_WORD" -> "reqlens-weak-word" */
export function findingClass(type: FindingType | string): string {
  return `reqlens-${type.toLowerCase().replace(/_/g, "-")}`;
}

export function highlight(text: string, findings: readonly Finding[]): string {
  const spans = findings.filter((f) => f.end > f.start);
  if (spans.length === 0) return escapeHtml(text);
  const cuts = new Set<number>([0, text.length]);
  for (const f of spans) {
    cuts.add(f.start);
    cuts.add(f.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  let out = "";
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i];
    const to = points[i + 1];
    const piece = escapeHtml(text.slice(from, to));
    const classes = [...new Set(spans.filter((f) => f.start <= from && f.end >= to).map((f) => findingClass(f.findingType)))];
    out += classes.length ? `<mark class="${classes.join(" ")}">${piece}</mark>` : piece;
  }
  return out;
}
