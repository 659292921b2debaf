import { rule as multipleSentences } from "./check.js";
import { at, ruleTester } from "../../../tests/engine/rule-tester.js";

const en = [
  "The system shall log every login. The log shall be kept for 90 days.",
  "The system shall lock the account after three failed attempts. An administrator shall unlock it. The user shall be informed.",
  "The system shall export reports! Reports shall be in PDF format.",
  "Is the report complete? The system shall check it before sending.",
  "The system shall show the map. It shall update every 5 s.",
  "The pump shall stop at 6 bar. See section 4.2 for details.",
  "The system shall store orders.  Each order shall have a number.",
  "The service shall restart on failure. Restarts shall be logged.",
];
const de = [
  "Das System muss jede Anmeldung protokollieren. Das Protokoll muss 90 Tage aufbewahrt werden.",
  "Das System muss das Konto nach drei Fehlversuchen sperren. Ein Administrator muss es entsperren. Der Benutzer muss informiert werden.",
  "Das System muss Berichte exportieren! Berichte müssen im PDF-Format vorliegen.",
  "Ist der Bericht vollständig? Das System muss dies vor dem Versand prüfen.",
  "Das System muss die Karte anzeigen. Sie muss alle 5 s aktualisiert werden.",
  "Die Pumpe muss bei 6 bar stoppen. Details siehe Abschnitt 4.2.",
  "Das System muss Bestellungen speichern.  Jede Bestellung muss eine Nummer haben.",
  "Der Dienst muss nach einem Fehler neu starten. Neustarts müssen protokolliert werden.",
];

ruleTester(multipleSentences, {
  valid: [
    { language: "en", text: "The system shall log every login." },
    { language: "en", text: "The system shall export reports, e.g. sales reports, every Monday." },
    { language: "en", text: "The system shall reply within 1.5 s." },
    { language: "en", text: "1. The system shall log every login." },
    { language: "en", text: "The system shall support approx. 1,000 users at the same time." },
    { language: "en", text: "The system shall comply with Fig. 3 of the interface specification." },
    { language: "en", text: "The system shall use version 2.4.1 of the library." },
    { language: "en", text: "FR-12. The system shall log every login." },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Das System muss Berichte, z. B. Umsatzberichte, jeden Montag exportieren." },
    { language: "de", text: "Das System muss innerhalb von 1,5 s antworten." },
    { language: "de", text: "1. Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Das System muss ca. 1.000 Benutzer gleichzeitig unterstützen." },
    { language: "de", text: "Das System muss die Vorgaben aus Nr. 3 der Schnittstellenbeschreibung erfüllen." },
    { language: "de", text: "Das System muss Version 2.4.1 der Bibliothek verwenden." },
    { language: "de", text: "Das System muss Daten u. a. als CSV exportieren." },
    { language: "de", text: "Das System muss am 1. Januar jedes Jahres die Zähler zurücksetzen." },
    { language: "de", text: "Die Anlage muss im 2. Schritt den Druck prüfen." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [at(en[0], "The log shall be kept for 90 days.")] },
    { language: "en", text: en[1], findings: [at(en[1], "An administrator shall unlock it."), at(en[1], "The user shall be informed.")] },
    { language: "en", text: en[2], findings: [at(en[2], "Reports shall be in PDF format.")] },
    { language: "en", text: en[3], findings: [at(en[3], "The system shall check it before sending.")] },
    { language: "en", text: en[4], findings: [at(en[4], "It shall update every 5 s.")] },
    { language: "en", text: en[5], findings: [at(en[5], "See section 4.2 for details.")] },
    { language: "en", text: en[6], findings: [at(en[6], "Each order shall have a number.")] },
    { language: "en", text: en[7], findings: [at(en[7], "Restarts shall be logged.")] },
    { language: "de", text: de[0], findings: [at(de[0], "Das Protokoll muss 90 Tage aufbewahrt werden.")] },
    {
      language: "de",
      text: de[1],
      findings: [at(de[1], "Ein Administrator muss es entsperren."), at(de[1], "Der Benutzer muss informiert werden.")],
    },
    { language: "de", text: de[2], findings: [at(de[2], "Berichte müssen im PDF-Format vorliegen.")] },
    { language: "de", text: de[3], findings: [at(de[3], "Das System muss dies vor dem Versand prüfen.")] },
    { language: "de", text: de[4], findings: [at(de[4], "Sie muss alle 5 s aktualisiert werden.")] },
    { language: "de", text: de[5], findings: [at(de[5], "Details siehe Abschnitt 4.2.")] },
    { language: "de", text: de[6], findings: [at(de[6], "Jede Bestellung muss eine Nummer haben.")] },
    { language: "de", text: de[7], findings: [at(de[7], "Neustarts müssen protokolliert werden.")] },
    {
      language: "de",
      text: "Das System muss Zähler löschen. Dies muss am 1. Januar geschehen.",
      findings: [at("Das System muss Zähler löschen. Dies muss am 1. Januar geschehen.", "Dies muss am 1. Januar geschehen.")],
    },
  ],
});
