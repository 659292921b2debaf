/**
 * Table test of the contradiction classes about who acts and where the input comes from
 * (engine/compare/conflicts/agents.ts and sources.ts), in English and German, both orders,
 * with the reason; the near misses that share the words and must stay quiet; and one run
 * through compareAll.
 */
import { describe, expect, it } from "vitest";
import { compareAll, readRequirement as read } from "../../../engine/compare/index.js";
import { agentConflict } from "../../../engine/compare/conflicts/agents.js";
import { sourceConflict } from "../../../engine/compare/conflicts/sources.js";
import { conflictTable, contradiction, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  // Only some actors against another actor.
  [
    "en",
    "The system shall only allow accountants to approve travel requests.",
    "The team leader shall be able to approve travel requests.",
    "agent",
    "The team leader",
  ],
  [
    "de",
    "Das System muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.",
    "Der Teamleiter muss Reiseanträge genehmigen können.",
    "agent",
    "Der Teamleiter",
  ],
  [
    "de",
    "Das System darf nur Abteilungsleitern erlauben, Reiseanträge zu genehmigen.",
    "Jeder Mitarbeiter muss Reiseanträge genehmigen können.",
    "agent",
    "Jeder Mitarbeiter",
  ],
  // Only some actors against every actor of the same kind.
  [
    "en",
    "All visitors shall be able to zoom into floor plans with two fingers.",
    "The kiosk shall restrict the zoom function on floor plans to visitors who have a staff badge.",
    "agent",
    "All visitors",
  ],
  // Only a qualified group against the whole group.
  [
    "en",
    "The user shall be able to request a book exchange.",
    "The library portal shall restrict book exchange requests to users who have returned every loan.",
    "agent",
    "The user",
  ],
  // A restricting verb confines an action named by "the ability to …", every action by "access to …",
  // to a group narrowed by what it holds, or to named actors.
  [
    "en",
    "The portal shall restrict the ability to cancel a booking to users holding the travel desk key.",
    "The team assistant shall be able to cancel a booking.",
    "agent",
    "The team assistant",
  ],
  [
    "en",
    "The archive shall restrict access to the audit reports to the auditors.",
    "The branch manager shall be able to print the audit reports.",
    "agent",
    "The branch manager",
  ],
  [
    "en",
    "The portal shall restrict the creation of invoices to users with the billing role.",
    "The sales clerk shall be able to create invoices.",
    "agent",
    "The sales clerk",
  ],
  // The grantee of "allow" carries a qualifier before its "to"; "have permission to" hands over the action;
  // a noun of action names the verb it confines ("the installation of" confines "install").
  [
    "en",
    "The system shall allow only users with the 'BILLING_ADMIN' role to export the invoice list.",
    "The system shall allow the user to export the invoice list.",
    "agent",
    "the user",
  ],
  [
    "en",
    "The system shall allow only event organisers or users with the MODERATOR role to edit the agenda of a published event.",
    "The system shall allow the user to edit the agenda of a published event.",
    "agent",
    "the user",
  ],
  [
    "en",
    "Only the team lead shall have permission to approve a sprint plan.",
    "A developer shall be able to approve a sprint plan.",
    "exclusiveSubject",
    "A developer",
  ],
  [
    "en",
    "The kiosk shall restrict the installation of updates to users holding the service key.",
    "The shift supervisor shall be able to install updates.",
    "agent",
    "The shift supervisor",
  ],
  // A group narrowed by what it holds against the group named with a qualifier of its own; an
  // imperative that grants ("Enable …") reads as "shall allow".
  [
    "en",
    "Enable a registered user to post answers.",
    "The forum shall restrict the ability to post answers to users who hold the moderator role.",
    "agent",
    "a registered user",
  ],
  [
    "de",
    "Das System darf nur Benutzern mit der Rolle ARCHIV erlauben, abgeschlossene Fälle zu löschen.",
    "Der Sachbearbeiter muss abgeschlossene Fälle löschen können.",
    "agent",
    "Der Sachbearbeiter",
  ],
  // Only some actors at all times against another actor under a condition.
  [
    "en",
    "Only the accountant shall be able to delete invoices.",
    "When the month is closed, the clerk shall be able to delete invoices.",
    "agent",
    "the clerk",
  ],
  [
    "de",
    "Nur der Buchhalter darf Rechnungen löschen.",
    "Wenn der Monat abgeschlossen ist, muss der Sachbearbeiter die Rechnungen löschen können.",
    "agent",
    "der Sachbearbeiter",
  ],
  // Two roles on one head word; an actor acting on itself.
  [
    "en",
    "The system shall only allow the finance manager to approve travel requests.",
    "The sales manager shall be able to approve travel requests.",
    "agent",
    "The sales manager",
  ],
  [
    "de",
    "Nur der kaufmännische Leiter darf Reiseanträge genehmigen.",
    "Der technische Leiter muss Reiseanträge genehmigen können.",
    "agent",
    "Der technische Leiter",
  ],
  [
    "en",
    "A member shall be able to remove himself from the mailing list.",
    "The portal shall allow only the list owner to remove members from the mailing list.",
    "agent",
    "A member",
  ],
  // "No user" rules the action out for everyone, the accountant included: the reason says so.
  ["en", "No user shall be able to delete invoices.", "Only the accountant shall be able to delete invoices.", "agent", "No user shall"],
  ["de", "Kein Benutzer darf Rechnungen löschen.", "Nur der Buchhalter darf Rechnungen löschen.", "agent", "Kein Benutzer darf"],
  // A prohibition for everyone against a named actor.
  ["en", "The portal shall prevent users from deleting invoices.", "The accountant shall be able to delete invoices.", "agent", "The accountant"],
  ["en", "No user shall be able to delete invoices.", "The accountant shall be able to delete invoices.", "agent", "No user shall"],
  [
    "de",
    "Das Portal muss verhindern, dass Benutzer Rechnungen löschen.",
    "Der Buchhalter muss Rechnungen löschen können.",
    "agent",
    "Der Buchhalter",
  ],
  ["de", "Kein Benutzer darf Rechnungen löschen.", "Der Buchhalter muss Rechnungen löschen können.", "agent", "Kein Benutzer darf"],
  // The only source of the input against another source.
  [
    "en",
    "The billing service shall compute the monthly invoice exclusively from the meter readings.",
    "The billing service shall compute the monthly invoice based on the estimated consumption.",
    "input",
    "exclusively from the meter readings",
  ],
  [
    "en",
    "The scheduler shall load the timetable only from the configuration file.",
    "The scheduler shall load the timetable via the web service of the transport authority.",
    "input",
    "via the web service",
  ],
  // "only" after the marker.
  [
    "en",
    "The scheduler shall load the timetable using only the configuration file.",
    "The scheduler shall load the timetable via the web service of the transport authority.",
    "input",
    "using only the configuration file",
  ],
  [
    "de",
    "Der Sachbearbeiter muss den Kundendatensatz nur anhand der Kundennummer finden.",
    "Der Sachbearbeiter muss den Kundendatensatz anhand der Postanschrift finden.",
    "input",
    "nur anhand der Kundennummer",
  ],
];

