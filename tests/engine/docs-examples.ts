/**
 * Checks a rule's documentation (x-docs of its schema, bundled into docs/rules.json by
 * `npm run generate`) against the engine with the default configuration: every "bad"
 * example has the rule's finding, no "good" one does.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyse } from "../../engine/index.js";
import type { Language, Rule } from "../../engine/types.js";

interface DocsExample {
  language: Language;
  bad: string;
  good: string;
}

interface RuleDoc {
  anchor: string;
  findingType: string;
  improvementKey: string;
  examples: DocsExample[];
}

const bundle = JSON.parse(readFileSync(new URL("../../docs/rules.json", import.meta.url), "utf8")) as RuleDoc[];

/** The documentation of the rule with this finding type. */
export function docsOf(findingType: string): RuleDoc {
  const doc = bundle.find((d) => d.findingType === findingType);
  if (!doc) throw new Error(`docs/rules.json has no rule with finding type ${findingType}`);
  return doc;
}

export function docsExamplesMatch(rule: Rule): void {
  const docs = docsOf(rule.meta.findingType);
  const has = (text: string, language: Language): boolean =>
    analyse(text, { language }).classifications.some((c) => c.classificationKey === rule.meta.findingType);

  describe(`docs/rules.json: ${rule.meta.docsAnchor}`, () => {
    it("describes this rule", () => {
      expect(docs.anchor).toBe(rule.meta.docsAnchor);
      expect(docs.improvementKey).toBe(rule.meta.key);
      for (const language of ["en", "de"] as const) expect(docs.examples.filter((e) => e.language === language).length).toBeGreaterThanOrEqual(2);
    });
    for (const example of docs.examples) {
      it(`[${example.language}] bad: ${example.bad}`, () => expect(has(example.bad, example.language)).toBe(true));
      it(`[${example.language}] good: ${example.good}`, () => expect(has(example.good, example.language)).toBe(false));
    }
  });
}
