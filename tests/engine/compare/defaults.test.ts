/**
 * Table test of two defaults for one output (engine/compare/conflicts/defaults.ts): "by default" /
 * "standardmäßig" with different forms of presentation for the same thing, in English and German,
 * both orders; and the near misses that must not conflict.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The search results of the catalogue are displayed in a map view by default.",
    "When the user opens the search results, the catalogue shall display them in a list view by default.",
    "output",
    "in a list view by default",
  ],
  [
    "en",
    "Upcoming appointments are presented in a calendar layout by default.",
    "The clinic portal shall show the upcoming appointments in a table layout by default.",
    "output",
    "in a calendar layout by default",
  ],
  [
    "de",
    "Die Suchergebnisse des Katalogs werden standardmäßig in einer Kartenansicht angezeigt.",
    "Der Katalog muss die Suchergebnisse standardmäßig in einer Listenansicht anzeigen.",
    "output",
    "in einer Listenansicht",
  ],
  [
    "de",
    "Anstehende Termine werden standardmäßig im Kalenderformat dargestellt.",
    "Das Patientenportal muss die anstehenden Termine standardmäßig im Tabellenformat zeigen.",
    "output",
    "im Tabellenformat",
  ],
];

const compatible: QuietRow[] = [
  // different things presented
  [
    "en",
    "The search results of the catalogue are displayed in a map view by default.",
    "The settings of the catalogue are displayed in a list view by default.",
  ],
  // a form offered, no default
  [
    "en",
    "The search results of the catalogue are displayed in a map view by default.",
    "The search results of the catalogue can be displayed in a list view.",
  ],
  // a default for a case of its own
  [
    "en",
    "The search results of the catalogue are displayed in a map view by default.",
    "If the member has no location, the catalogue shall display the search results in a list view by default.",
  ],
  // the same form, more closely named
  [
    "en",
    "The search results of the catalogue are displayed in a map view by default.",
    "The search results of the catalogue are displayed in a detailed map view by default.",
  ],
  [
    "de",
    "Die Suchergebnisse des Katalogs werden standardmäßig in einer Kartenansicht angezeigt.",
    "Falls kein Standort bekannt ist, muss der Katalog die Suchergebnisse standardmäßig in einer Listenansicht anzeigen.",
  ],
  [
    "de",
    "Die Suchergebnisse des Katalogs werden standardmäßig in einer Kartenansicht angezeigt.",
    "Die Einstellungen des Katalogs werden standardmäßig in einer Listenansicht angezeigt.",
  ],
];

describe("two defaults for one output", () => {
  conflictTable(conflicting);
  quietTable(compatible);
});
