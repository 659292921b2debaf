import { describe, expect, it } from "vitest";
import { rule as modalVerb } from "./check.js";
import { at, ruleTester, runRule, type ExpectedFinding } from "../../../tests/engine/rule-tester.js";

const whole = (text: string): ExpectedFinding => ({ start: 0, end: text.length });
const r = (text: string, needle: string, replacement: string, occurrence = 0): ExpectedFinding => ({ ...at(text, needle, occurrence), replacement });

const en = [
  "The scheduler should remind each participant one day before the meeting.",
  "The archive may delete expired sessions after 30 days.",
  "The application will send a confirmation message after each booking.",
  "The operator can restart the service at any time.",
  "The pump cannot exceed a pressure of 6 bar.",
  "The portal won't accept files larger than 10 MB.",
  "The gateway could warn the driver and would then stop the train.",
  "The server SHOULD compress every response.",
];
const en8 = "Track the uptime of each server (one use would be trend reports).";
const en9 = "The logger should record each error (the log files can grow large).";
const en10 = "When the link fails (after a timeout, the gateway will switch to the backup line.";
const de8 = "Die Laufzeit jedes Servers wird erfasst (damit können Trends erkannt werden).";
const de = [
  "Das System soll jede Anmeldung protokollieren.",
  "Die Server sollen täglich eine Sicherung erstellen.",
  "Das Gerät sollte eine Warnung anzeigen.",
  "Der Administrator kann gesperrte Konten freigeben.",
  "Das System wird die Messwerte an den Server senden.",
  "Die Sensoren werden ihren Status alle 5 Minuten melden.",
  "Das System darf Protokolle in eine Datei exportieren.",
  "Die Benutzer können ihr Passwort jederzeit ändern.",
];

ruleTester(modalVerb, {
  valid: [
    { language: "en", text: "The system shall log every failed login attempt." },
    { language: "en", text: "The system must not store passwords in plain text." },
    { language: "en", text: "The report shall list all orders placed in May." },
    { language: "en", text: "The contract module shall record the testator's will." },
    { language: "en", text: "The filling station shall reject a damaged canister." },
    { language: "en", text: "If the server cannot be reached, the client shall retry after 5 s." },
    { language: "en", text: "The backlog tool shall mark every must-have feature." },
    { language: "en", text: "The service SHALL encrypt all stored files." },
    { language: "en", text: "The service Shall encrypt all stored files." },
    { language: "en", text: "The system shall ensure that only administrators can delete accounts." },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Die Server müssen täglich eine Sicherung erstellen." },
    { language: "de", text: "Das System darf keine Passwörter im Klartext speichern." },
    { language: "de", text: "Das System darf Berichte nur an angemeldete Benutzer senden." },
    { language: "de", text: "Das System muss die Messwerte speichern können." },
    { language: "de", text: "Das System muss jede Kann-Bestimmung im Bericht kennzeichnen." },
    { language: "de", text: "Wenn eine Datei hochgeladen wird, muss das System sie prüfen." },
    { language: "de", text: "Das System muss Protokolle löschen, die nicht mehr benötigt werden." },
    { language: "de", text: "Das System muss die Messwerte übertragen, damit diese ausgewertet werden können." },
    { language: "de", text: "Die Anwendung muss den Soll-Wert neben dem Ist-Wert anzeigen." },
    { language: "de", text: "Die Daten müssen verschlüsselt gespeichert werden." },
    { language: "de", text: "Das System muss den Zeitpunkt bestimmen, zu dem die Wartung erfolgen soll." },
    { language: "de", text: "Die Anzeige muss die Werte zeigen, die geändert werden dürfen (Sollwerte)." },
    // A trailing clause keeps its modal through an enumeration; a bracketed remark has none of the requirement's.
    { language: "en", text: "The registry shall offer a schema editor so that fields, forms, views and reports may be added later." },
    { language: "en", text: "Each role shall list its permissions (e.g. the tools a user may open)." },
    { language: "de", text: "Die Rollenverwaltung muss Rechte vergeben (z. B. welche Berichte ein Benutzer sehen kann)." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [r(en[0], "should", "shall")] },
    { language: "en", text: en[1], findings: [r(en[1], "may", "shall")] },
    { language: "en", text: en[2], findings: [r(en[2], "will", "shall")] },
    { language: "en", text: en[3], findings: [r(en[3], "can", "shall")] },
    { language: "en", text: en[4], findings: [r(en[4], "cannot", "shall not")] },
    { language: "en", text: en[5], findings: [r(en[5], "won't", "shall not")] },
    { language: "en", text: en[6], findings: [r(en[6], "could", "shall"), r(en[6], "would", "shall")] },
    { language: "en", text: en[7], findings: [r(en[7], "SHOULD", "SHALL")] },
    { language: "en", text: "The system logs every failed login attempt.", findings: [whole("The system logs every failed login attempt.")] },
    {
      language: "en",
      text: "  Every order is confirmed by e-mail. ",
      findings: [at("  Every order is confirmed by e-mail. ", "Every order is confirmed by e-mail.")],
    },
    { language: "de", text: de[0], findings: [r(de[0], "soll", "muss")] },
    { language: "de", text: de[1], findings: [r(de[1], "sollen", "müssen")] },
    { language: "de", text: de[2], findings: [r(de[2], "sollte", "muss")] },
    { language: "de", text: de[3], findings: [r(de[3], "kann", "muss")] },
    { language: "de", text: de[4], findings: [r(de[4], "wird", "muss")] },
    { language: "de", text: de[5], findings: [r(de[5], "werden", "müssen")] },
    { language: "de", text: de[6], findings: [r(de[6], "darf", "muss")] },
    { language: "de", text: de[7], findings: [r(de[7], "können", "müssen")] },
    { language: "de", text: "Das System speichert alle Messwerte.", findings: [whole("Das System speichert alle Messwerte.")] },
    {
      language: "de",
      text: "Das System soll keine Daten ohne Freigabe löschen.",
      findings: [r("Das System soll keine Daten ohne Freigabe löschen.", "soll", "darf")],
    },
    // "unter" is a preposition, no negation: the replacement stays "muss".
    {
      language: "de",
      text: "Die Steuerung sollte die Last unter den Motoren verteilen.",
      findings: [r("Die Steuerung sollte die Last unter den Motoren verteilen.", "sollte", "muss")],
    },
    {
      language: "de",
      text: "Das System soll unter keinen Umständen Daten löschen.",
      findings: [r("Das System soll unter keinen Umständen Daten löschen.", "soll", "darf")],
    },
    { language: "de", text: "Die Geräte sollen nicht neu starten.", findings: [r("Die Geräte sollen nicht neu starten.", "sollen", "dürfen")] },
    { language: "de", text: "Die Daten werden verschlüsselt gespeichert.", findings: [whole("Die Daten werden verschlüsselt gespeichert.")] },
    // A modal only in a remark: the requirement itself has none. An unclosed bracket opens no remark.
    { language: "en", text: en8, findings: [whole(en8)] },
    { language: "en", text: en9, findings: [r(en9, "should", "shall")] },
    { language: "en", text: en10, findings: [r(en10, "will", "shall")] },
    { language: "de", text: de8, findings: [whole(de8)] },
  ],
});

