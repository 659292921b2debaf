/**
 * The same leading condition with an outcome that changes a thing and one that keeps it as it is
 * (conflicts/events.ts, CHANGE_AND_KEEP): "change the status of the member" / "keep the current status of the member".
 */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the same condition: a thing changed against the thing kept", () => {
  conflictTable([
    [
      "en",
      "When a loan is returned late, the library system shall change the status of the member to blocked.",
      "When a loan is returned late, the library system shall keep the current status of the member.",
      "event",
      "keep the current status of the member",
    ],
    [
      "en",
      "If the train is delayed the timetable service shall update the platform of the train.",
      "If the train is delayed the timetable service shall retain the train's existing platform.",
      "event",
      "update the platform of the train",
    ],
    [
      "de",
      "Wenn eine Ausleihe verspätet zurückgegeben wird, muss das Bibliothekssystem den Status des Mitglieds ändern.",
      "Wenn eine Ausleihe verspätet zurückgegeben wird, muss das Bibliothekssystem den aktuellen Status des Mitglieds beibehalten.",
      "event",
      "den aktuellen Status des Mitglieds beibehalten",
    ],
  ]);
  quietTable([
    // "maintain" without a word of the state keeps nothing as it is.
    [
      "en",
      "When a loan is returned late, the library system shall change the status of the member to blocked.",
      "When a loan is returned late, the library system shall maintain a list of late returns.",
    ],
    // Other conditions.
    [
      "en",
      "When a loan is returned late, the library system shall change the status of the member to blocked.",
      "When a loan is returned on time, the library system shall keep the current status of the member.",
    ],
    [
      "de",
      "Wenn eine Ausleihe verspätet zurückgegeben wird, muss das Bibliothekssystem den Status des Mitglieds ändern.",
      "Wenn eine Ausleihe pünktlich zurückgegeben wird, muss das Bibliothekssystem den aktuellen Status des Mitglieds beibehalten.",
    ],
    // Another thing.
    [
      "en",
      "When a loan is returned late, the library system shall change the due date of the loan.",
      "When a loan is returned late, the library system shall keep the current status of the member.",
    ],
  ]);
});
