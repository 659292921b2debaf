/**
 * Table test of the unattended reading of the agency class (engine/compare/conflicts/agency.ts), in
 * English and German, both orders, with the reason: the system does an action automatically and
 * rules out a person's part ("without passenger input", "without requiring any member selection",
 * "ohne Benutzereingabe"), the other lets a named person do the same action on the same things.
 * The near misses must stay quiet: "automatically" alone, another action, another condition, an
 * option ("may automatically"), another part of the system, what the person's part is not.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The kiosk shall automatically assign the seat without passenger input.",
    "The passenger shall be able to assign the seat.",
    "agency",
    "The passenger",
  ],
  [
    "en",
    "The library system shall automatically renew loans without requiring any member selection.",
    "The system shall allow a member to renew loans.",
    "agency",
    "a member",
  ],
  [
    "en",
    "The clinic portal shall automatically create follow-up appointments, requiring no manual input from the reception staff.",
    "The reception staff shall be able to add follow-up appointments.",
    "agency",
    "The reception staff",
  ],
  [
    "de",
    "Der Kiosk muss den Sitzplatz automatisch ohne Eingabe des Fahrgasts zuweisen.",
    "Der Fahrgast muss den Sitzplatz zuweisen können.",
    "agency",
    "Der Fahrgast",
  ],
  [
    "de",
    "Das Buchungssystem muss die Sitzplatznummer automatisch ohne Benutzereingabe vergeben.",
    "Der Fahrgast muss die Sitzplatznummer vergeben können.",
    "agency",
    "Der Fahrgast",
  ],
  [
    "de",
    "Das System muss den Zug automatisch ohne manuelle Auswahl festlegen.",
    "Der Disponent muss den Zug festlegen können.",
    "agency",
    "Der Disponent",
  ],
];

const quiet: QuietRow[] = [
  // "automatically" alone: the person may still act by hand.
  ["en", "The editor shall automatically save drafts.", "The author shall be able to save drafts."],
  ["de", "Das System muss Entwürfe automatisch speichern.", "Der Autor muss Entwürfe speichern können."],
  // Another action on the same thing.
  ["en", "The kiosk shall automatically assign the seat without passenger input.", "The passenger shall be able to view the seat."],
  ["de", "Der Kiosk muss den Sitzplatz automatisch ohne Eingabe des Fahrgasts zuweisen.", "Der Fahrgast muss den Sitzplatz ansehen können."],
  // Another condition.
  [
    "en",
    "The kiosk shall automatically assign the seat without passenger input.",
    "If the train is full, the passenger shall be able to assign the seat.",
  ],
  [
    "de",
    "Das System muss den Zug automatisch ohne manuelle Auswahl festlegen.",
    "Wenn der Fahrplan gesperrt ist, muss der Disponent den Zug festlegen können.",
  ],
  // An option, not an obligation.
  ["en", "The kiosk may automatically assign the seat without passenger input.", "The passenger shall be able to assign the seat."],
  // Another part of the system, and the same subject.
  ["en", "The kiosk shall automatically assign the seat without passenger input.", "The booking module shall be able to assign the seat."],
  ["de", "Der Kiosk muss den Sitzplatz automatisch ohne Eingabe des Fahrgasts zuweisen.", "Der Kiosk muss den Sitzplatz zuweisen können."],
  // What is gone without is no part of a person ("the manual booking form").
  [
    "en",
    "The clinic portal shall automatically book the follow-up appointment, bypassing the manual booking form.",
    "The receptionist can book the follow-up appointment.",
  ],
];

describe("agency: the system acts on its own with no part for a person", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
