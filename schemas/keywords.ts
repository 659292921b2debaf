/**
 * Data-integrity keywords of the configuration schemas, shared by every validator built
 * from them: the server's (rule settings are refused with 400) and the console's
 * precompiled form validators (the same code, generated at build time). Both are
 * written as ajv code generators, so they also work in standalone (precompiled) code.
 *
 * - `"x-uniqueBy": "verb"` on an array of objects: no two items have the same value of
 *   that property; `"x-uniqueBy": ""` on an array of strings: no two equal strings.
 *   Values are compared trimmed and case-insensitively ("Shall" and "shall " clash).
 * - `"x-minMax": [["minimumTokens", "maximumTokens"]]` on an object: for each pair, the
 *   first number is not greater than the second (when both are numbers).
 */
import { _, str, type KeywordCxt, type KeywordDefinition } from "ajv";

/** The keywords, by name, as these schemas use them. */
export const INTEGRITY_KEYWORDS = ["x-uniqueBy", "x-minMax"] as const;

const uniqueBy: KeywordDefinition = {
  keyword: "x-uniqueBy",
  type: "array",
  schemaType: "string",
  error: {
    message: ({ params }) => str`must not contain "${params.value}" twice`,
    params: ({ params }) => _`{value: ${params.value}, index: ${params.index}, key: ${params.key}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schemaValue } = cxt;
    const found = gen.const(
      "duplicate",
      _`((items, key) => { const seen = new Set(); for (let i = 0; i < items.length; i++) { const v = key === "" ? items[i] : items[i] && items[i][key]; if (typeof v !== "string") continue; const n = v.trim().toLowerCase(); if (seen.has(n)) return { index: i, value: v }; seen.add(n); } return null; })(${data}, ${schemaValue})`,
    );
    cxt.setParams({ value: _`(${found} && ${found}.value)`, index: _`(${found} && ${found}.index)`, key: _`${schemaValue}` });
    cxt.fail(_`${found} !== null`);
  },
};

const minMax: KeywordDefinition = {
  keyword: "x-minMax",
  type: "object",
  schemaType: "array",
  error: {
    message: ({ params }) => str`${params.min} must not be greater than ${params.max}`,
    params: ({ params }) => _`{min: ${params.min}, max: ${params.max}}`,
  },
  code(cxt: KeywordCxt) {
    const { gen, data, schemaValue } = cxt;
    const found = gen.const(
      "unordered",
      _`((value, pairs) => { for (const [a, b] of pairs) { if (typeof value[a] === "number" && typeof value[b] === "number" && value[a] > value[b]) return [a, b]; } return null; })(${data}, ${schemaValue})`,
    );
    cxt.setParams({ min: _`(${found} && ${found}[0])`, max: _`(${found} && ${found}[1])` });
    cxt.fail(_`${found} !== null`);
  },
};

export const integrityKeywords: KeywordDefinition[] = [uniqueBy, minMax];
