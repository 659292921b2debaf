/**
 * The engine's regular expressions cannot be made to backtrack without end, and the
 * engine's work grows linearly with the text. Proven by counting, never by timing:
 *
 * 1. Every regular expression — the literals in engine/, server/, documents/ and cli/ (read with the
 *    TypeScript scanner) and those the engine builds from word lists at run time (caught
 *    by a spy on the RegExp constructor) — is checked by recheck, a ReDoS checker that
 *    decides whether a backtracking matcher needs super-linear steps on some input.
 * 2. analyse(), suggest() and the comparison run on pathological texts of 10,000 and
 *    100,000 characters while a spy on RegExp.prototype.exec (which test, match, replace,
 *    split and matchAll all go through) counts the calls and the characters each call had
 *    to read. Ten times the text may cost at most about ten times the count.
 *
 * The test's time limit is the guard against a hang; nothing here asserts a duration.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Engine = typeof import("../../engine/index.js");
type Compare = typeof import("../../engine/compare/index.js");

// ---------------------------------------------------------------- the spies

const constructed = new Map<string, { source: string; flags: string }>();
const NativeRegExp = RegExp;
const nativeExec = RegExp.prototype.exec;
const counter = { calls: 0, chars: 0 };

function installSpies() {
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct(target, args, newTarget) {
      const re = Reflect.construct(target, args, newTarget === globalThis.RegExp ? target : newTarget) as RegExp;
      constructed.set(`/${re.source}/${re.flags}`, { source: re.source, flags: re.flags });
      return re;
    },
    apply(target, thisArg, args) {
      const re = Reflect.apply(target, thisArg, args) as RegExp;
      constructed.set(`/${re.source}/${re.flags}`, { source: re.source, flags: re.flags });
      return re;
    },
  });
  RegExp.prototype.exec = function countedExec(this: RegExp, input: string) {
    const text = String(input);
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = nativeExec.call(this, text);
    counter.calls += 1;
    // What the call had to read at least: up to the end of its match, or the rest of the text when it failed.
    counter.chars += match ? match.index + match[0].length - from : text.length - from;
    return match;
  };
}

function removeSpies() {
  globalThis.RegExp = NativeRegExp;
  RegExp.prototype.exec = nativeExec;
}

let engine: Engine;
let compare: Compare;

beforeAll(async () => {
  installSpies();
  // Imported after the spies, so the regular expressions built at load time are seen too.
  engine = await import("../../engine/index.js");
  compare = await import("../../engine/compare/index.js");
  // Schema-defined rules and word lists build theirs on first use.
  for (const language of ["en", "de"] as const) {
    const result = engine.analyse(
      language === "en"
        ? "If the door is open, the system should maybe stop (e.g. fast)."
        : "Wenn die Tür offen ist, soll das System z. B. schnell anhalten.",
      { language },
    );
    engine.suggest(result, { language });
  }
});
afterAll(removeSpies);

// ---------------------------------------------------------------- 1. static check

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** Every regular expression literal in the files, with where it is. */
function regexLiterals(files: string[]): { where: string; source: string; flags: string }[] {
  const found: { where: string; source: string; flags: string }[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const slash = text.lastIndexOf("/");
        found.push({
          where: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
          source: text.slice(1, slash),
          flags: text.slice(slash + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/**
 * recheck's verdict, with the attack string it found when the expression is not safe.
 * Its automaton check proves; when that runs out of time (large Unicode classes), its
 * fuzz check — which searches for an input that makes a backtracking matcher slow — decides.
 */
function verdict(source: string, flags: string): string {
  let result = checkSync(source, flags, { timeout: 5_000 });
  if (result.status === "unknown") result = checkSync(source, flags, { timeout: 20_000, checker: "fuzz" });
  if (result.status === "safe") return "safe";
  if (result.status === "vulnerable") return `vulnerable (${result.complexity.summary}), e.g. ${result.attack.pattern}`;
  return `unknown (${result.error.kind})`;
}

describe("every regular expression is safe from catastrophic backtracking", () => {
  it("the literals in engine/, server/, documents/ and cli/", () => {
    const literals = regexLiterals([...sourceFiles("engine"), ...sourceFiles("server"), ...sourceFiles("documents"), ...sourceFiles("cli")]);
    expect(literals.length).toBeGreaterThan(200);
    // The same expression in several places is checked once.
    const unique = [...new Map(literals.map((r) => [`/${r.source}/${r.flags}`, r])).values()];
    const unsafe = unique.map((r) => ({ ...r, verdict: verdict(r.source, r.flags) })).filter((r) => r.verdict !== "safe");
    expect(unsafe.map((r) => `${r.where} /${r.source}/${r.flags}: ${r.verdict}`)).toEqual([]);
  }, 300_000);

  it("the ones the engine builds from word lists", () => {
    expect(constructed.size).toBeGreaterThan(5);
    const unsafe = [...constructed.entries()].map(([key, r]) => ({ key, verdict: verdict(r.source, r.flags) })).filter((r) => r.verdict !== "safe");
    expect(unsafe.map((r) => `${r.key.slice(0, 300)}: ${r.verdict}`)).toEqual([]);
  }, 300_000);
});

// ---------------------------------------------------------------- 2. counted runs

/** Texts that make careless patterns backtrack or loops go quadratic, built to length n. */
const PATHOLOGICAL: Record<string, (n: number) => string> = {
  "one letter": (n) => "a".repeat(n),
  "capitals after a letter": (n) => `a${"A".repeat(n - 2)}!`,
  "spaces inside a sentence": (n) => `The system shall${" ".repeat(n - 20)}x`,
  "tabs after a German verb": (n) => `sein${"\t".repeat(n - 5)}d`,
  "punctuation run": (n) => `The system shall start${"!".repeat(n - 24)}x!`,
  "full stops": (n) => ".".repeat(n),
  "a-a-a-": (n) => "a-".repeat(n / 2),
  "opening brackets": (n) => "(".repeat(n),
  "square brackets": (n) => `The system shall [${"[".repeat(n - 20)}…`,
  "closing quotes": (n) => `The system shall start${'"'.repeat(n - 23)}x`,
  "one sentence of words, no punctuation": (n) => "the system shall ".repeat(Math.ceil(n / 17)).slice(0, n),
  "if if if": (n) => "If ".repeat(Math.ceil(n / 3)).slice(0, n),
  "alternating scripts": (n) => "aя文ع".repeat(n / 4),
  "combining marks": (n) => `a${"\u0301".repeat(n - 1)}`,
  "German article and adjectives": (n) => `Der ${"kleine ".repeat(Math.ceil(n / 7))}Motor kann laufen`.slice(0, n),
  "blanks before by": (n) => `The data shall be stored${" ".repeat(n - 30)}x BY `,
  slashes: (n) => "a/".repeat(n / 2),
  "numbers with points": (n) => "1.".repeat(n / 2),
  commas: (n) => "a, ".repeat(Math.ceil(n / 3)).slice(0, n),
  "and and and": (n) => "and ".repeat(n / 4),
  "many sentences": (n) => "The system shall start. ".repeat(Math.ceil(n / 24)).slice(0, n),
};

/** Runs the whole engine on the text and returns the counts of the regular expression work. */
function cost(text: string, language: "en" | "de"): { calls: number; chars: number } {
  counter.calls = 0;
  counter.chars = 0;
  const result = engine.analyse(text, { language });
  engine.suggest(result, { language });
  const index = new compare.ComparisonIndex();
  index.add("a", text, language);
  index.add("b", text.slice(0, Math.floor(text.length / 2)), language);
  compare.compareOne(index, "a", { threshold: 0.5, duplicateThreshold: 0.9 });
  return { calls: counter.calls, chars: counter.chars };
}

/** Ten times the text may cost ten times as much, with room for what does not scale (a constant and 50%). */
const GROWTH = 15;
const SLACK = 50_000;

describe("the engine's regular expression work grows linearly with the text", () => {
  for (const [name, make] of Object.entries(PATHOLOGICAL)) {
    for (const language of ["en", "de"] as const) {
      it(`${name} (${language}): 100,000 characters cost at most ~10× 10,000`, () => {
        const small = cost(make(10_000), language);
        const large = cost(make(100_000), language);
        expect(large.calls, `calls: ${small.calls} -> ${large.calls}`).toBeLessThanOrEqual(GROWTH * small.calls + SLACK);
        expect(large.chars, `characters read: ${small.chars} -> ${large.chars}`).toBeLessThanOrEqual(GROWTH * small.chars + SLACK);
      }, 120_000);
    }
  }
});
