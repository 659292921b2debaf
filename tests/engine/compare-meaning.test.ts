/**
 * The normalised meaning (engine/compare/meaning/): each paraphrase class scores as a
 * duplicate, each near-miss class (shared words, other meaning) stays below the duplicate
 * threshold, in English and German.
 */
import { describe, expect, it } from "vitest";
import { compareAll, meaningOf, slotPenalty } from "../../engine/compare/index.js";
import type { Language } from "../../engine/types.js";

const THRESHOLD = 0.9;

/** Background requirements give the term weights something to work with. */
const BACKGROUND: Record<Language, string[]> = {
  en: [
    "The scheduler shall start the nightly backup at 02:00.",
    "The portal shall list the opening hours of each branch.",
    "The kiosk shall print a ticket for every visitor.",
    "The thermostat shall keep the room temperature between 19 and 23 degrees.",
  ],
  de: [
    "Der Planer muss die nächtliche Sicherung um 02:00 Uhr starten.",
    "Das Portal muss die Öffnungszeiten jeder Filiale auflisten.",
    "Der Kiosk muss für jeden Besucher ein Ticket drucken.",
    "Der Thermostat muss die Raumtemperatur zwischen 19 und 23 Grad halten.",
  ],
};

function compare(a: string, b: string, language: Language) {
  const { results } = compareAll([
    { id: "a", text: a, language },
    { id: "b", text: b, language },
    ...BACKGROUND[language].map((text, i) => ({ id: `bg${i}`, text, language })),
  ]);
  const r = results.get("a")!;
  return { score: r.similar.find((s) => s.id === "b")?.score ?? 0, duplicate: r.duplicates.some((d) => d.id === "b") };
}

type Row = [kind: string, language: Language, a: string, b: string];

const PARAPHRASES: Row[] = [
  [
    "number word",
    "en",
    "The vault shall lock the door after five failed code entries.",
    "The vault shall lock the door after 5 failed code entries.",
  ],
  [
    "number word",
    "de",
    "Der Tresor muss die Tür nach fünf falschen Codeeingaben sperren.",
    "Der Tresor muss die Tür nach 5 falschen Codeeingaben sperren.",
  ],
  [
    "spelling",
    "en",
    "The booking page shall send a confirmation e-mail to the guest.",
    "The booking page shall send a confirmation email to the guest.",
  ],
  ["spelling", "en", "The kiosk shall offer a log-in with the library card.", "The kiosk shall offer a login with the library card."],
  [
    "spelling",
    "de",
    "Die Buchungsseite muss dem Gast eine Bestätigungs-E-Mail senden.",
    "Die Buchungsseite muss dem Gast eine Bestätigungs-Email senden.",
  ],
  ["spelling", "de", "Das Lager muss jeden Paketzustand protokollieren.", "Das Lager muss jeden Paket-Zustand protokollieren."],
  ["synonym", "en", "The dashboard shall display the current fuel level.", "The dashboard shall show the current fuel level."],
  ["synonym", "en", "The archive shall delete expired parking permits.", "The archive shall remove expired parking permits."],
  [
    "synonym",
    "de",
    "Das Armaturenbrett muss den aktuellen Tankfüllstand anzeigen.",
    "Das Armaturenbrett muss den aktuellen Tankfüllstand darstellen.",
  ],
  ["synonym", "de", "Das Archiv muss abgelaufene Parkausweise löschen.", "Das Archiv muss abgelaufene Parkausweise entfernen."],
  ["active and passive", "en", "The home screen shall display the remaining balance.", "The remaining balance shall be shown on the home screen."],
  ["active and passive", "en", "The gateway shall encrypt every outgoing message.", "Every outgoing message shall be encrypted by the gateway."],
  ["active and passive", "de", "Das System muss den Kontostand anzeigen.", "Der Kontostand muss angezeigt werden."],
  [
    "active and passive",
    "de",
    "Die Waage muss das Gewicht jeder Lieferung erfassen.",
    "Das Gewicht jeder Lieferung muss von der Waage erfasst werden.",
  ],
  [
    "preposition",
    "en",
    "The clinic shall send appointment reminders via text message.",
    "The clinic shall send appointment reminders by text message.",
  ],
  ["preposition", "de", "Die Praxis muss Terminerinnerungen per SMS senden.", "Die Praxis muss Terminerinnerungen über SMS senden."],
];

