import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyse, defaultConfigurationFile, resolveConfig, suggest, type ConfigurationFile, type Language } from "../../engine/index.js";
import { candidates } from "../../engine/suggest.js";
import {
  addActor,
  dropAbility,
  dropLoopholes,
  instructionToRequirement,
  passiveToActive,
  presentToModal,
  removeExamples,
  userCapability,
  type Rewrite,
  type RewriteEnv,
} from "../../engine/suggest/rewrites.js";
import { editDistance, removePhrase, tidy, withFullStop } from "../../engine/suggest/text.js";

const configuration = defaultConfigurationFile();
const env = (language: Language): RewriteEnv => ({ language, config: resolveConfig(configuration, language) });

function suggestFor(text: string, language: Language, config: ConfigurationFile = configuration): string[] {
  return suggest(analyse(text, { configuration: config, language }), { configuration: config, language });
}

function table(name: string, rewrite: Rewrite, language: Language, rows: [string, string | undefined][]): void {
  describe(`${name} (${language})`, () => {
    it.each(rows)("%s", (input, expected) => {
      expect(rewrite(input, env(language))).toBe(expected);
    });
  });
}

// ---------------------------------------------------------------- single rewrites

table("removeExamples", removeExamples, "en", [
  ["The system shall store the data, e.g. logs.", "The system shall store the data."],
  ["The system shall store data, e.g. logs, for 30 days.", "The system shall store data for 30 days."],
  ["The system shall store data, e.g. logs, metrics and traces.", "The system shall store data."],
  ["The system shall support formats such as PDF and CSV for export.", "The system shall support formats for export."],
  ["When a file such as a PDF is uploaded, the system shall scan it.", "When a file is uploaded, the system shall scan it."],
  ["The system, e.g. the web portal, shall log errors.", "The system shall log errors."],
  ["The system shall support export formats (e.g. PDF, CSV).", "The system shall support export formats."],
  ["The system shall export PDF, CSV, etc.", "The system shall export PDF and CSV."],
  ["For example, the system shall print labels.", "The system shall print labels."],
  ["The system shall read /etc/hosts at start-up.", undefined],
  ["The system shall store the data.", undefined],
]);

table("removeExamples", removeExamples, "de", [
  ["Das System muss die Daten, z. B. Protokolle, speichern.", "Das System muss die Daten speichern."],
  ["Das System muss Daten, z. B. Protokolle, Metriken und Traces, nach 30 Tagen löschen.", "Das System muss Daten nach 30 Tagen löschen."],
  ["Das System muss Daten, z. B. alte Protokolle, löschen.", "Das System muss Daten löschen."],
  ["Die Anwendung muss Formate wie PDF, CSV usw. unterstützen.", "Die Anwendung muss Formate wie PDF und CSV unterstützen."],
  ["Die Schnittstelle muss die Exportformate (z. B. CSV und XML) unterstützen.", "Die Schnittstelle muss die Exportformate unterstützen."],
  ["Die Kassensoftware muss eine Quittung drucken, z. B. bei Barzahlung.", "Die Kassensoftware muss eine Quittung drucken."],
  ["Zum Beispiel muss das System Etiketten drucken.", "Das System muss Etiketten drucken."],
  // Used as an adverb inside the clause: only the marker goes.
  [
    "Das System muss die Warteschlange ordnen, indem es beispielsweise Eilaufträge vorzieht.",
    "Das System muss die Warteschlange ordnen, indem es Eilaufträge vorzieht.",
  ],
  ["Die Plattform muss Messdaten z. B. zur Schweißtechnik enthalten.", "Die Plattform muss Messdaten zur Schweißtechnik enthalten."],
  ["Das System muss die Daten speichern.", undefined],
]);

table("dropLoopholes", dropLoopholes, "en", [
  ["The system shall compress uploaded images if possible.", "The system shall compress uploaded images."],
  ["The system shall, if possible, compress the files.", "The system shall compress the files."],
  ["If possible, the portal shall remember the language.", "The portal shall remember the language."],
  [
    "The controller shall keep the valve closed as far as possible during maintenance.",
    "The controller shall keep the valve closed during maintenance.",
  ],
  ["The system shall export reports, where applicable.", "The system shall export reports."],
  ["The system shall respond as quickly as possible.", undefined],
]);

