/**
 * A prohibition of a noun of action held back until an event ("prevent the use of loan forms from another branch
 * until …", waiting.ts): "from" before no gerund names where the thing comes from, not an actor kept from an action
 * (reading/clauses.ts); "from" before a gerund, maybe after an adverb, still does ("prevent librarians from
 * manually entering …").
 */
import { describe, expect, it } from "vitest";
import { readRequirement } from "../../../engine/compare/index.js";
import { conflictTable, quietTable } from "./helpers.js";

describe("a noun of action held back until an event", () => {
  it("reads the noun of action, not the word after a place's from, as the action", () => {
    const held = readRequirement("The library portal shall prevent the use of loan forms from another branch.", "en").clauses[0];
    expect(held.negative).toBe(true);
    expect(held.action).toBe(readRequirement("The library portal shall use loan forms.", "en").clauses[0].action);
    const kept = readRequirement("The library portal shall prevent librarians from manually entering the loan period.", "en").clauses[0];
    expect(kept.actionText).toBe("entering");
    expect([...kept.subject]).toContain("librarian");
  });

  conflictTable([
    [
      "en",
      "The library portal shall prevent the use of loan forms from another branch until the branch manager has approved them.",
      "The library portal shall provide librarians with the ability to use loan forms that have been defined in another branch.",
      "event",
      "holds the action back until an event",
    ],
    [
      "en",
      "The library portal shall prevent librarians from manually entering the loan period.",
      "The library portal shall allow librarians to enter the loan period.",
      "polarity",
      "enter the loan period",
    ],
    [
      "de",
      "Das Bibliotheksportal muss die Nutzung von Leihformularen aus einer anderen Filiale verhindern, bis die Filialleitung sie freigegeben hat.",
      "Das Bibliotheksportal muss Bibliothekaren ermöglichen, Leihformulare aus einer anderen Filiale zu nutzen.",
      "event",
      "bis zu einem Ereignis zurück",
    ],
  ]);
  quietTable([
    [
      "en",
      "The library portal shall prevent the use of loan forms from another branch until the branch manager has approved them.",
      "The library portal shall archive loan forms from another branch.",
    ],
    [
      "de",
      "Das Bibliotheksportal muss die Nutzung von Leihformularen aus einer anderen Filiale verhindern, bis die Filialleitung sie freigegeben hat.",
      "Das Bibliotheksportal muss Leihformulare aus einer anderen Filiale archivieren.",
    ],
  ]);
});
