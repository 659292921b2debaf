/** An adverbial of sequence before the action ("shall in turn cancel") leaves the action as it is. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the same action under opposite conditions, with an adverbial of sequence", () => {
  conflictTable([
    [
      "en",
      "When a train is cancelled, the booking service shall in turn cancel all seat reservations for that train.",
      "When a train is not cancelled, the booking service shall cancel all seat reservations for that train.",
      "event",
      "cancel all seat reservations",
    ],
    [
      "en",
      "When a loan is ended, the library system shall in return release the reserved copy.",
      "When a loan is still active, the library system shall release the reserved copy.",
      "event",
      "release the reserved copy",
    ],
    [
      "de",
      "Wenn ein Zug ausfällt, muss der Buchungsdienst daraufhin alle Sitzplatzreservierungen für diesen Zug stornieren.",
      "Wenn ein Zug nicht ausfällt, muss der Buchungsdienst alle Sitzplatzreservierungen für diesen Zug stornieren.",
      "event",
      "stornieren",
    ],
  ]);
  quietTable([
    [
      "en",
      "When a train is cancelled, the booking service shall in turn cancel all seat reservations for that train.",
      "When a train is not cancelled, the booking service shall keep all seat reservations for that train.",
    ],
    [
      "en",
      "When a train is cancelled, the booking service shall in turn cancel all seat reservations for that train.",
      "When a train is cancelled, the booking service shall notify all passengers of that train.",
    ],
  ]);
});
