/**
 * Word-list rules (engine/word-list.ts) from rule folders that exist only as test
 * fixtures (tests/fixtures/rule-folders/): an existence rule and a substitution rule,
 * with inflection-aware matching in both languages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EngineConfig } from "../../engine/config.js";
import { inflections } from "../../engine/reading/inflection.js";
import { ruleNames, ruleSchemaProblems, type RuleSchema } from "../../engine/rules/rule-schema.js";
import type { Language } from "../../engine/types.js";
import { wordListRule } from "../../engine/word-list.js";
import { at, ruleTester, runRule, type InvalidCase, type ValidCase } from "./rule-tester.js";

const load = (name: string) => JSON.parse(readFileSync(`tests/fixtures/rule-folders/${name}/${name}.schema.json`, "utf8")) as RuleSchema;
const hedgesSchema = load("hedges");
const houseStyleSchema = load("house-style");
const hedges = wordListRule(hedgesSchema);
const houseStyle = wordListRule(houseStyleSchema);

/** The rule's settings as a configuration holds them: the schema's defaults, or the words given. */
function settingsOf(schema: RuleSchema, language: Language, words?: unknown[]): (config: EngineConfig) => void {
  const defaults = (schema["x-settings"]!["x-defaults"] as Record<Language, unknown>)[language];
  return (config) => Object.assign(config, { [ruleNames(schema).route!]: words ? { words } : defaults });
}

const valid = (schema: RuleSchema, language: Language, text: string): ValidCase => ({ text, language, options: settingsOf(schema, language) });
const invalid = (schema: RuleSchema, language: Language, text: string, ...needles: string[]): InvalidCase => ({
  text,
  language,
  options: settingsOf(schema, language),
  findings: needles.map((n) => at(text, n)),
});

describe("rule folder names", () => {
  it("derive the finding type, improvement key and route from the folder name", () => {
    expect(ruleNames(houseStyleSchema)).toEqual({
      name: "house-style",
      key: "houseStyle",
      findingType: "HOUSE_STYLE",
      route: "housestyle",
      docsAnchor: "house-style",
    });
    expect(ruleNames({ ...houseStyleSchema, "x-route": "style" }).route).toBe("style");
  });

  it("accept the fixtures and name what is wrong with a broken schema", () => {
    expect(ruleSchemaProblems(hedgesSchema, false)).toEqual([]);
    expect(ruleSchemaProblems(houseStyleSchema, false)).toEqual([]);
    expect(ruleSchemaProblems(hedgesSchema, true)).toEqual(["a word-list rule (x-kind) has no check.ts"]);
    const broken = { ...hedgesSchema, $id: "Bad_Name", "x-kind": "occurrence", "x-cost": 5, "x-colour": "red" };
    expect(ruleSchemaProblems(broken, false)).toEqual([
      "$id must be the folder name: lower-case words joined by hyphens",
      'x-kind must be "existence" or "substitution"',
      "x-cost must be an integer from 0 to 4",
      "x-colour must be a colour such as #a5d8ff",
    ]);
  });
});

describe("inflections", () => {
  const cases: [Language, string, string[], string[]][] = [
    ["de", "nahtlos", ["nahtlose", "nahtlosen", "nahtloser", "nahtloses", "nahtlosem"], ["nahtlosigkeit"]],
    ["de", "Prinzip", ["prinzips", "prinzipe"], ["grundprinzip"]],
    ["de", "einloggen", ["einlogge", "einloggt", "einloggte", "einloggten", "einloggst", "einloggend", "einloggenden"], ["eingeloggt"]],
    ["de", "schnelle", ["schnellen", "schneller", "schnelles", "schnellem"], ["schnellste"]],
    ["en", "crash", ["crashes", "crashed", "crashing"], ["crashs"]],
    ["en", "log", ["logs", "logged", "logging"], ["logger"]],
    ["en", "retry", ["retries", "retried", "retrying"], ["retrys"]],
    ["en", "robust", ["robusts"], ["more robust", "robustness", "robuster"]],
    ["en", "use", ["uses", "used", "using"], ["user"]],
  ];
  for (const [language, lemma, forms, not] of cases) {
    it(`[${language}] ${lemma}`, () => {
      const all = inflections(lemma, language);
      expect(all[0]).toBe(lemma.toLowerCase());
      for (const form of forms) expect(all).toContain(form);
      for (const form of not) expect(all).not.toContain(form);
    });
  }

  it("leaves numbers and short words as they are", () => {
    expect(inflections("5G", "en")).toEqual(["5g"]);
    expect(inflections("im", "de")).toEqual(["im"]);
  });
});

