/**
 * Table test of how the agent class (engine/compare/conflicts/agents.ts) reads the actors and the
 * action, in English and German, both orders, with the reason: actors joined by a slash count one
 * by one, an actor with a negating prefix is another actor ("unregistered" / "registered"), and a
 * restriction's side of an antonym pair is read from its verb, not from a qualifier ("private"); a
 * light verb's noun names the action ("perform ticket refunds", "Erstattungen … durchführen"); what the
 * system shows to every actor, every actor views ("display the seat map to every passenger"); a grantee
 * of two names in capitals is read as the grantee, not as the action ("a Station Manager or duty clerk").
 * Where an earlier class finds the pair (the restriction by "only", the exclusive scope of a grantee), the
 * row names that class;
 * a grant of a role for an action ("recognized as authorized planners for adding new train services");
 * a restriction of a noun of action WordNet does not list ("restrict ticket confirmation to …").
 * The near misses must stay quiet: the role granted alone, the same actor, the other side of an
 * antonym pair.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // Actors joined by a slash: the duty nurses are not the ward managers the grant makes.
  [
    "en",
    "Ward Managers/Duty Nurses shall be able to edit the bed plans.",
    "The system shall allow only users with the WARD key to be viewed as ward managers and have full access privileges to edit all bed plans.",
    "agent",
    "Ward Managers / Duty Nurses",
  ],
  [
    "en",
    "Ward Managers / Duty Nurses shall be able to edit the bed plans.",
    "The system shall allow only users with the WARD key to be viewed as ward managers and have full access privileges to edit all bed plans.",
    "agent",
    "Ward Managers / Duty Nurses",
  ],
  [
    "de",
    "Stationsleiter/Pflegekräfte müssen die Bettenpläne bearbeiten können.",
    "Nur Benutzer mit dem Schlüssel STATION dürfen als Stationsleiter gelten und die Bettenpläne bearbeiten.",
    "agent",
    "Stationsleiter / Pflegekräfte",
  ],
  // An actor with a negating prefix.
  [
    "en",
    "Only registered members can reserve study rooms.",
    "The library shall allow unregistered visitors to reserve study rooms.",
    "agent",
    "unregistered visitors",
  ],
  [
    "de",
    "Nur registrierte Mitglieder dürfen Lernräume reservieren.",
    "Unregistrierte Besucher müssen Lernräume reservieren können.",
    "agent",
    "Unregistrierte Besucher",
  ],
  // "private" qualifies what is acted on; the action is "update", "open".
  [
    "en",
    "The system shall restrict the ability to update private contact details to users holding the RECORDS key.",
    "The receptionist shall be able to update the private contact details of a patient at the front desk.",
    "agent",
    "The receptionist",
  ],
  [
    "en",
    "The system shall restrict the ability to open private lockers to staff holding the FACILITY key.",
    "The night porter shall be able to open private lockers in the changing rooms.",
    "agent",
    "The night porter",
  ],
  [
    "de",
    "Das System darf nur Mitarbeitern mit dem Schlüssel SCHLIESSFACH erlauben, private Schließfächer zu öffnen.",
    "Der Nachtportier muss private Schließfächer öffnen können.",
    "agent",
    "Der Nachtportier",
  ],
  // A light verb's noun is the action, its modifiers the objects.
  [
    "en",
    "Only the duty manager shall be able to perform ticket refunds.",
    "The booking clerk shall be able to refund tickets.",
    "exclusiveSubject",
    "The booking clerk",
  ],
  [
    "de",
    "Nur der Schichtleiter darf Erstattungen von Fahrkarten durchführen.",
    "Der Schalterbeamte muss Fahrkarten erstatten können.",
    "agent",
    "Der Schalterbeamte",
  ],
  [
    "de",
    "Nur Bibliothekare dürfen Suchen nach Stichwörtern durchführen.",
    "Alle Benutzer müssen nach Stichwörtern suchen können.",
    "agent",
    "Alle Benutzer",
  ],
  // Shown to every actor against only some actors who may view it.
  [
    "en",
    "The system shall display the seat map to every passenger.",
    "The system shall allow only the conductor to view the seat map.",
    "restriction",
    "only the conductor to view the seat map",
  ],
  [
    "en",
    "When a train departs, the system shall display the seat map to each passenger.",
    "Only the conductor shall be able to view the seat map.",
    "restriction",
    "Only the conductor shall be able to view the seat map",
  ],
  ["de", "Der Kiosk muss jedem Fahrgast den Sitzplan anzeigen.", "Nur der Schaffner darf den Sitzplan ansehen.", "agent", "jedem Fahrgast"],
  ["de", "Der Kiosk muss allen Fahrgästen den Sitzplan anzeigen.", "Nur der Schaffner darf den Sitzplan einsehen.", "agent", "allen Fahrgästen"],
  // A grantee of two names, its noun in capitals.
  [
    "en",
    "The system shall allow a Station Manager or duty clerk to remove a passenger from a waiting list.",
    "The system shall allow only a designated Route Planner to remove a passenger from a waiting list.",
    "restriction",
    "only a designated Route Planner",
  ],
  [
    "en",
    "The system shall allow a Station Manager or duty clerk to remove a passenger from a waiting list.",
    "The system shall allow only the Station Manager to remove a passenger from a waiting list.",
    "exclusiveScope",
    "a Station Manager or duty clerk",
  ],
  [
    "en",
    "The system shall allow a Program Manager or Ward clerk to remove a patient from a ward list.",
    "Only the ward manager shall be able to remove a patient from a ward list.",
    "exclusiveScope",
    "a Program Manager or Ward clerk",
  ],
  [
    "de",
    "Das System muss einem Bahnhofsleiter oder einem Schichtbeamten erlauben, einen Fahrgast von einer Warteliste zu entfernen.",
    "Das System darf nur einem Streckenplaner erlauben, einen Fahrgast von einer Warteliste zu entfernen.",
    "agent",
    "einem Bahnhofsleiter oder einem Schichtbeamten",
  ],
  // A grant of a role for an action named by a gerund.
  [
    "en",
    "The system shall only allow users with the TIMETABLE key to be recognized as authorized planners for adding new train services.",
    "Station managers shall be able to add new train services.",
    "agent",
    "Station managers",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit dem Schlüssel FAHRPLAN erlauben, als befugte Planer zu gelten und neue Zugverbindungen anzulegen.",
    "Die Bahnhofsleiter müssen neue Zugverbindungen zum Fahrplan hinzufügen können.",
    "agent",
    "Die Bahnhofsleiter",
  ],
  // A noun of action confines its verb.
  [
    "en",
    "The system shall restrict ticket confirmation to users who have been assigned the BOOKING role.",
    "The system shall allow the passenger to confirm the ticket.",
    "agent",
    "the passenger",
  ],
  [
    "de",
    "Das System darf nur Mitarbeitern mit der Rolle BUCHUNG erlauben, Fahrkarten zu bestätigen.",
    "Der Fahrgast muss die Fahrkarte bestätigen können.",
    "agent",
    "Der Fahrgast",
  ],
];

const quiet: QuietRow[] = [
  // The role the grant makes is the actor named.
  [
    "en",
    "Ward managers shall be able to edit the bed plans.",
    "The system shall allow only users with the WARD key to be viewed as ward managers and have full access privileges to edit all bed plans.",
  ],
  [
    "de",
    "Stationsleiter müssen die Bettenpläne bearbeiten können.",
    "Nur Benutzer mit dem Schlüssel STATION dürfen als Stationsleiter gelten und die Bettenpläne bearbeiten.",
  ],
  // The same actor in both.
  ["en", "Only registered members can reserve study rooms.", "Registered members shall be able to reserve study rooms."],
  ["de", "Nur registrierte Mitglieder dürfen Lernräume reservieren.", "Registrierte Mitglieder müssen Lernräume reservieren können."],
  ["en", "Only administrators can activate a library card.", "The administrator shall be able to activate a library card."],
  ["de", "Nur Administratoren dürfen einen Bibliotheksausweis aktivieren.", "Der Administrator muss einen Bibliotheksausweis aktivieren können."],
  // The other side of an antonym pair is another thing to do.
  ["en", "The system shall restrict the ability to decline offers to users holding the SALES key.", "The clerk shall be able to accept offers."],
  ["de", "Nur der Vertrieb darf Angebote ablehnen.", "Der Sachbearbeiter muss Angebote annehmen können."],
  // The light verb's noun against the same actor, another action, another object.
  ["en", "Only the duty manager shall be able to perform ticket refunds.", "The duty manager shall be able to refund tickets."],
  ["en", "Only the duty manager shall be able to perform ticket refunds.", "The booking clerk shall be able to print tickets."],
  ["en", "Only the duty manager shall be able to perform ticket refunds.", "The booking clerk shall be able to refund parking fees."],
  ["de", "Nur Bibliothekare dürfen Suchen nach Stichwörtern durchführen.", "Bibliothekare müssen nach Stichwörtern suchen können."],
  ["de", "Nur Bibliothekare dürfen Suchen nach Stichwörtern durchführen.", "Alle Benutzer müssen Stichwörter anlegen können."],
  // Shown to one actor, to the same actors, as an option, another action or thing, after a preposition.
  ["en", "The system shall display the seat map to the conductor.", "The system shall allow only the conductor to view the seat map."],
  ["en", "The system shall display the seat map to every passenger.", "The system shall allow only passengers to view the seat map."],
  ["en", "The system shall display the seat map to every passenger.", "The system shall allow only the conductor to edit the seat map."],
  ["en", "The system shall display the seat map to every passenger.", "The system shall allow only the conductor to view the timetable."],
  ["de", "Der Kiosk muss in allen Wagen den Sitzplan anzeigen.", "Nur der Schaffner darf den Sitzplan ansehen."],
  ["de", "Der Kiosk muss jedem Fahrgast den Sitzplan anzeigen.", "Nur der Schaffner darf den Sitzplan bearbeiten."],
  ["en", "All passengers shall be able to view the seat map.", "Only passengers shall be able to view the seat map."],
  // The same named grantee, another action.
  [
    "en",
    "The system shall allow the Station Manager to remove a passenger from a waiting list.",
    "The system shall allow only the Station Manager to remove a passenger from a waiting list.",
  ],
  [
    "en",
    "The system shall allow a Station Manager or duty clerk to remove a passenger from a waiting list.",
    "The system shall allow only a designated Route Planner to add a passenger to a waiting list.",
  ],
  [
    "de",
    "Das System muss dem Bahnhofsleiter erlauben, einen Fahrgast von einer Warteliste zu entfernen.",
    "Das System darf nur dem Bahnhofsleiter erlauben, einen Fahrgast von einer Warteliste zu entfernen.",
  ],
  // The role granted is the actor named; another action.
  [
    "en",
    "The system shall only allow users with the TIMETABLE key to be recognized as station managers for adding new train services.",
    "Station managers shall be able to add new train services.",
  ],
  [
    "en",
    "The system shall only allow users with the TIMETABLE key to be recognized as authorized planners for adding new train services.",
    "Station managers shall be able to cancel train services.",
  ],
  // Another action on the same thing.
  [
    "en",
    "The system shall restrict ticket confirmation to users who have been assigned the BOOKING role.",
    "The system shall allow the passenger to cancel the ticket.",
  ],
  [
    "de",
    "Das System darf nur Mitarbeitern mit der Rolle BUCHUNG erlauben, Fahrkarten zu bestätigen.",
    "Der Fahrgast muss die Fahrkarte stornieren können.",
  ],
];

describe("agent readings: slashes, negated actors, the side of the action", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
