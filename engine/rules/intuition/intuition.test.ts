import { describe, expect, it } from "vitest";
import { analyse } from "../../analyse.js";
import { defaultConfigurationFile, resolveConfig } from "../../config.js";
import { rule as intuition, intuitionScore } from "./check.js";
import { tokenize } from "../../tokenize.js";
import type { Finding, Language } from "../../types.js";
import { ruleTester, type ExpectedFinding, type ValidCase } from "../../../tests/engine/rule-tester.js";

const whole = (text: string): ExpectedFinding => ({ start: 0, end: text.length });
/** Table cases run without the other rules' findings, so a strict threshold is set. */
const strict: ValidCase["options"] = (c) => {
  c.intuition = { enabled: true, threshold: 1 };
};

const en = [
  "Logs are kept.",
  "The system shall log every login if the user is an administrator.",
  "Every order is confirmed by e-mail within five minutes of its receipt.",
  "Incomprehensibly overcomplicated internationalisation characteristics notwithstanding.",
  "The user logs in.",
  "Data retention.",
  "Orders older than one year are archived automatically every night.",
  "Reports.",
];
const de = [
  "Protokolle werden aufbewahrt.",
  "Das System muss jede Anmeldung protokollieren, wenn der Benutzer Administrator ist.",
  "Jede Bestellung wird innerhalb von fünf Minuten per E-Mail bestätigt.",
  "Datenaufbewahrungsverpflichtungsdokumentation.",
  "Der Benutzer meldet sich an.",
  "Datenaufbewahrung.",
  "Bestellungen älter als ein Jahr werden jede Nacht automatisch archiviert.",
  "Berichte.",
];

ruleTester(intuition, {
  valid: [
    { language: "en", text: "The system shall log every login." },
    { language: "en", text: "When a sensor fails, the system shall raise an alarm." },
    { language: "en", text: "While the pump is running, the controller shall monitor the pressure." },
    { language: "en", text: "If the password is wrong three times, then the system shall lock the account." },
    { language: "en", text: "Where a printer is connected, the application shall offer a print button." },
    { language: "en", text: "The service shall answer every request within 2 s." },
    { language: "en", text: "Logs are kept." },
    {
      language: "en",
      text: "Logs are kept.",
      options: (c) => {
        c.intuition = { enabled: false, threshold: 1 };
      },
    },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Wenn ein Sensor ausfällt, muss das System einen Alarm auslösen." },
    { language: "de", text: "Solange die Pumpe läuft, muss die Steuerung den Druck überwachen." },
    { language: "de", text: "Falls das Passwort dreimal falsch ist, muss das System das Konto sperren." },
    { language: "de", text: "Sofern ein Drucker angeschlossen ist, muss die Anwendung eine Druckfunktion anbieten." },
    { language: "de", text: "Der Dienst muss jede Anfrage innerhalb von 2 s beantworten." },
    { language: "de", text: "Protokolle werden aufbewahrt." },
    {
      language: "de",
      text: "Protokolle werden aufbewahrt.",
      options: (c) => {
        c.intuition = { enabled: false, threshold: 1 };
      },
    },
  ],
  invalid: [...en.map((text) => ({ language: "en" as Language, text })), ...de.map((text) => ({ language: "de" as Language, text }))].map((c) => ({
    ...c,
    options: strict,
    findings: [whole(c.text)],
  })),
});

function score(text: string, language: Language, findings: Finding[] = []): number {
  const config = resolveConfig(defaultConfigurationFile(), language);
  const { tokens, words, sentences } = tokenize(text, language);
  return intuitionScore({ text, language, tokens, words, sentences, config, findings });
}

describe("intuitionScore", () => {
  it("is 1 for a clean EARS requirement", () => {
    expect(score("The system shall log every login.", "en")).toBe(1);
    expect(score("Das System muss jede Anmeldung protokollieren.", "de")).toBe(1);
  });

  it("falls with the other rules' findings", () => {
    const f = (findingType: Finding["findingType"]): Finding => ({ findingType, start: 0, end: 1, text: "T", message: "" });
    const one = score("The system shall log every login.", "en", [f("WEAK_WORD")]);
    const many = score("The system shall log every login.", "en", [
      f("MODAL_VERB"),
      f("SYSTEM_WORD"),
      f("MULTIPLE_SENTENCE"),
      f("WEAK_WORD"),
      f("CONDITION"),
      f("EXAMPLE"),
    ]);
    expect(one).toBeCloseTo(0.9);
    expect(many).toBeLessThan(0.3);
  });

  it("flags only really bad requirements with the default threshold", () => {
    const bad = analyse("Users might maybe see some reports etc. Also logs. And stuff could be (possibly) shown!", { language: "en" });
    expect(bad.classifications.map((c) => c.classificationKey)).toContain("INTUITION");
    const fair = analyse("The system should log every login.", { language: "en" });
    expect(fair.classifications.map((c) => c.classificationKey)).not.toContain("INTUITION");
    const fairDe = analyse("Das System sollte jede Anmeldung protokollieren.", { language: "de" });
    expect(fairDe.classifications.map((c) => c.classificationKey)).not.toContain("INTUITION");
  });
});

