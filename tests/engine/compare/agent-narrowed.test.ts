/**
 * Table test of two details of the agent class (engine/compare/conflicts/agents.ts), in English and
 * German, both orders, with the reason: a grant to the group narrowed by what it holds ("allow only
 * users with the archive role to …") against the group named with no word of what is held, in a
 * requirement or an imperative heading ("Enable a logged in user to …"); and a grant of a role that
 * is only the group word again ("viewed as a clinical user") against that group. The near misses
 * must stay quiet: another thing of the same kind, the holders themselves, the role granted.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The system shall allow only users with the ARCHIVE role to export the loan history.",
    "Enable a logged in user to export his loan history. Past fines are also listed.",
    "agent",
    "a logged in user",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit der Rolle ARCHIV erlauben, den Ausleihverlauf zu exportieren.",
    "Ein angemeldeter Benutzer kann seinen Ausleihverlauf exportieren.",
    "agent",
    "Ein angemeldeter Benutzer",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit der Rolle ARCHIV erlauben, den Ausleihverlauf anzuzeigen.",
    "Registrierte Benutzer können den Ausleihverlauf anzeigen.",
    "agent",
    "Registrierte Benutzer",
  ],
  // The role granted is the group word alone: "a clinical user" is no other actor than "the user".
  [
    "en",
    "The system shall allow only users with the DESK key to be recognized as a front-desk user and have exclusive authority to renew loans.",
    "The system shall allow the user to renew loans.",
    "agent",
    "the user",
  ],
  [
    "en",
    "The system shall allow only users holding the WARD key to be viewed as a clinical user and have the authority to sign discharge letters.",
    "The user can sign discharge letters.",
    "agent",
    "The user",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit dem Schlüssel STATION erlauben, als klinische Benutzer zu gelten und Entlassbriefe zu unterschreiben.",
    "Der Benutzer kann Entlassbriefe unterschreiben.",
    "agent",
    "Der Benutzer",
  ],
];

const quiet: QuietRow[] = [
  [
    "en",
    "The system shall allow only users with the ARCHIVE role to view the loan history.",
    "A registered user shall be able to view the reading list.",
  ],
  ["en", "The system shall allow only users with the DESK role to open dispute tickets.", "A registered user can open a refund ticket."],
  [
    "en",
    "The system shall allow only users with the ARCHIVE role to view the loan history.",
    "An archive user shall be able to view the loan history.",
  ],
  [
    "en",
    "The system shall allow only users holding the DESK key to be treated as cashiers and have the authority to cancel bookings.",
    "The cashier can cancel bookings.",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit der Rolle ARCHIV erlauben, den Ausleihverlauf anzuzeigen.",
    "Ein registrierter Benutzer muss die Leseliste anzeigen können.",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit der Rolle SCHALTER erlauben, Streitfälle zu eröffnen.",
    "Ein angemeldeter Benutzer kann einen Erstattungsfall eröffnen.",
  ],
];

describe("agent conflicts: a group narrowed by what it holds, and a role that is the group word alone", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
