/**
 * Table test of different means for one purpose (engine/compare/conflicts/means.ts): the same actor
 * uses one means and another to do the same thing, or requires one list and a shortened one for it,
 * in English and German, both orders; and the near misses that must not conflict.
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
    "The signal box shall use the axle counter module in order to determine which track sections are occupied.",
    "The signal box shall use the track circuit interface in order to determine which track sections are occupied.",
    "input",
    "track circuit interface",
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
  // a component named by initialisms joined with a hyphen, against one named by a word
  [
    "en",
    "The ticket machine shall use TM-CRD to communicate with the payment terminal.",
    "The ticket machine shall use the serial interface to communicate with the payment terminal.",
    "input",
    "shall use TM-CRD",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss TM-CRD verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "Der Fahrkartenautomat muss die serielle Schnittstelle verwenden, um mit dem Zahlterminal zu kommunizieren.",
    "input",
    "TM-CRD",
  ],
  // a list of what the action requires, shortened, or the only thing required against another one
  [
    "en",
    "The loan terminal shall require the entry of a member number and a PIN to borrow a book.",
    "The loan terminal shall require the entry of a member number to borrow a book.",
    "input",
    "the same action requires different things",
  ],
  [
    "en",
    "The pharmacy system shall require only a badge to release a prescription.",
    "The pharmacy system shall require both a badge and a one-time code for releasing a prescription.",
    "input",
    "require only a badge",
  ],
  [
    "de",
    "Das Ausleihterminal muss die Ausweisnummer und die PIN verlangen, um ein Buch auszuleihen.",
    "Das Ausleihterminal muss die Ausweisnummer verlangen, um ein Buch auszuleihen.",
    "input",
    "dieselbe Aktion setzt Verschiedenes voraus",
  ],
  [
    "de",
    "Das Ausleihterminal muss nur die Ausweisnummer verlangen, um ein Buch auszuleihen.",
    "Das Ausleihterminal muss zum Ausleihen eines Buches die Ausweisnummer und eine PIN verlangen.",
    "input",
    "nur die Ausweisnummer",
  ],
  [
    "de",
    "Das Kiosksystem muss für die Übertragung der Ausleihdaten das lokale Netzwerk nutzen.",
    "Das Kiosksystem muss für die Übertragung der Ausleihdaten den Mobilfunk nutzen.",
    "input",
    "den Mobilfunk nutzen",
  ],
];

const compatible: QuietRow[] = [
  // Means that are no technical component (data, ways of working) may hold side by side.
  [
    "en",
    "The signal box shall use the axle counter readings in order to determine which track sections are occupied.",
    "The signal box shall use the timetable of the train operator in order to determine which track sections are occupied.",
  ],
  [
    "en",
    "The kiosk shall use plain language when interacting with the visitor.",
    "The kiosk shall use standard icons when interacting with the visitor.",
  ],
  ["en", "The kiosk shall use large fonts to display the opening hours.", "The kiosk shall use high contrast colours to display the opening hours."],
  [
    "de",
    "Der Kiosk muss einfache Sprache verwenden, um mit den Besuchern zu kommunizieren.",
    "Der Kiosk muss gut erkennbare Symbole verwenden, um mit den Besuchern zu kommunizieren.",
  ],
  // two things required side by side, one item qualified, another purpose
  ["en", "The loan terminal shall require a member card to borrow a book.", "The loan terminal shall require a PIN to borrow a book."],
  ["en", "The loan terminal shall require a member card to borrow a book.", "The loan terminal shall require a valid member card to borrow a book."],
  [
    "en",
    "The loan terminal shall require a member number and a PIN to borrow a book.",
    "The loan terminal shall require a member number to renew a loan.",
  ],
  [
    "de",
    "Das Ausleihterminal muss die Ausweisnummer verlangen, um ein Buch auszuleihen.",
    "Das Ausleihterminal muss die PIN verlangen, um ein Buch auszuleihen.",
  ],
  [
    "de",
    "Das Ausleihterminal muss die Ausweisnummer und die PIN verlangen, um ein Buch auszuleihen.",
    "Das Ausleihterminal muss die Ausweisnummer verlangen, um eine Leihfrist zu verlängern.",
  ],
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

describe("input conflicts: different means or requirements for the same purpose", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
