/**
 * Unnecessary white space: blanks at the start or end (replacement ""), a run of two or
 * more blanks inside the text (the run is the span, replacement " "), and blanks before
 * , . ; : ! ? (replacement ""). Tabs, line breaks and no-break spaces count as blanks.
 * Blanks before punctuation used as a symbol are kept: ".NET", ".5", ",5", " ...", "!=", "16 : 9".
 * Invisible text-direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
 * U+061C) are reported too, each run with its code points (replacement ""): they can make
 * a text read otherwise than it is stored ("evil" shown as "live").
 * One pass over the characters; no regular expressions.
 */
import { BIDI_CONTROL, bidiSymbol } from "../../highlight.js";
import type { Finding, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./unnecessary-whitespace.schema.json";

function isBlank(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x2009 || code === 0x202f || code === 0x3000;
}

/** Bidirectional control characters (engine/highlight.ts shows them as marked symbols). */
export function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x200e || code === 0x200f || code === 0x061c;
}

function isPunctuation(code: number): boolean {
  // , . ; : ! ?
  return code === 44 || code === 46 || code === 59 || code === 58 || code === 33 || code === 63;
}

function isWordCharacter(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/**
 * Punctuation characters used as symbols, where a blank before them is right:
 * ".NET", ".5", "!=", "x := 1", "16 : 9".
 */
function isSymbolUse(text: string, blankStart: number, at: number): boolean {
  const code = text.charCodeAt(at);
  const after = text[at + 1];
  // ".NET", ".5", and an ellipsis "..." standing for omitted words.
  if (code === 46) return isWordCharacter(after) || after === ".";
  // German decimals without a leading zero: ",5".
  if (code === 44) return after !== undefined && after >= "0" && after <= "9";
  if (after === "=") return true;
  if (code === 58 && /\d/.test(text[blankStart - 1] ?? "") && isBlank(text.charCodeAt(at + 1)) && /\d/.test(text[at + 2] ?? "")) return true;
  return false;
}

const MESSAGES = schema["x-messages"];

/** Quick test: any blank that might be unnecessary at all. */
const SUSPECT = /^\s|\s$|\s\s|\s[,.;:!?]/;

/** One finding per run of text-direction controls. */
function bidiControls(text: string, message: string): Finding[] {
  const findings: Finding[] = [];
  for (let i = 0; i < text.length; i++) {
    if (!isBidiControl(text.charCodeAt(i))) continue;
    let end = i + 1;
    while (end < text.length && isBidiControl(text.charCodeAt(end))) end++;
    const run = text.slice(i, end);
    findings.push({
      findingType: "UNNECESSARY_WHITESPACES",
      start: i,
      end,
      text: run,
      message: message.replace("{text}", [...run].map(bidiSymbol).join(" ")),
      replacement: "",
    });
    i = end - 1;
  }
  return findings;
}

function check(ctx: RuleContext): Finding[] {
  const bidi = BIDI_CONTROL.test(ctx.text) ? bidiControls(ctx.text, MESSAGES[ctx.language].bidiControl) : [];
  return bidi.length ? [...blanks(ctx), ...bidi].sort((a, b) => a.start - b.start) : blanks(ctx);
}

function blanks(ctx: RuleContext): Finding[] {
  const text = ctx.text;
  if (!SUSPECT.test(text)) return [];
  const n = text.length;
  let first = 0;
  while (first < n && isBlank(text.charCodeAt(first))) first++;
  if (first === n) return [];
  let last = n;
  while (isBlank(text.charCodeAt(last - 1))) last--;
  const messages = MESSAGES[ctx.language];
  const findings: Finding[] = [];
  if (first > 0) {
    findings.push({
      findingType: "UNNECESSARY_WHITESPACES",
      start: 0,
      end: first,
      text: text.slice(0, first),
      message: messages.leading,
      replacement: "",
    });
  }
  for (let i = first; i < last; i++) {
    if (!isBlank(text.charCodeAt(i))) continue;
    let end = i + 1;
    while (end < last && isBlank(text.charCodeAt(end))) end++;
    const next = text.charCodeAt(end);
    const beforePunctuation = isPunctuation(next) && !isSymbolUse(text, i, end);
    if (beforePunctuation) {
      findings.push({
        findingType: "UNNECESSARY_WHITESPACES",
        start: i,
        end,
        text: text.slice(i, end),
        message: messages.beforePunctuation.replace("{text}", text[end]),
        replacement: "",
      });
    } else if (end - i > 1) {
      findings.push({ findingType: "UNNECESSARY_WHITESPACES", start: i, end, text: text.slice(i, end), message: messages.double, replacement: " " });
    }
    i = end;
  }
  if (last < n) {
    findings.push({
      findingType: "UNNECESSARY_WHITESPACES",
      start: last,
      end: n,
      text: text.slice(last),
      message: messages.trailing,
      replacement: "",
    });
  }
  return findings;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
