import { describe, expect, it } from "vitest";
import { compareAll, findContradiction, readRequirement } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";

function contradiction(a: string, b: string, language: Language = "en") {
  return findContradiction(readRequirement(a, language), readRequirement(b, language));
}

describe("contradictions", () => {
  it("finds shall / shall not about the same subject and action", () => {
    const found = contradiction("The ticket machine shall accept coins.", "The ticket machine shall not accept coins.");
    expect(found?.kind).toBe("polarity");
    expect(found?.reason).toContain("opposite polarity");
  });

  it("finds must / must not and cannot with extra detail on one side", () => {
    expect(contradiction("Operators must be able to edit the shift plan of their team.", "Operators cannot modify the shift plan.")).not.toBeNull();
  });

  it("finds enable / disable", () => {
    const found = contradiction("The router shall enable the guest network.", "The router shall disable the guest network.");
    expect(found?.kind).toBe("antonym");
    expect(found?.reason).toBe('opposite actions "enable" and "disable" for the same subject');
  });

  it("finds allow / prevent and forbidden", () => {
    expect(
      contradiction("The system shall allow guests to download the timetable.", "The system shall prevent guests from downloading the timetable."),
    ).not.toBeNull();
    expect(contradiction("It shall be forbidden to delete audit entries.", "An auditor shall be able to delete old audit entries.")).not.toBeNull();
  });

  it('finds "at most" against "more than" the same value, in both languages', () => {
    for (const [a, b, language] of [
      ["The archive shall retain log files for up to 30 days.", "The archive shall retain log files for more than 30 days.", "en"],
      ["Das Archiv muss Protokolldateien höchstens 30 Tage aufbewahren.", "Das Archiv muss Protokolldateien mehr als 30 Tage aufbewahren.", "de"],
    ] as const) {
      expect(contradiction(a, b, language)?.kind).toBe("quantity");
      expect(contradiction(b, a, language)?.kind).toBe("quantity");
    }
    expect(
      contradiction("The archive shall retain log files for at most 30 days.", "The archive shall retain log files for at least 30 days."),
    ).toBeNull();
  });

  it("reads a gerund as the verb the stemmer cuts further (position / positioning, archive / archiving)", () => {
    for (const [a, b] of [
      [
        "The planner shall allow the dispatcher to position trucks at the loading dock.",
        "The planner shall prevent the dispatcher from positioning trucks at the loading dock.",
      ],
      ["The clerk can archive the voucher.", "The portal shall prevent clerks from archiving vouchers."],
    ]) {
      expect(contradiction(a, b)?.kind).toBe("polarity");
      expect(contradiction(b, a)?.kind).toBe("polarity");
    }
    // another verb that only begins alike ("plan" / "planting")
    expect(contradiction("The gardener can plan the beds.", "The portal shall prevent gardeners from planting beds.")).toBeNull();
    // German verbs have no gerund: the same verb as before
    expect(
      contradiction("Der Sachbearbeiter darf Gutscheine archivieren.", "Der Sachbearbeiter darf Gutscheine nicht archivieren.", "de"),
    ).not.toBeNull();
  });

  it("finds German muss / darf nicht and muss nicht", () => {
    const found = contradiction(
      "Die Steuerung muss Fehlermeldungen protokollieren.",
      "Die Steuerung darf Fehlermeldungen nicht protokollieren.",
      "de",
    );
    expect(found?.reason).toMatch(/^gegensätzliche Aussage/);
    expect(contradiction("Das Terminal muss eine PIN abfragen.", "Das Terminal muss keine PIN abfragen.", "de")).not.toBeNull();
  });

  it("finds German antonyms", () => {
    const found = contradiction(
      "Die Anwendung muss das Konto nach drei Fehlversuchen sperren.",
      "Die Anwendung muss das Konto nach drei Fehlversuchen entsperren.",
      "de",
    );
    expect(found?.kind).toBe("antonym");
    expect(found?.reason).toBe("gegensätzliche Aktionen „sperren“ und „entsperren“ für denselben Gegenstand");
    expect(contradiction("Die Kamera muss den Zeitstempel anzeigen.", "Die Kamera muss den Zeitstempel ausblenden.", "de")).not.toBeNull();
  });

  it.each([
    ["en", "A kiosk may use the payment gateway to book tickets.", "A kiosk shall be prohibited from using the payment gateway to book tickets."],
    ["en", "The payment gateway shall be used to book tickets.", "The kiosk shall not use the payment gateway to book tickets."],
    [
      "de",
      "Ein Kiosk darf das Zahlungsportal zum Buchen von Tickets nutzen.",
      "Ein Kiosk darf das Zahlungsportal nicht zum Buchen von Tickets nutzen.",
    ],
  ] as const)('reads "using" and "used" as forms of "use" (%s): %s / %s', (language, a, b) => {
    expect(contradiction(a, b, language)).not.toBeNull();
    expect(contradiction(b, a, language)).not.toBeNull();
  });

  it.each([
    [
      "en",
      "The importer shall process duplicate records.",
      "The importer shall ignore duplicate records.",
      "The importer shall ignore expired records.",
    ],
    [
      "en",
      "The recorder shall store every rejected frame.",
      "The recorder shall discard every rejected frame.",
      "The recorder shall discard every blank frame.",
    ],
    [
      "de",
      "Der Importer muss doppelte Datensätze verarbeiten.",
      "Der Importer muss doppelte Datensätze ignorieren.",
      "Der Importer muss abgelaufene Datensätze ignorieren.",
    ],
    [
      "de",
      "Der Rekorder muss jedes abgewiesene Bild speichern.",
      "Der Rekorder muss jedes abgewiesene Bild verwerfen.",
      "Der Rekorder muss jedes leere Bild verwerfen.",
    ],
  ] as const)("finds process / ignore and store / discard (%s): %s / %s, not for other objects", (language, a, b, other) => {
    expect(contradiction(a, b, language)?.kind).toBe("antonym");
    expect(contradiction(b, a, language)?.kind).toBe("antonym");
    expect(contradiction(a, other, language)).toBeNull();
  });

  it.each([
    // A statement without a modal after a fronted phrase: the plural before "are" is its subject, not its verb.
    ["On the start page of the portal, the latest invoices are shown.", "On the start page of the portal, the latest invoices shall be hidden."],
    ["A list of overdue invoices is displayed after login.", "A list of overdue invoices shall be hidden after login."],
  ])("reads the subject of a statement without a modal: %s / %s", (a, b) => {
    expect(contradiction(a, b, "en")?.kind).toBe("antonym");
    expect(contradiction(b, a, "en")?.kind).toBe("antonym");
  });

  it('reads "only" before the direct object as restricting it, not the phrase after the next preposition', () => {
    const a = "After login the portal shall display a bar chart to each manager.";
    const b = "After login the portal shall display only a pie chart to each manager.";
    expect(contradiction(a, b, "en")?.kind).toBe("exclusiveObject");
    expect(contradiction(b, a, "en")?.kind).toBe("exclusiveObject");
    expect(contradiction(a, "After login the portal shall display only a bar chart to each manager.", "en")).toBeNull();
    const de = contradiction(
      "Nach der Anmeldung muss das Portal jedem Manager ein Balkendiagramm anzeigen.",
      "Nach der Anmeldung muss das Portal jedem Manager nur ein Tortendiagramm anzeigen.",
      "de",
    );
    expect(de?.kind).toBe("exclusiveObject");
  });

  it("reads a noun of action before 'of' as its verb", () => {
    const a = "The portal shall perform the registration of new members within 2 seconds.";
    const b = "The portal shall register new members within 5 seconds.";
    expect(contradiction(a, b, "en")?.kind).toBe("quantity");
    expect(contradiction(b, a, "en")?.kind).toBe("quantity");
    expect(contradiction(a, "The portal shall register new members within 2 seconds.", "en")).toBeNull();
  });

  it("reads German prohibitions, restrictions and frequencies", () => {
    expect(contradiction("Das System muss verhindern, dass Gäste Rechnungen löschen.", "Gäste müssen Rechnungen löschen können.", "de")?.kind).toBe(
      "polarity",
    );
    expect(
      contradiction("Nur Administratoren dürfen Benutzerkonten löschen.", "Sachbearbeiter müssen Benutzerkonten löschen können.", "de")?.reason,
    ).toBe("nur „Administratoren“ darf „löschen“, die andere Anforderung erlaubt es „Sachbearbeiter“");
    expect(
      contradiction("Das Gerät darf nur über USB geladen werden.", "Das Gerät muss über eine Ladeschale geladen werden können.", "de")?.kind,
    ).toBe("exclusiveObject");
    expect(
      contradiction("Das Portal muss täglich eine Sicherung erstellen.", "Das Portal muss wöchentlich eine Sicherung erstellen.", "de")?.reason,
    ).toBe("unterschiedliche Häufigkeiten für dieselbe Aktion: „täglich“ und „wöchentlich“");
    expect(
      contradiction("Falls die Karte gesperrt ist, darf das Terminal keine Zahlungen annehmen.", "Das Terminal muss Zahlungen annehmen.", "de"),
    ).toBeNull();
  });

  it("finds incompatible values of the same quantity", () => {
    const time = contradiction("The search shall return results within 2 s.", "The search shall return results within 5 s.");
    expect(time?.kind).toBe("quantity");
    expect(time?.reason).toBe('incompatible values for the same quantity: "within 2 s" and "within 5 s"');
    expect(contradiction("The search shall return results within 2 seconds.", "The search shall return results within 5000 ms.")?.kind).toBe(
      "quantity",
    );
    expect(contradiction("Passwords shall have at least 8 characters.", "Passwords shall have at least 12 characters.")?.kind).toBe("quantity");
    expect(
      contradiction("Das Portal muss Suchergebnisse innerhalb von 2 s anzeigen.", "Das Portal muss Suchergebnisse innerhalb von 5 s anzeigen.", "de")
        ?.reason,
    ).toBe("unvereinbare Werte für dieselbe Größe: „innerhalb von 2 s“ und „innerhalb von 5 s“");
  });

  it("finds different frequencies of the same action", () => {
    const found = contradiction("The system shall back up the database once a day.", "The system shall back up the database once a week.");
    expect(found?.kind).toBe("frequency");
  });

  it("finds an exclusive alternative against another one", () => {
    expect(
      contradiction("The console shall be reachable only through the VPN client.", "The console shall be reachable through a web browser.")?.kind,
    ).toBe("exclusiveObject");
  });

  it("reads a passive subject as what is acted on", () => {
    expect(
      contradiction("The ward list is displayed after login.", "The terminal shall display the ward list only after a second authentication step.")
        ?.kind,
    ).toBe("exclusiveObject");
    // Two passives about different things do not meet, however alike the rest is.
    expect(
      contradiction(
        "Search results shall be returned within 30 s after the query is entered.",
        "The monthly report shall be returned within 60 s after the query is entered.",
      ),
    ).toBeNull();
  });

  it("finds a restriction introduced by 'only' against the unrestricted statement", () => {
    expect(contradiction("Members may cancel a booking only before the course starts.", "Members may cancel a booking.")?.kind).toBe(
      "exclusiveObject",
    );
    expect(
      contradiction("Members may cancel a booking only before the course starts.", "Members may cancel a booking before the course starts."),
    ).toBeNull();
    // Both restricted to the same alternative, worded differently.
    expect(
      contradiction(
        "The pump shall only accept readings that come from a calibrated sensor.",
        "The pump shall only accept readings from calibrated sensors.",
      ),
    ).toBeNull();
  });

  it("reads the clause inside 'shall ensure that'", () => {
    expect(contradiction("The portal shall ensure that only members can post comments.", "Guests shall be able to post comments.")?.kind).toBe(
      "exclusiveSubject",
    );
  });

  it("reads a modal inside a relative clause as part of the clause it qualifies, not as a clause of its own", () => {
    const rows: Array<[Language, string, string]> = [
      [
        "en",
        "The library system shall allow librarians to create reading lists for members who can borrow rare books.",
        "The library system shall prevent librarians from creating reading lists for members who can borrow rare books.",
      ],
      [
        "de",
        "Das Bibliothekssystem muss Bibliothekaren erlauben, Leselisten für Mitglieder anzulegen, die seltene Bücher ausleihen können.",
        "Das Bibliothekssystem muss verhindern, dass Bibliothekare Leselisten für Mitglieder anlegen, die seltene Bücher ausleihen können.",
      ],
    ];
    for (const [language, a, b] of rows) expect(contradiction(a, b, language)?.kind).toBe("polarity");
    const clauses = readRequirement(
      "The library system shall allow librarians to create reading lists for members who can borrow rare books.",
      "en",
    ).clauses;
    expect(clauses.map((c) => c.actionText)).toEqual(["create"]);
    const before = readRequirement("The library system shall require all loans to be approved before they can be renewed.", "en").clauses;
    expect(before.map((c) => c.actionText)).toEqual(["require"]);
  });

  it("reads grantees named side by side before the granted action", () => {
    for (const text of [
      "The portal shall allow Branch Librarians and Reading Room Supervisors to extend the loan period.",
      "The portal shall permit Branch Librarians/Reading Room Supervisors to extend the loan period.",
    ]) {
      const [clause] = readRequirement(text, "en").clauses;
      expect(clause.actionText).toBe("extend");
      expect([...clause.subject]).toEqual(expect.arrayContaining(["librarian", "supervisor"]));
      expect(contradiction(text, "Only the head librarian shall be able to extend the loan period.")).not.toBeNull();
    }
  });

  it("keeps 'only' as part of a count or a compound apart from exclusivity", () => {
    expect(contradiction("The list shall show only 10 entries on the screen.", "The list shall show the help text on the screen.")).toBeNull();
    expect(contradiction("The radio shall support a receive only mode.", "The radio shall support a send only mode.")).toBeNull();
  });

  it("finds an exclusive actor against another actor", () => {
    expect(
      contradiction("Only the head nurse shall approve the duty roster.", "The ward clerk shall be able to approve the duty roster.")?.kind,
    ).toBe("exclusiveSubject");
  });

  it("reads a noun of action after a granting verb as the action, not as an actor", () => {
    const rows: Array<[Language, string, string]> = [
      ["en", "The terminal shall allow the use of contactless cards.", "The terminal shall prohibit the use of contactless cards."],
      ["en", "The portal shall allow the export of monthly reports.", "The portal shall prevent users from exporting monthly reports."],
      ["en", "The portal shall permit the export of monthly reports.", "The portal shall not allow the export of monthly reports."],
      ["de", "Das Terminal muss die Nutzung kontaktloser Karten erlauben.", "Das Terminal muss die Nutzung kontaktloser Karten untersagen."],
      ["de", "Das Portal muss den Export der Monatsberichte erlauben.", "Das Portal darf den Export der Monatsberichte nicht erlauben."],
    ];
    for (const [language, a, b] of rows) {
      expect(contradiction(a, b, language)).not.toBeNull();
      expect(contradiction(b, a, language)).not.toBeNull();
    }
    const quiet: Array<[Language, string, string]> = [
      ["en", "The terminal shall allow the use of contactless cards.", "The terminal shall prohibit the use of magnetic stripe cards."],
      ["en", "The portal shall allow the owner of the account to close it.", "The portal shall allow the export of monthly reports."],
      ["en", "The portal shall permit the export of monthly reports.", "The portal shall not allow the export of yearly reports to guests."],
      ["de", "Das Terminal muss die Nutzung kontaktloser Karten erlauben.", "Das Terminal muss die Nutzung von Magnetstreifenkarten untersagen."],
    ];
    for (const [language, a, b] of quiet) {
      expect(contradiction(a, b, language)).toBeNull();
      expect(contradiction(b, a, language)).toBeNull();
    }
    expect(readRequirement("The terminal shall allow the use of contactless cards.", "en").clauses[0].action).toBe("use");
  });

  it('reads "restrict … from" with a gerund as a prohibition', () => {
    const rows: Array<[Language, string, string]> = [
      ["en", "The portal shall allow tenants to book the meeting room.", "The portal shall restrict tenants from booking the meeting room."],
      [
        "de",
        "Das Portal muss Mietern erlauben, den Besprechungsraum zu buchen.",
        "Das Portal muss Mietern untersagen, den Besprechungsraum zu buchen.",
      ],
    ];
    for (const [language, a, b] of rows) {
      expect(contradiction(a, b, language)).not.toBeNull();
      expect(contradiction(b, a, language)).not.toBeNull();
    }
    const quiet: Array<[Language, string, string]> = [
      ["en", "The portal shall allow tenants to book the meeting room.", "The portal shall restrict tenants from cancelling the meeting room."],
      ["en", "The portal shall allow tenants to book the meeting room.", "The portal shall restrict bookings from external networks."],
      [
        "de",
        "Das Portal muss Mietern erlauben, den Besprechungsraum zu buchen.",
        "Das Portal muss Mietern untersagen, den Besprechungsraum zu stornieren.",
      ],
    ];
    for (const [language, a, b] of quiet) {
      expect(contradiction(a, b, language)).toBeNull();
      expect(contradiction(b, a, language)).toBeNull();
    }
    expect(contradiction("The visitor can proceed to the checkout.", "The visitor shall be prevented from proceeding to the checkout.")?.kind).toBe(
      "polarity",
    );
    expect(readRequirement("The portal shall restrict tenants from booking the meeting room.", "en").clauses[0].negative).toBe(true);
    expect(readRequirement("The portal shall restrict bookings from external networks.", "en").clauses[0].negative).toBe(false);
  });

  it("reads a purpose as no part of the object", () => {
    const rows: Array<[Language, string, string]> = [
      [
        "en",
        "The portal shall allow tenants to update their contact details.",
        "The portal shall prevent tenants from modifying their contact details to ensure audit compliance.",
      ],
      [
        "en",
        "The portal shall allow tenants to update their contact details.",
        "The portal shall prevent tenants from modifying their contact details in order to keep the audit trail complete.",
      ],
      [
        "de",
        "Das Portal muss Mietern erlauben, ihre Kontaktdaten zu ändern.",
        "Das Portal muss verhindern, dass Mieter ihre Kontaktdaten ändern, um die Prüfbarkeit zu sichern.",
      ],
    ];
    for (const [language, a, b] of rows) {
      expect(contradiction(a, b, language)).not.toBeNull();
      expect(contradiction(b, a, language)).not.toBeNull();
    }
    const quiet: Array<[Language, string, string]> = [
      ["en", "The kiosk may provide features to facilitate the printing of tickets.", "Only the clerk shall be able to print tickets."],
      [
        "en",
        "The portal shall allow tenants to update their contact details.",
        "The portal shall prevent tenants from modifying their bank details to ensure audit compliance.",
      ],
      [
        "de",
        "Das Portal muss Mietern erlauben, ihre Kontaktdaten zu ändern.",
        "Das Portal muss verhindern, dass Mieter ihre Bankdaten ändern, um die Prüfbarkeit zu sichern.",
      ],
    ];
    for (const [language, a, b] of quiet) {
      expect(contradiction(a, b, language)).toBeNull();
      expect(contradiction(b, a, language)).toBeNull();
    }
  });

  it("finds a general prohibition against a specific permission", () => {
    expect(contradiction("Tenants shall not modify the house rules.", "Tenants shall be able to delete the house rules.")).not.toBeNull();
    expect(contradiction("Mieter dürfen die Hausordnung nicht ändern.", "Mieter müssen die Hausordnung löschen können.", "de")).not.toBeNull();
    // The other direction is no contradiction: deleting is forbidden, other changes are not.
    expect(contradiction("Tenants shall not delete the house rules.", "Tenants shall be able to modify the house rules.")).toBeNull();
  });

  it("finds an action against its exclusion by 'without'", () => {
    const found = contradiction("The loader shall validate each command.", "The loader shall execute each command without validation.");
    expect(found?.reason).toBe('one requirement demands "shall validate each command.", the other excludes it: "without validation"');
  });

  it("reads postposed prohibitions and passives without a modal", () => {
    expect(contradiction("Vouchers shall be distributed by post.", "Distribution of vouchers by post is prohibited.")?.kind).toBe("polarity");
    expect(contradiction("The summaries are shown on the start page.", "The summaries shall be hidden on the start page.")?.kind).toBe("antonym");
  });

  it("does not call compatible requirements contradictions", () => {
    const compatible: Array<[string, string, Language?]> = [
      ["The kiosk shall accept coins.", "The kiosk shall accept banknotes."],
      ["The kiosk shall not accept foreign coins.", "The kiosk shall accept coins in euro and banknotes in euro."],
      ["The search shall return results within 2 s.", "The login shall complete within 5 s."],
      ["Passwords shall have at least 8 characters.", "Passwords shall have at most 64 characters."],
      ["The report shall be sent daily.", "The report shall be stored for 30 days."],
      ["The system shall encrypt stored files.", "The system shall decrypt files for authorised users."],
      ["If the card is blocked, the terminal shall not accept payments.", "The terminal shall accept card payments."],
      ["The system shall not send e-mails to guests.", "The system shall send e-mails to registered members."],
      ["The dashboard shall not publish reports without approval by the manager.", "The dashboard shall publish reports."],
      ["Only the administrator shall create user accounts.", "The system shall log the creation of user accounts."],
      ["The kiosk shall be available 24 hours per day.", "The kiosk shall be available 7 days a week."],
      ["Operators shall not be required to sign in.", "Operators shall be able to sign in with a badge."],
      ["This shall be possible while the lift is moving.", "Opening the hatch shall only be possible when the lift is stopped."],
      ["Die Anwendung muss Messwerte speichern.", "Die Anwendung muss Messwerte anzeigen.", "de"],
      ["Das System darf keine Passwörter im Klartext speichern.", "Das System muss Passwörter verschlüsselt speichern.", "de"],
    ];
    for (const [a, b, language] of compatible) expect(contradiction(a, b, language ?? "en"), `${a} / ${b}`).toBeNull();
  });

  it("reports contradictions through compareAll in the requirement's language", () => {
    const { results } = compareAll([
      { id: "1", text: "The lift shall open the doors at every floor.", language: "en" },
      { id: "2", text: "The lift shall close the doors at every floor.", language: "en" },
      { id: "3", text: "The lift shall play music in the cabin.", language: "en" },
    ]);
    expect(results.get("1")!.contradictions.map((c) => c.id)).toEqual(["2"]);
    expect(results.get("3")!.contradictions).toEqual([]);
  });
});
