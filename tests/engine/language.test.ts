import { describe, expect, it } from "vitest";
import { detectLanguage } from "../../engine/language.js";

const english = [
  "The system shall log every login.",
  "The system shall store the Backup in the Cloud.",
  "When a sensor fails, the controller shall stop the pump.",
  "The app must support Müller GmbH invoices.",
  "The user can export data.",
  "Reports shall be archived for 10 years.",
  "Users shall log in with their e-mail address.",
  "If the door is open, then the lift shall not move.",
  "",
];
const german = [
  "Das System muss jede Anmeldung protokollieren.",
  "Das System muss das Backup per Cloud speichern.",
  "Der User muss sich per Login anmelden.",
  "Die App soll offline funktionieren.",
  "Wenn ein Sensor ausfällt, muss die Steuerung die Pumpe stoppen.",
  "Berichte müssen 10 Jahre archiviert werden.",
  "Falls die Tür offen ist, darf der Aufzug nicht fahren.",
  "Das Dashboard muss den Status aller Server anzeigen.",
  "Die Software muss Updates über das Internet laden.",
];

describe("detectLanguage", () => {
  for (const text of english) it(`en: ${text}`, () => expect(detectLanguage(text)).toBe("en"));
  for (const text of german) it(`de: ${text}`, () => expect(detectLanguage(text)).toBe("de"));

  it("is fast enough to run on every requirement", () => {
    const texts = [...english, ...german];
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) detectLanguage(texts[i % texts.length]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
