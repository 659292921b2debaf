/**
 * An action done with one thing alone against a list of what the same action requires with another item
 * (engine/compare/conflicts/means.ts): "shall require a PIN to open the reading room" / "shall open the reading
 * room with the member card alone", in English and German, both orders.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The gate shall require a PIN to open the reading room.",
    "The gate shall open the reading room with the member card alone.",
    "input",
    "with the member card alone",
  ],
  [
    "en",
    "The gate shall require a member card and a PIN to open the reading room.",
    "The gate shall open the reading room only with the member card.",
    "input",
    "only with the member card",
  ],
  [
    "de",
    "Das Tor muss eine PIN verlangen, um den Lesesaal zu öffnen.",
    "Das Tor muss den Lesesaal nur mit dem Mitgliedsausweis öffnen.",
    "input",
    "nur mit dem Mitgliedsausweis",
  ],
];

const quiet: QuietRow[] = [
  // The only thing is what the other requires.
  ["en", "The gate shall require a member card to open the reading room.", "The gate shall open the reading room only with the member card."],
  // Not the only thing: the card may come with the PIN.
  ["en", "The gate shall require a PIN to open the reading room.", "The gate shall open the reading room with the member card."],
  // Another action.
  ["en", "The gate shall require a PIN to open the reading room.", "The gate shall open the archive with the member card alone."],
  // A case of its own.
  [
    "en",
    "The gate shall require a PIN to open the reading room.",
    "If the alarm sounds, the gate shall open the reading room with the member card alone.",
  ],
  ["de", "Das Tor muss den Mitgliedsausweis verlangen, um den Lesesaal zu öffnen.", "Das Tor muss den Lesesaal nur mit dem Mitgliedsausweis öffnen."],
  ["de", "Das Tor muss eine PIN verlangen, um den Lesesaal zu öffnen.", "Das Tor muss den Lesesaal mit dem Mitgliedsausweis öffnen."],
];

describe("an action done with one thing alone against what it requires", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
