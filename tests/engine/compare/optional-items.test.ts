/**
 * Table test of an item one requirement demands and the other makes optional
 * (engine/compare/conflicts/optional-items.ts): "must provide … an e-mail address" against "can choose
 * to provide an e-mail address" or "the e-mail address is optional", in English and German, both
 * orders; and the near misses that must not conflict: two lists with no item in common, an item made
 * optional for something else, two persons, a condition of its own.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "To register for a library card, the reader must provide a name, a password and an e-mail address. The reader can choose to provide a phone number.",
    "To register for a library card, the reader must provide a name, a password and a phone number. The reader can choose to provide an e-mail address.",
    "input",
    "demands an item the other makes optional",
  ],
  [
    "en",
    "The clinic system shall require the doctor, the room and the date to be entered for each appointment.",
    "The clinic system shall save an appointment with the doctor alone; all other fields, including the room and the date, shall be optional.",
    "input",
    "shall be optional",
  ],
  [
    "en",
    "The organiser shall enter the room and the catering option for each conference booking.",
    "Each conference booking shall name the room. The catering option is optional.",
    "input",
    "The catering option is optional.",
  ],
  [
    "de",
    "Für die Anmeldung zum Leseausweis muss der Leser Name, Passwort und E-Mail-Adresse angeben.",
    "Für die Anmeldung zum Leseausweis muss der Leser Name und Passwort angeben. Die E-Mail-Adresse ist freiwillig.",
    "input",
    "Die E-Mail-Adresse ist freiwillig",
  ],
  [
    "de",
    "Für die Anmeldung zum Leseausweis muss der Leser Name, Passwort und Telefonnummer angeben.",
    "Für die Anmeldung zum Leseausweis kann der Leser optional eine Telefonnummer angeben.",
    "input",
    "kann der Leser optional eine Telefonnummer angeben",
  ],
];

const quiet: QuietRow[] = [
  // No item in common.
  [
    "en",
    "To register for a library card, the reader must provide a name and an e-mail address.",
    "To register for a library card, the reader can choose to provide a phone number.",
  ],
  // An item made optional for something else.
  [
    "en",
    "To register for a library card, the reader must provide an e-mail address.",
    "When ordering a book, the courier can choose to provide an e-mail address.",
  ],
  // Two persons.
  [
    "en",
    "To register for a library card, the reader must provide an e-mail address.",
    "To register for a library card, the librarian can choose to provide an e-mail address.",
  ],
  // An optional item under a condition of its own.
  [
    "en",
    "To register for a library card, the reader must provide an e-mail address.",
    "If the reader is under 12, to register for a library card the e-mail address is optional.",
  ],
  [
    "de",
    "Für die Anmeldung zum Leseausweis muss der Leser eine E-Mail-Adresse angeben.",
    "Für die Anmeldung zum Leseausweis kann der Leser optional eine Telefonnummer angeben.",
  ],
  [
    "de",
    "Für die Anmeldung zum Leseausweis muss der Leser eine E-Mail-Adresse angeben.",
    "Bei der Bestellung eines Buches ist die E-Mail-Adresse freiwillig.",
  ],
];

describe("an item demanded against the same item made optional", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
