/**
 * Table tests of the replaced-output class (engine/compare/conflicts/outputs.ts), two of its readings.
 *
 * "All the information" as a demand of a whole output:
 * "all" with a noun of the whole in its phrase ("all the information of each loan", "alle Details der
 * Ausleihe") meets a requirement that confines the output to a part of it ("only a summary",
 * "summary-only", "nur eine Zusammenfassung"), in English and German, both orders; and the near misses
 * where "all" names every item, not every part ("all loans"), which must stay quiet.
 *
 * The same thing, by other verbs: the same actor and a further word ("A timetable entry shall document
 * … as offsets" / "A timetable entry shall record … rather than offsets"), or two words besides a thing
 * of two words ruled out ("instead of using colour coding"); and the near misses that share less.
 *
 * Some items of a list in place of all of them: "only the last ten loans" / "all loans", "nur die
 * letzten zehn Ausleihen" / "alle Ausleihen"; not against a list without "all" or of other items.
 */
import { describe, expect, it } from "vitest";
import { readRequirement } from "../../../engine/compare/index.js";
import { replacedConflict } from "../../../engine/compare/conflicts/outputs.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The loan detail page shall contain all the same information as the catalogue record.",
    "The loan detail page shall display a summary-only view of the catalogue record.",
    "replacement",
    "summary-only view",
  ],
  [
    "en",
    "The reader account page shall contain all the information of each loan.",
    "The reader account page shall display only the titles of the loans.",
    "replacement",
    "only the titles of the loans",
  ],
  [
    "de",
    "Die Ausleihseite muss alle Details der Ausleihe enthalten.",
    "Die Ausleihseite darf nur eine Zusammenfassung der Ausleihe anzeigen.",
    "replacement",
    "nur eine Zusammenfassung der Ausleihe",
  ],
  [
    "de",
    "Die Kontoseite des Lesers muss alle Informationen jeder Ausleihe enthalten.",
    "Die Kontoseite des Lesers muss nur die Titel der Ausleihen anzeigen.",
    "replacement",
    "nur die Titel der Ausleihen",
  ],
];

const compatible: QuietRow[] = [
  // "all loans" names every item, not every part of one
  ["en", "The reader account page shall contain all loans of the reader.", "The reader account page shall display only the titles of the loans."],
  [
    "de",
    "Die Kontoseite des Lesers muss alle Ausleihen des Lesers enthalten.",
    "Die Kontoseite des Lesers muss nur die Titel der Ausleihen anzeigen.",
  ],
  // a whole noun after another preposition is no part of the phrase of "all"
  [
    "en",
    "The reader account page shall contain all loans with information on fines.",
    "The reader account page shall display only the titles of the loans.",
  ],
];

describe("all the information against only a part of it", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("reads the pair in the output class", () => {
    const all = readRequirement("The clinic portal shall show all the details of a lab report.", "en");
    const part = readRequirement("The clinic portal shall show only a summary of each lab report.", "en");
    expect(replacedConflict(all, part, "en")?.kind).toBe("replacement");
    const items = readRequirement("The clinic portal shall show all lab reports of the patient.", "en");
    const summary = readRequirement("The clinic portal shall show only a summary of each lab report of the patient.", "en");
    expect(replacedConflict(items, summary, "en")).toBeNull();
  });
});

const sameThing: ConflictRow[] = [
  [
    "en",
    "A timetable entry shall document the hour, minute and platform of each stop on the line as offsets from the first departure of the day.",
    "A timetable entry shall record each stop using absolute clock times rather than offsets.",
    "replacement",
    "rather than offsets",
  ],
  [
    "de",
    "Ein Fahrplaneintrag muss die Abfahrtszeiten der Züge als Abstände zur ersten Abfahrt dokumentieren.",
    "Ein Fahrplaneintrag muss die Abfahrtszeiten mit absoluten Uhrzeiten statt mit Abständen erfassen.",
    "replacement",
    "statt mit Abständen",
  ],
  [
    "en",
    "The loan list shall mark the status of each loan by colour coding the line of the loan.",
    "The library system shall provide a textual indication of the loan status instead of using colour coding.",
    "replacement",
    "instead of using colour coding",
  ],
  [
    "de",
    "Die Ausleihliste muss den Status jeder Ausleihe durch farbige Markierung der Zeile kennzeichnen.",
    "Das Bibliothekssystem muss den Status der Ausleihe als Text statt durch farbige Markierung angeben.",
    "replacement",
    "statt durch farbige Markierung",
  ],
];

const lessShared: QuietRow[] = [
  // the same actor, but nothing else in common
  [
    "en",
    "A timetable entry shall document the departure times as offsets.",
    "A timetable entry shall record the platform using the track number rather than offsets.",
  ],
  // two words ruled out, one word besides them in common
  [
    "en",
    "The loan list shall mark each overdue loan by colour coding the line.",
    "The library system shall provide a textual indication of the loan status instead of using colour coding.",
  ],
  // actors that only overlap are no one actor
  [
    "en",
    "The catalogue data elements shall include the shelf fields of each event record.",
    "A standardised catalogue structure ensures that the mapping of data elements is needed once, rather than for each event.",
  ],
];

describe("a replacement of the same thing by other verbs", () => {
  conflictTable(sameThing);
  quietTable(lessShared);
});

const firstOfList: ConflictRow[] = [
  [
    "en",
    "The loan history page shall contain all loans of the reader from the current year.",
    "The loan history page shall display only the last ten loans of the reader from the current year.",
    "replacement",
    "display only the last ten loans",
  ],
  [
    "en",
    "When a search is made, the result page of the rail app shall contain all connections.",
    "When a search is made, the result page of the rail app shall display only the first 20 connections.",
    "replacement",
    "only the first 20 connections",
  ],
  [
    "de",
    "Die Seite der Ausleihhistorie muss alle Ausleihen des Lesers aus dem laufenden Jahr enthalten.",
    "Die Seite der Ausleihhistorie muss nur die letzten zehn Ausleihen des Lesers aus dem laufenden Jahr anzeigen.",
    "replacement",
    "nur die letzten zehn Ausleihen",
  ],
  [
    "de",
    "Bei einer Suche muss die Ergebnisseite der Bahn-App alle Verbindungen enthalten.",
    "Bei einer Suche muss die Ergebnisseite der Bahn-App nur die ersten 20 Verbindungen anzeigen.",
    "replacement",
    "nur die ersten 20",
  ],
];

const notAll: QuietRow[] = [
  // no "all" on the other side, or all of other items
  [
    "en",
    "The loan history page shall contain the loans of the reader from the current year.",
    "The loan history page shall display only the last ten loans of the reader from the current year.",
  ],
  [
    "en",
    "The loan history page shall contain all fines of the reader from the current year.",
    "The loan history page shall display only the last ten loans of the reader from the current year.",
  ],
  [
    "de",
    "Die Seite der Ausleihhistorie muss alle Gebühren des Lesers aus dem laufenden Jahr enthalten.",
    "Die Seite der Ausleihhistorie muss nur die letzten zehn Ausleihen des Lesers aus dem laufenden Jahr anzeigen.",
  ],
];

describe("some items of a list in place of all of them", () => {
  conflictTable(firstOfList);
  quietTable(notAll);
});
