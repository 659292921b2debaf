/**
 * Table test of the agent class (engine/compare/conflicts/agents.ts), in English and German, both
 * orders, with the reason: an action written as the negative side of an antonym pair ("decline",
 * "reject", "ablehnen") is an action of its own that only some actors may perform, not a
 * prohibition. The near misses must stay quiet: the other side of the pair ("accept" against
 * "decline") is another thing to do.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  ["en", "The system shall allow only the desk clerk to decline a reservation.", "The member can decline the reservation.", "agent", "The member"],
  [
    "en",
    "The system shall allow only users with the CLERK or MANAGER role to decline a room reservation.",
    "The patron can decline the room reservation.",
    "agent",
    "The patron",
  ],
  [
    "en",
    "The system shall restrict the ability to decline a seat reservation to the conference host.",
    "The speaker can decline the seat reservation.",
    "agent",
    "The speaker",
  ],
  [
    "de",
    "Das System darf nur dem Schalterpersonal erlauben, Reservierungen abzulehnen.",
    "Das Mitglied kann die Reservierung ablehnen.",
    "agent",
    "Das Mitglied",
  ],
  ["de", "Nur der Stationsleiter darf Urlaubsanträge ablehnen.", "Die Pflegekraft kann einen Urlaubsantrag ablehnen.", "agent", "Die Pflegekraft"],
];

const quiet: QuietRow[] = [
  ["en", "The system shall allow only the desk clerk to decline a reservation.", "The member can accept the reservation."],
  [
    "en",
    "The system shall restrict the ability to accept a seat reservation to the conference host.",
    "The speaker can decline the seat reservation.",
  ],
  ["de", "Das System darf nur dem Schalterpersonal erlauben, Reservierungen abzulehnen.", "Das Mitglied kann die Reservierung annehmen."],
  ["de", "Nur der Stationsleiter darf Urlaubsanträge ablehnen.", "Die Pflegekraft kann einen Urlaubsantrag annehmen."],
];

describe("agent conflicts: the negative side of an antonym pair is an action of its own", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
