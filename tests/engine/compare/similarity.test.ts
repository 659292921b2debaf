import { describe, expect, it } from "vitest";
import { ComparisonIndex, compareAll, compareOne, dice, duplicateReason, stem, trigrams } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";

function pair(a: string, b: string, language: Language = "en") {
  const { results } = compareAll([
    { id: "a", text: a, language },
    { id: "b", text: b, language },
    // Background requirements give the IDF weights something to work with.
    {
      id: "c",
      text:
        language === "en"
          ? "The scheduler shall start the nightly backup at 02:00."
          : "Der Planer muss die nächtliche Sicherung um 02:00 Uhr starten.",
      language,
    },
    {
      id: "d",
      text:
        language === "en" ? "The portal shall show the opening hours of each branch." : "Das Portal muss die Öffnungszeiten jeder Filiale anzeigen.",
      language,
    },
  ]);
  return results.get("a")!;
}

describe("similarity and duplicates", () => {
  it("scores an exact duplicate 1.0 with the reason 'identical text'", () => {
    const r = pair("The parking meter shall print a receipt for every payment.", "The parking meter shall print a receipt for every payment.");
    expect(r.duplicates).toEqual([{ id: "b", score: 1, reason: "identical text" }]);
    expect(r.similar[0]).toEqual({ id: "b", score: 1 });
  });

  it("treats case and white space changes as exact duplicates", () => {
    const r = pair("The parking meter shall print a receipt for every payment.", "  The Parking Meter shall  print a receipt\nfor every payment. ");
    expect(r.duplicates[0]).toMatchObject({ id: "b", score: 1 });
  });

  it("scores a German exact duplicate 1.0 with a German reason", () => {
    const r = pair(
      "Der Fahrkartenautomat muss für jede Zahlung einen Beleg drucken.",
      "Der Fahrkartenautomat muss für jede Zahlung einen Beleg drucken.",
      "de",
    );
    expect(r.duplicates).toEqual([{ id: "b", score: 1, reason: "identischer Text" }]);
  });

  it("keeps a reordered duplicate high, below 1.0, and says why", () => {
    const r = pair("For every payment the parking meter shall print a receipt.", "The parking meter shall print a receipt for every payment.");
    expect(r.duplicates).toHaveLength(1);
    expect(r.duplicates[0].score).toBeGreaterThanOrEqual(0.9);
    expect(r.duplicates[0].score).toBeLessThan(1);
    expect(r.duplicates[0].reason).toBe("same terms in a different order");
  });

  it("treats a changed modal verb as a duplicate and names it", () => {
    const en = pair("The scanner must store every scanned page as a PDF file.", "The scanner shall store every scanned page as a PDF file.");
    expect(en.duplicates).toEqual([{ id: "b", score: expect.any(Number), reason: 'same wording except for "shall" instead of "must"' }]);
    expect(en.duplicates[0].score).toBeGreaterThanOrEqual(0.9);
    const de = pair(
      "Der Scanner muss jede gescannte Seite als PDF-Datei speichern.",
      "Der Scanner soll jede gescannte Seite als PDF-Datei speichern.",
      "de",
    );
    expect(de.duplicates[0]?.reason).toBe("gleicher Wortlaut bis auf „soll“ statt „muss“");
  });

  it("names the changed words of a near duplicate", () => {
    expect(duplicateReason("The meter shall print a paper receipt.", "The meter shall print a printed receipt.", "en")).toBe(
      'same wording except for "printed" instead of "paper"',
    );
    expect(duplicateReason("Der Automat muss einen Beleg drucken.", "Der Automat muss einen farbigen Beleg drucken.", "de")).toBe(
      "gleicher Wortlaut bis auf zusätzlich „farbigen“",
    );
    expect(duplicateReason("The meter shall print a receipt.", "The meter shall print a receipt!", "en")).toBe(
      "identical text except for punctuation",
    );
  });

  it("keeps unrelated requirements low", () => {
    const r = pair(
      "The parking meter shall print a receipt for every payment.",
      "The weather station shall measure the wind speed every ten minutes.",
    );
    const score = r.similar.find((s) => s.id === "b")?.score ?? 0;
    expect(score).toBeLessThan(0.5);
    expect(r.duplicates).toEqual([]);
    const de = pair(
      "Der Automat muss für jede Zahlung einen Beleg drucken.",
      "Die Wetterstation muss die Windgeschwindigkeit alle zehn Minuten messen.",
      "de",
    );
    expect(de.similar.find((s) => s.id === "b")).toBeUndefined();
  });

  it("lists similar requirements above the threshold only", () => {
    const index = new ComparisonIndex();
    index.add("1", "The kiosk shall display the menu in English and German.", "en");
    index.add("2", "The kiosk shall display the daily menu in English.", "en");
    index.add("3", "The freezer shall keep a temperature below minus 18 degrees.", "en");
    const loose = compareOne(index, "1", { threshold: 0.3 });
    expect(loose.similar.map((s) => s.id)).toEqual(["2"]);
    const strict = compareOne(index, "1", { threshold: 0.95 });
    expect(strict.similar).toEqual([]);
  });

  it("does not call a contradicting twin a duplicate", () => {
    const r = pair("The kiosk shall store card numbers.", "The kiosk shall not store card numbers.");
    expect(r.duplicates).toEqual([]);
    expect(r.contradictions.map((c) => c.id)).toEqual(["b"]);
  });

  it("stems English and German word forms together", () => {
    expect(stem("deletion", "en")).toBe(stem("deleted", "en"));
    expect(stem("accessible", "en")).toBe(stem("access", "en"));
    expect(stem("anforderungen", "de")).toBe(stem("anforderung", "de"));
    expect(stem("gesperrt", "de")).toBe(stem("sperren", "de"));
    expect(stem("alarmzustande", "de")).toBe(stem("alarmzustanden", "de"));
    // "proceed" is a base form, not a past tense.
    for (const form of ["proceeds", "proceeding", "proceeded"]) expect(stem(form, "en")).toBe(stem("proceed", "en"));
    expect(stem("exceeding", "en")).toBe(stem("exceed", "en"));
    expect(stem("agreed", "en")).toBe(stem("agree", "en"));
  });

  it("measures character trigram overlap with the Dice coefficient", () => {
    expect(dice(trigrams("Zahlungsbeleg"), trigrams("Zahlungsbeleg"))).toBe(1);
    expect(dice(trigrams("Zahlungsbeleg"), trigrams("Zahlungsbelege"))).toBeGreaterThan(0.8);
    expect(dice(trigrams("receipt"), trigrams("wind speed"))).toBe(0);
  });
});
