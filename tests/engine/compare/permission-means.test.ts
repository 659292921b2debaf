/**
 * Table test of a means used for an action against a prohibition of that action
 * (engine/compare/conflicts/permission.ts, USED_MEANS_VERBS): "may use the kiosk to renew loans" /
 * "shall not be allowed to renew loans through the kiosk", "darf den Kiosk verwenden, um Ausleihen
 * zu verlängern" / "darf Ausleihen nicht über den Kiosk verlängern", in English and German, both
 * orders; and the near misses that must stay quiet: another action or other things, a prohibition
 * elsewhere than through the means, or under a leading condition of its own.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const used: ConflictRow[] = [
  [
    "en",
    "Librarians may use the self-service kiosk to renew loans.",
    "Librarians shall not be allowed to renew loans through the self-service kiosk.",
    "permission",
    "may use the self-service kiosk to renew loans",
  ],
  [
    "en",
    "Librarians may use the self-service kiosk to renew loans.",
    "The self-service kiosk shall prevent librarians from renewing loans.",
    "permission",
    "shall prevent librarians from renewing loans",
  ],
  [
    "en",
    "The ticket machine shall use the card reader to validate season tickets.",
    "The card reader shall prohibit the ticket machine from validating season tickets.",
    "permission",
    "validate season tickets",
  ],
  [
    "de",
    "Bibliothekare dürfen den Selbstbedienungskiosk verwenden, um Ausleihen zu verlängern.",
    "Bibliothekare dürfen Ausleihen nicht über den Selbstbedienungskiosk verlängern.",
    "permission",
    "um Ausleihen zu verlängern",
  ],
  [
    "de",
    "Bibliothekare dürfen den Selbstbedienungskiosk verwenden, um Ausleihen zu verlängern.",
    "Der Selbstbedienungskiosk muss verhindern, dass Bibliothekare Ausleihen verlängern.",
    "permission",
    "Ausleihen verlängern",
  ],
];

const usedQuiet: QuietRow[] = [
  // Other things, another action.
  [
    "en",
    "Librarians may use the self-service kiosk to renew loans.",
    "Librarians shall not be allowed to renew reservations through the self-service kiosk.",
  ],
  [
    "en",
    "Librarians may use the self-service kiosk to renew loans.",
    "Librarians shall not be allowed to print loans through the self-service kiosk.",
  ],
  // Another way of doing it: the prohibition does not name the means.
  ["en", "Librarians may use the self-service kiosk to renew loans.", "Librarians shall not renew loans at the front desk."],
  [
    "de",
    "Bibliothekare dürfen den Selbstbedienungskiosk verwenden, um Ausleihen zu verlängern.",
    "Bibliothekare dürfen Ausleihen nicht am Schalter verlängern.",
  ],
  // A leading condition of its own: an exception.
  ["en", "Librarians may use the self-service kiosk to renew loans.", "If the member owes fees, librarians shall not renew loans."],
  [
    "de",
    "Bibliothekare dürfen den Selbstbedienungskiosk verwenden, um Ausleihen zu verlängern.",
    "Wenn das Mitglied Gebühren schuldet, dürfen Bibliothekare Ausleihen nicht verlängern.",
  ],
];

/** The comparison of a set meets each pair too, from one side or the other (contradictionTerms). */
function inASet(rows: readonly ConflictRow[]): void {
  it.each(rows)("%s: the comparison of a set finds %s / %s", (language, a, b) => {
    const { results } = compareAll([
      { id: "a", text: a, language },
      { id: "b", text: b, language },
    ]);
    const found = [...results.get("a")!.contradictions, ...results.get("b")!.contradictions].map((c) => c.id);
    expect(found.length).toBeGreaterThan(0);
  });
}

describe("a means used for an action against its prohibition", () => {
  conflictTable(used);
  quietTable(usedQuiet);
  inASet(used);
});

const ruledOut: ConflictRow[] = [
  [
    "en",
    "Librarians shall be able to add new titles.",
    "The catalogue shall disable the adding of new titles.",
    "permission",
    "shall disable the adding of new titles",
  ],
  ["en", "Members shall be able to renew loans.", "The kiosk shall block the renewal of loans.", "permission", "shall block the renewal of loans"],
  ["en", "Members shall be able to renew loans.", "The kiosk shall deactivate the renewal of loans.", "permission", "renew loans"],
  [
    "de",
    "Bibliothekare müssen neue Titel hinzufügen können.",
    "Der Katalog muss das Hinzufügen neuer Titel deaktivieren.",
    "permission",
    "das Hinzufügen neuer Titel deaktivieren",
  ],
  [
    "de",
    "Mitglieder müssen Ausleihen verlängern können.",
    "Der Kiosk muss die Verlängerung von Ausleihen sperren.",
    "permission",
    "die Verlängerung von Ausleihen sperren",
  ],
];

