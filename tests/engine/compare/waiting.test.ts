/**
 * Table test of the waiting class (engine/compare/conflicts/waiting.ts): one requirement holds an
 * action back until an event ("shall not … until …", "shall wait for … before …", "only after …",
 * "bis", "bevor", "erst …, nachdem"), the other states the same action with no event, in English
 * and German, both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The library system shall allow members to renew loaned books.",
    "The library system shall not allow members to renew loaned books until all overdue fines have been paid at the front desk.",
    "event",
    "until all overdue fines",
  ],
  [
    "en",
    "The booking service shall confirm each seat reservation to the traveller.",
    "The booking service shall wait for the payment provider's approval before confirming each seat reservation to the traveller.",
    "event",
    "wait for the payment provider's approval",
  ],
  [
    "en",
    "The clinic portal shall require the nurse's countersignature before releasing laboratory results to the patient.",
    "The clinic portal shall release laboratory results to the patient.",
    "event",
    "countersignature",
  ],
  [
    "en",
    "The conference app shall be able to publish the session recordings in the public archive.",
    "The conference app shall publish the session recordings only after every speaker has signed the consent form.",
    "event",
    "only after every speaker",
  ],
  [
    "en",
    "When a review is submitted, the shop shall wait for the moderator's decision before publishing the review on the product page.",
    "When a review is submitted, the shop shall publish the review on the product page.",
    "event",
    "moderator's decision",
  ],
  [
    "de",
    "Das Bibliothekssystem muss Mitgliedern erlauben, ausgeliehene Bücher zu verlängern.",
    "Das Bibliothekssystem darf ausgeliehene Bücher nicht verlängern, bis alle offenen Gebühren an der Theke bezahlt wurden.",
    "event",
    "bis alle offenen Gebühren",
  ],
  [
    "de",
    "Der Buchungsdienst muss auf die Freigabe des Zahlungsanbieters warten, bevor er die Sitzplatzreservierung bestätigt.",
    "Der Buchungsdienst muss die Sitzplatzreservierung bestätigen.",
    "event",
    "warten, bevor",
  ],
  [
    "de",
    "Die Konferenz-App darf die Aufzeichnungen der Vorträge erst veröffentlichen, nachdem alle Vortragenden die Einwilligung unterschrieben haben.",
    "Die Konferenz-App muss die Aufzeichnungen der Vorträge im öffentlichen Archiv veröffentlichen.",
    "event",
    "erst veröffentlichen",
  ],
  [
    "en",
    "The rail timetable service shall publish the revised departure times on the station displays.",
    "The rail timetable service shall only publish revised departure times on the station displays after the signalling office has confirmed the new schedule.",
    "event",
    "shall only publish revised departure times",
  ],
  [
    "de",
    "Der Fahrplandienst muss die geänderten Abfahrtszeiten auf den Bahnsteiganzeigen veröffentlichen.",
    "Der Fahrplandienst darf geänderte Abfahrtszeiten auf den Bahnsteiganzeigen erst veröffentlichen, nachdem das Stellwerk den neuen Fahrplan bestätigt hat.",
    "event",
    "erst veröffentlichen",
  ],
  // An action going on until an event that ends it, against the same action held back for a confirmation.
  [
    "en",
    "The tournament app shall continue to start rounds until the tournament is closed.",
    "The tournament app shall require referee confirmation before starting each new round.",
    "event",
    "shall continue to start rounds",
  ],
  [
    "de",
    "Die Turnier-App muss weiterhin Runden starten, bis das Turnier geschlossen ist.",
    "Die Turnier-App muss auf die Bestätigung des Schiedsrichters warten, bevor sie eine neue Runde startet.",
    "event",
    "muss weiterhin Runden starten",
  ],
  // "when" after a verb of finding out asks a question, "while" before a gerund goes on alongside: no event of the other's own.
  [
    "en",
    "The library system shall check the returned books for damage and detect when a book is overdue.",
    "The library system shall only check the returned books for damage after the evening inventory has been closed.",
    // read first as the restatement confined to another occasion (restriction.ts)
    "restriction",
    "only check the returned books",
  ],
  [
    "en",
    "The library system shall lend reference books to members while recording each loan in the catalogue.",
    "The library system shall lend reference books to members only after a librarian has approved the loan.",
    "event",
    "only after a librarian",
  ],
  // A verb of beginning before the gerund holds back the gerund's action.
  [
    "en",
    "The library system shall sort the returned books by shelf mark.",
    "The library system shall not start sorting the returned books until the evening inventory has been closed.",
    "event",
    "start sorting the returned books",
  ],
  [
    "en",
    "The library system shall sort the returned books by shelf mark.",
    "The library system shall only begin sorting the returned books after the evening inventory has been closed.",
    "event",
    "begin sorting the returned books",
  ],
  [
    "de",
    "Das Bibliothekssystem muss die zurückgegebenen Bücher prüfen.",
    "Das Bibliothekssystem darf die zurückgegebenen Bücher erst prüfen, nachdem die Abendinventur abgeschlossen ist.",
    "event",
    "Abendinventur",
  ],
  // A verb of putting off holds the action back as its prevention.
  [
    "en",
    "The exam portal shall delay the publication of the results until the examination board has closed the session.",
    "The exam portal shall publish the results.",
    "event",
    "delay the publication of the results",
  ],
  [
    "en",
    "The exam portal shall publish the results on the student dashboard.",
    "The exam portal shall postpone publishing the results until the examination board has closed the session.",
    "event",
    "postpone publishing the results",
  ],
  [
    "de",
    "Das Prüfungsportal muss die Veröffentlichung der Ergebnisse aufschieben, bis der Prüfungsausschuss die Sitzung geschlossen hat.",
    "Das Prüfungsportal muss die Ergebnisse veröffentlichen.",
    "event",
    "aufschieben",
  ],
  [
    "de",
    "Das Prüfungsportal muss die Ergebnisse im Studierendenportal veröffentlichen.",
    "Das Prüfungsportal muss die Veröffentlichung der Ergebnisse zurückstellen, bis der Prüfungsausschuss die Sitzung geschlossen hat.",
    "event",
    "zurückstellen",
  ],
  [
    "de",
    "Das Bibliothekssystem muss die zurückgegebenen Bücher sortieren.",
    "Das Bibliothekssystem darf die zurückgegebenen Bücher nicht sortieren, bis die Abendinventur abgeschlossen ist.",
    "event",
    "Abendinventur",
  ],
  // "within" before no number is a place, not an event of the other's own.
  [
    "en",
    "The clinic portal shall prevent the display of laboratory results until the physician has signed the report.",
    "The clinic portal shall allow laboratory results to be displayed within the patient record.",
    "event",
    "within the patient record",
  ],
  [
    "en",
    "The clinic portal shall display laboratory results only after the physician has signed the report.",
    "The clinic portal shall allow laboratory results to be displayed within the patient record.",
    "event",
    "only after the physician has signed the report",
  ],
  [
    "de",
    "Das Klinikportal darf Laborbefunde nicht veröffentlichen, bis der Arzt den Bericht unterschrieben hat.",
    "Das Klinikportal muss Laborbefunde innerhalb der Patientenakte veröffentlichen.",
    "event",
    "innerhalb der Patientenakte",
  ],
  // The held-back output is one the other shows (withheld.ts).
  [
    "en",
    "The clinic portal shall include a graph tool that allows nurses to view blood pressure readings in a chart.",
    "The clinic portal shall display the blood pressure readings in a chart only after the nurse has confirmed the measurement.",
    "event",
    "only after the nurse has confirmed the measurement",
  ],
  [
    "de",
    "Das Klinikportal muss die Blutdruckwerte in einem Diagramm anzeigen.",
    "Das Klinikportal darf die Blutdruckwerte erst in einem Diagramm anzeigen, nachdem die Pflegekraft die Messung bestätigt hat.",
    "event",
    "nachdem die Pflegekraft die Messung bestätigt hat",
  ],
];

const compatible: QuietRow[] = [
  // Going on until an event, held back for another action.
  [
    "en",
    "The tournament app shall continue to start rounds until the tournament is closed.",
    "The tournament app shall require referee confirmation before publishing each result.",
  ],
  [
    "de",
    "Die Turnier-App muss weiterhin Runden starten, bis das Turnier geschlossen ist.",
    "Die Turnier-App muss auf die Bestätigung des Schiedsrichters warten, bevor sie ein Ergebnis veröffentlicht.",
  ],
  // The event after "until" holds the action back: no action going on.
  [
    "en",
    "The tournament app shall start rounds when the tournament is open.",
    "The tournament app shall require referee confirmation before starting each new round.",
  ],
  // "only" before the verb: the other waits for the same event
  [
    "en",
    "The rail timetable service shall only publish revised departure times after the signalling office has confirmed the new schedule.",
    "The rail timetable service shall publish revised departure times after the signalling office has confirmed the new schedule.",
  ],
  // "only" before the verb, and the other names a time of its own
  [
    "en",
    "The rail timetable service shall only publish revised departure times after the signalling office has confirmed the new schedule.",
    "The rail timetable service shall publish revised departure times within 5 minutes of their entry.",
  ],
  // "only" before the verb, but another action held back
  [
    "en",
    "The rail timetable service shall only archive revised departure times after the signalling office has confirmed the new schedule.",
    "The rail timetable service shall publish revised departure times on the station displays.",
  ],
  // the other names a time of its own
  [
    "en",
    "The booking service shall wait for the payment provider's approval before confirming each seat reservation to the traveller.",
    "The booking service shall confirm each seat reservation to the traveller within 10 minutes after the approval.",
  ],
  // the held-back action is another one
  [
    "en",
    "The clinic portal shall require the nurse's countersignature before releasing laboratory results to the patient.",
    "The clinic portal shall display laboratory results to the nurse.",
  ],
  // "until" that holds nothing back: the action lasts until the event
  [
    "en",
    "The ticket machine shall display the departure board until a passenger touches the screen.",
    "The ticket machine shall display the departure board in the station hall.",
  ],
  // a different leading condition
  [
    "en",
    "If the member is suspended, the library system shall not allow the member to renew loaned books until the suspension ends.",
    "The library system shall allow members to renew loaned books.",
  ],
  // German: the other waits for the same event
  [
    "de",
    "Das Bibliothekssystem darf ausgeliehene Bücher nicht verlängern, bis alle offenen Gebühren an der Theke bezahlt wurden.",
    "Das Bibliothekssystem muss ausgeliehene Bücher verlängern, sobald alle offenen Gebühren bezahlt wurden.",
  ],
  // A question after a verb of finding out is no event, but the held-back action is another one.
  [
    "en",
    "The library system shall detect when a returned book is overdue.",
    "The library system shall only check the returned books for damage after the evening inventory has been closed.",
  ],
  // Put off until the event the other waits for too, and another action put off.
  [
    "en",
    "The exam portal shall delay the publication of the results until the examination board has closed the session.",
    "The exam portal shall publish the results once the examination board has closed the session.",
  ],
  [
    "en",
    "The exam portal shall delay the archiving of the results until the examination board has closed the session.",
    "The exam portal shall publish the results.",
  ],
  [
    "de",
    "Das Prüfungsportal muss die Veröffentlichung der Ergebnisse aufschieben, bis der Prüfungsausschuss die Sitzung geschlossen hat.",
    "Das Prüfungsportal muss die Ergebnisse veröffentlichen, sobald der Prüfungsausschuss die Sitzung geschlossen hat.",
  ],
  // German: "während" opens an event of the other's own.
  [
    "de",
    "Das Bibliothekssystem muss Präsenzbücher an Mitglieder verleihen, während der Lesesaal geöffnet ist.",
    "Das Bibliothekssystem darf Präsenzbücher erst an Mitglieder verleihen, nachdem eine Bibliothekarin die Ausleihe freigegeben hat.",
  ],
  // German: "bis zu" is a quantity, no event
  ["de", "Der Buchungsdienst muss bis zu 5 Sitzplätze je Buchung reservieren.", "Der Buchungsdienst muss Sitzplätze für Gruppen reservieren."],
  // German: the held-back action is another one
  [
    "de",
    "Der Buchungsdienst muss auf die Freigabe des Zahlungsanbieters warten, bevor er die Sitzplatzreservierung bestätigt.",
    "Der Buchungsdienst muss die Sitzplatzreservierung speichern.",
  ],
  // German: "innerhalb" before a number is a time, and the other waits for the same event.
  [
    "de",
    "Das Klinikportal darf Laborbefunde nicht veröffentlichen, bis der Arzt den Bericht unterschrieben hat.",
    "Das Klinikportal muss Laborbefunde innerhalb von 2 Stunden veröffentlichen, nachdem der Arzt den Bericht unterschrieben hat.",
  ],
  // The held-back output is another one than the other shows.
  [
    "en",
    "The clinic portal shall include a graph tool that allows nurses to view blood pressure readings in a chart.",
    "The clinic portal shall display the heart rate readings in a table only after the nurse has confirmed the measurement.",
  ],
];

describe("an action held back until an event against the same action without it", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