const NEAR_MISSES: Row[] = [
  [
    "changed number",
    "en",
    "The vault shall lock the door after five failed code entries.",
    "The vault shall lock the door after 7 failed code entries.",
  ],
  [
    "changed number",
    "de",
    "Der Tresor muss die Tür nach fünf falschen Codeeingaben sperren.",
    "Der Tresor muss die Tür nach 7 falschen Codeeingaben sperren.",
  ],
  ["negated", "en", "The dashboard shall display the current fuel level.", "The dashboard shall not display the current fuel level."],
  [
    "negated",
    "de",
    "Das Armaturenbrett muss den aktuellen Tankfüllstand anzeigen.",
    "Das Armaturenbrett darf den aktuellen Tankfüllstand nicht anzeigen.",
  ],
  ["antonym action", "en", "The gateway shall encrypt every outgoing message.", "The gateway shall decrypt every outgoing message."],
  ["antonym action", "de", "Die Schranke muss sich bei Alarm öffnen.", "Die Schranke muss sich bei Alarm schließen."],
  ["other action", "en", "The archive shall delete expired parking permits.", "The archive shall print expired parking permits."],
  ["other action", "de", "Das Archiv muss abgelaufene Parkausweise löschen.", "Das Archiv muss abgelaufene Parkausweise drucken."],
  ["other object", "en", "The booking page shall send a confirmation email to the guest.", "The booking page shall send an invoice to the guest."],
  ["other object", "de", "Die Buchungsseite muss dem Gast eine Bestätigung senden.", "Die Buchungsseite muss dem Gast eine Rechnung senden."],
  ["other actor", "en", "The cashier shall approve every refund above 50 euros.", "The customer shall approve every refund above 50 euros."],
  ["other actor", "de", "Der Kassierer muss jede Erstattung über 50 Euro freigeben.", "Der Kunde muss jede Erstattung über 50 Euro freigeben."],
];

describe("normalised meaning: paraphrases are duplicates", () => {
  it.each(PARAPHRASES)("%s (%s)", (_kind, language, a, b) => {
    const r = compare(a, b, language);
    expect(r.score).toBeGreaterThanOrEqual(THRESHOLD);
    expect(r.duplicate).toBe(true);
  });
});

describe("normalised meaning: shared words with another meaning are no duplicates", () => {
  it.each(NEAR_MISSES)("%s (%s)", (_kind, language, a, b) => {
    const r = compare(a, b, language);
    expect(r.score).toBeLessThan(THRESHOLD);
    expect(r.duplicate).toBe(false);
  });
});

describe("the meaning of one requirement", () => {
  it("writes numbers as digits, joins hyphenated words and maps synonyms onto one concept", () => {
    const a = meaningOf("The portal shall display five e-mail addresses.", "en");
    const b = meaningOf("The portal shall show 5 email addresses.", "en");
    expect(a.terms).toEqual(b.terms);
    expect(a.numbers).toEqual(["#5"]);
    expect(a.action).toBe(b.action);
    const de = meaningOf("Das Portal muss fünf E-Mail-Adressen anzeigen.", "de");
    expect(de.numbers).toEqual(["#5"]);
  });

  it("reads actor and object independently of the voice", () => {
    const active = meaningOf("The auditor shall sign the quarterly report.", "en");
    const passive = meaningOf("The quarterly report shall be signed by the auditor.", "en");
    expect(active.actor).toEqual(passive.actor);
    expect(active.object).toEqual(passive.object);
    expect(active.action).toBe(passive.action);
    expect(slotPenalty(active, passive)).toBe(1);
  });

  it("lowers the role factor for each role that differs", () => {
    const base = meaningOf("The auditor shall sign the quarterly report.", "en");
    const negated = meaningOf("The auditor shall not sign the quarterly report.", "en");
    const otherActor = meaningOf("The clerk shall sign the quarterly report.", "en");
    expect(slotPenalty(base, negated)).toBeLessThan(1);
    expect(slotPenalty(base, otherActor)).toBeLessThan(1);
    expect(slotPenalty(base, base)).toBe(1);
  });
});
