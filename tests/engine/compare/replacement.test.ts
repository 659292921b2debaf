/**
 * Table test of the replacement class (engine/compare/conflicts/outputs.ts): one requirement puts
 * something in place of what the other demands ("instead of", "rather than", "but not", "statt",
 * "anstelle", ", nicht"), or confines an output demanded whole to a part of it ("only a summary"
 * against "the complete report"), in English and German, both orders; and the near misses that
 * must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The conference app shall show the session dates in the printed programme.",
    "The conference app shall list the session weeks rather than the session dates in the printed programme.",
    "replacement",
    "list the session weeks rather than the session dates",
  ],
  [
    "en",
    "The ward screen shall list the admitted patients with their bed numbers.",
    "The ward screen shall show the admitted patients with their room names but not the bed numbers.",
    "replacement",
    "show the admitted patients with their room names but not the bed numbers",
  ],
  [
    "en",
    "Opening a lab result shows the complete lab report.",
    "When a user opens a lab result, the clinic portal shall display only a summary of the lab report.",
    "replacement",
    "display only a summary of the lab report",
  ],
  [
    "de",
    "Die Stationsanzeige muss die aufgenommenen Patienten mit ihren Bettnummern zeigen.",
    "Die Stationsanzeige muss die aufgenommenen Patienten mit ihren Zimmernamen statt mit den Bettnummern auflisten.",
    "replacement",
    "statt mit den Bettnummern",
  ],
  [
    "de",
    "Die Tagungs-App muss die Termine der Vorträge im Programm anzeigen.",
    "Die Tagungs-App muss im Programm die Kalenderwochen der Vorträge anstelle der Termine darstellen.",
    "replacement",
    "anstelle der Termine",
  ],
  [
    "de",
    "Die Bahnsteiganzeige muss die Anschlusszüge nach der Abfahrtszeit sortiert anzeigen.",
    "Die Bahnsteiganzeige muss die Anschlusszüge nach dem Gleis, nicht nach der Abfahrtszeit sortiert anzeigen.",
    "replacement",
    "nicht nach der Abfahrtszeit",
  ],
  [
    "de",
    "Das Patientenportal muss den vollständigen Laborbericht anzeigen.",
    "Das Patientenportal muss den Patienten nur eine Zusammenfassung des Laborberichts zeigen.",
    "replacement",
    "nur eine Zusammenfassung des Laborberichts",
  ],
  [
    "en",
    "A catalogue search described in use case UC12 results in a displayed list of loans.",
    "The catalogue search described in UC12 shall return only the loan numbers, not the full loan details.",
    "replacement",
    "not the full loan details",
  ],
  [
    "de",
    "Eine in Anwendungsfall UC12 beschriebene Katalogsuche ergibt eine angezeigte Liste von Ausleihen.",
    "Die in UC12 beschriebene Katalogsuche muss nur die Nummern liefern, nicht die vollständigen Details der Ausleihen.",
    "replacement",
    "nicht die vollständigen Details der Ausleihen",
  ],
];

const compatible: QuietRow[] = [
  // the replacement holds only in a case of its own: an exception to the rule
  [
    "en",
    "The ward screen shall list the admitted patients with their bed numbers.",
    "If a patient is in isolation, the ward screen shall show the room name instead of the bed number.",
  ],
  // "not only" adds, it replaces nothing
  [
    "en",
    "The ward screen shall list the admitted patients with their bed numbers.",
    "The ward screen shall show the admitted patients with their room names and not only the bed numbers.",
  ],
  // about something else
  [
    "en",
    "The ward screen shall list the admitted patients with their bed numbers.",
    "The lab system shall store the samples with their barcodes rather than bed numbers.",
  ],
  // the other demands the part too
  [
    "en",
    "The clinic portal shall show the complete lab report to the patient.",
    "The clinic portal shall show the complete lab report and a summary of it to the patient.",
  ],
  // "full-text" names a kind of search, not the whole of an output
  [
    "en",
    "The clinic portal shall show the full-text search to the patient.",
    "The clinic portal shall show only the title of each lab report to the patient.",
  ],
  // both rule out the same
  [
    "de",
    "Die Bahnsteiganzeige muss die Anschlusszüge nach Abfahrtszeit statt nach Gleis sortieren.",
    "Die Bahnsteiganzeige muss die Anschlusszüge nach Abfahrtszeit sortieren.",
  ],
  [
    "de",
    "Die Bahnsteiganzeige muss die Anschlusszüge nach Abfahrtszeit sortieren.",
    "Falls ein Zug ausfällt, muss die Bahnsteiganzeige die Anschlusszüge nach Gleis statt nach Abfahrtszeit sortieren.",
  ],
  [
    "de",
    "Die Stationsanzeige muss die aufgenommenen Patienten mit ihren Bettnummern zeigen.",
    "Das Laborsystem muss die Proben mit ihren Barcodes statt mit den Bettnummern speichern.",
  ],
];

describe("one requirement puts something in place of what the other demands", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it.each(conflicting)("%s: the comparison of a set finds %s / %s", (language, a, b) => {
    const { results } = compareAll([
      { id: "demands", text: a, language },
      { id: "replaces", text: b, language },
    ]);
    const found = [
      ...results.get("demands")!.contradictions.map((c) => `demands-${c.id}`),
      ...results.get("replaces")!.contradictions.map((c) => `${c.id}-replaces`),
    ];
    expect(found).toContain("demands-replaces");
  });

  // "instead", "statt", "summary" are index terms: the demanding side finds the replacing one too.
  it.each(conflicting.filter((row) => /rather|statt|anstelle|summary|Zusammenfassung/.test(row[2])))(
    "%s: the comparison of a set finds %s / %s from either side",
    (language, a, b) => {
      const { results } = compareAll([
        { id: "demands", text: a, language },
        { id: "replaces", text: b, language },
      ]);
      expect(results.get("demands")!.contradictions.map((c) => c.id)).toEqual(["replaces"]);
      expect(results.get("replaces")!.contradictions.map((c) => c.id)).toEqual(["demands"]);
    },
  );
});
