/**
 * Passive voice beyond "be/werden + participle" in plain order: inversion, the participle
 * opening a German sentence, the impersonal passive, German ordinals inside a sentence,
 * brackets and commas between auxiliary and participle, participles that look like
 * infinitives, "it's" as a form of "be", and states that are no passive.
 */
import { describe, expect, it } from "vitest";
import { rule as passiveSentence } from "../../engine/rules/passive-sentence/check.js";
import { tokenize } from "../../engine/tokenize.js";
import { at, ruleTester } from "./rule-tester.js";

const inverted = "Attached is the signed delivery note.";
const invertedPlural = "Enclosed are the measurement logs of the test bench.";
const bracket = "The invoice is (automatically) archived after payment.";
const commas = "The invoice is, however, archived after payment.";
const contracted = "Once it's archived, the invoice cannot be edited.";
const contractedPerfect = "The report is valid after it's been signed by the manager.";
const feelingCaused = "The operator is frustrated by the slow start of the pump.";
const squareBracket = "The backup is [normally] written at night.";
const invertedPast = "Replaced were the two faulty valves.";

const opening = "Gespeichert wird der Zählerstand jede Stunde.";
const openingPlural = "Eröffnet werden die Konten erst nach der Prüfung.";
const impersonal = "Es wurde bis spät in die Nacht an der Anlage gearbeitet.";
const impersonalPresent = "Es wird bei jedem Zugriff protokolliert, wer angemeldet ist.";
const ordinal = "Der Zähler wird am 5. Mai jedes Jahres zurückgesetzt.";
const ordinalStep = "Im 3. Schritt wird der Druck geprüft.";
const pastAmbiguous = "Der Kunde wurde vor Vertragsabschluss ausführlich beraten.";
const agentAmbiguous = "Der Antrag wird vom Sachbearbeiter erhalten und geprüft.";
const perfectAmbiguous = "Die Ware ist vollständig erhalten worden.";

ruleTester(passiveSentence, {
  valid: [
    { text: "The invoice is 'locked' until the payment arrives.", language: "en" },
    { text: "The product is overpriced for small offices.", language: "en" },
    { text: "The operator is relaxed when the alarms are quiet.", language: "en" },
    { text: "I am terrified of losing the measurement data.", language: "en" },
    { text: "The operator is frustrated with the slow start of the pump.", language: "en" },
    { text: "The configuration file is read-only for guests.", language: "en" },
    { text: "Attached to the housing, the sensor measures the temperature.", language: "en" },
    { text: "The user is interested in the weekly summary.", language: "en" },
    { text: "It's necessary to restart the pump once a week.", language: "en" },
    { text: "Das System muss den Zählerstand jede Stunde speichern.", language: "de" },
    { text: "Der Kunde wird den Antrag morgen erhalten.", language: "de" },
    { text: "Der Berater wird den Kunden morgen beraten.", language: "de" },
    { text: "Das Verhalten des Systems muss stabil bleiben.", language: "de" },
    { text: "Gestern hat der Techniker an der Anlage gearbeitet.", language: "de" },
    { text: "Die Anlage muss am 5. Mai jedes Jahres stillstehen.", language: "de" },
    { text: "Das Gerät wird bald eine neue Anzeige erhalten.", language: "de" },
    { text: "Die Anzeige wird nach dem Start grün.", language: "de" },
  ],
  invalid: [
    { text: inverted, language: "en", findings: [at(inverted, "Attached is")] },
    { text: invertedPlural, language: "en", findings: [at(invertedPlural, "Enclosed are")] },
    { text: invertedPast, language: "en", findings: [at(invertedPast, "Replaced were")] },
    { text: bracket, language: "en", findings: [at(bracket, "is (automatically) archived")] },
    { text: squareBracket, language: "en", findings: [at(squareBracket, "is [normally] written")] },
    { text: commas, language: "en", findings: [at(commas, "is, however, archived")] },
    { text: contracted, language: "en", findings: [at(contracted, "it's archived"), at(contracted, "be edited")] },
    { text: contractedPerfect, language: "en", findings: [at(contractedPerfect, "been signed")] },
    { text: feelingCaused, language: "en", findings: [at(feelingCaused, "is frustrated")] },
    { text: opening, language: "de", findings: [at(opening, "Gespeichert wird")] },
    { text: openingPlural, language: "de", findings: [at(openingPlural, "Eröffnet werden")] },
    { text: impersonal, language: "de", findings: [at(impersonal, "wurde bis spät in die Nacht an der Anlage gearbeitet")] },
    { text: impersonalPresent, language: "de", findings: [at(impersonalPresent, "wird bei jedem Zugriff protokolliert")] },
    { text: ordinal, language: "de", findings: [at(ordinal, "wird am 5. Mai jedes Jahres zurückgesetzt")] },
    { text: ordinalStep, language: "de", findings: [at(ordinalStep, "wird der Druck geprüft")] },
    { text: pastAmbiguous, language: "de", findings: [at(pastAmbiguous, "wurde vor Vertragsabschluss ausführlich beraten")] },
    { text: agentAmbiguous, language: "de", findings: [at(agentAmbiguous, "wird vom Sachbearbeiter erhalten")] },
    { text: perfectAmbiguous, language: "de", findings: [at(perfectAmbiguous, "erhalten worden")] },
  ],
});

describe("the sentence splitter and German ordinals", () => {
  it.each(["Der Zähler wird am 5. Mai zurückgesetzt.", "Der 3. Schritt prüft den Druck.", "Die Anlage läuft ab dem 12. Juli."])(
    "%s is one sentence",
    (text) => {
      expect(tokenize(text, "de").sentences).toHaveLength(1);
    },
  );

  it("still ends a sentence after a number that is no ordinal", () => {
    expect(tokenize("Der Grenzwert ist 5. Danach schaltet die Pumpe ab.", "de").sentences).toHaveLength(2);
    expect(tokenize("The limit is 5. Then the pump stops.", "en").sentences).toHaveLength(2);
  });
});
