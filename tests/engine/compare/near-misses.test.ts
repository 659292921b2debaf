/**
 * Near misses found in real requirement sets: a negating prefix inside a longer compound, "but not
 * limited to", a negated modifier before another word or in two abilities, and access to a thing
 * of several words against a clause that shares only some of them, what "without" leaves out, and
 * opposite conditions of a later sentence, and a prohibition for people a relative clause sets apart.
 */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("negated modifiers and widening negations", () => {
  conflictTable([
    [
      "en",
      "The archive service shall use a non-relational database.",
      "The archive service runs on a fully relational, SQL-based database.",
      "negatedModifier",
      "non-relational",
    ],
    [
      "de",
      "Der Dienst läuft auf einer relationalen Datenbank.",
      "Der Dienst muss eine nicht-relationale Datenbank verwenden.",
      "negatedModifier",
      "nicht-relationale",
    ],
  ]);
  quietTable([
    // "in" inside "just-in-time" negates nothing
    [
      "en",
      "The depot shall deliver the parts to a just-in-time store near the line.",
      "The depot shall keep a store of spare parts for the line at all time.",
    ],
    [
      "en",
      "The depot planner shall order spare parts for each just-in-time store.",
      "The depot planner shall count the spare parts of each store at closing time.",
    ],
    // "including but not limited to" widens the list
    [
      "en",
      "The portal will notify the members when the opening hours change, including but not limited to changes of the holiday hours.",
      "The portal shall notify the members of any changes of the holiday hours.",
    ],
    // two headings that name two groups demand nothing
    [
      "en",
      "Guest readers: non-member visitors, students and staff who need the reading room for study. They have similar needs as member readers.",
      "Member readers: member visitors, students and staff who need the reading room for study. They would be familiar with the catalogue.",
    ],
    // two abilities may both be offered
    ["en", "The kiosk shall allow visitors to pay with non-contact cards.", "The kiosk shall allow visitors to pay with contact cards."],
    ["en", "Visitors shall be able to pay with non-contact cards at the kiosk.", "Visitors shall be able to pay with contact cards at the kiosk."],
    [
      "de",
      "Besucher müssen am Kiosk mit nicht-europäischen Karten bezahlen können.",
      "Besucher müssen am Kiosk mit europäischen Karten bezahlen können.",
    ],
  ]);
});

describe("access to a thing of several words", () => {
  conflictTable([
    [
      "en",
      "Only the head nurse shall have access to the patient records.",
      "The ward clerk shall be able to view the patient records.",
      "exclusiveSubject",
      "head nurse",
    ],
    [
      "de",
      "Nur die Stationsleitung darf auf die Patientenakten zugreifen.",
      "Der Stationssekretär darf auf die Patientenakten zugreifen.",
      "exclusiveSubject",
      "Stationsleitung",
    ],
  ]);
  quietTable([
    [
      "en",
      "Only the head nurse shall have access to the medical records of the patients.",
      "The ward clerk shall be able to update the records of the medical supplies of the ward.",
    ],
    [
      "de",
      "Nur die Stationsleitung darf auf die medizinischen Akten der Patienten zugreifen.",
      "Der Stationssekretär muss die Akten der medizinischen Vorräte der Station pflegen.",
    ],
  ]);
});

describe('what "without" leaves out', () => {
  conflictTable([
    [
      "en",
      "The import shall validate each record.",
      "The import shall load each record without the need for validation.",
      "polarity",
      "without the need for validation",
    ],
    [
      "en",
      "The portal shall require a login code to open the timetable.",
      "The portal shall open the timetable without the need for a login code.",
      "polarity",
      "without the need for a login",
    ],
    [
      "de",
      "Das Portal muss für das Öffnen des Fahrplans eine Anmeldung erfordern.",
      "Das Portal muss den Fahrplan ohne Anmeldung öffnen.",
      "polarity",
      "ohne Anmeldung",
    ],
  ]);
  quietTable([
    // reading without changing is still reading: the direct object ends before "without"
    ["en", "Guests can only read the timetable without changing anything.", "Guests shall be able to view the timetable stored in the archive."],
  ]);
});

describe("opposite conditions of a later sentence", () => {
  conflictTable([
    [
      "en",
      "The portal shall close the editor. If the member agrees, the draft shall be saved.",
      "The portal shall end the session. If the member agrees, the draft shall not be saved.",
      "polarity",
      "saved",
    ],
  ]);
  quietTable([
    [
      "en",
      "When the member closes the editor, the portal shall close the open draft. If the member agrees, the draft shall be saved. If the member does not agree, the draft shall not be saved.",
      "When the member logs out, the portal shall end the session. If the member agrees, the draft shall be saved. If the member does not agree, the draft shall not be saved.",
    ],
    [
      "de",
      "Wenn das Mitglied den Editor schließt, muss das Portal den Entwurf schließen. Wenn das Mitglied zustimmt, muss der Entwurf gespeichert werden. Wenn das Mitglied nicht zustimmt, darf der Entwurf nicht gespeichert werden.",
      "Wenn sich das Mitglied abmeldet, muss das Portal die Sitzung beenden. Wenn das Mitglied zustimmt, muss der Entwurf gespeichert werden. Wenn das Mitglied nicht zustimmt, darf der Entwurf nicht gespeichert werden.",
    ],
  ]);
});

describe("a prohibition for people a relative clause sets apart", () => {
  conflictTable([
    [
      "en",
      "Members shall be able to access the catalogue.",
      "The system shall prevent members from accessing the catalogue.",
      "polarity",
      "access the catalogue",
    ],
    [
      "de",
      "Mitglieder müssen auf den Katalog zugreifen können.",
      "Das System muss verhindern, dass Mitglieder auf den Katalog zugreifen.",
      "polarity",
      "auf den Katalog zugreifen",
    ],
  ]);
  quietTable([
    [
      "en",
      "Only registered members shall be able to access the catalogue.",
      "The system denies members who have been deactivated from accessing the catalogue.",
    ],
    [
      "de",
      "Mitglieder müssen auf den Katalog zugreifen können.",
      "Das System muss verhindern, dass Mitglieder, die gesperrt wurden, auf den Katalog zugreifen.",
    ],
  ]);
});
