/**
 * Table test of two operations that undo or rule out one another on the same things
 * (engine/compare/conflicts/operations.ts, OPPOSITE_OPERATIONS): "lock" / "change", "purge" /
 * "retain", "block" / "receive", "sperren" / "ändern", "löschen" / "aufbewahren", in English and
 * German, both orders; and the near misses that must stay quiet. And a means handed over for an
 * action against its prohibition (engine/compare/conflicts/permission.ts, PROVIDED_MEANS), and a
 * prohibition of modifying against configuring or toggling.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const opposite: ConflictRow[] = [
  [
    "en",
    "The library system shall lock the loan settings.",
    "The library system shall allow librarians to change the loan settings.",
    "operation",
    "shall lock the loan settings",
  ],
  [
    "en",
    "The clinic portal shall purge appointment reminders immediately.",
    "The clinic portal shall retain appointment reminders for 30 days.",
    "operation",
    "shall purge appointment reminders immediately",
  ],
  ["en", "The desk phone shall block incoming calls.", "The desk phone shall receive incoming calls.", "operation", "shall block incoming calls"],
  [
    "en",
    "The ticket machine shall disable the coin slot.",
    "The ticket machine shall keep the coin slot at all times.",
    "operation",
    "shall disable the coin slot",
  ],
  [
    "en",
    "The conference app shall reset the seat plan of a session.",
    "The conference app shall preserve the seat plan of a session.",
    "operation",
    "shall preserve the seat plan of a session",
  ],
  [
    "de",
    "Das Bibliothekssystem muss die Ausleiheinstellungen sperren.",
    "Das Bibliothekssystem muss Bibliothekaren erlauben, die Ausleiheinstellungen zu ändern.",
    "operation",
    "muss die Ausleiheinstellungen sperren",
  ],
  [
    "de",
    "Das Klinikportal muss Terminerinnerungen sofort löschen.",
    "Das Klinikportal muss Terminerinnerungen 30 Tage lang aufbewahren.",
    "operation",
    "muss Terminerinnerungen sofort löschen",
  ],
  ["de", "Das Tischtelefon muss eingehende Anrufe blockieren.", "Das Tischtelefon muss eingehende Anrufe empfangen.", "operation", "blockieren"],
  [
    "en",
    "The conference app shall lock the session programme.",
    "The conference app shall allow organisers to delete the session programme.",
    "operation",
    "shall lock the session programme",
  ],
  [
    "de",
    "Die Konferenz-App muss das Sitzungsprogramm sperren.",
    "Die Konferenz-App muss Organisatoren erlauben, das Sitzungsprogramm zu löschen.",
    "operation",
    "muss das Sitzungsprogramm sperren",
  ],
];

const skipped: ConflictRow[] = [
  [
    "en",
    "The ticket machine shall test the printer on start-up.",
    "The ticket machine shall skip the testing of the printer on start-up.",
    "operation",
    "shall skip the testing of the printer on start-up",
  ],
  [
    "en",
    "The ticket machine shall test and clear the printer buffer on start-up.",
    "The ticket machine shall skip printer buffer testing and clearing on start-up to start faster.",
    "operation",
    "shall skip printer buffer testing and clearing",
  ],
  [
    "de",
    "Der Fahrkartenautomat muss den Drucker beim Start prüfen.",
    "Der Fahrkartenautomat muss die Prüfung des Druckers beim Start überspringen.",
    "operation",
    "muss die Prüfung des Druckers beim Start überspringen",
  ],
];

const providedOpposite: ConflictRow[] = [
  [
    "en",
    "The ticket terminal shall provide the capability for a conductor to receive fare updates over the radio link.",
    "The ticket terminal shall provide the capability for a conductor to block incoming fare updates over the radio link.",
    "operation",
    "to block incoming fare updates",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um Tarifaktualisierungen über Funk zu empfangen.",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um Tarifaktualisierungen über Funk zu blockieren.",
    "operation",
    "um Tarifaktualisierungen über Funk zu blockieren",
  ],
  // a coordinated pair of verbs ("enable/disable") against locking the same things' configuration
  [
    "en",
    "The signal box shall provide the capability for a dispatcher to enable/disable the level crossing alarm on the control panel.",
    "The signal box shall provide the capability for a dispatcher to lock the level crossing alarm configuration on the control panel.",
    "operation",
    "to lock the level crossing alarm configuration",
  ],
  [
    "de",
    "Das Stellwerk muss Fahrdienstleitern eine Funktion bereitstellen, um den Bahnübergangsalarm am Bedienpult zu aktivieren oder zu deaktivieren.",
    "Das Stellwerk muss Fahrdienstleitern eine Funktion bereitstellen, um den Bahnübergangsalarm am Bedienpult zu sperren.",
    "operation",
    "zu sperren",
  ],
];

const providedOppositeQuiet: QuietRow[] = [
  [
    "en",
    "The ticket terminal shall provide the capability for a conductor to receive fare updates over the radio link.",
    "The ticket terminal shall provide the capability for a conductor to block seat reservations over the radio link.",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um Tarifaktualisierungen über Funk zu empfangen.",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um Sitzplatzreservierungen über Funk zu blockieren.",
  ],
  // locking other things is no opposite
  [
    "en",
    "The signal box shall provide the capability for a dispatcher to enable/disable the level crossing alarm on the control panel.",
    "The signal box shall provide the capability for a dispatcher to lock the timetable configuration on the control panel.",
  ],
  [
    "de",
    "Das Stellwerk muss Fahrdienstleitern eine Funktion bereitstellen, um den Bahnübergangsalarm zu aktivieren.",
    "Das Stellwerk muss Fahrdienstleitern eine Funktion bereitstellen, um den Fahrplan zu sperren.",
  ],
];

const skippedQuiet: QuietRow[] = [
  ["en", "The ticket machine shall test the printer on start-up.", "The ticket machine shall skip the testing of the coin slot on start-up."],
  [
    "de",
    "Der Fahrkartenautomat muss den Drucker beim Start prüfen.",
    "Der Fahrkartenautomat muss die Prüfung des Münzschachts beim Start überspringen.",
  ],
];

const oppositeQuiet: QuietRow[] = [
  // A deletion after a time ends the retention, it does not rule it out.
  ["en", "The clinic portal shall delete appointment reminders after 30 days.", "The clinic portal shall retain appointment reminders."],
  ["de", "Das Klinikportal muss Terminerinnerungen nach 30 Tagen löschen.", "Das Klinikportal muss Terminerinnerungen aufbewahren."],
  // Other things.
  ["en", "The library system shall lock the loan settings.", "The library system shall allow librarians to change the opening hours."],
  [
    "de",
    "Das Bibliothekssystem muss die Ausleiheinstellungen sperren.",
    "Das Bibliothekssystem muss Bibliothekaren erlauben, die Öffnungszeiten zu ändern.",
  ],
  // Both rule the same out.
  ["en", "The desk phone shall block incoming calls.", "The desk phone shall not receive incoming calls."],
  ["de", "Das Tischtelefon muss eingehende Anrufe blockieren.", "Das Tischtelefon darf keine eingehenden Anrufe empfangen."],
  // Under different leading conditions.
  ["en", "If the branch is closed, the desk phone shall block incoming calls.", "The desk phone shall receive incoming calls."],
];

const provided: ConflictRow[] = [
  [
    "en",
    "The ticket terminal shall provide a conductor with a function to read the fare table.",
    "The ticket terminal shall prevent a conductor from reading the fare table.",
    "permission",
    "shall provide a conductor with a function to read the fare table",
  ],
  [
    "en",
    "The ticket terminal shall provide the capability for a conductor to install a fare update.",
    "The ticket terminal shall prevent conductors from installing fare updates.",
    "permission",
    "shall provide the capability for a conductor to install a fare update",
  ],
  [
    "en",
    "The ticket terminal shall provide a function to allow a conductor to write to the fare table.",
    "The ticket terminal shall prevent conductors from writing to the fare table.",
    "permission",
    "shall prevent conductors from writing to the fare table",
  ],
  [
    "en",
    "The ticket terminal shall provide an API for other modules to send messages to the depot.",
    "The ticket terminal shall prevent other modules from sending messages to the depot.",
    "permission",
    "shall provide an API for other modules to send messages to the depot",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um die Tariftabelle zu lesen.",
    "Das Ticketterminal muss verhindern, dass Schaffner die Tariftabelle lesen.",
    "permission",
    "eine Funktion bereitstellen, um die Tariftabelle zu lesen",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Schnittstelle bereitstellen, um Tarifaktualisierungen zu installieren.",
    "Das Ticketterminal muss verhindern, dass Schaffner Tarifaktualisierungen installieren.",
    "permission",
    "eine Schnittstelle bereitstellen, um Tarifaktualisierungen zu installieren",
  ],
  // A specific action the prohibited one covers: setting is modifying.
  [
    "en",
    "The ticket terminal shall provide the capability for a conductor to set the discount limit of the journey.",
    "The ticket terminal shall prevent conductors from changing the discount limit of the journey.",
    "permission",
    "to set the discount limit",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um den Rabattgrenzwert der Fahrt zu setzen.",
    "Das Ticketterminal muss verhindern, dass Schaffner den Rabattgrenzwert der Fahrt ändern.",
    "permission",
    "um den Rabattgrenzwert der Fahrt zu setzen",
  ],
];

const providedQuiet: QuietRow[] = [
  // A prohibition of the specific action leaves the general one.
  [
    "en",
    "The ticket terminal shall provide the capability for a conductor to modify the discount limit of the journey.",
    "The ticket terminal shall prevent conductors from setting the discount limit of the journey to zero.",
  ],
  // Another action on the same things.
  [
    "en",
    "The ticket terminal shall provide a conductor with a function to read the fare table.",
    "The ticket terminal shall prevent conductors from deleting the fare table.",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um die Tariftabelle zu lesen.",
    "Das Ticketterminal muss verhindern, dass Schaffner die Tariftabelle löschen.",
  ],
  // The same action on other things.
  [
    "en",
    "The ticket terminal shall provide a conductor with a function to read the fare table.",
    "The ticket terminal shall prevent conductors from reading the shift roster.",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern eine Funktion bereitstellen, um die Tariftabelle zu lesen.",
    "Das Ticketterminal muss verhindern, dass Schaffner den Dienstplan lesen.",
  ],
];

const coordinated: ConflictRow[] = [
  [
    "en",
    "The ticket terminal shall provide conductors with the ability to read and write the fare table.",
    "The ticket terminal shall prevent conductors from writing to the fare table.",
    "permission",
    "read and write the fare table",
  ],
  [
    "en",
    "The shop shall allow customers to add/remove products in the basket.",
    "The shop shall prevent customers from removing products in the basket.",
    "permission",
    "shall prevent customers from removing products in the basket",
  ],
  [
    "en",
    "The lab system shall not set or redefine the sample limits.",
    "The lab system shall be permitted to redefine the sample limits.",
    "permission",
    "shall not set or redefine the sample limits",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern erlauben, die Tariftabelle zu lesen und zu schreiben.",
    "Das Ticketterminal muss verhindern, dass Schaffner die Tariftabelle schreiben.",
    "permission",
    "die Tariftabelle zu lesen und zu schreiben",
  ],
  [
    "de",
    "Der Shop muss Kunden erlauben, Produkte zum Warenkorb hinzuzufügen oder zu entfernen.",
    "Der Shop muss verhindern, dass Kunden Produkte zum Warenkorb hinzufügen.",
    "permission",
    "hinzuzufügen oder zu entfernen",
  ],
  // A verb coordinated after the action's own objects, with an article after it.
  [
    "en",
    "The booking desk shall allow travellers to pick a seat from the coach plan and reserve a bicycle space on the same train.",
    "The booking desk shall prevent travellers from reserving a bicycle space on the same train.",
    "permission",
    "reserve a bicycle space",
  ],
  [
    "de",
    "Die Buchungsstelle muss Reisenden erlauben, einen Sitzplatz im Wagenplan zu wählen und einen Fahrradplatz im selben Zug zu reservieren.",
    "Die Buchungsstelle muss verhindern, dass Reisende einen Fahrradplatz im selben Zug reservieren.",
    "polarity",
    "einen Fahrradplatz im selben Zug zu reservieren",
  ],
];

const coordinatedQuiet: QuietRow[] = [
  // A noun after the joiner, no verb: "… and exports".
  [
    "en",
    "The clinic portal shall allow nurses to view ward reports and exports.",
    "The clinic portal shall prevent nurses from exporting ward reports.",
  ],
  // The coordinated verb on other things.
  [
    "en",
    "The booking desk shall allow travellers to pick a seat from the coach plan and reserve a bicycle space on the same train.",
    "The booking desk shall prevent travellers from reserving a parking space at the station.",
  ],
  // The coordinated verb on other things.
  [
    "en",
    "The ticket terminal shall provide conductors with the ability to read and write the fare table.",
    "The ticket terminal shall prevent conductors from writing to the shift roster.",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern erlauben, die Tariftabelle zu lesen und zu schreiben.",
    "Das Ticketterminal muss verhindern, dass Schaffner den Dienstplan schreiben.",
  ],
];

const nominal: ConflictRow[] = [
  [
    "en",
    "The shop shall prohibit the modification of the delivery slot.",
    "Customers shall be able to modify the delivery slot.",
    "permission",
    "shall prohibit the modification of the delivery slot",
  ],
  [
    "en",
    "The archive shall prevent the deletion of signed loan contracts.",
    "Branch librarians shall delete signed loan contracts after ten years.",
    "permission",
    "shall prevent the deletion of signed loan contracts",
  ],
  [
    "de",
    "Der Shop muss die Änderung des Lieferfensters unterbinden.",
    "Der Shop muss Kunden erlauben, das Lieferfenster zu ändern.",
    "permission",
    "die Änderung des Lieferfensters unterbinden",
  ],
  [
    "de",
    "Der Shop muss das Ändern des Lieferfensters verhindern.",
    "Kunden müssen das Lieferfenster ändern können.",
    "permission",
    "das Ändern des Lieferfensters verhindern",
  ],
];

const nominalQuiet: QuietRow[] = [
  // Another action, or the same action on other things.
  ["en", "The shop shall prohibit the modification of the delivery slot.", "Customers shall be able to view the delivery slot."],
  ["en", "The shop shall prohibit the modification of the delivery slot.", "Customers shall be able to modify the billing address."],
  ["de", "Der Shop muss die Änderung des Lieferfensters unterbinden.", "Der Shop muss Kunden erlauben, die Rechnungsadresse zu ändern."],
  // An exception spares the other.
  [
    "en",
    "The shop shall prohibit the modification of the delivery slot unless a manager approves it.",
    "Customers shall be able to modify the delivery slot.",
  ],
];

const covered: ConflictRow[] = [
  [
    "en",
    "The ticket terminal shall provide conductors with the ability to configure the fare zones.",
    "The ticket terminal shall prevent conductors from modifying the fare zones.",
    "polarity",
    "configure the fare zones",
  ],
  [
    "de",
    "Das Ticketterminal muss Schaffnern erlauben, die Tarifzonen zu konfigurieren.",
    "Das Ticketterminal darf Schaffnern nicht erlauben, die Tarifzonen zu ändern.",
    "polarity",
    "die Tarifzonen zu konfigurieren",
  ],
];

describe("opposite operations on the same things", () => {
  conflictTable(opposite);
  quietTable(oppositeQuiet);
});

describe("an operation one skips and the other performs", () => {
  conflictTable(skipped);
  quietTable(skippedQuiet);
});

describe("two means handed over for opposite operations", () => {
  conflictTable(providedOpposite);
  quietTable(providedOppositeQuiet);
});

describe("a means handed over for an action against its prohibition", () => {
  conflictTable(provided);
  quietTable(providedQuiet);
});

describe("a verb coordinated with the action", () => {
  conflictTable(coordinated);
  quietTable(coordinatedQuiet);
});

describe("a prohibition of an action named as a noun", () => {
  conflictTable(nominal);
  quietTable(nominalQuiet);
});

describe("a prohibition of modifying covers configuring", () => {
  conflictTable(covered);
});

const changed: ConflictRow[] = [
  [
    "en",
    "The library system shall prevent members from changing the grouping of the reading list.",
    "The library system shall allow members to group the reading list.",
    "operation",
    "changing the grouping of the reading list",
  ],
  [
    "en",
    "The clinic portal shall not allow patients to modify the registration of their children.",
    "The clinic portal shall allow patients to register their children.",
    "operation",
    "modify the registration of their children",
  ],
  [
    "de",
    "Das Bibliothekssystem darf Mitgliedern nicht erlauben, die Sortierung der Leseliste zu ändern.",
    "Das Bibliothekssystem muss Mitgliedern erlauben, die Leseliste zu sortieren.",
    "operation",
    "die Sortierung der Leseliste zu ändern",
  ],
];

const changedQuiet: QuietRow[] = [
  // the gerund names a purpose, not what is changed
  [
    "en",
    "The conference app shall not allow speakers to modify the default channel for sending session reminders.",
    "The conference app shall allow speakers to send session reminders.",
  ],
  // the operation on other things
  [
    "en",
    "The library system shall prevent members from changing the grouping of the reading list.",
    "The library system shall allow members to group the loan history.",
  ],
  // a prohibition of viewing, not of changing
  [
    "en",
    "The library system shall prevent members from viewing the grouping of the reading list.",
    "The library system shall allow members to group the reading list.",
  ],
  // German: the operation on other things
  [
    "de",
    "Das Bibliothekssystem darf Mitgliedern nicht erlauben, die Sortierung der Leseliste zu ändern.",
    "Das Bibliothekssystem muss Mitgliedern erlauben, den Ausleihverlauf zu sortieren.",
  ],
];

describe("a prohibition of changing what the other's operation makes", () => {
  conflictTable(changed);
  quietTable(changedQuiet);
});
