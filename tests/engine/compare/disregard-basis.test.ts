/**
 * What one requirement filters or derives by a basis, against another action on the same things regardless of that
 * basis (engine/compare/conflicts/disregard.ts, basisDisregardConflict), in English and German, both orders.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The list of suggested titles shall be filtered by the age group of the reader and the branch of the library.",
    "The portal shall provide the complete list of suggested titles, regardless of the reader's age group or the branch.",
    "disregard",
    "regardless of the reader's age group",
  ],
  [
    "en",
    "The list of suggested titles must be derived from the age group of the reader and the branch.",
    "The portal shall show a fixed list of suggested titles for all readers, regardless of the reader's age group.",
    "disregard",
    "regardless of the reader's age group",
  ],
  [
    "en",
    "The clinic portal shall filter the open appointment slots by the ward of the patient.",
    "The clinic portal shall list all open appointment slots, irrespective of the patient's ward.",
    "disregard",
    "irrespective of the patient's ward",
  ],
  [
    "de",
    "Die Liste der vorgeschlagenen Titel muss nach der Altersgruppe des Lesers gefiltert werden.",
    "Das Portal muss die vollständige Liste der vorgeschlagenen Titel unabhängig von der Altersgruppe des Lesers anzeigen.",
    "disregard",
    "unabhängig von der Altersgruppe des Lesers",
  ],
  [
    "de",
    "Das Portal muss die vorgeschlagenen Titel anhand der Altersgruppe des Lesers filtern.",
    "Das Portal muss alle vorgeschlagenen Titel unabhängig von der Altersgruppe anzeigen.",
    "disregard",
    "unabhängig von der Altersgruppe",
  ],
  [
    "en",
    "The menu options of the library app shall be restricted based on the role of the user.",
    "The library app shall show all menu options regardless of the user's role.",
    "disregard",
    "regardless of the user's role",
  ],
  [
    "de",
    "Die Menüoptionen der Bibliotheks-App müssen anhand der Rolle des Benutzers eingeschränkt werden.",
    "Die Bibliotheks-App muss alle Menüoptionen unabhängig von der Rolle des Benutzers anzeigen.",
    "disregard",
    "unabhängig von der Rolle des Benutzers",
  ],
  [
    "en",
    "The portal shall filter the suggested titles by the reader's age group.",
    "If the suggested titles are requested, the portal shall display all suggested titles regardless of the reader's age group.",
    "disregard",
    "regardless of the reader's age group",
  ],
  [
    "de",
    "Das Portal muss die vorgeschlagenen Titel nach der Altersgruppe des Lesers filtern.",
    "Wenn die vorgeschlagenen Titel angefordert werden, muss das Portal alle vorgeschlagenen Titel unabhängig von der Altersgruppe des Lesers anzeigen.",
    "disregard",
    "unabhängig von der Altersgruppe des Lesers",
  ],
];

const quiet: QuietRow[] = [
  // Sorting by a basis yields the same things in another order.
  [
    "en",
    "The portal shall sort the suggested titles by the reader's age group.",
    "The portal shall display all suggested titles regardless of the reader's age group.",
  ],
  // Other things.
  [
    "en",
    "The portal shall filter the suggested titles by the reader's age group.",
    "The portal shall send the newsletter regardless of the reader's age group.",
  ],
  // Another basis.
  [
    "en",
    "The portal shall filter the suggested titles by the reader's age group.",
    "The portal shall display all suggested titles regardless of the branch.",
  ],
  // A case of its own.
  [
    "en",
    "The portal shall filter the suggested titles by the reader's age group.",
    "If the reader is a guest, the portal shall display all suggested titles regardless of the reader's age group.",
  ],
  // A condition that names a situation of its own, not only the start of the action.
  [
    "de",
    "Das Portal muss die vorgeschlagenen Titel nach der Altersgruppe des Lesers filtern.",
    "Wenn der Leser ein Gast ist, muss das Portal alle vorgeschlagenen Titel unabhängig von der Altersgruppe des Lesers anzeigen.",
  ],
  [
    "de",
    "Das Portal muss die vorgeschlagenen Titel nach der Altersgruppe des Lesers sortieren.",
    "Das Portal muss alle vorgeschlagenen Titel unabhängig von der Altersgruppe des Lesers anzeigen.",
  ],
  [
    "de",
    "Das Portal muss die vorgeschlagenen Titel nach der Altersgruppe des Lesers filtern.",
    "Das Portal muss den Newsletter unabhängig von der Altersgruppe des Lesers versenden.",
  ],
];

describe("a basis of filtering against the same things regardless of it", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
