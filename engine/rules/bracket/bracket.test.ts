import { rule as bracket } from "./check.js";
import { at, ruleTester } from "../../../tests/engine/rule-tester.js";

const en = [
  "The system shall store the order (including all items).",
  "The system shall reply within 2 s [see interface spec].",
  "The system shall replace {placeholder} with the user name.",
  "The system shall print the <customer name> on every invoice.",
  "The system shall show the status (active (green) or inactive).",
  "The system shall log (a) logins and (b) logouts.",
  "The system shall show the total (net amount.",
  "The system shall store the file(s) and the checksum (SHA-256).",
];
const de = [
  "Das System muss die Bestellung (inklusive aller Positionen) speichern.",
  "Das System muss innerhalb von 2 s antworten [siehe Schnittstellenbeschreibung].",
  "Das System muss {Platzhalter} durch den Benutzernamen ersetzen.",
  "Das System muss den <Kundennamen> auf jeder Rechnung drucken.",
  "Das System muss den Status (aktiv (grün) oder inaktiv) anzeigen.",
  "Das System muss (a) Anmeldungen und (b) Abmeldungen protokollieren.",
  "Das System muss die Summe (netto anzeigen.",
  "Das System muss die Datei(en) und die Prüfsumme (SHA-256) speichern.",
];

ruleTester(bracket, {
  valid: [
    { language: "en", text: "The system shall store every order." },
    { language: "en", text: "The system shall store the selected file(s)." },
    { language: "en", text: "The system shall reply in < 5 ms." },
    { language: "en", text: "The system shall raise an alarm if x > 3 and y < 2." },
    { language: "en", text: "The system shall accept x<5 and y>3 as a valid range." },
    { language: "en", text: "The system shall treat a) new and b) changed orders alike." },
    { language: "en", text: "The system shall warn if the value is <= 10 or >= 90." },
    { language: "en", text: "The system shall map input -> output and output <- input." },
    {
      language: "en",
      text: "The system shall store the order (all items).",
      options: (c) => {
        c.bracket.roundBrackets.enabled = false;
      },
    },
    { language: "de", text: "Das System muss jede Bestellung speichern." },
    { language: "de", text: "Das System muss alle Benutzer(innen) benachrichtigen." },
    { language: "de", text: "Das System muss die ausgewählte(n) Datei(en) speichern." },
    { language: "de", text: "Das System muss in < 5 ms antworten." },
    { language: "de", text: "Das System muss einen Alarm auslösen, wenn x > 3 und y < 2 ist." },
    { language: "de", text: "Das System muss a) neue und b) geänderte Bestellungen gleich behandeln." },
    { language: "de", text: "Das System muss warnen, wenn der Wert <= 10 oder >= 90 ist." },
    {
      language: "de",
      text: "Das System muss den Wert [in Prozent] anzeigen.",
      options: (c) => {
        c.bracket.squareBrackets.enabled = false;
      },
    },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [at(en[0], "(including all items)")] },
    { language: "en", text: en[1], findings: [at(en[1], "[see interface spec]")] },
    { language: "en", text: en[2], findings: [at(en[2], "{placeholder}")] },
    { language: "en", text: en[3], findings: [at(en[3], "<customer name>")] },
    { language: "en", text: en[4], findings: [at(en[4], "(active (green) or inactive)")] },
    { language: "en", text: en[5], findings: [at(en[5], "(a)"), at(en[5], "(b)")] },
    { language: "en", text: en[6], findings: [at(en[6], "(")] },
    { language: "en", text: en[7], findings: [at(en[7], "(SHA-256)")] },
    { language: "de", text: de[0], findings: [at(de[0], "(inklusive aller Positionen)")] },
    { language: "de", text: de[1], findings: [at(de[1], "[siehe Schnittstellenbeschreibung]")] },
    { language: "de", text: de[2], findings: [at(de[2], "{Platzhalter}")] },
    { language: "de", text: de[3], findings: [at(de[3], "<Kundennamen>")] },
    { language: "de", text: de[4], findings: [at(de[4], "(aktiv (grün) oder inaktiv)")] },
    { language: "de", text: de[5], findings: [at(de[5], "(a)"), at(de[5], "(b)")] },
    { language: "de", text: de[6], findings: [at(de[6], "(")] },
    { language: "de", text: de[7], findings: [at(de[7], "(SHA-256)")] },
  ],
});
