/**
 * Clause readings of nouns of action: after a granting, prohibiting or light verb the head noun
 * of the phrase names the action and the words before it are modifiers, in English
 * ("allow manual configuration of …" -> "configure", "prevent direct access to …" -> "access",
 * "perform author or title searches" -> "search") and German ("die manuelle Konfiguration …
 * erlauben", "den direkten Zugriff … verhindern", "Suchen nach … durchführen"); such a clause
 * now meets the verb's own clause ("allow clerks to configure …").
 */
import { describe, expect, it } from "vitest";
import { readRequirement } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";
import { conflictTable, quietTable } from "./helpers.js";

describe("clause reading: a noun of action after a granting, prohibiting or light verb", () => {
  it.each<[Language, string, string, string[]]>([
    ["en", "The clinic portal shall allow manual configuration of the reminder times.", "configuration", ["manu"]],
    ["en", "The rail app shall prevent direct access to the ticket archive.", "access", ["direct", "ticket", "arch"]],
    ["en", "The catalogue shall allow guests to perform author or title searches.", "searches", ["autho", "titl"]],
    ["en", "The library desk shall carry out a full inventory check of the stacks.", "check", ["full", "inventory", "stack"]],
    ["de", "Das Praxisportal muss die manuelle Konfiguration der Erinnerungszeiten erlauben.", "Konfiguration", ["manuell", "erinnerungszeit"]],
    ["de", "Die Bahn-App muss den direkten Zugriff auf das Fahrkartenarchiv verhindern.", "Zugriff", ["direkt", "fahrkartenarchiv"]],
  ])("%s: %s -> %s", (language, text, actionText, objects) => {
    const [clause] = readRequirement(text, language).clauses;
    expect(clause.actionText).toBe(actionText);
    for (const o of objects) expect([...clause.objects].some((x) => x.startsWith(o.slice(0, 4)))).toBe(true);
    expect([...clause.subject].some((x) => x.startsWith("manu") || x.startsWith("direkt"))).toBe(false);
  });

  it("reads the verb of the noun and the polarity of the prohibition", () => {
    const en = readRequirement("The rail app shall prevent direct access to the ticket archive.", "en").clauses[0];
    expect(en.negative).toBe(true);
    expect(en.action).toBe(readRequirement("The rail app shall access the ticket archive.", "en").clauses[0].action);
    const de = readRequirement("Das Praxisportal muss die manuelle Konfiguration der Erinnerungszeiten erlauben.", "de").clauses[0];
    expect(de.action).toBe(readRequirement("Das Praxisportal muss die Erinnerungszeiten konfigurieren.", "de").clauses[0].action);
    expect(de.capability).toBe(true);
  });

  it("keeps two coordinated nouns after a light verb apart and reads an actor before a verb", () => {
    expect(readRequirement("The clerk shall perform backups and restores.", "en").clauses[0].actionText).toBe("backups");
    const actor = readRequirement("The shop shall allow a buyer remove items.", "en").clauses[0];
    expect(actor.actionText).toBe("remove");
    expect(actor.subject.has("buyer")).toBe(true);
  });
});

describe("contradictions found through a noun of action", () => {
  conflictTable([
    [
      "en",
      "The clinic portal shall allow manual configuration of the reminder times.",
      "The clinic portal shall not allow receptionists to configure the reminder times.",
      "polarity",
      "manual configuration",
    ],
    [
      "en",
      "The rail app shall prevent direct access to the ticket archive.",
      "The rail app shall allow passengers to access the ticket archive.",
      "polarity",
      "access the ticket archive",
    ],
    [
      "en",
      "The catalogue shall allow guests to perform author or title searches.",
      "The catalogue shall prevent guests from searching for authors or titles.",
      "polarity",
      "title searches",
    ],
    [
      "de",
      "Das Praxisportal muss die manuelle Konfiguration der Erinnerungszeiten erlauben.",
      "Das Praxisportal darf Empfangskräften nicht erlauben, die Erinnerungszeiten zu konfigurieren.",
      "permission",
      "manuelle Konfiguration",
    ],
    [
      "de",
      "Die Bahn-App muss den direkten Zugriff auf das Fahrkartenarchiv verhindern.",
      "Die Bahn-App muss Fahrgästen erlauben, auf das Fahrkartenarchiv zuzugreifen.",
      "permission",
      "direkten Zugriff",
    ],
    [
      "de",
      "Der Katalog muss Gästen erlauben, Suchen nach Autoren oder Titeln durchzuführen.",
      "Der Katalog muss verhindern, dass Gäste nach Autoren oder Titeln suchen.",
      "permission",
      "Suchen nach Autoren",
    ],
  ]);
  quietTable([
    [
      "en",
      "The clinic portal shall allow manual configuration of the reminder times.",
      "The clinic portal shall not allow receptionists to configure the room plan.",
    ],
    ["en", "The rail app shall prevent direct access to the ticket archive.", "The rail app shall allow passengers to access the timetable."],
    [
      "en",
      "The catalogue shall allow guests to perform author or title searches.",
      "The catalogue shall prevent guests from printing authors or titles.",
    ],
    [
      "de",
      "Das Praxisportal muss die manuelle Konfiguration der Erinnerungszeiten erlauben.",
      "Das Praxisportal darf Empfangskräften nicht erlauben, den Raumplan zu konfigurieren.",
    ],
    [
      "de",
      "Die Bahn-App muss den direkten Zugriff auf das Fahrkartenarchiv verhindern.",
      "Die Bahn-App muss Fahrgästen erlauben, auf den Fahrplan zuzugreifen.",
    ],
    [
      "de",
      "Der Katalog muss Gästen erlauben, Suchen nach Autoren oder Titeln durchzuführen.",
      "Der Katalog muss verhindern, dass Gäste Autoren oder Titel drucken.",
    ],
  ]);
});

