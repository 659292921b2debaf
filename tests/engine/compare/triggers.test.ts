/** An action tied to its only trigger against the same action tied to another (conflicts/triggers.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("only trigger against another trigger", () => {
  conflictTable([
    [
      "en",
      "The ticket office shall only print the seat reservation during the boarding of the train.",
      "The ticket office shall print the seat reservation when a passenger buys a ticket or swaps seats.",
      "event",
      "its only trigger",
    ],
    [
      "en",
      "The clinic portal shall only verify the insurance cover when a patient books an appointment.",
      "The clinic portal shall verify the insurance cover only during the monthly billing run.",
      "event",
      "only during the monthly billing run",
    ],
    [
      "de",
      "Der Fahrkartenschalter muss die Sitzplatzreservierung nur drucken, während der Zug bereitgestellt wird.",
      "Der Fahrkartenschalter muss die Sitzplatzreservierung drucken, wenn ein Fahrgast eine Fahrkarte kauft oder den Platz tauscht.",
      "event",
      "einzigen Auslöser",
    ],
    [
      "de",
      "Das Klinikportal muss den Versicherungsschutz nur prüfen, während der monatliche Abrechnungslauf stattfindet.",
      "Das Klinikportal muss den Versicherungsschutz prüfen, wenn ein Patient einen Termin bucht.",
      "event",
      "während der monatliche Abrechnungslauf stattfindet",
    ],
  ]);
  quietTable([
    // One trigger, once as a leading condition.
    [
      "en",
      "When the patient is admitted to the ward, the clinic portal shall verify the insurance cover.",
      "The clinic portal shall only verify the insurance cover upon admission of the patient to the ward.",
    ],
    // Two states the action needs may both hold.
    [
      "en",
      "A replacement card shall only be issued if the member shows a photo ID and the old card has been reported lost.",
      "A replacement card shall only be issued if the member shows a photo ID and has no unpaid fees.",
    ],
    [
      "de",
      "Eine Ersatzkarte darf nur ausgegeben werden, wenn das Mitglied einen Lichtbildausweis vorzeigt und die alte Karte als verloren gemeldet wurde.",
      "Eine Ersatzkarte darf nur ausgegeben werden, wenn das Mitglied einen Lichtbildausweis vorzeigt und keine offenen Gebühren hat.",
    ],
    // Another action.
    [
      "en",
      "The clinic portal shall only verify the insurance cover once the patient has been admitted.",
      "The clinic portal shall print the insurance cover when a patient books an appointment.",
    ],
  ]);
});
