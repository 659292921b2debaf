import { describe, expect, it } from "vitest";
import { defaultConfigurationFile, resolveConfig } from "../../engine/config.js";
import { readingOf } from "../../engine/reading/index.js";
import { tokenize } from "../../engine/tokenize.js";
import type { EarsPattern, Language } from "../../engine/types.js";

function ears(text: string, language: Language): EarsPattern {
  const config = resolveConfig(defaultConfigurationFile(), language);
  const { tokens, words, sentences } = tokenize(text, language);
  return readingOf({ text, language, tokens, words, sentences, config, findings: [] }).ears;
}

const cases: [string, Language, EarsPattern][] = [
  ["The system shall log every login.", "en", "ubiquitous"],
  ["The pump controller must keep the pressure below 6 bar.", "en", "ubiquitous"],
  ["When a sensor fails, the system shall raise an alarm.", "en", "event-driven"],
  ["While the pump is running, the controller shall monitor the pressure.", "en", "state-driven"],
  ["If the password is wrong three times, then the system shall lock the account.", "en", "unwanted-behaviour"],
  ["Where a printer is connected, the application shall offer a print button.", "en", "optional-feature"],
  ["While the lift is moving, when the emergency button is pressed, the lift shall stop.", "en", "complex"],
  ["The system shall log every login if the user is an administrator.", "en", "none"],
  ["The system should log every login.", "en", "none"],
  ["Every login is logged.", "en", "none"],
  ["Das System muss jede Anmeldung protokollieren.", "de", "ubiquitous"],
  ["Wenn ein Sensor ausfällt, muss das System einen Alarm auslösen.", "de", "event-driven"],
  ["Solange die Pumpe läuft, muss die Steuerung den Druck überwachen.", "de", "state-driven"],
  ["Falls das Passwort dreimal falsch eingegeben wird, dann muss das System das Konto sperren.", "de", "unwanted-behaviour"],
  ["Falls das Passwort dreimal falsch eingegeben wird, muss das System das Konto sperren.", "de", "unwanted-behaviour"],
  ["Sofern ein Drucker angeschlossen ist, muss die Anwendung eine Druckfunktion anbieten.", "de", "optional-feature"],
  ["Solange der Aufzug fährt, wenn der Notschalter gedrückt wird, muss der Aufzug anhalten.", "de", "complex"],
  ["Das System muss jede Anmeldung protokollieren, wenn der Benutzer Administrator ist.", "de", "none"],
  ["Das System soll jede Anmeldung protokollieren.", "de", "none"],
  ["Jede Anmeldung wird protokolliert.", "de", "none"],
];

describe("detectEars", () => {
  for (const [text, language, pattern] of cases) {
    it(`[${language}] ${text} -> ${pattern}`, () => expect(ears(text, language)).toBe(pattern));
  }
});
