/**
 * Table test of one of a thing against several of it for the same action (engine/compare/conflicts/counts.ts,
 * `countedObjects`): "shall use a single card reader" / "may use multiple card readers", "shall be assigned to
 * one lecture hall" / "may be assigned to multiple lecture halls", "ein einziges Kartenlesegerät" / "mehrere
 * Kartenlesegeräte", "genau einem Hörsaal" / "mehreren Hörsälen", in English and German, both orders; and the
 * near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The kiosk shall use a single card reader for all payments.",
    "The kiosk may use multiple card readers for payments.",
    "restriction",
    "single card reader",
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
    "Der Kiosk muss ein einziges Kartenlesegerät verwenden.",
    "Der Kiosk darf mehrere Kartenlesegeräte verwenden.",
    "restriction",
    "einziges Kartenlesegerät",
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
  ["en", "The kiosk shall use a single card reader.", "The ticket machine may use multiple card readers."],
  ["en", "The kiosk shall use a single card reader.", "The kiosk shall support multiple card readers."],
  ["en", "The kiosk shall use a single card reader.", "The kiosk may use multiple printers."],
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
  ["en", "If the network is down, the kiosk shall use a single card reader.", "The kiosk may use multiple card readers."],
  // The system alone is no subject to tie the two together.
  ["en", "The system shall send one reminder.", "The system shall send multiple reminders."],
  // A German article is no count of one.
  ["de", "Der Kiosk muss ein Kartenlesegerät verwenden.", "Der Kiosk darf mehrere Kartenlesegeräte verwenden."],
  ["de", "Ein Kurs muss mindestens einem Hörsaal zugeordnet werden.", "Ein Kurs kann mehreren Hörsälen zugeordnet werden."],
];

describe("one of a thing against several of it for the same action", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
