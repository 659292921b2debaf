/**
 * Table test of the confined value (engine/compare/conflicts/values.ts, confinedValueConflict): one
 * requirement confines an action to one value of a kind that admits one at a time ("only", "restrict
 * … to", "require … to"), the other grants or demands the same action on the same things with
 * another value; English and German, both orders; and the near misses that must stay quiet.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The clinic shall allow porters to store oxygen cylinders horizontally in the supply room.",
    "The clinic shall require porters to store oxygen cylinders vertically in the supply room.",
    "value",
    "confines the action to one value",
  ],
  [
    "en",
    "The depot shall allow fitters to mount platform signs diagonally.",
    "The depot shall restrict fitters to mounting platform signs in a vertical or horizontal position.",
    "value",
    "restrict fitters to mounting platform signs",
  ],
  [
    "en",
    "The ticket machine shall store fare totals only as 64-bit integers.",
    "The ticket machine shall store fare totals in 32-bit fields.",
    "value",
    "64-bit integers",
  ],
  [
    "en",
    "The ward printer shall require nurses to print wristbands in portrait.",
    "The ward printer shall allow nurses to print wristbands in landscape.",
    "value",
    "in landscape",
  ],
  [
    "de",
    "Der Drucker muss Etiketten nur im Hochformat drucken.",
    "Der Drucker muss es dem Personal erlauben, Etiketten im Querformat zu drucken.",
    "value",
    "beschränkt die Aktion auf einen Wert",
  ],
  [
    "de",
    "Die Klinik muss Trägern erlauben, Sauerstoffflaschen im Lager waagerecht abzustellen.",
    "Die Klinik muss Sauerstoffflaschen im Lager ausschließlich senkrecht abstellen.",
    "value",
    "ausschließlich senkrecht",
  ],
];

const quiet: QuietRow[] = [
  // Both grant a value: a choice, not a confinement.
  [
    "en",
    "The clinic shall allow porters to store oxygen cylinders horizontally in the supply room.",
    "The clinic shall allow porters to store oxygen cylinders vertically in the supply room.",
  ],
  // Other things acted on.
  [
    "en",
    "The ward printer shall require nurses to print wristbands in portrait.",
    "The ward printer shall allow nurses to print bed charts in landscape.",
  ],
  // The confined value is the one granted.
  [
    "en",
    "The ward printer shall require nurses to print wristbands in portrait.",
    "The ward printer shall allow nurses to print wristbands in portrait.",
  ],
  // The other side rules the other value out: the two agree.
  [
    "en",
    "The clinic shall require porters to store oxygen cylinders vertically in the supply room.",
    "The clinic shall not store oxygen cylinders horizontally in the supply room.",
  ],
  // Another action.
  [
    "en",
    "The clinic shall require porters to store oxygen cylinders vertically in the supply room.",
    "The clinic shall allow porters to inspect oxygen cylinders horizontally in the supply room.",
  ],
  ["de", "Der Drucker muss Etiketten nur im Hochformat drucken.", "Der Drucker muss Belege im Querformat drucken."],
];

describe("one action confined to one value against another value", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
