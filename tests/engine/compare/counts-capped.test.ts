/**
 * Table test of a count capped against a larger count demanded (engine/compare/conflicts/counts.ts,
 * `cappedCount`): one requirement restricts "the number of" a thing to a number ("limit the number of
 * concurrent users to 200", "die Anzahl gleichzeitiger Benutzer auf höchstens 200 begrenzen"), the other
 * demands more of the same thing ("500 users … at the same time", "500 Benutzer … gleichzeitig"), in
 * English and German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The reading room system shall limit the number of concurrent users to 200.",
    "500 users shall be able to use the reading room system at the same time.",
    "restriction",
    "limit the number of concurrent users to 200",
  ],
  [
    "en",
    "The ticket shop shall restrict the number of simultaneous bookings to a maximum of 40 to keep the seat map consistent.",
    "The ticket shop shall handle 120 simultaneous bookings.",
    "restriction",
    "restrict the number of simultaneous bookings to a maximum of 40",
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
    "The catalogue shall limit the number of subject levels that can be created in the subject tree to a maximum of 6.",
    "The catalogue shall allow 30 subject levels to be created in the subject tree.",
    "restriction",
    "to a maximum of 6",
  ],
  [
    "de",
    "Das Lesesaalsystem muss die Anzahl gleichzeitiger Benutzer auf höchstens 200 begrenzen.",
    "500 Benutzer müssen das Lesesaalsystem gleichzeitig nutzen können.",
    "restriction",
    "auf höchstens 200",
  ],
  [
    "de",
    "Der Ticketshop muss die Anzahl der Buchungen pro Vorstellung auf 40 beschränken.",
    "Der Ticketshop muss 120 Buchungen pro Vorstellung annehmen.",
    "restriction",
    "Anzahl der Buchungen pro Vorstellung auf 40",
  ],
];

const quiet: QuietRow[] = [
  // Another count of the same noun: who registers is not who uses it at the same time.
  [
    "en",
    "The reading room system shall limit the number of concurrent users to 200.",
    "500 users shall be able to register with the reading room system.",
  ],
  // The demand stays under the cap.
  [
    "en",
    "The reading room system shall limit the number of concurrent users to 200.",
    "150 users shall be able to use the reading room system at the same time.",
  ],
  // A demand bounded itself.
  [
    "en",
    "The reading room system shall limit the number of concurrent users to 200.",
    "At most 500 users shall use the reading room system at the same time.",
  ],
  // A cap in a case of its own.
  [
    "en",
    "If the server is in maintenance mode, the reading room system shall limit the number of concurrent users to 20.",
    "500 users shall be able to use the reading room system at the same time.",
  ],
  // Another thing counted.
  [
    "en",
    "The clinic portal shall limit the number of concurrent sessions to 3.",
    "500 patients shall be able to use the clinic portal at the same time.",
  ],
  // A number with a unit is no count of the thing.
  ["en", "The kiosk shall limit the number of retries to 3.", "The kiosk shall retry the payment after 10 seconds."],
  [
    "de",
    "Das Lesesaalsystem muss die Anzahl gleichzeitiger Benutzer auf 200 begrenzen.",
    "500 Benutzer müssen sich im Lesesaalsystem registrieren können.",
  ],
  [
    "de",
    "Das Lesesaalsystem darf die Anzahl gleichzeitiger Benutzer nicht auf 200 begrenzen.",
    "500 Benutzer müssen das Lesesaalsystem gleichzeitig nutzen können.",
  ],
  [
    "de",
    "Das Lesesaalsystem muss die Anzahl gleichzeitiger Benutzer auf 200 begrenzen.",
    "150 Benutzer müssen das Lesesaalsystem gleichzeitig nutzen können.",
  ],
];

describe("a count capped against a larger count demanded", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
