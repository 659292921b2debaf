/** An action done by a further action ("register by creating a card") lets the actor do that one too (conflicts/agents.ts). */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the means of an action is an action of the same actor", () => {
  conflictTable([
    [
      "en",
      "New members can register by creating a new library card.",
      "The branch system shall restrict library card creation to librarians.",
      "agent",
      "New members",
    ],
    [
      "en",
      "A patient can register by scanning the appointment code.",
      "Only the receptionist shall be able to scan appointment codes.",
      "agent",
      "A patient",
    ],
  ]);
  quietTable([
    ["en", "New members can register by creating a new library card.", "The system shall restrict the printing of library cards to librarians only."],
    [
      "de",
      "Neue Mitglieder können sich registrieren, indem sie einen Bibliotheksausweis anlegen.",
      "Das System darf nur Bibliothekaren erlauben, Ausweise zu drucken.",
    ],
  ]);
});
