/**
 * Table test of the class of a thing confined to one of a kind (engine/compare/conflicts/counts.ts):
 * one requirement restricts a thing to one ("restrict each card to a single account", "limit … to a
 * maximum of one …", "auf ein einziges Konto beschränken", "auf höchstens eine Filiale beschränkt"), the
 * other lets the same thing have several of that kind ("several accounts on the same card", "more than
 * one", "mehrere"), also bounded without a restricting verb ("only one reading club", "nur einem
 * Lesekreis"); and a count one requirement bounds ("a maximum depth of 4 levels", "3 wish lists",
 * "höchstens 4 Ebenen") against the same count the other leaves open ("no limitation on the depth",
 * "an unlimited number of wish lists", "beliebig viele Ebenen"), in English and German, both orders; and
 * the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The loan system shall restrict each library card to a single borrower account.",
    "The loan system shall support several borrower accounts on the same library card.",
    "restriction",
    "to a single borrower account",
  ],
  [
    "en",
    "The ward system shall restrict a bed to a single, designated ward.",
    "The ward system shall allow a bed to be listed in more than one ward.",
    "restriction",
    "to a single, designated ward",
  ],
  [
    "en",
    "The rail booking service shall restrict the use of a season ticket to a maximum of one travel zone.",
    "The rail booking service shall support the use of a season ticket in multiple travel zones.",
    "restriction",
    "to a maximum of one travel zone",
  ],
  [
    "en",
    "Each conference badge shall be restricted to one attendee profile.",
    "It shall be possible to link two attendee profiles to a conference badge.",
    "restriction",
    "to one attendee profile",
  ],
  [
    "de",
    "Das System muss jede Leserkarte auf ein einziges Konto beschränken.",
    "Das System muss mehrere Konten für dieselbe Leserkarte unterstützen.",
    "restriction",
    "auf ein einziges Konto",
  ],
  [
    "de",
    "Jeder Gästepass darf nur auf höchstens eine Filiale beschränkt werden.",
    "Mitglieder müssen einen Gästepass in mehreren Filialen nutzen können.",
    "restriction",
    "auf höchstens eine Filiale",
  ],
  [
    "de",
    "Das Buchungssystem muss die Nutzung einer Zeitkarte auf eine einzige Tarifzone begrenzen.",
    "Das Buchungssystem muss die Nutzung einer Zeitkarte in mehreren Tarifzonen erlauben.",
    "restriction",
    "auf eine einzige Tarifzone",
  ],
  [
    "en",
    "The catalogue shall impose no limitation on the depth of the subject hierarchy.",
    "The catalogue shall limit the subject hierarchy to a maximum depth of 4 levels.",
    "restriction",
    "maximum depth of 4 levels",
  ],
  [
    "en",
    "The shop shall allow an unlimited number of wish lists per customer.",
    "The shop shall allow 3 wish lists per customer.",
    "restriction",
    "3 wish lists",
  ],
  [
    "de",
    "Der Katalog muss beliebig viele Ebenen der Themenhierarchie erlauben.",
    "Der Katalog muss höchstens 4 Ebenen der Themenhierarchie erlauben.",
    "restriction",
    "höchstens 4 Ebenen der Themenhierarchie",
  ],
  [
    "de",
    "Der Shop muss eine unbegrenzte Anzahl von Wunschlisten pro Kunde erlauben.",
    "Der Shop muss 3 Wunschlisten pro Kunde erlauben.",
    "restriction",
    "3 Wunschlisten",
  ],
  // What a restricting verb bounds before "to" / "auf": "limit the length of … to at most 30 patients".
  [
    "en",
    "The clinic scheduler shall set no limitation on the length of a waiting list.",
    "The clinic scheduler shall limit the length of a waiting list to at most 30 patients.",
    "restriction",
    "limit the length of a waiting list to at most 30 patients",
  ],
  [
    "de",
    "Der Praxisplaner muss keine Begrenzung der Länge der Warteliste vorsehen.",
    "Der Praxisplaner muss die Länge der Warteliste auf höchstens 30 Patienten begrenzen.",
    "restriction",
    "die Länge der Warteliste auf höchstens 30 Patienten begrenzen",
  ],
  // One of a kind bounded without a restricting verb: "only one", "nur einem".
  [
    "en",
    "The library system shall allow membership in only one reading club.",
    "The library system shall allow membership in several reading clubs.",
    "restriction",
    "only one reading club",
  ],
  [
    "de",
    "Das System muss die Mitgliedschaft in nur einem Lesekreis erlauben.",
    "Das System muss die Mitgliedschaft in mehreren Lesekreisen erlauben.",
    "restriction",
    "nur einem Lesekreis",
  ],
];

const quiet: QuietRow[] = [
  // The confined thing is only part of what is counted: a system with several roles may give each user one.
  ["en", "The clinic system shall restrict each user to a single role.", "The clinic system shall support several user roles."],
  // Not restricted.
  [
    "en",
    "The loan system shall not restrict a library card to a single borrower account.",
    "The loan system shall support several borrower accounts on the same library card.",
  ],
  // Several of another kind.
  [
    "en",
    "The loan system shall restrict each library card to a single borrower account.",
    "The loan system shall support several reading rooms for each library card.",
  ],
  // A special case under a condition.
  [
    "en",
    "If the library card is blocked, the loan system shall restrict it to a single borrower account.",
    "The loan system shall support several borrower accounts on the same library card.",
  ],
  // One of a list is another reading.
  ["en", "The shop shall restrict customers to one of the three payment methods.", "Customers shall be able to combine several payment methods."],
  ["de", "Das System muss jeden Benutzer auf eine einzige Rolle beschränken.", "Das System muss mehrere Benutzerrollen unterstützen."],
  [
    "de",
    "Das System muss jede Leserkarte auf ein einziges Konto beschränken.",
    "Das System darf nicht mehrere Konten für dieselbe Leserkarte unterstützen.",
  ],
  // A number of something else: a time, not a count of what is left open.
  [
    "en",
    "The catalogue shall display the subject hierarchy within 2 seconds.",
    "The catalogue shall impose no limitation on the depth of the subject hierarchy.",
  ],
  // A number of the same thing for another action.
  ["en", "The shop shall display 5 wish lists per page.", "The shop shall let customers keep as many wish lists as they want."],
  // The open count is ruled out.
  ["en", "The shop shall not allow an unlimited number of wish lists per customer.", "The shop shall allow 3 wish lists per customer."],
  [
    "de",
    "Der Katalog muss die Themenhierarchie innerhalb von 2 Sekunden anzeigen.",
    "Der Katalog muss beliebig viele Ebenen der Themenhierarchie erlauben.",
  ],
  // Both keep to one: a prohibition of several is no grant of them.
  [
    "en",
    "The library system shall allow membership in only one reading club.",
    "The library system shall prevent membership in more than one reading club.",
  ],
  // A restricting verb that bounds another thing.
  [
    "en",
    "The clinic scheduler shall set no limitation on the length of a waiting list.",
    "The clinic scheduler shall limit the reminders per patient to at most 3 messages.",
  ],
  [
    "de",
    "Der Praxisplaner muss keine Begrenzung der Länge der Warteliste vorsehen.",
    "Der Praxisplaner muss die Erinnerungen pro Patient auf höchstens 3 Nachrichten begrenzen.",
  ],
  // A case of its own.
  ["en", "The kiosk shall print only one receipt for single bookings.", "The kiosk shall print several receipts for group bookings."],
];

describe("a thing confined to one of a kind against several of it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
