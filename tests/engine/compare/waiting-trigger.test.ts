/**
 * One trigger for an action in both requirements, the waiting one as its leading condition and holding the action back
 * until a later event, the other doing it at the trigger (conflicts/waiting.ts), with its near misses.
 */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the same trigger, the action held back until a later event", () => {
  conflictTable([
    [
      "en",
      "When a loan is returned, the library system shall not refund the deposit until the book has been checked for damage.",
      "The library system shall refund the deposit when the loan is returned.",
      "event",
      "shall not refund the deposit until the book has been checked for damage",
    ],
    [
      "en",
      "If the order has been paid, the web shop shall not ship the parcel until the stock has been checked.",
      "The web shop shall ship the parcel when the order is paid.",
      "event",
      "holds the action back until an event",
    ],
    [
      "de",
      "Wenn eine Ausleihe zurückgegeben wird, darf das Bibliothekssystem die Kaution nicht erstatten, bis das Buch auf Schäden geprüft wurde.",
      "Das Bibliothekssystem muss die Kaution erstatten, wenn die Ausleihe zurückgegeben wird.",
      "event",
      "bis zu einem Ereignis zurück",
    ],
  ]);
  quietTable([
    // The other waits for the same later event.
    [
      "en",
      "When a loan is returned, the library system shall not refund the deposit until the book has been checked for damage.",
      "The library system shall refund the deposit when the book has been checked for damage.",
    ],
    // Another trigger.
    [
      "en",
      "When a loan is returned, the library system shall not refund the deposit until the book has been checked for damage.",
      "The library system shall refund the deposit when the member closes the account.",
    ],
    [
      "de",
      "Wenn eine Ausleihe zurückgegeben wird, darf das Bibliothekssystem die Kaution nicht erstatten, bis das Buch auf Schäden geprüft wurde.",
      "Das Bibliothekssystem muss die Kaution erstatten, wenn das Mitglied sein Konto schließt.",
    ],
    // Another action at the trigger.
    [
      "en",
      "When a loan is returned, the library system shall not refund the deposit until the book has been checked for damage.",
      "The library system shall send a receipt when the loan is returned.",
    ],
  ]);
});
