/**
 * Table test of the agent class (engine/compare/conflicts/agents.ts, grantee-clause.ts), in English
 * and German, both orders, with the reason: a grantee narrowed by a relative clause ("allow only users
 * who have been issued a staff card to renew loans", "darf nur Benutzern, die einen Dienstausweis
 * erhalten haben, erlauben, …") grants the verb after the clause, not the clause's own verb, and meets
 * another actor who is able to do the same thing. The near misses must stay quiet: another thing to
 * do, and the narrowed group itself.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The system shall only allow users who have been issued a staff card by the library office to renew loans.",
    "The member can renew loans from the system.",
    "agent",
    "The member",
  ],
  [
    "en",
    "The system shall only allow users who belong to the finance team to approve refunds.",
    "The clerk can approve refunds.",
    "agent",
    "The clerk",
  ],
  [
    "de",
    "Das System darf nur Benutzern, die einen Dienstausweis erhalten haben, erlauben, Ausleihen zu verlängern.",
    "Das Mitglied kann Ausleihen verlängern.",
    "agent",
    "Das Mitglied",
  ],
  [
    "de",
    "Das System darf nur Benutzern, die zum Finanzteam gehören, erlauben, Erstattungen zu genehmigen.",
    "Der Sachbearbeiter kann Erstattungen genehmigen.",
    "agent",
    "Der Sachbearbeiter",
  ],
];

const quiet: QuietRow[] = [
  ["en", "The system shall only allow users who have been issued a staff card to renew loans.", "The member can renew a reading list."],
  ["en", "The system shall only allow users who belong to the finance team to approve refunds.", "The clerk can approve travel requests."],
  ["en", "The system shall only allow staff who have passed the audit to approve refunds.", "Staff who have passed the audit can approve refunds."],
  [
    "de",
    "Das System darf nur Benutzern, die einen Dienstausweis erhalten haben, erlauben, Ausleihen zu verlängern.",
    "Das Mitglied kann eine Leseliste verlängern.",
  ],
  [
    "de",
    "Das System darf nur Benutzern, die zum Finanzteam gehören, erlauben, Erstattungen zu genehmigen.",
    "Der Sachbearbeiter kann Reiseanträge genehmigen.",
  ],
];

describe("agent conflicts: a grantee narrowed by a relative clause", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
