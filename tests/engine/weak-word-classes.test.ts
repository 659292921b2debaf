/**
 * Weak-word classes of ISO/IEC/IEEE 29148 beyond single words: vague quantities ("some of"),
 * "other" before a noun, what a requirement depends on, "or otherwise", the family
 * as/where/when/if + necessary/needed/appropriate/possible/applicable, their German
 * equivalents, and German subjective adjectives in their comparative and superlative.
 */
import { describe, expect, it } from "vitest";
import { rule as weakWord } from "../../engine/rules/weak-word/check.js";
import { compared, superlative } from "../../engine/reading/inflection.js";
import { at, ruleTester } from "./rule-tester.js";

const someOf = "The archive shall keep some of the invoices for ten years.";
const other = "The portal shall notify other tenants about a planned outage.";
const depending = "The fee shall be charged depending on the parcel size.";
const otherwise = "The key shall be destroyed or otherwise made unusable.";
const whereNecessary = "The operator shall recalibrate the scale where necessary.";
const whenApplicable = "The invoice shall show the discount when applicable.";
const wheneverNeeded = "The pump shall be flushed whenever needed.";
const asPossible = "The report shall be as brief as possible.";
const ifAppropriate = "The dashboard shall group alarms if appropriate.";

const einigeDer = "Das Archiv muss einige der Rechnungen zehn Jahre aufbewahren.";
const andere = "Das Portal muss andere Mandanten über eine Wartung informieren.";
const anderenAdjektiv = "Die Schnittstelle muss mit anderen externen Systemen Daten austauschen.";
const jeNach = "Die Gebühr muss je nach Paketgröße berechnet werden.";
const anderweitig = "Der Schlüssel muss gelöscht oder anderweitig unbrauchbar gemacht werden.";
const woNoetig = "Der Bediener muss die Waage wo nötig neu kalibrieren.";
const woErforderlich = "Der Bediener muss die Waage wo erforderlich neu kalibrieren.";
const beiBedarf = "Die Pumpe muss bei Bedarf gespült werden.";
const komparativ = "Die neue Version muss eine benutzerfreundlichere Oberfläche bieten.";
const superlativ = "Die Anwendung muss die intuitivste Bedienung im Markt bieten.";

ruleTester(weakWord, {
  valid: [
    { text: "The two pumps shall monitor each other.", language: "en" },
    { text: "The archive shall keep invoices other than credit notes for ten years.", language: "en" },
    { text: "The other pump shall start within 5 s.", language: "en" },
    { text: "The portal shall notify the other members of the team.", language: "en" },
    { text: "The portal shall notify other members of the team.", language: "en" },
    { text: "The fee shall be 5 EUR per parcel.", language: "en" },
    { text: "The key shall be destroyed after 30 days.", language: "en" },
    { text: "The operator shall recalibrate the scale every 30 days.", language: "en" },
    { text: "The report shall be shorter than 2 pages.", language: "en" },
    { text: "Die anderen Mandanten dürfen die Wartung nicht sehen.", language: "de" },
    { text: "Das Portal muss alle Mandanten außer dem Betreiber informieren.", language: "de" },
    { text: "Das Portal muss andere Mitglieder des Teams informieren.", language: "de" },
    { text: "Die Gebühr muss 5 EUR je Paket betragen.", language: "de" },
    { text: "Der Schlüssel muss nach 30 Tagen gelöscht werden.", language: "de" },
    { text: "Der Bediener muss die Waage alle 30 Tage neu kalibrieren.", language: "de" },
    { text: "Die Pumpe muss täglich um 6 Uhr gespült werden.", language: "de" },
    { text: "Das Ergebnis muss anders als im Vorjahr berechnet werden.", language: "de" },
  ],
  invalid: [
    { text: someOf, language: "en", findings: [at(someOf, "some of")] },
    { text: other, language: "en", findings: [at(other, "other")] },
    { text: depending, language: "en", findings: [at(depending, "depending on")] },
    { text: otherwise, language: "en", findings: [at(otherwise, "or otherwise")] },
    { text: whereNecessary, language: "en", findings: [at(whereNecessary, "where necessary")] },
    { text: whenApplicable, language: "en", findings: [at(whenApplicable, "when applicable")] },
    { text: wheneverNeeded, language: "en", findings: [at(wheneverNeeded, "whenever needed")] },
    { text: asPossible, language: "en", findings: [at(asPossible, "as possible")] },
    { text: ifAppropriate, language: "en", findings: [at(ifAppropriate, "if appropriate")] },
    { text: einigeDer, language: "de", findings: [at(einigeDer, "einige")] },
    { text: andere, language: "de", findings: [at(andere, "andere")] },
    { text: anderenAdjektiv, language: "de", findings: [at(anderenAdjektiv, "anderen")] },
    { text: jeNach, language: "de", findings: [at(jeNach, "je nach")] },
    { text: anderweitig, language: "de", findings: [at(anderweitig, "oder anderweitig")] },
    { text: woNoetig, language: "de", findings: [at(woNoetig, "wo nötig")] },
    { text: woErforderlich, language: "de", findings: [at(woErforderlich, "wo erforderlich")] },
    { text: beiBedarf, language: "de", findings: [at(beiBedarf, "bei Bedarf")] },
    { text: komparativ, language: "de", findings: [at(komparativ, "benutzerfreundlichere")] },
    { text: superlativ, language: "de", findings: [at(superlativ, "intuitivste")] },
  ],
});

describe("German comparison of listed adjectives", () => {
  it("declines the comparative", () => {
    expect(compared("einfach")).toEqual(["einfacher", "einfachere", "einfacheren", "einfacherer", "einfacheres", "einfacherem"]);
  });

  it("adds -est after s, t, d, z, x, sch and vowels, -st otherwise", () => {
    expect(superlative("robust")).toContain("robusteste");
    expect(superlative("intuitiv")).toContain("intuitivste");
    expect(superlative("einfach")).toEqual(["einfachste", "einfachsten", "einfachster", "einfachstes", "einfachstem"]);
  });
});
