/**
 * The pages under /config/{configId}/: the spec's fourteen (two of them under their
 * spec names: formula-unit shows the formula and unit lists, ignored-eos-characters
 * the end-of-sentence list), then every further rule GET /rules reports, such as the
 * rules defined by a schema alone. Pure data, so the menu and the routes agree.
 */
import type { RuleInfo } from "../configApi";

export interface RulePage {
  /** The path segment under /config/{configId}/. */
  slug: string;
  /** The rules edited on this page, in order. */
  rules: RuleInfo[];
}

const SPEC_PAGES: { slug: string; rules: string[] }[] = [
  { slug: "modalverb", rules: ["modalverb"] },
  { slug: "gibberish", rules: ["gibberish"] },
  { slug: "intuition", rules: ["intuition"] },
  { slug: "improvements", rules: ["improvements"] },
  { slug: "condition", rules: ["condition"] },
  { slug: "weakword", rules: ["weakword"] },
  { slug: "blacklist", rules: ["blacklist"] },
  { slug: "bracket", rules: ["bracket"] },
  { slug: "complexsentence", rules: ["complexsentence"] },
  { slug: "systemword", rules: ["systemword"] },
  { slug: "negationword", rules: ["negationword"] },
  { slug: "formula-unit", rules: ["formula", "unit"] },
  { slug: "similarity", rules: ["similarity"] },
  { slug: "ignored-eos-characters", rules: ["endofsentence"] },
];

export function rulePagesFor(rules: readonly RuleInfo[]): RulePage[] {
  const byName = new Map(rules.map((r) => [r.name, r]));
  const used = new Set<string>();
  const pages: RulePage[] = [];
  for (const page of SPEC_PAGES) {
    const found = page.rules.map((name) => byName.get(name)).filter((r): r is RuleInfo => !!r);
    found.forEach((r) => used.add(r.name));
    if (found.length > 0) pages.push({ slug: page.slug, rules: found });
  }
  for (const rule of rules) {
    if (!used.has(rule.name) && !pages.some((p) => p.slug === rule.name)) pages.push({ slug: rule.name, rules: [rule] });
  }
  return pages;
}

/** The translated page title, falling back to the rule's own title (rules added by a schema). */
export function pageTitleKey(page: RulePage): string {
  return `CONFIG.RULES.${page.slug}`;
}
