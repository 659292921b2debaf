/**
 * Table test of an input one requirement refuses and the other names as what an action is given
 * (engine/compare/conflicts/refused-inputs.ts): "shall not accept branch name input" against "can be
 * searched by the name of a branch", in English and German, both orders; and the near misses that
 * must not conflict: a refusal of a case ("… that exceeds …"), under a condition of its own, or of an
 * input the other names for nothing the refusing requirement is about.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The return point can be searched by the name of a branch.",
    "The kiosk shall ask for the shelf code of the return point and shall not accept branch name input.",
    "input",
    "refuses an input",
  ],
  [
    "en",
    "The booking service shall receive the seat number as a URL parameter.",
    "The booking service shall read the seat number from the request body, and URL parameters are not accepted.",
    "input",
    "URL parameters are not accepted",
  ],
  [
    "en",
    "A passenger can plan a trip from a station on the line.",
    "If the trip planner is started, the system shall require a stop code as the origin and shall not accept a station as a valid starting point.",
    "input",
    "shall not accept a station as a valid starting point",
  ],
  [
    "de",
    "Der Rückgabeort kann über den Namen einer Filiale gesucht werden.",
    "Das Terminal muss den Regalcode des Rückgabeorts verlangen und darf den Namen einer Filiale nicht als Eingabe akzeptieren.",
    "input",
    "weist eine Eingabe zurück",
  ],
  [
    "de",
    "Der Buchungsdienst muss die Sitznummer als URL-Parameter erhalten.",
    "Der Buchungsdienst muss die Sitznummer aus dem Anfragetext lesen; URL-Parameter werden nicht akzeptiert.",
    "input",
    "URL-Parameter werden nicht akzeptiert",
  ],
  [
    "de",
    "Am Ausleihterminal kann ein Buch mit der Ausweisnummer des Lesers ausgeliehen werden.",
    "Das Ausleihterminal muss den Ausweis scannen und darf keine Ausweisnummer als Eingabe akzeptieren.",
    "input",
    "darf keine Ausweisnummer als Eingabe akzeptieren",
  ],
];

const quiet: QuietRow[] = [
  // A refusal of a case, not of the input.
  [
    "en",
    "The return point can be searched by the name of a branch.",
    "The kiosk shall not accept branch name input that exceeds 40 characters for the return point.",
  ],
  // A refusal under a condition of its own.
  [
    "en",
    "The return point can be searched by the name of a branch.",
    "If the network is down, the kiosk shall not accept branch name input for the return point.",
  ],
  // The same input for something the refusing requirement is not about.
  ["en", "Members can renew loans by card number.", "The reading room display shall not accept card number input."],
  // The other requirement does not take the input either.
  ["en", "The return point cannot be searched by the name of a branch.", "The kiosk shall not accept branch name input for the return point."],
  [
    "de",
    "Der Rückgabeort kann über den Namen einer Filiale gesucht werden.",
    "Wenn das Netz ausfällt, darf das Terminal für den Rückgabeort den Namen einer Filiale nicht als Eingabe akzeptieren.",
  ],
  [
    "de",
    "Der Rückgabeort kann über den Namen einer Filiale gesucht werden.",
    "Das Terminal darf für den Rückgabeort keine Namen einer Filiale akzeptieren, die länger als 40 Zeichen sind.",
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
