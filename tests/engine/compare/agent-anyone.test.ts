/**
 * Table test of two readings of the agent class (engine/compare/conflicts/agents.ts), in English
 * and German, both orders, with the reason: the system grants an action to any actor ("shall allow
 * any registered member to …", "muss jedem … erlauben") against a named actor of another kind who
 * is able to do it; and verbs coordinated with the action ("to add, change or remove rooms",
 * "anzulegen, zu ändern oder zu entfernen"), each an action of its own; coordinated actors, one of
 * them the role granted ("Ward managers and duty nurses"); an apposition after the grantee ("only
 * the records officer, and not a ward clerk, to …"); a participle that grants the action ("to be
 * authorized for the deletion of stock records", "the only ones authorized to edit …"); the grantor's own
 * name read out of the actors ("The loan desk shall allow users to …"); "restrict modifications to
 * submitted rosters to the ward manager". The near misses that share
 * the words must stay quiet: the same role, a group, a stated obligation of a service, a passive,
 * a condition the grant lacks, a prohibition, another action.
 */
import { describe, expect, it } from "vitest";
import { readRequirement as read } from "../../../engine/compare/index.js";
import { agentConflict } from "../../../engine/compare/conflicts/agents.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // A grant to any actor against a named actor of another kind.
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "The librarian shall be able to add titles to the reading list.",
    "agent",
    "The librarian",
  ],
  [
    "en",
    "Cancel a reservation Given the receptionist is logged in When the receptionist cancels a reservation Then the reservation should be removed from the list",
    "The system shall allow any guest with a booking number to cancel a reservation.",
    "agent",
    "shall allow any guest with a booking number",
  ],
  [
    "de",
    "Das System muss jedem angemeldeten Mitglied erlauben, Titel zur Leseliste hinzuzufügen.",
    "Der Bibliothekar muss Titel zur Leseliste hinzufügen können.",
    "agent",
    "Der Bibliothekar",
  ],
  [
    "de",
    "Stornieren einer Reservierung Angenommen der Rezeptionist ist angemeldet Wenn der Rezeptionist eine Reservierung storniert Dann wird die Reservierung entfernt",
    "Das System muss jedem Gast mit einer Buchungsnummer erlauben, eine Reservierung zu stornieren.",
    "agent",
    "muss jedem Gast mit einer Buchungsnummer erlauben",
  ],
  // Verbs coordinated with the action.
  [
    "en",
    "The system shall allow any user with the VENUE role to add, change or remove rooms in the conference plan.",
    "The conference organiser can remove rooms in the conference plan.",
    "agent",
    "The conference organiser",
  ],
  [
    "en",
    "The system shall allow only pharmacists to create, change or delete prescriptions.",
    "The nurse shall be able to change prescriptions.",
    "agent",
    "The nurse",
  ],
  ["en", "Only pharmacists shall be able to create and sign prescriptions.", "The nurse shall be able to sign prescriptions.", "agent", "The nurse"],
  [
    "de",
    "Das System muss jedem Benutzer mit der Rolle TAGUNG erlauben, Räume im Tagungsplan anzulegen, zu ändern oder zu entfernen.",
    "Der Tagungsleiter kann Räume im Tagungsplan anlegen.",
    "agent",
    "Der Tagungsleiter",
  ],
  [
    "de",
    "Das System darf nur Apothekern erlauben, Rezepte anzulegen, zu ändern oder zu löschen.",
    "Die Pflegekraft muss Rezepte ändern können.",
    "agent",
    "Die Pflegekraft",
  ],
  ["de", "Nur Apotheker dürfen Rezepte anlegen, ändern oder löschen.", "Die Pflegekraft muss Rezepte ändern können.", "agent", "Die Pflegekraft"],
  // Coordinated actors: the role granted is one of them, the other is another actor.
  [
    "en",
    "The system shall allow only users holding the WARD key to be treated as ward managers and have the authority to edit bed plans.",
    "Ward managers and duty nurses shall be able to edit bed plans.",
    "agent",
    "Ward managers and duty nurses",
  ],
  [
    "de",
    "Nur Benutzer mit dem Schlüssel STATION dürfen als Stationsleiter gelten und Bettenpläne bearbeiten.",
    "Stationsleiter und Pflegekräfte müssen Bettenpläne bearbeiten können.",
    "agent",
    "Stationsleiter und Pflegekräfte",
  ],
  // An apposition after the grantee.
  [
    "en",
    "The system shall allow only the records officer, and not a ward clerk, to delete patient files.",
    "The ward clerk shall be able to delete patient files.",
    // The restriction class reads the grant first: "only" leaves the clerk out.
    "restriction",
    "only the records officer, and not a ward clerk",
  ],
  [
    "en",
    "The system shall allow the head librarian, and only the head librarian, to withdraw rare books.",
    "The archivist shall be able to withdraw rare books.",
    "agent",
    "The archivist",
  ],
  [
    "de",
    "Das System darf nur dem Archivbeauftragten, nicht aber einem Stationssekretär, erlauben, Patientenakten zu löschen.",
    "Der Stationssekretär muss Patientenakten löschen können.",
    "agent",
    "Der Stationssekretär",
  ],
  // A participle that grants the action after the grantee.
  [
    "en",
    "The inventory tool shall allow only staff with a STOCK badge to be authorized for the deletion of stock records.",
    "The ward clerk shall be able to delete stock records.",
    "agent",
    "The ward clerk",
  ],
  [
    "en",
    "The archive shall allow staff in the CURATOR group to be the only ones authorized to edit the exhibit list.",
    "The volunteer shall be able to edit the exhibit list.",
    "agent",
    "The volunteer",
  ],
  // The grantor's own name is no actor: the users are.
  ["en", "The loan desk shall allow users to renew loans.", "Only users holding the DESK key shall be able to renew loans.", "agent", "users"],
  [
    "de",
    "Das Ausleihportal muss Benutzern erlauben, Ausleihen zu verlängern.",
    "Nur Benutzer mit dem Schlüssel THEKE dürfen Ausleihen verlängern.",
    "agent",
    "Benutzern",
  ],
  // A noun of action with its object after "to", the actors after the second "to".
  [
    "en",
    "The shift planner shall be able to modify submitted rosters.",
    "The system shall restrict modifications to submitted rosters to the ward manager.",
    "agent",
    "The shift planner",
  ],
  [
    "de",
    "Der Schichtplaner muss eingereichte Dienstpläne ändern können.",
    "Das System muss Änderungen an eingereichten Dienstplänen auf den Stationsleiter beschränken.",
    "agent",
    "Der Schichtplaner",
  ],
];

