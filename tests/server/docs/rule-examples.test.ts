import { describe, expect, it } from "vitest";
import { analyse } from "../../../engine/index.js";
import { loadRuleDocs } from "../../../server/docs/rule-docs.js";

// Every example of the docs bundle (docs/rules.json): the bad text shows the rule's finding, the good one does not.
const docs = loadRuleDocs();

function findingTypes(text: string, language: "en" | "de"): { types: string[]; gibberish: boolean } {
  const result = analyse(text, { language });
  return { types: result.classifications.map((c) => c.classificationKey), gibberish: result.gibberish };
}

describe("docs/rules examples", () => {
  it("exist", () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  for (const doc of docs) {
    describe(`${doc.anchor} (${doc.findingType})`, () => {
      it("has examples", () => {
        expect(doc.examples.length).toBeGreaterThan(0);
      });
      doc.examples.forEach((example, i) => {
        it(`example ${i + 1} (${example.language}) bad: ${example.bad}`, () => {
          expect(findingTypes(example.bad, example.language).types).toContain(doc.findingType);
        });
        it(`example ${i + 1} (${example.language}) good: ${example.good}`, () => {
          const { types, gibberish } = findingTypes(example.good, example.language);
          expect(types).not.toContain(doc.findingType);
          expect(gibberish).toBe(false);
        });
      });
    });
  }
});
