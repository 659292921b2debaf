/**
 * Links from the console into the user docs: the section every configuration schema names
 * (x-docsAnchor) exists in the docs, and the links follow the interface language.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsHref } from "../../src/layout/navigation";

const root = join(import.meta.dirname, "..", "..");

/** The section ids of /docs/index.html: one per documented rule (docs/rules.json) and the intro's. */
function docsSections(): Set<string> {
  const rules = JSON.parse(readFileSync(join(root, "docs", "rules.json"), "utf8")) as { anchor: string }[];
  const intro = readFileSync(join(root, "docs", "intro.html"), "utf8");
  return new Set([...rules.map((r) => r.anchor), ...[...intro.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1])]);
}

function schemaFiles(): string[] {
  const config = readdirSync(join(root, "schemas", "config")).map((f) => join(root, "schemas", "config", f));
  const rules = readdirSync(join(root, "engine", "rules"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(root, "engine", "rules", d.name)).map((f) => join(root, "engine", "rules", d.name, f)));
  return [...config, ...rules].filter((f) => f.endsWith(".schema.json"));
}

describe("links into the docs", () => {
  it("name sections that exist", () => {
    const sections = docsSections();
    const anchors = schemaFiles()
      .map((file) => [file, (JSON.parse(readFileSync(file, "utf8")) as { "x-docsAnchor"?: string })["x-docsAnchor"]] as const)
      .filter(([, anchor]) => anchor !== undefined);
    expect(anchors.length).toBeGreaterThanOrEqual(4);
    expect(anchors.filter(([, anchor]) => !sections.has(anchor as string)).map(([file, anchor]) => `${file}: ${anchor}`)).toEqual([]);
  });

  it("lead to the German docs when the interface is German", () => {
    expect(docsHref("de", "complex-sentence")).toBe("/docs/de/#complex-sentence");
    expect(docsHref("en", "complex-sentence")).toBe("/docs/index.html#complex-sentence");
    expect(docsHref("de")).toBe("/docs/de/");
  });
});
