/**
 * The rule documentation: docs/rules.json, the bundle `npm run generate` writes from the
 * rule folders' x-docs (engine/rules/<rule>/<rule>.schema.json) followed by docs/gibberish.json;
 * the German texts of each are under `de`.
 * Read once at start.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../options.js";

export interface RuleExample {
  language: "en" | "de";
  bad: string;
  good: string;
  why: string;
}

/** The German texts of a rule's documentation, with the titles of its settings editors. */
export interface RuleDocGerman {
  title: string;
  summary: string;
  settings: string;
  settingItems: { route: string; title: string; description: string }[];
}

export interface RuleDoc {
  anchor: string;
  title: string;
  findingType: string;
  improvementKey: string;
  summary: string;
  settings: string;
  examples: RuleExample[];
  de: RuleDocGerman;
}

export const RULE_DOCS_BUNDLE = join(PROJECT_ROOT, "docs", "rules.json");

export function loadRuleDocs(path = RULE_DOCS_BUNDLE): RuleDoc[] {
  return JSON.parse(readFileSync(path, "utf8")) as RuleDoc[];
}
