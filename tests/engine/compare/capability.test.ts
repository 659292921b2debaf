/**
 * Table test of a capability handed to someone (engine/reading/clauses.ts, capabilityGrant):
 * "shall provide the clerk with the ability to void invoices" reads as "shall allow the clerk to
 * void invoices", so it conflicts with a prohibition or a narrower restatement of that action, in
 * English and German, both orders; the German grantee of "erlauben, … zu …" read as the one
 * who acts; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "de",
    "Das System muss Sachbearbeitern erlauben, die Rechnungsliste zu exportieren.",
    "Das System muss verhindern, dass Sachbearbeiter die Rechnungsliste exportieren.",
    "permission",
    "exportieren",
  ],
  [
    "en",
    "The archive shall provide users with the choice to delete archived invoices.",
    "The archive shall prevent users from deleting archived invoices.",
    "polarity",
    "delete",
  ],
  // An adverb before the action is no action ("shall automatically discard").
  [
    "en",
    "The importer shall store duplicate records returned by the registry.",
    "The importer shall automatically discard duplicate records returned by the registry.",
    "antonym",
    "discard",
  ],
  [
    "de",
    "Der Importer muss doppelte Datensätze aus dem Register speichern.",
    "Der Importer muss doppelte Datensätze aus dem Register automatisch verwerfen.",
    "antonym",
    "verwerfen",
  ],
  [
    "en",
    "The billing service shall provide the clerk with the ability to void issued invoices.",
    "The billing service shall prevent the clerk from voiding issued invoices.",
    "polarity",
    "void",
  ],
  [
    "en",
    "The portal shall give every member the option to export the monthly report.",
    "The portal shall not allow members to export the monthly report.",
    "polarity",
    "export",
  ],
  [
    "en",
    "The gateway shall support a mechanism allowing the operator to change the routing table.",
    "The gateway shall prevent the operator from changing the routing table.",
    "polarity",
    "routing table",
  ],
  [
    "en",
    "The portal shall offer members the possibility of exporting the monthly report.",
    "The portal shall not allow members to export the monthly report.",
    "polarity",
    "export",
  ],
  [
    "de",
    "Das Portal muss Mitgliedern die Möglichkeit bieten, den Monatsbericht zu exportieren.",
    "Das Portal muss verhindern, dass Mitglieder den Monatsbericht exportieren.",
    "permission",
    "exportieren",
  ],
  [
    "de",
    "Der Abrechnungsdienst muss dem Sachbearbeiter die Option geben, Rechnungen zu stornieren.",
    "Der Abrechnungsdienst darf dem Sachbearbeiter nicht erlauben, Rechnungen zu stornieren.",
    "permission",
    "stornieren",
  ],
  // the subject holds the capability itself ("shall have the ability to")
  ["en", "The clerk shall have the ability to delete draft invoices.", "The clerk shall not be able to delete draft invoices.", "polarity", "delete"],
  [
    "de",
    "Der Sachbearbeiter muss die Möglichkeit haben, Rechnungsentwürfe zu löschen.",
    "Der Sachbearbeiter darf Rechnungsentwürfe nicht löschen.",
    "polarity",
    "löschen",
  ],
];

const compatible: QuietRow[] = [
  // the grant goes to another actor than the prohibition ("erlauben, … zu …" names its grantee as "allow … to" does)
  ["en", "The system shall allow auditors to export the invoice list.", "The system shall prevent clerks from exporting the invoice list."],
  [
    "de",
    "Das System muss Prüfern erlauben, die Rechnungsliste zu exportieren.",
    "Das System muss verhindern, dass Sachbearbeiter die Rechnungsliste exportieren.",
  ],
  // two capabilities side by side: operating in one mode does not rule out another
  [
    "en",
    "The archive shall provide the capability to run in a read-only mode.",
    "The archive shall provide the capability to run in a maintenance mode.",
  ],
  // the capability goes to another actor than the prohibition
  [
    "en",
    "The billing service shall provide the auditor with the ability to view issued invoices.",
    "The billing service shall prevent the clerk from voiding issued invoices.",
  ],
  // a mechanism that is not handed to anyone for an action ("a mechanism for logging")
  ["en", "The gateway shall provide a mechanism for logging.", "The gateway shall not log passwords."],
  [
    "de",
    "Das Archiv muss die Möglichkeit bieten, im Nur-Lese-Modus zu laufen.",
    "Das Archiv muss die Möglichkeit bieten, im Wartungsmodus zu laufen.",
  ],
];

describe("a capability handed to someone reads as a permission", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
