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
    "The kiosk shall allow members to stack returns horizontally on the cart.",
    "The kiosk shall require members to stack returns vertically on the cart.",
    "value",
    "confines the action to one value",
  ],
  [
    "en",
    "The kiosk shall allow members to stack returns diagonally on the cart.",
    "The kiosk shall restrict members to stacking returns only horizontally or vertically on the cart.",
    "value",
    "restrict members to stacking returns",
  ],
  [
    "en",
    "The ticket reader shall read from the fare card in 32-bit words only.",
    "The ticket reader shall read from the fare card using 8-bit byte operations only.",
    "value",
    "32-bit words only",
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
    "Der Kiosk muss Mitgliedern erlauben, Rückgaben waagerecht zu stapeln.",
    "Der Kiosk muss Rückgaben ausschließlich senkrecht stapeln.",
    "value",
    "ausschließlich senkrecht",
  ],
];

const quiet: QuietRow[] = [
  // Both grant a value: a choice, not a confinement.
  [
    "en",
    "The kiosk shall allow members to stack returns horizontally on the cart.",
    "The kiosk shall allow members to stack returns vertically on the cart.",
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
  ["en", "The kiosk shall require members to stack returns vertically on the cart.", "The kiosk shall not stack returns horizontally on the cart."],
  // Another action.
  [
    "en",
    "The kiosk shall require members to stack returns vertically on the cart.",
    "The kiosk shall allow members to scan returns horizontally on the cart.",
  ],
  ["de", "Der Drucker muss Etiketten nur im Hochformat drucken.", "Der Drucker muss Belege im Querformat drucken."],
];

describe("one action confined to one value against another value", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
