/**
 * Table test of two ways of finding one value (engine/compare/conflicts/inputs.ts): one
 * requirement lets a value be searched by one input, the other lets it be selected or determined
 * only from another, or demands another way ("shall be selected from a list"), in English and German,
 * both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The destination can be searched by the name of a station.",
    "The destination shall be selected exclusively from a list of stations.",
    "input",
    "selected exclusively from a list of stations",
  ],
  [
    "en",
    "The destination can be searched by the name of a station.",
    "The destination shall be determined exclusively by the GPS coordinates of the device.",
    "input",
    "determined exclusively by the GPS coordinates",
  ],
  [
    "en",
    "The speaker can be searched by the name of the session.",
    "The speaker shall be chosen only from the list of registered speakers.",
    "input",
    "chosen only from the list of registered speakers",
  ],
  [
    "en",
    "The from-station can be searched by the name of a station.",
    "The from-station shall be selected exclusively by entering its station code.",
    "input",
    "by entering its station code",
  ],
  [
    "de",
    "Der Zielbahnhof kann nach dem Kürzel des Bahnhofs gesucht werden.",
    "Der Zielbahnhof muss ausschließlich aus einer vordefinierten Liste ausgewählt werden.",
    "input",
    "ausschließlich aus einer vordefinierten Liste",
  ],
  [
    "de",
    "Der Zielort kann nach dem Namen eines Bahnhofs gesucht werden.",
    "Der Zielort muss ausschließlich anhand der GPS-Koordinaten des Geräts bestimmt werden.",
    "input",
    "anhand der GPS-Koordinaten",
  ],
  // the way one requirement demands against the way the other offers
  [
    "en",
    "The pickup branch can be searched by the name of the town.",
    "The pickup branch shall be selected from a list of branches near the reader's address.",
    "input",
    "one requirement demands one way of giving the value",
  ],
  [
    "en",
    "The meeting room can be searched by its name.",
    "The meeting room must be specified by scanning the code at its door.",
    "input",
    "by scanning the code at its door",
  ],
  [
    "de",
    "Die Abholfiliale kann nach dem Namen des Ortes gesucht werden.",
    "Die Abholfiliale muss aus einer Liste der Filialen in der Nähe ausgewählt werden.",
    "input",
    "eine Anforderung verlangt einen Weg",
  ],
];

const compatible: QuietRow[] = [
  // both only offer a way, or the demanded way is the offered one, or another value
  ["en", "The pickup branch can be searched by the name of the town.", "The pickup branch can be selected from a list of branches."],
  ["en", "The pickup branch can be searched by the name of the town.", "The pickup branch shall be searched by the name of the town."],
  ["en", "The pickup branch can be searched by the name of the town.", "The return branch shall be selected from a list of branches."],
  [
    "de",
    "Die Abholfiliale kann nach dem Namen des Ortes gesucht werden.",
    "Die Rückgabefiliale muss aus einer Liste der Filialen ausgewählt werden.",
  ],
  // another value ("from-station" is not "to-station"), a person who selects, two ways side by side
  ["en", "The from-station can be searched by the name of a station.", "The to-station shall be selected exclusively from a list of stations."],
  ["en", "The destination can be searched by the name of a station.", "The destination shall be selected exclusively by the ticket clerk."],
  ["en", "The destination can be searched by the name of a station.", "The destination can be selected from a list of stations."],
  ["en", "The destination can be searched by the name of a station.", "The destination shall be selected only from the stations whose name matches."],
  [
    "de",
    "Der Abfahrtsbahnhof kann nach dem Kürzel des Bahnhofs gesucht werden.",
    "Der Zielbahnhof muss ausschließlich aus einer vordefinierten Liste ausgewählt werden.",
  ],
  [
    "de",
    "Der Zielbahnhof kann nach dem Kürzel des Bahnhofs gesucht werden.",
    "Der Zielbahnhof muss ausschließlich vom Schalterpersonal ausgewählt werden.",
  ],
  [
    "de",
    "Der Zielbahnhof kann nach dem Kürzel des Bahnhofs gesucht werden.",
    "Der Zielbahnhof kann aus einer vordefinierten Liste ausgewählt werden.",
  ],
];

describe("input conflicts: two ways of finding one value, one of them its only way", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
