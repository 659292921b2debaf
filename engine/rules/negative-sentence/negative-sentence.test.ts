import { rule as negativeSentence } from "./check.js";
import { at, ruleTester } from "../../../tests/engine/rule-tester.js";

const e1 = "The system shall not store passwords in plain text.";
const e2 = "The operator cannot delete the audit log.";
const e3 = "The service doesn't accept expired tokens.";
const e4 = "No one shall access the archive after 18:00.";
const e5 = "The system shall never send unencrypted e-mails.";
const e6 = "The report shall contain neither names nor addresses.";
const e7 = "The system shall start without user interaction.";
const e8 = "The user can’t change the language and won't see the menu.";
const e9 = "No data shall leave the device.";

const d1 = "Das System darf keine Passwörter im Klartext speichern.";
const d2 = "Das System muss nicht jede Minute synchronisieren.";
const d3 = "Der Bericht darf weder Namen noch Adressen enthalten.";
const d4 = "Das System darf niemals unverschlüsselte Daten senden.";
const d5 = "Das System muss ohne Benutzereingriff starten.";
const d6 = "Niemand darf das Archiv nach 18 Uhr öffnen.";
const d7 = "Das System muss nichts protokollieren, was personenbezogen ist.";
const d8 = "Das System darf keinerlei Daten an Dritte übermitteln.";

ruleTester(negativeSentence, {
  valid: [
    { text: "The system shall store passwords as salted hashes.", language: "en" },
    { text: "The system shall print the invoice No. 5 on request.", language: "en" },
    { text: "The system shall notify not only the operator but also the supervisor.", language: "en" },
    { text: "The operator shall confirm each notice.", language: "en" },
    { text: "The knot counter shall show the current value.", language: "en" },
    { text: "The system shall accept nominal values only.", language: "en" },
    { text: "The non-functional tests shall run every night.", language: "en" },
    { text: "The system shall keep the data for 5 years.", language: "en" },
    { text: "The system shall respond in no more than 2 s.", language: "en" },
    { text: "The system shall answer within no more than ten seconds.", language: "en" },
    { text: "The alarm shall sound not later than 5 s after the event.", language: "en" },
    { text: "Das System muss Passwörter als Hashwerte speichern.", language: "de" },
    { text: "Das System muss nicht nur den Bediener, sondern auch den Leiter benachrichtigen.", language: "de" },
    { text: "Das System muss die Daten noch am selben Tag übertragen.", language: "de" },
    { text: "Das System muss die Nichtverfügbarkeit melden.", language: "de" },
    { text: "Das System muss den Nichtschwimmerbereich anzeigen.", language: "de" },
    { text: "Das System muss die Nicht-Verfügbarkeit des Servers melden.", language: "de" },
    { text: "Das System muss jeden Auftrag bestätigen.", language: "de" },
    { text: "Das System muss die Eingabe innerhalb von 2 s prüfen.", language: "de" },
    { text: "Das System muss in nicht mehr als 2 s antworten.", language: "de" },
  ],
  invalid: [
    { text: e1, language: "en", findings: [at(e1, "not")] },
    { text: e2, language: "en", findings: [at(e2, "cannot")] },
    { text: e3, language: "en", findings: [at(e3, "doesn't")] },
    { text: e4, language: "en", findings: [at(e4, "No one")] },
    { text: e5, language: "en", findings: [at(e5, "never")] },
    { text: e6, language: "en", findings: [at(e6, "neither"), at(e6, "nor")] },
    { text: e7, language: "en", findings: [at(e7, "without")] },
    { text: e8, language: "en", findings: [at(e8, "can’t"), at(e8, "won't")] },
    { text: e9, language: "en", findings: [at(e9, "No")] },
    { text: d1, language: "de", findings: [at(d1, "keine")] },
    { text: d2, language: "de", findings: [at(d2, "nicht")] },
    { text: d3, language: "de", findings: [at(d3, "weder"), at(d3, "noch")] },
    { text: d4, language: "de", findings: [at(d4, "niemals")] },
    { text: d5, language: "de", findings: [at(d5, "ohne")] },
    { text: d6, language: "de", findings: [at(d6, "Niemand")] },
    { text: d7, language: "de", findings: [at(d7, "nichts")] },
    { text: d8, language: "de", findings: [at(d8, "keinerlei")] },
  ],
});
