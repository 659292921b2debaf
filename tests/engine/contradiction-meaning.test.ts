/**
 * Table test of the meaning-based contradiction classes (engine/compare/conflicts/), in
 * English and German: each class flagged with its kind, and each near miss (the same
 * words with a compatible meaning) not flagged.
 */
import { describe, expect, it } from "vitest";
import { ComparisonIndex, addAndCompare, findContradiction, readRequirement } from "../../engine/compare/index.js";
import type { Language } from "../../engine/types.js";

type Row = [language: Language, a: string, b: string, kind: string | null];

const flagged: Row[] = [
  // times of day, weekdays and dates
  ["en", "The scheduler shall start the archive run at 01:00.", "The scheduler shall start the archive run at 03:30.", "time"],
  ["en", "The scheduler shall start the archive run at 1 am.", "The scheduler shall start the archive run at 1 pm.", "time"],
  ["en", "The mailer shall send the newsletter every Tuesday.", "The mailer shall send the newsletter every Thursday.", "time"],
  ["en", "The portal shall publish the annual report on 2027-06-30.", "The portal shall publish the annual report on 2027-07-15.", "time"],
  ["en", "The portal shall publish the annual report on June 30.", "The portal shall publish the annual report on 15 July.", "time"],
  ["de", "Die Anlage muss die Spülung um 5 Uhr starten.", "Die Anlage muss die Spülung um 6 Uhr starten.", "time"],
  ["de", "Die Anlage muss die Spülung um 05:15 Uhr starten.", "Die Anlage muss die Spülung um 05:45 Uhr starten.", "time"],
  [
    "de",
    "Der Versanddienst muss die Rechnungen jeden Dienstag verschicken.",
    "Der Versanddienst muss die Rechnungen jeden Samstag verschicken.",
    "time",
  ],
  [
    "de",
    "Das Portal muss den Jahresbericht am 30.06.2027 veröffentlichen.",
    "Das Portal muss den Jahresbericht am 15.07.2027 veröffentlichen.",
    "time",
  ],
  // exclusive scope and sets
  ["en", "The kiosk shall show its menus in French only.", "The kiosk shall show its menus in French and Italian.", "exclusiveScope"],
  ["en", "The plotter shall export drawings as DXF and PDF only.", "The plotter shall export drawings as DXF and SVG.", "exclusiveScope"],
  ["en", "The survey tool shall accept answers only by phone.", "The survey tool shall accept answers by phone or letter.", "exclusiveScope"],
  ["en", "The clerk shall pick one of the delivery slots.", "The clerk shall pick all of the delivery slots.", "setQuantifier"],
  [
    "de",
    "Der Kiosk muss die Menüs nur auf Französisch anzeigen.",
    "Der Kiosk muss die Menüs auf Französisch und Italienisch anzeigen.",
    "exclusiveScope",
  ],
  [
    "de",
    "Der Kiosk muss die Menüs ausschließlich auf Französisch anzeigen.",
    "Der Kiosk muss die Menüs auf Französisch und Spanisch anzeigen.",
    "exclusiveScope",
  ],
  ["de", "Der Bediener muss eines der Profile auswählen.", "Der Bediener muss alle Profile auswählen.", "setQuantifier"],
  [
    "de",
    "Der Plotter muss die Zeichnungen nur als DXF und PDF exportieren.",
    "Der Plotter muss die Zeichnungen als DXF und SVG exportieren.",
    "exclusiveScope",
  ],
  // permission against prohibition with different verbs
  ["en", "The kiosk shall allow visitors to print the floor plan.", "The kiosk shall prevent visitors from printing the floor plan.", "polarity"],
  ["en", "The gateway shall enable uploads of firmware.", "The gateway shall block uploads of firmware.", "antonym"],
  ["en", "The gateway shall enable uploads of firmware.", "The gateway shall prevent uploads of firmware.", "permission"],
  ["en", "Tenants may change the door code.", "Tenants shall not change the door code.", "polarity"],
  [
    "de",
    "Das Terminal muss Besuchern erlauben, den Lageplan auszudrucken.",
    "Das Terminal muss verhindern, dass Besucher den Lageplan ausdrucken.",
    "permission",
  ],
  [
    "de",
    "Die Kasse muss den Kassierern gestatten, den Bon zu stornieren.",
    "Die Kasse muss den Kassierern untersagen, den Bon zu stornieren.",
    "permission",
  ],
  // the same action under opposite conditions
  [
    "en",
    "If the sensor reports a fault, the controller shall close the valve.",
    "If the sensor does not report a fault, the controller shall close the valve.",
    "event",
  ],
  [
    "de",
    "Falls der Sensor einen Fehler meldet, muss die Pumpe anhalten.",
    "Falls der Sensor keinen Fehler meldet, muss die Pumpe anhalten.",
    "event",
  ],
  // agent, input and output
  ["en", "Only the head nurse shall approve the duty roster.", "The ward clerk shall approve the duty roster.", "exclusiveSubject"],
  ["en", "The converter shall produce a CSV file from the meter log.", "The converter shall produce an XML file from the meter log.", "output"],
  [
    "en",
    "The billing job shall compute the tariff from the meter reading.",
    "The billing job shall compute the tariff from the estimated consumption.",
    "input",
  ],
  ["en", "The plotter shall export the layout as PDF.", "The plotter shall export the layout as PNG.", "output"],
  ["de", "Nur der Schichtleiter darf den Dienstplan genehmigen.", "Der Sachbearbeiter darf den Dienstplan genehmigen.", "exclusiveSubject"],
  ["de", "Der Konverter muss die Tabelle als PDF exportieren.", "Der Konverter muss die Tabelle als PNG exportieren.", "output"],
  ["en", "The gateway shall run on a Windows server.", "The gateway shall run on a Linux or BSD server.", "output"],
  ["en", "The ledger service runs on a relational database.", "The ledger service shall use a non-relational database.", "negatedModifier"],
  ["de", "Das Gateway muss auf einem Windows Server laufen.", "Das Gateway muss auf einem Linux Server laufen.", "output"],
];

