/** The same leading condition with opposite outcomes: the state or value set differs ("as open" / "as closed"). */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the same condition leads to opposite outcomes", () => {
  conflictTable([
    [
      "en",
      "When the reading room opens, the reading lamps shall be set to the pre-defined brightness.",
      "When the reading room opens, the reading lamps shall be set to the user-defined brightness.",
      "event",
      "set to the user-defined brightness",
    ],
    [
      "en",
      "When a train is delayed, the platform display shall be switched to online mode.",
      "When a train is delayed, the platform display shall be switched to offline mode.",
      "event",
      "switched to offline mode",
    ],
    [
      "de",
      "Wenn der Lesesaal öffnet, muss die Beleuchtung auf die vordefinierte Helligkeit gesetzt werden.",
      "Wenn der Lesesaal öffnet, muss die Beleuchtung auf die benutzerdefinierte Helligkeit gesetzt werden.",
      "event",
      "benutzerdefinierte Helligkeit",
    ],
    [
      "de",
      "Wenn ein Zug verspätet ist, muss die Bahnsteiganzeige auf den Online-Modus geschaltet werden.",
      "Wenn ein Zug verspätet ist, muss die Bahnsteiganzeige auf den Offline-Modus geschaltet werden.",
      "event",
      "Offline-Modus",
    ],
  ]);
  quietTable([
    // The opposite words name two things, both shown.
    ["en", "When a member logs in, the kiosk shall show the open loans.", "When a member logs in, the kiosk shall show the closed loans."],
    [
      "de",
      "Wenn sich ein Mitglied anmeldet, muss der Kiosk die offenen Ausleihen anzeigen.",
      "Wenn sich ein Mitglied anmeldet, muss der Kiosk die geschlossenen Ausleihen anzeigen.",
    ],
    // Different conditions.
    [
      "en",
      "When a train is delayed, the platform display shall be switched to online mode.",
      "When a train is cancelled, the platform display shall be switched to offline mode.",
    ],
    // The same outcome.
    [
      "en",
      "When the reading room opens, the reading lamps shall be set to the pre-defined brightness.",
      "When the reading room opens, the reading lamps shall be set to the pre-defined brightness level.",
    ],
  ]);
});
