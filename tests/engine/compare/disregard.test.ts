/**
 * Table test of the disregard class (engine/compare/conflicts/disregard.ts): one requirement
 * bases an action on an input, the other says that input does not count for the same action, in
 * English and German, both orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The portal shall list the meeting rooms according to the search filters.",
    "The portal shall list the meeting rooms from a fixed catalogue and ignore any user-defined search filters.",
    "disregard",
    "ignore any user-defined search filters",
  ],
  [
    "en",
    "The fee service shall compute the delivery fee based on the customer's country.",
    "The fee service shall compute the delivery fee regardless of the customer's country.",
    "disregard",
    "regardless of the customer's country",
  ],
  [
    "en",
    "The scheduler shall start the backup job at the time stored in the job settings.",
    "The scheduler shall start the backup job at midnight, disregarding the stored job settings.",
    "disregard",
    "disregarding the stored job settings",
  ],
  [
    "de",
    "Das Portal muss die Besprechungsräume nach den Suchfiltern auflisten.",
    "Das Portal muss die Besprechungsräume unabhängig von den Suchfiltern auflisten.",
    "disregard",
    "unabhängig von den Suchfiltern",
  ],
  [
    "de",
    "Der Gebührendienst muss die Liefergebühr anhand des Lieferlandes berechnen.",
    "Der Gebührendienst muss die Liefergebühr ohne Berücksichtigung des Lieferlandes berechnen.",
    "disregard",
    "ohne Berücksichtigung des Lieferlandes",
  ],
  // the head of what is disregarded is named, its modifiers are not
  [
    "en",
    "The clinic portal shall assign the appointment slots according to the patient's wishes.",
    "The clinic portal shall assign the appointment slots in the order of arrival, ignoring any manually entered wishes.",
    "disregard",
    "ignoring any manually entered wishes",
  ],
  [
    "de",
    "Die Praxissoftware muss die Termine nach den Wünschen der Patienten vergeben.",
    "Die Praxissoftware muss die Termine ungeachtet aller manuell eingetragenen Wünsche nach der Eingangsreihenfolge vergeben.",
    "disregard",
    "ungeachtet aller manuell eingetragenen Wünsche",
  ],
];

const compatible: QuietRow[] = [
  // a head that names no input of its own ("data") is not enough
  [
    "en",
    "The clinic portal shall assign the appointment slots according to the patient's wishes.",
    "The clinic portal shall assign the appointment slots in the order of arrival, ignoring any manually entered data.",
  ],
  [
    "de",
    "Die Praxissoftware muss die Termine nach den Wünschen der Patienten vergeben.",
    "Die Praxissoftware muss die Termine ungeachtet aller manuell eingetragenen Daten nach der Eingangsreihenfolge vergeben.",
  ],
  // both disregard it
  [
    "en",
    "The portal shall list the meeting rooms and ignore any search filters.",
    "The portal shall list the meeting rooms regardless of the search filters.",
  ],
  // what is disregarded is not what the other uses
  [
    "en",
    "The portal shall list the meeting rooms according to the search filters.",
    "The portal shall list the meeting rooms regardless of the time of day.",
  ],
  // another action
  [
    "en",
    "The portal shall sort the meeting rooms according to the search filters.",
    "The portal shall print the meeting rooms regardless of the search filters.",
  ],
  // only under a condition the other lacks: an exception to the rule
  [
    "en",
    "The portal shall list the meeting rooms according to the search filters.",
    "If the quick overview is selected, the portal shall list the meeting rooms and ignore any search filters.",
  ],
  [
    "de",
    "Das Portal muss die Besprechungsräume nach den Suchfiltern auflisten.",
    "Das Portal muss die Besprechungsräume unabhängig von der Tageszeit auflisten.",
  ],
  [
    "de",
    "Das Portal muss die Besprechungsräume nach den Suchfiltern auflisten.",
    "Wenn die Schnellübersicht gewählt ist, muss das Portal die Besprechungsräume unabhängig von den Suchfiltern auflisten.",
  ],
];

describe("an input one requirement uses and the other disregards", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it.each(conflicting)("%s: the comparison of a set finds %s / %s from either side", (language, a, b) => {
    const { results } = compareAll([
      { id: "uses", text: a, language },
      { id: "disregards", text: b, language },
    ]);
    expect(results.get("uses")!.contradictions.map((c) => c.id)).toEqual(["disregards"]);
    expect(results.get("disregards")!.contradictions.map((c) => c.id)).toEqual(["uses"]);
  });
});
