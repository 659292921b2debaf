/**
 * Table test of one of a thing against several of it for the same action (engine/compare/conflicts/counts.ts,
 * `countedObjects`): "shall hold a single receipt printer" / "may hold multiple receipt printers", "shall be
 * assigned to one lecture hall" / "may be assigned to multiple lecture halls", "einen einzigen Belegdrucker" /
 * "mehrere Belegdrucker", "genau einem Hörsaal" / "mehreren Hörsälen", in English and German, both orders; and the
 * near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The ticket machine shall hold a single receipt printer.",
    "The ticket machine may hold multiple receipt printers.",
    "restriction",
    "single receipt printer",
  ],
  ["en", "A course shall be assigned to one lecture hall.", "A course may be assigned to multiple lecture halls.", "restriction", "one lecture hall"],
  [
    "en",
    "The booking desk shall offer only one fare class for each rail journey.",
    "The booking desk shall offer several fare classes for each rail journey.",
    "restriction",
    "only one fare class",
  ],
  [
    "en",
    "Each reading club shall meet in one seminar room.",
    "Each reading club shall meet in several seminar rooms.",
    "restriction",
    "one seminar room",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss einen einzigen Belegdrucker enthalten.",
    "Der Fahrkartenautomat darf mehrere Belegdrucker enthalten.",
    "restriction",
    "einzigen Belegdrucker",
  ],
  [
    "de",
    "Ein Kurs muss genau einem Hörsaal zugeordnet werden.",
    "Ein Kurs kann mehreren Hörsälen zugeordnet werden.",
    "restriction",
    "genau einem Hörsaal",
  ],
];

const quiet: QuietRow[] = [
  // "at least one" and "one of" are no count of one.
  ["en", "A course shall be assigned to at least one lecture hall.", "A course may be assigned to multiple lecture halls."],
  ["en", "The librarian shall select one of the branches.", "The librarian shall select multiple branches."],
  // Another subject, another action, another thing counted.
  ["en", "The ticket machine shall hold a single receipt printer.", "The info kiosk may hold multiple receipt printers."],
  ["en", "The ticket machine shall hold a single receipt printer.", "The ticket machine shall support multiple receipt printers."],
  ["en", "The ticket machine shall hold a single receipt printer.", "The ticket machine may hold multiple coin boxes."],
  // The ability to do it for one is a feature next to doing it for several.
  ["en", "Tutors shall be able to enrol a single learner in a course.", "Tutors shall be able to enrol multiple learners in a course."],
  [
    "de",
    "Tutoren müssen einen einzigen Teilnehmer in einen Kurs einschreiben können.",
    "Tutoren müssen mehrere Teilnehmer in einen Kurs einschreiben können.",
  ],
  // What follows the counted thing makes two cases.
  ["en", "The ticket desk shall print one receipt for single tickets.", "The ticket desk shall print multiple receipts for group tickets."],
  // A case of its own.
  [
    "en",
    "If the cabinet is the compact model, the ticket machine shall hold a single receipt printer.",
    "The ticket machine may hold multiple receipt printers.",
  ],
  // The system alone is no subject to tie the two together.
  ["en", "The system shall send one reminder.", "The system shall send multiple reminders."],
  // A German article is no count of one.
  ["de", "Der Fahrkartenautomat muss einen Belegdrucker enthalten.", "Der Fahrkartenautomat darf mehrere Belegdrucker enthalten."],
  ["de", "Ein Kurs muss mindestens einem Hörsaal zugeordnet werden.", "Ein Kurs kann mehreren Hörsälen zugeordnet werden."],
];

describe("one of a thing against several of it for the same action", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
