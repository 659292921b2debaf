/**
 * Table test of the restriction class (engine/compare/conflicts/restriction.ts): one
 * requirement restates another and narrows, negates or replaces part of it, in English and
 * German; and the near misses that restate without a conflict.
 */
import { describe, expect, it } from "vitest";
import { findContradiction, readRequirement } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";

type Row = [language: Language, a: string, b: string, quoted: string];

const contradiction = (a: string, b: string, language: Language) => findContradiction(readRequirement(a, language), readRequirement(b, language));

const restricted: Row[] = [
  // an actor restricted with "restrict … to"
  [
    "en",
    "Clerks shall be able to export the monthly invoice list.",
    "The system shall restrict the export of the monthly invoice list to auditors.",
    "restrict the export of the monthly invoice list to auditors",
  ],
  [
    "de",
    "Sachbearbeiter müssen die Rechnungsliste der Filiale exportieren können.",
    "Das System muss den Export der Rechnungsliste der Filiale auf Prüfer beschränken.",
    "den Export der Rechnungsliste der Filiale auf Prüfer beschränken",
  ],
  // the occasion restricted with "only"
  [
    "en",
    "Guests may download the conference programme from the website.",
    "Guests may download the conference programme from the website only once.",
    "only once",
  ],
  [
    "de",
    "Gäste dürfen das Tagungsprogramm von der Website herunterladen.",
    "Gäste dürfen das Tagungsprogramm von der Website nur einmal herunterladen.",
    "nur einmal herunterladen",
  ],
  // "only once" after a list confines the occasion, not the list; a count of occasions far after "only"
  ["en", "Guests may download the floor plan and the programme.", "Guests may download the floor plan and the programme only once.", "only once"],
  [
    "de",
    "Gäste dürfen das Programm und den Lageplan von der Website herunterladen.",
    "Gäste dürfen das Programm und den Lageplan nur einmal von der Website herunterladen.",
    "nur einmal",
  ],
  ["en", "Enable new members to register with the forum.", "The forum shall allow new members to register only once.", "only once"],
  // "the ability to" restates "allow … to"
  [
    "en",
    "The system shall allow user to reopen the ticket.",
    "The system shall provide users with the ability to reopen a ticket only within five days of its resolution.",
    "only within five days",
  ],
  [
    "en",
    "A guest can book a seat for the keynote listed in the conference programme.",
    "A guest can only book a seat for the keynote listed in the conference programme once per day.",
    "only book a seat",
  ],
  // an output replaced
  [
    "en",
    "The archive shall store the scanned delivery notes as TIFF files.",
    "The archive shall store the scanned delivery notes as PDF files instead of TIFF files.",
    "instead of TIFF files",
  ],
  [
    "de",
    "Das Archiv muss die gescannten Lieferscheine als TIFF-Dateien speichern.",
    "Das Archiv muss die gescannten Lieferscheine anstelle von TIFF-Dateien als PDF-Dateien speichern.",
    "anstelle von TIFF-Dateien als PDF-Dateien speichern",
  ],
  // the scope narrowed to a single item
  [
    "en",
    "Dispatchers shall be able to assign drivers to open delivery tours.",
    "Dispatchers shall be able to assign a single driver to open delivery tours.",
    "single driver to open delivery tours",
  ],
  [
    "de",
    "Disponenten müssen Fahrer zu offenen Touren zuordnen können.",
    "Disponenten müssen einen einzigen Fahrer zu offenen Touren zuordnen können.",
    "einzigen Fahrer zu offenen Touren zuordnen können",
  ],
  // the same leading condition on both sides
  [
    "en",
    "When a match starts, the console shall display the defence board to each player.",
    "When a match starts, the console shall display the defence board to each player only once.",
    "only once",
  ],
  [
    "de",
    "Wenn ein Spiel endet, dürfen Spieler das Ergebnis exportieren.",
    "Wenn ein Spiel endet, dürfen Spieler das Ergebnis nur einmal exportieren.",
    "nur einmal exportieren",
  ],
  // the action confined to an occasion named by a condition after "only"
  [
    "en",
    "The scanner shall archive the delivery notes.",
    "The scanner shall only archive the delivery notes after the driver has signed them.",
    "only archive the delivery notes after the driver has signed them",
  ],
  [
    "en",
    "The heating controller shall log the boiler temperature.",
    "The heating controller shall only log the boiler temperature when the burner is running.",
    "only log the boiler temperature when the burner is running",
  ],
  [
    "de",
    "Der Scanner muss die Lieferscheine archivieren.",
    "Der Scanner muss die Lieferscheine nur nach der Unterschrift des Fahrers archivieren.",
    "nur nach der Unterschrift des Fahrers archivieren",
  ],
  // the German occasion in a trailing clause after the verb
  [
    "de",
    "Der Scanner muss die Lieferscheine archivieren.",
    "Der Scanner darf die Lieferscheine nur archivieren, nachdem der Fahrer sie unterschrieben hat.",
    "nur archivieren, nachdem der Fahrer sie unterschrieben hat",
  ],
  [
    "de",
    "Die Heizungssteuerung muss die Kesseltemperatur protokollieren.",
    "Die Heizungssteuerung darf die Kesseltemperatur nur protokollieren, während der Brenner läuft.",
    "nur protokollieren, während der Brenner läuft",
  ],
  // what a restricting verb confines is all the other states, in other words ("show" / "display")
  [
    "en",
    "The catalogue shall show every open vacancy to the visitor.",
    "The catalogue shall restrict the display of open vacancies to visitors who have signed in with a company account.",
    "restrict the display of open vacancies to visitors",
  ],
  [
    "de",
    "Der Katalog muss jede offene Stelle dem Besucher anzeigen.",
    "Der Katalog muss die Anzeige offener Stellen auf Besucher mit einem Firmenkonto beschränken.",
    "die Anzeige offener Stellen auf Besucher mit einem Firmenkonto beschränken",
  ],
  // "only" with the other's action and every word of its direct object, whatever else the other says
  [
    "en",
    "Members shall be able to borrow reference books and journals from the reading room.",
    "The library shall allow only members with a staff card to borrow reference books.",
    "only members with a staff card to borrow reference books",
  ],
  [
    "de",
    "Mitglieder müssen Nachschlagewerke aus dem Lesesaal jederzeit ausleihen können.",
    "Nur Mitglieder mit Mitarbeiterausweis dürfen Nachschlagewerke aus dem Lesesaal ausleihen.",
    "Nur Mitglieder mit Mitarbeiterausweis",
  ],
  // access confined covers what a person is able to do with its objects
  [
    "de",
    "Pflegekräfte müssen den Medikationsplan einer Station bearbeiten können.",
    "Das Klinikportal muss den Zugriff auf den Medikationsplan einer Station auf Ärzte mit der Rolle VERORDNER beschränken.",
    "den Zugriff auf den Medikationsplan einer Station auf Ärzte",
  ],
  // what the other supports, confined to a single one
  [
    "en",
    "The catalogue shall support the use of saved searches.",
    "The catalogue shall restrict the use of saved searches to a single user session.",
    "restrict the use of saved searches to a single user session",
  ],
  [
    "de",
    "Der Katalog muss die Nutzung gespeicherter Suchen unterstützen.",
    "Der Katalog muss die Nutzung gespeicherter Suchen auf eine einzige Sitzung beschränken.",
    "die Nutzung gespeicherter Suchen auf eine einzige Sitzung beschränken",
  ],
];

