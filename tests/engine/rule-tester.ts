/**
 * Table tests for rules, in the style of ESLint's RuleTester.
 *   ruleTester(rule, { valid: [{ text, language }], invalid: [{ text, language, findings: [{ start, end }] }] })
 * Each language needs at least 8 valid and 8 invalid cases. Findings are compared
 * exactly (type, start, end, and the text at those offsets).
 */
import { describe, expect, it } from "vitest";
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
