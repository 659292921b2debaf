/** Only some actors for a general action against another actor doing a specific one (conflicts/agents.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("only some actors for a general action against another actor's specific one", () => {
  conflictTable([
    [
      "en",
      "The system shall allow users with the ROOMS role to be the only ones authorized to modify the room registry.",
      "The caretaker can remove rooms.",
      "agent",
      "The caretaker",
    ],
    [
      "en",
      "Only the head librarian shall be able to modify loan periods.",
      "A desk clerk shall be able to delete loan periods.",
      "agent",
      "A desk clerk",
    ],
    [
      "de",
      "Das System darf nur Mitarbeitern mit dem Schlüssel RAUM erlauben, das Raumverzeichnis zu ändern.",
      "Der Hausmeister muss Räume aus dem Raumverzeichnis löschen können.",
      "agent",
      "Der Hausmeister",
    ],
  ]);

  quietTable([
    // Access is read with its own objects elsewhere, not as a general action here.
    ["en", "Only authorised users shall have access to the loan records.", "The system shall allow members to view other members' reading lists."],
    // The specific action is the only actors', the general one another actor's: nothing is ruled out.
    ["en", "Only the head librarian shall be able to delete loan periods.", "A desk clerk shall be able to modify loan periods."],
    ["de", "Nur der Bibliotheksleiter darf Leihfristen löschen.", "Ein Thekenmitarbeiter muss Leihfristen ändern können."],
    // The general action on a kin of the thing, not the thing whole.
    [
      "en",
      "Only the head librarian may change how branch libraries are rated.",
      "The catalogue shall allow the clerk to override the suggested branch library on the reservation.",
    ],
  ]);
});
