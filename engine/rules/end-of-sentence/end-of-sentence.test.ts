import { rule as endOfSentence } from "./check.js";
import { at, ruleTester, type ExpectedFinding } from "../../../tests/engine/rule-tester.js";

const r = (text: string, needle: string, replacement: string): ExpectedFinding => ({ ...at(text, needle), replacement });

const en = [
  "The system shall log every login",
  "The system shall reply within 5 s",
  "The system shall warn the user!",
  "Shall the system warn the user?",
  "The system shall support the following formats:",
  "The system shall store orders;",
  "The system shall show the label “Done”",
  "The system shall reply within 2 s  ",
];
const de = [
  "Das System muss jede Anmeldung protokollieren",
  "Das System muss innerhalb von 5 s antworten",
  "Das System muss den Benutzer warnen!",
  "Muss das System den Benutzer warnen?",
  "Das System muss folgende Formate unterstützen:",
  "Das System muss Bestellungen speichern;",
  "Das System muss die Beschriftung „Fertig“ anzeigen",
  "Das System muss Version 2.4 verwenden ",
];

ruleTester(endOfSentence, {
  valid: [
    { language: "en", text: "The system shall log every login." },
    { language: "en", text: "The system shall log every login.  " },
    { language: "en", text: "The system shall show the label “Done.”" },
    { language: "en", text: 'The system shall show the label "Done."' },
    { language: "en", text: "(The system shall log every login.)" },
    { language: "en", text: "" },
    { language: "en", text: "   " },
    { language: "en", text: "The system shall support formats such as CSV, XML etc." },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren. " },
    { language: "de", text: "Das System muss die Beschriftung „Fertig.“" },
    { language: "de", text: "Das System muss die Beschriftung «Fertig.»" },
    { language: "de", text: "(Das System muss jede Anmeldung protokollieren.)" },
    { language: "de", text: "" },
    { language: "de", text: "Das System muss Formate wie CSV, XML usw." },
    { language: "de", text: "Das System muss Version 2.4 verwenden." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [r(en[0], "login", "login.")] },
    { language: "en", text: en[1], findings: [{ start: en[1].length - 1, end: en[1].length, replacement: "s." }] },
    { language: "en", text: en[2], findings: [r(en[2], "!", ".")] },
    { language: "en", text: en[3], findings: [r(en[3], "?", ".")] },
    { language: "en", text: en[4], findings: [r(en[4], ":", ".")] },
    { language: "en", text: en[5], findings: [r(en[5], ";", ".")] },
    { language: "en", text: en[6], findings: [r(en[6], "Done", "Done.")] },
    { language: "en", text: en[7], findings: [{ start: en[7].length - 3, end: en[7].length - 2, replacement: "s." }] },
    { language: "de", text: de[0], findings: [r(de[0], "protokollieren", "protokollieren.")] },
    { language: "de", text: de[1], findings: [r(de[1], "antworten", "antworten.")] },
    { language: "de", text: de[2], findings: [r(de[2], "!", ".")] },
    { language: "de", text: de[3], findings: [r(de[3], "?", ".")] },
    { language: "de", text: de[4], findings: [r(de[4], ":", ".")] },
    { language: "de", text: de[5], findings: [r(de[5], ";", ".")] },
    { language: "de", text: de[6], findings: [r(de[6], "anzeigen", "anzeigen.")] },
    { language: "de", text: de[7], findings: [r(de[7], "verwenden", "verwenden.")] },
  ],
});
