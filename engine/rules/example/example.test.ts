import { rule as example } from "./check.js";
import { at, ruleTester } from "../../../tests/engine/rule-tester.js";

const en = [
  "The system shall export reports in open formats, e.g. CSV.",
  "The system shall support payment providers such as banks and card issuers.",
  "The system shall log security events, for example failed logins.",
  "The system shall accept common image formats (PNG, JPEG, etc.) for uploads.",
  "For instance, the system shall reject expired certificates.",
  "The system shall validate inputs, e.g. dates, amounts etc.",
  "The system shall show status icons such as a green tick, for example on the dashboard.",
  "The system shall list devices, e. g. printers.",
];
const de = [
  "Das System muss Berichte in offenen Formaten exportieren, z. B. CSV.",
  "Das System muss gängige Bildformate, z.B. PNG, annehmen.",
  "Das System muss Sicherheitsereignisse protokollieren, zum Beispiel fehlgeschlagene Anmeldungen.",
  "Das System muss beispielsweise abgelaufene Zertifikate ablehnen.",
  "Das System muss Zahlungsarten wie Lastschrift, Kreditkarte usw. anbieten.",
  "Das System muss Geräte, bspw. Drucker, verwalten.",
  "Das System muss Messwerte u. a. als Diagramm darstellen.",
  "Das System muss Formate (PDF, CSV etc.) unterstützen.",
];

ruleTester(example, {
  valid: [
    { language: "en", text: "The system shall export reports in CSV format." },
    { language: "en", text: "The system shall reject expired certificates, i.e. certificates past their end date." },
    { language: "en", text: "The system shall process each request as such within 2 s." },
    { language: "en", text: "The system shall give an example report to new users." },
    { language: "en", text: "The system shall ask for the user's instance name." },
    { language: "en", text: "The system shall list all companies etcetera-free." },
    { language: "en", text: "The system shall send a reminder to each participant." },
    { language: "en", text: "The system shall store the list of e-mail addresses." },
    { language: "en", text: "The system shall read the host names from /etc/hosts at start-up." },
    { language: "de", text: "Das System muss Berichte im CSV-Format exportieren." },
    { language: "de", text: "Das System muss abgelaufene Zertifikate ablehnen, d. h. Zertifikate nach ihrem Ablaufdatum." },
    { language: "de", text: "Das System muss ein Beispiel-Dashboard für neue Benutzer anzeigen." },
    { language: "de", text: "Das System muss die Zahlungsarten Lastschrift und Kreditkarte anbieten." },
    { language: "de", text: "Das System muss Geräte unter Angabe der Seriennummer verwalten." },
    { language: "de", text: "Das System muss Messwerte als Diagramm darstellen." },
    { language: "de", text: "Das System muss zum Beginn jeder Schicht einen Selbsttest durchführen." },
    { language: "de", text: "Das System muss ein Beispiel im Handbuch referenzieren." },
  ],
  invalid: [
    { language: "en", text: en[0], findings: [at(en[0], "e.g.")] },
    { language: "en", text: en[1], findings: [at(en[1], "such as")] },
    { language: "en", text: en[2], findings: [at(en[2], "for example")] },
    { language: "en", text: en[3], findings: [at(en[3], "etc.")] },
    { language: "en", text: en[4], findings: [at(en[4], "For instance")] },
    { language: "en", text: en[5], findings: [at(en[5], "e.g."), at(en[5], "etc.")] },
    { language: "en", text: en[6], findings: [at(en[6], "such as"), at(en[6], "for example")] },
    { language: "en", text: en[7], findings: [at(en[7], "e. g.")] },
    { language: "de", text: de[0], findings: [at(de[0], "z. B.")] },
    { language: "de", text: de[1], findings: [at(de[1], "z.B.")] },
    { language: "de", text: de[2], findings: [at(de[2], "zum Beispiel")] },
    { language: "de", text: de[3], findings: [at(de[3], "beispielsweise")] },
    { language: "de", text: de[4], findings: [at(de[4], "usw.")] },
    { language: "de", text: de[5], findings: [at(de[5], "bspw.")] },
    { language: "de", text: de[6], findings: [at(de[6], "u. a.")] },
    { language: "de", text: de[7], findings: [at(de[7], "etc.")] },
  ],
});
