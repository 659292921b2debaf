import { describe, expect, it } from "vitest";
import { createPassiveSentenceRule, rule as passiveSentence } from "./check.js";
import { isPartizipII } from "../../reading/passives.js";
import { at, ruleTester, runRule } from "../../../tests/engine/rule-tester.js";

const t1 = "The report shall be generated every night.";
const t2 = "Invalid entries shall not be accepted.";
const t3 = "The log file is automatically archived after 30 days.";
const t4 = "The settings must have been saved before the restart.";
const t5 = "The message was sent to the operator and the alarm was acknowledged.";
const t6 = "Each record shall be written to the audit table.";
const t7 = "The password is being checked by the authentication service.";
const t8 = "The cache gets cleared when the user logs out.";
const t9 = "The schema shall be pre-configured for each tenant.";
const t10 = "The request is hidden by the filter.";

const d1 = "Die Daten müssen täglich gesichert werden.";
const d2 = "Die Protokolle werden vom System nach 30 Tagen gelöscht.";
const d3 = "Die Konfiguration muss verschlüsselt übertragen werden.";
const d4 = "Jede Änderung muss protokolliert werden.";
const d5 = "Wenn der Auftrag abgeschlossen worden ist, muss das System den Kunden benachrichtigen.";
const d6 = "Die Datei wird beim Start automatisch geprüft.";
const d7 = "Der Bericht muss an den Administrator weitergeleitet und archiviert werden.";
const d8 = "Die Messwerte müssen in der Datenbank abgelegt werden.";
const d9 = "Es wird empfohlen, die Daten täglich zu sichern.";

ruleTester(passiveSentence, {
  valid: [
    { text: "The system shall generate the report every night.", language: "en" },
    { text: "The operator shall be able to stop the pump.", language: "en" },
    { text: "The service shall be available 99.9% of the time.", language: "en" },
    { text: "The system shall be compatible with the current browser versions.", language: "en" },
    { text: "The administrator is responsible for the backup.", language: "en" },
    { text: "The user is interested in the monthly summary.", language: "en" },
    { text: "The sensor is located in the engine room.", language: "en" },
    { text: "The access is unauthorized without a valid token.", language: "en" },
    { text: "The system shall get started within 5 s.", language: "en" },
    { text: "The speed is 20 km/h.", language: "en" },
    { text: "Das System muss die Daten täglich sichern.", language: "de" },
    { text: "Das System wird die Daten verschlüsselt übertragen.", language: "de" },
    { text: "Das System muss die gespeicherten Daten anzeigen.", language: "de" },
    { text: "Die Anzeige wird rot, wenn ein Fehler auftritt.", language: "de" },
    { text: "Das System muss bereit sein, Aufträge anzunehmen.", language: "de" },
    { text: "Der Wert wird größer als 10.", language: "de" },
    { text: "Die Daten sind in der Datenbank gespeichert.", language: "de" },
    { text: "Das System wird den Benutzer informieren.", language: "de" },
    { text: "Das System muss dem Benutzer die Gesamtzahl anzeigen.", language: "de" },
  ],
  invalid: [
    { text: t1, language: "en", findings: [at(t1, "be generated")] },
    { text: t2, language: "en", findings: [at(t2, "be accepted")] },
    { text: t3, language: "en", findings: [at(t3, "is automatically archived")] },
    { text: t4, language: "en", findings: [at(t4, "been saved")] },
    { text: t5, language: "en", findings: [at(t5, "was sent"), at(t5, "was acknowledged")] },
    { text: t6, language: "en", findings: [at(t6, "be written")] },
    { text: t7, language: "en", findings: [at(t7, "being checked")] },
    { text: t8, language: "en", findings: [at(t8, "gets cleared")] },
    { text: t9, language: "en", findings: [at(t9, "be pre-configured")] },
    { text: t10, language: "en", findings: [at(t10, "is hidden")] },
    { text: d1, language: "de", findings: [at(d1, "gesichert werden")] },
    { text: d2, language: "de", findings: [at(d2, "werden vom System nach 30 Tagen gelöscht")] },
    { text: d3, language: "de", findings: [at(d3, "übertragen werden")] },
    { text: d4, language: "de", findings: [at(d4, "protokolliert werden")] },
    { text: d5, language: "de", findings: [at(d5, "abgeschlossen worden")] },
    { text: d6, language: "de", findings: [at(d6, "wird beim Start automatisch geprüft")] },
    { text: d7, language: "de", findings: [at(d7, "archiviert werden")] },
    { text: d8, language: "de", findings: [at(d8, "abgelegt werden")] },
    { text: d9, language: "de", findings: [at(d9, "wird empfohlen")] },
  ],
});

describe("passive options", () => {
  it("finds the German state passive only when asked", () => {
    const text = "Die Daten sind in der Datenbank gespeichert.";
    expect(runRule(passiveSentence, text, "de")).toEqual([]);
    const found = runRule(createPassiveSentenceRule({ statePassive: true }), text, "de");
    expect(found.map((f) => f.text)).toEqual(["sind in der Datenbank gespeichert"]);
  });

  it("leaves the get-passive out when switched off", () => {
    expect(runRule(createPassiveSentenceRule({ getPassive: false }), t8, "en")).toEqual([]);
  });
});

describe("German Partizip II", () => {
  it.each(["gespeichert", "verarbeitet", "protokolliert", "übertragen", "abgeschlossen", "hinzugefügt", "vorbereitet", "beschrieben", "eingegeben"])(
    "%s is a participle",
    (word) => expect(isPartizipII(word)).toBe(true),
  );
  it.each(["gewährleisten", "bereit", "gegen", "gesamt", "speichern", "anzeigen", "einfach", "erst"])("%s is not", (word) =>
    expect(isPartizipII(word)).toBe(false),
  );
});
