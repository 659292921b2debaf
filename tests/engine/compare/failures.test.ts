/**
 * Table test of an action that succeeds against a failure reported for the same action
 * (engine/compare/conflicts/failures.ts), in English and German, both orders; and the near misses
 * that must not conflict: an error for a case of its own, a requirement that handles errors itself.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The loan shall be renewed by the library system.",
    "When the loan is renewed by the library system, the kiosk shall display a renewal failure message.",
    "output",
    "renewal failure message",
  ],
  [
    "en",
    "The member shall be logged in to the catalogue with the library card.",
    "When the member logs in with the library card, the catalogue shall show an error message.",
    "output",
    "shall show an error message",
  ],
  [
    "en",
    "The ticket booking shall be stored by the rail booking service.",
    "If the ticket booking is stored by the rail booking service, the service shall show the booking status as failed.",
    "output",
    "status as failed",
  ],
  [
    "de",
    "Die Buchung muss vom Kassensystem gespeichert werden.",
    "Wenn die Buchung vom Kassensystem gespeichert wird, muss das System eine Fehlermeldung anzeigen.",
    "output",
    "eine Fehlermeldung anzeigen",
  ],
  [
    "de",
    "Die Anmeldung zur Konferenz muss vom Portal bestätigt werden.",
    "Wenn die Anmeldung zur Konferenz vom Portal bestätigt wird, muss das Portal den Status als fehlgeschlagen anzeigen.",
    "output",
    "als fehlgeschlagen anzeigen",
  ],
];

const quiet: QuietRow[] = [
  // An error for a case of its own.
  [
    "en",
    "The loan shall be renewed by the library system.",
    "When the loan is renewed with an expired library card, the kiosk shall display an error message.",
  ],
  [
    "en",
    "The payment shall be accepted by the shop.",
    "When the payment is accepted with insufficient funds, the shop shall display an error message.",
  ],
  // The other handles errors itself.
  [
    "en",
    "The booking shall be stored by the booking service; otherwise an error shall be logged.",
    "When the booking is stored by the booking service, the service shall display an error message.",
  ],
  // A condition the other does not state.
  [
    "en",
    "The appointment shall be cancelled by the clinic portal.",
    "When the patient opens the referral form, the clinic portal shall display an error message.",
  ],
  [
    "de",
    "Die Buchung muss vom Kassensystem gespeichert werden.",
    "Wenn die Buchung ungültig ist, muss das Kassensystem eine Fehlermeldung anzeigen.",
  ],
  [
    "de",
    "Die Buchung muss vom Kassensystem gespeichert werden.",
    "Wenn die Buchung nicht gespeichert wird, muss das Kassensystem eine Fehlermeldung anzeigen.",
  ],
];

describe("an action that succeeds against a failure reported for it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
