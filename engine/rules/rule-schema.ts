/**
 * The format of a rule folder's schema (engine/rules/<rule>/<rule>.schema.json) and the
 * names derived from the folder name. The folder name is the rule's one spelling:
 *   negative-sentence -> finding type NEGATIVE_SENTENCE, improvement key negativeSentence,
 *                        settings route negationword (declared: x-route), docs anchor negative-sentence.
 * Public names that predate the layout are declared in the schema (x-route,
 * x-improvementKey, x-findingType); everything else is derived here, for the engine,
 * the server, the console and scripts/generate.ts alike. Imports nothing generated.
 */
import type { Language } from "../types.js";

/** Word-list rules that need no code: "existence" flags listed words, "substitution" proposes a replacement. */
export type WordListKind = "existence" | "substitution";

export interface RuleExample {
  language: Language;
  bad: string;
  good: string;
  why: string;
}

export interface RuleTexts {
  /** The badge and card title. */
  title: string;
  /** Card front and back. */
  front: string;
  back: string;
  /** Title and description of the settings editor (rules with settings). */
  settingsTitle?: string;
  settingsDescription?: string;
}

export interface RuleSchema {
  /** The folder name. */
  $id: string;
  title: string;
  description?: string;
  /** Position in the registry; rules without one follow, by name. */
  "x-order"?: number;
  "x-kind"?: WordListKind;
  /** A word-list rule skips a match after a negation in its clause ("no … need to be defined"). */
  "x-unlessNegated"?: boolean;
  "x-route"?: string;
  "x-improvementKey"?: string;
  "x-findingType"?: string;
  /** Stars a finding costs by default (0..4). */
  "x-cost": number;
  /** Highlight and card colour (#rrggbb). */
  "x-colour": string;
  /** Language-neutral cue on the card's front. */
  "x-glyph": string;
  "x-text": Record<Language, RuleTexts>;
  "x-messages": Record<Language, Record<string, string>>;
  /** The user documentation (English), with its German texts under `de` (served at /docs/de/). */
  "x-docs": {
    title?: string;
    summary: string;
    settings?: string;
    examples?: RuleExample[];
    de: { title?: string; summary: string; settings?: string };
  };
  /** The settings' JSON Schema, with x-defaults per language (x-languageAware) or one value. */
  "x-settings"?: Record<string, unknown>;
  [keyword: string]: unknown;
}

/** The names of one rule, derived from its folder name unless the schema declares them. */
export interface RuleNames {
  name: string;
  /** Improvement key (star cost setting), e.g. negativeSentence. */
  key: string;
  findingType: string;
  /** The {rule} of /configfile/{configId}/{rule}: the rule's settings, when it has any. */
  route: string | null;
  docsAnchor: string;
}

export const RULE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function ruleNames(schema: RuleSchema): RuleNames {
  const name = schema.$id;
  return {
    name,
    key: schema["x-improvementKey"] ?? name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    findingType: schema["x-findingType"] ?? name.replaceAll("-", "_").toUpperCase(),
    route: schema["x-settings"] ? (schema["x-route"] ?? name.replaceAll("-", "")) : null,
    docsAnchor: name,
  };
}

/** Typed word-list settings: a list of words (existence) or of replacements (substitution). */
export type Substitution = { replace: string; replacement: string };
export type WordListSettings = { words: (string | Substitution)[] };

const HEX = /^#[0-9a-f]{6}$/i;

/** The problems of a rule schema, as messages naming the field; empty when it is usable. */
export function ruleSchemaProblems(schema: Record<string, unknown>, hasCheck: boolean): string[] {
  const problems: string[] = [];
  const s = schema as Partial<RuleSchema>;
  if (typeof s.$id !== "string" || !RULE_NAME.test(s.$id)) problems.push("$id must be the folder name: lower-case words joined by hyphens");
  if (typeof s.title !== "string" || !s.title.trim()) problems.push("title is required");
  const kind = s["x-kind"];
  if (kind !== undefined && kind !== "existence" && kind !== "substitution") problems.push(`x-kind must be "existence" or "substitution"`);
  if (kind === undefined && !hasCheck) problems.push("a rule without x-kind needs a check.ts beside its schema");
  if (s["x-unlessNegated"] !== undefined && (typeof s["x-unlessNegated"] !== "boolean" || kind === undefined))
    problems.push("x-unlessNegated must be true or false, and only on a word-list rule (x-kind)");
  if (kind !== undefined && hasCheck) problems.push("a word-list rule (x-kind) has no check.ts");
  const cost = s["x-cost"];
  if (!Number.isInteger(cost) || (cost as number) < 0 || (cost as number) > 4) problems.push("x-cost must be an integer from 0 to 4");
  if (typeof s["x-colour"] !== "string" || !HEX.test(s["x-colour"])) problems.push("x-colour must be a colour such as #a5d8ff");
  if (typeof s["x-glyph"] !== "string" || !s["x-glyph"].trim()) problems.push("x-glyph is required");
  for (const language of ["en", "de"] as const) {
    const texts = s["x-text"]?.[language];
    for (const field of ["title", "front", "back"] as const) {
      if (typeof texts?.[field] !== "string" || !texts[field].trim()) problems.push(`x-text.${language}.${field} is required`);
    }
    if (s["x-settings"] && typeof texts?.settingsTitle !== "string") problems.push(`x-text.${language}.settingsTitle is required with x-settings`);
    const messages = s["x-messages"]?.[language];
    if (typeof messages?.improvement !== "string") problems.push(`x-messages.${language}.improvement is required`);
    if (kind !== undefined && typeof messages?.found !== "string") problems.push(`x-messages.${language}.found is required`);
  }
  if (typeof s["x-docs"]?.summary !== "string") problems.push("x-docs.summary is required");
  if (typeof s["x-docs"]?.de?.summary !== "string") problems.push("x-docs.de.summary is required (the German documentation)");
  for (const example of s["x-docs"]?.examples ?? []) {
    if (example.language !== "en" && example.language !== "de") problems.push("an x-docs example's language must be en or de");
  }
  if (kind !== undefined) {
    const settings = s["x-settings"] as
      { type?: string; additionalProperties?: boolean; properties?: Record<string, { type?: string; items?: { type?: string } }> } | undefined;
    const itemType = kind === "substitution" ? "object" : "string";
    const words = settings?.properties?.words;
    if (!settings || settings.type !== "object" || settings.additionalProperties !== false)
      problems.push(`x-settings must be an object schema with additionalProperties false`);
    else if (!words || words.type !== "array" || words.items?.type !== itemType) {
      problems.push(`x-settings.properties.words must be an array of ${itemType === "object" ? "{ replace, replacement } objects" : "strings"}`);
    }
  }
  return problems;
}

/** What the engine keeps of a rule: its names, its kind and its message templates per language. */
export function ruleMeta(schema: RuleSchema): RuleNames & { kind: WordListKind | null; messages: Record<Language, Record<string, string>> } {
  return { ...ruleNames(schema), kind: schema["x-kind"] ?? null, messages: schema["x-messages"] };
}