ruleTester(hedges, {
  valid: [
    valid(hedgesSchema, "en", "The system shall encrypt stored files."),
    valid(hedgesSchema, "en", "The general ledger shall be exported every night."),
    valid(hedgesSchema, "en", "The basic plan shall include two user accounts."),
    valid(hedgesSchema, "en", "The principal investigator shall approve each study."),
    valid(hedgesSchema, "en", "The operator shall acknowledge each alarm within 30 s."),
    valid(hedgesSchema, "en", "The report shall list the principles of the audit."),
    valid(hedgesSchema, "en", "The gateway shall reject unsigned requests."),
    valid(hedgesSchema, "en", "The archive shall keep every invoice for ten years."),
    valid(hedgesSchema, "de", "Das System muss gespeicherte Dateien verschlüsseln."),
    valid(hedgesSchema, "de", "Die Grundsatzentscheidung muss protokolliert werden."),
    valid(hedgesSchema, "de", "Das Prinzipal-Konto muss gesperrt werden können."),
    valid(hedgesSchema, "de", "Der Bediener muss jeden Alarm innerhalb von 30 s quittieren."),
    valid(hedgesSchema, "de", "Das Archiv muss jede Rechnung zehn Jahre aufbewahren."),
    valid(hedgesSchema, "de", "Die Schnittstelle muss unsignierte Anfragen abweisen."),
    valid(hedgesSchema, "de", "Der Bericht muss die Grundsätze der Prüfung nennen."),
    valid(hedgesSchema, "de", "Die Anwendung muss den Export als CSV anbieten."),
  ],
  invalid: [
    invalid(hedgesSchema, "en", "The system shall generally encrypt stored files.", "generally"),
    invalid(hedgesSchema, "en", "In principle the gateway shall reject unsigned requests.", "In principle"),
    invalid(hedgesSchema, "en", "The archive shall basically keep every invoice.", "basically"),
    invalid(hedgesSchema, "en", "Generally, the operator shall acknowledge each alarm.", "Generally"),
    invalid(hedgesSchema, "en", "The report shall generally and basically list every audit.", "generally", "basically"),
    invalid(hedgesSchema, "en", "The export shall run nightly, in principle.", "in principle"),
    invalid(hedgesSchema, "en", "The plan shall in principles include two accounts.", "in principles"),
    invalid(hedgesSchema, "en", "The screen shall BASICALLY show the balance.", "BASICALLY"),
    invalid(hedgesSchema, "de", "Das System muss grundsätzlich gespeicherte Dateien verschlüsseln.", "grundsätzlich"),
    invalid(hedgesSchema, "de", "Die grundsätzliche Freigabe muss protokolliert werden.", "grundsätzliche"),
    invalid(hedgesSchema, "de", "Im Prinzip muss die Schnittstelle unsignierte Anfragen abweisen.", "Im Prinzip"),
    invalid(hedgesSchema, "de", "Das Archiv muss prinzipiell jede Rechnung aufbewahren.", "prinzipiell"),
    invalid(hedgesSchema, "de", "Eine prinzipielle Sperre muss möglich sein.", "prinzipielle"),
    invalid(hedgesSchema, "de", "Der Bericht muss die grundsätzlichen Regeln nennen.", "grundsätzlichen"),
    invalid(hedgesSchema, "de", "Das Gerät muss im prinzip jede Messung speichern.", "im prinzip"),
    invalid(hedgesSchema, "de", "Ein grundsätzlicher Export muss täglich laufen.", "grundsätzlicher"),
  ],
});

