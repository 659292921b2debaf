/**
 * Table test of the prerequisite class (engine/compare/conflicts/prerequisites.ts): one requirement
 * demands a prerequisite for an action ("must be logged in to renew loans"), the other does that
 * action without it; English and German, both orders; and the near misses that must stay quiet.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  ["en", "A member must be logged in to renew loans.", "Members shall be able to renew loans without logging in.", "operation", "without logging in"],
  [
    "en",
    "A train driver must be signed in to start a shift on the depot terminal.",
    "Train drivers shall be able to start a shift on the depot terminal without signing in.",
    "operation",
    "demands a prerequisite",
  ],
  [
    "en",
    "A conference attendee must be registered to be able to download the session slides.",
    "Attendees shall download the session slides without requiring a registration.",
    "operation",
    "must be registered",
  ],
  [
    "de",
    "Das Apothekensystem muss eine PIN verlangen, um ein Rezept zu signieren.",
    "Das Apothekensystem muss das Rezept ohne Eingabe einer PIN signieren.",
    "operation",
    "verlangt eine Voraussetzung",
  ],
  [
    "de",
    "Ein Mitglied muss angemeldet sein, um Medien zu reservieren.",
    "Mitglieder müssen Medien ohne Anmeldung reservieren können.",
    "operation",
    "ohne Anmeldung",
  ],
];

const quiet: QuietRow[] = [
  // Another action than the purpose.
  ["en", "A member must be logged in to renew loans.", "Members shall be able to view loans without a login."],
  // Other things acted on.
  ["en", "A member must be logged in to renew loans.", "Members shall be able to renew their library card without logging in."],
  // Without something else.
  ["en", "A member must be logged in to renew loans.", "Members shall be able to renew loans without visiting the branch."],
  // A capability is no demand.
  ["en", "A member may log in to renew loans.", "Members shall be able to renew loans without logging in."],
  // Another leading condition.
  ["en", "A member must be logged in to renew loans.", "If the catalogue is offline, members shall renew loans at the desk without logging in."],
  ["de", "Ein Mitglied muss angemeldet sein, um Medien zu reservieren.", "Mitglieder müssen den Katalog ohne Anmeldung durchsuchen können."],
];

describe("a prerequisite for an action against the action without it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
