import { rule as blacklist } from "./check.js";
import { at, ruleTester, type ExpectedFinding } from "../../../tests/engine/rule-tester.js";

const r = (text: string, needle: string, replacement: string, occurrence = 0): ExpectedFinding => ({ ...at(text, needle, occurrence), replacement });

const en = [
  "The interface shall be user-friendly.",
  "The system shall notify the operator as appropriate.",
  "The system shall export CSV and/or XML files.",
  "The timeout shall be TBD seconds.",
  "The limit is tbd and the format is TBD.",
  "The system shall export CSV and / or XML files.",
  "The system shall be User-Friendly and log errors as appropriate.",
  "The screen shall be user-friendly.",
];
const de = [
  "Die Oberfläche muss benutzerfreundlich sein.",
  "Das System muss den Bediener bei Bedarf informieren.",
  "Das System muss CSV- und/oder XML-Dateien exportieren.",
  "Die Zeitüberschreitung muss TBD Sekunden betragen.",
  "Das Limit ist tbd und das Format ist TBD.",
  "Das System muss CSV und / oder XML exportieren.",
  "Die Anzeige muss Benutzerfreundlich sein und bei Bedarf blinken.",
  "Das System muss die Einheit Sekunde verwenden.",
];

ruleTester(blacklist, {
  valid: [
    { language: "en", text: "The interface shall be usable without training." },
    { language: "en", text: "The system shall notify the operator within 5 s." },
    { language: "en", text: "The system shall export CSV or XML files." },
    { language: "en", text: "The system shall store the TBDX code." },
    { language: "en", text: "The system shall keep friendly user names." },
    { language: "en", text: "The system shall treat appropriate requests as valid." },
    { language: "en", text: "The system shall export CSV and XML files." },
    { language: "en", text: "The timeout shall be 30 seconds." },
    {
      language: "en",
      text: "The interface shall be user-friendly.",
      options: (c) => {
        c.blacklist = [];
      },
    },
    { language: "de", text: "Die Oberfläche muss ohne Schulung bedienbar sein." },
    { language: "de", text: "Das System muss den Bediener innerhalb von 5 s informieren." },
    { language: "de", text: "Das System muss CSV- oder XML-Dateien exportieren." },
    { language: "de", text: "Das System muss den Code TBDX speichern." },
    { language: "de", text: "Das System muss freundliche Benutzernamen anzeigen." },
    { language: "de", text: "Das System muss den Bedarf an Speicher melden." },
    { language: "de", text: "Das System muss CSV und XML exportieren." },
    { language: "de", text: "Die Zeitüberschreitung muss 30 Sekunden betragen." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [r(en[0], "user-friendly", "usable by a first-time user without training")] },
    { language: "en", text: en[1], findings: [r(en[1], "as appropriate", "under the following conditions: …")] },
    { language: "en", text: en[2], findings: [r(en[2], "and/or", "or")] },
    { language: "en", text: en[3], findings: [r(en[3], "TBD", "a defined value")] },
    { language: "en", text: en[4], findings: [r(en[4], "tbd", "a defined value"), r(en[4], "TBD", "a defined value")] },
    { language: "en", text: en[5], findings: [r(en[5], "and / or", "or")] },
    {
      language: "en",
      text: en[6],
      findings: [
        r(en[6], "User-Friendly", "usable by a first-time user without training"),
        r(en[6], "as appropriate", "under the following conditions: …"),
      ],
    },
    {
      language: "en",
      text: en[7],
      findings: [r(en[7], "user-friendly", "easy")],
      options: (c) => {
        c.blacklist = [{ replace: "user-friendly", replacement: "easy" }];
      },
    },
    { language: "de", text: de[0], findings: [r(de[0], "benutzerfreundlich", "ohne Schulung durch Erstnutzer bedienbar")] },
    { language: "de", text: de[1], findings: [r(de[1], "bei Bedarf", "unter folgenden Bedingungen: …")] },
    { language: "de", text: de[2], findings: [r(de[2], "und/oder", "oder")] },
    { language: "de", text: de[3], findings: [r(de[3], "TBD", "einen festgelegten Wert")] },
    { language: "de", text: de[4], findings: [r(de[4], "tbd", "einen festgelegten Wert"), r(de[4], "TBD", "einen festgelegten Wert")] },
    { language: "de", text: de[5], findings: [r(de[5], "und / oder", "oder")] },
    {
      language: "de",
      text: de[6],
      findings: [
        r(de[6], "Benutzerfreundlich", "ohne Schulung durch Erstnutzer bedienbar"),
        r(de[6], "bei Bedarf", "unter folgenden Bedingungen: …"),
      ],
    },
    {
      language: "de",
      text: de[7],
      findings: [r(de[7], "Sekunde", "s")],
      options: (c) => {
        c.blacklist = [{ replace: "Sekunde", replacement: "s" }];
      },
    },
  ],
});
