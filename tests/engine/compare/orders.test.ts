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
];

describe("two orders for one list", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
