/**
 * Table tests for rules, in the style of ESLint's RuleTester.
 *   ruleTester(rule, { valid: [{ text, language }], invalid: [{ text, language, findings: [{ start, end }] }] })
 * Each language needs at least 8 valid and 8 invalid cases. Findings are compared
 * exactly (type, start, end, and the text at those offsets). Every rule's documentation
 * (x-docs of its schema, bundled into docs/rules.json by `npm run generate`) is checked
 * against the engine with the default configuration too: every "bad" example has the
 * rule's finding, no "good" one does.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyse } from "../../engine/index.js";
import { RULES } from "../../engine/rules/index.js";
import { defaultConfigurationFile, resolveConfig, type EngineConfig } from "../../engine/config.js";
import { tokenize } from "../../engine/tokenize.js";
import type { Finding, Language, Rule } from "../../engine/types.js";

export interface ValidCase {
  text: string;
  language: Language;
  /** Changes the default configuration for this case. */
  options?: (config: EngineConfig) => void;
}

export interface ExpectedFinding {
  start: number;
  end: number;
  /** Defaults to text.slice(start, end). */
  text?: string;
  replacement?: string;
}

export interface InvalidCase extends ValidCase {
  findings: ExpectedFinding[];
}

export function runRule(rule: Rule, text: string, language: Language, options?: (config: EngineConfig) => void): Finding[] {
  const config = structuredClone(resolveConfig(defaultConfigurationFile(), language));
  options?.(config);
  const { tokens, words, sentences } = tokenize(text, language);
  return rule.check({ text, language, tokens, words, sentences, config, findings: [] });
}

export function ruleTester(rule: Rule, cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
  // A rule of the registry is documented; a rule made up by a test is not.
  if (RULES.some((r) => r.meta.name === rule.meta.name)) docsExamplesMatch(rule);
  describe(`rule ${rule.meta.key}`, () => {
    it("has at least 8 valid and 8 invalid cases per language", () => {
      for (const language of ["en", "de"] as const) {
        expect(cases.valid.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(8);
        expect(cases.invalid.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(8);
      }
    });

    it("has messages in English and German", () => {
      expect(rule.meta.messages.en.improvement).toBeTruthy();
      expect(rule.meta.messages.de.improvement).toBeTruthy();
    });

    describe("valid", () => {
      for (const c of cases.valid) {
        it(`[${c.language}] ${c.text}`, () => {
          expect(runRule(rule, c.text, c.language, c.options)).toEqual([]);
        });
      }
    });

    describe("invalid", () => {
      for (const c of cases.invalid) {
        it(`[${c.language}] ${c.text}`, () => {
          const found = runRule(rule, c.text, c.language, c.options);
          for (const f of found) {
            expect(f.findingType).toBe(rule.meta.findingType);
            expect(f.text).toBe(c.text.slice(f.start, f.end));
            expect(f.message.length).toBeGreaterThan(0);
          }
          const actual = found
            .map((f) => ({ start: f.start, end: f.end, text: f.text, ...(f.replacement !== undefined ? { replacement: f.replacement } : {}) }))
            .sort((a, b) => a.start - b.start || a.end - b.end);
          const expected = c.findings
            .map((f) => ({
              start: f.start,
              end: f.end,
              text: f.text ?? c.text.slice(f.start, f.end),
              ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
            }))
            .sort((a, b) => a.start - b.start || a.end - b.end);
          if (c.findings.some((f) => f.replacement !== undefined)) expect(actual).toEqual(expected);
          else expect(actual.map(({ replacement: _r, ...rest }) => rest)).toEqual(expected);
        });
      }
    });
  });
}

/** Offsets of the n-th occurrence (0-based) of `needle` in `text`, for readable tables. */
export function at(text: string, needle: string, occurrence = 0): ExpectedFinding {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" not found ${occurrence + 1} times in "${text}"`);
  }
  return { start: index, end: index + needle.length };
}

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
function docsOf(findingType: string): RuleDoc {
  const doc = bundle.find((d) => d.findingType === findingType);
  if (!doc) throw new Error(`docs/rules.json has no rule with finding type ${findingType}`);
  return doc;
}

function docsExamplesMatch(rule: Rule): void {
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
