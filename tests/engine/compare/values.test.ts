/**
 * Table test of the value class (engine/compare/conflicts/values.ts): one requirement said twice
 * with two values of a kind that admits one at a time (colours, sort directions, file formats,
 * units, calendar units), in English and
 * German, both orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  ["en", "The portal shall show overdue invoices in red.", "The portal shall show overdue invoices in green.", "value", '"green"'],
  [
    "en",
    "When a parcel is late, the tracking page shall mark the parcel in orange.",
    "When a parcel is late, the tracking page shall mark the parcel in grey.",
    "value",
    '"orange"',
  ],
  [
    "en",
    "The archive shall list the invoices in ascending order of date.",
    "The archive shall list the invoices in descending order of date.",
    "value",
    "ascending",
  ],
  [
    "de",
    "Die Plattform muss überfällige Rechnungen in roter Farbe anzeigen.",
    "Die Plattform muss überfällige Rechnungen in grüner Farbe anzeigen.",
    "value",
    "„grüner“",
  ],
  [
    "de",
    "Das Archiv muss die Rechnungen aufsteigend nach Datum auflisten.",
    "Das Archiv muss die Rechnungen absteigend nach Datum auflisten.",
    "value",
    "absteigend",
  ],
  // orientations of a layout and of a page
  ["en", "The dashboard shall arrange the charts vertically.", "The dashboard shall arrange the charts horizontally.", "value", "horizontally"],
  ["en", "The invoice shall be printed in portrait format.", "The invoice shall be printed in landscape format.", "value", "landscape"],
  ["de", "Das Dashboard muss die Diagramme senkrecht anordnen.", "Das Dashboard muss die Diagramme waagerecht anordnen.", "value", "waagerecht"],
  ["de", "Die Rechnung muss im Hochformat gedruckt werden.", "Die Rechnung muss im Querformat gedruckt werden.", "value", "Querformat"],
  // file formats, of one word or several
  [
    "en",
    "At the end of each month, the library system shall export the overdue loans as a plain-text file.",
    "At the end of each month, the library system shall export the overdue loans as a PDF file.",
    "value",
    '"plain-text"',
  ],
  [
    "en",
    "The clinic portal shall produce the discharge letter in rich text format.",
    "The clinic portal shall produce the discharge letter in PDF format.",
    "value",
    "PDF",
  ],
  [
    "de",
    "Am Monatsende muss das Bibliothekssystem die überfälligen Ausleihen als CSV-Datei exportieren.",
    "Am Monatsende muss das Bibliothekssystem die überfälligen Ausleihen als PDF-Datei exportieren.",
    "value",
    "„CSV“",
  ],
  // units and encodings
  [
    "en",
    "The ward display shall show the patient temperature in degrees Celsius.",
    "The ward display shall show the patient temperature in Fahrenheit.",
    "value",
    "Fahrenheit",
  ],
  [
    "en",
    "The rail timetable shall give the distance between stations in kilometres.",
    "The rail timetable shall give the distance between stations in miles.",
    "value",
    "miles",
  ],
  [
    "en",
    "The shop shall write the order confirmation file in UTF-8 encoding.",
    "The shop shall write the order confirmation file in ISO 8859-1 encoding.",
    "value",
    "UTF-8",
  ],
  [
    "de",
    "Die Stationsanzeige muss die Temperatur der Patienten in Grad Celsius anzeigen.",
    "Die Stationsanzeige muss die Temperatur der Patienten in Fahrenheit anzeigen.",
    "value",
    "Fahrenheit",
  ],
  ["de", "Der Shop muss alle Preise in Euro ausweisen.", "Der Shop muss alle Preise in Schweizer Franken ausweisen.", "value", "Schweizer Franken"],
  // calendar units of one list
  [
    "en",
    "When the loan statistics are opened, the catalogue shall offer the librarian a list of the available months to choose from.",
    "When the loan statistics are opened, the catalogue shall offer the librarian a list of the available dates to choose from.",
    "value",
    '"months"',
  ],
  [
    "de",
    "Beim Öffnen der Ausleihstatistik muss der Katalog eine Liste der verfügbaren Monate zur Auswahl anzeigen.",
    "Beim Öffnen der Ausleihstatistik muss der Katalog eine Liste der verfügbaren Wochen zur Auswahl anzeigen.",
    "value",
    "„Wochen“",
  ],
  // the share of a set an action takes
  [
    "en",
    "If the overdue report is selected, the library system shall select all the loans from the loan database and sort them by date.",
    "If the overdue report is selected, the library system shall select a few loans from the loan database and sort them by date.",
    "value",
    '"few"',
  ],
  [
    "de",
    "Wenn der Mahnbericht gewählt wird, muss das System alle Ausleihen aus der Datenbank auswählen und nach Datum sortieren.",
    "Wenn der Mahnbericht gewählt wird, muss das System wenige Ausleihen aus der Datenbank auswählen und nach Datum sortieren.",
    "value",
    "„wenige“",
  ],
  // two words of no listed kind before one form noun, or German compounds ending in one
  ["en", "The library app has a shelf view in compact style.", "The library app has a shelf view in a detailed style.", "value", '"detailed"'],
  [
    "en",
    "After a power failure the infusion pump shall restart in safe mode.",
    "After a power failure the infusion pump shall restart in normal mode.",
    "value",
    '"normal"',
  ],
  [
    "de",
    "Die Bahn-App muss die Bahnhöfe in der Kartenansicht zeigen.",
    "Die Bahn-App muss die Bahnhöfe in der Listenansicht zeigen.",
    "value",
    "Listenansicht",
  ],
  [
    "de",
    "Nach einem Stromausfall muss die Infusionspumpe im sicheren Modus neu starten.",
    "Nach einem Stromausfall muss die Infusionspumpe im normalen Modus neu starten.",
    "value",
    "„normalen“",
  ],
];

const compatible: QuietRow[] = [
  // two spellings of one colour
  ["en", "The portal shall show overdue invoices in grey.", "The portal shall show overdue invoices in gray."],
  ["en", "The dashboard shall arrange the charts vertical.", "The dashboard shall arrange the charts vertically."],
  ["de", "Das Dashboard muss die Diagramme senkrecht anordnen.", "Das Dashboard muss die Diagramme vertikal anordnen."],
  // other items in another colour
  ["en", "The portal shall show overdue invoices in red.", "The portal shall show paid invoices in green."],
  ["de", "Die Plattform muss überfällige Rechnungen rot anzeigen.", "Die Plattform muss bezahlte Rechnungen grün anzeigen."],
  // a choice offered, not a value demanded
  ["en", "The clerk shall be able to show overdue invoices in red.", "The clerk shall be able to show overdue invoices in green."],
  [
    "de",
    "Der Sachbearbeiter muss überfällige Rechnungen rot anzeigen können.",
    "Der Sachbearbeiter muss überfällige Rechnungen grün anzeigen können.",
  ],
  // two spellings of one colour
  ["de", "Die Plattform muss leere Felder weiß anzeigen.", "Die Plattform muss leere Felder weiss anzeigen."],
  // two colours named on one side
  ["en", "The portal shall show overdue invoices in red or yellow.", "The portal shall show overdue invoices in red or green."],
  // a colour added where the other names none
  ["en", "The portal shall show overdue invoices.", "The portal shall show overdue invoices in red."],
  // another word changed than a value
  ["de", "Die Plattform muss überfällige Rechnungen rot anzeigen.", "Die Plattform muss überfällige Mahnungen rot anzeigen."],
  // two spellings of one format
  [
    "en",
    "The library system shall export the overdue loans as a plain-text file.",
    "The library system shall export the overdue loans as a TXT file.",
  ],
  // a value in a list with others
  [
    "en",
    "The library system shall export the overdue loans as DOCX and PDF files.",
    "The library system shall export the overdue loans as DOCX and CSV files.",
  ],
  // formats taken in: a system may accept both
  ["en", "The shop shall accept the product catalogue as a CSV file.", "The shop shall accept the product catalogue as an XML file."],
  ["de", "Der Shop muss den Produktkatalog als CSV-Datei importieren.", "Der Shop muss den Produktkatalog als XML-Datei importieren."],
  // a format offered as a choice
  [
    "en",
    "The librarian shall be able to export the overdue loans as a PDF file.",
    "The librarian shall be able to export the overdue loans as a CSV file.",
  ],
  // both formats named on one side
  [
    "en",
    "The library system shall export the overdue loans as PDF and CSV files.",
    "The library system shall export the overdue loans as CSV files.",
  ],
  // another thing given in another unit
  [
    "en",
    "The rail timetable shall give the distance between stations in kilometres.",
    "The rail timetable shall give the height of each station in metres.",
  ],
  // a value added to a phrase, not put in place of another
  ["de", "Der Katalog muss eine Liste der verfügbaren Monate anzeigen.", "Der Katalog muss eine Liste der verfügbaren Monate und Wochen anzeigen."],
  // "some" and "a few" overlap; "all" and "every" are one share
  ["en", "The library system shall select some loans from the loan database.", "The library system shall select a few loans from the loan database."],
  ["en", "The library system shall export all loans of the month.", "The library system shall export every loan of the month."],
  ["de", "Das System muss alle Ausleihen exportieren.", "Das System muss sämtliche Ausleihen exportieren."],
  // other words before a form noun: both forms offered, a choice, or other things in one form
  ["en", "The library app has a shelf view in compact style.", "The library app has a shelf view in compact style and in detailed style."],
  ["en", "The reader may open the shelf view in compact style.", "The reader may open the shelf view in detailed style."],
  ["en", "The library app shows the loans in compact style.", "The library app shows the fines in compact style."],
  // no preposition of a form before the word: a form noun as a modifier, or the form as an object
  [
    "en",
    "The loan desk shall provide view access to the librarians of the branch.",
    "The loan desk shall supply view access to the librarians of the branch.",
  ],
  [
    "en",
    "Each receipt shall use a compact format with the total at the bottom.",
    "Each receipt shall use a similar format with the total at the bottom.",
  ],
  ["de", "Die Bahn-App muss die Bahnhöfe in der Kartenansicht zeigen.", "Die Bahn-App kann die Bahnhöfe in der Listenansicht zeigen."],
  ["de", "Die Bahn-App muss die Bahnhöfe in der Kartenansicht zeigen.", "Die Bahn-App muss die Haltestellen in der Kartenansicht zeigen."],
];

describe("value contradictions", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("finds the pair in a requirement set (the candidate filter lets it through)", () => {
    const { results } = compareAll([
      { id: "red", text: conflicting[0][1], language: "en" },
      { id: "green", text: conflicting[0][2], language: "en" },
      { id: "other", text: "The portal shall store each invoice for ten years.", language: "en" },
    ]);
    expect(results.get("red")!.contradictions.map((c) => c.id)).toEqual(["green"]);
  });
});