const ruledOutQuiet: QuietRow[] = [
  // Other things, another action.
  ["en", "Members shall be able to renew loans.", "The kiosk shall block the renewal of reservations."],
  ["en", "Members shall be able to renew loans.", "The kiosk shall block the printing of loans."],
  ["de", "Mitglieder müssen Ausleihen verlängern können.", "Der Kiosk muss die Verlängerung von Reservierungen sperren."],
  // Not ruled out: the verb is negated.
  ["en", "Members shall be able to renew loans.", "The kiosk shall not disable the renewal of loans."],
  // A leading condition of its own: an exception.
  ["en", "Members shall be able to renew loans.", "If the member owes fees, the kiosk shall block the renewal of loans."],
  [
    "de",
    "Mitglieder müssen Ausleihen verlängern können.",
    "Wenn das Mitglied Gebühren schuldet, muss der Kiosk die Verlängerung von Ausleihen sperren.",
  ],
];

describe("an action named as a noun that the verb of the clause rules out", () => {
  conflictTable(ruledOut);
  quietTable(ruledOutQuiet);
  inASet(ruledOut);
});

// A noun of action and its verb among the objects are one word.
const nounAndVerb: ConflictRow[] = [
  [
    "en",
    "The shop shall allow customers to select the bicycle to configure.",
    "The shop shall prevent customers from manually selecting a bicycle for configuration.",
    "permission",
    "select the bicycle to configure",
  ],
  [
    "de",
    "Der Shop muss Kunden erlauben, das Fahrrad zur Konfiguration auszuwählen.",
    "Der Shop muss verhindern, dass Kunden das Fahrrad zum Konfigurieren auswählen.",
    "polarity",
    "auszuwählen",
  ],
];

const nounAndVerbQuiet: QuietRow[] = [
  [
    "en",
    "The shop shall allow customers to select the bicycle to configure.",
    "The shop shall prevent customers from selecting a bicycle for delivery.",
  ],
  [
    "de",
    "Der Shop muss Kunden erlauben, das Fahrrad zur Konfiguration auszuwählen.",
    "Der Shop muss verhindern, dass Kunden Zubehör zur Lieferung auswählen.",
  ],
];

describe("a noun of action and its verb among what is permitted and prevented", () => {
  conflictTable(nounAndVerb);
  quietTable(nounAndVerbQuiet);
});

// The way an action is done, by a further action, is done too ("by creating …", "indem … anlegen").
const byDoing: ConflictRow[] = [
  [
    "en",
    "Members can register by creating a library card.",
    "The system shall prevent members from creating a library card.",
    "permission",
    "can register by creating a library card",
  ],
  [
    "en",
    "Members can register by creating a library card.",
    "The system shall prevent members from creating a library card during the registration.",
    "permission",
    "from creating a library card during the registration",
  ],
  [
    "de",
    "Mitglieder können sich registrieren, indem sie einen Bibliotheksausweis anlegen.",
    "Das System muss verhindern, dass Mitglieder einen Bibliotheksausweis anlegen.",
    "permission",
    "indem sie einen Bibliotheksausweis anlegen",
  ],
];

const byDoingQuiet: QuietRow[] = [
  // Another action, other things.
  ["en", "Members can register by creating a library card.", "The system shall prevent members from printing a library card."],
  ["en", "Members can register by creating a library card.", "The system shall prevent members from creating a reading list."],
  [
    "de",
    "Mitglieder können sich registrieren, indem sie einen Bibliotheksausweis anlegen.",
    "Das System muss verhindern, dass Mitglieder eine Leseliste anlegen.",
  ],
  [
    "de",
    "Mitglieder können sich registrieren, indem sie einen Bibliotheksausweis anlegen.",
    "Das System muss verhindern, dass Mitglieder einen Bibliotheksausweis drucken.",
  ],
  // A prohibition by a further action demands that action.
  ["en", "The kiosk shall prevent fraud by checking the card number.", "The kiosk shall check the card number."],
  ["de", "Der Kiosk muss Betrug verhindern, indem er die Kartennummer prüft.", "Der Kiosk muss die Kartennummer prüfen."],
  // A leading condition of its own: an exception.
  [
    "en",
    "If the member is a minor, the system shall prevent members from creating a library card.",
    "Members can register by creating a library card.",
  ],
];

describe("the way an action is done against the prohibition of that way", () => {
  conflictTable(byDoing);
  quietTable(byDoingQuiet);
  inASet(byDoing);
});
