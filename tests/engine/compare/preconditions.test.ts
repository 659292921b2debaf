/**
 * Table test of a step demanded before an action against the action done without it
 * (engine/compare/conflicts/preconditions.ts): "must be logged in to view the loan history" / "… view the loan
 * history without logging in", "must present a staff card to open the cash drawer" / "… without a staff card",
 * "müssen sich anmelden, um … zu lesen" / "… ohne Anmeldung lesen können", in English and German, both orders;
 * and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "A member must be logged in to view the loan history.",
    "Members shall be able to view the loan history without logging in.",
    "restriction",
    "without logging in",
  ],
  [
    "en",
    "A patient must be signed in to be able to view or print any lab results.",
    "The clinic portal shall allow patients to view recent lab results without requiring a sign-in.",
    "restriction",
    "must be signed in to be able to view or print",
  ],
  [
    "en",
    "Clerks must present a staff card to open the cash drawer.",
    "Clerks shall open the cash drawer without a staff card.",
    "restriction",
    "must present a staff card to open",
  ],
  [
    "de",
    "Mitglieder müssen sich anmelden, um den Ausleihverlauf zu lesen.",
    "Mitglieder müssen den Ausleihverlauf ohne Anmeldung lesen können.",
    "restriction",
    "müssen sich anmelden, um den Ausleihverlauf zu lesen",
  ],
  [
    "de",
    "Mitglieder müssen angemeldet sein, um den Ausleihverlauf einzusehen.",
    "Mitglieder müssen den Ausleihverlauf ohne Anmeldung einsehen können.",
    "restriction",
    "ohne Anmeldung",
  ],
  [
    "en",
    "A member must be logged in to renew loans.",
    "Members shall be able to renew loans without logging in.",
    "restriction",
    "without logging in",
  ],
  [
    "en",
    "A train driver must be signed in to start a shift on the depot terminal.",
    "Train drivers shall be able to start a shift on the depot terminal without signing in.",
    "restriction",
    "demands a step",
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
    "restriction",
    "verlangt vor der Aktion einen Schritt",
  ],
  [
    "de",
    "Ein Mitglied muss angemeldet sein, um Medien zu reservieren.",
    "Mitglieder müssen Medien ohne Anmeldung reservieren können.",
    "restriction",
    "ohne Anmeldung",
  ],
];

const quiet: QuietRow[] = [
  // Another thing acted on.
  ["en", "A member must be logged in to view the loan history.", "Members shall be able to view the opening hours without logging in."],
  // What is done without is no step of the other's.
  ["en", "The kiosk must use the scanner to read the card.", "The kiosk shall read the card without user interaction."],
  // A document that holds what is needed is no step anyone takes.
  [
    "en",
    "The member guide will contain the instructions required to use the catalogue.",
    "A member shall be able to use the catalogue without instructions after a short time.",
  ],
  // Another actor.
  ["en", "Clerks must present a staff card to open the cash drawer.", "Managers shall open the cash drawer without a staff card."],
  // The action handed over is no step before it.
  [
    "en",
    "The kiosk shall provide the capability for the branch server to lock or unlock each card slot using the slot register.",
    "The kiosk shall lock all card slots automatically on start-up without branch server intervention.",
  ],
  // Another action.
  ["en", "A member must be logged in to renew a loan.", "Members shall be able to view the loan history without logging in."],
  ["de", "Mitglieder müssen sich anmelden, um den Ausleihverlauf zu lesen.", "Mitglieder müssen die Öffnungszeiten ohne Anmeldung lesen können."],
  [
    "de",
    "Kassierer müssen einen Mitarbeiterausweis vorlegen, um die Kasse zu öffnen.",
    "Filialleiter müssen die Kasse ohne Mitarbeiterausweis öffnen können.",
  ],
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

describe("a step demanded before an action against the action done without it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
