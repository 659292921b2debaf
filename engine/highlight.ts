/**
 * The processed text: the requirement HTML-escaped, with <mark class="reqlens-{type}">
 * around findings. Overlapping findings never hide each other: each stretch of text
 * gets one mark carrying the classes of every finding that covers it.
 */
import type { Finding, FindingType } from "./types.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const SPECIAL = /[&<>"']/;
const SPECIAL_ALL = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : text;
}

/** "WEAK_WORD" -> "reqlens-weak-word" */
export function findingClass(type: FindingType | string): string {
  return `reqlens-${type.toLowerCase().replace(/_/g, "-")}`;
}

export function highlight(text: string, findings: readonly Finding[]): string {
  if (findings.length === 0) return escapeHtml(text);
  // Sweep over the cut points once, counting how many findings of each class cover the stretch.
  const events: [offset: number, delta: number, cls: string][] = [];
  for (const f of findings) {
    if (f.end <= f.start) continue;
    const cls = findingClass(f.findingType);
    events.push([f.start, 1, cls], [f.end, -1, cls]);
  }
  events.sort((a, b) => a[0] - b[0]);
  const active = new Map<string, number>();
  let out = "";
  let position = 0;
  for (let i = 0; i < events.length; ) {
    const offset = events[i][0];
    if (offset > position) {
      const piece = escapeHtml(text.slice(position, offset));
      const classes = [...active.keys()];
      out += classes.length ? `<mark class="${classes.join(" ")}">${piece}</mark>` : piece;
      position = offset;
    }
    for (; i < events.length && events[i][0] === offset; i++) {
      const [, delta, cls] = events[i];
      const count = (active.get(cls) ?? 0) + delta;
      if (count > 0) active.set(cls, count);
      else active.delete(cls);
    }
  }
  return out + escapeHtml(text.slice(position));
}
