/**
 * Table test of the shown-list class (engine/compare/conflicts/shown-lists.ts): one requirement lists
 * the items of an output ("shall include the title, the due date and the branch name", "muss den Titel,
 * das Rückgabedatum und die Filiale enthalten"), the other shows only some of them ("display only the
 * title and the due date", "muss nur den Titel und das Rückgabedatum anzeigen"); and the near misses:
 * every listed item shown, a case of its own, another output, no item in common, "not only".
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The loan receipt shall include the title, the due date and the branch name.",
    "The loan receipt shall display only the title and the due date.",
    "replacement",
    "display only the title and the due date",
  ],
  [
    "en",
    "The shop app shall list the product name, the price and the stock level for each item in the basket.",
    "The basket view shall display only the product name and the price.",
    "replacement",
    "display only the product name and the price",
  ],
  [
    "en",
    "The title, the author and the cover image of each book shall be shown on the detail page.",
    "The detail page of a book shall contain only its title and its author.",
    "replacement",
    "contain only its title and its author",
  ],
  [
    "en",
    "The conference badge shall include the name, the affiliation and the session track of the attendee.",
    "Printed conference badges shall show only the attendee's name and affiliation.",
    "replacement",
    "show only the attendee's name and affiliation",
  ],
  [
    "en",
    "The parts report shall include the prices and their suppliers.",
    "The parts report shall display only the names of the suppliers.",
    "replacement",
    "display only the names of the suppliers",
  ],
  [
    "de",
    "Die Quittung muss den Titel, das Rückgabedatum und die Filiale enthalten.",
    "Die Quittung muss nur den Titel und das Rückgabedatum anzeigen.",
    "replacement",
    "nur den Titel und das Rückgabedatum anzeigen",
  ],
  [
    "de",
    "Der Aushang am Bahnsteig zeigt den Zug, das Gleis und die Abfahrtszeit.",
    "Der Aushang am Bahnsteig muss nur den Zug und das Gleis anzeigen.",
    "replacement",
    "nur den Zug und das Gleis anzeigen",
  ],
];

const quiet: QuietRow[] = [
  // Every listed item is shown.
  [
    "en",
    "The loan receipt shall include the title, the due date and the branch name.",
    "The loan receipt shall display only the title, the due date and the branch name.",
  ],
  // A case of its own.
  [
    "en",
    "The loan receipt shall include the title, the due date and the branch name.",
    "When the card is blocked, the loan receipt shall display only the title and the due date.",
  ],
  // Another output.
  [
    "en",
    "The loan receipt shall include the title, the due date and the branch name.",
    "The search page shall display only the title and the author.",
  ],
  // No item in common.
  ["en", "The title and the due date of each loan shall be shown on the receipt.", "The receipt shall show only the fee."],
  // One item without what it is of picks some items, not some fields.
  ["en", "The booking page shall list the rooms, their capacity and their equipment.", "The booking page shall show only available rooms."],
  ["de", "Die Buchungsseite muss die Räume, ihre Kapazität und ihre Ausstattung auflisten.", "Die Buchungsseite muss nur verfügbare Räume anzeigen."],
  // "not only" lists nothing.
  [
    "en",
    "The loan receipt shall include the title, the due date and the branch name.",
    "The loan receipt shall display not only the title and the due date.",
  ],
  ["de", "Die Quittung muss den Titel und das Rückgabedatum enthalten.", "Die Quittung muss nur den Titel und das Rückgabedatum anzeigen."],
  ["de", "Die Quittung muss den Titel, das Rückgabedatum und die Filiale enthalten.", "Die Suchseite muss nur den Titel und den Autor anzeigen."],
  [
    "de",
    "Die Quittung muss den Titel, das Rückgabedatum und die Filiale enthalten.",
    "Wenn die Karte gesperrt ist, muss die Quittung nur den Titel und das Rückgabedatum anzeigen.",
  ],
];

describe("shown lists: a list of an output's items against only some of them", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