const quiet: QuietRow[] = [
  // The same actor, or one alternative after the second "to".
  [
    "en",
    "The ward manager shall be able to modify submitted rosters.",
    "The system shall restrict modifications to submitted rosters to the ward manager.",
  ],
  [
    "en",
    "The shift planner shall be able to modify submitted rosters.",
    "The system shall restrict modifications to submitted rosters to a single ward.",
  ],
  // Authorised without "only", or for another action.
  [
    "en",
    "The archive shall allow staff in the CURATOR group to be authorized to edit the exhibit list.",
    "The volunteer shall be able to edit the exhibit list.",
  ],
  [
    "en",
    "The inventory tool shall allow only staff with a STOCK badge to be authorized for the deletion of stock records.",
    "The stock keeper shall be able to order equipment.",
  ],
  // The whole group against a qualified one: another kind of the same thing.
  ["en", "The claims portal shall allow users to open refund requests.", "Only users with the CLAIMS key shall be able to open complaint requests."],
  [
    "de",
    "Das Ausleihportal muss Benutzern erlauben, Ausleihen zu verlängern.",
    "Nur Benutzer mit dem Schlüssel THEKE dürfen Vormerkungen verlängern.",
  ],
  // An apposition after the grantee: the same actor, or no "only".
  [
    "en",
    "The system shall allow the head librarian, and only the head librarian, to withdraw rare books.",
    "The head librarian shall be able to withdraw rare books.",
  ],
  ["en", "The system shall allow members, once signed in, to renew their loans.", "The librarian shall be able to renew loans."],
  [
    "de",
    "Das System darf nur dem Archivbeauftragten, nicht aber einem Stationssekretär, erlauben, Patientenakten zu löschen.",
    "Der Archivbeauftragte muss Patientenakten löschen können.",
  ],
  // The role granted alone.
  [
    "en",
    "The system shall allow only users holding the WARD key to be treated as ward managers and have the authority to edit bed plans.",
    "Ward managers shall be able to edit bed plans.",
  ],
  [
    "de",
    "Nur Benutzer mit dem Schlüssel STATION dürfen als Stationsleiter gelten und Bettenpläne bearbeiten.",
    "Stationsleiter müssen Bettenpläne bearbeiten können.",
  ],
  // Grantees named side by side are the actors, not the action: the same actors restricted.
  [
    "en",
    "The system shall allow a Program Manager or Ward clerk to remove a patient from a ward list.",
    "Only a Program Manager or Ward clerk shall be able to remove a patient from a ward list.",
  ],
  // The same role, or a group that may contain the other actor.
  ["en", "The system shall allow any librarian to add titles to the reading list.", "The librarian shall be able to add titles to the reading list."],
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "The user shall be able to add titles to the reading list.",
  ],
  [
    "de",
    "Das System muss jedem Bibliothekar erlauben, Titel zur Leseliste hinzuzufügen.",
    "Der Bibliothekar muss Titel zur Leseliste hinzufügen können.",
  ],
  // A service's stated obligation, or a passive, names no actor who is given the action.
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "The catalogue service shall add new titles to the reading list.",
  ],
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "Titles shall be added to the reading list by the librarian.",
  ],
  [
    "de",
    "Das System muss jedem angemeldeten Mitglied erlauben, Titel zur Leseliste hinzuzufügen.",
    "Der Katalogdienst muss neue Titel zur Leseliste hinzufügen.",
  ],
  [
    "de",
    "Das System muss jedem angemeldeten Mitglied erlauben, Titel zur Leseliste hinzuzufügen.",
    "Titel müssen vom Bibliothekar zur Leseliste hinzugefügt werden.",
  ],
  // A condition the grant lacks, a prohibition, another action or object.
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "When the term has ended, the librarian shall be able to add titles to the reading list.",
  ],
  [
    "en",
    "The system shall not allow any registered member to add titles to the reading list.",
    "The librarian shall be able to add titles to the reading list.",
  ],
  [
    "en",
    "The system shall allow any registered member to add titles to the reading list.",
    "The librarian shall be able to add members to the reading group.",
  ],
  [
    "en",
    "The system shall allow any user with the VENUE role to add, change or remove rooms in the conference plan.",
    "The conference organiser can print the rooms in the conference plan.",
  ],
  // Objects after the joiner are no verbs: "print reports and invoices".
  ["en", "The clerk shall be able to print reports and invoices.", "Only the accountant shall be able to invoice customers."],
  [
    "de",
    "Das System muss jedem Benutzer mit der Rolle TAGUNG erlauben, Räume im Tagungsplan anzulegen, zu ändern oder zu entfernen.",
    "Der Tagungsleiter kann Räume im Tagungsplan drucken.",
  ],
];

describe("agent conflicts: a grant to anyone and coordinated verbs", () => {
  conflictTable(conflicting);
  quietTable(quiet);

  it("keeps coordinated verbs as the object when nothing else is acted on", () => {
    // The whole-requirement check (restriction.ts) reads these first; the agent class alone finds the other actor.
    for (const [language, only, other] of [
      ["en", "Only moderators shall be able to rate and comment on other members.", "The buyer shall be able to rate and comment on other members."],
      [
        "de",
        "Nur Moderatoren dürfen andere Mitglieder bewerten und kommentieren.",
        "Der Käufer muss andere Mitglieder bewerten und kommentieren können.",
      ],
    ] as const) {
      expect(agentConflict(read(only, language), read(other, language), language)?.kind).toBe("agent");
      expect(agentConflict(read(other, language), read(only, language), language)?.kind).toBe("agent");
    }
  });
});
