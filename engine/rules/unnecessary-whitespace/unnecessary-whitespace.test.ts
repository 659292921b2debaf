import { analyse } from "../../analyse.js";
import { describe, expect, it } from "vitest";
import { rule as unnecessaryWhitespace } from "./check.js";
import { ruleTester, type ExpectedFinding } from "../../../tests/engine/rule-tester.js";

const span = (start: number, end: number, replacement: string): ExpectedFinding => ({ start, end, replacement });

ruleTester(unnecessaryWhitespace, {
  valid: [
    { language: "en", text: "The system shall log every login." },
    { language: "en", text: "The system shall support .NET 8 and .csv files." },
    { language: "en", text: "The system shall accept values from .5 to 1.5." },
    { language: "en", text: "The system shall warn if x != y." },
    { language: "en", text: "The system shall use the aspect ratio 16 : 9." },
    { language: "en", text: "The system shall list A, B, C ..." },
    { language: "en", text: "The system shall reply within 5\u00a0ms." },
    { language: "en", text: "" },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren." },
    { language: "de", text: "Das System muss .NET 8 und .csv-Dateien unterstützen." },
    { language: "de", text: "Das System muss Werte von ,5 bis 1,5 akzeptieren." },
    { language: "de", text: "Das System muss z. B. CSV exportieren." },
    { language: "de", text: "Das System muss das Seitenverhältnis 16 : 9 verwenden." },
    { language: "de", text: "Das System muss warnen, wenn x != y ist." },
    { language: "de", text: "Das System muss in 5\u00a0ms antworten." },
    { language: "de", text: "   " },
  ],
  invalid: [
    { language: "en", text: " The system shall log every login.", findings: [span(0, 1, "")] },
    { language: "en", text: "The system shall log every login.  ", findings: [span(33, 35, "")] },
    { language: "en", text: "The system  shall log every login.", findings: [span(10, 12, " ")] },
    { language: "en", text: "The system shall log every login .", findings: [span(32, 33, "")] },
    { language: "en", text: "The system shall log logins , logouts and errors.", findings: [span(27, 28, "")] },
    { language: "en", text: "The system\tshall\t\tlog every login.", findings: [span(16, 18, " ")] },
    { language: "en", text: "The system shall ask : yes or no ?", findings: [span(20, 21, ""), span(32, 33, "")] },
    {
      language: "en",
      text: "\tThe system shall log   every login ;  ",
      findings: [span(0, 1, ""), span(21, 24, " "), span(35, 36, ""), span(37, 39, "")],
    },
    { language: "de", text: " Das System muss jede Anmeldung protokollieren.", findings: [span(0, 1, "")] },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren. ", findings: [span(46, 47, "")] },
    { language: "de", text: "Das System  muss jede Anmeldung protokollieren.", findings: [span(10, 12, " ")] },
    { language: "de", text: "Das System muss jede Anmeldung protokollieren .", findings: [span(45, 46, "")] },
    { language: "de", text: "Das System muss Anmeldungen , Abmeldungen und Fehler protokollieren.", findings: [span(27, 28, "")] },
    { language: "de", text: "Das System\nmuss\n\njede Anmeldung protokollieren.", findings: [span(15, 17, " ")] },
    { language: "de", text: "Das System muss fragen : ja oder nein ?", findings: [span(22, 23, ""), span(37, 38, "")] },
    { language: "de", text: "Das System muss  die Daten   speichern ;", findings: [span(15, 17, " "), span(26, 29, " "), span(38, 39, "")] },
    // Text-direction controls: each run is one finding, in order with the blanks.
    { language: "en", text: "The system shall \u202eevil\u202c log every login.", findings: [span(17, 18, ""), span(22, 23, "")] },
    { language: "en", text: "The  system shall\u200f log every login.", findings: [span(3, 5, " "), span(17, 18, "")] },
    { language: "en", text: "\u061cThe system shall log every login.", findings: [span(0, 1, "")] },
    { language: "de", text: "Das System muss \u2066\u2069jede Anmeldung protokollieren.", findings: [span(16, 18, "")] },
    { language: "de", text: "Das System muss jede Anmeldung\u202a protokollieren\u200e.", findings: [span(30, 31, ""), span(46, 47, "")] },
  ],
});

describe("text-direction controls", () => {
  it("names the code points in the message, in English and German", () => {
    const en = analyse("The system shall \u202eevil\u202c log every login.", { language: "en" });
    const de = analyse("Das System muss \u2066\u2069jede Anmeldung protokollieren.", { language: "de" });
    const messages = (r: typeof en) => r.classifications.flatMap((c) => c.findings.map((f) => f.message));
    expect(messages(en)).toContain("Invisible text-direction control character U+202E: the text may read otherwise than it is stored.");
    expect(messages(de).some((m) => m.startsWith("Unsichtbares Steuerzeichen der Schreibrichtung U+2066 U+2069"))).toBe(true);
  });

  it("shows them in the processed text as marked symbols, never as the raw characters", () => {
    const result = analyse("The system shall \u202eevil\u202c log <b>every</b> login.", { language: "en" });
    expect(result.processedText).toContain('<mark class="reqlens-bidi-control">[U+202E]</mark>');
    expect(result.processedText).toContain('<mark class="reqlens-bidi-control">[U+202C]</mark>');
    expect(result.processedText).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    expect(result.processedText).toContain("&lt;b&gt;");
    expect(result.processedText).not.toContain("<b>");
  });
});
