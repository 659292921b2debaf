/**
 * Table test of an action stated whatever a thing is against its opposite under a condition on that
 * thing (conflicts/regardless.ts): "regardless of the payment method" / "if the payment method is
 * cash, … shall not …", "unabhängig von der Zahlungsart" / "wenn die Zahlungsart Bargeld ist, darf …
 * nicht …"; in English and German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The kiosk shall print the receipt regardless of the payment method.",
    "If the payment method is cash, the kiosk shall not print the receipt.",
    "event",
    "regardless of the payment method",
  ],
  [
    "en",
    "The clinic portal shall send the appointment reminder irrespective of the insurance type.",
    "If the insurance type is private, the clinic portal shall not send the appointment reminder.",
    "event",
    "irrespective of the insurance type",
  ],
  [
    "de",
    "Der Kiosk muss den Beleg unabhängig von der Zahlungsart drucken.",
    "Wenn die Zahlungsart Bargeld ist, darf der Kiosk den Beleg nicht drucken.",
    "event",
    "unabhängig von der Zahlungsart",
  ],
  [
    "de",
    "Das Klinikportal muss die Terminerinnerung unabhängig von der Versicherungsart senden.",
    "Falls die Versicherungsart privat ist, darf das Klinikportal die Terminerinnerung nicht senden.",
    "event",
    "unabhängig von der Versicherungsart",
  ],
];

const compatible: QuietRow[] = [
  // the same action under the condition agrees
  ["en", "The kiosk shall print the receipt regardless of the payment method.", "If the payment method is cash, the kiosk shall print the receipt."],
  ["de", "Der Kiosk muss den Beleg unabhängig von der Zahlungsart drucken.", "Wenn die Zahlungsart Bargeld ist, muss der Kiosk den Beleg drucken."],
  // a condition on something else
  [
    "en",
    "The kiosk shall print the receipt regardless of the payment method.",
    "If the printer is out of paper, the kiosk shall not print the receipt.",
  ],
  [
    "de",
    "Der Kiosk muss den Beleg unabhängig von der Zahlungsart drucken.",
    "Wenn der Drucker kein Papier hat, darf der Kiosk den Beleg nicht drucken.",
  ],
  // another object
  [
    "en",
    "The kiosk shall print the receipt regardless of the payment method.",
    "If the payment method is cash, the kiosk shall not print the invoice.",
  ],
];

describe("an action whatever a thing is against its opposite under a condition on it", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
