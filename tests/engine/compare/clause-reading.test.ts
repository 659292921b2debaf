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
