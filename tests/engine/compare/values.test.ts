/**
 * Table test of the value class (engine/compare/conflicts/values.ts): one requirement said twice
 * with two values of a kind that admits one at a time (colours, sort directions), in English and
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