table("dropLoopholes", dropLoopholes, "de", [
  ["Das System muss hochgeladene Bilder soweit möglich komprimieren.", "Das System muss hochgeladene Bilder komprimieren."],
  ["Die Anwendung muss, falls möglich, die Verbindung wiederverwenden.", "Die Anwendung muss die Verbindung wiederverwenden."],
  ["Nach Möglichkeit muss das Portal die Sprache speichern.", "Das Portal muss die Sprache speichern."],
  ["Soweit möglich muss das System die Dateien komprimieren.", "Das System muss die Dateien komprimieren."],
  ["Die Steuerung muss das Ventil möglichst geschlossen halten.", "Die Steuerung muss das Ventil geschlossen halten."],
  ["Das System muss Fehler möglichst vermeiden.", "Das System muss Fehler vermeiden."],
  // "möglichst schnell" would become the stricter, still vague "schnell".
  ["Das System muss möglichst schnell antworten.", undefined],
]);

table("dropAbility", dropAbility, "en", [
  ["The system shall be able to export reports.", "The system shall export reports."],
  ["The platform should be able to send push notifications.", "The platform should send push notifications."],
  ["The system shall not be able to delete audit records.", "The system shall not delete audit records."],
  ["The system shall provide the ability to print invoices.", "The system shall print invoices."],
  ["The system shall export reports.", undefined],
  // A user's capability stays a capability: "The user shall export" would oblige the user.
  ["The user shall be able to export reports.", undefined],
  ["When offline, the app should be able to queue orders.", "When offline, the app should queue orders."],
]);

table("dropAbility", dropAbility, "de", [
  ["Das System muss Berichte exportieren können.", "Das System muss Berichte exportieren."],
  ["Das System muss in der Lage sein, Berichte zu exportieren.", "Das System muss Berichte exportieren."],
  [
    "Die Plattform soll in der Lage sein, Push-Nachrichten an mobile Geräte zu senden.",
    "Die Plattform soll Push-Nachrichten an mobile Geräte senden.",
  ],
  ["Das System muss sicherstellen, dass Benutzer sich abmelden können.", undefined],
  ["Der Benutzer muss Berichte exportieren können.", undefined],
  ["Das System muss fähig sein, Messwerte alle 10 ms entgegennehmen zu können.", "Das System muss Messwerte alle 10 ms entgegennehmen."],
  ["Das System muss in der Lage sein, Grenzwerte festzulegen.", "Das System muss Grenzwerte festlegen."],
]);

table("addActor", addActor, "en", [
  ["Shall log every login.", "The system shall log every login."],
  ["Must record the time stamp.", "The system must record the time stamp."],
  ["It shall log all errors.", "The system shall log all errors."],
  ["It shall be possible to export the list.", undefined],
  ["The portal shall log every login.", undefined],
  // A passive lacks its object, not its actor.
  ["Shall be stored by the archive system.", undefined],
]);

table("addActor", addActor, "de", [
  ["Muss alle Anmeldungen protokollieren.", "Das System muss alle Anmeldungen protokollieren."],
  ["Müssen die Postleitzahl prüfen.", "Das System muss die Postleitzahl prüfen."],
  ["Muss die Postleitzahl gegen das Adressregister prüfen.", "Das System muss die Postleitzahl gegen das Adressregister prüfen."],
  ["Muss das System die Daten speichern.", undefined],
  ["Soll vom Archivsystem gespeichert werden.", undefined],
]);

table("userCapability", userCapability, "en", [
  ["The user shall be able to view the report.", "The system shall allow the user to view the report."],
  ["Users can export the list.", "The system shall allow users to export the list."],
  ["Registered users should be able to reset their password.", "The system shall allow registered users to reset their password."],
  ["The administrator may lock accounts.", "The system shall allow the administrator to lock accounts."],
  // An obligation of a person, and a negation, stay as they are.
  ["The user must log in.", undefined],
  ["The user cannot delete the report.", undefined],
  ["The system shall be able to export the list.", undefined],
]);

