/**
 * Checks a rule's examples in docs/rules/<anchor>.json against the engine with the
 * default configuration: every "bad" example has the rule's finding, no "good" one does.
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

export function docsExamplesMatch(rule: Rule): void {
  const path = new URL(`../../docs/rules/${rule.meta.docsAnchor}.json`, import.meta.url);
  const docs = JSON.parse(readFileSync(path, "utf8")) as { anchor: string; findingType: string; improvementKey: string; examples: DocsExample[] };
  const has = (text: string, language: Language): boolean =>
    analyse(text, { language }).classifications.some((c) => c.classificationKey === rule.meta.findingType);

  describe(`docs/rules/${rule.meta.docsAnchor}.json`, () => {
    it("describes this rule", () => {
      expect(docs.anchor).toBe(rule.meta.docsAnchor);
      expect(docs.findingType).toBe(rule.meta.findingType);
      expect(docs.improvementKey).toBe(rule.meta.key);
      for (const language of ["en", "de"] as const) expect(docs.examples.filter((e) => e.language === language).length).toBeGreaterThanOrEqual(2);
    });
    for (const example of docs.examples) {
      it(`[${example.language}] bad: ${example.bad}`, () => expect(has(example.bad, example.language)).toBe(true));
      it(`[${example.language}] good: ${example.good}`, () => expect(has(example.good, example.language)).toBe(false));
    }
  });
}
