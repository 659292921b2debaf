/** A grant to override what the other requirement restricts (conflicts/overrides.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("a restriction against the grant to override it", () => {
  conflictTable([
    [
      "en",
      "There shall be a maximum number of loans per member at any given time.",
      "The library system shall allow librarians to override the maximum limit on loans per member.",
      "operation",
      "override the maximum limit on loans per member",
    ],
    [
      "en",
      "Expired library cards must not be used for borrowing e-books.",
      "The library system shall allow librarians to override the expired status of a library card for borrowing e-books.",
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
      "The library system shall make blocked members unavailable for selection from the list of borrowers.",
      "The library system shall allow librarians to override blocked status and select members from the list of borrowers.",
      "operation",
      "override blocked status",
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
      "There shall be a maximum number of loans per member at any given time.",
      "The library system shall allow librarians to override the maximum limit on loans per member for any lending period.",
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
      "The booking system shall prevent users from overriding the single-reservation restriction for a study room.",
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
      "Only adjusters with a supervisor role can update the repair shop ratings.",
    ],
    [
      "en",
      "The library system shall allow librarians to override the loan period for rare books.",
      "The library system shall lend rare books for 14 days.",
    ],
    // Only the condition is shared: when the override may happen is no part of what it overrides.
    [
      "en",
      "The train driver shall be able to override the door function when the train is stationary.",
      "Exit from the depot shall only be possible when the train is stationary.",
    ],
    [
      "de",
      "Der Fahrer muss die Türfunktion übersteuern können, wenn der Zug steht.",
      "Die Ausfahrt aus dem Depot darf nur möglich sein, wenn der Zug steht.",
    ],
    // The other names the limit itself: it talks about it, it sets none.
    [
      "en",
      "The library system shall allow librarians to override the maximum limit on loans per member.",
      "The library system shall show the maximum limit on loans per member.",
    ],
    [
      "de",
      "Das Bibliothekssystem muss Bibliothekaren erlauben, die Höchstgrenze der Ausleihen je Mitglied zu übersteuern.",
      "Das Bibliothekssystem muss die Höchstgrenze der Ausleihen je Mitglied anzeigen.",
    ],
  ]);
});
