/**
 * A prohibition of a noun of action held back until an event ("prevent the use of referral templates from a partner
 * clinic until …", waiting.ts): "from" before no gerund names where the thing comes from, not an actor kept from an
 * action (reading/clauses.ts); "from" before a gerund, maybe after an adverb, still does ("prevent receptionists from
 * manually typing …").
 */
import { describe, expect, it } from "vitest";
import { readRequirement } from "../../../engine/compare/index.js";
import { conflictTable, quietTable } from "./helpers.js";

describe("a noun of action held back until an event", () => {
  it("reads the noun of action, not the word after a place's from, as the action", () => {
    const held = readRequirement("The clinic portal shall prevent the use of referral templates from a partner clinic.", "en").clauses[0];
    expect(held.negative).toBe(true);
    expect(held.action).toBe(readRequirement("The clinic portal shall use referral templates.", "en").clauses[0].action);
    const kept = readRequirement("The clinic portal shall prevent receptionists from manually typing the insurance number.", "en").clauses[0];
    expect(kept.actionText).toBe("typing");
    expect([...kept.subject]).toContain("receptionist");
  });

  conflictTable([
    [
      "en",
      "The clinic portal shall prevent the use of referral templates from a partner clinic until the medical director has signed them off.",
      "The clinic portal shall let doctors use referral templates written at a partner clinic.",
      "event",
      "holds the action back until an event",
    ],
    [
      "en",
      "The clinic portal shall prevent receptionists from manually typing the insurance number.",
      "The clinic portal shall allow receptionists to type the insurance number.",
      "polarity",
      "type the insurance number",
    ],
    [
      "de",
      "Das Klinikportal muss die Nutzung von Überweisungsvorlagen aus einer Partnerklinik verhindern, bis die ärztliche Leitung sie freigegeben hat.",
      "Das Klinikportal muss Ärzten ermöglichen, Überweisungsvorlagen aus einer Partnerklinik zu nutzen.",
      "event",
      "bis zu einem Ereignis zurück",
    ],
  ]);
  quietTable([
    [
      "en",
      "The clinic portal shall prevent the use of referral templates from a partner clinic until the medical director has signed them off.",
      "The clinic portal shall archive referral templates from a partner clinic.",
    ],
    [
      "de",
      "Das Klinikportal muss die Nutzung von Überweisungsvorlagen aus einer Partnerklinik verhindern, bis die ärztliche Leitung sie freigegeben hat.",
      "Das Klinikportal muss Überweisungsvorlagen aus einer Partnerklinik archivieren.",
    ],
  ]);
});
