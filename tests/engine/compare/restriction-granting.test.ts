/**
 * Table test of the restriction class (engine/compare/conflicts/restriction.ts) where the two requirements
 * grant the action in other words ("Enable a member to …" / "shall provide a member with the ability to …",
 * "ermöglichen" / "erlauben"): the verbs of granting are read as one, so the narrowed restatement is found.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const granted: ConflictRow[] = [
  [
    "en",
    "Enable a member to change his PIN if he forgets his PIN.",
    "The library system must provide a member with the ability to change a forgotten PIN only once per year.",
    "restriction",
    "only once per year",
  ],
  [
    "de",
    "Das System soll Mitgliedern die Änderung vergessener PINs ermöglichen.",
    "Das System soll Mitgliedern die Änderung vergessener PINs nur einmal pro Jahr erlauben.",
    "restriction",
    "nur einmal pro Jahr",
  ],
];

const quiet: QuietRow[] = [
  // the same grant in other words, with no narrowing
  [
    "en",
    "Enable a member to change his PIN if he forgets his PIN.",
    "The library system must provide a member with the ability to change a forgotten PIN.",
  ],
  [
    "de",
    "Das System soll Mitgliedern die Änderung vergessener PINs ermöglichen.",
    "Das System soll Mitgliedern die Änderung vergessener PINs erlauben.",
  ],
];

describe("restriction: a grant in other words narrowed", () => {
  conflictTable(granted);
  quietTable(quiet);
});
