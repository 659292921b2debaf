/**
 * Table test of the passive's actors in the agent class (engine/compare/conflicts/passive-agents.ts,
 * agents.ts), in English and German, both orders, with the reason: a passive names its actors after
 * "by" ("shall be sent by the desk or the kiosk", "von der Theke oder vom Automaten", "durch …"), each on
 * its own; the other requirement names one of them as the only one. The near misses must stay quiet:
 * the one actor alone, the system as the actor, another action.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "Loan records shall be sent to the catalogue by the desk or the kiosk.",
    "The system shall restrict the sending of loan records exclusively to the desk.",
    "agent",
    "the desk or the kiosk",
  ],
  [
    "en",
    "Refund requests shall be approved by the shift leader or the cashier.",
    "Only the shift leader shall approve refund requests.",
    "agent",
    "the shift leader or the cashier",
  ],
  [
    "de",
    "Die Ausleihdaten müssen von der Theke oder vom Automaten an den Katalog gesendet werden.",
    "Nur die Theke darf die Ausleihdaten an den Katalog senden.",
    "agent",
    "der Theke oder vom Automaten",
  ],
  [
    "de",
    "Erstattungsanträge müssen durch den Schichtleiter oder den Kassierer geprüft werden.",
    "Nur der Schichtleiter darf Erstattungsanträge prüfen.",
    "agent",
    "den Schichtleiter oder den Kassierer",
  ],
];

const quiet: QuietRow[] = [
  // The one actor alone.
  ["en", "Loan records shall be sent to the catalogue by the desk.", "Only the desk shall send loan records to the catalogue."],
  ["de", "Die Ausleihdaten müssen von der Theke an den Katalog gesendet werden.", "Nur die Theke darf die Ausleihdaten an den Katalog senden."],
  // The system is no actor beside the people.
  ["en", "Loan records shall be saved by the system.", "The system shall restrict access to loan records to the librarians."],
  ["de", "Die Ausleihdaten müssen vom System gespeichert werden.", "Nur der Bibliothekar darf die Ausleihdaten speichern."],
  // Another action.
  ["en", "Loan records shall be sent to the catalogue by the desk or the kiosk.", "Only the desk shall delete loan records."],
  ["de", "Die Ausleihdaten müssen von der Theke oder vom Automaten gesendet werden.", "Nur die Theke darf die Ausleihdaten löschen."],
];

describe("agent: the actors of a passive", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});

/** "choose" and "select" name one action ("wählen" and "auswählen"): a grant against the only actors who may. */
describe("agent: choose and select are one action", () => {
  conflictTable([
    [
      "de",
      "Ein Gast muss eine Beilage wählen können.",
      "Das System darf nur Benutzern mit der Rolle KÜCHE erlauben, Beilagen auszuwählen.",
      "agent",
      "Ein Gast",
    ],
    [
      "en",
      "The canteen app shall allow users to choose their side dish.",
      "The canteen app shall allow only users with the KITCHEN role to select or change any side dish.",
      "restriction",
      "only users with the KITCHEN role",
    ],
  ]);
  quietTable([
    ["en", "The canteen app shall allow a guest to choose a side dish.", "The canteen app shall allow only the kitchen staff to order a side dish."],
    ["de", "Ein Gast muss eine Beilage wählen können.", "Das System darf nur Benutzern mit der Rolle KÜCHE erlauben, Beilagen zu bestellen."],
  ]);
});
