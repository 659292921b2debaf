/**
 * The only source of an action's input named after two joined verbs, "shall retrieve and display the loan data
 * only from the register", against another source of the second verb's input (engine/compare/conflicts/sources.ts).
 * German names the last verb as the action ("abrufen und anzeigen") and is read by the exclusive alternative.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The kiosk shall display loan data from the branch catalogue.",
    "The kiosk shall retrieve and display loan data only from the national library register.",
    "input",
    "only from the national library register",
  ],
  [
    "en",
    "The kiosk shall display loan data from the branch catalogue and the regional union catalogue.",
    "The kiosk shall retrieve and display loan data exclusively from the national library register.",
    "input",
    "exclusively from the national library register",
  ],
  [
    "de",
    "Der Kiosk muss die Ausleihdaten aus dem Filialkatalog anzeigen.",
    "Der Kiosk muss die Ausleihdaten ausschließlich aus dem nationalen Bibliotheksregister abrufen und anzeigen.",
    "exclusiveObject",
    "ausschließlich aus dem nationalen Bibliotheksregister",
  ],
];

const quiet: QuietRow[] = [
  // No "only" on either side: two sources may both feed the display.
  [
    "en",
    "The kiosk shall retrieve and display loan data from the national library register.",
    "The kiosk shall display loan data from the branch catalogue.",
  ],
  // The same source.
  [
    "en",
    "The kiosk shall display loan data only from the national library register.",
    "The kiosk shall retrieve and display loan data from the national library register.",
  ],
  // Another action: printing is neither retrieving nor displaying.
  [
    "en",
    "The kiosk shall print loan data from the branch catalogue.",
    "The kiosk shall retrieve and display loan data only from the national library register.",
  ],
  [
    "de",
    "Der Kiosk muss die Ausleihdaten aus dem Filialkatalog drucken.",
    "Der Kiosk muss die Ausleihdaten ausschließlich aus dem nationalen Bibliotheksregister abrufen und anzeigen.",
  ],
];

describe("the only source after two joined verbs", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
