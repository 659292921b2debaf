/**
 * Table test of a thing one requirement accepts only through one means against the other taking it or
 * doing its action through another (engine/compare/conflicts/accepted-means.ts): "shall accept payment
 * only via a credit or debit card" against "can pay … with cash", in English and German, both orders;
 * and the near misses that must not conflict: the same means, no "only", a negated other, something
 * else the other is about.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The ticket kiosk shall accept payment only via a credit or debit card.",
    "Visitors can pay for a ticket at the kiosk with cash.",
    "input",
    "only through one means",
  ],
  [
    "en",
    "The loan desk shall accept returns exclusively through the drop box.",
    "Readers can hand in returns at the loan desk by post.",
    "input",
    "accept returns exclusively through the drop box",
  ],
  [
    "en",
    "The signal controller shall accept commands over the serial line.",
    "The signal controller shall accept commands only via the maintenance port.",
    "input",
    "accept commands only via the maintenance port",
  ],
  [
    "de",
    "Der Fahrkartenautomat darf Zahlungen nur per Karte annehmen.",
    "Fahrgäste können am Fahrkartenautomaten mit Bargeld zahlen.",
    "input",
    "nur über ein Mittel",
  ],
  [
    "de",
    "Das Stellwerk muss Befehle nur über die Wartungsschnittstelle annehmen.",
    "Das Stellwerk muss Befehle über die serielle Leitung annehmen.",
    "input",
    "Befehle nur über die Wartungsschnittstelle annehmen",
  ],
];

const quiet: QuietRow[] = [
  // The same means.
  ["en", "The ticket kiosk shall accept payment only via a credit or debit card.", "Visitors can pay for a ticket at the kiosk with a debit card."],
  // No "only": two means may both be offered.
  ["en", "The ticket kiosk shall accept payment via a credit card.", "Visitors can pay for a ticket at the kiosk with cash."],
  // The other rules the means out too.
  ["en", "The ticket kiosk shall accept payment only via a credit or debit card.", "Visitors cannot pay for a ticket at the kiosk with cash."],
  // Something else the other is about.
  ["en", "The ticket kiosk shall accept payment only via a credit or debit card.", "Members can pay the annual fee with cash."],
  ["de", "Der Fahrkartenautomat darf Zahlungen nur per Karte annehmen.", "Fahrgäste können am Fahrkartenautomaten mit der Karte zahlen."],
  ["de", "Der Fahrkartenautomat darf Zahlungen nur per Karte annehmen.", "Mitglieder können den Jahresbeitrag mit Bargeld zahlen."],
];

describe("a thing accepted only through one means against another means", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
