import { rule as systemWord } from "./check.js";
import { at, ruleTester, type ExpectedFinding } from "../../../tests/engine/rule-tester.js";

const whole = (text: string): ExpectedFinding => ({ start: 0, end: text.length });

const en = [
  "The user shall confirm every payment.",
  "The operator must acknowledge each alarm within 10 s.",
  "When a sensor fails, the driver shall be warned.",
  "All invoices shall be archived for ten years.",
  "Each report should contain the creation date.",
  "Customers can cancel an order before shipping.",
  "Every order is confirmed by e-mail.",
  "The administrator, after logging in, shall see all open tickets.",
];
const de = [
  "Der Benutzer muss jede Zahlung bestätigen.",
  "Der Bediener muss jeden Alarm innerhalb von 10 s quittieren.",
  "Alle Rechnungen müssen zehn Jahre archiviert werden.",
  "Wenn ein Sensor ausfällt, muss der Fahrer gewarnt werden.",
  "Jeder Bericht soll das Erstellungsdatum enthalten.",
  "Kunden können eine Bestellung vor dem Versand stornieren.",
  "Jede Bestellung wird per E-Mail bestätigt.",
  "Nach der Anmeldung muss der Administrator alle offenen Tickets sehen.",
];

ruleTester(systemWord, {
  valid: [
    { language: "en", text: "The system shall log every failed login attempt." },
    { language: "en", text: "The booking system shall send a confirmation." },
    { language: "en", text: "When a sensor fails, the application shall raise an alarm." },
    { language: "en", text: "The SYSTEM shall encrypt all stored files." },
    { language: "en", text: "Each subsystem shall report its state every second." },
    { language: "en", text: "All invoices shall be archived by the system for ten years." },
    { language: "en", text: "The backup service must run every night." },
    { language: "en", text: "The system's response time shall be below 2 s." },
    { language: "en", text: "The ETCS shall supervise the train speed." },
    { language: "en", text: "The TrackMaster shall record every journey." },
    { language: "en", text: "The system, if idle for 5 minutes, shall lock the screen." },
    {
      language: "en",
      text: "The platforms shall share one user directory.",
      options: (c) => {
        c.systemword = ["platform"];
      },
    },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Das Buchungssystem muss eine Bestätigung senden." },
    { language: "de", text: "Die Buchungsanwendung muss jede Änderung speichern." },
    { language: "de", text: "Wenn ein Sensor ausfällt, muss das System einen Alarm auslösen." },
    { language: "de", text: "Nach dem Start muss das Gerät einen Selbsttest durchführen." },
    { language: "de", text: "Alle Rechnungen müssen vom System zehn Jahre archiviert werden." },
    { language: "de", text: "Die Data Platform muss alle Messwerte speichern." },
    { language: "de", text: "Der Sicherungsdienst muss jede Nacht laufen." },
    { language: "de", text: "Das GSM-R muss jede Verbindung protokollieren." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [at(en[0], "The user")] },
    { language: "en", text: en[1], findings: [at(en[1], "The operator")] },
    { language: "en", text: en[2], findings: [at(en[2], "the driver")] },
    { language: "en", text: en[3], findings: [at(en[3], "All invoices")] },
    { language: "en", text: en[4], findings: [at(en[4], "Each report")] },
    { language: "en", text: en[5], findings: [at(en[5], "Customers")] },
    { language: "en", text: en[6], findings: [whole(en[6])] },
    { language: "en", text: en[7], findings: [at(en[7], "The administrator, after logging in")] },
    { language: "de", text: de[0], findings: [at(de[0], "Der Benutzer")] },
    { language: "de", text: de[1], findings: [at(de[1], "Der Bediener")] },
    { language: "de", text: de[2], findings: [at(de[2], "Alle Rechnungen")] },
    { language: "de", text: de[3], findings: [at(de[3], "der Fahrer")] },
    { language: "de", text: de[4], findings: [at(de[4], "Jeder Bericht")] },
    { language: "de", text: de[5], findings: [at(de[5], "Kunden")] },
    { language: "de", text: de[6], findings: [whole(de[6])] },
    { language: "de", text: de[7], findings: [at(de[7], "der Administrator")] },
  ],
});
