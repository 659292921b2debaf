/** An action tied to its only trigger against the same action tied to another (conflicts/triggers.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("only trigger against another trigger", () => {
  conflictTable([
    [
      "en",
      "The ticket office shall only print the seat reservation during the boarding of the train.",
      "The ticket office shall print the seat reservation when a ticket is sold, when a seat is changed and whenever the conductor asks for it.",
      "event",
      "its only trigger",
    ],
    [
      "en",
      "The clinic portal shall only check the insurance status when an appointment is booked, when a referral letter arrives and whenever the billing office asks for it.",
      "The clinic portal shall check the insurance status only during the monthly billing run.",
      "event",
      "only during the monthly billing run",
    ],
    [
      "de",
      "Der Fahrkartenschalter muss die Sitzplatzreservierung nur drucken, während der Zug bereitgestellt wird.",
      "Der Fahrkartenschalter muss die Sitzplatzreservierung drucken, wenn eine Fahrkarte verkauft wird, wenn ein Platz getauscht wird und wenn der Schaffner es verlangt.",
      "event",
      "einzigen Auslöser",
    ],
    [
      "de",
      "Das Klinikportal muss den Versicherungsstatus nur prüfen, während der monatliche Abrechnungslauf stattfindet.",
      "Das Klinikportal muss den Versicherungsstatus prüfen, wenn ein Termin gebucht wird, wenn eine Überweisung eintrifft und wenn die Abrechnung es verlangt.",
      "event",
      "während der monatliche Abrechnungslauf stattfindet",
    ],
  ]);
  quietTable([
    // One trigger, once as a leading condition.
    [
      "en",
      "When the patient is admitted to the ward, the clinic portal shall check the insurance status.",
      "The clinic portal shall only check the insurance status upon admission of the patient to the ward.",
    ],
    // Two states the action needs may both hold.
    [
      "en",
      "Loans can only be renewed if the member has paid all fees and the loan is within the renewal period.",
      "Loans can only be renewed if the member has paid all fees and no other member has reserved the book.",
    ],
    [
      "de",
      "Ausleihen dürfen nur verlängert werden, wenn das Mitglied alle Gebühren bezahlt hat und die Leihfrist läuft.",
      "Ausleihen dürfen nur verlängert werden, wenn das Mitglied alle Gebühren bezahlt hat und kein anderes Mitglied das Buch vorgemerkt hat.",
    ],
    // Another action.
    [
      "en",
      "The clinic portal shall only check the insurance status once the patient has been admitted.",
      "The clinic portal shall archive the insurance status when an appointment is booked.",
    ],
  ]);
});
