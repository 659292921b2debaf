/**
 * The format of a rule defined by a schema alone (schemas/rules/<name>.schema.json), and
 * its check. Imports nothing generated, so scripts/generate.ts can check files with it.
 */
import type { Language } from "./types.js";

export type SchemaRuleKind = "existence" | "substitution";

export interface SchemaRuleExample {
  language: Language;
  bad: string;
  good: string;
  why: string;
}

/** The parts of a rule schema the engine, server and docs read. */
export interface RuleSchema {
  $id: string;
  title: string;
  description?: string;
  "x-kind": SchemaRuleKind;
  "x-improvementKey"?: string;
  "x-docsAnchor"?: string;
  /** Stars a finding costs by default (0..4). */
  "x-rating": number;
  "x-messages": Record<Language, { improvement: string; found: string }>;
  "x-docs": { summary: string; examples?: SchemaRuleExample[] };
  "x-defaults": Record<Language, RuleSettingsOf>;
  type: "object";
  properties: Record<string, unknown>;
  [keyword: string]: unknown;
}

export type Substitution = { replace: string; replacement: string };
export type RuleSettingsOf = { words: (string | Substitution)[] };

const NAME = /^[a-z][a-z0-9]*$/;

/** The problems of a rule schema, as messages naming the file's field; empty when it is usable. */
export function ruleSchemaProblems(schema: Record<string, unknown>, reserved: { names?: string[]; improvementKeys?: string[] } = {}): string[] {
  const problems: string[] = [];
  const s = schema as Partial<RuleSchema>;
  const name = typeof s.$id === "string" ? s.$id : "";
  if (!NAME.test(name)) problems.push(`$id must be lower-case letters and digits, starting with a letter`);
  if (reserved.names?.includes(name)) problems.push(`$id "${name}" is already a built-in rule`);
  if (typeof s.title !== "string" || !s.title.trim()) problems.push("title is required");
  if (s["x-kind"] !== "existence" && s["x-kind"] !== "substitution") problems.push(`x-kind must be "existence" or "substitution"`);
  const key = s["x-improvementKey"] ?? name;
  if (!/^[a-z][A-Za-z0-9]*$/.test(key)) problems.push("x-improvementKey must be camelCase letters and digits");
  if (reserved.improvementKeys?.includes(key)) problems.push(`x-improvementKey "${key}" is already used by a built-in rule`);
  const rating = s["x-rating"];
  if (!Number.isInteger(rating) || (rating as number) < 0 || (rating as number) > 4) problems.push("x-rating must be an integer from 0 to 4");
  if (s.type !== "object" || s.additionalProperties !== false) problems.push(`type must be "object" with additionalProperties false`);
  const words = (s.properties as Record<string, { type?: string; items?: { type?: string } }> | undefined)?.words;
  const itemType = s["x-kind"] === "substitution" ? "object" : "string";
  if (!words || words.type !== "array" || words.items?.type !== itemType) {
    problems.push(`properties.words must be an array of ${itemType === "object" ? "{ replace, replacement } objects" : "strings"}`);
  }
  for (const language of ["en", "de"] as const) {
    const messages = s["x-messages"]?.[language];
    if (typeof messages?.improvement !== "string" || typeof messages?.found !== "string") {
      problems.push(`x-messages.${language} needs "improvement" and "found" texts`);
    }
    const defaults = s["x-defaults"]?.[language];
    if (!defaults || !Array.isArray(defaults.words)) problems.push(`x-defaults.${language}.words must be a list`);
  }
  if (typeof s["x-docs"]?.summary !== "string") problems.push("x-docs.summary is required");
  return problems;
}
