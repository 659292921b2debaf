/**
 * Table test of the range class (engine/compare/conflicts/ranges.ts): the same action under a condition
 * inside a range and under one outside it, in words ("within" / "outside", "innerhalb" / "außerhalb",
 * "less than the lower limit … or greater than the upper limit …"), in the signs of a comparison
 * ("LO <= L <= HI" / "L < LO or L > HI") or both, in English and German, both orders; and the near
 * misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "If the water level is within the permitted range, the pump controller shall report a fault.",
    "If the water level is outside the permitted range, the pump controller shall report a fault.",
    "event",
    "inside and outside one range",
  ],
  [
    "en",
    "If LO <= L <= HI, then the pump controller shall raise an alarm.",
    "If L < LO or L > HI, then this pump controller shall raise an alarm.",
    "event",
    "LO <= L <= HI",
  ],
  [
    "en",
    "If the water level is less than the lower limit of the permitted range or greater than the upper limit of the permitted range, the pump controller shall open the drain valve.",
    "If the water level is within the permitted range, the pump controller shall open the drain valve.",
    "event",
    "the pump controller shall open the drain valve",
  ],
  [
    "en",
    "If P > MIN and P < MAX, then the dosing unit shall log the current pressure.",
    "If P < MIN or MAX < P then the dosing unit shall log the current pressure.",
    "event",
    "P < MIN or MAX < P",
  ],
  [
    "en",
    "If 10 <= P <= 20, the dosing unit shall sound the buzzer.",
    "If the pressure is outside the range 10 to 20, the dosing unit shall sound the buzzer.",
    "event",
    "outside the range 10 to 20",
  ],
  [
    "en",
    "If the room temperature is not within the comfort band, the climate unit shall notify the caretaker.",
    "If the room temperature is inside the comfort band, the climate unit shall notify the caretaker.",
    "event",
    "shall notify the caretaker",
  ],
  [
    "de",
    "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden.",
    "Wenn der Pegel außerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden.",
    "event",
    "innerhalb und außerhalb desselben Bereichs",
  ],
  [
    "de",
    "Wenn LO <= L <= HI gilt, muss die Steuerung einen Alarm auslösen.",
    "Wenn L < LO oder L > HI gilt, muss die Steuerung einen Alarm auslösen.",
    "event",
    "L < LO oder L > HI",
  ],
  [
    "de",
    "Wenn der Pegel kleiner als die untere Grenze des zulässigen Bereichs oder größer als die obere Grenze des zulässigen Bereichs ist, muss die Steuerung das Ventil öffnen.",
    "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, muss die Steuerung das Ventil öffnen.",
    "event",
    "muss die Steuerung das Ventil öffnen",
  ],
  [
    "de",
    "Wenn 10 <= P <= 20 gilt, muss die Dosiereinheit den Summer auslösen.",
    "Wenn P < 10 oder P > 20 gilt, muss die Dosiereinheit den Summer auslösen.",
    "event",
    "10 <= P <= 20",
  ],
  // One bound before a number: up to it against beyond it.
  [
    "en",
    "If the visitor is within 1 km of the museum, the guide app shall update the location.",
    "If the visitor is more than 1 km away from the museum, the guide app shall update the location.",
    "event",
    "more than 1 km away from the museum",
  ],
  [
    "en",
    "If the patient has waited less than 30 minutes, the clinic display shall show the delay.",
    "If the patient has waited at least 30 minutes, the clinic display shall show the delay.",
    "event",
    "the clinic display shall show the delay",
  ],
  [
    "de",
    "Wenn der Patient nicht länger als 30 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
    "Wenn der Patient mindestens 30 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
    "event",
    "mindestens 30 Minuten",
  ],
  [
    "de",
    "Wenn der Patient höchstens 30 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
    "Wenn der Patient mindestens 30 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
    "event",
    "mindestens 30 Minuten",
  ],
];

const quiet: QuietRow[] = [
  // Inside the range one action, outside it the opposite: the two agree.
  [
    "en",
    "If the water level is within the permitted range, the pump controller shall not report a fault.",
    "If the water level is outside the permitted range, the pump controller shall report a fault.",
  ],
  [
    "en",
    "If LO <= L <= HI, then the pump controller shall not raise an alarm.",
    "If L < LO or L > HI, then the pump controller shall raise an alarm.",
  ],
  [
    "de",
    "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, darf die Steuerung keine Störung melden.",
    "Wenn der Pegel außerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden.",
  ],
  // One bound against another number, or against a range of two parts.
  [
    "en",
    "If the patient has waited less than 30 minutes, the clinic display shall show the delay.",
    "If the patient has waited more than 60 minutes, the clinic display shall show the delay.",
  ],
  [
    "en",
    "If the patient has waited less than 30 minutes and the room is free, the clinic display shall show the delay.",
    "If the patient has waited more than 30 minutes, the clinic display shall show the delay.",
  ],
  [
    "de",
    "Wenn der Patient weniger als 30 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
    "Wenn der Patient mehr als 60 Minuten gewartet hat, muss die Anzeige die Verspätung zeigen.",
  ],
  // Inside the range one action, outside it another.
  [
    "en",
    "If the water level is within the permitted range, the pump controller shall log the level.",
    "If the water level is outside the permitted range, the pump controller shall report a fault.",
  ],
  // Two different ranges.
  [
    "en",
    "If the water level is within the permitted range, the pump controller shall report a fault.",
    "If the water level is outside the alarm band, the pump controller shall report a fault.",
  ],
  // Two different actions.
  [
    "en",
    "If LO <= L <= HI, then the pump controller shall raise an alarm.",
    "If L < LO or L > HI, then the pump controller shall open the drain valve.",
  ],
  // Below one bound and above the other, each on its own, are no range.
  ["en", "If L < LO, then the pump controller shall raise an alarm.", "If L > HI, then the pump controller shall raise an alarm."],
  // Above the lower and below the upper bound joined by "or" names no range, and the bounds in another order are another range.
  ["en", "If L > LO or L < HI, then the pump controller shall raise an alarm.", "If LO <= L <= HI, then the pump controller shall raise an alarm."],
  ["en", "If HI <= L <= LO, then the pump controller shall raise an alarm.", "If L < LO or L > HI, then the pump controller shall raise an alarm."],
  // Two ranges of other quantities.
  [
    "en",
    "If the water level is within the permitted range, the pump controller shall report a fault.",
    "If the inlet pressure is outside the permitted range, the pump controller shall report a fault.",
  ],
  [
    "de",
    "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, muss die Steuerung den Pegel protokollieren.",
    "Wenn der Pegel außerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden.",
  ],
  ["de", "Wenn L < LO gilt, muss die Steuerung einen Alarm auslösen.", "Wenn L > HI gilt, muss die Steuerung einen Alarm auslösen."],
  [
    "de",
    "Wenn der Pegel innerhalb des zulässigen Bereichs liegt, muss die Steuerung eine Störung melden.",
    "Wenn der Druck außerhalb des Warnbereichs liegt, muss die Steuerung eine Störung melden.",
  ],
];

describe("the same action inside and outside one range", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
