/**
 * Table test of the restriction class (engine/compare/conflicts/restriction.ts) where "only" bears on a noun
 * with a qualifier after it ("only for branches with a status of 'open'"): the qualifier's words are what
 * the restriction names, even when the noun itself is the other's.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const qualified: ConflictRow[] = [
  [
    "en",
    "When the catalogue page is opened, a list of all branch libraries shall be displayed.",
    "When the catalogue page is opened, the list of all branch libraries shall be displayed only for branches with a status of 'open'.",
    "restriction",
    "only for branches with a status of",
  ],
  [
    "de",
    "Die Liste aller Zweigstellen muss beim Öffnen des Katalogs angezeigt werden.",
    "Die Liste aller Zweigstellen muss beim Öffnen des Katalogs nur für Zweigstellen mit dem Status „offen“ angezeigt werden.",
    "restriction",
    "nur für Zweigstellen mit dem Status",
  ],
  [
    "en",
    "The clinic portal shall show the upcoming appointments of the patient.",
    "The clinic portal shall show the upcoming appointments only for patients who have given consent.",
    "restriction",
    "only for patients who have given consent",
  ],
  [
    "de",
    "Das Kassensystem muss die Liste aller Abfahrten anzeigen.",
    "Das Kassensystem muss die Liste der Abfahrten nur für Züge mit einer Gleiszuweisung anzeigen.",
    "restriction",
    "nur für Züge mit einer Gleiszuweisung",
  ],
];

const quiet: QuietRow[] = [
  // the qualifier is the other's too
  [
    "en",
    "The ticket office shall display the list of departures for trains with a platform assignment.",
    "The ticket office shall display the list of departures only for trains with a platform assignment.",
  ],
  [
    "de",
    "Das Kassensystem muss die Liste der Abfahrten für Züge mit einer Gleiszuweisung anzeigen.",
    "Das Kassensystem muss die Liste der Abfahrten nur für Züge mit einer Gleiszuweisung anzeigen.",
  ],
  // another output altogether
  [
    "en",
    "The ticket office shall display the list of all departures.",
    "The ticket office shall print the seat reservations only for trains with a platform assignment.",
  ],
  [
    "de",
    "Das Kassensystem muss die Liste aller Abfahrten anzeigen.",
    "Das Kassensystem muss die Sitzplatzreservierungen nur für Züge mit einer Gleiszuweisung drucken.",
  ],
];

describe("restriction: a qualifier after the noun 'only' bears on", () => {
  conflictTable(qualified);
  quietTable(quiet);
});
