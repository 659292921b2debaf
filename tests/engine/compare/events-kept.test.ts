/**
 * The same leading condition with an outcome that changes a thing and one that keeps it as it is
 * (conflicts/events.ts, CHANGE_AND_KEEP): "alter the patient's booking priority" / "preserve the patient's present booking priority".
 */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("the same condition: a thing changed against the thing kept", () => {
  conflictTable([
    [
      "en",
      "When a patient misses a second appointment, the clinic portal shall alter the patient's booking priority to the lowest level.",
      "When a patient misses a second appointment, the clinic portal shall preserve the patient's present booking priority.",
      "event",
      "preserve the patient's present booking priority",
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
      "Wenn ein Patient einen zweiten Termin versäumt, muss das Klinikportal die Buchungspriorität des Patienten auf die niedrigste Stufe ändern.",
      "Wenn ein Patient einen zweiten Termin versäumt, muss das Klinikportal die bisherige Buchungspriorität des Patienten beibehalten.",
      "event",
      "die bisherige Buchungspriorität des Patienten beibehalten",
    ],
  ]);
  quietTable([
    // "maintain" without a word of the state keeps nothing as it is.
    [
      "en",
      "When a patient misses a second appointment, the clinic portal shall alter the patient's booking priority to the lowest level.",
      "When a patient misses a second appointment, the clinic portal shall maintain a record of missed appointments.",
    ],
    // Other conditions.
    [
      "en",
      "When a patient misses a second appointment, the clinic portal shall alter the patient's booking priority to the lowest level.",
      "When a patient attends a second appointment, the clinic portal shall preserve the patient's present booking priority.",
    ],
    [
      "de",
      "Wenn ein Patient einen zweiten Termin versäumt, muss das Klinikportal die Buchungspriorität des Patienten auf die niedrigste Stufe ändern.",
      "Wenn ein Patient einen zweiten Termin wahrnimmt, muss das Klinikportal die bisherige Buchungspriorität des Patienten beibehalten.",
    ],
    // Another thing.
    [
      "en",
      "When a patient misses a second appointment, the clinic portal shall alter the patient's reminder schedule.",
      "When a patient misses a second appointment, the clinic portal shall preserve the patient's present booking priority.",
    ],
  ]);
});
