/**
 * Table test of the withheld-output class (engine/compare/conflicts/withheld.ts): one requirement
 * keeps back in a case what the other shows, sends or notifies in it ("shall not send any
 * notification", "hide", "show no message", a place left blank), in English and German, both
 * orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll, readRequirement } from "../../../engine/compare/index.js";
import { withheldConflict } from "../../../engine/compare/conflicts/withheld.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // a notice one sends and the other does not, named by a verb or a noun
  [
    "en",
    "When a reserved book arrives, the library system shall notify the reader that the book is ready.",
    "When a reserved book arrives, the library system shall not provide any notification to the reader that the book is ready.",
    "withheld",
    "not provide any notification",
  ],
  [
    "en",
    "If a reader renews a loan, a confirmation mail shall be sent to the reader's email address.",
    "When a reader renews a loan, the library system shall not send any notification to the reader's email address.",
    "withheld",
    "not send any notification",
  ],
  [
    "en",
    "The ward nurse shall be notified of new lab results after each import from the laboratory system.",
    "When new lab results are stored after an import from the laboratory system, the ward nurse shall not be notified.",
    "withheld",
    "not be notified",
  ],
  // an item one shows and the other keeps back
  [
    "en",
    "The timetable screen shall display a map of the station showing the platform numbers.",
    "When the timetable screen is displaying a map of the station, it shall not show any platform numbers.",
    "withheld",
    "not show any platform numbers",
  ],
  [
    "en",
    "The ward display shows the allergies of a selected patient.",
    "When a patient is selected, the ward display shall hide the allergies of the patient.",
    "withheld",
    "hide the allergies",
  ],
  [
    "en",
    "Each receipt shall include the shop address and the date of purchase.",
    "Each receipt shall not display the date of purchase.",
    "withheld",
    "not display the date of purchase",
  ],
  // a place left blank where the other shows something
  [
    "en",
    "If the card reader fails, the kiosk screen shall display an error message.",
    "The kiosk screen shall remain blank and show no message while the card reader fails.",
    "withheld",
    "remain blank",
  ],
  [
    "en",
    "The catalogue shall display the opening hours upon request.",
    "When the opening hours are requested, the catalogue shall display a blank page.",
    "withheld",
    "blank page",
  ],
  // "not display any content" leaves the place blank; "by default" says nothing of what is hidden
  [
    "en",
    "When the self-service terminal is started, the welcome screen shows the new arrivals.",
    "When the self-service terminal is started, the welcome screen shall not display any content until a reader card is inserted.",
    "withheld",
    "not display any content",
  ],
  [
    "en",
    "The loan overview displays the fees of each reader.",
    "When the loan overview is opened, the library portal shall hide the fees by default.",
    "withheld",
    "hide the fees",
  ],
  [
    "de",
    "Beim Start des Terminals zeigt der Begrüßungsbildschirm die Neuerwerbungen an.",
    "Beim Start des Terminals darf der Begrüßungsbildschirm keine Inhalte anzeigen.",
    "withheld",
    "keine Inhalte anzeigen",
  ],
  [
    "de",
    "Wenn ein vorgemerktes Buch eintrifft, muss das Bibliothekssystem den Leser benachrichtigen.",
    "Wenn ein vorgemerktes Buch eintrifft, darf das Bibliothekssystem dem Leser keine Benachrichtigung senden.",
    "withheld",
    "keine Benachrichtigung senden",
  ],
  [
    "de",
    "Bei Auswahl eines Patienten zeigt die Stationsanzeige die Allergien des Patienten an.",
    "Bei Auswahl eines Patienten muss die Stationsanzeige die Allergien des Patienten ausblenden.",
    "withheld",
    "ausblenden",
  ],
  [
    "de",
    "Jeder Kassenbeleg muss die Anschrift der Filiale und das Kaufdatum enthalten.",
    "Der Kassenbeleg darf das Kaufdatum nicht anzeigen.",
    "withheld",
    "nicht anzeigen",
  ],
  [
    "de",
    "Wenn der Kartenleser ausfällt, muss der Kioskbildschirm eine Fehlermeldung anzeigen.",
    "Wenn der Kartenleser ausfällt, muss der Kioskbildschirm leer bleiben.",
    "withheld",
    "leer bleiben",
  ],
  // the words of a message shown are quoted: "No" inside them keeps nothing back
  [
    "en",
    'The rail app shall display "No trains found" in case no connection is found.',
    "When no connection is found, the rail app shall display a blank screen.",
    "withheld",
    "display a blank screen",
  ],
  // a leading condition without a comma: the subject opens with the last article before "shall"
  [
    "en",
    "When the loan list is opened the reserved books are shown on the start screen.",
    "When the loan list is opened the start screen shall be blank, asking the reader to scan a card.",
    "withheld",
    "be blank",
  ],
  [
    "de",
    "Die Bahn-App muss „Keine Verbindung gefunden“ anzeigen, wenn keine Verbindung gefunden wird.",
    "Wenn keine Verbindung gefunden wird, muss die Bahn-App einen leeren Bildschirm anzeigen.",
    "withheld",
    "leeren Bildschirm",
  ],
  // a suggestion is an output: "suggest" against "not display any suggested …"
  [
    "en",
    "The library system shall suggest related books after a loan is returned.",
    "When a loan is returned, the library system shall not display any suggested books.",
    "withheld",
    "not display any suggested books",
  ],
  [
    "de",
    "Wenn eine Ausleihe zurückgegeben wird, muss das Bibliothekssystem ähnliche Bücher vorschlagen.",
    "Wenn eine Ausleihe zurückgegeben wird, darf das Bibliothekssystem keine ähnlichen Bücher anzeigen.",
    "withheld",
    "keine ähnlichen Bücher anzeigen",
  ],
  // "any visual or textual confirmation": the form of a notice names any of it, and what it is about may be the case
  [
    "en",
    "When a reader renews a loan, the kiosk shall display a confirmation message.",
    "When a reader renews a loan, the kiosk shall not provide any visual or textual confirmation of the renewal.",
    "withheld",
    "not provide any visual or textual confirmation of the renewal",
  ],
  [
    "de",
    "Wenn ein Patient eincheckt, muss das Terminal eine Meldung zur Bestätigung senden.",
    "Wenn ein Patient eincheckt, darf das Terminal keine visuelle oder schriftliche Meldung senden.",
    "withheld",
    "keine visuelle oder schriftliche Meldung senden",
  ],
  // "no" before a passive output verb: "no reserved books shall be shown"
  [
    "en",
    "When the loan list is opened, the reserved books are shown on the start screen.",
    "When the loan list is opened, no reserved books shall be shown on the start screen.",
    "withheld",
    "no reserved books shall be shown",
  ],
  [
    "de",
    "Beim Öffnen der Ausleihliste muss der Startbildschirm die vorgemerkten Bücher auflisten.",
    "Beim Öffnen der Ausleihliste dürfen keine vorgemerkten Bücher auf dem Startbildschirm angezeigt werden.",
    "withheld",
    "keine vorgemerkten Bücher auf dem Startbildschirm angezeigt",
  ],
  // "not provide" hands over any thing; the agent of a passive condition need not be named
  [
    "en",
    "If a book is not found by the scanner, the kiosk will send a text containing a search hint after the scan result.",
    "If a book is not found, the kiosk shall not provide any search hint in the scan result.",
    "withheld",
    "not provide any search hint",
  ],
  [
    "de",
    "Wenn ein Buch nicht gefunden wird, muss der Kiosk eine Suchhilfe anzeigen.",
    "Wenn ein Buch nicht gefunden wird, darf der Kiosk keine Suchhilfe bereitstellen.",
    "withheld",
    "keine Suchhilfe bereitstellen",
  ],
  // the one the output is for need not be named by the other
  [
    "en",
    "The start screen of the library app contains a link to the opening hours.",
    "When the start screen of the library app is displayed, the link to the opening hours shall be hidden from the reader.",
    "withheld",
    "be hidden from the reader",
  ],
  [
    "de",
    "Der Startbildschirm der Bibliotheks-App enthält einen Link zu den Öffnungszeiten.",
    "Wenn der Startbildschirm der Bibliotheks-App angezeigt wird, muss der Link zu den Öffnungszeiten vor dem Leser verborgen werden.",
    "withheld",
    "vor dem Leser verborgen",
  ],
  [
    "en",
    "The start screen of the library app shows the opening hours.",
    "When the start screen of the library app is displayed, the app shall hide the opening hours from the reader.",
    "withheld",
    "hide the opening hours",
  ],
  [
    "de",
    "Der Startbildschirm der Bibliotheks-App zeigt die Öffnungszeiten.",
    "Wenn der Startbildschirm der Bibliotheks-App angezeigt wird, muss die App die Öffnungszeiten vor dem Leser ausblenden.",
    "withheld",
    "die Öffnungszeiten vor dem Leser ausblenden",
  ],
  // the other restates the sentence and shows the head of what is kept back
  [
    "en",
    "On the departures board of the station, the trains are shown.",
    "On the departures board of the station, no delayed trains shall be shown.",
    "withheld",
    "no delayed trains shall be shown",
  ],
  // the one a notice is kept back from ("to the user") need not be named by a notice sent to no one in particular
  [
    "en",
    "When a payment fails, the shop shall return an error message.",
    "When a payment fails, the shop must not return any message to the user.",
    "withheld",
    "not return any message",
  ],
  // a German compound with a notice word as its head is a notice ("Fehlermeldung")
  [
    "de",
    "Wenn eine Zahlung fehlschlägt, muss der Shop eine Fehlermeldung anzeigen.",
    "Wenn eine Zahlung fehlschlägt, darf der Shop keine Meldung anzeigen.",
    "withheld",
    "der Shop keine Meldung anzeigen",
  ],
  // "info" is "information"
  [
    "en",
    "It is possible to view all contact info of a branch in the branch list.",
    "When a branch is displayed in the branch list, the library app shall hide all of its contact information.",
    "withheld",
    "hide all of its contact information",
  ],
  // a prompt is a notice: "be asked to …", "prompt", "auffordern", "Aufforderung"
  [
    "en",
    "After the kiosk app is installed, the reader will be asked to enter the library card number.",
    "After the kiosk app is installed, the reader shall be presented directly with the catalogue without any card number prompt.",
    "withheld",
    "without any card number prompt",
  ],
  [
    "en",
    "When a loan is renewed, the kiosk shall prompt the reader to confirm the new due date.",
    "When a loan is renewed, the kiosk shall not show any confirmation prompt.",
    "withheld",
    "not show any confirmation prompt",
  ],
  [
    "de",
    "Nach dem Start der App muss der Leser zur Anmeldung aufgefordert werden.",
    "Nach dem Start der App muss die Ausleihübersicht ohne Anmeldeaufforderung angezeigt werden.",
    "withheld",
    "ohne Anmeldeaufforderung",
  ],
  [
    "de",
    "Wenn ein Zug ausfällt, muss die Anzeigetafel einen Warnhinweis anzeigen.",
    "Wenn ein Zug ausfällt, darf die Anzeigetafel keine Meldung anzeigen.",
    "withheld",
    "keine Meldung anzeigen",
  ],
];

const compatible: QuietRow[] = [
  // a prompt in another case
  [
    "en",
    "When a loan is renewed, the kiosk shall prompt the reader to confirm the new due date.",
    "When a loan is returned, the kiosk shall not show any confirmation prompt.",
  ],
  // a notice sent to someone else, or kept back from a named one the other does not name
  [
    "en",
    "When a payment fails, the shop shall send an error message to the bank.",
    "When a payment fails, the shop must not return any message to the user.",
  ],
  [
    "en",
    "When a payment fails, the shop shall return an error message.",
    "When a payment fails, the shop must not return any message to the customer.",
  ],
  [
    "de",
    "Wenn eine Zahlung fehlschlägt, muss der Shop eine Fehlermeldung an die Bank senden.",
    "Wenn eine Zahlung fehlschlägt, darf der Shop dem Kunden keine Meldung senden.",
  ],
  // "not provide access" keeps back no output; a passive condition with another case
  ["en", "The kiosk shall display the loan history of the reader.", "The kiosk shall not provide access to the loan history of the reader."],
  [
    "en",
    "If a book is damaged by the reader, the kiosk will send a text containing a search hint.",
    "If a book is not found, the kiosk shall not provide any search hint.",
  ],
  // "no more than": a bound, nothing kept back; another place
  [
    "en",
    "When the loan list is opened, the reserved books are shown on the start screen.",
    "When the loan list is opened, no more than ten reserved books shall be shown on the start screen.",
  ],
  [
    "en",
    "When the loan list is opened, the reserved books are shown on the start screen.",
    "When the loan list is opened, no reserved books shall be shown on the printed receipt.",
  ],
  // a notice about something else than the other's
  [
    "en",
    "When a reader renews a loan, the kiosk shall display a confirmation message.",
    "When a reader renews a loan, the kiosk shall not provide any written confirmation of the fines.",
  ],
  // a message quoted with "No" in it shows something; the other shows a message too
  [
    "en",
    'The rail app shall display "No trains found" in case no connection is found.',
    "When no connection is found, the rail app shall display a list of bus connections.",
  ],
  // a leading condition without a comma that the other does not name: a special case
  ["en", "The reserved books are shown on the start screen.", "When the card reader fails the start screen shall be blank."],
  // "no more than" bounds an output, it keeps nothing back
  ["en", "The platform display shall show the delay of each train.", "The platform display shall show no more than four trains at a time."],
  // a special case of its own: the other names no such case
  [
    "en",
    "The library system shall notify the reader when a reserved book arrives.",
    "When the reader has opted out of messages, the library system shall not notify the reader when a reserved book arrives.",
  ],
  // the opposite case: "if not P, not Q" agrees with "if P, Q"
  [
    "en",
    "Once a match is started, the scoreboard shall display the team names.",
    "If a match is not started, the scoreboard shall not display the team names.",
  ],
  // another channel, another recipient, another item
  [
    "en",
    "When a reader renews a loan, a confirmation mail shall be sent to the reader's email address.",
    "When a reader renews a loan, the library system shall not send any notification by text message.",
  ],
  [
    "en",
    "When a patient is selected, the ward display shows the allergies of the patient.",
    "When a patient is selected, the ward display shall hide the home address of the patient.",
  ],
  // let through in a case: "unless", "other than"
  [
    "en",
    "The ticket machine shall display the seat number on the ticket screen.",
    "The seat number shall not be shown on the ticket screen unless selected by the passenger.",
  ],
  // a choice to hide, not a demand
  ["en", "The timetable shall show the platform numbers.", "The passenger shall be able to hide the platform numbers."],
  // "provide" outputs a notice only; "without" keeps back a notice only
  ["en", "The shop system shall provide a search function for products.", "The shop system shall not provide functions for handling returns."],
  ["en", "The kiosk shall show the loan list.", "The kiosk shall let readers borrow books without intervention of the staff."],
  // a blank form is an empty form to fill in, not a blank screen
  ["en", "The clinic portal shall display the appointment times.", "The clinic portal shall provide an empty form for new appointments."],
  // German: another item kept back, a special case
  [
    "de",
    "Bei Auswahl eines Patienten muss die Stationsanzeige die Allergien des Patienten anzeigen.",
    "Bei Auswahl eines Patienten muss die Stationsanzeige die Wohnadresse des Patienten ausblenden.",
  ],
  [
    "de",
    "Das Bibliothekssystem muss den Leser benachrichtigen, wenn ein vorgemerktes Buch eintrifft.",
    "Wenn der Leser Nachrichten abbestellt hat, darf das Bibliothekssystem den Leser nicht benachrichtigen.",
  ],
  // a restatement only when the other names nothing of its own: another kind of train, another board
  [
    "en",
    "On the departures board of the station, the delayed trains are shown.",
    "On the departures board of the station, no cancelled trains shall be shown.",
  ],
  ["en", "On the arrivals board of the station, the trains are shown.", "On the departures board of the station, no delayed trains shall be shown."],
  // "non-" and "nicht-" are prefixes of a word, no negation: nothing is kept back
  ["en", "The catalogue shall list the loans of the reader.", "The catalogue shall list the non-renewable loans of the reader."],
  ["de", "Der Katalog muss die Ausleihen des Lesers auflisten.", "Der Katalog muss die nicht-verlängerbaren Ausleihen des Lesers auflisten."],
  // the one a notice is for must be named
  ["en", "The kiosk shall send a message to the reader.", "The payment terminal shall not show any message to the user."],
  // the recipient aside, the rest around what is kept back must be named
  [
    "en",
    "The start screen of the library app contains a link to the opening hours.",
    "The link to the opening hours shall be hidden from the reader on the printed receipt.",
  ],
];

describe("withheld-output contradictions", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it("finds the pair in a requirement set (the candidate filter lets it through)", () => {
    const { results } = compareAll([
      { id: "notify", text: conflicting[0][1], language: "en" },
      { id: "silent", text: conflicting[0][2], language: "en" },
      { id: "other", text: "The library system shall store each loan for two years.", language: "en" },
    ]);
    expect(results.get("notify")!.contradictions.map((c) => c.id)).toEqual(["silent"]);
  });

  // In German the same pair is found as a plain polarity first; the restatement is read by the class too.
  it.each([
    [
      "Unter jedem Buchtitel in den Suchergebnissen werden die Zeilen angezeigt.",
      "Unter jedem Buchtitel in den Suchergebnissen dürfen keine Vorschau-Zeilen angezeigt werden.",
    ],
    [
      "Auf der Abfahrtstafel des Bahnhofs werden die Züge angezeigt.",
      "Auf der Abfahrtstafel des Bahnhofs dürfen keine verspäteten Züge angezeigt werden.",
    ],
  ])("de: a restatement keeps back part of what the other shows: %s / %s", (a, b) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ])
      expect(withheldConflict(readRequirement(x, "de"), readRequirement(y, "de"), "de")?.kind).toBe("withheld");
  });

  it("a place an output is excluded from must be named, unlike the one it is hidden from", () => {
    const shown = readRequirement("The loan receipt shall include the total fine of the reader.", "en");
    const excluded = readRequirement("The loan receipt shall exclude the total fine from the summary section.", "en");
    expect(withheldConflict(shown, excluded, "en")).toBeNull();
    expect(withheldConflict(excluded, shown, "en")).toBeNull();
  });

  it("de: no restatement when the other names a kind of its own", () => {
    const shown = readRequirement("Auf der Abfahrtstafel des Bahnhofs werden die verspäteten Züge angezeigt.", "de");
    const kept = readRequirement("Auf der Abfahrtstafel des Bahnhofs dürfen keine ausgefallenen Züge angezeigt werden.", "de");
    expect(withheldConflict(shown, kept, "de")).toBeNull();
    expect(withheldConflict(kept, shown, "de")).toBeNull();
  });
});
