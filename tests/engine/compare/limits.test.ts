/**
 * Table test of the limits class (engine/compare/conflicts/limits.ts): one requirement limits how often
 * or when an action may happen ("only once", "at most once per day", "rate-limited to one invocation per
 * 24 hours", "only during the initial setup", "after the initial entry", "höchstens einmal pro Tag",
 * "nur während der Ersteinrichtung", "nach der ersten Eingabe nicht mehr", "only for the first 10 minutes",
 * "for a maximum of 30 minutes", "für höchstens 30 Minuten"), the other grants the same
 * action with no limit, in English and German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  ["en", "The PIN of the loyalty card can be set only once.", "Cardholders can set the PIN of the loyalty card.", "restriction", "only once"],
  [
    "en",
    "Posting product reviews shall be allowed only once per customer per day, further attempts are blocked.",
    "Customers shall be able to post product reviews.",
    "restriction",
    "only once per customer per day",
  ],
  [
    "en",
    "Timetable changes shall be permitted only during a 5-minute window each day.",
    "Dispatchers can change the timetable.",
    "restriction",
    "only during a 5-minute window each day",
  ],
  [
    "en",
    "Report export shall be rate-limited to one invocation per 24 hours.",
    "Clerks shall be able to export the report.",
    "restriction",
    "limited to one invocation per 24 hours",
  ],
  [
    "en",
    "The shop system shall allow the owner to modify the tax rates only during the initial setup phase.",
    "The shop system shall allow entering, storing and modifying the tax rates.",
    "restriction",
    "only during the initial setup phase",
  ],
  [
    "en",
    "The clinic system shall prevent any modification of the triage notes after the initial entry.",
    "Nurses can change the triage notes.",
    // The prohibition of the action as a noun is read first (permission.ts); the German row below reads the limit.
    "permission",
    "after the initial entry",
  ],
  [
    "en",
    "The clearing of saved payment cards shall be permitted at most once per day.",
    "There is an option to clear saved payment cards.",
    "restriction",
    "at most once per day",
  ],
  [
    "en",
    "Seat reservation is allowed only within the first 10 minutes after boarding opens.",
    "Passengers can reserve a seat.",
    "restriction",
    "only within the first 10 minutes",
  ],
  [
    "en",
    "Organisers shall be able to generate attendance certificates.",
    "The conference platform shall restrict the generation of attendance certificates to a maximum of three times per workshop.",
    "restriction",
    "maximum of three times",
  ],
  [
    "de",
    "Patienten dürfen die Telefonnummer in der Klinik-App höchstens drei Mal pro Monat ändern.",
    "Patienten können die Telefonnummer ändern.",
    "restriction",
    "höchstens drei Mal pro Monat",
  ],
  [
    "de",
    "Das Löschen gespeicherter Zahlungskarten darf höchstens einmal pro Tag erfolgen.",
    "Kunden können gespeicherte Zahlungskarten löschen.",
    "restriction",
    "höchstens einmal pro Tag",
  ],
  [
    "de",
    "Die Verlängerung einer Ausleihe ist nur einmal pro Woche erlaubt.",
    "Mitglieder können eine Ausleihe verlängern.",
    "restriction",
    "nur einmal pro Woche",
  ],
  [
    "de",
    "Der Export des Berichts ist auf einen Aufruf pro Tag begrenzt.",
    "Sachbearbeiter können den Bericht exportieren.",
    "restriction",
    "auf einen Aufruf pro Tag begrenzt",
  ],
  [
    "de",
    "Das System muss Bibliothekaren erlauben, Leselisten nur während der Ersteinrichtung zu ändern.",
    "Bibliothekare können Leselisten anlegen, ändern und löschen.",
    "restriction",
    "nur während der Ersteinrichtung",
  ],
  [
    "de",
    "Die PIN der Kundenkarte darf nur einmal festgelegt werden.",
    "Karteninhaber können die PIN der Kundenkarte festlegen.",
    "restriction",
    "nur einmal",
  ],
  [
    "de",
    "Nach der ersten Eingabe dürfen die Aufnahmenotizen nicht mehr geändert werden.",
    "Das Pflegepersonal kann die Aufnahmenotizen ändern.",
    "restriction",
    "ersten Eingabe",
  ],
  [
    "de",
    "Das System darf keine Änderung der Aufnahmenotizen nach der ersten Eingabe zulassen.",
    "Das Pflegepersonal kann die Aufnahmenotizen ändern.",
    "restriction",
    "nach der ersten Eingabe",
  ],
  // A window or a span of time: "only for the first 10 minutes", "for a maximum of 30 minutes".
  [
    "en",
    "Seat changes shall be permitted only for the first 10 minutes after booking.",
    "Passengers can change their seat.",
    "restriction",
    "only for the first 10 minutes",
  ],
  [
    "en",
    "The clinic portal shall allow patients to edit their appointment notes for a maximum of 30 minutes after the booking.",
    "Patients shall be able to edit their appointment notes.",
    "restriction",
    "for a maximum of 30 minutes after the booking",
  ],
  [
    "de",
    "Die Änderung des Sitzplatzes ist nur für die ersten 10 Minuten nach der Buchung erlaubt.",
    "Fahrgäste können ihren Sitzplatz ändern.",
    "restriction",
    "nur für die ersten 10 Minuten",
  ],
  [
    "de",
    "Das Portal muss Patienten erlauben, ihre Terminnotizen für höchstens 30 Minuten nach der Buchung zu bearbeiten.",
    "Patienten müssen ihre Terminnotizen bearbeiten können.",
    "restriction",
    "für höchstens 30 Minuten",
  ],
];

const quiet: QuietRow[] = [
  // The system's own work, not an action granted to someone.
  ["en", "Reminder e-mails shall be sent at most once per booking.", "The booking system shall send reminder e-mails to the traveller."],
  // "once" as a conjunction.
  ["en", "Members can renew loans once the fines are paid.", "Members can renew loans."],
  // The other names an occasion of its own.
  ["en", "The library system shall allow members to renew loans only once per week.", "Members can renew loans when the loan is due."],
  [
    "en",
    "Timetable changes shall be permitted only during a 5-minute window each day.",
    "Dispatchers can change the timetable during the night shift.",
  ],
  // Another actor, another object, another action.
  ["en", "The library system shall allow members to renew loans only once per week.", "Guests can renew loans."],
  ["en", "The shop system shall allow members to change the delivery address only once per week.", "Members can change the billing address."],
  ["en", "Posting product reviews shall be allowed only once per customer per day.", "Customers shall be able to read product reviews."],
  // A limit that is no limit on the other's action: "after the first entry" without a prohibition.
  ["en", "After the initial entry the clinic system shall display the triage notes.", "Nurses can change the triage notes."],
  ["de", "Erinnerungen dürfen höchstens einmal pro Buchung gesendet werden.", "Das Buchungssystem muss dem Reisenden Erinnerungen senden."],
  ["de", "Die Verlängerung einer Ausleihe ist nur einmal pro Woche erlaubt.", "Mitglieder können eine Ausleihe vormerken."],
  ["de", "Die Verlängerung einer Ausleihe ist nur einmal pro Woche erlaubt.", "Mitglieder können eine Ausleihe verlängern, wenn sie fällig ist."],
  ["de", "Das System muss Mitgliedern erlauben, die Lieferadresse nur einmal pro Woche zu ändern.", "Gäste können die Lieferadresse ändern."],
  ["de", "Mitglieder können die Ausleihe noch einmal verlängern.", "Mitglieder können eine Ausleihe verlängern."],
  // A span of time on the system's own output, not a limit on what someone may do.
  [
    "en",
    "The clinic portal shall display the appointment notes for a maximum of 30 minutes.",
    "The clinic portal shall display the appointment notes.",
  ],
  ["de", "Das Portal muss die Terminnotizen für höchstens 30 Minuten anzeigen.", "Das Portal muss die Terminnotizen anzeigen."],
];

describe("limits: an action limited in how often or when it may happen against the same action with no limit", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