/** German "wird/werden/würde": a modal with an infinitive (future), none with a Partizip II (passive). */
describe("German werden: future or passive", () => {
  const cases: [string, boolean][] = [
    ["Die Daten werden an das System übergeben.", false],
    ["Das System wird die Daten an den Server senden.", true],
    ["Der Benutzer wird eine E-Mail erhalten.", true],
    ["Die Datei wird alle Messwerte enthalten.", true],
    ["Die Berichte werden täglich erstellt.", false],
    ["Die Anzeige wird aktualisiert.", false],
    ["Die Daten werden verschlüsselt übertragen.", false],
    ["Das System wird die Daten verschlüsselt übertragen.", false],
    ["Der Alarm wird ausgelöst, wenn der Druck steigt.", false],
    ["Das System wird den Alarm auslösen, wenn der Druck steigt.", true],
    ["Die Werte werden in Tabelle 3 beschrieben.", false],
    ["Die Schnittstelle wird in Version 2 eingeführt.", false],
    ["Das Gerät wird nach 10 Minuten abgeschaltet.", false],
    ["Das Gerät wird sich nach 10 Minuten abschalten.", true],
    ["Das Gerät würde sich nach 10 Minuten abschalten.", true],
    ["Die Benutzer werden per E-Mail benachrichtigt und der Vorgang wird protokolliert.", false],
    ["Das System wird überprüft.", false],
    ["Das System wird die Eingaben überprüfen.", true],
    ["Die Eingabe wird verworfen.", false],
    ["Das Passwort wird gehasht gespeichert.", false],
    ["Das System wird Passwörter gehasht speichern.", true],
    ["Die Lampe wird rot.", false],
    ["Das System wird schneller sein.", true],
  ];

  for (const [text, future] of cases) {
    it(`${future ? "future" : "no modal"}: ${text}`, () => {
      const found = runRule(modalVerb, text, "de").filter((f) => /^(wird|werden|würde)$/i.test(f.text));
      expect(found.length > 0).toBe(future);
    });
  }
});
