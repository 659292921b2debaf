/**
 * Table test of the awaited reading of the agency class (engine/compare/conflicts/agency.ts), in
 * English and German, both orders, with the reason: the system waits for a person or demands the
 * person's doing ("shall wait until the member selects a title", "shall ask the passenger to choose a
 * seat", "muss den Fahrgast auffordern, … einzugeben"), the other has the system do the same action on
 * the same things automatically, or do it without the person's part ("without passenger input"). The
 * near misses must stay quiet: another thing the person does, another thing done, another condition, an
 * option.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The catalogue shall wait until the member explicitly selects a title from the list.",
    "The catalogue shall automatically select the first title in the list.",
    "agency",
    "member",
  ],
  [
    "en",
    "The kiosk shall ask the passenger to choose a seat.",
    "The kiosk shall automatically choose a seat for the passenger.",
    "agency",
    "passenger",
  ],
  [
    "en",
    "The clinic portal shall prompt the patient to enter the appointment date.",
    "The clinic portal shall automatically determine the appointment date without patient input.",
    "agency",
    "patient",
  ],
  [
    "de",
    "Der Katalog muss warten, bis das Mitglied einen Titel ausdrücklich auswählt.",
    "Der Katalog muss den ersten Titel automatisch auswählen.",
    "agency",
    "Mitglied",
  ],
  [
    "de",
    "Das System muss den Fahrgast auffordern, das Abholdatum einzugeben.",
    "Das System muss das Abholdatum automatisch ohne Eingabe des Fahrgasts bestimmen.",
    "agency",
    "Fahrgast",
  ],
];

const quiet: QuietRow[] = [
  // Another thing the person does: confirming what the system chose.
  ["en", "The kiosk shall ask the passenger to confirm the seat.", "The kiosk shall automatically choose a seat for the passenger."],
  ["de", "Der Kiosk muss den Fahrgast auffordern, den Sitzplatz zu bestätigen.", "Der Kiosk muss den Sitzplatz automatisch auswählen."],
  // Another thing done.
  ["en", "The kiosk shall ask the passenger to choose a meal.", "The kiosk shall automatically choose a seat for the passenger."],
  // Another condition.
  [
    "en",
    "If the train is full, the kiosk shall ask the passenger to choose a seat.",
    "If the passenger holds a season ticket, the kiosk shall automatically choose a seat.",
  ],
  // An option, not an obligation.
  ["en", "The kiosk shall ask the passenger to choose a seat.", "The kiosk may automatically choose a seat for the passenger."],
];

describe("agency: the system waits for a person, or does it automatically", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});

/** The person who sets the value by hand may be named after "by" / "von" when the system is the subject. */
describe("agency: a person named after by sets the value by hand", () => {
  conflictTable([
    [
      "en",
      "Replacement drug codes shall be assigned automatically by the pharmacy system.",
      "The system shall require all replacement drug codes to be manually checked and assigned by a senior pharmacist.",
      "agency",
      "a senior pharmacist",
    ],
    [
      "de",
      "Ersatz-Arzneimittelcodes müssen vom Apothekensystem automatisch vergeben werden.",
      "Das System muss verlangen, dass alle Ersatz-Arzneimittelcodes manuell von einem leitenden Apotheker geprüft und vergeben werden.",
      "agency",
      "einem leitenden Apotheker",
    ],
  ]);
  quietTable([
    // The system itself after "by".
    [
      "en",
      "Replacement drug codes shall be assigned automatically by the pharmacy system.",
      "Replacement drug codes shall be manually checked by the system.",
    ],
    [
      "de",
      "Ersatz-Arzneimittelcodes müssen vom Apothekensystem automatisch vergeben werden.",
      "Ersatz-Arzneimittelcodes müssen manuell vom System geprüft werden.",
    ],
    // Another value.
    [
      "en",
      "Replacement drug codes shall be assigned automatically by the pharmacy system.",
      "The system shall require all ward transfer notes to be manually checked and entered by a senior nurse.",
    ],
  ]);
});

/** A person able to choose what the system sets automatically with no part for a person. */
describe("agency: the person chooses what the system sets without the person's part", () => {
  conflictTable([
    [
      "en",
      "The ward nurse shall be able to select a value for the infusion rate from a list of valid rates.",
      "The pump controller shall automatically set the infusion rate from the prescription, with no manual input permitted.",
      "agency",
      "The ward nurse",
    ],
    [
      "de",
      "Die Stationspflegekraft muss einen Wert für die Infusionsrate auswählen können.",
      "Die Pumpensteuerung muss die Infusionsrate automatisch ohne manuelle Eingabe festlegen.",
      "agency",
      "Die Stationspflegekraft",
    ],
  ]);
  quietTable([
    // The person confirms what the system set: no choosing.
    [
      "en",
      "The ward nurse shall be able to confirm the infusion rate.",
      "The pump controller shall automatically set the infusion rate, with no manual input permitted.",
    ],
    // Another value.
    [
      "en",
      "The ward nurse shall be able to select a value for the alarm volume.",
      "The pump controller shall automatically set the infusion rate, with no manual input permitted.",
    ],
  ]);
});
