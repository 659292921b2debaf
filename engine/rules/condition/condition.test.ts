import { describe, expect, it } from "vitest";
import { rule as condition } from "./check.js";
import { findConditions } from "../../reading/conditions.js";
import { at, ruleTester, runRule } from "../../../tests/engine/rule-tester.js";
import { defaultConfig, type EngineConfig } from "../../config.js";
import { tokenize } from "../../tokenize.js";

const ifThen = (config: EngineConfig): void => {
  config.condition.ifThen = true;
};
const upperCase = (config: EngineConfig): void => {
  config.condition.logicalExpression.enforceUpperCase = true;
};
const brackets = (config: EngineConfig): void => {
  config.condition.logicalExpression.enforceBrackets = true;
};

const e1 = "If the door opens, the system shall sound an alarm.";
const e2 = "If the door opens and the alarm is armed, then the system shall call the guard.";
const e3 = "If the user is an administrator, when the session expires, the system shall log the event.";
const e4 = "If the door opens or the window breaks, then the system shall call the guard.";
const e5 = "While the pump runs, if the pressure drops, the system shall stop the pump.";
const e6 = "The system shall beep if the battery is low.";
const e7 = "When the door opens, the system shall switch on the light unless the room is lit.";
const e8 = "If the door opens AND the alarm is armed, then the system shall call the guard.";

const e9 = "The agreement shall describe what to do when a delivery fails or when a document is missing.";
const e10 = "While the pump is running, if the pressure drops, the system shall stop the pump.";

const d1 = "Wenn die Tür geöffnet wird, muss das System einen Alarm auslösen.";
const d2 = "Wenn die Tür offen ist und der Alarm aktiv ist, dann muss das System den Wachdienst rufen.";
const d3 = "Wenn der Benutzer angemeldet ist, muss das System, sobald die Sitzung abläuft, das Ereignis protokollieren.";
const d4 = "Falls die Tür offen ist oder das Fenster bricht, dann muss das System den Wachdienst rufen.";
const d5 = "Solange die Pumpe läuft, muss das System, falls der Druck sinkt, die Pumpe stoppen.";
const d6 = "Das System muss piepen, falls die Batterie schwach ist.";
const d7 = "Sofern der Raum dunkel ist, muss das System das Licht einschalten.";
const d8 = "Während die Pumpe läuft, muss das System den Druck messen, wenn ein Sensor vorhanden ist.";

ruleTester(condition, {
  valid: [
    { text: "If the door opens, then the system shall sound an alarm.", language: "en", options: ifThen },
    { text: "The system shall show the date when the order was placed.", language: "en" },
    { text: "The system shall open the page where the user left off.", language: "en" },
    { text: "The system shall back up the data once per day.", language: "en" },
    { text: "The system shall check if the file exists.", language: "en", options: ifThen },
    { text: "The system shall restart the service if possible.", language: "en", options: ifThen },
    {
      text: "If (the door opens OR the window breaks), then the system shall call the guard.",
      language: "en",
      options: (c) => (upperCase(c), brackets(c)),
    },
    { text: "When the door opens, the system shall sound an alarm.", language: "en" },
    { text: "A summary shall be provided that lists all errors.", language: "en" },
    { text: "The system shall let the operator specify when the backup runs.", language: "en" },
    { text: "If the user enters his or her name, then the system shall greet the user.", language: "en", options: upperCase },
    { text: "Wenn die Tür geöffnet wird, dann muss das System einen Alarm auslösen.", language: "de", options: ifThen },
    { text: "Während der Übertragung muss das System den Fortschritt anzeigen, wenn der Benutzer es verlangt.", language: "de" },
    { text: "Das System muss den Dienst wenn möglich neu starten.", language: "de", options: ifThen },
    {
      text: "Wenn (die Tür offen ist ODER das Fenster bricht), dann muss das System den Wachdienst rufen.",
      language: "de",
      options: (c) => (upperCase(c), brackets(c)),
    },
    { text: "Das System muss die Daten speichern.", language: "de" },
    { text: "Sobald die Sitzung abläuft, muss das System das Ereignis protokollieren.", language: "de" },
    { text: "Das System muss die Zeit und den Ort speichern.", language: "de", options: upperCase },
    { text: "Falls die Batterie schwach ist, dann muss das System piepen.", language: "de", options: ifThen },
    // Questions coordinated after "explain", "identify"; a concessive "while".
    { text: "The help page shall explain where the user is, where the user has been and where the user can go next.", language: "en" },
    { text: "The report shall identify which sensors failed, when they failed, and if they recovered.", language: "en" },
    { text: "While logging is a useful diagnostic aid, if the disk is full, the system shall stop logging.", language: "en" },
  ],
  invalid: [
    { text: e1, language: "en", options: ifThen, findings: [at(e1, "If")] },
    { text: e2, language: "en", options: upperCase, findings: [at(e2, "and")] },
    { text: e3, language: "en", findings: [at(e3, "when")] },
    { text: e4, language: "en", options: brackets, findings: [at(e4, "the door opens or the window breaks")] },
    { text: e5, language: "en", findings: [at(e5, "if")] },
    { text: e6, language: "en", options: ifThen, findings: [at(e6, "if")] },
    { text: e7, language: "en", findings: [at(e7, "unless")] },
    { text: e8, language: "en", options: brackets, findings: [at(e8, "the door opens AND the alarm is armed")] },
    { text: d1, language: "de", options: ifThen, findings: [at(d1, "Wenn")] },
    { text: d2, language: "de", options: upperCase, findings: [at(d2, "und")] },
    { text: d3, language: "de", findings: [at(d3, "sobald")] },
    { text: d4, language: "de", options: brackets, findings: [at(d4, "die Tür offen ist oder das Fenster bricht")] },
    { text: d5, language: "de", findings: [at(d5, "falls")] },
    { text: d6, language: "de", options: ifThen, findings: [at(d6, "falls")] },
    { text: d7, language: "de", options: ifThen, findings: [at(d7, "Sofern")] },
    { text: d8, language: "de", findings: [at(d8, "wenn")] },
    // Conditions joined after a question word are still two conditions; "while" with a state is one.
    { text: e9, language: "en", findings: [at(e9, "when", 1)] },
    { text: e10, language: "en", findings: [at(e10, "if")] },
  ],
});

describe("findConditions", () => {
  it("ends a condition at the comma", () => {
    const text = "If the door opens and the alarm is armed, the system shall call the guard and the police.";
    const [cond] = findConditions({ ...tokenize(text, "en"), language: "en", config: defaultConfig("en") });
    expect(cond.clauseTo - cond.clauseFrom).toBe(8);
  });
  it("reports nothing without conditions", () => {
    expect(runRule(condition, "The system shall store the data.", "en", (c) => (ifThen(c), upperCase(c), brackets(c)))).toEqual([]);
  });
});
