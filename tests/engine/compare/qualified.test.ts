/**
 * Table test of a qualified restatement (engine/compare/conflicts/qualified.ts): one
 * requirement restates another and adds a qualifier of its own (only, hide, automatically,
 * regardless of, without, at most), in English and German, both orders, with the reason;
 * and the near misses that share the words but must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll, findContradiction, readRequirement } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";

type Row = [language: Language, a: string, b: string, reason: RegExp, quoted: string];

const contradiction = (a: string, b: string, language: Language) => findContradiction(readRequirement(a, language), readRequirement(b, language));

const conflicting: Row[] = [
  [
    "en",
    "The clerk shall be able to archive closed support tickets.",
    "The portal shall let only the team lead archive closed support tickets.",
    /keeps it to some cases only/,
    "only the team lead",
  ],
  [
    "en",
    "The portal shall list the closed support tickets of each clerk.",
    "The portal shall hide closed support tickets in the list of each clerk.",
    /prevents or leaves out/,
    "hide closed support tickets",
  ],
  [
    "en",
    "The clerk shall archive closed support tickets every month.",
    "The portal shall automatically archive closed support tickets every month.",
    /done another way/,
    "automatically archive",
  ],
  [
    "en",
    "The clerk shall export the monthly sales report for each sales region.",
    "The clerk shall export the monthly sales report regardless of the sales region.",
    /replaces or overrides/,
    "regardless of the sales region",
  ],
  [
    "en",
    "The clerk shall approve the expense claim and check the receipt.",
    "The clerk shall approve the expense claim without checking the receipt.",
    /leaves out part of it/,
    "without checking the receipt",
  ],
  [
    "en",
    "The member shall upload photos to the club gallery.",
    "The member shall upload a maximum of ten photos to the club gallery.",
    /limits it/,
    "maximum of ten photos",
  ],
  [
    "de",
    "Der Sachbearbeiter muss geschlossene Tickets jeden Monat archivieren.",
    "Das Portal muss geschlossene Tickets jeden Monat automatisch archivieren.",
    /auf andere Weise/,
    "automatisch archivieren",
  ],
  [
    "de",
    "Der Sachbearbeiter muss den Monatsbericht für jede Verkaufsregion exportieren.",
    "Der Sachbearbeiter muss den Monatsbericht unabhängig von der Verkaufsregion exportieren.",
    /ersetzt oder übergeht/,
    "unabhängig von der Verkaufsregion",
  ],
  [
    "de",
    "Der Sachbearbeiter muss die Spesenabrechnung genehmigen und den Beleg prüfen.",
    "Der Sachbearbeiter muss die Spesenabrechnung genehmigen, ohne den Beleg zu prüfen.",
    /lässt einen Teil davon aus/,
    "ohne den Beleg zu prüfen",
  ],
  [
    "de",
    "Das Mitglied muss Fotos in die Galerie des Vereins hochladen können.",
    "Das Mitglied darf höchstens zehn Fotos in die Galerie des Vereins hochladen.",
    /begrenzt sie/,
    "höchstens zehn Fotos",
  ],
];

const compatible: Array<[Language, string, string]> = [
  // two requirements about different things
  ["en", "The clerk shall archive closed support tickets.", "Only the team lead shall approve travel expense claims."],
  ["de", "Der Sachbearbeiter muss geschlossene Tickets archivieren.", "Nur der Teamleiter darf Spesenabrechnungen genehmigen."],
  // both narrow alike
  ["en", "Only the clerk shall archive closed support tickets.", "Only the clerk shall archive closed support tickets every month."],
  [
    "de",
    "Nur der Sachbearbeiter darf geschlossene Tickets archivieren.",
    "Nur der Sachbearbeiter darf geschlossene Tickets jeden Monat archivieren.",
  ],
  // the negation belongs to the condition: a case of its own
  [
    "en",
    "The portal shall show the list of search results.",
    "When no search results are found, the portal shall show an empty list of search results.",
  ],
  [
    "de",
    "Das Portal muss die Liste der Suchergebnisse anzeigen.",
    "Wenn keine Suchergebnisse gefunden werden, muss das Portal eine leere Liste der Suchergebnisse anzeigen.",
  ],
  // a choice between opposites, not a qualifier
  [
    "en",
    "The administrator shall manage the user accounts of the portal.",
    "The administrator shall enable or disable the user accounts of the portal.",
  ],
  // a paragraph: its "only" is about something else in it
  ["en", "The clerk shall archive closed support tickets.", "The clerk shall archive closed support tickets. Only the team lead shall delete them."],
  // "only" on the same action narrows nothing
  ["en", "The member shall view the photos of the club gallery.", "The member shall only view the photos of the club gallery."],
];

describe("qualified restatement contradictions", () => {
  it.each(conflicting)("%s: %s / %s", (language, a, b, text, quoted) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const found = contradiction(x, y, language);
      expect(found?.kind).toBe("qualified");
      expect(found?.reason).toMatch(text);
      expect(found?.reason).toContain(quoted);
    }
  });

  it.each(compatible)("%s: no contradiction: %s / %s", (language, a, b) => {
    expect(contradiction(a, b, language)).toBeNull();
    expect(contradiction(b, a, language)).toBeNull();
  });

  it("finds the pair in a requirement set and leaves the unrelated one alone", () => {
    const [, a, b] = conflicting[2];
    const { results } = compareAll([
      { id: "clerk", text: a, language: "en" },
      { id: "auto", text: b, language: "en" },
      { id: "other", text: "The portal shall store each support ticket for ten years.", language: "en" },
    ]);
    expect(results.get("clerk")!.contradictions.map((c) => c.id)).toEqual(["auto"]);
    expect(results.get("other")!.contradictions).toEqual([]);
  });
});
