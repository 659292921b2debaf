/**
 * Table test of the input class (engine/compare/conflicts/inputs.ts): two requirements base the
 * same action on the same objects on different inputs, or one on its only input and the other on
 * another, in English and German, both orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { inputConflict } from "../../../engine/compare/conflicts/inputs.js";
import { readRequirement } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The library system shall compute the reminder fee based on the loan period and the book category.",
    "The library system shall compute the reminder fee based on the reader's age and the branch.",
    "input",
    "based on the reader's age and the branch",
  ],
  // two items on one side, one of them sharing a modifier with the other side's item: the heads differ
  [
    "en",
    "The clerk shall search for the delayed train using the train number and the departure station.",
    "The clerk shall search for the delayed train using the train's operator and the route of the train.",
    "input",
    "using the train's operator",
  ],
  // a word that names no source of its own ("system") ties nothing
  [
    "en",
    "The ticket office shall receive the list of cancelled trains from the timetable system.",
    "The ticket office shall receive the list of cancelled trains from the local dispatch system.",
    "input",
    "from the local dispatch system",
  ],
  [
    "en",
    "The clinic portal shall sort the appointments by patient name.",
    "The clinic portal shall sort the appointments by start time.",
    "input",
    "by start time",
  ],
  [
    "en",
    "The shop shall format the invoices as defined in the company style guide.",
    "The shop shall format the invoices as defined in the tax adviser's template.",
    "input",
    "the tax adviser's template",
  ],
  // an adverb of manner names nothing acted on; "unit" names no source of its own
  [
    "en",
    "The platform display shall receive the departure times directly from the timetable unit.",
    "The platform display shall receive the departure times from the signalling unit.",
    "input",
    "from the signalling unit",
  ],
  [
    "de",
    "Die Bahnsteiganzeige muss die Abfahrtszeiten direkt aus der Fahrplan-Einheit laden.",
    "Die Bahnsteiganzeige muss die Abfahrtszeiten aus der Stellwerks-Einheit laden.",
    "input",
    "aus der Stellwerks-Einheit",
  ],
  // a passive's agent inside the input names no actor
  [
    "en",
    "All reminder letters shall be formatted according to the guidelines specified by the print service.",
    "All reminder letters shall be formatted according to the templates defined by the legal department.",
    "input",
    "the templates defined by the legal department",
  ],
  [
    "de",
    "Das Portal muss alle Mahnschreiben gemäß den vom Druckdienst festgelegten Richtlinien formatieren.",
    "Das Portal muss alle Mahnschreiben gemäß den von der Rechtsabteilung definierten Vorlagen formatieren.",
    "input",
    "von der Rechtsabteilung definierten Vorlagen",
  ],
  // a leading condition that only starts the action on what both are about is no condition of its own
  [
    "en",
    "The conference app shall generate the badge list based on the registration records.",
    "If the badge list is requested, the conference app shall generate the badge list based on the speaker schedule.",
    "input",
    "based on the speaker schedule",
  ],
  [
    "de",
    "Das Bibliothekssystem muss die Mahngebühr anhand der Leihfrist und der Buchkategorie berechnen.",
    "Das Bibliothekssystem muss die Mahngebühr anhand des Alters des Lesers und der Filiale berechnen.",
    "input",
    "anhand des Alters des Lesers",
  ],
  [
    "de",
    "Die Praxissoftware muss die Termine nach dem Namen des Patienten sortieren.",
    "Die Praxissoftware muss die Termine nach der Uhrzeit sortieren.",
    "input",
    "nach der Uhrzeit",
  ],
  [
    "de",
    "Das Kassensystem muss die Belege gemäß der Kassenrichtlinie formatieren.",
    "Das Kassensystem muss die Belege gemäß der Vorlage des Steuerberaters formatieren.",
    "input",
    "gemäß der Vorlage des Steuerberaters",
  ],
  [
    "de",
    "Die Konferenz-App muss die Namensliste anhand der Anmeldungen erstellen.",
    "Wenn die Namensliste angefordert wird, muss die Konferenz-App die Namensliste anhand des Rednerplans erstellen.",
    "input",
    "anhand des Rednerplans",
  ],
  // the only input against another one, also when the other names it besides another
  [
    "en",
    "The librarian shall be able to generate the overdue report based on the loan records.",
    "If the overdue report is selected, the system shall generate the report using only the reminder log.",
    "input",
    "using only the reminder log",
  ],
  [
    "en",
    "The ticket office shall compute the refund using only the booking records.",
    "The ticket office shall compute the refund based on the booking records and the delay log.",
    "input",
    "based on the booking records and the delay log",
  ],
  [
    "de",
    "Der Bibliothekar muss den Mahnbericht anhand der Ausleihdaten erstellen können.",
    "Wenn der Mahnbericht angefordert wird, muss das System den Mahnbericht nur anhand des Erinnerungsprotokolls erstellen.",
    "input",
    "nur anhand des Erinnerungsprotokolls",
  ],
  // "only" inside the marker ("based solely on") and the only role after the input ("as the sole input", "als einzige Grundlage")
  [
    "en",
    "The clinic portal shall compute the waiting time based on the queue length and the number of open rooms.",
    "The clinic portal shall compute the waiting time based solely on the queue length.",
    "input",
    "based solely on the queue length",
  ],
  [
    "en",
    "The clinic portal shall compute the waiting time based on the queue length and the number of open rooms.",
    "The clinic portal shall compute the waiting time using the queue length as the sole input.",
    "input",
    "as the sole input",
  ],
  [
    "de",
    "Das Praxisportal muss die Wartezeit anhand der Länge der Warteschlange und der Zahl offener Räume berechnen.",
    "Das Praxisportal muss die Wartezeit anhand der Länge der Warteschlange als einzige Grundlage berechnen.",
    "input",
    "als einzige Grundlage",
  ],
  [
    "de",
    "Das Praxisportal muss die Wartezeit anhand der Warteschlange und der offenen Räume berechnen.",
    "Das Praxisportal muss die Wartezeit mittels der Warteschlange als alleinige Eingabe berechnen.",
    "input",
    "als alleinige Eingabe",
  ],
  // the only input a search accepts against a search by another key
  [
    "en",
    "The reader shall be able to search the catalogue by title.",
    "The catalogue search shall accept only the ISBN as input.",
    "input",
    "shall accept only the ISBN as input",
  ],
  [
    "en",
    "It is possible to search a book by author.",
    "The system shall only accept a book's ISBN as the sole input for any search function.",
    "input",
    "shall only accept a book's ISBN",
  ],
  [
    "de",
    "Der Leser muss Bücher nach Autor suchen können.",
    "Die Suche muss nur die ISBN als Eingabe akzeptieren.",
    "input",
    "nur die ISBN als Eingabe",
  ],
  [
    "de",
    "Der Leser muss Bücher nach Titel suchen können.",
    "Die Suchfunktion muss ausschließlich die Signatur als Suchkriterium annehmen.",
    "input",
    "ausschließlich die Signatur",
  ],
];

const compatible: QuietRow[] = [
  // the same source, once with an adverb of manner
  [
    "en",
    "The platform display shall receive the departure times directly from the timetable unit.",
    "The platform display shall receive the departure times from the timetable unit.",
  ],
  // the same guidelines, once with the one who specifies them
  [
    "en",
    "All reminder letters shall be formatted according to the guidelines specified by the print service.",
    "All reminder letters shall be formatted according to the guidelines of the print service.",
  ],
  // the only input names more than the other
  [
    "en",
    "The ticket office shall compute the refund using only the booking records and the delay log.",
    "The ticket office shall compute the refund based on the booking records.",
  ],
  // the only input narrowed by the other
  [
    "en",
    "The ticket office shall compute the refund using only the booking records.",
    "The ticket office shall compute the refund based on the booking records of the last month.",
  ],
  [
    "de",
    "Die Fahrkartenstelle muss die Erstattung nur anhand der Buchungsdaten und des Verspätungsprotokolls berechnen.",
    "Die Fahrkartenstelle muss die Erstattung anhand der Buchungsdaten berechnen.",
  ],
  // one side adds an item to the other's input
  [
    "en",
    "The library system shall compute the reminder fee based on the loan period.",
    "The library system shall compute the reminder fee based on the loan period and the book category.",
  ],
  // a qualifier of the same source
  [
    "en",
    "The billing service shall compute the invoice from the meter readings.",
    "The billing service shall compute the invoice from the meter readings of the last month.",
  ],
  // a capability offers one way among others
  ["en", "The reader shall be able to search the catalogue by title.", "The reader shall be able to search the catalogue by author."],
  // other objects
  [
    "en",
    "The library system shall compute the reminder fee based on the loan period.",
    "The library system shall compute the membership fee based on the reader's age.",
  ],
  // a condition of its own
  [
    "en",
    "If the reader is a student, the library system shall compute the reminder fee based on the reader's age.",
    "The library system shall compute the reminder fee based on the loan period.",
  ],
  // where the input comes from and what the action goes by answer two questions
  [
    "en",
    "The clinic portal shall load the opening hours from the practice calendar.",
    "The clinic portal shall load the opening hours based on the public holiday list.",
  ],
  [
    "de",
    "Die Praxissoftware muss die Öffnungszeiten aus dem Praxiskalender laden.",
    "Die Praxissoftware muss die Öffnungszeiten anhand der Feiertagsliste laden.",
  ],
  // synonyms name one input
  [
    "en",
    "The shop shall compute the shipping cost based on the client's address.",
    "The shop shall compute the shipping cost based on the customer's address.",
  ],
  // a misspelt input is the same input
  [
    "en",
    "The shop shall compute the shipping cost based on the parcel weight.",
    "The shop shall compute the shipping cost based on the parcel wieght.",
  ],
  // the words after "and" start a predicate of their own, not an input
  [
    "en",
    "The dispatcher shall take one train request from the queue and log the request.",
    "The dispatcher shall take one train request from the queue and notify the driver.",
  ],
  // "by" after a verb that takes no key names who acts
  ["en", "The booking form shall be easy to use by librarians.", "The booking form shall be easy to use by visiting readers."],
  [
    "de",
    "Der Webshop muss die Versandkosten anhand des Paketgewichts berechnen.",
    "Der Webshop muss die Versandkosten anhand des Paketgewichts und der Lieferadresse berechnen.",
  ],
  [
    "de",
    "Wenn der Leser Student ist, muss das Bibliothekssystem die Mahngebühr anhand des Alters berechnen.",
    "Das Bibliothekssystem muss die Mahngebühr anhand der Leihfrist berechnen.",
  ],
  // the only input, as the sole input or "based solely on", narrowed or restated by the other
  [
    "en",
    "The clinic portal shall compute the waiting time based solely on the queue length.",
    "The clinic portal shall compute the waiting time based on the queue length of the morning shift.",
  ],
  [
    "en",
    "The clinic portal shall compute the waiting time using the queue length as the sole input.",
    "The clinic portal shall compute the waiting time using the queue length.",
  ],
  [
    "de",
    "Das Praxisportal muss die Wartezeit anhand der Warteschlange als einzige Grundlage berechnen.",
    "Das Praxisportal muss die Wartezeit anhand der Warteschlange berechnen.",
  ],
  // the search by the key the search accepts; an accepted input without "only"; another desk's input
  ["en", "The reader shall be able to search the catalogue by ISBN.", "The catalogue search shall accept only the ISBN as input."],
  ["en", "The reader shall be able to search the catalogue by title.", "The catalogue search shall accept the ISBN as input."],
  ["en", "The reader shall be able to search the catalogue by title.", "The loan desk shall accept only the reader card as input."],
  ["de", "Der Leser muss Bücher nach der ISBN suchen können.", "Die Suche muss nur die ISBN als Eingabe akzeptieren."],
  ["de", "Der Leser muss Bücher nach Autor suchen können.", "Die Ausleihe muss nur den Leseausweis als Eingabe akzeptieren."],
  ["de", "Der Leser muss den Katalog nach Titel durchsuchen können.", "Der Leser muss den Katalog nach Autor durchsuchen können."],
];

describe("input conflicts: the same action on the same objects based on different inputs", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("is read by the input class itself", () => {
    const a = readRequirement("The library system shall compute the reminder fee based on the loan period.", "en");
    const b = readRequirement("The library system shall compute the reminder fee based on the reader's age.", "en");
    expect(inputConflict(a, b, "en")?.kind).toBe("input");
    expect(inputConflict(b, a, "en")?.kind).toBe("input");
  });

  it("reads no input in a clause of its own after 'that'", () => {
    const a = readRequirement("A survey shall show that most readers find the catalogue after using the kiosk.", "en");
    const b = readRequirement("A survey shall show that most readers find the catalogue after using the mobile app.", "en");
    expect(inputConflict(a, b, "en")).toBeNull();
  });
});