describe("clause reading: a passive after a granting or prohibiting verb", () => {
  it.each<[Language, string, string]>([
    ["en", "The catalogue shall not allow the loan limits to be changed.", "limit"],
    ["en", "The clinic portal shall prevent the appointment slots from being moved.", "slot"],
    ["de", "Der Katalog darf nicht erlauben, dass die Ausleihgrenzen geändert werden.", "ausleihgrenz"],
    ["de", "Das Praxisportal muss verhindern, dass die Terminfenster geändert werden.", "terminfenst"],
  ])("%s: %s reads what is acted on as the patient, with no actor", (language, text, patient) => {
    const [clause] = readRequirement(text, language).clauses;
    expect(clause.negative).toBe(true);
    expect(clause.subject.size).toBe(0);
    expect(clause.patient.has(patient)).toBe(true);
    expect(clause.patient.size).toBeGreaterThan(0);
    for (const p of clause.patient) expect(clause.objects.has(p)).toBe(true);
  });

  it("keeps the grantee of a role ('to be recognized as …') as the actor", () => {
    const [clause] = readRequirement("The catalogue shall allow only users with the ARCHIVE key to be recognized as curators.", "en").clauses;
    expect(clause.objects.has("user")).toBe(false);
  });

  conflictTable([
    [
      "en",
      "The catalogue shall not allow the loan limits to be changed.",
      "The catalogue shall allow librarians to change the loan limits.",
      "polarity",
      "change the loan limits",
    ],
    [
      "en",
      "The clinic portal shall prevent the appointment slots from being moved.",
      "The clinic portal shall allow receptionists to move the appointment slots.",
      "polarity",
      "move the appointment slots",
    ],
    [
      "de",
      "Der Katalog darf nicht erlauben, dass die Ausleihgrenzen geändert werden.",
      "Der Katalog muss Bibliothekaren erlauben, die Ausleihgrenzen zu ändern.",
      "polarity",
      "die Ausleihgrenzen zu ändern",
    ],
    [
      "de",
      "Das Praxisportal muss verhindern, dass die Terminfenster geändert werden.",
      "Das Praxisportal muss Empfangskräften erlauben, die Terminfenster zu ändern.",
      "permission",
      "die Terminfenster zu ändern",
    ],
  ]);
  quietTable([
    ["en", "The catalogue shall not allow the loan limits to be changed.", "The catalogue shall allow librarians to change the opening hours."],
    ["en", "The catalogue shall not allow the loan limits to be changed.", "The catalogue shall allow librarians to view the loan limits."],
    [
      "de",
      "Der Katalog darf nicht erlauben, dass die Ausleihgrenzen geändert werden.",
      "Der Katalog muss Bibliothekaren erlauben, die Öffnungszeiten zu ändern.",
    ],
    [
      "de",
      "Der Katalog darf nicht erlauben, dass die Ausleihgrenzen geändert werden.",
      "Der Katalog muss Bibliothekaren erlauben, die Ausleihgrenzen anzuzeigen.",
    ],
  ]);
});

describe("clause reading: a subject with a relative clause and no modal", () => {
  it("reads the main verb after the relative clause, not the subject or the relative clause's verb", () => {
    const [clause] = readRequirement("Loans that were rejected by the desk are flagged and are sent to the librarian.", "en").clauses;
    expect(clause.actionText).toBe("flagged");
    expect(clause.patient.has("loan")).toBe(true);
    expect(clause.subject.size).toBe(0);
    const [negated] = readRequirement("Parcels that arrive damaged are not accepted.", "en").clauses;
    expect(negated.actionText).toBe("accepted");
    expect(negated.negative).toBe(true);
  });

  conflictTable([
    ["en", "Loans that were rejected by the desk are flagged.", "Loans that were rejected by the desk are not flagged.", "polarity", "are flagged"],
    [
      "de",
      "Ausleihen, die von der Theke abgelehnt wurden, werden markiert.",
      "Ausleihen, die von der Theke abgelehnt wurden, werden nicht markiert.",
      "negation",
      "werden markiert",
    ],
  ]);
  quietTable([
    ["en", "Loans that were rejected by the desk are flagged.", "Loans that were rejected by the desk are not deleted."],
    [
      "de",
      "Ausleihen, die von der Theke abgelehnt wurden, werden markiert.",
      "Ausleihen, die von der Theke abgelehnt wurden, werden nicht gelöscht.",
    ],
  ]);
});
