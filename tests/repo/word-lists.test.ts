/**
 * Word lists are data: the engine's code never spells out a list of words itself. Lists live in
 * data files (engine/README.md, "Word lists"): the shared lexicon `engine/lexicon/`, and a rule's own
 * `engine/rules/<rule>/words.en.ts` / `words.de.ts`. Anywhere else in engine/ this test finds:
 * - a Set or Map built from an array literal holding a string ("new Set(["shall", "must"])");
 * - an array literal of five or more strings;
 * - an object literal of five or more word keys whose values are all numbers or single words (a table
 *   such as { one: 1, two: 2, … } or { kilobyte: "kb", … });
 * - a regular expression with an alternation of three or more words of three letters or more
 *   ("/^(shall|must|will)$/").
 * Generated files (the rule registry and the finding types) are written from the rule folders.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();

/** The files that hold only data. */
export function isDataFile(path: string): boolean {
  return /^engine\/lexicon\//.test(path) || /^engine\/rules\/[^/]+\/words\.(en|de)\.ts$/.test(path);
}

function engineSources(dir = join(ROOT, "engine")): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...engineSources(full));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) out.push(relative(ROOT, full).split("\\").join("/"));
  }
  return out;
}

const isString = (node: ts.Node): boolean => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
const isNumber = (node: ts.Node): boolean => ts.isNumericLiteral(node) || (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand));

/** Branches of the regex's alternations that are words of three letters or more. */
function wordAlternation(source: string): string | undefined {
  // Each group's body, innermost first; then the whole pattern (a top-level alternation).
  const bodies: string[] = [];
  const stack: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "(") stack.push(i);
    else if (c === ")" && stack.length > 0) bodies.push(source.slice(stack.pop()! + 1, i));
  }
  bodies.push(source);
  for (const body of bodies) {
    const branches = body.replace(/^\?(?::|<?[=!])/, "").split("|");
    const words = branches.filter((b) => /^\p{L}{3,}$/u.test(b));
    if (words.length >= 3) return words.join("|");
  }
  return undefined;
}

/** The literal word lists a file declares, as "line: what". */
export function literalWordLists(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /^(Set|Map)$/.test(node.expression.text)) {
      const first = node.arguments?.[0];
      if (
        first &&
        ts.isArrayLiteralExpression(first) &&
        first.elements.some((e) => isString(e) || (ts.isArrayLiteralExpression(e) && e.elements.some(isString)))
      ) {
        report(node, `new ${node.expression.text} of literal strings`);
      }
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.filter(isString).length >= 5) report(node, "array of literal strings");
    if (ts.isObjectLiteralExpression(node)) {
      // Keys that are words: not punctuation, not constant names such as finding types.
      const wordKey = (p: ts.ObjectLiteralElementLike) => p.name !== undefined && /\p{Ll}/u.test(p.name.getText(file));
      const values = node.properties.map((p) => (ts.isPropertyAssignment(p) && wordKey(p) ? p.initializer : undefined));
      const entry = (v: ts.Expression | undefined) =>
        v !== undefined && (isNumber(v) || (isString(v) && /^\S{1,30}$/.test((v as ts.StringLiteral).text)));
      if (values.length >= 5 && values.every(entry)) report(node, "table of literal values");
    }
    if (ts.isRegularExpressionLiteral(node)) {
      const words = wordAlternation(node.text.slice(1, node.text.lastIndexOf("/")));
      if (words) report(node, `regular expression of words (${words})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("word lists", () => {
  it("are found by the check in a list, a table and a regular expression", () => {
    const code = [
      'const A = new Set(["shall", "must"]);',
      'const B = ["one", "two", "three", "four", "five"];',
      "const C = { one: 1, two: 2, three: 3, four: 4, five: 5 };",
      "const D = /^(shall|must|will)$/i;",
      'const E = new Map([["a", "b"]]);',
      "const fine = [1, 2, 3, 4, 5].map((n) => n * 2); const endings = /(ed|en|ing)$/;",
    ].join("\n");
    expect(literalWordLists("engine/example.ts", code).map((f) => f.split(":")[1])).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("are data: engine code outside the data files declares none", () => {
    const sources = engineSources();
    expect(sources.length).toBeGreaterThan(50);
    const generated = (text: string) => text.startsWith("/* Generated by `npm run generate`");
    const found = sources
      .filter((path) => !isDataFile(path))
      .flatMap((path) => {
        const text = readFileSync(join(ROOT, path), "utf8");
        return generated(text) ? [] : literalWordLists(path, text);
      });
    expect(found).toEqual([]);
  });

  it("live in data files that hold only data", () => {
    const logic = engineSources()
      .filter(isDataFile)
      .filter((path) => /^\s*(export\s+)?(async\s+)?function\b|=>/m.test(readFileSync(join(ROOT, path), "utf8")));
    expect(logic).toEqual([]);
  });
});
