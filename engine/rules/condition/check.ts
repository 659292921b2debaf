/**
 * Conditions in the configured form. Finds the conditional words that open a
 * condition (not "where" in "the page where", "when" in "the date when", "if" in
 * "check if", "while" in "for a while", "während" in "während der Übertragung", nor the
 * elliptic "if possible" that the weak-word rule reports), then reports:
 *   ifThen      "if" / "wenn", "falls", "sofern" without a later "then" / "dann";
 *   nested      a second condition in the same sentence (span: its conditional word);
 *   upper case  "and" / "or" inside a condition not written AND / OR;
 *   brackets    a condition with and/or that is not grouped in an allowed bracket type.
 * The conditions themselves are part of the shared reading (engine/reading/conditions.ts).
 */
import { matchPhrases } from "../../match.js";
import type { Finding, Rule, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./condition.schema.json";
import { compiled, FIXED, isFixedJunction, LEXICONS } from "../../reading/conditions.js";
import { readingOf } from "../../reading/index.js";

const messages = schema["x-messages"];

function report(findings: Finding[], source: string, template: string, from: Token, to: Token): void {
  const text = source.slice(from.start, to.end);
  findings.push({ findingType: "CONDITION", start: from.start, end: to.end, text, message: template.replace("{text}", text) });
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check(ctx) {
    const { tokens, language, config } = ctx;
    const settings = config.condition;
    const conditions = readingOf(ctx).conditions;
    if (conditions.length === 0) return [];
    const lexicon = LEXICONS[language];
    const texts = messages[language];
    const findings: Finding[] = [];

    if (settings.nested) {
      // Nested: a second condition in the same sentence (separate sentences are the multiple-sentences rule's concern).
      for (let k = 1; k < conditions.length; k++) {
        if (tokens[conditions[k].from].sentence === tokens[conditions[k - 1].from].sentence) {
          report(findings, ctx.text, texts.nested, tokens[conditions[k].from], tokens[conditions[k].to - 1]);
          break;
        }
      }
    }

    const { open, close } = compiled(config);
    let fixed: Set<number> | undefined;
    for (const cond of conditions) {
      const first = tokens[cond.from];
      if (settings.ifThen && lexicon.IF_WORDS.has(first.lower) && cond.to - cond.from === 1) {
        let hasThen = false;
        for (let j = cond.to; j < tokens.length && tokens[j].sentence === first.sentence; j++) {
          if (lexicon.THEN_WORDS.has(tokens[j].lower)) {
            hasThen = true;
            break;
          }
        }
        if (!hasThen) report(findings, ctx.text, texts.ifThen, first, first);
      }
      const { enforceUpperCase, enforceBrackets } = settings.logicalExpression;
      if (!enforceUpperCase && !enforceBrackets) continue;
      if (!fixed) {
        fixed = new Set();
        for (const m of matchPhrases(FIXED[language], tokens)) for (let k = m.from; k < m.to; k++) fixed.add(k);
      }
      let depth = 0;
      let ungrouped = false;
      for (let j = cond.clauseFrom; j < cond.clauseTo; j++) {
        const t = tokens[j];
        if (open.has(t.text)) depth++;
        else if (close.has(t.text)) depth = Math.max(0, depth - 1);
        if (!t.isWord || !lexicon.LOGICAL_JUNCTIONS.has(t.lower) || isFixedJunction(tokens, j, fixed)) continue;
        if (enforceUpperCase && t.text !== t.text.toUpperCase()) report(findings, ctx.text, texts.upperCase, t, t);
        if (depth === 0) ungrouped = true;
      }
      if (enforceBrackets && ungrouped && cond.clauseTo > cond.clauseFrom) {
        report(findings, ctx.text, texts.brackets, tokens[cond.clauseFrom], tokens[cond.clauseTo - 1]);
      }
    }
    return findings;
  },
};
