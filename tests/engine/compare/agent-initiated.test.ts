/**
 * Table test of two details of the agent class (engine/compare/conflicts/agents.ts), in English and
 * German, both orders, with the reason: a verb of starting names the action by its noun ("initiate
 * reservation cancellations" cancels reservations, "eine Stornierung der Reservierung einleiten"),
 * and "specify" and "define" ("festlegen", "definieren") name one action when only some actors may
 * do it. The near misses must stay quiet: a noun that names no action of the other ("initiate calls
 * to members"), the same actor, other things defined, a start of something else.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  ["en", "The member should be able to cancel the reservation.", "Only librarians shall initiate reservation cancellations.", "agent", "The member"],
  [
    "en",
    "The member should be able to cancel the reservation.",
    "The system shall allow only librarians to initiate a cancellation of the reservation.",
    "agent",
    "The member",
  ],
  [
    "en",
    "The catalogue shall allow the member to change the password.",
    "The catalogue shall allow only librarians to initiate and authorise password changes for any member.",
    "agent",
    "the member",
  ],
  [
    "de",
    "Das Mitglied muss die Reservierung stornieren können.",
    "Nur Bibliothekare dürfen eine Stornierung der Reservierung einleiten.",
    "agent",
    "Das Mitglied",
  ],
  [
    "en",
    "The course coordinator shall be able to specify the required courses of a degree programme.",
    "The portal shall allow only the dean of studies to define the required courses of a degree programme.",
    "agent",
    "The course coordinator",
  ],
  [
    "en",
    "Lecturers shall be able to specify the reading list of a course.",
    "Only the librarian shall define the reading list of a course.",
    "agent",
    "Lecturers",
  ],
  [
    "de",
    "Der Kurskoordinator muss die Pflichtkurse eines Studiengangs festlegen können.",
    "Das Portal darf nur dem Studiendekan erlauben, die Pflichtkurse eines Studiengangs zu definieren.",
    "agent",
    "Der Kurskoordinator",
  ],
  [
    "de",
    "Dozenten müssen die Literaturliste eines Kurses definieren können.",
    "Nur der Bibliothekar darf die Literaturliste eines Kurses festlegen.",
    "agent",
    "Dozenten",
  ],
];

const quiet: QuietRow[] = [
  // A call is no cancellation.
  ["en", "The member should be able to cancel the reservation.", "Only librarians shall initiate calls to members about reservations."],
  // The same actor.
  ["en", "The librarian should be able to cancel the reservation.", "Only librarians shall initiate reservation cancellations."],
  // Another thing defined.
  ["en", "Lecturers shall be able to specify the reading list of a course.", "Only the librarian shall define the opening hours of the library."],
  // A start of something else: the loan period, not the reservation.
  ["en", "The member should be able to cancel the reservation.", "Only librarians shall initiate the extension of the loan period."],
  [
    "de",
    "Dozenten müssen die Literaturliste eines Kurses definieren können.",
    "Nur der Bibliothekar darf die Öffnungszeiten der Bibliothek festlegen.",
  ],
  ["de", "Das Mitglied muss die Reservierung stornieren können.", "Nur Bibliothekare dürfen eine Verlängerung der Leihfrist einleiten."],
];

describe("agent conflicts: a verb of starting and its noun of action, 'specify' as 'define'", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
