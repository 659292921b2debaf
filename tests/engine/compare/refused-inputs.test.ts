/**
 * Table test of an input one requirement refuses and the other names as what an action is given
 * (engine/compare/conflicts/refused-inputs.ts): "shall not accept surname input" against "can find
 * their ward … by entering the doctor's surname", in English and German, both orders; and the near
 * misses that must not conflict: a refusal of a case ("… that is longer than …"), under a condition of
 * its own, or of an input the other names for nothing the refusing requirement is about.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "Patients can find their ward at the clinic kiosk by entering the doctor's surname.",
    "The clinic kiosk shall not accept surname input; wards are picked from a floor plan.",
    "input",
    "refuses an input",
  ],
  [
    "en",
    "The room booking service shall receive the badge number as a query parameter.",
    "At the room booking service, query parameters are not accepted; the badge number comes from a signed header.",
    "input",
    "query parameters are not accepted",
  ],
  [
    "en",
    "Delegates can print their badge at the conference kiosk with a booking reference.",
    "Once badge printing is opened, the conference kiosk shall read the QR code on the invitation; it shall not accept a booking reference as valid proof.",
    "input",
    "shall not accept a booking reference as valid proof",
  ],
  [
    "de",
    "Patienten können ihre Station am Klinikterminal über den Nachnamen des Arztes finden.",
    "Das Klinikterminal darf keine Nachnamen als Eingabe akzeptieren; Stationen werden auf einem Lageplan gewählt.",
    "input",
    "weist eine Eingabe zurück",
  ],
  [
    "de",
    "Der Raumbuchungsdienst muss die Ausweisnummer als Abfrageparameter erhalten.",
    "Beim Raumbuchungsdienst werden Abfrageparameter nicht akzeptiert; die Ausweisnummer kommt aus einem signierten Header.",
    "input",
    "werden Abfrageparameter nicht akzeptiert",
  ],
  [
    "de",
    "Teilnehmer können ihr Namensschild am Konferenzterminal mit einer Buchungsnummer drucken.",
    "Sobald der Namensschilddruck gestartet ist, muss das Konferenzterminal den QR-Code der Einladung lesen und darf keine Buchungsnummer als Eingabe akzeptieren.",
    "input",
    "darf keine Buchungsnummer als Eingabe akzeptieren",
  ],
];

const quiet: QuietRow[] = [
  // A refusal of a case, not of the input.
  [
    "en",
    "Patients can find their ward at the clinic kiosk by entering the doctor's surname.",
    "The clinic kiosk shall not accept surname input that is longer than 30 letters.",
  ],
  // A refusal under a condition of its own.
  [
    "en",
    "Patients can find their ward at the clinic kiosk by entering the doctor's surname.",
    "While the ward list is being updated, the clinic kiosk shall not accept surname input.",
  ],
  // The same input for something the refusing requirement is not about.
  ["en", "Members can renew loans by card number.", "The reading room display shall not accept card number input."],
  // The other requirement does not take the input either.
  ["en", "Patients cannot find their ward at the clinic kiosk by entering the doctor's surname.", "The clinic kiosk shall not accept surname input."],
  [
    "de",
    "Patienten können ihre Station am Klinikterminal über den Nachnamen des Arztes finden.",
    "Während die Stationsliste aktualisiert wird, darf das Klinikterminal keine Nachnamen als Eingabe akzeptieren.",
  ],
  [
    "de",
    "Patienten können ihre Station am Klinikterminal über den Nachnamen des Arztes finden.",
    "Das Klinikterminal darf keine Nachnamen akzeptieren, die länger als 30 Buchstaben sind.",
  ],
  [
    "de",
    "Mitglieder können Ausleihen mit der Ausweisnummer verlängern.",
    "Die Anzeige im Lesesaal darf keine Ausweisnummer als Eingabe akzeptieren.",
  ],
];

describe("refused input against the input the other names", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
