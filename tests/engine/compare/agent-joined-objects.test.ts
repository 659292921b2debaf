/** Only some actors against another one, the other's direct object joined with more nouns (conflicts/agents.ts), with its near misses. */
import { describe } from "vitest";
import { conflictTable, quietTable } from "./helpers.js";

describe("only some actors against another one acting on joined objects", () => {
  conflictTable([
    [
      "en",
      "Attendees shall download session slides and speaker notes from the conference app.",
      "Only members of the programme committee shall download speaker notes.",
      "agent",
      "download",
    ],
    [
      "en",
      "The clerk shall be able to print invoices or delivery notes for customers.",
      "The system shall only allow accountants to print delivery notes.",
      "agent",
      "print",
    ],
    // The German reading keeps the direct object whole; its joined objects are read as clauses of their own.
    [
      "de",
      "Nur Buchhalter dürfen Lieferscheine drucken.",
      "Der Sachbearbeiter muss Lieferscheine für Kunden drucken können.",
      "exclusiveSubject",
      "Der Sachbearbeiter",
    ],
  ]);

  quietTable([
    // The joined noun after a preposition is no object of the action.
    [
      "en",
      "Attendees shall download the session slides for workshops and speaker sessions.",
      "Only members of the programme committee shall download speaker notes.",
    ],
    ["de", "Ein Sachbearbeiter muss Rechnungen für Kunden drucken können.", "Nur der Buchhalter darf Lieferscheine für Kunden drucken."],
  ]);
});