const compatible: Row[] = [
  // the same time written differently, another action, a negated pair of times
  ["en", "The scheduler shall start the archive run at 01:00.", "The scheduler shall start the archive run at 1:00 am.", null],
  ["en", "The scheduler shall start the archive run at 13:00.", "The scheduler shall start the archive run at 1 pm.", null],
  ["en", "The scheduler shall start the archive run at 01:00.", "The scheduler shall send the usage report at 03:30.", null],
  ["en", "The scheduler shall not start the archive run at 01:00.", "The scheduler shall not start the archive run at 03:30.", null],
  ["en", "The mailer shall send the newsletter every Tuesday.", "The mailer shall send the invoices every Thursday.", null],
  ["de", "Die Anlage muss die Spülung um 5 Uhr starten.", "Die Anlage muss die Spülung um 05:00 Uhr starten.", null],
  ["de", "Die Anlage muss die Spülung um 5 Uhr starten.", "Die Anlage muss den Bericht um 6 Uhr versenden.", null],
  // a list without "only", a subset inside the restriction
  ["en", "The kiosk shall show its menus in French.", "The kiosk shall show its menus in French and Italian.", null],
  ["en", "The kiosk shall show its menus in French and Italian only.", "The kiosk shall show its menus in French.", null],
  ["en", "The plotter shall export drawings as DXF and PDF.", "The plotter shall export drawings as DXF and SVG.", null],
  ["en", "The clerk shall pick one of the delivery slots.", "The clerk shall pick one of the delivery slots.", null],
  ["de", "Der Kiosk muss die Menüs auf Französisch anzeigen.", "Der Kiosk muss die Menüs auf Französisch und Italienisch anzeigen.", null],
  ["de", "Der Kiosk muss die Menüs nur auf Französisch und Italienisch anzeigen.", "Der Kiosk muss die Menüs auf Italienisch anzeigen.", null],
  ["de", "Der Plotter muss die Zeichnungen als DXF und PDF exportieren.", "Der Plotter muss die Zeichnungen als DXF und SVG exportieren.", null],
  // two permissions, a prohibition of something else, a prohibition with an exception
  ["en", "The kiosk shall allow visitors to print the floor plan.", "The kiosk shall permit visitors to print the floor plan.", null],
  ["en", "The kiosk shall allow visitors to print the floor plan.", "The kiosk shall prevent visitors from printing the staff list.", null],
  [
    "en",
    "The kiosk shall allow visitors to print the floor plan.",
    "The kiosk shall prevent visitors from printing the floor plan without a ticket.",
    null,
  ],
  [
    "de",
    "Das Terminal muss Besuchern erlauben, den Lageplan auszudrucken.",
    "Das Terminal muss Besuchern gestatten, den Lageplan auszudrucken.",
    null,
  ],
  [
    "de",
    "Das Terminal muss Besuchern erlauben, den Lageplan auszudrucken.",
    "Das Terminal muss verhindern, dass Besucher die Personalliste ausdrucken.",
    null,
  ],
  [
    "en",
    "If the sensor reports a fault, the controller shall close the valve.",
    "If the sensor does not report a fault, the controller shall not close the valve.",
    null,
  ],
  [
    "en",
    "If the sensor reports a fault, the controller shall close the valve.",
    "If the sensor does not report a fault, the controller shall open the hatch.",
    null,
  ],
  [
    "de",
    "Falls der Sensor einen Fehler meldet, muss die Pumpe anhalten.",
    "Falls der Sensor keinen Fehler meldet, darf die Pumpe nicht anhalten.",
    null,
  ],
  // agents that may both act, capabilities, another input for another output
  ["en", "Only the head nurse shall approve the duty roster.", "Only the head nurse shall approve the duty roster.", null],
  ["en", "The head nurse shall approve the duty roster.", "The ward clerk shall approve the duty roster.", null],
  ["en", "The converter shall produce a CSV file from the meter log.", "The converter shall produce an XML file from the alarm log.", null],
  ["en", "The converter may produce a CSV file from the meter log.", "The converter may produce an XML file from the meter log.", null],
  [
    "en",
    "The converter shall produce a CSV file from the meter log.",
    "The converter shall produce a CSV file and a summary from the meter log.",
    null,
  ],
  ["de", "Der Konverter muss die Tabelle als PDF exportieren.", "Der Konverter muss die Grafik als PNG exportieren.", null],
  ["en", "The gateway shall run on a Windows server.", "The gateway shall run on a Windows or Linux server.", null],
  ["en", "The gateway shall run on a Windows server.", "The gateway shall run on a Linux workstation.", null],
  ["en", "The ledger service shall use a relational database.", "The ledger service shall export a non-relational snapshot.", null],
  ["de", "Das Gateway muss auf einem Windows Server laufen.", "Das Gateway muss auf einem Windows oder Linux Server laufen.", null],
];

