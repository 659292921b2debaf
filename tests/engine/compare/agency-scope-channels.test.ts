/**
 * Table test of contradiction classes (engine/compare/conflicts/): who sets a value
 * (agency.ts: the system automatically against a person), every item against only some of
 * them (universal.ts), a notification channel demanded and ruled out (channels.ts), the same
 * action under opposite conditions read word for word (events.ts), and "only" on the occasion
 * or on the one granted the action (restriction.ts), in English and German, both orders; and
 * the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll, readRequirement } from "../../../engine/compare/index.js";
import { universalConflict } from "../../../engine/compare/conflicts/universal.js";
import { conflictTable, contradiction, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The portal shall automatically assign a ticket number to each service request.",
    "The clerk shall be able to assign a user-defined ticket number to a service request.",
    "agency",
    "The clerk",
  ],
  [
    "en",
    "Only the dispatcher shall be able to mark a delivery as urgent.",
    "A delivery shall be marked as urgent automatically when its deadline is near.",
    "agency",
    "the dispatcher",
  ],
  [
    "de",
    "Die Plattform muss die Kundennummer eines neuen Vertrags automatisch vergeben.",
    "Der Sachbearbeiter muss eine benutzerdefinierte Kundennummer für einen neuen Vertrag festlegen können.",
    "agency",
    "Der Sachbearbeiter",
  ],
  // a verb of choosing makes the value the person's
  [
    "en",
    "The clerk shall select the delivery slot for each order.",
    "The webshop shall automatically determine the delivery slot for each order.",
    "agency",
    "The clerk",
  ],
  [
    "en",
    "The webshop shall allow the customer to choose the packaging of each order.",
    "The webshop shall automatically assign the packaging of each order.",
    "agency",
    "the customer",
  ],
  [
    "de",
    "Der Sachbearbeiter muss das Lieferfenster für jede Bestellung auswählen.",
    "Der Webshop muss das Lieferfenster für jede Bestellung automatisch festlegen.",
    "agency",
    "Der Sachbearbeiter",
  ],
  [
    "en",
    "The tenant shall be able to read all invoices of the building.",
    "The tenant shall be able to read only invoices that belong to his flat.",
    "universalScope",
    "only invoices that belong to his flat",
  ],
  [
    "en",
    "The courier shall be able to update any delivery in the depot.",
    "The dispatcher shall let the courier only see the deliveries that are in his district.",
    "universalScope",
    "any delivery in the depot",
  ],
  [
    "de",
    "Der Mieter muss alle Rechnungen lesen können.",
    "Der Mieter darf nur Rechnungen lesen, die seine Wohnung betreffen.",
    "universalScope",
    "nur Rechnungen lesen",
  ],
  // Only the items with a modifier of their own.
  [
    "en",
    "The gateway shall use any protocol for forwarding messages between the branches.",
    "The gateway shall exclusively use the SFTP protocol for forwarding messages between the branches.",
    "universalScope",
    "SFTP protocol",
  ],
  // The items named after a preposition.
  [
    "en",
    "The monitor shall be able to receive messages from any sensor.",
    "The monitor shall be able to receive messages only from sensors that have passed the calibration.",
    "universalScope",
    "only from sensors that have passed the calibration",
  ],
  [
    "de",
    "Der Monitor muss Meldungen von allen Sensoren empfangen.",
    "Der Monitor muss nur von Sensoren, die kalibriert sind, Meldungen empfangen.",
    "universalScope",
    "nur von Sensoren",
  ],
  [
    "en",
    "When a parcel arrives, the locker shall send a message by SMS to notify the recipient.",
    "If the recipient was already notified by e-mail, he shall not receive the same notification by SMS.",
    "channel",
    "SMS",
  ],
  [
    "de",
    "Die Packstation muss den Empfänger per SMS benachrichtigen.",
    "Der Empfänger darf keine Benachrichtigung per SMS erhalten.",
    "channel",
    "SMS",
  ],
  // opposite conditions with the same action (events.ts)
  [
    "en",
    "If the visitor accepts the cookie banner, the kiosk shall store the session.",
    "If the visitor does not accept the cookie banner, the kiosk shall store the session.",
    "event",
    "shall store the session",
  ],
  [
    "en",
    "If the scanner is able to read the label, the belt shall stop and show an error.",
    "If the scanner is unable to read the label, the belt shall stop and show an error.",
    "event",
    "the belt shall stop",
  ],
  [
    "en",
    "If the tank level is high, the controller shall open the valve.",
    "If the tank level is low, the controller shall open the valve.",
    "event",
    "the controller shall open the valve",
  ],
  [
    "de",
    "Wenn der Besucher das Banner akzeptiert, muss der Kiosk die Sitzung speichern.",
    "Wenn der Besucher das Banner nicht akzeptiert, muss der Kiosk die Sitzung speichern.",
    "event",
    "muss der Kiosk die Sitzung speichern",
  ],
  [
    "de",
    "Wenn der Füllstand hoch ist, muss die Steuerung das Ventil öffnen.",
    "Wenn der Füllstand niedrig ist, muss die Steuerung das Ventil öffnen.",
    "event",
    "muss die Steuerung das Ventil öffnen",
  ],
  // a verb without its inflection, an article against "no", a condition of two parts
  [
    "en",
    "When the gateway receives a reading from the meter, the gateway shall store the reading in the archive.",
    "When the gateway does not receive a reading from the meter, the gateway shall store the reading in the archive.",
    "event",
    "the gateway shall store the reading in the archive",
  ],
  [
    "en",
    "When requested, if a backup is running, the scheduler shall postpone the nightly export.",
    "When requested, if no backup is running, the scheduler shall postpone the nightly export.",
    "event",
    "the scheduler shall postpone the nightly export",
  ],
  // articles and the underscores around a name left out of the comparison
  [
    "en",
    "When a new reading is received, the _Collector_ shall forward the reading to all subscribed clients.",
    "When no new reading is received, the Collector shall forward a reading to all subscribed clients.",
    "event",
    "reading to all subscribed clients",
  ],
  [
    "de",
    "Wenn ein neuer Messwert eintrifft, muss der _Sammler_ den Messwert an alle Abonnenten weiterleiten.",
    "Wenn kein neuer Messwert eintrifft, muss der Sammler einen Messwert an alle Abonnenten weiterleiten.",
    "event",
    "Messwert an alle Abonnenten weiterleiten",
  ],
  // the same words but for a negation, articles aside; the positive one is quoted
  [
    "en",
    "If the meter has no display it shall support the remote reading protocol.",
    "If the meter has no display, it shall not support remote reading protocol.",
    "negation",
    "it shall support the remote reading protocol",
  ],
  [
    "de",
    "Falls der Zähler keine Anzeige hat unterstützt er das Fernleseprotokoll.",
    "Falls der Zähler keine Anzeige hat, unterstützt er ein Fernleseprotokoll nicht.",
    "negation",
    "unterstützt er das Fernleseprotokoll“",
  ],
  // the negated condition leaves out a few words of the other, and states the action in fewer words
  // for a system named by its generic word alone; a name with and without its underscores
  [
    "en",
    "When a ticket is closed in the helpdesk, the TicketCore platform shall archive the messages of the ticket.",
    "When a ticket is not closed, the platform shall archive the messages.",
    "event",
    "shall archive the messages of the ticket",
  ],
  [
    "de",
    "Wenn der Kunde ein Ticket im Helpdesk schließt, muss die Plattform die Nachrichten des Tickets archivieren.",
    "Wenn der Kunde ein Ticket nicht schließt, muss die Plattform die Nachrichten archivieren.",
    "event",
    "Nachrichten des Tickets archivieren",
  ],
  // a passive in the condition: its "wird" heads no clause of its own
  [
    "de",
    "Wenn ein Ticket im Helpdesk geschlossen wird, muss die Plattform die Nachrichten des Tickets archivieren.",
    "Wenn ein Ticket nicht geschlossen wird, muss die Plattform die Nachrichten archivieren.",
    "event",
    "Nachrichten des Tickets archivieren",
  ],
  [
    "en",
    "When a route is cancelled, the _RoutePlanner_ shall send a notice to the dispatcher.",
    "When a route is not cancelled, the RoutePlanner shall send a notice to the dispatcher.",
    "event",
    "send a notice to the dispatcher",
  ],
  [
    "en",
    "When an order is linked to a voucher from the spring campaign, the shop shall mark the order in blue.",
    "When an order is not linked to a voucher, the shop shall mark the order in blue.",
    "event",
    "shall mark the order in blue",
  ],
  [
    "de",
    "Wenn das Gerät einen Messwert empfängt, muss das Gateway den Zähler zurücksetzen.",
    "Wenn das Gerät keinen Messwert empfängt, muss das Gateway den Zähler zurücksetzen.",
    "event",
    "muss das Gateway den Zähler zurücksetzen",
  ],
  [
    "de",
    "Falls angefordert, wenn eine Sicherung läuft, muss der Planer den nächtlichen Export verschieben.",
    "Falls angefordert, wenn keine Sicherung läuft, muss der Planer den nächtlichen Export verschieben.",
    "event",
    "muss der Planer den nächtlichen Export verschieben",
  ],
  // a verb of the same meaning in the condition ("needs" / "requires", CONDITION_SYNONYMS); "needs" is no modal verb there
  [
    "en",
    "If the greenhouse still needs watering, the irrigation controller shall open the valve.",
    "If the greenhouse requires no more watering, the irrigation controller shall open the valve.",
    "event",
    "the irrigation controller shall open the valve",
  ],
  [
    "de",
    "Wenn das Gewächshaus noch Wasser benötigt, muss die Steuerung das Ventil öffnen.",
    "Wenn das Gewächshaus kein Wasser erfordert, muss die Steuerung das Ventil öffnen.",
    "event",
    "muss die Steuerung das Ventil öffnen",
  ],
  // "only" on the occasion and on the one granted the action (restriction.ts)
  [
    "en",
    "The scheduler shall send a reminder to the tenant.",
    "The scheduler shall only send a reminder to the tenant once per month.",
    "restriction",
    "only send a reminder to the tenant once per month",
  ],
  [
    "en",
    "The portal shall allow the tenant to cancel a booking.",
    "The portal shall allow only the caretaker to cancel a booking.",
    "restriction",
    "only the caretaker to cancel a booking",
  ],
  [
    "de",
    "Der Planer muss dem Mieter eine Erinnerung senden.",
    "Der Planer darf dem Mieter nur einmal pro Monat eine Erinnerung senden.",
    "restriction",
    "nur einmal pro Monat",
  ],
  // "only" keeps some members of the other's list (English: restriction.ts; German: exclusive scope)
  [
    "en",
    "The clerk may use tax numbers or customer numbers to identify clients.",
    "The clerk may only use tax numbers to identify clients.",
    "restriction",
    "only use tax numbers",
  ],
  [
    "de",
    "Der Sachbearbeiter darf Steuernummern oder Kundennummern zur Identifikation der Kunden nutzen.",
    "Der Sachbearbeiter darf nur Steuernummern zur Identifikation der Kunden nutzen.",
    "exclusiveScope",
    "nur Steuernummern",
  ],
  // a count of occasions restates the action and its direct object, not every other word
  [
    "en",
    "The tenant shall be able to change the account password from the mobile app.",
    "The tenant shall be able to change the account password only once per month.",
    "restriction",
    "only once per month",
  ],
  [
    "de",
    "Der Mieter muss das Kontopasswort in der mobilen App ändern können.",
    "Der Mieter darf das Kontopasswort nur einmal pro Monat ändern.",
    "restriction",
    "nur einmal pro Monat",
  ],
];

const compatible: QuietRow[] = [
  // "needs" and "requires" name the same need, but of different things
  [
    "en",
    "If the greenhouse needs watering, the irrigation controller shall open the valve.",
    "If the greenhouse requires fertiliser, the irrigation controller shall open the valve.",
  ],
  // setting a value automatically is only an option ("may")
  [
    "en",
    "The clerk shall select the delivery slot for each order.",
    "The delivery slot for each order may be entered automatically from the route planner.",
  ],
  [
    "de",
    "Der Sachbearbeiter muss das Lieferfenster für jede Bestellung auswählen.",
    "Der Webshop kann das Lieferfenster für jede Bestellung automatisch festlegen.",
  ],
  // the person chooses something else
  ["en", "The clerk shall select the carrier for each order.", "The webshop shall automatically determine the delivery slot for each order."],
  // Every sensor as a source, only some sensors as receivers of another action.
  [
    "en",
    "The monitor shall be able to receive messages from any sensor.",
    "The monitor shall be able to send messages only to sensors that have passed the calibration.",
  ],
  ["de", "Der Monitor muss Meldungen von allen Sensoren empfangen.", "Der Monitor muss nur an Sensoren, die kalibriert sind, Meldungen senden."],
  // a person acts on what the system makes: nothing is set twice
  ["en", "The portal shall automatically generate the monthly invoice.", "The accountant shall approve the monthly invoice."],
  // the person's choice is about another value
  [
    "en",
    "The portal shall automatically assign a ticket number to each request.",
    "The clerk shall be able to assign the request to a technician of his choice.",
  ],
  // "automatically" qualifies another verb than the setting one
  [
    "en",
    "The system shall automatically filter the list of bridges by status.",
    "The inspector shall be able to mark a bridge with a user-defined status.",
  ],
  ["de", "Die Plattform muss die Rechnung automatisch erstellen.", "Der Buchhalter muss die Rechnung freigeben."],
  // two kinds of items, not every item against some of them
  ["en", "The tenant shall be able to read all open invoices.", "The tenant shall be able to read only closed invoices from last year."],
  // another actor
  ["en", "The landlord shall be able to read all invoices.", "The tenant shall be able to read only invoices that belong to his flat."],
  // "only" restricts the actor, not the items
  ["en", "The system shall list all invoices of the month.", "Only clerks with the billing role shall be able to list invoices."],
  // another action, and no restriction of what is seen
  ["en", "Users shall be able to read all reports.", "Users shall be able to export only reports that they created."],
  ["de", "Der Vermieter muss alle Rechnungen lesen können.", "Der Mieter darf nur Rechnungen lesen, die seine Wohnung betreffen."],
  // two channels demanded side by side
  ["en", "The locker shall notify the recipient by SMS.", "The locker shall notify the recipient by e-mail."],
  // the channel ruled out only at night (a special case with a quantity)
  ["en", "The locker shall notify the recipient by SMS.", "The locker shall not send SMS notifications after 22:00."],
  // a negative statement of fact, not a requirement
  ["en", "The locker shall notify the recipient by SMS.", "Currently, no notification by SMS or e-mail is sent to recipients."],
  // no notification on the negative side
  ["de", "Die Packstation muss den Empfänger per SMS benachrichtigen.", "Die Packstation darf keine Werbung per SMS versenden."],
  // opposite conditions, other actions
  ["en", "If the tank level is high, the controller shall open the valve.", "If the tank level is low, the controller shall sound an alarm."],
  // two conditions that are not opposite
  ["en", "If the tank level is high, the controller shall open the valve.", "If the tank level is rising, the controller shall open the valve."],
  ["de", "Wenn der Füllstand hoch ist, muss die Steuerung das Ventil öffnen.", "Wenn der Füllstand steigt, muss die Steuerung das Ventil öffnen."],
  // "only" restates the other's single member, or is part of a name ("read only")
  ["en", "The clerk may use tax numbers to identify clients.", "The clerk may only use tax numbers to identify clients."],
  ["en", "The portal shall support a read only mode.", "The portal shall support a read and write mode."],
  ["de", "Das Portal muss einen Nur-Lese-Modus unterstützen.", "Das Portal muss einen Lese- und Schreibmodus unterstützen."],
  // a count of occasions for another object
  ["en", "The tenant shall be able to change the account password.", "The tenant shall be able to change the account name only once per month."],
  ["de", "Der Mieter muss das Kontopasswort ändern können.", "Der Mieter darf den Kontonamen nur einmal pro Monat ändern."],
  // an article changed, no negation
  [
    "en",
    "If the meter has no display it shall support the remote reading protocol.",
    "If the meter has no display, it shall support remote reading protocol.",
  ],
  // every item of the narrower kind, and only that kind
  ["en", "The tenant shall be able to read all paid invoices.", "The tenant shall be able to read only paid invoices."],
  ["de", "Der Mieter muss alle bezahlten Rechnungen lesen können.", "Der Mieter darf nur bezahlte Rechnungen lesen."],
  // the negated side's action has words of its own
  [
    "en",
    "When a ticket is closed in the helpdesk, the TicketCore platform shall archive the messages of the ticket.",
    "When a ticket is not closed, the platform shall archive the messages and the attachments.",
  ],
  // the negated condition is the narrower one: an order linked to another voucher meets both
  [
    "en",
    "When an order is linked to a voucher, the shop shall mark the order in blue.",
    "When an order is not linked to a voucher from the spring campaign, the shop shall mark the order in blue.",
  ],
  // two parts of a condition, one of them opposite, with other consequences
  [
    "en",
    "When requested, if a backup is running, the scheduler shall postpone the nightly export.",
    "When requested, if no backup is running, the scheduler shall start the nightly export.",
  ],
  // "receives" and "reads": other verbs, not one verb and its negation
  [
    "en",
    "When the gateway receives a reading from the meter, the gateway shall store the reading.",
    "When the gateway does not read a value from the meter, the gateway shall store the reading.",
  ],
  // "only" restates what the other says already
  ["en", "The portal shall allow only the caretaker to cancel a booking.", "The portal shall allow the caretaker to cancel a booking."],
];

describe("agency, universal scope and channel contradictions", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("reads a German noun with a modifier of its own after 'nur' as some of every item", () => {
    // The whole-requirement check (restriction.ts) finds these first; the universal reading agrees.
    const read = (text: string) => readRequirement(text, "de");
    const all = read("Das Gateway darf für die Weiterleitung zwischen den Filialen alle Protokolle verwenden.");
    const some = read("Das Gateway darf für die Weiterleitung zwischen den Filialen nur verschlüsselte Protokolle verwenden.");
    expect(universalConflict(all, some, "de")?.kind).toBe("universalScope");
    expect(universalConflict(some, all, "de")?.kind).toBe("universalScope");
    const allEncrypted = read("Das Gateway darf für die Weiterleitung zwischen den Filialen alle verschlüsselten Protokolle verwenden.");
    expect(universalConflict(allEncrypted, some, "de")).toBeNull();
  });

  it("reasons are in the language of the requirement", () => {
    const [, a, b] = conflicting.find(([language, , , kind]) => language === "de" && kind === "agency")!;
    expect(contradiction(a, b, "de")?.reason).toMatch(/automatisch festlegen/);
    const [, c, d] = conflicting.find(([language, , , kind]) => language === "en" && kind === "universalScope")!;
    expect(contradiction(c, d, "en")?.reason).toMatch(/covers every item/);
  });

  it("finds the pair in a requirement set whatever the verbs (the candidate filter lets it through)", () => {
    const [, a, b] = conflicting[0];
    const { results } = compareAll([
      { id: "auto", text: a, language: "en" },
      { id: "manual", text: b, language: "en" },
      { id: "other", text: "The portal shall store each service request for ten years.", language: "en" },
    ]);
    expect(results.get("auto")!.contradictions.map((c) => c.id)).toEqual(["manual"]);
  });
});
