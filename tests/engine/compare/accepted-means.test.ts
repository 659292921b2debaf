/**
 * Table test of a thing one requirement accepts only through one means against the other taking it or
 * doing its action through another (engine/compare/conflicts/accepted-means.ts): "shall only accept
 * payment with a staff badge or a meal voucher" against "may pay … with coins", in English and German, both orders;
 * and the near misses that must not conflict: the same means, no "only", a negated other, something
 * else the other is about.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The canteen till shall only accept payment with a staff badge or a meal voucher.",
    "Guests may pay at the canteen till with coins.",
    "input",
    "only through one means",
  ],
  [
    "en",
    "The loan desk shall accept returns exclusively through the drop box.",
    "Readers can hand in returns at the loan desk by post.",
    "input",
    "accept returns exclusively through the drop box",
  ],
  [
    "en",
    "The interlocking shall accept route requests over the serial line.",
    "The interlocking shall only accept route requests through the service port.",
    "input",
    "only accept route requests through the service port",
  ],
  [
    "de",
    "Die Kantinenkasse darf Zahlungen nur mit Mitarbeiterausweis oder Essensmarke annehmen.",
    "Gäste können an der Kantinenkasse mit Münzen zahlen.",
    "input",
    "nur über ein Mittel",
  ],
  [
    "de",
    "Das Stellwerk muss Fahrstraßenanforderungen nur über die Serviceschnittstelle annehmen.",
    "Das Stellwerk muss Fahrstraßenanforderungen über die serielle Leitung annehmen.",
    "input",
    "Fahrstraßenanforderungen nur über die Serviceschnittstelle annehmen",
  ],
];

const quiet: QuietRow[] = [
  // The same means.
  [
    "en",
    "The canteen till shall only accept payment with a staff badge or a meal voucher.",
    "Guests may pay at the canteen till with a meal voucher.",
  ],
  // No "only": two means may both be offered.
  ["en", "The canteen till shall accept payment with a staff badge or a meal voucher.", "Guests may pay at the canteen till with coins."],
  // The other rules the means out too.
  ["en", "The canteen till shall only accept payment with a staff badge or a meal voucher.", "Guests may not pay at the canteen till with coins."],
  // Something else the other is about.
  ["en", "The canteen till shall only accept payment with a staff badge or a meal voucher.", "Guests may pay the parking fee with coins."],
  [
    "de",
    "Die Kantinenkasse darf Zahlungen nur mit Mitarbeiterausweis oder Essensmarke annehmen.",
    "Gäste können an der Kantinenkasse mit einer Essensmarke zahlen.",
  ],
  ["de", "Die Kantinenkasse darf Zahlungen nur mit Mitarbeiterausweis oder Essensmarke annehmen.", "Gäste können die Parkgebühr mit Münzen zahlen."],
];

describe("a thing accepted only through one means against another means", () => {
  conflictTable(conflicting);
  quietTable(quiet);
});
