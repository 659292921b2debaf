/**
 * Modal verbs: a requirement needs a binding modal verb ("shall", "must"; "muss",
 * "müssen"); every configured modal that is not allowed is a finding, with the first
 * allowed modal as its replacement (German: of the same number, "sollen" -> "müssen";
 * negated, "darf": "soll nicht" -> "darf nicht", as "muss nicht" means "need not").
 * When the text has no modal at all, one finding spans the whole (trimmed) text:
 * finding the main verb without a parser is unreliable, and the whole requirement is
 * what lacks the obligation. Modals inside subordinate clauses ("if it
 * cannot connect", "damit … geprüft werden können") and German modal infinitives after
 * another modal ("muss … speichern können") are no findings, nor are modals in a bracketed
 * remark ("(e.g. the tools a user may open)"); a requirement whose only modal is in such a
 * remark has no binding modal.
 *
 * Not a modal: a capitalised word inside a sentence ("in May", "das Soll"), a part of a
 * hyphenated compound ("must-have", "Kann-Bestimmung"), an English noun use ("the
 * user's will", "a must", "at will"), German "wird/werden" + Partizip II (passive) or
 * "muss … werden". "darf nicht", "darf kein…", "darf nur" are prohibitions and count as
 * binding, like "shall not".
 */
import type { Finding, Language, Rule, RuleContext, Token } from "../../types.js";
import { isGermanProhibition, modalTables, UPPER, type ModalTable, type ModalUse } from "../../reading/modal.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./modal-verb.schema.json";
import { readingOf } from "../../reading/index.js";

const MESSAGES = schema["x-messages"];

function replacementFor(use: ModalUse, table: ModalTable, tokens: readonly Token[], language: Language): string | undefined {
  let verb = table.firstAllowed;
  if (language === "de") {
    const plural = use.verb.endsWith("en");
    // "kann nicht" -> "darf nicht": "muss nicht" would mean "need not".
    if (isGermanProhibition(tokens, use.to - 1, true)) return plural ? "dürfen" : "darf";
    verb = plural ? (table.firstAllowedPlural ?? verb) : (table.firstAllowedSingular ?? verb);
  }
  if (verb === undefined) return undefined;
  return use.negated ? `${verb} not` : verb;
}

function check(ctx: RuleContext): Finding[] {
  const uses = readingOf(ctx).modalUses;
  const tokens = ctx.tokens;
  const messages = MESSAGES[ctx.language];
  const findings: Finding[] = [];
  if (uses.every((use) => use.parenthetical)) {
    const text = ctx.text;
    let start = 0;
    let end = text.length;
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) {
      findings.push({ findingType: "MODAL_VERB", start, end, text: text.slice(start, end), message: messages.missing });
    }
    return findings;
  }
  const table = modalTables[ctx.language](ctx.config);
  for (const use of uses) {
    if (use.allowed || use.subordinate) continue;
    const start = tokens[use.from].start;
    const end = tokens[use.to - 1].end;
    const text = ctx.text.slice(start, end);
    const replacement = replacementFor(use, table, tokens, ctx.language);
    const finding: Finding = {
      findingType: "MODAL_VERB",
      start,
      end,
      text,
      message: (replacement === undefined ? messages.notAllowedNoReplacement : messages.notAllowed)
        .replace("{text}", text)
        .replace("{replacement}", replacement ?? ""),
    };
    if (replacement !== undefined) finding.replacement = matchCase(text, replacement);
    findings.push(finding);
  }
  return findings;
}

/** "Should" -> "Shall", "SHOULD" -> "SHALL". */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) return replacement.toUpperCase();
  if (UPPER.test(original)) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check,
};
