/**
 * Why a requirement follows no EARS pattern, and the advice of the analysis result: a
 * condition after the main clause (with the requirement rewritten in EARS order when it has
 * one trailing condition), and a modal verb that is not binding.
 */
import { describe, expect, it } from "vitest";
import { analyse } from "../../engine/index.js";
import { defaultConfigurationFile, resolveConfig } from "../../engine/config.js";
import { readingOf } from "../../engine/reading/index.js";
import { tokenize } from "../../engine/tokenize.js";
import type { EarsReading, EarsReason } from "../../engine/reading/ears.js";
import type { Language } from "../../engine/types.js";

function earsReading(text: string, language: Language): EarsReading {
  const config = resolveConfig(defaultConfigurationFile(), language);
  return readingOf({ text, language, ...tokenize(text, language), config, findings: [] }).earsReading;
}

const reasons: [string, Language, EarsReason["kind"]][] = [
  ["The pump shall stop when the tank is full.", "en", "trailingCondition"],
  ["The portal shall lock the account if the PIN is wrong three times.", "en", "trailingCondition"],
  ["The gateway shall buffer messages while the link is down.", "en", "trailingCondition"],
  ["The pump should stop at 6 bar.", "en", "weakModal"],
  ["The pump stops at 6 bar.", "en", "noModal"],
  ["Die Pumpe muss anhalten, wenn der Tank voll ist.", "de", "trailingCondition"],
  ["Das Portal muss das Konto sperren, falls die PIN dreimal falsch ist.", "de", "trailingCondition"],
  ["Die Pumpe soll bei 6 bar anhalten.", "de", "weakModal"],
  ["Die Pumpe hält bei 6 bar an.", "de", "noModal"],
];

describe("the reason for no EARS pattern", () => {
  for (const [text, language, kind] of reasons) {
    it(`[${language}] ${text} -> ${kind}`, () => {
      const reading = earsReading(text, language);
      expect(reading.pattern).toBe("none");
      expect(reading.reason?.kind).toBe(kind);
    });
  }

  it.each([
    ["When the tank is full, the pump shall stop.", "en"],
    ["The pump shall stop at 6 bar.", "en"],
    ["Wenn der Tank voll ist, muss die Pumpe anhalten.", "de"],
  ] as const)("has none for an EARS requirement: %s", (text, language) => {
    const reading = earsReading(text, language);
    expect(reading.pattern).not.toBe("none");
    expect(reading.reason).toBeUndefined();
  });
});

const rewrites: [string, Language, string][] = [
  [
    "The portal shall lock the account if the PIN is wrong three times.",
    "en",
    "If the PIN is wrong three times, then the portal shall lock the account.",
  ],
  ["The pump shall stop when the tank is full.", "en", "When the tank is full, the pump shall stop."],
  ["Each valve must close if the pressure exceeds 6 bar.", "en", "If the pressure exceeds 6 bar, then each valve must close."],
  [
    "Das Portal muss das Konto sperren, falls die PIN dreimal falsch ist.",
    "de",
    "Falls die PIN dreimal falsch ist, dann muss das Portal das Konto sperren.",
  ],
  ["Die Pumpe muss anhalten, wenn der Tank voll ist.", "de", "Wenn der Tank voll ist, muss die Pumpe anhalten."],
  ["Jedes Ventil muss schließen, falls der Druck 6 bar übersteigt.", "de", "Falls der Druck 6 bar übersteigt, dann muss jedes Ventil schließen."],
];

describe("the EARS order of a single trailing condition", () => {
  for (const [text, language, expected] of rewrites) {
    it(`[${language}] ${text}`, () => {
      const reason = earsReading(text, language).reason;
      expect(reason?.kind === "trailingCondition" ? reason.rewrite : undefined).toBe(expected);
      expect(analyse(text, { language }).improvements.ears).toContain(expected);
    });
  }

  it.each([
    // A pronoun in the condition would come before what it refers to.
    ["Operators shall be logged out if they are idle for ten minutes.", "en"],
    ["Bediener müssen abgemeldet werden, falls sie zehn Minuten inaktiv sind.", "de"],
    // More than one clause after the condition.
    ["The pump shall stop if the tank is full, and the valve shall close.", "en"],
    ["Die Pumpe muss anhalten, falls der Tank voll ist, und das Ventil muss schließen.", "de"],
  ] as const)("gives only the pattern, no rewrite, for %s", (text, language) => {
    const reason = earsReading(text, language).reason;
    expect(reason?.kind).toBe("trailingCondition");
    expect(reason?.kind === "trailingCondition" ? reason.rewrite : "no reason").toBeUndefined();
    expect(analyse(text, { language }).improvements.ears).toMatch(language === "en" ? /If …, then/ : /Falls …, dann/);
  });
});

describe("the EARS advice of the analysis result", () => {
  it("names the modal verb that is not binding, in both languages", () => {
    expect(analyse("The pump should stop at 6 bar.", { language: "en" }).improvements.ears).toMatch(/"should" is not binding/);
    expect(analyse("Die Pumpe soll bei 6 bar anhalten.", { language: "de" }).improvements.ears).toMatch(/„soll“ ist nicht verbindlich/);
  });

  it("is written in the message language and quotes the requirement's own words", () => {
    const advice = analyse("The pump shall stop when the tank is full.", { language: "en", messageLanguage: "de" }).improvements.ears;
    expect(advice).toMatch(/^Kein EARS-Muster/);
    expect(advice).toContain("When the tank is full, the pump shall stop.");
  });

  it("costs no stars and is absent for an EARS requirement", () => {
    const trailing = analyse("The pump shall stop when the tank is full.", { language: "en" });
    const leading = analyse("When the tank is full, the pump shall stop.", { language: "en" });
    expect(trailing.improvements.ears).toBeDefined();
    expect(leading.improvements.ears).toBeUndefined();
    expect(trailing.rating).toBe(leading.rating);
  });

  it("leaves the condition rule's ifThen off by default", () => {
    const result = analyse("The portal shall lock the account if the PIN is wrong three times.", { language: "en" });
    expect(result.classifications.some((c) => c.classificationKey === "CONDITION")).toBe(false);
  });
});