const compatible: Array<[Language, string, string]> = [
  // confined to the other's own actor, to a group that names no one in particular, or a component's own work
  [
    "en",
    "The physician shall be able to edit the medication plan of a ward.",
    "The clinic portal shall restrict access to the medication plan of a ward to physicians holding the PRESCRIBER role.",
  ],
  [
    "en",
    "The ward list shows the medication plan of a ward.",
    "The clinic portal shall restrict access to the medication plan of a ward to physicians.",
  ],
  [
    "de",
    "Der Katalog muss jede offene Stelle mit Gehaltsspanne und Bewerbungsfrist anzeigen.",
    "Der Katalog muss die Anzeige offener Stellen auf Benutzer beschränken.",
  ],
  // a direct object of one word ties too little to read the rest as restated
  [
    "en",
    "Members shall be able to borrow books, journals and maps from any branch of the city library.",
    "Only members with a staff card shall borrow maps.",
  ],
  [
    "de",
    "Mitglieder müssen Bücher, Zeitschriften und Karten aus jeder Zweigstelle der Stadtbibliothek ausleihen können.",
    "Nur Mitglieder mit Mitarbeiterausweis dürfen Karten ausleihen.",
  ],
  // a restriction handed over as a capability restricts nothing itself
  [
    "en",
    "The archive shall keep the audit reports of every branch.",
    "The archive shall allow the owner to restrict access to the audit reports of a branch to named auditors.",
  ],
  // a trailing clause without "nur" narrows nothing
  [
    "de",
    "Der Scanner muss die Lieferscheine archivieren.",
    "Der Scanner muss die Lieferscheine archivieren, nachdem der Fahrer sie unterschrieben hat.",
  ],
  // the other's action named in the condition is not restated
  ["en", "The scanner shall store the delivery notes.", "The scanner shall only print the labels after the delivery notes have been stored."],
  ["de", "Der Scanner muss die Lieferscheine speichern.", "Der Scanner darf die Etiketten nur drucken, wenn die Lieferscheine gespeichert sind."],
  // a restriction to what the other states already
  ["en", "The terminal shall run on a Linux server.", "The terminal shall run on a Linux server only."],
  ["de", "Das Terminal muss auf einem Linux-Server laufen.", "Das Terminal muss nur auf einem Linux-Server laufen."],
  // the negation sits in a leading condition or a quoted message
  ["en", "The planner shall print the weekly roster.", "When the weekly roster has not been approved, the planner shall print a draft watermark."],
  ["de", "Der Planer muss den Wochenplan drucken.", "Wenn der Wochenplan nicht freigegeben ist, muss der Planer ein Entwurfswasserzeichen drucken."],
  ["en", "The planner shall print the weekly roster.", 'The planner shall show the message "Roster not approved" before printing the weekly roster.'],
  // "read-only" names a kind of access
  ["en", "Clerks shall be able to edit the tariff table.", "Clerks shall have read-only access to the tariff table."],
  // another action than the one restated
  ["en", "Dispatchers shall view open delivery tours.", "Dispatchers shall not reassign open delivery tours."],
  // one item and a list of them are two features
  ["en", "Tutors shall be able to enrol a single learner in a course.", "Tutors shall be able to enrol a list of learners in a course."],
  [
    "de",
    "Tutoren müssen einen einzigen Teilnehmer in einen Kurs einschreiben können.",
    "Tutoren müssen mehrere Teilnehmer in einen Kurs einschreiben können.",
  ],
  // a hyphenated "nicht-" compound names a kind, it negates nothing
  ["de", "Die Datenbank muss Abfragen unterstützen.", "Die Datenbank muss nicht-relationale Abfragen unterstützen."],
  ["de", "Das Lastenheft muss die Anforderungen auflisten.", "Das Lastenheft muss die nicht-funktionalen Anforderungen auflisten."],
  // held back until an event against done once that event has happened: both wait for it
  ["en", "The library system shall not renew a loan until the fines are paid.", "The library system shall renew a loan once the fines are paid."],
  [
    "en",
    "The ticket desk shall not issue a refund until the ticket is returned.",
    "The ticket desk shall issue a refund when the ticket is returned.",
  ],
  [
    "de",
    "Das Bibliothekssystem darf eine Ausleihe nicht verlängern, bis die Gebühren bezahlt sind.",
    "Das Bibliothekssystem muss eine Ausleihe verlängern, sobald die Gebühren bezahlt sind.",
  ],
  // a restriction to others than one, of what the other supports
  [
    "en",
    "The library system shall support access to the loan reports.",
    "The library system shall restrict access to the loan reports to administrators.",
  ],
  [
    "de",
    "Das Bibliothekssystem muss den Zugriff auf die Ausleihberichte unterstützen.",
    "Das Bibliothekssystem muss den Zugriff auf die Ausleihberichte auf Verwalter beschränken.",
  ],
];

describe("restriction conflicts", () => {
  for (const [language, a, b, quoted] of restricted) {
    it(`${language}: flags ${b}`, () => {
      for (const [x, y] of [
        [a, b],
        [b, a],
      ]) {
        const found = contradiction(x, y, language);
        expect(found?.kind).toBe("restriction");
        expect(found?.reason).toContain(quoted);
        expect(found?.reason).toMatch(language === "de" ? /^eine Anforderung wiederholt die andere/ : /^one requirement restates the other/);
      }
    });
  }
  for (const [language, a, b] of compatible) {
    it(`${language}: does not flag ${b}`, () => {
      expect(contradiction(a, b, language)).toBeNull();
      expect(contradiction(b, a, language)).toBeNull();
    });
  }
});

describe("German negation in the clause reading", () => {
  it("reads a hyphenated 'nicht-' compound as no negation, and 'nicht' before a word as one", () => {
    const compound = readRequirement("Das System muss nicht-funktionale Anforderungen prüfen.", "de").clauses[0];
    const negated = readRequirement("Das System darf die Anforderungen nicht prüfen.", "de").clauses[0];
    expect(compound.negative).toBe(false);
    expect(negated.negative).toBe(true);
  });
});
