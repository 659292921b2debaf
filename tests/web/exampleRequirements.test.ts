/**
 * The shipped example requirements: at most 15 per language with numeric ids, and the
 * engine finds every finding type the examples page is meant to show, good requirements
 * (5 stars), a duplicate pair and a contradicting pair in each language.
 */
import { describe, expect, it } from "vitest";
import { analyse } from "../../engine/index";
import { compareAll } from "../../engine/compare/index";
import en from "../../public/assets/example-requirements/examples-en.json";
import de from "../../public/assets/example-requirements/examples-de.json";
import { MAX_EXAMPLES } from "../../src/custom-pages/examples/examplesModel";
import { FINDING_TYPES } from "../../engine/types";

/** Every finding type but BAD_WORD, which only gibberish produces (and gibberish is no example). */
const SHOWN_TYPES = FINDING_TYPES.filter((type) => type !== "BAD_WORD");

describe.each([
  ["en", en],
  ["de", de],
] as const)("example requirements (%s)", (language, examples) => {
  it("are at most 15, with unique numeric string ids and non-blank texts", () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.length).toBeLessThanOrEqual(MAX_EXAMPLES);
    const ids = examples.map((e) => e.externalId);
    for (const id of ids) expect(id).toMatch(/^\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of examples) expect(e.text.trim()).not.toBe("");
  });

  it("show every finding type and some 5-star requirements", () => {
    const results = examples.map((e) => analyse(e.text, { language }));
    const found = new Set<string>(results.flatMap((r) => r.classifications.map((c) => c.classificationKey)));
    for (const type of SHOWN_TYPES) expect(found.has(type), type).toBe(true);
    expect(results.filter((r) => r.rating === 5).length).toBeGreaterThanOrEqual(2);
    expect(results.every((r) => !r.gibberish)).toBe(true);
  });

  it("hold a duplicate pair and a contradicting pair", () => {
    const { results } = compareAll(
      examples.map((e) => ({ id: e.externalId, text: e.text, language })),
      { threshold: 0.5, duplicateThreshold: 0.9 },
    );
    const all = [...results.values()];
    expect(all.some((r) => r.duplicates.length > 0)).toBe(true);
    expect(all.some((r) => r.contradictions.length > 0)).toBe(true);
  });
});
