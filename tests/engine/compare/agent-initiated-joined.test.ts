/** A grant to initiate a process named by its noun of action, followed by a verb of its own (conflicts/agents.ts). */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the noun of action initiated ends at a joiner", () => {
  conflictTable([
    [
      "en",
      "A member shall be able to renew a loan by email.",
      "The system shall allow only a librarian to initiate a loan renewal process and send a confirmation via email.",
      "agent",
      "A member",
    ],
    [
      "en",
      "A passenger shall be able to renew a season ticket.",
      "The system shall allow only the ticket office to initiate a season ticket renewal and print a receipt.",
      "agent",
      "A passenger",
    ],
  ]);
  quietTable([
    [
      "en",
      "A patient shall be able to book an appointment.",
      "The system shall allow only the receptionist to start an appointment cancellation and notify the doctor.",
    ],
  ]);
});
