import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyse, buildSchemaRule, defaultConfigurationFile, ruleSchemaProblems, withSchemaRuleDefaults, type RuleSchema } from "../../engine/index.js";

const load = (name: string) => JSON.parse(readFileSync(`tests/fixtures/rule-schemas/${name}.schema.json`, "utf8")) as RuleSchema;
const hedges = buildSchemaRule(load("hedges"));
const housestyle = buildSchemaRule(load("housestyle"));
const extraRules = [hedges, housestyle];
const configuration = withSchemaRuleDefaults(defaultConfigurationFile(), extraRules);

describe("rules defined by a schema alone", () => {
  it("accepts the example schemas and names what is wrong with others", () => {
    expect(ruleSchemaProblems(load("hedges"))).toEqual([]);
    expect(ruleSchemaProblems(load("housestyle"))).toEqual([]);
    const broken = { ...load("hedges"), $id: "Bad-Name", "x-kind": "occurrence", "x-rating": 5 };
    expect(ruleSchemaProblems(broken)).toEqual([
      "$id must be lower-case letters and digits, starting with a letter",
      'x-kind must be "existence" or "substitution"',
      "x-rating must be an integer from 0 to 4",
    ]);
    expect(ruleSchemaProblems(load("hedges"), { names: ["hedges"] })).toEqual(['$id "hedges" is already a built-in rule']);
  });

  it("flags the words of an existence rule, with its own classification key and star cost", () => {
    const text = "The system shall generally encrypt stored files.";
    const result = analyse(text, { language: "en", configuration, extraRules });
    const group = result.classifications.find((c) => (c.classificationKey as string) === "HEDGES");
    expect(group?.findings).toEqual([{ start: 17, end: 26, text: "generally", message: "“generally” softens the requirement." }]);
    expect(result.improvements.hedges).toBe("Remove hedging words; state what is required.");
    // One star more than without the rule.
    expect(result.rating).toBe(analyse(text, { language: "en", configuration, extraRules: [] }).rating - 1);
    expect(result.processedText).toMatch(/<mark class="[^"]*reqlens-hedges[^"]*">generally<\/mark>/);
  });

  it("offers the replacement of a substitution rule, per language", () => {
    const de = analyse("Der Benutzer muss sich einloggen können.", { language: "de", configuration, extraRules });
    const finding = de.classifications.find((c) => (c.classificationKey as string) === "HOUSESTYLE")?.findings[0];
    expect(finding).toMatchObject({ text: "einloggen", replacement: "anmelden", message: "Schreiben Sie „anmelden“ statt „einloggen“." });
  });

  it("reads the words from the configuration, and the schema's defaults when the configuration has none", () => {
    const own = { ...configuration, extra: { ...configuration.extra, hedges: { en: { words: ["usually"] }, de: { words: [] } } } };
    const text = "The system shall usually and generally respond.";
    const keys = (file: typeof configuration) =>
      analyse(text, { language: "en", configuration: file, extraRules }).classifications.find((c) => (c.classificationKey as string) === "HEDGES")?.findings.map((f) => f.text);
    expect(keys(own)).toEqual(["usually"]);
    expect(keys(defaultConfigurationFile())).toEqual(["generally"]);
  });

  it("completes configurations saved before the rule existed, keeping what they have", () => {
    const old = defaultConfigurationFile();
    const completed = withSchemaRuleDefaults(old, extraRules);
    expect(completed.extra?.hedges.de).toEqual({ words: ["grundsätzlich", "im Prinzip", "prinzipiell"] });
    expect((completed.improvements as unknown as Record<string, unknown>).housestyle).toEqual({ enabled: true, rating: 2 });
    expect(withSchemaRuleDefaults(completed, extraRules)).toBe(completed);
  });
});
