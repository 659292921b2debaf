/**
 * Table test of the same action under opposite states in the leading condition (conflicts/events.ts):
 * a state against its opposite ("ended" / "running", "deactivated" / "active", "above" / "below"),
 * a phrase of a state ("in progress"), the openers of one occasion ("when" / "while", "wenn" /
 * "solange") and "rather than" that negates the state it names; in English and German, both orders;
 * a verb cut as the other side cuts it ("exceeds" / "does not exceed"), an initialism against its words
 * spelled out ("no PCR" / "a patient care record"), the negated side stating the action with fewer
 * words ("send a voucher" / "send an apology voucher"), "but" / "yet" joining a condition as "and"; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "When a conference session is ended the portal shall notify the speakers.",
    "While a conference session is still in progress, the portal shall notify the speakers.",
    "event",
    "the portal shall notify the speakers",
  ],
  [
    "en",
    "When a shuttle is deactivated, the dispatcher shall cancel all pending trips.",
    "When a shuttle is active, the dispatcher shall cancel all pending trips.",
    "event",
    "the dispatcher shall cancel all pending trips",
  ],
  [
    "en",
    "If the water level is above the mark, the pump shall stop.",
    "If the water level is below the mark, the pump shall stop.",
    "event",
    "the pump shall stop",
  ],
  [
    "en",
    "When an order is submitted, the shop shall send the invoice.",
    "When an order is saved rather than submitted, the shop shall send the invoice.",
    "event",
    "the shop shall send the invoice",
  ],
  [
    "de",
    "Wenn die Sitzung beendet ist, muss das Portal die Referenten benachrichtigen.",
    "Solange die Sitzung läuft, muss das Portal die Referenten benachrichtigen.",
    "event",
    "muss das Portal die Referenten benachrichtigen",
  ],
  [
    "de",
    "Wenn der Zug deaktiviert ist, muss das Stellwerk alle Fahrten stornieren.",
    "Wenn der Zug aktiv ist, muss das Stellwerk alle Fahrten stornieren.",
    "event",
    "muss das Stellwerk alle Fahrten stornieren",
  ],
  [
    "de",
    "Wenn der Pegel oberhalb der Marke liegt, muss die Pumpe anhalten.",
    "Wenn der Pegel unterhalb der Marke liegt, muss die Pumpe anhalten.",
    "event",
    "muss die Pumpe anhalten",
  ],
  [
    "de",
    "Wenn eine Bestellung abgeschickt wird, muss der Shop die Rechnung senden.",
    "Wenn eine Bestellung gespeichert statt abgeschickt wird, muss der Shop die Rechnung senden.",
    "event",
    "muss der Shop die Rechnung senden",
  ],
  // a verb whose own letters end like an inflection ("exceed" / "exceeds")
  [
    "en",
    "If the load exceeds the limit, the crane shall stop.",
    "If the load does not exceed the limit, the crane shall stop.",
    "event",
    "the crane shall stop",
  ],
  [
    "de",
    "Wenn die Last die Grenze überschreitet, muss der Kran anhalten.",
    "Wenn die Last die Grenze nicht überschreitet, muss der Kran anhalten.",
    "event",
    "muss der Kran anhalten",
  ],
  // an initialism in the negated condition against its words spelled out in the other
  [
    "en",
    "When a patient care record is opened, the clinic portal shall list the pending lab results.",
    "When no PCR is opened, the portal shall list the pending lab results.",
    "event",
    "list the pending lab results",
  ],
  [
    "de",
    "Wenn der elektronische Katalog der Mediathek ausgewählt ist, muss das Portal die fehlenden Titel anzeigen.",
    "Wenn der EKM nicht ausgewählt ist, muss das Portal die fehlenden Titel anzeigen.",
    "event",
    "die fehlenden Titel anzeigen",
  ],
  // the same condition negated, the action with fewer words on the negated side
  [
    "en",
    "If a delivery is delayed, the shop shall send the customer an apology voucher.",
    "If no delivery is delayed, the shop shall send the customer a voucher.",
    "event",
    "send the customer an apology voucher",
  ],
  [
    "de",
    "Wenn eine Lieferung verspätet ist, muss der Shop dem Kunden einen neuen Gutschein senden.",
    "Wenn keine Lieferung verspätet ist, muss der Shop dem Kunden einen Gutschein senden.",
    "event",
    "dem Kunden einen neuen Gutschein senden",
  ],
  // "but" / "yet" joining two parts of a condition as "and" does
  [
    "en",
    "When a book is the copy of a reservation and is returned, the library system shall cancel the reservation.",
    "When a book is not the copy of a reservation but is returned, the library system shall cancel the reservation.",
    "event",
    "shall cancel the reservation",
  ],
  [
    "de",
    "Wenn ein Buch zu einer Vormerkung gehört und zurückgegeben ist, muss das System die Vormerkung stornieren.",
    "Wenn ein Buch nicht zu einer Vormerkung gehört, aber zurückgegeben ist, muss das System die Vormerkung stornieren.",
    "event",
    "muss das System die Vormerkung stornieren",
  ],
  // exclusive states of one thing: "ended" / "paused", "approved" / "rejected" (OPPOSITE_STATES)
  [
    "en",
    "When a tournament is ended, the chess portal shall send the players the final standings.",
    "When a tournament is paused, the chess portal shall send the players the final standings.",
    "event",
    "the chess portal shall send the players the final standings",
  ],
  [
    "en",
    "When a room booking is approved, the conference system shall notify the organiser by email.",
    "When a room booking is rejected, the conference system shall notify the organiser by email.",
    "event",
    "shall notify the organiser by email",
  ],
  [
    "de",
    "Wenn ein Turnier beendet ist, muss das Schachportal den Spielern die Endtabelle senden.",
    "Wenn ein Turnier pausiert ist, muss das Schachportal den Spielern die Endtabelle senden.",
    "event",
    "den Spielern die Endtabelle senden",
  ],
  [
    "de",
    "Wenn eine Raumbuchung genehmigt ist, muss das Konferenzsystem den Veranstalter per E-Mail benachrichtigen.",
    "Wenn eine Raumbuchung abgelehnt ist, muss das Konferenzsystem den Veranstalter per E-Mail benachrichtigen.",
    "event",
    "den Veranstalter per E",
  ],
];

const compatible: QuietRow[] = [
  // two states that do not exclude each other
  ["en", "When an order is submitted, the shop shall send the invoice.", "When an order is saved, the shop shall send the invoice."],
  [
    "de",
    "Wenn eine Bestellung abgeschickt wird, muss der Shop die Rechnung senden.",
    "Wenn eine Bestellung gespeichert wird, muss der Shop die Rechnung senden.",
  ],
  // opposite states with opposite actions agree
  ["en", "If the water level is above the mark, the pump shall stop.", "If the water level is below the mark, the pump shall not stop."],
  [
    "de",
    "Wenn der Pegel oberhalb der Marke liegt, muss die Pumpe anhalten.",
    "Wenn der Pegel unterhalb der Marke liegt, muss die Pumpe weiterlaufen.",
  ],
  // … also where "oberhalb" / "unterhalb" are most of what tells the two conditions apart
  [
    "de",
    "Wenn der Pegel oberhalb der Marke liegt, muss die Pumpe anhalten.",
    "Wenn der Pegel unterhalb der Marke liegt, darf die Pumpe nicht anhalten.",
  ],
  ["en", "When the tank is full, the valve shall close.", "When the tank is empty, the valve shall not close."],
  // opposite states with different actions
  [
    "en",
    "When a conference session is ended the portal shall notify the speakers.",
    "While a conference session is still in progress, the portal shall mute the speakers.",
  ],
  [
    "de",
    "Wenn die Sitzung beendet ist, muss das Portal die Referenten benachrichtigen.",
    "Solange die Sitzung läuft, muss das Portal die Referenten stummschalten.",
  ],
  // an initialism whose letters the other condition does not spell, or another action
  [
    "en",
    "When a patient care record is opened, the clinic portal shall list the pending lab results.",
    "When no PIN is entered, the portal shall list the pending lab results.",
  ],
  [
    "en",
    "When a patient care record is opened, the clinic portal shall list the pending lab results.",
    "When no PCR is opened, the portal shall archive the pending lab results.",
  ],
  [
    "de",
    "Wenn der elektronische Katalog der Mediathek ausgewählt ist, muss das Portal die fehlenden Titel anzeigen.",
    "Wenn der EKM nicht ausgewählt ist, darf das Portal die fehlenden Titel nicht anzeigen.",
  ],
  [
    "en",
    "If a delivery is delayed, the shop shall send the customer an apology voucher.",
    "If no delivery is delayed, the shop shall send the customer an invoice.",
  ],
  [
    "de",
    "Wenn eine Lieferung verspätet ist, muss der Shop dem Kunden einen neuen Gutschein senden.",
    "Wenn keine Lieferung verspätet ist, muss der Shop dem Kunden eine Rechnung senden.",
  ],
  [
    "en",
    "When a book is the copy of a reservation and is returned, the library system shall cancel the reservation.",
    "When a book is not the copy of a reservation but is returned, the library system shall notify the reader.",
  ],
  // exclusive states, but each leads to its own action
  [
    "en",
    "When a room booking is approved, the conference system shall notify the organiser by email.",
    "When a room booking is rejected, the conference system shall notify the catering team by email.",
  ],
  [
    "de",
    "Wenn eine Raumbuchung genehmigt ist, muss das Konferenzsystem den Veranstalter per E-Mail benachrichtigen.",
    "Wenn eine Raumbuchung abgelehnt ist, muss das Konferenzsystem das Catering-Team per E-Mail benachrichtigen.",
  ],
];

describe("the same action under opposite states", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});

const excluding: ConflictRow[] = [
  [
    "en",
    "When a reservation is not confirmed, the library system shall notify the member.",
    "When a reservation for a reference book is confirmed by the front desk staff, the system shall notify the member by email.",
    "event",
    "shall notify the member by email",
  ],
  [
    "en",
    "When the platform gate is open, the tram control shall sound the warning chime.",
    "When the platform gate is closed, the tram control shall sound the warning chime at the platform.",
    "event",
    "shall sound the warning chime at the platform",
  ],
  [
    "de",
    "Wenn eine Reservierung nicht bestätigt ist, muss das Bibliothekssystem das Mitglied benachrichtigen.",
    "Wenn eine Reservierung für ein Präsenzbuch vom Personal an der Ausleihtheke im Lesesaal bestätigt wurde, muss das System das Mitglied per E-Mail benachrichtigen.",
    "event",
    "das Mitglied per E-Mail benachrichtigen",
  ],
  [
    "de",
    "Wenn die Bahnsteigtür offen ist, muss die Straßenbahnsteuerung den Warnton abspielen.",
    "Wenn die Bahnsteigtür geschlossen ist, muss die Straßenbahnsteuerung den Warnton am Bahnsteig abspielen.",
    "event",
    "den Warnton am Bahnsteig abspielen",
  ],
  // "in the air" / "on the ground", an adverb of since when ("currently", "already", "bereits") no state of its own
  [
    "en",
    "When a survey mission starts for a drone currently in the air, the flight controller shall send the drone a climb command.",
    "When a survey mission starts for a drone on the ground, the flight controller shall send the drone a climb command.",
    "event",
    "shall send the drone a climb command",
  ],
  [
    "en",
    "When a survey mission starts for a drone already airborne, the flight controller shall send the drone a climb command.",
    "When a survey mission starts for a drone on the ground, the flight controller shall send the drone a climb command.",
    "event",
    "shall send the drone a climb command",
  ],
  [
    "de",
    "Wenn eine Vermessungsmission für eine Drohne startet, die sich bereits in der Luft befindet, muss die Flugsteuerung der Drohne einen Steigbefehl senden.",
    "Wenn eine Vermessungsmission für eine Drohne startet, die sich am Boden befindet, muss die Flugsteuerung der Drohne einen Steigbefehl senden.",
    "event",
    "einen Steigbefehl senden",
  ],
  // "ended" / "in the active state": the noun "state" no state of its own
  [
    "en",
    "When a tournament is ended, the chess app shall archive the games.",
    "When a tournament is in the active state, the chess app shall archive the games.",
    "event",
    "shall archive the games",
  ],
  [
    "de",
    "Wenn ein Turnier beendet ist, muss die Schach-App die Partien archivieren.",
    "Wenn ein Turnier im Zustand aktiv ist, muss die Schach-App die Partien archivieren.",
    "event",
    "die Partien archivieren",
  ],
];

const excludingQuiet: QuietRow[] = [
  // ended and active, but another action
  [
    "en",
    "When a tournament is ended, the chess app shall archive the games.",
    "When a tournament is in the active state, the chess app shall pair the players.",
  ],
  [
    "de",
    "Wenn ein Turnier beendet ist, muss die Schach-App die Partien archivieren.",
    "Wenn ein Turnier im Zustand aktiv ist, muss die Schach-App die Spieler paaren.",
  ],
  // in the air and on the ground, but another action; and one state with and without "currently"
  [
    "en",
    "When a survey mission starts for a drone currently in the air, the flight controller shall send the drone a climb command.",
    "When a survey mission starts for a drone on the ground, the flight controller shall start the rotors.",
  ],
  [
    "en",
    "When a survey mission starts for a drone currently in the air, the flight controller shall send the drone a climb command.",
    "When a survey mission starts for a drone in the air, the flight controller shall send the drone a climb command.",
  ],
  [
    "de",
    "Wenn eine Vermessungsmission für eine Drohne startet, die sich in der Luft befindet, muss die Flugsteuerung der Drohne einen Steigbefehl senden.",
    "Wenn eine Vermessungsmission für eine Drohne startet, die sich am Boden befindet, muss die Flugsteuerung die Rotoren starten.",
  ],
  // two events that do not exclude each other
  [
    "en",
    "When the session starts, the conference app shall log the attendance of the speaker.",
    "When the session ends, the conference app shall log the attendance.",
  ],
  // the negated condition names another thing
  [
    "en",
    "When the loan is renewed at the front desk, the library system shall notify the member.",
    "When the loan is not overdue, the system shall notify the member by email.",
  ],
  // opposite states, but another action
  [
    "en",
    "When the platform gate is open, the tram control shall sound the warning chime.",
    "When the platform gate is closed, the tram control shall release the brakes.",
  ],
  // German: two events that do not exclude each other
  [
    "de",
    "Wenn die Sitzung beginnt, muss die Konferenz-App die Anwesenheit der Vortragenden erfassen.",
    "Wenn die Sitzung endet, muss die Konferenz-App die Anwesenheit erfassen.",
  ],
];

describe("the same action under conditions that exclude each other, read clause by clause", () => {
  conflictTable(excluding);
  quietTable(excludingQuiet);
});
