/**
 * Brackets: bracketed text of the enabled types, the span including the brackets;
 * configured exclusions such as "(s)" are allowed. Nested brackets give one finding for
 * the outermost flagged pair.
 *
 * Angle brackets pair only as a placeholder such as "<user name>": no blank right inside
 * either bracket, not an operator ("<=", "->", "<<"), and text with blanks must start
 * with a letter, so comparisons ("x < 5 and y > 3", "x<5 and y>3") are not brackets.
 * Unbalanced brackets: an opening bracket that is never closed is a finding of its own
 * (span: the bracket); a closing bracket without an opening one is not flagged, as it is
 * usually a list marker ("a)", "1)") or part of an emoticon.
 */
import { perConfig } from "../../config.js";
import type { Finding, Rule, RuleContext } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./bracket.schema.json";

type BracketKind = "roundBrackets" | "squareBrackets" | "curlyBrackets" | "angleBrackets";

const OPENERS: Record<string, BracketKind> = { "(": "roundBrackets", "[": "squareBrackets", "{": "curlyBrackets" };
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
const ANY_BRACKET = /[(\[{<]/;
const MAX_ANGLE_CONTENT = 60;

interface Settings {
  enabled: Record<BracketKind, boolean>;
  exclusions: Record<BracketKind, Set<string>>;
}

const settings = perConfig((config): Settings => {
  const kinds: BracketKind[] = ["roundBrackets", "squareBrackets", "curlyBrackets", "angleBrackets"];
  const enabled = {} as Record<BracketKind, boolean>;
  const exclusions = {} as Record<BracketKind, Set<string>>;
  for (const kind of kinds) {
    const type = config.bracket?.[kind];
    enabled[kind] = type?.enabled ?? false;
    exclusions[kind] = new Set((type?.exclusions ?? []).map((e) => e.trim().toLowerCase()));
  }
  return { enabled, exclusions };
});

function isBlank(ch: string | undefined): boolean {
  return ch === undefined || ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\u00a0";
}

/** End (exclusive) of the angle-bracket placeholder opened at `open`, or -1. */
function angleEnd(text: string, open: number): number {
  const first = text[open + 1];
  if (isBlank(first) || first === "=" || first === "<" || first === "-" || first === ">" || text[open - 1] === "<") return -1;
  let hasBlank = false;
  const limit = Math.min(text.length, open + 2 + MAX_ANGLE_CONTENT);
  for (let i = open + 1; i < limit; i++) {
    const ch = text[i];
    if (ch === "<") return -1;
    if (ch === ">") {
      const before = text[i - 1];
      if (isBlank(before) || before === "-" || before === "=") return -1;
      if (text[i + 1] === ">" || text[i + 1] === "=") return -1;
      if (hasBlank && !/\p{L}/u.test(first)) return -1;
      return i + 1;
    }
    if (isBlank(ch)) hasBlank = true;
  }
  return -1;
}

const MESSAGES = schema["x-messages"];

function check(ctx: RuleContext): Finding[] {
  const text = ctx.text;
  if (!ANY_BRACKET.test(text)) return [];
  const { enabled, exclusions } = settings(ctx.config);
  const messages = MESSAGES[ctx.language];
  const findings: Finding[] = [];
  const stack: number[] = [];
  /** End of the last flagged pair: pairs inside it are not flagged again. */
  let flaggedUntil = -1;
  const pairs: [number, number, BracketKind][] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[" || ch === "{") {
      stack.push(i);
    } else if (ch === ")" || ch === "]" || ch === "}") {
      const opener = CLOSERS[ch];
      for (let k = stack.length - 1; k >= 0; k--) {
        if (text[stack[k]] === opener) {
          pairs.push([stack[k], i + 1, OPENERS[opener]]);
          stack.length = k;
          break;
        }
      }
    } else if (ch === "<" && enabled.angleBrackets) {
      const end = angleEnd(text, i);
      if (end > 0) {
        pairs.push([i, end, "angleBrackets"]);
        i = end - 1;
      }
    }
  }
  pairs.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  for (const [start, end, kind] of pairs) {
    if (!enabled[kind] || start < flaggedUntil) continue;
    const found = text.slice(start, end);
    if (exclusions[kind].has(found.toLowerCase())) continue;
    findings.push({ findingType: "BRACKET", start, end, text: found, message: messages.found.replace("{text}", found) });
    flaggedUntil = end;
  }
  for (const open of stack) {
    if (!enabled[OPENERS[text[open]]] || findings.some((f) => f.start < open && open < f.end)) continue;
    findings.push({ findingType: "BRACKET", start: open, end: open + 1, text: text[open], message: messages.unclosed.replace("{text}", text[open]) });
  }
  return findings;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
