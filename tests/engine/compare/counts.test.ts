/**
 * Table test of the class of a thing confined to one of a kind (engine/compare/conflicts/counts.ts):
 * one requirement restricts a thing to one ("restrict each card to a single account", "limit … to a
 * maximum of one …", "auf ein einziges Konto beschränken", "auf höchstens eine Filiale beschränkt"), the
 * other lets the same thing have several of that kind ("several accounts on the same card", "more than
 * one", "mehrere"), in English and German, both orders; and the near misses that must not conflict.
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
];

describe("a thing confined to one of a kind against several of it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
