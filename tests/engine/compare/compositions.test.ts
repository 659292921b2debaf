/**
 * Table test of two lists of all the parts of one thing (engine/compare/conflicts/compositions.ts):
 * "shall consist of" / "besteht aus" with different parts for the same thing, in English and
 * German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "A loan record shall consist of the member number, the item number and the due date.",
    "A loan record shall consist of the member number and the due date.",
    "output",
    "consist of the member number and the due date",
  ],
  [
    "en",
    "A boarding pass shall consist of the passenger name, the seat and the gate.",
    "A boarding pass shall consist of the passenger name, the seat, the gate and the boarding time.",
    "output",
    "the gate and the boarding time",
  ],
  [
    "de",
    "Ein Ausleihdatensatz muss aus der Mitgliedsnummer, der Mediennummer und dem Fälligkeitsdatum bestehen.",
    "Ein Ausleihdatensatz muss aus der Mitgliedsnummer und dem Fälligkeitsdatum bestehen.",
    "output",
    "aus der Mitgliedsnummer und dem Fälligkeitsdatum bestehen",
  ],
  [
    "de",
    "Eine Bordkarte besteht aus dem Namen des Fahrgasts, dem Sitzplatz und dem Flugsteig.",
    "Eine Bordkarte muss aus dem Namen des Fahrgasts, dem Sitzplatz, dem Flugsteig und der Einstiegszeit bestehen.",
    "output",
    "der Einstiegszeit",
  ],
];

const compatible: QuietRow[] = [
  // "include" names some parts only
  [
    "en",
    "A loan record shall consist of the member number, the item number and the due date.",
    "A loan record shall include the member number and the due date.",
  ],
  // another thing
  [
    "en",
    "A loan record shall consist of the member number, the item number and the due date.",
    "A reservation record shall consist of the member number and the pickup date.",
  ],
  // the same parts in other words
  [
    "en",
    "A loan record shall consist of the member number, the item number and the due date.",
    "A loan record shall consist of the member number, the number of the item and the due date.",
  ],
  [
    "de",
    "Ein Ausleihdatensatz muss aus der Mitgliedsnummer, der Mediennummer und dem Fälligkeitsdatum bestehen.",
    "Ein Ausleihdatensatz muss die Mitgliedsnummer und das Fälligkeitsdatum enthalten.",
  ],
  [
    "de",
    "Ein Ausleihdatensatz muss aus der Mitgliedsnummer, der Mediennummer und dem Fälligkeitsdatum bestehen.",
    "Ein Reservierungsdatensatz muss aus der Mitgliedsnummer und dem Abholdatum bestehen.",
  ],
];

describe("two lists of all the parts of one thing", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