table("userCapability", userCapability, "de", [
  ["Der Benutzer kann die Liste exportieren.", "Das System muss dem Benutzer ermöglichen, die Liste zu exportieren."],
  ["Der Benutzer muss Berichte herunterladen können.", "Das System muss dem Benutzer ermöglichen, Berichte herunterzuladen."],
  [
    "Die registrierten Benutzer sollen ihr Passwort zurücksetzen können.",
    "Das System muss den registrierten Benutzern ermöglichen, ihr Passwort zurückzusetzen.",
  ],
  ["Alle Administratoren dürfen Konten sperren.", "Das System muss allen Administratoren ermöglichen, Konten zu sperren."],
  ["Der Benutzer kann sich abmelden.", "Das System muss dem Benutzer ermöglichen, sich abzumelden."],
  ["Der Benutzer muss sich anmelden.", undefined],
  ["Der Benutzer darf keine Konten löschen.", undefined],
]);

table("instructionToRequirement", instructionToRequirement, "en", [
  ["Enable a logged in user to post answers.", "The system shall enable a logged in user to post answers."],
  ["Display the order status", "The system shall display the order status"],
  ["Log of all errors.", undefined],
  ["Display is refreshed every second.", undefined],
  ["The system shall display the order status.", undefined],
]);

table("instructionToRequirement", instructionToRequirement, "de", [
  ["Alle Anmeldungen protokollieren.", "Das System muss alle Anmeldungen protokollieren."],
  ["Daten sofort verschlüsselt übertragen.", "Das System muss Daten sofort verschlüsselt übertragen."],
  ["Das System speichert die Daten.", undefined],
  ["Die Daten werden gespeichert.", undefined],
]);

table("presentToModal", presentToModal, "en", [
  ["The system stores the invoices.", "The system shall store the invoices."],
  ["The application displays the remaining credit.", "The application shall display the remaining credit."],
  ["The booking system applies the discount.", "The booking system shall apply the discount."],
  ["The system processes each order.", "The system shall process each order."],
  ["The user stores the invoices.", undefined],
  ["The system shall store the invoices.", undefined],
]);

table("presentToModal", presentToModal, "de", [
  ["Das System speichert die Rechnungen.", "Das System muss die Rechnungen speichern."],
  ["Das System zeigt den Status an.", "Das System muss den Status anzeigen."],
  ["Die Anwendung protokolliert jede Anfrage", "Die Anwendung muss jede Anfrage protokollieren."],
  ["Der Server sendet eine Nachricht.", "Der Server muss eine Nachricht senden."],
  ["Das Portal gibt eine Warnung aus.", "Das Portal muss eine Warnung ausgeben."],
  ["Das System muss die Rechnungen speichern.", undefined],
]);

table("passiveToActive", passiveToActive, "en", [
  ["The data shall be stored by the archive system.", "The archive system shall store the data."],
  ["The audit log shall be written by the logging service.", "The logging service shall write the audit log."],
  [
    "The records shall be stored in the archive by the backup service for 5 years.",
    "The backup service shall store the records in the archive for 5 years.",
  ],
  ["The files shall be automatically deleted by the cleanup job.", "The cleanup job shall automatically delete the files."],
  ["If the link fails, the messages shall be queued by the gateway.", "If the link fails, the gateway shall queue the messages."],
  ["The access tokens must be validated by the authentication server.", "The authentication server must validate the access tokens."],
  ["The system shall not be stopped by the operator.", "The operator shall not stop the system."],
  ["The data shall be stored in the archive.", undefined],
  ["The reports are generated by the system.", "The system shall generate the reports."],
  ["The file is not modified by the import service.", "The import service shall not modify the file."],
  // "by" belongs to a participle inside the sentence, not to the passive.
  ["A course shall be linked to one programme offered by the faculty.", undefined],
  ["All letters must be formatted according to rules specified by the print service.", undefined],
  ["They shall be signed by the release service.", "The release service shall sign them."],
  ["The service shall be restarted by the service.", undefined],
]);

