/**
 * Table test of the set-aside operation class (engine/compare/conflicts/operations.ts): one
 * requirement puts an operation aside for another ("instead of queuing …", "rather than deleting …",
 * "statt … zu löschen"), the other demands it, in English and German, both orders; and the near
 * misses that must not conflict. And an operation one performs that the other does without, named
 * as a noun of action ("without requiring customer confirmation", "ohne Bestätigung").
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The checkout shall reject orders above the credit limit instead of queuing them for a manual review by the sales office.",
    "The checkout shall queue orders above the credit limit for review.",
    "operation",
    "instead of queuing them",
  ],
  [
    "en",
    "The scanning station shall compress old scans in the archive rather than deleting old scans.",
    "The scanning station shall delete old scans.",
    "operation",
    "rather than deleting",
  ],
  [
    "en",
    "After a failed search, the catalogue shall suggest similar titles from the partner libraries instead of showing an empty result page.",
    "After a failed search, the catalogue shall show an empty result page with a hint to the help desk.",
    "operation",
    "instead of showing",
  ],
  [
    "de",
    "Die Kasse muss Bestellungen über dem Kreditlimit ablehnen, statt sie zur Prüfung einzureihen.",
    "Die Kasse muss Bestellungen über dem Kreditlimit zur Prüfung einreihen.",
    "operation",
    "statt sie zur Prüfung einzureihen",
  ],
  [
    "de",
    "Nach einer erfolglosen Suche muss der Katalog ähnliche Titel der Partnerbibliotheken vorschlagen, anstatt eine leere Ergebnisseite anzuzeigen.",
    "Nach einer erfolglosen Suche muss der Katalog eine leere Ergebnisseite mit einem Hinweis auf die Auskunft anzeigen.",
    "operation",
    "anstatt eine leere Ergebnisseite anzuzeigen",
  ],
];

const doneWithout: ConflictRow[] = [
  [
    "en",
    "The shop shall allow the customer to confirm the order.",
    "The shop shall finalize the order without requiring customer confirmation.",
    "operation",
    "without requiring customer confirmation",
  ],
  [
    "en",
    "The lab system shall allow the technician to approve each batch of samples from the wards.",
    "The lab system shall release each batch of samples from the wards without approval.",
    "operation",
    "without approval",
  ],
  [
    "de",
    "Der Shop muss dem Kunden erlauben, die Bestellung zu bestätigen.",
    "Der Shop muss die Bestellung ohne Bestätigung durch den Kunden abschließen.",
    "operation",
    "ohne Bestätigung",
  ],
  [
    "de",
    "Das Laborsystem muss alle Proben aus den Stationen validieren.",
    "Das Laborsystem muss alle Proben aus den Stationen ohne vorherige Validierung verarbeiten.",
    "operation",
    "ohne vorherige Validierung",
  ],
];

const doneWithoutQuiet: QuietRow[] = [
  // the confirmation of something else
  [
    "en",
    "The shop shall allow the customer to confirm the order.",
    "The shop shall finalize the order without requiring customer confirmation of the invoice.",
  ],
  // other things acted on
  [
    "en",
    "The shop shall allow the customer to confirm the newsletter subscription.",
    "The shop shall finalize the order without requiring customer confirmation.",
  ],
  // a verb of the same concept is no noun of the same action
  [
    "en",
    "The shop shall allow the customer to update the delivery address.",
    "The shop shall ship the order without any change of the delivery address.",
  ],
  // German: other things acted on
  [
    "de",
    "Der Shop muss dem Kunden erlauben, den Newsletter zu bestätigen.",
    "Der Shop muss die Bestellung ohne Bestätigung durch den Kunden abschließen.",
  ],
];

const compatible: QuietRow[] = [
  // both put the operation aside
  [
    "en",
    "The checkout shall reject orders above the credit limit instead of queuing them for a manual review by the sales office.",
    "The checkout shall hold orders above the credit limit rather than queuing them for review.",
  ],
  // the operation put aside is another one
  [
    "en",
    "The scanning station shall compress old scans in the archive rather than deleting old scans.",
    "The scanning station shall print old scans.",
  ],
  // a different leading condition
  [
    "en",
    "After a failed search, the catalogue shall suggest similar titles from the partner libraries instead of showing an empty result page.",
    "If the catalogue is offline, the catalogue shall show an empty result page.",
  ],
  // German: the operation put aside is another one
  [
    "de",
    "Die Kasse muss Bestellungen über dem Kreditlimit ablehnen, statt sie zur Prüfung einzureihen.",
    "Die Kasse muss Bestellungen über dem Kreditlimit speichern.",
  ],
];

describe("an operation one requirement puts aside and the other demands", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});

describe("an operation one requirement performs and the other does without", () => {
  conflictTable(doneWithout);
  quietTable(doneWithoutQuiet);
});

// A German pronoun before the zu-infinitive stands for what the verb before acts on ("…, statt sie zu löschen").
const asidePronoun: ConflictRow[] = [
  [
    "de",
    "Das Bibliothekssystem muss die abgelaufene Vormerkung löschen.",
    "Das Bibliothekssystem muss die abgelaufene Vormerkung archivieren, statt sie zu löschen.",
    "operation",
    "statt sie zu löschen",
  ],
  [
    "en",
    "The library system shall delete the expired hold.",
    "The library system shall archive the expired hold instead of deleting it.",
    "restriction",
    "instead of deleting it",
  ],
];

const asidePronounQuiet: QuietRow[] = [
  [
    "de",
    "Das Bibliothekssystem muss die abgelaufene Vormerkung drucken.",
    "Das Bibliothekssystem muss die abgelaufene Vormerkung archivieren, statt sie zu löschen.",
  ],
  [
    "de",
    "Das Bibliothekssystem muss die offene Mahnung löschen.",
    "Das Bibliothekssystem muss die abgelaufene Vormerkung archivieren, statt sie zu löschen.",
  ],
  ["en", "The library system shall print the expired hold.", "The library system shall archive the expired hold instead of deleting it."],
];

describe("an operation put aside with a pronoun for what it acts on", () => {
  conflictTable(asidePronoun);
  quietTable(asidePronounQuiet);
});

/** What one requirement acts on directly, named in the other's "without" phrase with a noun of action. */
const objectDoneWithout: ConflictRow[] = [
  [
    "en",
    "The pharmacy module shall calculate the dosage for each prescription from a locum doctor.",
    "The pharmacy module shall dispense prescriptions from locum doctors without dosage verification.",
    "operation",
    "without dosage verification",
  ],
  [
    "en",
    "The signal box shall offer manual adjustment of the crossing timings.",
    "The signal box shall set the crossing timings automatically without manual adjustment.",
    "operation",
    "performs the operation the other does without",
  ],
  [
    "de",
    "Das Apothekenmodul muss die Dosierung für Rezepte von Vertretungsärzten berechnen.",
    "Das Apothekenmodul muss Rezepte von Vertretungsärzten ohne Prüfung der Dosierung ausgeben.",
    "operation",
    "ohne Prüfung der Dosierung",
  ],
];

