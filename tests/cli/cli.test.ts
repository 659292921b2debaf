/**
 * The built `reqlens` bin, run by node as a child process exactly as users and CI run it
 * (dist/cli/reqlens.js, built once here by scripts/build-node.mjs).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfigurationFile } from "../../engine/index.js";
import { xlsx } from "../documents/build.js";

const ROOT = join(import.meta.dirname, "..", "..");
const BIN = join(ROOT, "dist", "cli", "reqlens.js");
let dir: string;

function reqlens(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const GOOD = "The system shall start the pump within 2 s after the operator presses the start button.";
const WEAK = "The pump should possibly start quickly and maybe be user-friendly.";

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, "scripts", "build-node.mjs")], { cwd: ROOT, stdio: "pipe" });
  dir = mkdtempSync(join(tmpdir(), "reqlens-cli-"));
  writeFileSync(join(dir, "good.csv"), `id,text\nG-1,${GOOD}\nG-2,The controller shall close the valve within 1 s after the pump stops.\n`);
  writeFileSync(
    join(dir, "mixed.csv"),
    `id,text\nM-1,${GOOD}\nM-2,${WEAK}\nM-3,The system shall not start the pump within 2 s after the operator presses the start button.\n`,
  );
  writeFileSync(
    join(dir, "lastenheft.txt"),
    "1 Pumpe\nDie Steuerung muss die Pumpe innerhalb von 2 s starten.\nDie Pumpe sollte eventuell schnell und möglichst leise laufen.\n",
  );
  writeFileSync(
    join(dir, "sheet.xlsx"),
    await xlsx([
      ["ID", "Requirement"],
      ["X-1", GOOD],
      ["X-2", WEAK],
    ]),
  );
  writeFileSync(join(dir, "broken.xlsx"), "not a workbook");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("reqlens usage", () => {
  it("--help prints the usage and exits 0; --version prints the package version", () => {
    const help = reqlens("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: reqlens check FILE... [options]");
    for (const option of [
      "--format",
      "--language",
      "--config",
      "--id-column",
      "--text-column",
      "--reqif-attribute",
      "--min-rating",
      "--min-average",
      "--fail-on",
      "--output",
      "--out",
      "--server",
    ]) {
      expect(help.stdout).toContain(option);
    }
    const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version as string;
    expect(reqlens("--version")).toMatchObject({ code: 0, stdout: `reqlens ${version}\n` });
  });

  it.each([
    [[], "no command given"],
    [["lint", "a.csv"], 'unknown command "lint"'],
    [["check"], "check needs at least one FILE"],
    [["check", "good.csv", "--min-rating", "7"], '--min-rating must be a whole number from 1 to 5, not "7"'],
    [["check", "good.csv", "--min-average", "abc"], '--min-average must be a number from 0 to 5, not "abc"'],
    [["check", "good.csv", "--output", "xml"], "--output must be one of table, json, sarif, junit, csv"],
    [["check", "good.csv", "--fail-on", "WEAK_WORD,NOPE"], '--fail-on: "NOPE" is not a finding type'],
    [["check", "good.csv", "--language", "fr"], "--language must be one of en, de, auto"],
    [["check", "good.csv", "--bogus"], "Unknown option '--bogus'"],
    [["check", "good.csv", "--api-key", "k"], "--api-key needs --server"],
  ])("exits 2 with the reason on stderr for %j", (args, reason) => {
    const result = reqlens(...(args as string[]));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(reason);
    expect(result.stdout).toBe("");
  });

  it("exits 2 for unreadable input: a missing file, a corrupt workbook", () => {
    const missing = reqlens("check", "nope.csv");
    expect(missing).toMatchObject({ code: 2 });
    expect(missing.stderr).toContain("cannot read nope.csv: no such file");
    const corrupt = reqlens("check", "broken.xlsx");
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toContain("broken.xlsx: the file is named .xlsx but is not a ZIP archive");
  });
});

describe("reqlens check", () => {
  it("exits 0 and prints a readable table when every requirement passes", () => {
    const result = reqlens("check", "good.csv", "--min-rating", "4");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("good.csv (csv): 2 requirements, average rating 5");
    expect(result.stdout).toContain("Gate passed.");
  });

  it("--output json: files with requirements (id, text, rating, classifications, earsPattern), summary, and passed", () => {
    const result = reqlens("check", "mixed.csv", "--output", "json");
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.passed).toBe(true);
    expect(json.files).toHaveLength(1);
    const file = json.files[0];
    expect(file).toMatchObject({ file: "mixed.csv", format: "csv", passed: true });
    expect(file.requirements.map((r: { id: string }) => r.id)).toEqual(["M-1", "M-2", "M-3"]);
    for (const r of file.requirements) {
      expect(Object.keys(r)).toEqual(expect.arrayContaining(["id", "text", "rating", "classifications", "earsPattern", "line"]));
      expect(r.rating).toBeGreaterThanOrEqual(1);
    }
    const weak = file.requirements[1];
    expect(weak.rating).toBeLessThan(file.requirements[0].rating);
    expect(weak.classifications.map((c: { classificationKey: string }) => c.classificationKey)).toContain("WEAK_WORD");
    expect(file.summary.requirements).toBe(3);
    expect(file.summary.findings.WEAK_WORD).toBeGreaterThan(0);
    // M-1 and M-3 say the opposite: the local comparison finds the contradiction.
    expect(file.requirements[0].contradictions.map((c: { id: string }) => c.id)).toEqual(["M-3"]);
    expect(file.summary.contradictions).toBe(1);
  });

  it("--fail-on fails the requirements with those findings (exit 1) and names them; CONTRADICTION fails on the comparison", () => {
    const failed = reqlens("check", "mixed.csv", "--fail-on", "WEAK_WORD", "--output", "json");
    expect(failed.code).toBe(1);
    const json = JSON.parse(failed.stdout);
    expect(json.passed).toBe(false);
    expect(json.files[0].requirements.map((r: { passed: boolean }) => r.passed)).toEqual([true, false, true]);
    expect(json.files[0].requirements[1].failures).toEqual(["has a WEAK_WORD finding"]);
    expect(reqlens("check", "good.csv", "--fail-on", "WEAK_WORD").code).toBe(0);
    const contradiction = JSON.parse(reqlens("check", "mixed.csv", "--fail-on", "contradiction", "--output", "json").stdout);
    expect(contradiction.files[0].requirements.map((r: { passed: boolean }) => r.passed)).toEqual([false, true, false]);
    expect(reqlens("check", "mixed.csv", "--no-compare", "--fail-on", "CONTRADICTION").code).toBe(0);
  });

  it("--min-average fails a file whose average is below it, and the table says why", () => {
    const json = JSON.parse(reqlens("check", "mixed.csv", "--output", "json").stdout);
    const average = json.files[0].summary.averageRating as number;
    expect(average).toBeLessThan(5);
    const failed = reqlens("check", "mixed.csv", "--min-average", String(Math.min(5, average + 0.5)));
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`FAILED: average rating ${average} is below the minimum`);
    expect(failed.stdout).toContain("Gate failed.");
    expect(reqlens("check", "mixed.csv", "--min-average", String(Math.max(0, average - 0.5))).code).toBe(0);
  });

  it("--output sarif is valid SARIF 2.1.0: one result per finding, rules per finding type, file and line locations", () => {
    const result = reqlens("check", "mixed.csv", "lastenheft.txt", "--output", "sarif", "--min-rating", "4");
    expect(result.code).toBe(1);
    const sarif = JSON.parse(result.stdout);
    // The whole SARIF 2.1.0 schema as published (tests/cli/sarif/README.md), not a subset.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(import.meta.dirname, "sarif", "sarif-2.1.0.json"), "utf8")));
    const valid = validate(sarif);
    expect(validate.errors).toBeNull();
    expect(valid).toBe(true);
    // The schema does reject what SARIF forbids.
    expect(validate({ version: "2.1.0", runs: [{ tool: { driver: {} } }] })).toBe(false);
    expect(validate({ ...sarif, version: "2.0.0" })).toBe(false);
    expect(validate({ ...sarif, runs: [{ ...sarif.runs[0], results: [{ ...sarif.runs[0].results[0], level: "fatal" }] }] })).toBe(false);
    expect(sarif.version).toBe("2.1.0");

    const json = JSON.parse(reqlens("check", "mixed.csv", "lastenheft.txt", "--output", "json").stdout);
    let findings = 0;
    for (const file of json.files) for (const r of file.requirements) for (const c of r.classifications) findings += c.findings.length;
    const comparison = json.files.reduce(
      (n: number, f: { requirements: { contradictions: unknown[]; duplicates: unknown[] }[] }) =>
        n + f.requirements.reduce((m, r) => m + r.contradictions.length + r.duplicates.length, 0),
      0,
    );
    const results = sarif.runs[0].results as {
      ruleId: string;
      ruleIndex: number;
      level: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
    }[];
    expect(results).toHaveLength(findings + comparison);
    const rules = sarif.runs[0].tool.driver.rules as { id: string }[];
    for (const r of results) expect(rules[r.ruleIndex].id).toBe(r.ruleId);
    const weak = results.find((r) => r.ruleId === "WEAK_WORD" && r.locations[0].physicalLocation.artifactLocation.uri === "mixed.csv")!;
    expect(weak.locations[0].physicalLocation.region).toEqual({ startLine: 3 });
    expect(weak.level).toBe("error");
    expect(results.some((r) => r.locations[0].physicalLocation.artifactLocation.uri === "lastenheft.txt")).toBe(true);
  });

  it("--output junit is JUnit XML that parses, one test case per requirement, failed ones carrying the reason", () => {
    const result = reqlens("check", "mixed.csv", "sheet.xlsx", "--output", "junit", "--fail-on", "WEAK_WORD");
    expect(result.code).toBe(1);
    expect(XMLValidator.validate(result.stdout)).toBe(true);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      isArray: (name) => name === "testsuite" || name === "testcase",
    }).parse(result.stdout);
    const suites = xml.testsuites.testsuite as {
      name: string;
      tests: string;
      failures: string;
      testcase: { name: string; failure?: { message: string } }[];
    }[];
    expect(suites.map((s) => s.name)).toEqual(["mixed.csv", "sheet.xlsx"]);
    expect(suites.map((s) => s.testcase.length)).toEqual([3, 2]);
    expect(suites[0].testcase.map((t) => t.failure?.message)).toEqual([undefined, "has a WEAK_WORD finding", undefined]);
    expect(suites[1].testcase[1].name).toMatch(/^X-2: /);
    expect(xml.testsuites.failures).toBe("2");
  });

  it("--output csv --out FILE writes the analysed requirements to the file, nothing to stdout", () => {
    const result = reqlens("check", "sheet.xlsx", "--output", "csv", "--out", "report.csv");
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const csv = readFileSync(join(dir, "report.csv"), "utf8");
    expect(csv.split("\r\n")[0]).toBe('"id","section","text","rating","earsPattern","findingTypes","messages","contradictions","duplicates"');
    expect(csv).toContain('"X-2"');
  });

  it("checks a German file: German findings, --language de", () => {
    const json = JSON.parse(reqlens("check", "lastenheft.txt", "--language", "de", "--output", "json").stdout);
    const [good, weak] = json.files[0].requirements;
    expect(good).toMatchObject({ id: "1", text: "Die Steuerung muss die Pumpe innerhalb von 2 s starten.", section: "1 Pumpe", line: 2 });
    expect(weak.rating).toBeLessThan(good.rating);
    expect(weak.classifications.map((c: { classificationKey: string }) => c.classificationKey)).toEqual(expect.arrayContaining(["MODAL_VERB"]));
  });

  it("--config applies a configuration file (here: modal verbs not rated) and refuses an invalid one with exit 2 and the reason", () => {
    const configuration = defaultConfigurationFile();
    const before = JSON.parse(reqlens("check", "mixed.csv", "--output", "json").stdout).files[0].requirements[1];
    expect(before.classifications.map((c: { classificationKey: string }) => c.classificationKey)).toContain("MODAL_VERB");

    writeFileSync(
      join(dir, "relaxed.json"),
      JSON.stringify({ improvements: { ...configuration.improvements, modalVerb: { enabled: false, rating: 2 } } }),
    );
    const after = JSON.parse(reqlens("check", "mixed.csv", "--config", "relaxed.json", "--output", "json").stdout).files[0].requirements[1];
    expect(after.classifications.map((c: { classificationKey: string }) => c.classificationKey)).not.toContain("MODAL_VERB");
    expect(after.rating).toBeGreaterThan(before.rating);

    writeFileSync(
      join(dir, "bad.json"),
      JSON.stringify({ improvements: { ...configuration.improvements, modalVerb: { enabled: "yes", rating: 2 } } }),
    );
    const bad = reqlens("check", "mixed.csv", "--config", "bad.json");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--config: bad.json: improvements.modalVerb.enabled must be boolean");

    writeFileSync(join(dir, "unknown.json"), JSON.stringify({ spelling: {} }));
    expect(reqlens("check", "mixed.csv", "--config", "unknown.json").stderr).toContain('"spelling" is not a rule');
    writeFileSync(join(dir, "notjson.json"), "{ nope");
    expect(reqlens("check", "mixed.csv", "--config", "notjson.json")).toMatchObject({ code: 2 });
  });

  it("shows no progress bar when stderr is not a terminal", () => {
    expect(reqlens("check", "mixed.csv").stderr).toBe("");
  });
});