describe("a language model's judgement (AnalyseOptions.intuition)", () => {
  const clean = "The system shall log every login.";
  const cleanDe = "Das System muss jede Anmeldung protokollieren.";
  const poor = "Users might maybe see some reports etc. Also logs. And stuff could be (possibly) shown!";
  const intuitionOf = (text: string, language: Language, judgement?: { score: number; model: string }) =>
    analyse(text, { language, intuition: judgement }).classifications.find((c) => c.classificationKey === "INTUITION");

  it("flags a text the local estimate passes when the model's score is below the threshold, naming the model", () => {
    expect(intuitionOf(clean, "en")).toBeUndefined();
    const en = intuitionOf(clean, "en", { score: 0.1, model: "judge-7b" });
    expect(en?.findings).toEqual([{ start: 0, end: clean.length, text: clean, message: expect.stringContaining("judge-7b") }]);
    expect(en?.findings[0].message).toContain("0.10");
    expect(en?.findings[0].message).toContain("language model");
    const de = intuitionOf(cleanDe, "de", { score: 0.2, model: "judge-7b" });
    expect(de?.findings[0].message).toContain("Sprachmodell judge-7b");
  });

  it("lowers the rating like any other finding", () => {
    const local = analyse(clean, { language: "en" });
    const judged = analyse(clean, { language: "en", intuition: { score: 0, model: "m" } });
    expect(judged.rating).toBeLessThan(local.rating);
    expect(judged.improvements.intuition).toBeTruthy();
  });

  it("does not flag a text the local estimate would flag when the model's score is at or above the threshold", () => {
    expect(intuitionOf(poor, "en")).toBeDefined();
    expect(intuitionOf(poor, "en", { score: 0.9, model: "m" })).toBeUndefined();
    // The default threshold is 0.3: a score equal to it is no finding.
    expect(intuitionOf(poor, "en", { score: 0.3, model: "m" })).toBeUndefined();
  });

  it("says the local estimate when there is no judgement", () => {
    expect(intuitionOf(poor, "en")?.findings[0].message).toContain("local estimate");
    const de = "Benutzer könnten evtl. einige Berichte sehen usw. Auch Protokolle. Und Dinge könnten (eventuell) angezeigt werden!";
    expect(intuitionOf(de, "de")?.findings[0].message).toContain("lokale Schätzung");
  });

  it("keeps the rule's switches and threshold", () => {
    const types = (configuration: ReturnType<typeof defaultConfigurationFile>, score: number) =>
      analyse(clean, { language: "en", configuration, intuition: { score, model: "m" } }).classifications.map((c) => c.classificationKey);
    const disabled = defaultConfigurationFile();
    disabled.intuition = { enabled: false, threshold: 0.3 };
    expect(types(disabled, 0)).not.toContain("INTUITION");
    const noImprovement = defaultConfigurationFile();
    noImprovement.improvements.intuition = { enabled: false, rating: 1 };
    expect(types(noImprovement, 0)).not.toContain("INTUITION");
    const strictThreshold = defaultConfigurationFile();
    strictThreshold.intuition = { enabled: true, threshold: 0.8 };
    expect(types(strictThreshold, 0.7)).toContain("INTUITION");
    expect(types(strictThreshold, 0.8)).not.toContain("INTUITION");
  });

  it("rejects scores outside 0..1 with a RangeError instead of clamping them", () => {
    for (const score of [-0.01, 1.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => analyse(clean, { language: "en", intuition: { score, model: "m" } }), String(score)).toThrow(RangeError);
    }
    expect(() => analyse(clean, { language: "en", intuition: { score: "0.5" as unknown as number, model: "m" } })).toThrow(RangeError);
    expect(() => analyse(clean, { language: "en", intuition: { score: 0, model: "m" } })).not.toThrow();
    expect(() => analyse(clean, { language: "en", intuition: { score: 1, model: "m" } })).not.toThrow();
  });

  it("is not passed on to the rewrites that suggest() re-analyses", async () => {
    const { suggest } = await import("../../suggest.js");
    // Intuition costs 2, the modal verb 1, everything else nothing: whether a rewrite inherits
    // the original's poor score decides whether it rates higher.
    const configuration = defaultConfigurationFile();
    for (const [key, setting] of Object.entries(configuration.improvements)) {
      (setting as { rating: number }).rating = key === "intuition" ? 2 : key === "modalVerb" ? 1 : 0;
    }
    const judgement = { score: 0, model: "m" };
    const original = analyse("Reports could be shown (e.g. on screens) etc.", { language: "en", configuration, intuition: judgement });
    expect(original.rating).toBe(2);
    const withJudgement = suggest(original, { language: "en", configuration, intuition: judgement });
    expect(withJudgement).toEqual(suggest(original, { language: "en", configuration }));
    expect(withJudgement).toContain("Reports could be shown.");
  });
});
