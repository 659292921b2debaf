/**
 * Table test of scenarios in the Given-When-Then form (engine/compare/conflicts/scenario.ts):
 * the When step is compared as a requirement of its own, in English and German, both orders;
 * and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "Given the planner is logged in When the planner deletes a route Then a confirmation appears",
    "Only the fleet manager shall be able to delete a route.",
    "exclusiveSubject",
    "the planner",
  ],
  [
    "en",
    "Remove a voucher Given the clerk is logged in And the voucher has expired When the clerk deletes the voucher Then the voucher is no longer listed",
    "The system shall prevent clerks from deleting vouchers.",
    "polarity",
    "can delete the voucher",
  ],
  [
    "de",
    "Angenommen der Planer ist angemeldet Wenn der Planer eine Route löscht Dann erscheint eine Bestätigung",
    "Nur der Flottenleiter darf eine Route löschen.",
    "exclusiveSubject",
    "der Planer",
  ],
];

const compatible: QuietRow[] = [
  // the actor of the step is the one the other names
  [
    "en",
    "Given the planner is logged in When the planner deletes a route Then a confirmation appears",
    "Only the planner shall be able to delete a route.",
  ],
  // an ordinary "when" starts no step
  ["en", "The planner shall be notified when the fleet manager deletes a route.", "Only the fleet manager shall be able to delete a route."],
  // no "Given": no scenario
  ["en", "When the planner deletes a route Then a confirmation appears", "Only the fleet manager shall be able to delete a route."],
  // another action in the step
  [
    "de",
    "Angenommen der Planer ist angemeldet Wenn der Planer eine Route anzeigt Dann erscheint die Karte",
    "Nur der Flottenleiter darf eine Route löschen.",
  ],
];

describe("scenario steps", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("finds the pair in a requirement set (the candidate filter lets the step through)", () => {
    const { results } = compareAll([
      { id: "scenario", text: conflicting[0][1], language: "en" },
      { id: "only", text: conflicting[0][2], language: "en" },
      { id: "other", text: "The portal shall store each route for ten years.", language: "en" },
    ]);
    expect(results.get("scenario")!.contradictions.map((c) => c.id)).toEqual(["only"]);
  });
});
