/**
 * Small text helpers for the wording suggestions: phrase search with word boundaries,
 * removing a span together with the blank or comma that belonged to it, tidying.
 */

const WORD_CHAR = /[\p{L}\p{N}]/u;
const BLANK = /[ \t\u00a0]/;

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Case-insensitive whole-word search for any of `phrases` (longest first); blanks in a phrase match any run of blanks. */
export function phraseRegExp(phrases: readonly string[]): RegExp {
  const sorted = [...phrases].sort((a, b) => b.length - a.length);
  const body = sorted.map((p) => escapeRegExp(p).replace(/ /g, "\\s+")).join("|");
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "giu");
}

export function capitalise(text: string): string {
  const i = text.search(/\p{L}/u);
  if (i < 0) return text;
  return text.slice(0, i) + text[i].toUpperCase() + text.slice(i + 1);
}

export function lowerFirst(text: string): string {
  return text.length === 0 ? text : text[0].toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}

/** True when `word` is written like a name or an acronym ("PostgreSQL", "ETCS"), not a plain capitalised word. */
export function isNameLike(word: string): boolean {
  return /^\p{Lu}.*\p{Lu}/u.test(word) || /\d/.test(word);
}

function skipBlanksBack(text: string, i: number): number {
  while (i > 0 && BLANK.test(text[i - 1])) i--;
  return i;
}

function skipBlanksForward(text: string, i: number): number {
  while (i < text.length && BLANK.test(text[i])) i++;
  return i;
}

/** Index of the start of the sentence containing `i` (after ". ", or 0). */
function sentenceStartBefore(text: string, i: number): number {
  let k = skipBlanksBack(text, i);
  while (k > 0 && !/[.!?]/.test(text[k - 1])) k--;
  return skipBlanksForward(text, k);
}

/**
 * Removes the words in [start, end) as a parenthetical or trailing phrase:
 * "shall, if possible, store" -> "shall store"; "If possible, the" -> "The";
 * "data if possible." -> "data."; "store if possible the" -> "store the".
 */
export function removePhrase(text: string, start: number, end: number): string {
  const before = skipBlanksBack(text, start);
  const after = skipBlanksForward(text, end);
  const sentenceStart = sentenceStartBefore(text, start);
  const atStart = before <= sentenceStart;
  const commaBefore = text[before - 1] === ",";
  const commaAfter = text[after] === ",";
  if (atStart) {
    const rest = commaAfter ? skipBlanksForward(text, after + 1) : after;
    return text.slice(0, sentenceStart) + capitalise(text.slice(rest));
  }
  if (commaBefore && commaAfter) {
    // "shall, if possible, store": both commas go, one blank stays.
    return text.slice(0, before - 1) + " " + text.slice(skipBlanksForward(text, after + 1));
  }
  if (commaBefore) {
    const tail = text.slice(after);
    return text.slice(0, before - 1) + (tail.length > 0 && !/^[.;:!?)]/.test(tail) ? " " : "") + tail;
  }
  if (commaAfter) return text.slice(0, before) + text.slice(after);
  // Plain words between blanks.
  if (after >= text.length || /[.;:!?),]/.test(text[after])) return text.slice(0, before) + text.slice(after);
  return text.slice(0, before) + (before > 0 ? " " : "") + text.slice(after);
}

/** Collapses blank runs, removes blanks before punctuation and at both ends, repairs ",." and ", ,". */
export function tidy(text: string): string {
  let out = text.replace(/[ \t\u00a0]{2,}/g, " ");
  out = out.replace(/(?<![ \t\u00a0])[ \t\u00a0]+([,.;:!?])(?![\p{L}\p{N}=])/gu, "$1");
  out = out
    .replace(/,\s*,/g, ",")
    .replace(/,\s*([.;:!?])/g, "$1")
    .replace(/\(\s*\)/g, "");
  out = out.replace(/[ \t\u00a0]{2,}/g, " ").replace(/(?<![ \t\u00a0])[ \t\u00a0]+([,.;:!?])(?![\p{L}\p{N}=])/gu, "$1");
  return out.trim();
}

/** Ends the text with a full stop: "…!" and "…:" become "….", a final quote or bracket stays before it ("“Saved”."). */
export function withFullStop(text: string): string {
  const m = /^(.*?)((?<!["'”’»)\]])["'”’»)\]]*)$/su.exec(text);
  if (!m) return text;
  const [, body, closers] = m;
  if (body.endsWith(".")) return text;
  if (closers.length > 0) return `${text}.`;
  const stripped = body.replace(/(?<![,;:!?…])[,;:!?…]+$/u, "");
  return stripped.length === 0 ? text : `${stripped}.`;
}

/** Character edit distance (cheap: common prefix and suffix first; capped for long texts). */
export function editDistance(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length === 0 || y.length === 0) return x.length + y.length;
  if (x.length * y.length > 250_000) return Math.max(x.length, y.length);
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[y.length];
}
