/**
 * Table test of a count capped against a larger count demanded (engine/compare/conflicts/counts.ts,
 * `cappedCount`): one requirement restricts "the number of" a thing to a number ("the number of parallel
 * viewers per livestream shall be limited to 300", "die Anzahl paralleler Zuschauer … auf 300 begrenzt"), the
 * other demands more of the same thing ("900 viewers in parallel", "900 Zuschauer parallel"), in
 * English and German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The number of parallel viewers per livestream shall be limited to 300.",
    "Each conference livestream shall reach 900 viewers in parallel.",
    "restriction",
    "number of parallel viewers per livestream shall be limited to 300",
  ],
  [
    "en",
    "The seat map service shall restrict the number of simultaneous bookings per performance to a maximum of 40.",
    "The seat map service shall process 120 simultaneous bookings per performance.",
    "restriction",
    "restrict the number of simultaneous bookings per performance to a maximum of 40",
  ],
  [
    "en",
    "The number of reading lists per member shall be limited to 5.",
    "Members shall be able to keep 20 reading lists per member.",
    "restriction",
    "number of reading lists per member shall be limited to 5",
  ],
  [
    "en",
    "The rail planner shall limit the number of stopovers a traveller may add within a single journey to 4.",
    "The rail planner shall let travellers add 8 stopovers within a single journey.",
    "restriction",
    "limit the number of stopovers",
  ],
  [
    "de",
    "Die Anzahl paralleler Zuschauer pro Livestream muss auf 300 begrenzt sein.",
    "Jeder Livestream der Konferenz muss 900 Zuschauer parallel erreichen.",
    "restriction",
    "auf 300",
  ],
  [
    "de",
    "Der Sitzplandienst muss die Anzahl gleichzeitiger Buchungen pro Vorstellung auf höchstens 40 beschränken.",
    "Der Sitzplandienst muss 120 gleichzeitige Buchungen pro Vorstellung verarbeiten.",
    "restriction",
    "auf höchstens 40",
  ],
];

const quiet: QuietRow[] = [
  // Another count of the same noun: viewers over the day are not viewers at once.
  [
    "en",
    "The number of parallel viewers per livestream shall be limited to 300.",
    "Each conference livestream shall reach 900 viewers over the day.",
  ],
  // The demand stays under the cap.
  ["en", "The number of parallel viewers per livestream shall be limited to 300.", "Each conference livestream shall reach 250 viewers in parallel."],
  // A demand bounded itself.
  [
    "en",
    "The number of parallel viewers per livestream shall be limited to 300.",
    "Each conference livestream shall reach at most 900 viewers in parallel.",
  ],
  // A cap in a case of its own.
  [
    "en",
    "If the venue network is degraded, the number of parallel viewers per livestream shall be limited to 50.",
    "Each conference livestream shall reach 900 viewers in parallel.",
  ],
  // Another thing counted.
  ["en", "The clinic portal shall restrict the number of open sessions per patient to 3.", "The clinic portal shall serve 500 patients in parallel."],
  // A number with a unit is no count of the thing.
  ["en", "The kiosk shall limit the number of retries to 3.", "The kiosk shall retry the payment after 10 seconds."],
  [
    "de",
    "Die Anzahl paralleler Zuschauer pro Livestream muss auf 300 begrenzt sein.",
    "Jeder Livestream der Konferenz muss im Laufe des Tages 900 Zuschauer erreichen.",
  ],
  [
    "de",
    "Die Anzahl paralleler Zuschauer pro Livestream darf nicht auf 300 begrenzt sein.",
    "Jeder Livestream der Konferenz muss 900 Zuschauer parallel erreichen.",
  ],
  [
    "de",
    "Die Anzahl paralleler Zuschauer pro Livestream muss auf 300 begrenzt sein.",
    "Jeder Livestream der Konferenz muss 250 Zuschauer parallel erreichen.",
  ],
];

describe("a count capped against a larger count demanded", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
