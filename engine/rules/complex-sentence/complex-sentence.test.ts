import { rule as complexSentence } from "./check.js";
import { at, ruleTester } from "../../../tests/engine/rule-tester.js";

const e1 = "The system shall export the report as a) PDF, b) CSV.";
const e2 = "The system shall log (i) the user and (ii) the time.";
const e3 = "The system shall grant read/write access.";
const e4 = "The user shall enter the name and/or the number.";
const e5 = "The system shall store the data and the operator may delete it.";
const e6 = "The system shall show the name, the address, the phone, the mail, the fax.";
const e7 = "The system shall log the user and the time and the host and the port.";
const e8 = "The system shall accept PDF or CSV or XML files.";
const e9 = "The system shall: - log the error; - notify the operator.";

const e10 = "The Viewer/Editor shall display the selected file.";
const e11 = "The toolbar shall offer an open/close button for the side panel.";
const d1 = "Das System muss den Bericht als 1) PDF, 2) CSV exportieren.";
const d2 = "Das System muss dem Benutzer/Administrator eine Nachricht senden.";
const d3 = "Das System muss die Daten speichern und der Bediener kann sie löschen.";
const d4 = "Das System muss den Namen, die Adresse, die Telefonnummer, die E-Mail, das Fax anzeigen.";
const d5 = "Das System muss den Benutzer und die Zeit und den Rechner und den Port protokollieren.";
const d6 = "Das System muss PDF oder CSV oder XML annehmen.";
const d7 = "Das System muss die Daten lesen bzw. schreiben oder löschen.";
const d8 = "Das System muss a) die Zeit und b) den Ort speichern.";

ruleTester(complexSentence, {
  valid: [
    { text: "The vehicle shall not exceed 30 km/h.", language: "en" },
    { text: "The sensor shall report the acceleration in m/s².", language: "en" },
    { text: "The service shall be available 24/7 over TCP/IP.", language: "en" },
    { text: "The system shall accept 1,000 or 99,9 as input.", language: "en" },
    { text: "The contract shall end on 12/05/2026.", language: "en" },
    { text: "The system shall load the file from https://example.org/files/a.txt.", language: "en" },
    { text: "The system shall accept values between 5 and 10 and reject others.", language: "en" },
    { text: "If the user logs in or out, the system shall record the time.", language: "en" },
    { text: "The user shall see the price of the 1/2 portion.", language: "en" },
    { text: "The user shall enter his or her name or the customer number.", language: "en" },
    { text: "The link shall carry 100 Mbits/sec.", language: "en" },
    { text: "The tender shall follow directive 2004/18/EC.", language: "en" },
    { text: "The help page www.example.org/help shall open in a new tab.", language: "en" },
    { text: "The system shall log the error. The operator may restart the service.", language: "en" },
    { text: "The system shall ensure that only authorized users can access patient records.", language: "en" },
    { text: "Das Fahrzeug darf 30 km/h nicht überschreiten.", language: "de" },
    { text: "Das System muss 1,5 l/min fördern.", language: "de" },
    { text: "Das System muss die Daten speichern können.", language: "de" },
    { text: "Die Daten müssen täglich gesichert werden.", language: "de" },
    { text: "Das System muss Werte zwischen 5 und 10 und nur diese annehmen.", language: "de" },
    { text: "Wenn der Benutzer sich an- oder abmeldet, muss das System die Zeit speichern.", language: "de" },
    { text: "Das System muss den Vertrag am 12/05/2026 beenden.", language: "de" },
    { text: "Das System muss 1.000 Datensätze pro Sekunde verarbeiten.", language: "de" },
    { text: "Das System muss einen oder mehrere Drucker oder Plotter unterstützen.", language: "de" },
    { text: "Das System muss die Daten speichern, damit sie später ausgewertet werden können.", language: "de" },
    { text: "Der Administrator muss Benutzerkonten anlegen, ändern und löschen können.", language: "de" },
    { text: "Das System muss den Fehler protokollieren. Der Bediener kann den Dienst neu starten.", language: "de" },
    // A path through menus names one item, not alternatives.
    { text: "When the user selects the File/Save As menu item, the editor shall store the file.", language: "en" },
    { text: "The Tools/Options dialog shall list all installed plugins.", language: "en" },
    { text: "Das System muss den Menüpunkt Datei/Exportieren anbieten.", language: "de" },
  ],
  invalid: [
    { text: e1, language: "en", findings: [at(e1, "a)")] },
    { text: e2, language: "en", findings: [at(e2, "(i)")] },
    { text: e3, language: "en", findings: [at(e3, "read/write")] },
    { text: e4, language: "en", findings: [at(e4, "and/or")] },
    { text: e5, language: "en", findings: [at(e5, "may")] },
    { text: e6, language: "en", findings: [at(e6, ",", 3)] },
    { text: e7, language: "en", findings: [at(e7, "and", 2)] },
    { text: e8, language: "en", findings: [at(e8, "or", 1)] },
    { text: e9, language: "en", findings: [at(e9, "-")] },
    { text: d1, language: "de", findings: [at(d1, "1)")] },
    { text: d2, language: "de", findings: [at(d2, "Benutzer/Administrator")] },
    { text: d3, language: "de", findings: [at(d3, "kann")] },
    { text: d4, language: "de", findings: [at(d4, ",", 3)] },
    { text: d5, language: "de", findings: [at(d5, "und", 2)] },
    { text: d6, language: "de", findings: [at(d6, "oder", 1)] },
    { text: d7, language: "de", findings: [at(d7, "oder")] },
    { text: d8, language: "de", findings: [at(d8, "a)")] },
    // Capitalised alternatives without a menu word, and lower-case alternatives before one, stay slashes.
    { text: e10, language: "en", findings: [at(e10, "Viewer/Editor")] },
    { text: e11, language: "en", findings: [at(e11, "open/close")] },
  ],
});
