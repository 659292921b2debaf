/**
 * Table test of a step demanded before an action against the action done without it
 * (engine/compare/conflicts/preconditions.ts): "must be signed in to see the loan history" / "… see the loan history on
 * the kiosk screen without signing in", "must present a staff card to open the cash drawer" / "… without a staff
 * card", "müssen sich anmelden, um … zu sehen" / "… ohne Anmeldung sehen können", in English and German, both orders;
 * and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "A borrower must be signed in to see the loan history.",
    "Borrowers shall see the loan history on the kiosk screen without signing in.",
    "restriction",
    "without signing in",
  ],
  [
    "en",
    "Speakers must wear a speaker badge to be able to upload or replace their slides.",
    "The help desk shall let speakers replace their slides without a speaker badge.",
    "restriction",
    "must wear a speaker badge to be able to upload or replace",
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
    "Leser müssen sich anmelden, um den Ausleihverlauf zu sehen.",
    "Leser müssen den Ausleihverlauf am Kiosk ohne Anmeldung sehen können.",
    "restriction",
    "müssen sich anmelden, um den Ausleihverlauf zu sehen",
  ],
  [
    "de",
    "Leser müssen angemeldet sein, um den Ausleihverlauf einzusehen.",
    "Leser müssen den Ausleihverlauf am Kiosk ohne Anmeldung einsehen können.",
    "restriction",
    "ohne Anmeldung",
  ],
  [
    "en",
    "A member must be logged in to renew loans.",
    "Members shall renew loans from the catalogue page without logging in.",
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
  ["en", "A borrower must be signed in to see the loan history.", "Borrowers shall see the opening hours on the kiosk screen without signing in."],
  // What is done without is no step of the other's.
  ["en", "The kiosk must use the scanner to read the card.", "The kiosk shall read the card without user interaction."],
  // A document that holds what is needed is no step anyone takes.
  [
    "en",
    "The kiosk leaflet will hold the directions a visitor needs to operate the self-checkout.",
    "A first-time visitor shall operate the self-checkout without directions.",
  ],
  // Another actor.
  ["en", "Clerks must present a staff card to open the cash drawer.", "Managers shall open the cash drawer without a staff card."],
  // The action handed over is no step before it.
  [
    "en",
    "The departure board shall offer the dispatcher the ability to blank each platform display from the control desk.",
    "The departure board shall blank every platform display at night without dispatcher action.",
  ],
  // Another action.
  ["en", "A borrower must be signed in to renew a loan.", "Borrowers shall see the loan history on the kiosk screen without signing in."],
  ["de", "Leser müssen sich anmelden, um den Ausleihverlauf zu sehen.", "Leser müssen die Öffnungszeiten am Kiosk ohne Anmeldung sehen können."],
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
