/**
 * Rule folders that exist only in this test (tests/fixtures/rule-folders/): hedges (an
 * existence word list), house-style (a substitution word list) and exclamation (a coded
 * rule: its schema and a check.ts). They are added to a copy of the project under .tmp/,
 * `npm run generate` runs there, and the copy's own server must carry them everywhere:
 * the analysis, GET /rules, the configuration routes, the improvements, the console's
 * precompiled validators and /docs.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import createPrecompiledValidator from "@rjsf/validator-ajv8/lib/createPrecompiledValidator.js";
import type { RJSFSchema } from "@rjsf/utils";
import { RULE_NAMES } from "../../../../engine/index.js";
import type { TestApp } from "../../helper.js";

const root = resolve(".");
const copy = join(root, ".tmp", `rule-folders-${process.pid}`);
const FIXTURES = ["hedges", "house-style", "exclamation"];
const PARTS = [
  "engine",
  "documents",
  "cli",
  "schemas",
  "server",
  "src",
  "docs",
  "public",
  "scripts",
  "tests/server/helper.ts",
  "tests/server/helpers",
  "package.json",
  "tsconfig.json",
];

let app: TestApp;
let admin = "";
let post: typeof import("../../helper.js").post;
let ANALYSE = "";

beforeAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const part of PARTS) cpSync(join(root, part), join(copy, part), { recursive: true });
  for (const rule of FIXTURES) cpSync(join(root, "tests/fixtures/rule-folders", rule), join(copy, "engine/rules", rule), { recursive: true });
  execFileSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/generate.ts"], { cwd: copy, stdio: "pipe" });
  const helper = (await import(join(copy, "tests/server/helper.ts"))) as typeof import("../../helper.js");
  const auth = (await import(join(copy, "tests/server/helpers/auth.ts"))) as typeof import("../../helpers/auth.js");
  post = helper.post;
  ANALYSE = helper.ANALYSE;
  app = await helper.build();
  admin = await auth.loginAs(app, "ROLE_ADMINISTRATOR");
}, 300_000);
afterAll(async () => {
  await app?.close();
  rmSync(copy, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url, headers: { cookie: admin } });
const put = (url: string, payload: unknown) => app.inject({ method: "PUT", url, headers: { cookie: admin }, payload: payload as object });

async function findingsIn(text: string, type: string, language = "en") {
  const res = await post(app, ANALYSE, { config: { language, configId: "default" }, content: [{ text }] });
  expect(res.statusCode).toBe(200);
  const item = res.json().content[0];
  return { item, found: item.classifications.find((c: { classificationKey: string }) => c.classificationKey === type)?.findings ?? [] };
}

describe("rule folders added to the project", () => {
  it("are generated into the registry, the finding types and the console's rule list", () => {
    const registry = readFileSync(join(copy, "engine/rules/index.ts"), "utf8");
    expect(registry).toContain('import { rule as exclamation } from "./exclamation/check.js";');
    expect(registry).toContain("wordListRule(houseStyleSchema as RuleSchema)");
    expect(readFileSync(join(copy, "engine/rules/finding-types.ts"), "utf8")).toMatch(/"EXCLAMATION".*"HEDGES".*"HOUSE_STYLE".*"BAD_WORD"/);
    const consoleList = readFileSync(join(copy, "src/generated/rules.ts"), "utf8");
    expect(consoleList).toContain('"findingType": "HEDGES"');
    // The console's German texts of the new rules: the rule page's title and the badge.
    const germanTexts = readFileSync(join(copy, "src/generated/rule-messages.de.ts"), "utf8");
    expect(germanTexts).toMatch(/"hedges": "Abschwächung"/);
    expect(germanTexts).toContain('"HOUSE_STYLE": "Hausstil"');
  });

  it("are listed by GET /rules with their settings schemas, and in the improvements", async () => {
    const rules = (await app.inject({ url: "/api/v2/rules" })).json() as {
      name: string;
      kind: string;
      title: string;
      docsAnchor: string;
      improvementKey: string | null;
    }[];
    expect(rules.map((r) => r.name)).toEqual([...RULE_NAMES, "hedges", "housestyle"].sort());
    expect(rules.find((r) => r.name === "hedges")).toMatchObject({
      title: "Hedging words",
      docsAnchor: "hedges",
      improvementKey: "hedges",
      kind: "existence",
    });
    expect(rules.find((r) => r.name === "housestyle")).toMatchObject({
      docsAnchor: "house-style",
      improvementKey: "houseStyle",
      kind: "substitution",
    });
    expect(rules.find((r) => r.name === "weakword")).toMatchObject({
      title: "Weak words",
      docsAnchor: "weak-word",
      improvementKey: "weakWord",
      kind: "builtin",
    });
    const improvements = (await get("/api/v2/configfile/default/improvements")).json();
    expect(improvements).toMatchObject({
      hedges: { enabled: true, rating: 1 },
      houseStyle: { enabled: true, rating: 2 },
      exclamation: { enabled: true, rating: 1 },
    });
  });

  it("run in the analysis: word lists with inflected forms, and the coded rule", async () => {
    const hedges = await findingsIn("The system shall generally encrypt stored files.", "HEDGES");
    expect(hedges.found.map((f: { text: string }) => f.text)).toEqual(["generally"]);
    expect(hedges.item.improvements.hedges).toBe("Remove hedging words; state what is required.");
    const style = await findingsIn("Der Benutzer loggt sich ein, wer sich einloggte, bleibt angemeldet.", "HOUSE_STYLE", "de");
    expect(style.found).toMatchObject([{ text: "einloggte", replacement: "anmelden" }]);
    const exclamation = await findingsIn("The alarm shall sound at once!", "EXCLAMATION");
    expect(exclamation.found).toEqual([
      { start: 29, end: 30, text: "!", message: "Exclamation mark: end the requirement with a full stop.", replacement: "." },
    ]);
  });

  it("are configurable through /configfile/{configId}/{route}, validated by their schema", async () => {
    const url = "/api/v2/configfile/default/hedges?languageCode=en";
    expect((await get(url)).json()).toEqual({ words: ["generally", "in principle", "basically"] });
    const bad = await put(url, { words: [""] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("hedges.words[0] must NOT have fewer than 1 characters");
    expect((await put(url, { words: ["usually"] })).statusCode).toBe(200);
    expect((await findingsIn("The system shall usually and generally respond.", "HEDGES")).found.map((f: { text: string }) => f.text)).toEqual([
      "usually",
    ]);
    expect((await app.inject({ url: "/api/v2/configurations/de/housestyle" })).json()).toEqual({
      words: [{ replace: "einloggen", replacement: "anmelden" }],
    });
  });

  it("have a star cost that the improvements can switch off", async () => {
    const improvements = (await get("/api/v2/configfile/default/improvements")).json();
    expect(
      (await put("/api/v2/configfile/default/improvements", { ...improvements, exclamation: { enabled: true, rating: 5 } })).json().message,
    ).toBe("improvements.exclamation.rating must be <= 4");
    expect((await put("/api/v2/configfile/default/improvements", { ...improvements, exclamation: { enabled: false, rating: 1 } })).statusCode).toBe(
      200,
    );
    expect((await findingsIn("The alarm shall sound at once!", "EXCLAMATION")).found).toEqual([]);
  });

  it("are accepted by the console's precompiled improvements validator", async () => {
    const module = (await import(join(copy, "src/generated/validators/improvements.ts"))) as { validateFns: never; formSchema: RJSFSchema };
    const validator = createPrecompiledValidator(module.validateFns, module.formSchema);
    const improvements = (await get("/api/v2/configfile/default/improvements")).json();
    expect(validator.validateFormData(improvements, module.formSchema).errors).toEqual([]);
    expect(validator.validateFormData({ ...improvements, exclamation: { enabled: true, rating: 9 } }, module.formSchema).errors).not.toEqual([]);
  });

  it("have their sections in the documentation, with their real findings", async () => {
    const docs = await app.inject({ url: "/docs/index.html" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('<section id="hedges">');
    expect(docs.body).toContain('<section id="exclamation">');
    expect(docs.body).toContain("Finds hedging words such as “generally” and “in principle”");
    expect(docs.body).toContain('<a href="#house-style">House style</a>');
    expect(docs.body).toContain("“generally” softens the requirement.");
    expect(docs.body).toContain("Exclamation mark: end the requirement with a full stop.");
  });
});