const objectDoneWithoutQuiet: QuietRow[] = [
  // No noun of action in the phrase.
  ["en", "The pharmacy module shall print a label for the pharmacist.", "The pharmacy module shall restart without a label."],
  // Nothing else acted on in common.
  [
    "en",
    "The pharmacy module shall calculate the dosage for each prescription.",
    "The pharmacy module shall unlock the drug cabinet without dosage verification.",
  ],
  // An adjective in "-al" is no operation ("total").
  [
    "en",
    "The ticket kiosk shall pause sales for nightly updates.",
    "The ticket kiosk shall keep selling tickets without total shutdown between nightly updates.",
  ],
  [
    "de",
    "Das Apothekenmodul muss die Dosierung für Rezepte berechnen.",
    "Das Apothekenmodul muss den Medikamentenschrank ohne Prüfung der Dosierung öffnen.",
  ],
];

describe("a thing acted on that the other's action goes without", () => {
  conflictTable(objectDoneWithout);
  quietTable(objectDoneWithoutQuiet);
});

/** A role given to a thing after "as" / "als", granted by one requirement and ruled out by the other with another verb. */
const roleRuledOut: ConflictRow[] = [
  [
    "en",
    "The catalogue shall let librarians flag a donated book as a reference book.",
    "The catalogue shall prevent librarians from marking a donated book as a reference book.",
    "operation",
    "gives a thing a role the other rules out",
  ],
  [
    "en",
    "The catalogue shall let librarians flag a book as a reference book.",
    "The catalogue shall never allow books to be classified as reference books.",
    "operation",
    "classified as reference books",
  ],
  [
    "de",
    "Der Katalog muss ein gespendetes Buch als Nachschlagewerk einstufen können.",
    "Der Katalog darf nicht erlauben, ein gespendetes Buch als Nachschlagewerk zu markieren.",
    "operation",
    "als Nachschlagewerk",
  ],
];

const roleRuledOutQuiet: QuietRow[] = [
  // Another role.
  [
    "en",
    "The catalogue shall let librarians flag a donated book as a reference book.",
    "The catalogue shall prevent librarians from marking a donated book as a rare book.",
  ],
  // A verb that gives no role.
  [
    "en",
    "The catalogue shall let librarians flag a donated book as a reference book.",
    "The catalogue shall not lend a donated book as a reference book.",
  ],
  // Another thing given the role.
  [
    "en",
    "The catalogue shall let librarians flag a donated book as a reference book.",
    "The catalogue shall prevent librarians from marking a donated map as a reference book.",
  ],
  [
    "de",
    "Der Katalog muss ein gespendetes Buch als Nachschlagewerk einstufen können.",
    "Der Katalog darf nicht erlauben, ein gespendetes Buch als Rarität zu markieren.",
  ],
];

describe("a role one requirement gives and the other rules out", () => {
  conflictTable(roleRuledOut);
  quietTable(roleRuledOutQuiet);
});