/** Same words, no conflict. */
const quiet: QuietRow[] = [
  // Only some actors under a condition: an exception to the general rule, no conflict.
  [
    "en",
    "If the amount exceeds 1,000 euros, only the finance manager shall be able to approve travel requests.",
    "The team leader shall be able to approve travel requests.",
  ],
  [
    "de",
    "Wenn der Betrag 1.000 Euro übersteigt, darf nur der Finanzleiter Reiseanträge genehmigen.",
    "Der Teamleiter muss Reiseanträge genehmigen können.",
  ],
  // A qualified grantee of another action.
  [
    "en",
    "The system shall allow only users with the 'BILLING_ADMIN' role to export the invoice list.",
    "The system shall allow the user to print the invoice list.",
  ],
  // The same actor, another action, another object.
  ["en", "The system shall only allow accountants to approve travel requests.", "The accountant shall be able to approve travel requests."],
  ["en", "The system shall only allow accountants to approve travel requests.", "The team leader shall be able to submit travel requests."],
  ["en", "The system shall only allow accountants to approve travel requests.", "The team leader shall be able to approve holiday bookings."],
  ["de", "Das System muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.", "Der Buchhalter muss Reiseanträge genehmigen können."],
  ["de", "Das System muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.", "Der Teamleiter muss Urlaubsanträge genehmigen können."],
  // "Only" on what the actor does, not on who does it.
  [
    "en",
    "The team leaders shall only be allowed to approve travel requests.",
    "The accountants shall be able to approve travel requests and invoices.",
  ],
  // A group with a qualifier is not everyone; a narrower prohibition leaves the rest.
  ["en", "The portal shall prevent unauthorised users from deleting invoices.", "The accountant shall be able to delete invoices."],
  ["de", "Das Portal muss verhindern, dass unbefugte Benutzer Rechnungen löschen.", "Der Buchhalter muss Rechnungen löschen können."],
  ["en", "The portal shall prevent users from deleting invoices that have been paid.", "The accountant shall be able to delete invoices."],
  ["en", "The portal shall prevent users from deleting invoices.", "The accountant shall be able to archive invoices."],
  ["de", "Das Portal muss verhindern, dass Benutzer bezahlte Rechnungen löschen.", "Der Buchhalter muss Rechnungen löschen können."],
  ["de", "Das System muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.", "Der Teamleiter muss Reiseanträge einreichen können."],
  // A restriction of another action, of the same actors, of another object; a description is no requirement.
  [
    "en",
    "The portal shall restrict the ability to cancel a booking to users holding the travel desk key.",
    "The team assistant shall be able to print a booking.",
  ],
  ["en", "The archive shall restrict access to the audit reports to the auditors.", "The auditor shall be able to print the audit reports."],
  ["en", "The archive shall restrict access to the audit reports to the auditors.", "The branch manager shall be able to print the travel plans."],
  ["en", "The archive shall restrict access to the audit reports to the auditors.", "The main dashboard lists the audit reports."],
  // A qualifier names no other role; another action on oneself.
  ["de", "Nur der zuständige Sachbearbeiter darf Anträge genehmigen.", "Der Sachbearbeiter muss Anträge genehmigen können."],
  ["de", "Nur der kaufmännische Leiter darf Reiseanträge genehmigen.", "Der kaufmännische Leiter muss Reiseanträge genehmigen können."],
  [
    "en",
    "A member shall be able to remove himself from the mailing list.",
    "The portal shall allow only the list owner to add members to the mailing list.",
  ],
  ["en", "The system shall only allow the finance manager to approve travel requests.", "The sales manager shall be able to submit travel requests."],
  // "No user" and "only the accountant" on different actions.
  ["en", "No user shall delete invoices.", "Only the accountant shall archive invoices."],
  ["de", "Kein Benutzer darf Rechnungen löschen.", "Nur der Buchhalter darf Rechnungen archivieren."],
  // The same group on both sides.
  ["en", "The user shall be able to request a book exchange.", "The library portal shall restrict book exchange requests to users."],
  // An opposite action is no prohibition.
  ["en", "The user shall be able to hide the travel requests.", "The portal shall display the travel requests."],
  ["de", "Der Benutzer muss die Reiseanträge ausblenden können.", "Das Portal muss die Reiseanträge anzeigen."],
  // The same source, a narrower one, no "only" on either side, or another action.
  [
    "en",
    "The billing service shall compute the monthly invoice exclusively from the meter readings.",
    "The billing service shall compute the monthly invoice from the meter readings of the last month.",
  ],
  [
    "en",
    "The billing service shall compute the monthly invoice from the meter readings.",
    "The billing service shall compute the monthly invoice based on the estimated consumption.",
  ],
  [
    "en",
    "The billing service shall compute the monthly invoice exclusively from the meter readings.",
    "The billing service shall print the monthly invoice based on the estimated consumption.",
  ],
  [
    "de",
    "Der Planer muss den Fahrplan aus der Konfigurationsdatei laden.",
    "Der Planer muss den Fahrplan mittels des Webdienstes der Verkehrsbehörde laden.",
  ],
  // The same source narrowed, another action, or no input named on the "only" side.
  [
    "en",
    "The scheduler shall load the timetable using only the configuration file.",
    "The scheduler shall load the timetable from the configuration file of the depot.",
  ],
  [
    "en",
    "The clerk shall only find the customer record using the customer number.",
    "The clerk shall print the customer record using the postal address.",
  ],
  ["en", "The clerk shall only find the customer record.", "The clerk shall find the customer record using the postal address."],
  [
    "de",
    "Der Sachbearbeiter muss den Kundendatensatz nur anhand der Kundennummer finden.",
    "Der Sachbearbeiter muss den Kundendatensatz anhand der Kundennummer finden.",
  ],
];

