import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULE_NAMES } from "../../../../engine/index.js";
import { ANALYSE, build, post, type TestApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

/** Rule schemas that exist only in this test: the app takes them as if they were in schemas/rules/. */
const load = (name: string) => JSON.parse(readFileSync(`tests/fixtures/rule-schemas/${name}.schema.json`, "utf8")) as Record<string, unknown>;

let app: TestApp;
let admin = "";

beforeAll(async () => {
  app = await build({ ruleSchemas: [load("hedges"), load("housestyle")] });
  admin = await loginAs(app, "ROLE_ADMINISTRATOR");
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ url, headers: { cookie: admin } });
const put = (url: string, payload: unknown) => app.inject({ method: "PUT", url, headers: { cookie: admin }, payload: payload as object });

async function hedgesIn(text: string, configId = "default") {
  const res = await post(app, ANALYSE, { config: { language: "en", configId }, content: [{ text }] });
  expect(res.statusCode).toBe(200);
  const item = res.json().content[0];
  return { item, found: item.classifications.find((c: { classificationKey: string }) => c.classificationKey === "HEDGES")?.findings ?? [] };
}

describe("GET /api/v2/rules", () => {
  it("lists every built-in rule and the schema rules, with their schemas", async () => {
    const res = await app.inject({ url: "/api/v2/rules" });
    expect(res.statusCode).toBe(200);
    const rules = res.json() as { name: string; kind: string; schema: Record<string, unknown> }[];
    expect(rules.map((r) => r.name)).toEqual([...RULE_NAMES, "hedges", "housestyle"]);
    expect(rules.find((r) => r.name === "weakword")).toMatchObject({
      title: "Weak words",
      languageAware: true,
      docsAnchor: "weak-words",
      improvementKey: "weakWord",
      kind: "builtin",
    });
    expect(rules.find((r) => r.name === "gibberish")).toMatchObject({ languageAware: false, improvementKey: null });
    expect(rules.find((r) => r.name === "hedges")).toMatchObject({
      title: "Hedges",
      languageAware: true,
      docsAnchor: "hedges",
      improvementKey: "hedges",
      kind: "existence",
      schema: { $id: "hedges", "x-defaults": { en: { words: ["generally", "in principle", "basically"] } } },
    });
    const improvements = rules.find((r) => r.name === "improvements")!.schema as { properties: Record<string, unknown>; "x-defaults": { en: Record<string, unknown> } };
    expect(improvements.properties.hedges).toBeDefined();
    expect(improvements["x-defaults"].en.housestyle).toEqual({ enabled: true, rating: 2 });
  });
});

describe("a rule defined by a schema alone", () => {
  it("runs in analysis with the defaults of a configuration saved before the rule existed", async () => {
    const { item, found } = await hedgesIn("The system shall generally encrypt stored files.");
    expect(found.map((f: { text: string }) => f.text)).toEqual(["generally"]);
    expect(item.improvements.hedges).toBe("Remove hedging words; state what is required.");
  });

  it("is configurable through /configfile/{configId}/{name}, validated by its schema", async () => {
    const url = "/api/v2/configfile/default/hedges?languageCode=en";
    expect((await get(url)).json()).toEqual({ words: ["generally", "in principle", "basically"] });
    expect((await get("/api/v2/configfile/default/hedges")).statusCode).toBe(400);
    const bad = await put(url, { words: [""] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("hedges.words[0] must NOT have fewer than 1 characters");
    expect((await put(url, { words: ["usually"], extra: true })).json().message).toBe("hedges.extra is not an allowed field");
    expect((await put(url, { words: ["usually"] })).statusCode).toBe(200);
    expect((await get(url)).json()).toEqual({ words: ["usually"] });
    expect((await get("/api/v2/configfile/default/hedges?languageCode=de")).json()).toEqual({ words: ["grundsätzlich", "im Prinzip", "prinzipiell"] });
    const { found } = await hedgesIn("The system shall usually and generally respond.");
    expect(found.map((f: { text: string }) => f.text)).toEqual(["usually"]);
  });

  it("has its star cost in the improvements, which can switch it off", async () => {
    const improvements = (await get("/api/v2/configfile/default/improvements")).json();
    expect(improvements.hedges).toEqual({ enabled: true, rating: 1 });
    expect((await put("/api/v2/configfile/default/improvements", { ...improvements, hedges: { enabled: true, rating: 5 } })).json().message).toBe(
      "improvements.hedges.rating must be <= 4",
    );
    expect((await put("/api/v2/configfile/default/improvements", { ...improvements, hedges: { enabled: false, rating: 1 } })).statusCode).toBe(200);
    const { found } = await hedgesIn("The system shall usually respond.");
    expect(found).toEqual([]);
  });

  it("has factory defaults and a section in the documentation", async () => {
    expect((await app.inject({ url: "/api/v2/configurations/de/housestyle" })).json()).toEqual({ words: [{ replace: "einloggen", replacement: "anmelden" }] });
    const docs = await app.inject({ url: "/docs/index.html" });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('<section id="hedges">');
    expect(docs.body).toContain("Finds hedging words such as “generally” and “in principle”");
    expect(docs.body).toContain('<a href="#housestyle">House style</a>');
    // The bad example shows the rule's real finding.
    expect(docs.body).toContain("“generally” softens the requirement.");
  });
});
