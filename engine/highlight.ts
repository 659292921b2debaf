/**
 * The processed text: the requirement HTML-escaped, with <mark class="reqlens-{type}">
 * around findings. Overlapping findings never hide each other: each stretch of text
 * gets one mark carrying the classes of every finding that covers it. Invisible
 * text-direction controls are shown as a marked symbol naming the code point
 * (<mark class="reqlens-bidi-control">[U+202E]</mark>), so the text reads as stored.
 */
import type { Finding, FindingType } from "./types.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

const SPECIAL = /[&<>"']/;
const SPECIAL_ALL = /[&<>"']/g;

export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]) : text;
}

/** Any text-direction control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C). */
export const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const BIDI_ALL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/** The code point of a text-direction control as it is shown: "U+202E". */
export const bidiSymbol = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Escaped text with every text-direction control shown as a marked symbol. */
function visible(text: string): string {
  const escaped = escapeHtml(text);
  return BIDI_CONTROL.test(escaped) ? escaped.replace(BIDI_ALL, (ch) => `<mark class="reqlens-bidi-control">[${bidiSymbol(ch)}]</mark>`) : escaped;
}

/** "WEAK_WORD" -> "reqlens-weak-word" */
export function findingClass(type: FindingType | string): string {
  return `reqlens-${type.toLowerCase().replace(/_/g, "-")}`;
}

export function highlight(text: string, findings: readonly Finding[]): string {
  if (findings.length === 0) return visible(text);
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
  for (let i = 0; i < events.length;) {
    const offset = events[i][0];
    if (offset > position) {
      const piece = visible(text.slice(position, offset));
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
  return out + visible(text.slice(position));
}
