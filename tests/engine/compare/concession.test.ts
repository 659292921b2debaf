/**
 * Table test of the concession class (engine/compare/conflicts/concession.ts): one requirement ties
 * an action to a condition, the other decides the opposite even under it ("even if", "even when",
 * "auch wenn", "selbst wenn"), in English and German, both orders; and the near misses that must not
 * conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "If the reader has unpaid fines, the library system shall block the loan.",
    "The library system shall not block the loan even if the reader has unpaid fines.",
    "event",
    "even if the reader has unpaid fines",
  ],
  [
    "en",
    "If the guest accepts the terms, create the booking.",
    "The system shall not create a booking even if the guest accepts the terms.",
    "event",
    "even if the guest accepts the terms",
  ],
  [
    "de",
    "Wenn der Gast die Bedingungen akzeptiert, muss das System die Buchung anlegen.",
    "Das System darf die Buchung nicht anlegen, auch wenn der Gast die Bedingungen akzeptiert.",
    "event",
    "auch wenn der Gast die Bedingungen akzeptiert",
  ],
  [
    "de",
    "Wenn der Zug mehr als eine Stunde verspätet ist, muss der Schalter den Fahrpreis erstatten.",
    "Der Schalter darf den Fahrpreis nicht erstatten, selbst wenn der Zug verspätet ist.",
    "event",
    "selbst wenn der Zug verspätet ist",
  ],
];

const compatible: QuietRow[] = [
  // no concession: a conditional demand against a plain prohibition is read elsewhere
  ["en", "If the reader has unpaid fines, the library system shall block the loan.", "The library system shall not block the loan."],
  // the concession names another condition
  [
    "en",
    "If the reader has unpaid fines, the library system shall block the loan.",
    "The library system shall not block the loan even if the reader is a student.",
  ],
  // both decide the same
  [
    "en",
    "If the reader has unpaid fines, the library system shall block the loan.",
    "The library system shall block the loan even if the reader has unpaid fines of less than one euro.",
  ],
  // another action
  ["en", "If the guest accepts the terms, create the booking.", "The system shall not send a newsletter even if the guest accepts the terms."],
  // German: the concession names another condition
  [
    "de",
    "Wenn der Gast die Bedingungen akzeptiert, muss das System die Buchung anlegen.",
    "Das System darf die Buchung nicht anlegen, auch wenn der Gast Stammkunde ist.",
  ],
];

describe("an action tied to a condition against its opposite even under that condition", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
