/** Only some actors for a general action against another actor doing a specific one (conflicts/agents.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("only some actors for a general action against another actor's specific one", () => {
  conflictTable([
    [
      "en",
      "Only holders of the KEYS role shall be permitted to modify the locker list.",
      "The porter can remove lockers from the locker list.",
      "agent",
      "The porter",
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
      "Nur Inhaber der Rolle SCHLÜSSEL dürfen die Schließfachliste ändern.",
      "Der Pförtner muss Schließfächer aus der Schließfachliste löschen können.",
      "agent",
      "Der Pförtner",
    ],
  ]);

  quietTable([
    // Access is read with its own objects elsewhere, not as a general action here.
    ["en", "Access to the fine ledger shall be granted to cashiers only.", "The kiosk shall let borrowers view the fines that other borrowers owe."],
    // The specific action is the only actors', the general one another actor's: nothing is ruled out.
    ["en", "Only the head librarian shall be able to delete loan periods.", "A desk clerk shall be able to modify loan periods."],
    ["de", "Nur der Bibliotheksleiter darf Leihfristen löschen.", "Ein Thekenmitarbeiter muss Leihfristen ändern können."],
    // The general action on a kin of the thing, not the thing whole.
    [
      "en",
      "Only the head librarian may change how branch libraries are rated.",
      "For each hold, the clerk may override which branch library the catalogue proposes.",
    ],
  ]);
});
