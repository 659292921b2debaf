/**
 * The rule documentation: docs/rules.json, the bundle `npm run generate` writes from the
 * rule folders' x-docs (engine/rules/<rule>/<rule>.schema.json) followed by docs/gibberish.json.
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

export interface RuleDoc {
  anchor: string;
  title: string;
  findingType: string;
  improvementKey: string;
  summary: string;
  settings: string;
  examples: RuleExample[];
}

export const RULE_DOCS_BUNDLE = join(PROJECT_ROOT, "docs", "rules.json");

export function loadRuleDocs(path = RULE_DOCS_BUNDLE): RuleDoc[] {
  return JSON.parse(readFileSync(path, "utf8")) as RuleDoc[];
}