table("passiveToActive", passiveToActive, "de", [
  ["Die Daten müssen vom System gespeichert werden.", "Das System muss die Daten speichern."],
  ["Der Bericht muss durch den Server täglich erstellt werden.", "Der Server muss den Bericht täglich erstellen."],
  ["Die Protokolle dürfen nicht vom zentralen Archivsystem gelöscht werden.", "Das zentrale Archivsystem darf die Protokolle nicht löschen."],
  ["Die Zählerstände müssen von der Datenbank verschlüsselt werden.", "Die Datenbank muss die Zählerstände verschlüsseln."],
  ["Der Tagesbericht soll um 06:00 Uhr vom Berichtsmodul erzeugt werden.", "Das Berichtsmodul soll den Tagesbericht um 06:00 Uhr erzeugen."],
  ["Die Anzeige muss vom Portal angezeigt werden.", "Das Portal muss die Anzeige anzeigen."],
  ["Die Verbindung muss vom Client abgeschlossen werden.", "Der Client muss die Verbindung abschließen."],
  ["Die Daten müssen gespeichert werden.", undefined],
  [
    "Wenn die Verbindung ausfällt, müssen die Nachrichten vom Gateway zwischengespeichert werden.",
    "Wenn die Verbindung ausfällt, muss das Gateway die Nachrichten zwischenspeichern.",
  ],
  ["Nach dem Start muss der Zähler vom Steuergerät zurückgesetzt werden.", "Nach dem Start muss das Steuergerät den Zähler zurücksetzen."],
  ["Die Berichte werden vom System erstellt.", "Das System muss die Berichte erstellen."],
  ["Der Bericht wird jeden Morgen durch den Server versendet.", "Der Server muss den Bericht jeden Morgen versenden."],
  ["Die Daten müssen vom Benutzer gespeichert werden.", "Der Benutzer muss die Daten speichern."],
  ["Die Daten müssen von einem Dienst gespeichert werden.", undefined],
  ["Das System soll vom System gespeichert werden.", undefined],
]);

describe("text helpers", () => {
  it.each([
    ["The system shall, if possible, store.", "The system shall store."],
    ["If possible, the system shall store.", "The system shall store."],
    ["The system shall store data if possible.", "The system shall store data."],
    ["The system shall store data, if possible.", "The system shall store data."],
    ["The system shall if possible store data.", "The system shall store data."],
  ])("removePhrase(%j)", (text, expected) => {
    const start = text.toLowerCase().indexOf("if possible");
    expect(removePhrase(text, start, start + "if possible".length)).toBe(expected);
  });

  it("tidies blanks and ends with a full stop", () => {
    expect(tidy("  The system  shall store , data .  ")).toBe("The system shall store, data.");
    expect(withFullStop("The system shall store the data")).toBe("The system shall store the data.");
    expect(withFullStop("The system shall store the data!")).toBe("The system shall store the data.");
    expect(withFullStop("The system shall show “Saved”")).toBe("The system shall show “Saved”.");
    expect(withFullStop("The system shall show “Saved.”")).toBe("The system shall show “Saved.”");
    expect(withFullStop("Die Meldung lautet (Fehler).")).toBe("Die Meldung lautet (Fehler).");
    expect(withFullStop("Die Meldung lautet (Fehler)")).toBe("Die Meldung lautet (Fehler).");
    expect(withFullStop("Das System muss melden:")).toBe("Das System muss melden.");
  });

  it("measures edits", () => {
    expect(editDistance("should", "shall")).toBe(3);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
  });
});

// ---------------------------------------------------------------- suggest()

