/**
 * Table test of the output-language class (engine/compare/conflicts/languages.ts): one requirement
 * gives an output in one language, the other the same output, in the same case, in another
 * language ("show all text in French" / "display the menus in English"), in English and German,
 * both orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // all text in one language against a part of it in another
  [
    "en",
    "When a reader selects French as the catalogue language, the catalogue shall show all text in French.",
    "When a reader selects French as the catalogue language, the catalogue shall display the search menus in English.",
    "outputLanguage",
    "display the search menus in English",
  ],
  // the same output in two languages, a few words between the preposition and the name
  [
    "en",
    "When a ticket is sold, the ticket machine shall display the fare conditions in German.",
    "When a ticket is sold, the ticket machine shall display the fare conditions in the original Dutch language.",
    "outputLanguage",
    "display the fare conditions in German",
  ],
  // a scenario's Then step against a requirement with the case as its leading condition
  [
    "en",
    "Choose a language Given the patient is at the kiosk When the patient selects Spanish as the kiosk language Then the kiosk will show all text in Spanish",
    "When the patient selects Spanish as the kiosk language, the kiosk shall display the appointment reminders in English.",
    "outputLanguage",
    "show all text in Spanish",
  ],
  // German: "auf Französisch" against "in englischer Sprache"
  [
    "de",
    "Wenn die Leserin Französisch als Sprache wählt, muss der Katalog alle Texte auf Französisch anzeigen.",
    "Wenn die Leserin Französisch als Sprache wählt, muss der Katalog die Suchmenüs in englischer Sprache anzeigen.",
    "outputLanguage",
    "auf Französisch",
  ],
  [
    "de",
    "Wenn ein Fahrschein gedruckt wird, muss der Automat die Tarifbedingungen auf Deutsch ausgeben.",
    "Wenn ein Fahrschein gedruckt wird, muss der Automat die Tarifbedingungen auf Englisch ausgeben.",
    "outputLanguage",
    "auf Englisch",
  ],
];

const compatible: QuietRow[] = [
  // the same language
  [
    "en",
    "When a reader selects French as the catalogue language, the catalogue shall show all text in French.",
    "When a reader selects French as the catalogue language, the catalogue shall display the search menus in French.",
  ],
  // different outputs, neither of them all text
  ["en", "The ticket machine shall print the fare conditions in German.", "The ticket machine shall display the departure board in English."],
  // a case of its own: a special case
  [
    "en",
    "When a reader selects French as the catalogue language, the catalogue shall show all text in French.",
    "When a reader selects French as the catalogue language and a translation of a menu entry is missing, the catalogue shall display that menu entry in English.",
  ],
  // two languages offered, a choice, a negation
  ["en", "The kiosk shall show all text in English.", "The kiosk shall display the appointment reminders in English or Spanish."],
  ["en", "The kiosk shall show all text in English.", "The kiosk shall display the appointment reminders in Spanish and English."],
  ["de", "Der Kiosk muss alle Texte auf Deutsch anzeigen.", "Der Kiosk muss die Termine auf Französisch und Italienisch anzeigen."],
  ["en", "The kiosk shall show all text in English.", "The patient may choose to display the appointment reminders in Spanish."],
  ["en", "The kiosk shall show all text in English.", "The kiosk shall not display the appointment reminders in Spanish."],
  // a language that is no output's language
  ["en", "The kiosk shall show all text in English.", "The clinic shall store the letters written in Spanish for ten years."],
  // German: another case
  [
    "de",
    "Wenn die Leserin Französisch als Sprache wählt, muss der Katalog alle Texte auf Französisch anzeigen.",
    "Wenn der Leser Englisch als Sprache wählt, muss der Katalog die Suchmenüs auf Englisch anzeigen.",
  ],
];

describe("output-language contradictions", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("finds the pair in a requirement set (the candidate filter lets it through)", () => {
    const { results } = compareAll([
      { id: "french", text: conflicting[0][1], language: "en" },
      { id: "english", text: conflicting[0][2], language: "en" },
      { id: "other", text: "The catalogue shall store each loan for two years.", language: "en" },
    ]);
    expect(results.get("french")!.contradictions.map((c) => c.id)).toEqual(["english"]);
  });
});
