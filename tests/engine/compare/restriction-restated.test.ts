/**
 * Table test of the restriction class (engine/compare/conflicts/restriction.ts) where the restatement is written
 * another way: a leading condition that names only the occasion of the other's action, "the system" for the other's
 * named system, a passive with "only by" its agent, an action the other supports, "only" after a comma or before the
 * words it bears on, and the other's own occasion where "only" confines the action to another one.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const restated: ConflictRow[] = [
  [
    "en",
    "The monthly loan report shall include the loans of all branches.",
    "When the monthly loan report is generated, the system shall include only the overdue loans of all branches.",
    "restriction",
    "only the overdue loans of all branches",
  ],
  [
    "de",
    "Der Leihbericht muss die Ausleihen aller Filialen enthalten.",
    "Wenn der Leihbericht erzeugt wird, muss das System nur die überfälligen Ausleihen aller Filialen enthalten.",
    "restriction",
    "nur die überfälligen Ausleihen aller Filialen",
  ],
  [
    "en",
    "The CircuLib system shall renew loans for members.",
    "The system shall renew loans only for members without unpaid fines.",
    "restriction",
    "only for members without unpaid fines",
  ],
  [
    "de",
    "Das Ausleihsystem muss Ausleihen für Mitglieder verlängern.",
    "Das System darf Ausleihen nur für Mitglieder ohne offene Gebühren verlängern.",
    "restriction",
    "nur für Mitglieder ohne offene Gebühren",
  ],
  [
    "en",
    "The librarian shall export the monthly loan reports.",
    "The monthly loan reports shall be exported only by the branch manager.",
    "restriction",
    "only by the branch manager",
  ],
  [
    "de",
    "Die monatlichen Leihberichte müssen vom Bibliothekar exportiert werden.",
    "Die monatlichen Leihberichte dürfen nur vom Filialleiter exportiert werden.",
    "restriction",
    "nur vom Filialleiter",
  ],
  [
    "en",
    "The booking system shall support the export of seat plans.",
    "The booking system shall export seat plans only once per day.",
    "restriction",
    "only once per day",
  ],
  [
    "de",
    "Das Buchungssystem muss den Export von Sitzplänen unterstützen.",
    "Das Buchungssystem darf Sitzpläne nur einmal pro Tag exportieren.",
    "restriction",
    "nur einmal pro Tag",
  ],
  [
    "en",
    "The conference app shall notify the speakers of a changed session.",
    "The conference app shall notify only the registered speakers of a changed session, excluding the session chairs.",
    "restriction",
    "only the registered speakers",
  ],
  [
    "de",
    "Die Konferenz-App muss die Referenten einer geänderten Sitzung benachrichtigen.",
    "Die Konferenz-App muss nur die angemeldeten Referenten einer geänderten Sitzung benachrichtigen, ausgenommen die Sitzungsleiter.",
    "restriction",
    "nur die angemeldeten Referenten",
  ],
  [
    "en",
    "The clinic portal shall display lab results from the hospital laboratory and from external laboratories.",
    "The clinic portal shall retrieve and display lab results only from the hospital laboratory.",
    "restriction",
    'leaves out "external laboratories"',
  ],
  [
    "de",
    "Das Apothekensystem muss die Dosierung eines Rezepts prüfen, wenn das Rezept erfasst wird.",
    "Das Apothekensystem darf die Dosierung eines Rezepts nur prüfen, nachdem das Rezept unterschrieben ist.",
    "restriction",
    "nur prüfen, nachdem das Rezept unterschrieben ist",
  ],
  [
    "de",
    "Das Katalogsystem muss Mahnungen an Mitglieder senden.",
    "Das Katalogsystem darf Mahnungen an Mitglieder nur per E-Mail senden.",
    "restriction",
    "nur per E-Mail",
  ],
  // "Only" bears on the words after it; a comma or a joiner before it, or a comma after a trailing "only", makes no list of it.
  [
    "en",
    "At the kiosk, customers can buy tickets or reserve seats.",
    "At the kiosk, customers shall only be allowed to buy tickets.",
    "restriction",
    'leaves out "reserve seats"',
  ],
  [
    "en",
    "Visitors shall be able to pay the entrance fee by card or in cash.",
    "Visitors shall pay the entrance fee by card only, with cash desks closed at weekends.",
    "restriction",
    "by card only",
  ],
];

const quiet: QuietRow[] = [
  // A condition that names a case of its own, not the occasion of the action.
  [
    "en",
    "The monthly loan report shall include the loans of all branches.",
    "If a branch is closed, the system shall include only the overdue loans of all branches in the monthly loan report.",
  ],
  [
    "de",
    "Der Leihbericht muss die Ausleihen aller Filialen enthalten.",
    "Wenn eine Filiale geschlossen ist, muss das System nur die überfälligen Ausleihen aller Filialen enthalten.",
  ],
  // A person is no system.
  ["en", "The catalogue clerk shall renew loans for members.", "The system shall renew loans only for members without unpaid fines."],
  [
    "de",
    "Der Bibliothekar muss Ausleihen für Mitglieder verlängern.",
    "Das System darf Ausleihen nur für Mitglieder ohne offene Gebühren verlängern.",
  ],
  // "Only by card" names the means, which the other names too.
  ["en", "Members shall pay the course fees by card.", "The course fees shall be paid only by card."],
  // What the other supports is not what the restricting one does.
  ["en", "The booking system shall support seat plans.", "The booking system shall only print seat plans."],
  ["de", "Das Buchungssystem muss Sitzpläne unterstützen.", "Das Buchungssystem darf Sitzpläne nur drucken."],
  // "Only" that narrows nothing the other states.
  ["en", "The catalogue system shall send overdue notices to members.", "The catalogue system shall only send overdue notices to members."],
];

describe("restriction: a restatement written another way", () => {
  conflictTable(restated);
  quietTable(quiet);
});