describe("suggest", () => {
  it.each<[Language, string, string]>([
    ["en", "The system should store the data, e.g. logs.", "The system shall store the data."],
    ["en", "The data should be stored by the archive system", "The archive system shall store the data."],
    ["en", "The service should, if possible, retry failed deliveries three times", "The service shall retry failed deliveries three times."],
    [
      "en",
      "The device should measure the temperature, e.g. of the motor, once per second .",
      "The device shall measure the temperature once per second.",
    ],
    ["en", "The payment module can't store card numbers in plain text.", "The payment module shall not store card numbers in plain text."],
    ["en", "The system shall support single sign-on and/or password login.", "The system shall support single sign-on or password login."],
    ["en", " The device shall report its battery level every 10 minutes.", "The device shall report its battery level every 10 minutes."],
    ["en", "Shall validate the postal code against the address register.", "The system shall validate the postal code against the address register."],
    ["en", "The system stores the delivery address of each order.", "The system shall store the delivery address of each order."],
    ["de", "Das System soll die Daten, z. B. Protokolle, speichern.", "Das System muss die Daten speichern."],
    ["de", "Die Daten müssen vom System gespeichert werden.", "Das System muss die Daten speichern."],
    ["de", "Der Tagesbericht soll um 06:00 Uhr vom Berichtsmodul erzeugt werden.", "Das Berichtsmodul muss den Tagesbericht um 06:00 Uhr erzeugen."],
    ["de", "Die Anwendung soll soweit möglich Berichte exportieren", "Die Anwendung muss Berichte exportieren."],
    ["de", "Die Anwendung sollen Berichte exportieren.", "Die Anwendung müssen Berichte exportieren."],
    ["de", "Das Zahlungsmodul kann keine Kartennummern im Klartext speichern.", "Das Zahlungsmodul darf keine Kartennummern im Klartext speichern."],
    ["de", "Das System kann nicht abstürzen.", "Das System darf nicht abstürzen."],
    [
      "de",
      "Das Gerät soll die Temperatur, z. B. des Motors, einmal pro Sekunde messen .",
      "Das Gerät muss die Temperatur einmal pro Sekunde messen.",
    ],
    ["de", "Das System speichert die Rechnungen", "Das System muss die Rechnungen speichern."],
    ["de", "Die Berichte werden vom System erstellt.", "Das System muss die Berichte erstellen."],
    ["en", "The reports are generated by the system.", "The system shall generate the reports."],
    // The capability is read before "can" becomes "shall": the user is not obliged to export.
    ["en", "Users can export the list", "The system shall allow users to export the list."],
    ["de", "Der Benutzer kann die Liste exportieren", "Das System muss dem Benutzer ermöglichen, die Liste zu exportieren."],
    ["en", "Enable a logged in user to post answers.", "The system shall enable a logged in user to post answers."],
    // The rule offers "darf" when it reads "unter" as a negation; without a negation the binding modal is "muss".
    [
      "de",
      "Die Plattform sollte den Datenaustausch unter den Maschinen gewährleisten.",
      "Die Plattform muss den Datenaustausch unter den Maschinen gewährleisten.",
    ],
    ["de", "Das System soll keine Klartextpasswörter speichern.", "Das System darf keine Klartextpasswörter speichern."],
  ])("%s: %s", (language, text, best) => {
    expect(suggestFor(text, language)[0]).toBe(best);
  });

  it("splits several sentences into one suggestion per requirement, in the order of the text", () => {
    expect(suggestFor("The portal shall show the invoice list. The portal shall highlight overdue invoices.", "en")).toEqual([
      "The portal shall show the invoice list.",
      "The portal shall highlight overdue invoices.",
    ]);
    expect(suggestFor("Das Portal muss die Rechnungsliste anzeigen. Das Portal muss überfällige Rechnungen hervorheben.", "de")).toEqual([
      "Das Portal muss die Rechnungsliste anzeigen.",
      "Das Portal muss überfällige Rechnungen hervorheben.",
    ]);
    // Each part is fixed on its own; a rationale is no requirement and is not offered.
    const parts = suggestFor("Das System muss die Zählerstände speichern. Die Zählerstände müssen von der Datenbank verschlüsselt werden.", "de");
    expect(parts.slice(0, 2)).toEqual(["Das System muss die Zählerstände speichern.", "Die Datenbank muss die Zählerstände verschlüsseln."]);
    expect(suggestFor("The system shall back up the data. This is needed for audits.", "en")).toEqual(["The system shall back up the data."]);
    // "It" after another sentence points back to something: it is not taken for the system.
    expect(suggestFor("The system shall store the data. It shall log errors.", "en")).toEqual(["The system shall store the data."]);
  });

  it("returns nothing for a requirement rated 5, for gibberish and for a failed analysis", () => {
    expect(suggestFor("The system shall store the invoices.", "en")).toEqual([]);
    expect(suggestFor("Das System muss die Rechnungen speichern.", "de")).toEqual([]);
    const gibberish = analyse("xkcd qwrtz plmnb vbnmq", { language: "en" });
    expect(gibberish.gibberish).toBe(true);
    expect(suggest(gibberish, { language: "en" })).toEqual([]);
    expect(suggest({ ...analyse("The system should store data.", { language: "en" }), rating: 0 }, { language: "en" })).toEqual([]);
  });

  it("never inserts placeholders, even when the configured replacement is a template", () => {
    const out = suggestFor("The system should notify the operator as appropriate.", "en");
    expect(out.length).toBeGreaterThan(0);
    for (const s of out) expect(s).not.toMatch(/…|<|>/);
    expect(
      candidates(analyse("Das System soll den Bediener bei Bedarf benachrichtigen.", { language: "de" }), env("de"))
        .map((c) => c.text)
        .join("\n"),
    ).not.toContain("…");
  });

  it("keeps only rewrites that rate higher, deduplicated, at most five, never the original", () => {
    const texts = [
      "The module will be able to print the shipping label",
      "The invoice number should be assigned by the billing service",
      "Die Rechnungsnummer soll vom Abrechnungsdienst vergeben werden",
      "Der Sendungsverfolgungsdienst soll eine Sendung anhand ihrer Sendungsnummer orten können",
    ];
    for (const text of texts) {
      const language: Language = /[äöüß]|\b(soll|muss|der|die|das)\b/i.test(text) ? "de" : "en";
      const original = analyse(text, { language });
      const out = suggest(original, { language });
      expect(out.length).toBeGreaterThan(0);
      expect(out.length).toBeLessThanOrEqual(5);
      expect(new Set(out).size).toBe(out.length);
      expect(out).not.toContain(text);
      let previous = 6;
      for (const s of out) {
        const again = analyse(s, { language });
        expect(again.rating).toBeGreaterThan(original.rating);
        expect(again.rating).toBeLessThanOrEqual(previous);
        previous = again.rating;
      }
    }
  });

  it("re-analyses with the given configuration", () => {
    // "should" allowed: the modal is no finding and is not replaced; the example still goes.
    const file = defaultConfigurationFile();
    file.modalverb.en = file.modalverb.en.map((m) => (m.verb === "should" ? { ...m, allowed: true } : m));
    const out = suggestFor("The system should store the data, e.g. logs.", "en", file);
    expect(out).toEqual(["The system should store the data."]);
    // Examples switched off: nothing left to improve in the same sentence.
    const noExamples = defaultConfigurationFile();
    noExamples.improvements.example.enabled = false;
    expect(suggestFor("The system shall store the data, e.g. logs.", "en", noExamples)).toEqual([]);
  });

  it("writes conditions in the configured form ('then', upper-case operators) when the configuration asks for it", () => {
    const file = defaultConfigurationFile();
    for (const language of ["en", "de"] as const) {
      file.condition[language].ifThen = true;
      file.condition[language].logicalExpression.enforceUpperCase = true;
    }
    expect(suggestFor("If the link fails, the gateway shall queue the messages.", "en", file)).toEqual([
      "If the link fails, then the gateway shall queue the messages.",
    ]);
    expect(suggestFor("If the link fails and the buffer is full, the gateway shall discard the oldest message.", "en", file)[0]).toBe(
      "If the link fails AND the buffer is full, then the gateway shall discard the oldest message.",
    );
    expect(suggestFor("Wenn die Verbindung ausfällt, muss das System die Nachrichten puffern.", "de", file)).toEqual([
      "Wenn die Verbindung ausfällt, dann muss das System die Nachrichten puffern.",
    ]);
    expect(suggestFor("Falls der Puffer voll ist oder die Verbindung fehlt, muss das System eine Warnung anzeigen.", "de", file)[0]).toBe(
      "Falls der Puffer voll ist ODER die Verbindung fehlt, dann muss das System eine Warnung anzeigen.",
    );
    // With the factory settings the same sentences are fine and get nothing.
    expect(suggestFor("If the link fails, the gateway shall queue the messages.", "en")).toEqual([]);
  });

  it("is cheap: a handful of analyses per requirement", () => {
    const text = "The device should measure the temperature, e.g. of the motor, once per second .";
    const list = candidates(analyse(text, { language: "en" }), env("en"));
    expect(list.length).toBeLessThanOrEqual(16);
  });
});

