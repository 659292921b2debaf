/**
 * Table test of two readings of the agent class (engine/compare/conflicts/agents.ts), in English
 * and German, both orders, with the reason: a grantee narrowed by what it holds against another
 * actor stated to act itself, and a grant of a role with the authority that comes with it. The
 * near misses that share the words must stay quiet: the role granted, a passive description,
 * every actor against every actor.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // A grantee narrowed by what it holds against an actor stated to act itself.
  [
    "en",
    "The system shall allow only users who hold the DESK key to cancel bookings.",
    "The night scheduler shall cancel unpaid bookings.",
    "agent",
    "The night scheduler",
  ],
  [
    "en",
    "The system shall allow only staff with the LOANS role to renew library loans.",
    "The circulation module shall renew overdue library loans.",
    "agent",
    "The circulation module",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit dem Schlüssel KASSE erlauben, Buchungen zu stornieren.",
    "Der Nachtlauf muss offene Buchungen stornieren.",
    "agent",
    "Der Nachtlauf",
  ],
  // A grant of a role with the authority that comes with it.
  [
    "en",
    "The system shall allow only users holding the DESK key to be treated as cashiers and have the authority to cancel bookings.",
    "The travel agent shall be able to cancel bookings.",
    "agent",
    "have the authority to cancel bookings",
  ],
  [
    "en",
    "Only users holding the desk key shall be treated as cashiers and have the authority to cancel bookings.",
    "The night scheduler shall cancel unpaid bookings.",
    "agent",
    "Only users holding the desk key",
  ],
  [
    "en",
    "The system shall allow only staff with the WARD key to be recognized as ward managers and have full access privileges to the bed plans.",
    "The duty nurse shall be able to edit the bed plans.",
    "agent",
    "The duty nurse",
  ],
  [
    "en",
    "The system shall allow only staff with the WARD key to be viewed as ward managers and have full editing privileges for all bed plans.",
    "The duty nurse shall be able to edit the bed plans.",
    "agent",
    "The duty nurse",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit dem Schlüssel KASSE erlauben, als Kassierer zu gelten und die Berechtigung zu haben, Buchungen zu stornieren.",
    "Der Reisebearbeiter muss Buchungen stornieren können.",
    "agent",
    "Der Reisebearbeiter",
  ],
  [
    "de",
    "Nur Benutzer mit dem Schlüssel KASSE dürfen als Kassierer gelten und Buchungen stornieren.",
    "Der Nachtlauf muss offene Buchungen stornieren.",
    "agent",
    "Der Nachtlauf",
  ],
  [
    "de",
    "Nur Mitarbeiter mit dem Schlüssel STATION dürfen als Stationsleiter gelten und Bettenpläne bearbeiten.",
    "Die Stationspflegekraft muss Bettenpläne bearbeiten können.",
    "agent",
    "Die Stationspflegekraft",
  ],
];

const quiet: QuietRow[] = [
  // A thing described or a passive names no actor who acts.
  ["en", "The system shall allow only users who hold the DESK key to cancel bookings.", "Bookings shall be cancelled by the night scheduler."],
  ["en", "The system shall allow only users who hold the DESK key to cancel bookings.", "Bookings should be cancellable online."],
  ["de", "Das System darf nur Benutzern mit dem Schlüssel KASSE erlauben, Buchungen zu stornieren.", "Offene Buchungen müssen storniert werden."],
  // The role granted is the other actor.
  [
    "en",
    "The system shall allow only users holding the DESK key to be treated as cashiers and have the authority to cancel bookings.",
    "The cashier shall be able to cancel bookings.",
  ],
  [
    "de",
    "Nur Benutzer mit dem Schlüssel KASSE dürfen als Kassierer gelten und Buchungen stornieren.",
    "Der Kassierer muss Buchungen stornieren können.",
  ],
  // Another action, or other objects, comes with the role.
  [
    "en",
    "The system shall allow only users holding the DESK key to be treated as cashiers and have the authority to cancel bookings.",
    "The travel agent shall be able to print the timetable.",
  ],
  [
    "en",
    "The system shall allow only staff with the WARD key to be recognized as ward managers and have full access privileges to the bed plans.",
    "The duty nurse shall be able to edit the shift roster.",
  ],
  ["de", "Nur Benutzer mit dem Schlüssel KASSE dürfen als Kassierer gelten und Buchungen stornieren.", "Der Nachtlauf muss den Fahrplan drucken."],
  [
    "en",
    "The system shall allow only staff with the WARD key to be viewed as ward managers and have full editing privileges for all bed plans.",
    "The duty nurse shall be able to print the bed plans.",
  ],
  [
    "de",
    "Nur Mitarbeiter mit dem Schlüssel STATION dürfen als Stationsleiter gelten und Bettenpläne bearbeiten.",
    "Die Stationspflegekraft muss den Dienstplan bearbeiten können.",
  ],
  // Any holder against another actor: neither names the only actors.
  [
    "en",
    "The system shall allow any user with the DESK key to be treated as a cashier and have the authority to cancel bookings.",
    "The night scheduler shall cancel unpaid bookings.",
  ],
];

describe("agent conflicts: holders of a key and roles granted", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
