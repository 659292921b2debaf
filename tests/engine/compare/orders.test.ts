/**
 * Table test of two orders for one list (engine/compare/conflicts/orders.ts): a random order
 * against a named one, newest first against oldest first, in English and German, both orders;
 * and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The catalogue shall list the new acquisitions sorted by title.",
    "The catalogue shall list the new acquisitions in a random order.",
    "output",
    "in a random order",
  ],
  [
    "en",
    "The patient portal shall show the lab results starting with the most recent.",
    "The patient portal shall show the lab results in chronological order from oldest to newest.",
    "output",
    "from oldest to newest",
  ],
  [
    "de",
    "Der Katalog muss die Neuerwerbungen alphabetisch sortiert auflisten.",
    "Der Katalog muss die Neuerwerbungen in zufälliger Reihenfolge auflisten.",
    "output",
    "in zufälliger Reihenfolge",
  ],
  [
    "de",
    "Das Patientenportal muss die Laborbefunde chronologisch anzeigen.",
    "Das Patientenportal muss die Laborbefunde absteigend nach Datum anzeigen.",
    "output",
    "absteigend nach Datum",
  ],
  // the newest or the oldest items named by where they stand, a few words apart
  [
    "en",
    "By default, the appointments a patient sees shall be listed in ascending order of their start time.",
    "By default, the appointments a patient sees shall be listed with the ones changed most recently at the top.",
    "output",
    "at the top",
  ],
  [
    "en",
    "The rail app shall list the delay reports with the oldest reports at the top.",
    "The rail app shall list the delay reports with the newest ones first.",
    "output",
    "newest ones first",
  ],
  [
    "de",
    "Das Praxisportal muss die Termine standardmäßig aufsteigend nach Zeit anzeigen.",
    "Das Praxisportal muss die Termine standardmäßig mit den zuletzt geänderten Terminen oben anzeigen.",
    "output",
    "zuletzt geänderten Terminen oben",
  ],
  [
    "de",
    "Die Bahn-App muss die Störungsmeldungen in zufälliger Reihenfolge auflisten.",
    "Die Bahn-App muss die Störungsmeldungen mit den neuesten Meldungen zuerst auflisten.",
    "output",
    "neuesten Meldungen zuerst",
  ],
];

const compatible: QuietRow[] = [
  // different lists
  ["en", "The catalogue shall list the new acquisitions sorted by title.", "The catalogue shall list the staff members in a random order."],
  // a choice of directions
  [
    "en",
    "The patient portal shall show the lab results newest to oldest or oldest to newest.",
    "The patient portal shall show the lab results in a random order.",
  ],
  // someone may choose
  ["en", "The catalogue shall list the new acquisitions sorted by title.", "The member may list the new acquisitions in a random order."],
  // an order for a case of its own
  [
    "en",
    "The catalogue shall list the new acquisitions sorted by title.",
    "If the title is unknown, the catalogue shall list the new acquisitions in a random order.",
  ],
  // two keys without a direction: not read here
  ["en", "The catalogue shall list the new acquisitions sorted by title.", "The catalogue shall list the new acquisitions sorted by author."],
  [
    "de",
    "Der Katalog muss die Neuerwerbungen alphabetisch sortiert auflisten.",
    "Der Katalog muss die Mitarbeiter in zufälliger Reihenfolge auflisten.",
  ],
  [
    "de",
    "Das Patientenportal muss die Laborbefunde chronologisch anzeigen.",
    "Das Patientenportal muss die Laborbefunde chronologisch sortiert anzeigen.",
  ],
  // the newest item named, not where it stands; or another list
  ["en", "The rail app shall list the delay reports in ascending order.", "The rail app shall highlight the latest delay report."],
  ["en", "The rail app shall list the delay reports in ascending order.", "The rail app shall list the fare changes with the newest at the top."],
  ["de", "Die Bahn-App muss die Störungsmeldungen aufsteigend auflisten.", "Die Bahn-App muss die zuletzt gemeldete Störung hervorheben."],
  [
    "de",
    "Die Bahn-App muss die Störungsmeldungen aufsteigend auflisten.",
    "Die Bahn-App muss die Fahrplanänderungen mit den neuesten oben auflisten.",
  ],
];

describe("two orders for one list", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
