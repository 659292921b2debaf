/**
 * No import circles between the project's files: a file never depends, directly or through
 * others, on itself. Type-only and dynamic imports count too, since they tie the files'
 * meanings together just the same.
 */
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const SOURCES = ["engine/**/*.ts", "server/**/*.ts", "src/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "documents/**/*.ts", "cli/**/*.ts"];

describe("imports", () => {
  it("form no circle between files", async () => {
    const tree = await parseDependencyTree(SOURCES, { context: process.cwd(), transform: false, skipDynamicImports: false });
    expect(Object.keys(tree).length).toBeGreaterThan(100);
    const circles = parseCircular(tree).map((circle) => circle.join(" -> "));
    expect(circles).toEqual([]);
  }, 120_000);
});
