/**
 * Table test of a thing granted as a noun phrase against its prohibition (engine/compare/conflicts/granted.ts):
 * "shall support contactless payments" / "shall prevent contactless payments", in English and German,
 * both orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The kiosk shall support contactless payments at the counter.",
    "The kiosk shall prevent contactless payments at the counter.",
    "permission",
    "prevent contactless payments",
  ],
  [
    "en",
    "The ward system shall allow same-day transfers between wards.",
    "The ward system shall prohibit same-day transfers between wards.",
    "permission",
    "prohibit same-day transfers",
  ],
  [
    "en",
    "The lending desk shall support offline lending for reference books.",
    "The lending desk shall prevent offline lending for reference books from being used.",
    "permission",
    "support offline lending",
  ],
  [
    "en",
    "The rail gateway shall be able to support direct seat reservations between partner operators.",
    "The rail gateway shall prevent direct seat reservations between partner operators by default.",
    "permission",
    "prevent direct seat reservations",
  ],
  [
    "en",
    "The conference portal shall support group registration for workshops and tutorials.",
    "The conference portal shall disallow group registration.",
    "permission",
    "disallow group registration",
  ],
  [
    "de",
    "Das Terminal muss kontaktlose Zahlungen am Schalter unterstützen.",
    "Das Terminal muss kontaktlose Zahlungen am Schalter verhindern.",
    "permission",
    "kontaktlose Zahlungen am Schalter verhindern",
  ],
  [
    "de",
    "Das Stationssystem muss direkte Verlegungen zwischen Stationen erlauben.",
    "Das Stationssystem muss direkte Verlegungen zwischen Stationen unterbinden.",
    "permission",
    "direkte Verlegungen zwischen Stationen unterbinden",
  ],
  [
    "de",
    "Das Konferenzportal muss die Gruppenanmeldung für Workshops unterstützen.",
    "Das Konferenzportal darf die Gruppenanmeldung für Workshops nicht zulassen.",
    "permission",
    "Gruppenanmeldung für Workshops nicht zulassen",
  ],
  // A light verb of doing: the search is what is prohibited.
  [
    "en",
    "The catalogue shall allow a full-text search of the archive for members.",
    "The catalogue shall prevent members from performing a full-text search of the archive.",
    "permission",
    "from performing a full-text search",
  ],
  [
    "de",
    "Der Katalog muss eine Volltextsuche im Archiv für Mitglieder erlauben.",
    "Der Katalog muss verhindern, dass Mitglieder eine Volltextsuche im Archiv durchführen.",
    "permission",
    "eine Volltextsuche im Archiv durchführen",
  ],
];

const quiet: QuietRow[] = [
  // A light verb of doing for other actors than those granted.
  [
    "en",
    "The catalogue shall allow a full-text search of the archive for members.",
    "The catalogue shall prevent guests from performing a full-text search of the archive.",
  ],
  [
    "de",
    "Der Katalog muss eine Volltextsuche im Archiv für Mitglieder erlauben.",
    "Der Katalog muss verhindern, dass Gäste eine Volltextsuche im Archiv durchführen.",
  ],
  // The prohibition is narrower: it names words of its own.
  ["en", "The kiosk shall support contactless payments.", "The kiosk shall prevent contactless payments above the daily limit."],
  // Another action on the granted thing.
  [
    "en",
    "The shop shall allow customers to select the delivery option.",
    "The shop shall not permit customers to modify the selected delivery option.",
  ],
  // Protected from deletion is no prohibition of the thing.
  ["en", "The lending desk shall support offline lending records.", "The lending desk shall prevent offline lending records from being deleted."],
  // Only one word in common.
  ["en", "The kiosk shall support card payments.", "The kiosk shall prevent cash payments."],
  // An exception on the prohibition.
  [
    "en",
    "The ward system shall allow same-day transfers between wards.",
    "The ward system shall prevent same-day transfers between wards unless a physician approves them.",
  ],
  // Another leading condition.
  ["en", "The kiosk shall support contactless payments.", "If the reader is offline, the kiosk shall prevent contactless payments."],
  ["de", "Das Terminal muss kontaktlose Zahlungen unterstützen.", "Das Terminal muss kontaktlose Zahlungen über dem Tageslimit verhindern."],
  ["de", "Das Terminal muss kontaktlose Zahlungen unterstützen.", "Das Terminal muss verhindern, dass Zahlungen doppelt gebucht werden."],
];

describe("granted noun phrase against its prohibition", () => {
  conflictTable(conflicting);
  quietTable(quiet);

  it.each(conflicting)("%s: the comparison of a set finds %s / %s", (language, a, b) => {
    const { results } = compareAll([
      { id: "grant", text: a, language },
      { id: "prohibit", text: b, language },
    ]);
    expect(results.get("grant")!.contradictions.map((c) => c.id)).toEqual(["prohibit"]);
    expect(results.get("prohibit")!.contradictions.map((c) => c.id)).toEqual(["grant"]);
  });
});

// Bringing the thing into being or use is granting it (USE_NOUNS).
const used: ConflictRow[] = [
  [
    "en",
    "The kiosk shall support virtual library cards.",
    "The kiosk shall prevent the creation of virtual library cards.",
    "permission",
    "the creation of virtual library cards",
  ],
  ["en", "The kiosk shall support gift vouchers.", "The kiosk shall prevent the use of gift vouchers.", "permission", "shall support gift vouchers"],
  [
    "de",
    "Der Kiosk muss virtuelle Bibliotheksausweise unterstützen.",
    "Der Kiosk muss die Erstellung virtueller Bibliotheksausweise verhindern.",
    "permission",
    "Erstellung virtueller Bibliotheksausweise",
  ],
  [
    "de",
    "Der Kiosk muss digitale Gutscheine unterstützen.",
    "Der Kiosk muss die Nutzung von digitalen Gutscheinen verhindern.",
    "permission",
    "digitale Gutscheine unterstützen",
  ],
];

const usedQuiet: QuietRow[] = [
  // Another operation on the thing.
  ["en", "The kiosk shall support gift vouchers.", "The kiosk shall prevent the modification of gift vouchers."],
  ["de", "Der Kiosk muss digitale Gutscheine unterstützen.", "Der Kiosk muss die Änderung digitaler Gutscheine verhindern."],
  // A narrower use, another thing.
  ["en", "The kiosk shall support gift vouchers.", "The kiosk shall prevent the use of gift vouchers at night."],
  ["en", "The kiosk shall support gift vouchers.", "The kiosk shall prevent the use of paper vouchers."],
];

describe("a thing granted against the prohibition of its creation or use", () => {
  conflictTable(used);
  quietTable(usedQuiet);
});