ruleTester(houseStyle, {
  valid: [
    valid(houseStyleSchema, "en", "The user shall sign in with a passkey."),
    valid(houseStyleSchema, "en", "The system shall keep a log of every change."),
    valid(houseStyleSchema, "en", "The log shall be rotated every night."),
    valid(houseStyleSchema, "en", "The login page shall show the last sign-in."),
    valid(houseStyleSchema, "en", "The auditor shall read the logbook in the archive."),
    valid(houseStyleSchema, "en", "The system shall sign in the user after the reset."),
    valid(houseStyleSchema, "en", "The device shall log the temperature in kelvin."),
    valid(houseStyleSchema, "en", "The report shall count the logins per day."),
    valid(houseStyleSchema, "de", "Der Benutzer muss sich mit einem Passkey anmelden können."),
    valid(houseStyleSchema, "de", "Das System muss jede Anmeldung protokollieren."),
    valid(houseStyleSchema, "de", "Das Protokoll muss jede Nacht archiviert werden."),
    valid(houseStyleSchema, "de", "Die Anmeldeseite muss die letzte Anmeldung zeigen."),
    valid(houseStyleSchema, "de", "Der Login-Dienst muss zwei Faktoren verlangen."),
    valid(houseStyleSchema, "de", "Das Gerät muss die Temperatur in Kelvin protokollieren."),
    valid(houseStyleSchema, "de", "Der Bericht muss die Anmeldungen pro Tag zählen."),
    valid(houseStyleSchema, "de", "Die Sitzung muss nach 15 min enden."),
  ],
  invalid: [
    {
      ...invalid(houseStyleSchema, "en", "The user shall log in with a passkey.", "log in"),
      findings: [{ ...at("The user shall log in with a passkey.", "log in"), replacement: "sign in" }],
    },
    invalid(houseStyleSchema, "en", "Users shall log in twice a day.", "log in"),
    invalid(houseStyleSchema, "en", "The clerk logs in at the start of the shift.", "logs in"),
    invalid(houseStyleSchema, "en", "The system shall count users logged in.", "logged in"),
    invalid(houseStyleSchema, "en", "The screen shall show who is logging in.", "logging in"),
    invalid(houseStyleSchema, "en", "Log in shall take one step.", "Log in"),
    invalid(houseStyleSchema, "en", "The kiosk shall let guests LOG IN without a password.", "LOG IN"),
    invalid(houseStyleSchema, "en", "After the reset, the user shall log in again.", "log in"),
    {
      ...invalid(houseStyleSchema, "de", "Der Benutzer muss sich einloggen können.", "einloggen"),
      findings: [{ ...at("Der Benutzer muss sich einloggen können.", "einloggen"), replacement: "anmelden" }],
    },
    invalid(houseStyleSchema, "de", "Der Prüfer loggt sich ein und einloggt dann erneut.", "einloggt"),
    invalid(houseStyleSchema, "de", "Gäste müssen sich ohne Passwort einloggen dürfen.", "einloggen"),
    invalid(houseStyleSchema, "de", "Wer sich einloggte, muss die Sitzung beenden können.", "einloggte"),
    invalid(houseStyleSchema, "de", "Einloggen muss in einem Schritt möglich sein.", "Einloggen"),
    invalid(houseStyleSchema, "de", "Das System muss alle einloggenden Benutzer zählen.", "einloggenden"),
    invalid(houseStyleSchema, "de", "Die Benutzer, die sich einloggten, müssen erfasst werden.", "einloggten"),
    invalid(houseStyleSchema, "de", "Der Kiosk muss Gäste EINLOGGEN lassen.", "EINLOGGEN"),
  ],
});

describe("a word-list rule's settings", () => {
  it("come from the configuration: other words, or none", () => {
    const text = "The system shall usually and generally respond.";
    expect(runRule(hedges, text, "en", settingsOf(hedgesSchema, "en", ["usually"])).map((f) => f.text)).toEqual(["usually"]);
    expect(runRule(hedges, text, "en", settingsOf(hedgesSchema, "en", []))).toEqual([]);
  });

  it("fill {text} and {replacement} into the message", () => {
    const [finding] = runRule(houseStyle, "Der Benutzer muss sich einloggen können.", "de", settingsOf(houseStyleSchema, "de"));
    expect(finding).toMatchObject({ findingType: "HOUSE_STYLE", replacement: "anmelden", message: "Schreiben Sie „anmelden“ statt „einloggen“." });
  });
});

describe("a word-list rule with x-unlessNegated (the open point rule)", () => {
  const openPointSchema = JSON.parse(readFileSync("engine/rules/open-point/open-point.schema.json", "utf8")) as RuleSchema;
  const openPoint = wordListRule(openPointSchema);
  const found = (text: string, language: Language) => runRule(openPoint, text, language, settingsOf(openPointSchema, language)).map((f) => f.text);

  it.each([
    ["en", "The export format has to be defined.", ["to be defined"]],
    ["en", "The interface is not documented, and its format has to be defined.", ["to be defined"]],
    ["en", "The vendor has not answered yet; the protocol is to be determined.", ["to be determined"]],
    ["en", "The retention period is not yet defined.", ["not yet defined"]],
    ["de", "Das Exportformat ist noch offen.", ["noch offen"]],
    ["de", "Die Schnittstelle ist nicht dokumentiert, und ihr Format ist noch zu klären.", ["noch zu klären"]],
  ] as const)("flags an open point after a negation of another clause (%s): %s", (language, text, expected) => {
    expect(found(text, language)).toEqual(expected);
  });

  it.each([
    ["en", "No personal data is stored, so no security requirements need to be defined."],
    ["en", "The gateway does not need to be determined by the customer."],
    ["de", "Für die Schnittstelle ist kein Punkt noch offen."],
    ["de", "Es ist nicht noch zu klären, welches Format gilt."],
  ] as const)("does not flag it after a negation in its own clause (%s): %s", (language, text) => {
    expect(found(text, language)).toEqual([]);
  });

  it("is a word-list option: a rule with code, or a value other than true or false, is refused", () => {
    expect(ruleSchemaProblems({ ...openPointSchema, "x-unlessNegated": "yes" }, false)).toContain(
      "x-unlessNegated must be true or false, and only on a word-list rule (x-kind)",
    );
    const { "x-kind": _kind, ...withCode } = openPointSchema;
    expect(ruleSchemaProblems(withCode, true)).toContain("x-unlessNegated must be true or false, and only on a word-list rule (x-kind)");
  });
});