describe("agent and input conflicts", () => {
  conflictTable(conflicting);
  quietTable(quiet);

  it("reads a qualifier of the same role as no other actor", () => {
    // The whole-requirement check (restriction.ts) reads these as a narrowing; the actors alone agree.
    for (const [only, other] of [
      [
        "The system shall only allow the designated administrator to delete user accounts.",
        "The administrator shall be able to delete user accounts.",
      ],
      ["The system shall only allow the system administrator to delete user accounts.", "The administrator shall be able to delete user accounts."],
      ["The system shall only allow registered users to post comments.", "Guest users shall be able to post comments."],
      // The other names what is held.
      [
        "The forum shall restrict the ability to post answers to users who hold the moderator role.",
        "A user with the moderator role shall be able to post answers.",
      ],
    ]) {
      expect(agentConflict(read(only, "en"), read(other, "en"), "en")).toBeNull();
      expect(agentConflict(read(other, "en"), read(only, "en"), "en")).toBeNull();
    }
  });

  it("reads a grantee narrowed by what it holds against another actor who is able to act", () => {
    // The whole-requirement check (restriction.ts) finds the English pair first; the actors alone conflict.
    const only = read("The system shall allow only users with the ARCHIVE role to delete closed cases.", "en");
    const clerk = read("The records clerk shall be able to delete closed cases.", "en");
    expect(agentConflict(only, clerk, "en")?.kind).toBe("agent");
    expect(agentConflict(clerk, only, "en")?.kind).toBe("agent");
    // A thing described is no actor.
    expect(agentConflict(only, read("Closed cases should be deletable by the records clerk.", "en"), "en")).toBeNull();
  });

  it("reads synonyms among the outputs as one word", () => {
    const a = "All pumps must respond to common commands such as start, stop and reset.";
    const b = "All pumps must respond to common commands such as begin, stop and reset.";
    expect(contradiction(a, b, "en")).toBeNull();
    expect(contradiction(b, a, "en")).toBeNull();
    expect(contradiction(a, "All pumps must respond to common commands such as pause, stop and reset.", "en")?.kind).toBe("output");
  });

  it('reads "only" on the action as the only input', () => {
    const only = read("The clerk shall only find the customer record using the customer number.", "en");
    const other = read("The clerk shall find the customer record using the postal address and the birth date.", "en");
    expect(sourceConflict(only, other, "en")?.reason).toContain("shall only find the customer record using the customer number");
    expect(sourceConflict(other, only, "en")).not.toBeNull();
  });

  it("gives the reasons in the language of the requirement", () => {
    const en = contradiction("The portal shall prevent users from deleting invoices.", "The accountant shall be able to delete invoices.", "en");
    expect(en?.reason).toBe(
      'one requirement rules out "delete" for every user: "shall prevent users from deleting invoices.", the other lets "The accountant" do it',
    );
    const de = agentConflict(
      read("Das System muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.", "de"),
      read("Der Teamleiter muss Reiseanträge genehmigen können.", "de"),
      "de",
    );
    expect(de?.reason).toBe(
      "eine Anforderung lässt nur bestimmte Akteure „genehmigen“: „muss es nur Buchhaltern erlauben, Reiseanträge zu genehmigen.“, die andere lässt es „Der Teamleiter“ tun",
    );
  });

  it("reads the only source of the input in German", () => {
    const only = "Der Abrechnungsdienst muss die Monatsrechnung ausschließlich aus den Zählerständen berechnen.";
    const other = "Der Abrechnungsdienst muss die Monatsrechnung anhand des geschätzten Verbrauchs berechnen.";
    for (const [x, y] of [
      [only, other],
      [other, only],
    ]) {
      const found = sourceConflict(read(x, "de"), read(y, "de"), "de");
      expect(found?.kind).toBe("input");
      expect(found?.reason).toContain("nur aus einer Quelle");
      expect(found?.reason).toContain("ausschließlich aus den Zählerständen");
    }
    // Without "ausschließlich" two sources may both feed the action.
    const plain = "Der Abrechnungsdienst muss die Monatsrechnung aus den Zählerständen berechnen.";
    expect(sourceConflict(read(plain, "de"), read(other, "de"), "de")).toBeNull();
  });

  it("reports the agent conflict through compareAll and nothing else", () => {
    const { results } = compareAll([
      { id: "only", text: "The system shall only allow accountants to approve travel requests.", language: "en" },
      { id: "leader", text: "The team leader shall be able to approve travel requests.", language: "en" },
      { id: "other", text: "The team leader shall be able to submit travel requests.", language: "en" },
    ]);
    expect(results.get("only")!.contradictions.map((c) => c.id)).toEqual(["leader"]);
    expect(results.get("leader")!.contradictions.map((c) => c.id)).toEqual(["only"]);
    expect(results.get("other")!.contradictions).toEqual([]);
  });
});
