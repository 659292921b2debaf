/**
 * The rule documentation sources: docs/rules/*.json, one file per rule, written next
 * to the rules. Read once at start.
 */
import { readdirSync, readFileSync } from "node:fs";
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

export const RULE_DOCS_DIR = join(PROJECT_ROOT, "docs", "rules");

function check(doc: RuleDoc, file: string): RuleDoc {
  for (const key of ["anchor", "title", "findingType", "improvementKey", "summary", "settings"] as const) {
    if (typeof doc[key] !== "string") throw new Error(`docs/rules/${file}: "${key}" must be a string`);
  }
  if (!Array.isArray(doc.examples)) throw new Error(`docs/rules/${file}: "examples" must be a list`);
  for (const example of doc.examples) {
    if (example.language !== "en" && example.language !== "de") {
      throw new Error(`docs/rules/${file}: an example's language must be en or de`);
    }
  }
  return doc;
}

export function loadRuleDocs(dir = RULE_DOCS_DIR): RuleDoc[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return files.map((file) => check(JSON.parse(readFileSync(join(dir, file), "utf8")) as RuleDoc, file));
}
