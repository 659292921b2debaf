/**
 * Table test of different means for one purpose (engine/compare/conflicts/means.ts): the same actor
 * uses one means and another to do the same thing, in English and German, both orders; and the
 * near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The ticket machine shall use the card reader driver to communicate with the payment terminal.",
    "The ticket machine shall use the local network interface to communicate with the payment terminal.",
    "input",
    "with different means",
  ],
  [
    "en",
    "The loan desk shall use the barcode scanner when reading the member card.",
    "The loan desk shall use the camera when reading the member card.",
    "input",
    "shall use the camera when reading the member card",
  ],
  [
    "en",
    "The booking service shall utilize the HL-7 message format for transferring patient referrals between clinics.",
    "The booking service shall use a JSON document (signed by the sender) for transferring patient referrals between clinics.",
    "input",
    "for transferring patient referrals",
  ],
  [
    "en",
    "The signal box shall use the axle counter readings in order to determine which track sections are occupied.",
    "The signal box shall use the timetable of the train operator in order to determine which track sections are occupied.",
    "input",
    "timetable of the train operator",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss den Kartenlesertreiber verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "Der Fahrkartenautomat muss die lokale Netzwerkschnittstelle verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "input",
    "mit verschiedenen Mitteln",
  ],
  [
    "de",
    "Die Ausleihtheke muss beim Lesen der Mitgliedskarte den Barcodescanner verwenden.",
    "Die Ausleihtheke muss beim Lesen der Mitgliedskarte die Kamera nutzen.",
    "input",
    "die Kamera nutzen",
  ],
];

const compatible: QuietRow[] = [
  // one means added to the other, one qualifier added, another purpose, a capability, another actor, a condition of its own
  [
    "en",
    "The ticket machine shall use the card reader to identify passengers.",
    "The ticket machine shall use the card reader and the keypad to identify passengers.",
  ],
  [
    "en",
    "The ticket machine shall use the secure protocol to communicate with the payment terminal.",
    "The ticket machine shall use the standard protocol to communicate with the payment terminal.",
  ],
  [
    "en",
    "The ticket machine shall use the card reader driver to communicate with the payment terminal.",
    "The ticket machine shall use the local network interface to communicate with the route server.",
  ],
  [
    "en",
    "The ticket machine can use the card reader driver to communicate with the payment terminal.",
    "The ticket machine shall use the local network interface to communicate with the payment terminal.",
  ],
  [
    "en",
    "The ticket machine shall use the card reader driver to communicate with the payment terminal.",
    "The gate controller shall use the local network interface to communicate with the payment terminal.",
  ],
  [
    "en",
    "The ticket machine shall use the card reader driver to communicate with the payment terminal.",
    "If the card reader fails, the ticket machine shall use the local network interface to communicate with the payment terminal.",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss den Kartenleser verwenden, um Fahrgäste zu erkennen.",
    "Der Fahrkartenautomat muss den Kartenleser und die Tastatur verwenden, um Fahrgäste zu erkennen.",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss den Kartenlesertreiber verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "Der Fahrkartenautomat muss die lokale Netzwerkschnittstelle verwenden, um mit dem Fahrplanserver zu kommunizieren.",
  ],
  [
    "de",
    "Der Fahrkartenautomat kann den Kartenlesertreiber verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "Der Fahrkartenautomat muss die lokale Netzwerkschnittstelle verwenden, um mit dem Zahlterminal zu kommunizieren.",
  ],
];

describe("input conflicts: different means for the same purpose", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
