import { readFileSync } from "node:fs";
import { analyse } from "../../engine/analyse.js";
import { describe, expect, it } from "vitest";
import { defaultConfigurationFile, resolveConfig, type EngineConfig } from "../../engine/config.js";
import { detectGibberish, isNonWord, specialCharacterPercent } from "../../engine/gibberish.js";
import { tokenize } from "../../engine/tokenize.js";
import type { Language } from "../../engine/types.js";

function gibberish(text: string, language: Language, options?: (c: EngineConfig) => void) {
  const config = structuredClone(resolveConfig(defaultConfigurationFile(), language));
  options?.(config);
  const { tokens, words, sentences } = tokenize(text, language);
  return detectGibberish({ text, language, tokens, words, sentences, config, findings: [] });
}

const requirements: [string, Language][] = [
  ["The ETCS on-board unit shall send the GDMO report via SMS within 5 s.", "en"],
  ["The PostgreSQL backend shall store 1,000 records per second.", "en"],
  ["The system shall display error FR-12 when the speed exceeds 160 km/h.", "en"],
  ["The Zwift app shall synchronise with Strava every 15 min.", "en"],
  ["The system shall reject passwords shorter than 12 characters.", "en"],
  ["When the door opens, the controller shall stop the lift within 0.5 s.", "en"],
  ["The iOS client shall cache the last 99,9 % of requests.", "en"],
  ["The scheduler should remind each participant one day before the meeting.", "en"],
  ["Das Buchungssystem muss Wartungsingenieuren Alarmzustände per SMS melden.", "de"],
  ["Das System muss das Backup per Cloud speichern.", "de"],
  ["Die Steuereinheit muss den Füllstand alle 5 s an das Leitsystem übertragen.", "de"],
  ["Das ETCS-Fahrzeuggerät muss die Zugvollständigkeit überwachen.", "de"],
  ["Wenn die Tür öffnet, muss die Steuerung den Aufzug innerhalb von 0,5 s anhalten.", "de"],
  ["Die Anwendung muss Passwörter mit weniger als 12 Zeichen ablehnen.", "de"],
  ["Das Gerät muss Messwerte mit 99,9 % Genauigkeit erfassen.", "de"],
  ["Die Schnittstelle muss JSON-Nachrichten gemäß REST-Konventionen verarbeiten.", "de"],
];

describe("detectGibberish", () => {
  for (const [text, language] of requirements) {
    it(`accepts [${language}] ${text}`, () => {
      expect(gibberish(text, language)).toBeNull();
    });
  }

  it("rejects keyboard mashing and fillers with BAD_WORD findings at exact offsets", () => {
    const text = "asdf qwer zxcv uiop";
    const result = gibberish(text, "en");
    expect(result).not.toBeNull();
    expect(result!.findings.map((f) => [f.findingType, f.start, f.end, f.text])).toEqual([
      ["BAD_WORD", 0, 4, "asdf"],
      ["BAD_WORD", 5, 9, "qwer"],
      ["BAD_WORD", 10, 14, "zxcv"],
      ["BAD_WORD", 15, 19, "uiop"],
    ]);
    expect(gibberish("lorem ipsum sdfkj", "en")!.findings.map((f) => f.text)).toEqual(["lorem", "ipsum", "sdfkj"]);
  });

  it("rejects long letter sequences that are no words", () => {
    const en = gibberish("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.", "en");
    expect(en?.message).toMatch(/not words/);
    const de = gibberish("Das kjdfg muss sdkjfh weoiru xmcnv qwpoei zzkrt.", "de");
    expect(de?.message).toMatch(/keine Wörter/);
    expect(de!.findings.map((f) => f.text)).toEqual(["kjdfg", "sdkjfh", "weoiru", "xmcnv", "qwpoei", "zzkrt"]);
  });

  it("rejects too few tokens and too few words", () => {
    expect(gibberish("Shall log.", "en")?.message).toMatch(/too short/);
    expect(gibberish("1 2 3 4 5 6 shall.", "en")?.message).toMatch(/too few words/);
    expect(gibberish("Muss loggen.", "de")?.message).toMatch(/zu kurz/);
  });

  it("rejects too many tokens unless the limit is 0", () => {
    const text = "The system shall log the event and ".repeat(40) + "stop.";
    expect(gibberish(text, "en")?.message).toMatch(/too long/);
    expect(
      gibberish(text, "en", (c) => {
        c.gibberish.maximumTokens = 0;
      }),
    ).toBeNull();
  });

  it("rejects a high share of special characters", () => {
    expect(gibberish("€€€ $$$ +++ === ~~~ ^^^ the system shall log", "en")?.message).toMatch(/special characters/);
    expect(gibberish("Das System muss ≥ 5 € ± 1 € speichern.", "de")).toBeNull();
    expect(specialCharacterPercent("a+b")).toBeCloseTo(100 / 3);
    expect(specialCharacterPercent("a, b. (c)")).toBe(0);
  });

  it("judges single words", () => {
    for (const word of ["sdfkj", "xcvbnm", "asdf", "lorem"]) expect(isNonWord(word)).toBe(true);
    for (const word of ["system", "requirement", "anforderung", "speichern", "shall", "muss", "encrypted", "protokolliert"]) {
      expect(isNonWord(word)).toBe(false);
    }
  });
});

describe("docs/gibberish.json", () => {
  const docs = JSON.parse(readFileSync(new URL("../../docs/gibberish.json", import.meta.url), "utf8")) as {
    findingType: string;
    examples: { language: "en" | "de"; bad: string; good: string }[];
  };
  const types = (text: string, language: "en" | "de") => analyse(text, { language }).classifications.map((c) => c.classificationKey as string);
  for (const e of docs.examples) {
    it(`[${e.language}] bad is flagged, good is not: ${e.good}`, () => {
      expect(types(e.bad, e.language)).toContain(docs.findingType);
      expect(types(e.good, e.language)).not.toContain(docs.findingType);
    });
  }
});
