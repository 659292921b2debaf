/** A grant to override what the other requirement restricts (conflicts/overrides.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("a restriction against the grant to override it", () => {
  conflictTable([
    [
      "en",
      "Each member shall have a maximum number of loans open at the same time.",
      "Branch librarians shall be able to override the maximum number of open loans of a member.",
      "operation",
      "override the maximum number of open loans of a member",
    ],
    [
      "en",
      "A reader card that has expired must not be used to borrow e-books.",
      "Branch librarians shall be able to override the expired status of a reader card to borrow e-books.",
      "operation",
      "override the expired status",
    ],
    [
      "en",
      "The reservation system shall ensure that only one reservation of each study room is active at any time.",
      "The reservation system shall allow librarians to override the single-reservation restriction for a study room.",
      "operation",
      "single-reservation restriction",
    ],
    [
      "en",
      "The clinic portal shall ensure that only one appointment per patient is open at any time.",
      "The clinic portal shall allow receptionists to overrule the single-appointment rule for a patient.",
      "operation",
      "overrule the single-appointment rule",
    ],
    [
      "en",
      "Blocked readers shall not be selectable in the borrower list of the loan desk.",
      "Loan desk staff shall be able to override the blocked status of a reader and pick the reader in the borrower list.",
      "operation",
      "override the blocked status",
    ],
    [
      "de",
      "Abgelaufene Leserausweise dürfen nicht für die Ausleihe von E-Books verwendet werden.",
      "Das Bibliothekssystem muss Bibliothekaren erlauben, den abgelaufenen Status eines Leserausweises für die Ausleihe von E-Books zu übersteuern.",
      "operation",
      "übersteuern",
    ],
    [
      "de",
      "Das Reservierungssystem muss sicherstellen, dass nur eine Reservierung je Lernraum aktiv ist.",
      "Das Reservierungssystem muss Bibliothekaren erlauben, die Beschränkung der Reservierung je Lernraum aufzuheben.",
      "operation",
      "die Beschränkung der Reservierung je Lernraum aufzuheben",
    ],
    [
      "de",
      "Die Ausleihen je Mitglied müssen auf höchstens fünf begrenzt sein.",
      "Das Bibliothekssystem muss Bibliothekaren erlauben, die Höchstgrenze der Ausleihen je Mitglied zu übersteuern.",
      "operation",
      "Höchstgrenze der Ausleihen je Mitglied",
    ],
    [
      "en",
      "Each member shall have a maximum number of loans open at the same time.",
      "Branch librarians shall be able to override the maximum number of open loans of a member for any lending period.",
      "operation",
      "for any lending period",
    ],
    [
      "de",
      "Es muss höchstens fünf Ausleihen je Mitglied geben.",
      "Das Bibliothekssystem muss Bibliothekaren erlauben, die Höchstgrenze der Ausleihen je Mitglied für jeden Leihzeitraum zu übersteuern.",
      "operation",
      "für jeden Leihzeitraum",
    ],
  ]);
  quietTable([
    // The override is itself ruled out: it keeps the restriction.
    [
      "en",
      "Users shall be prevented from overriding the rule of one active reservation per study room.",
      "The reservation system shall ensure that only one reservation of each study room is active at any time.",
    ],
    [
      "de",
      "Das Bibliothekssystem darf Bibliothekaren nicht erlauben, die Beschränkung der Reservierung je Lernraum aufzuheben.",
      "Das Reservierungssystem muss sicherstellen, dass nur eine Reservierung je Lernraum aktiv ist.",
    ],
    // A value replaced, not a restriction the other sets.
    [
      "en",
      "The repair shop system shall allow the adjuster to override the suggested repair shop on the claim.",
      "Only claims supervisors may change how repair shops are rated.",
    ],
    [
      "en",
      "The library system shall allow librarians to override the loan period for rare books.",
      "The library system shall lend rare books for 14 days.",
    ],
    // Only the condition is shared: when the override may happen is no part of what it overrides.
    [
      "en",
      "The driver shall be able to override the door interlock when the train is at a standstill.",
      "Leaving the depot track shall only be possible when the train is at a standstill.",
    ],
    [
      "de",
      "Der Fahrer muss die Türfunktion übersteuern können, wenn der Zug steht.",
      "Die Ausfahrt aus dem Depot darf nur möglich sein, wenn der Zug steht.",
    ],
    // The other names the limit itself: it talks about it, it sets none.
    [
      "en",
      "Branch librarians shall be able to override the maximum loan limit of a member.",
      "The loan desk screen shall show the maximum loan limit of a member.",
    ],
    [
      "de",
      "Das Bibliothekssystem muss Bibliothekaren erlauben, die Höchstgrenze der Ausleihen je Mitglied zu übersteuern.",
      "Das Bibliothekssystem muss die Höchstgrenze der Ausleihen je Mitglied anzeigen.",
    ],
  ]);
});