// ---------------------------------------------------------------- the project's weak requirements

interface WeakRequirement {
  text: string;
  problems: string[];
}

const fixture = JSON.parse(readFileSync(new URL("../fixtures/weak-requirements.json", import.meta.url), "utf8")) as Record<
  Language,
  WeakRequirement[]
>;

describe.each<Language>(["en", "de"])("weak requirements (%s)", (language) => {
  const rows = fixture[language];

  it("has at least 40 requirements with one to three problems each", () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row.problems.length).toBeGreaterThanOrEqual(1);
      expect(row.problems.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  it("every suggestion rates higher than its original; at least 80% of those rated 3 or below get one", () => {
    let low = 0;
    let covered = 0;
    for (const { text } of rows) {
      const original = analyse(text, { language });
      expect(original.language).toBe(language);
      const out = suggest(original, { language });
      for (const s of out) {
        const again = analyse(s, { language });
        expect(again.rating, `${text} -> ${s}`).toBeGreaterThan(original.rating);
      }
      if (original.rating <= 3) {
        low++;
        if (out.length > 0) covered++;
      }
    }
    expect(low).toBeGreaterThanOrEqual(20);
    expect(covered / low).toBeGreaterThanOrEqual(0.8);
  });
});

// ---------------------------------------------------------------- generated requirements

const PIECES: Record<Language, { subjects: string[]; modals: string[]; bodies: string[]; extras: string[]; ends: string[] }> = {
  en: {
    subjects: ["The system", "The booking service", "The user", "It", "", "The data", "Each report"],
    modals: ["shall", "should", "may", "will", "can't", "must not", "shall be able to", ""],
    bodies: ["store the invoices", "be stored by the archive system", "send an e-mail to the operator", "stores the orders", "log every login"],
    extras: ["", ", e.g. logs,", " if possible", " such as PDF and CSV", " within 5 seconds", ", etc.", "  ", " and/or"],
    ends: [".", "", " .", "!", ". It shall be fast."],
  },
  de: {
    subjects: ["Das System", "Der Buchungsdienst", "Der Benutzer", "Die Daten", "", "Jeder Bericht"],
    modals: ["muss", "soll", "kann", "wird", "darf nicht", ""],
    bodies: [
      "die Rechnungen speichern",
      "vom System gespeichert werden",
      "eine Nachricht senden",
      "Berichte exportieren können",
      "speichert die Aufträge",
    ],
    extras: ["", ", z. B. Protokolle,", " soweit möglich", " usw.", " innerhalb von 5 Sekunden", "  ", " und/oder"],
    ends: [".", "", " .", "!", ". Es muss schnell sein."],
  },
};

describe.each<Language>(["en", "de"])("generated requirements (%s)", (language) => {
  it("never fail, never return the original or a placeholder, and only offer higher-rated wordings", () => {
    const p = PIECES[language];
    const pick = (list: string[]) => fc.constantFrom(...list);
    fc.assert(
      fc.property(pick(p.subjects), pick(p.modals), pick(p.bodies), pick(p.extras), pick(p.ends), (subject, modal, body, extra, end) => {
        const text = [subject, modal, body].filter(Boolean).join(" ") + extra + end;
        const original = analyse(text, { language });
        const out = suggest(original, { language });
        expect(out.length).toBeLessThanOrEqual(5);
        expect(new Set(out).size).toBe(out.length);
        for (const s of out) {
          expect(s).not.toBe(text);
          expect(s).not.toMatch(/…|<|>/);
          expect(analyse(s, { language }).rating).toBeGreaterThan(original.rating);
        }
        if (original.rating === 5 || original.gibberish) expect(out).toEqual([]);
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