function kindOf(language: Language, a: string, b: string): string | null {
  return findContradiction(readRequirement(a, language), readRequirement(b, language))?.kind ?? null;
}

describe("meaning-based contradictions", () => {
  it.each(flagged)("%s: flags %s | %s as %s", (language, a, b, kind) => {
    expect(kindOf(language, a, b)).toBe(kind);
    // The check is symmetric.
    expect(kindOf(language, b, a)).not.toBeNull();
  });

  it.each(compatible)("%s: does not flag %s | %s", (language, a, b) => {
    expect(kindOf(language, a, b)).toBeNull();
    expect(kindOf(language, b, a)).toBeNull();
  });

  it("writes a reason in the requirement's language naming both details", () => {
    const en = findContradiction(
      readRequirement("The scheduler shall start the archive run at 01:00.", "en"),
      readRequirement("The scheduler shall start the archive run at 03:30.", "en"),
    );
    expect(en?.reason).toBe('different times for the same action "start": "01:00" and "03:30"');
    const de = findContradiction(
      readRequirement("Die Anlage muss die Spülung um 5 Uhr starten.", "de"),
      readRequirement("Die Anlage muss die Spülung um 6 Uhr starten.", "de"),
    );
    expect(de?.reason).toBe("unterschiedliche Zeitpunkte für dieselbe Aktion „starten“: „5 Uhr“ und „6 Uhr“");
  });
});

describe("opposite polarity with partly shared objects", () => {
  it("flags a negated requirement that shares most of the objects, not one that shares a single word", () => {
    expect(
      kindOf(
        "en",
        "The statement shall include the balance of unpaid fees per member.",
        "The statement shall not include any balance of unpaid fees.",
      ),
    ).toBe("polarity");
    expect(
      kindOf("en", "The statement shall include the balance of unpaid fees per member.", "The statement shall not include the member photo."),
    ).toBeNull();
  });
});

describe("meaning-based contradictions through the index", () => {
  it("finds each class from whichever side is added last", () => {
    for (const [language, a, b] of flagged) {
      for (const [first, second] of [
        [a, b],
        [b, a],
      ]) {
        const index = new ComparisonIndex();
        addAndCompare(index, "first", first, language);
        const found = addAndCompare(index, "second", second, language).contradictions.map((c) => c.id);
        expect(found, `${first} | ${second}`).toEqual(["first"]);
      }
    }
  });
});
