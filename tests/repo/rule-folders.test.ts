/**
 * A rule is one folder, `engine/rules/<rule>/`, holding only its schema, its check when it needs
 * code, its own word lists and its table test (README, "Adding a rule"). The rule folders the
 * server tests add (tests/fixtures/rule-folders/) follow the same layout.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const allowed = (rule: string) => [`${rule}.schema.json`, "check.ts", "words.en.ts", "words.de.ts", `${rule}.test.ts`];

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

describe("rule folders", () => {
  for (const base of ["engine/rules", "tests/fixtures/rule-folders"]) {
    it(`in ${base} hold only a schema, a check, word lists and a test`, () => {
      const rules = folders(base);
      expect(rules.length).toBeGreaterThan(2);
      for (const rule of rules) {
        const files = readdirSync(join(base, rule));
        expect(files, rule).toContain(`${rule}.schema.json`);
        expect(
          files.filter((f) => !allowed(rule).includes(f)),
          rule,
        ).toEqual([]);
        // A coded rule is at most four kinds of file: schema, check, words (en and de), test.
        if (files.includes("check.ts") && base === "engine/rules") expect(files, rule).toContain(`${rule}.test.ts`);
      }
    });
  }
});
