/**
 * Table test of a list narrowed with "only" (engine/compare/conflicts/restriction.ts, `dropped`): one
 * requirement restates the other and keeps some members of its list, dropping the rest, in English and
 * German, both orders; and the near misses that keep every member or narrow something else. Also the
 * grantee after "allow only" / "darf nur … erlauben", however long, read as no action of its own; and
 * "only a single …" against several of the same ("one or multiple seats", "mehrere Sitzplätze").
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // a trailing "only", the dropped member named after "without"
  [
    "en",
    "The ticket office shall sell tickets for cash or by card.",
    "The ticket office shall sell tickets by card only, without accepting cash.",
    "restriction",
    'leaves out "cash"',
  ],
  [
    "de",
    "Der Schalter muss Fahrkarten in bar oder mit Karte verkaufen.",
    "Der Schalter muss Fahrkarten ausschließlich mit Karte verkaufen.",
    "restriction",
    "lässt „bar“ weg",
  ],
  // a list with commas, one member kept
  [
    "en",
    "The clinic shall require a referral letter, an insurance card and a photo ID for the first visit.",
    "The clinic shall require only an insurance card for the first visit.",
    "restriction",
    'leaves out "referral letter, photo ID"',
  ],
  // a member dropped by an excluding word
  [
    "en",
    "The conference app shall show the talks of the main hall and the side rooms.",
    "The conference app shall show only the talks of the main hall, excluding the side rooms.",
    "restriction",
    'leaves out "side rooms"',
  ],
  [
    "de",
    "Die Konferenz-App muss die Vorträge des Hauptsaals und der Nebenräume anzeigen.",
    "Die Konferenz-App muss nur die Vorträge des Hauptsaals anzeigen, ausgenommen die Nebenräume.",
    "restriction",
    "lässt „Nebenräume“ weg",
  ],
  // "only" before the verb bears on the whole predicate
  [
    "en",
    "The depot shall service the trains in diesel and electric mode.",
    "The depot shall only service the trains in electric mode.",
    "restriction",
    'leaves out "diesel"',
  ],
  [
    "de",
    "Die Bibliotheks-App muss den Katalog nach Titel und nach Autor durchsuchen.",
    "Die Bibliotheks-App muss den Katalog nur nach Titel durchsuchen.",
    "restriction",
    "lässt „Autor“ weg",
  ],
  // "only" at a list of its own against a longer list
  [
    "en",
    "Each parcel label shall show the sender, the recipient and the weight.",
    "Each parcel label shall show only the sender and the recipient.",
    "restriction",
    'leaves out "weight"',
  ],
  [
    "de",
    "Jedes Paketetikett muss den Absender, den Empfänger und das Gewicht zeigen.",
    "Jedes Paketetikett muss nur den Absender und den Empfänger zeigen.",
    "restriction",
    "lässt „Gewicht“ weg",
  ],
  // a long grantee after "allow only": the action is the verb after "to" / "zu"
  [
    "en",
    "The system shall allow the visitor to change the seat reservation of a confirmed booking.",
    "The system shall allow only the event organiser or a visitor with the ADMIN key to change the seat reservation of a confirmed booking.",
    "restriction",
    "only the event organiser or a visitor with the ADMIN key",
  ],
  [
    "en",
    "The system shall allow the visitor to change the seat reservation of a confirmed booking.",
    "The system shall allow only a designated box office clerk with a verified staff badge to change the seat reservation of a confirmed booking.",
    "restriction",
    "only a designated box office clerk",
  ],
  [
    "de",
    "Das System muss dem Besucher erlauben, die Sitzplatzreservierung einer bestätigten Buchung zu ändern.",
    "Das System darf nur einem Kassierer mit gültigem Dienstausweis erlauben, die Sitzplatzreservierung einer bestätigten Buchung zu ändern.",
    "agent",
    "dem Besucher",
  ],
  // one of several
  [
    "en",
    "The booking app shall allow members to reserve one or multiple seats on the train.",
    "The booking app shall allow members to reserve only a single seat on the train.",
    "restriction",
    "only a single seat on the train",
  ],
  [
    "de",
    "Die Buchungs-App muss Mitgliedern erlauben, mehrere Sitzplätze im Zug zu reservieren.",
    "Die Buchungs-App darf Mitgliedern erlauben, nur einen einzigen Sitzplatz im Zug zu reservieren.",
    "restriction",
    "nur einen einzigen Sitzplatz im Zug zu reservieren",
  ],
];

const quiet: QuietRow[] = [
  // "only" on the actor leaves the list alone
  ["en", "The nurse shall record the dose, the time and the ward.", "Only the nurse shall record the dose and the time."],
  ["de", "Die Pflegekraft muss die Dosis, die Uhrzeit und die Station erfassen.", "Nur die Pflegekraft darf die Dosis und die Uhrzeit erfassen."],
  // every member kept
  ["en", "The shop shall accept cash or cards.", "The shop shall accept only cash and cards."],
  ["de", "Der Laden muss Bargeld oder Karten annehmen.", "Der Laden muss nur Bargeld und Karten annehmen."],
  // a special case under a condition of its own
  [
    "en",
    "The ticket office shall sell tickets for cash or by card.",
    "If the card reader fails, the ticket office shall sell tickets for cash only.",
  ],
  [
    "de",
    "Der Schalter muss Fahrkarten in bar oder mit Karte verkaufen.",
    "Wenn das Kartenlesegerät ausfällt, muss der Schalter Fahrkarten nur in bar verkaufen.",
  ],
  // the grantee is the other's actor
  [
    "en",
    "The system shall allow the visitor to change the seat reservation of a confirmed booking.",
    "The system shall allow only the visitor to change the seat reservation of a confirmed booking.",
  ],
  [
    "de",
    "Das System muss dem Besucher erlauben, die Sitzplatzreservierung einer bestätigten Buchung zu ändern.",
    "Das System darf nur dem Besucher erlauben, die Sitzplatzreservierung einer bestätigten Buchung zu ändern.",
  ],
  // one of several for other people in another place
  [
    "en",
    "The booking app shall allow members to reserve multiple seats on the train.",
    "The booking app shall allow guests to reserve only a single seat in the dining car.",
  ],
  [
    "de",
    "Die Buchungs-App muss Mitgliedern erlauben, mehrere Sitzplätze im Zug zu reservieren.",
    "Die Buchungs-App darf Gästen erlauben, nur einen einzigen Sitzplatz im Speisewagen zu reservieren.",
  ],
  // one for some kind of booking, several for another
  ["en", "The kiosk shall print several receipts for group bookings.", "The kiosk shall print only one receipt for single bookings."],
];

describe("restriction: a list narrowed with only, a grantee after allow only", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
