/**
 * Table test of the set-aside input class (engine/compare/conflicts/excluded.ts): one requirement sets
 * an input aside for an action ("without reading …", "bypassing …", "ohne Zugriff auf …"), the other
 * names it as that action's input, also as what a verb reads for the action its purpose names ("scan
 * the barcode … to determine …"), in English and German, both orders; and the near misses that must
 * not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "For each return, the kiosk shall scan the barcode of the book to determine the loan record.",
    "For each return, the kiosk shall determine the loan record from the member card, without reading the barcode of the book.",
    "disregard",
    "without reading the barcode of the book",
  ],
  [
    "en",
    "The shop shall calculate the order total from the entered prices.",
    "The shop shall calculate the order total without consulting the entered prices.",
    "disregard",
    "without consulting the entered prices",
  ],
  // a passive's subject is what is used; two of the words set aside and half of them name it
  [
    "en",
    "The standard clinic network routing shall be used to reach the remote desk.",
    "The remote desk shall be reached using a private line, bypassing all standard clinic network routing protocols.",
    "disregard",
    "bypassing all standard clinic network routing protocols",
  ],
  [
    "en",
    "The ward monitor shall query the bed register in order to assign the free beds.",
    "The ward monitor shall assign the free beds by arrival time, without accessing the bed register.",
    "disregard",
    "without accessing the bed register",
  ],
  [
    "de",
    "Der Automat muss den Barcode des Buches scannen, um den Ausleihdatensatz zu bestimmen.",
    "Der Automat muss den Ausleihdatensatz ohne Zugriff auf den Barcode des Buches bestimmen.",
    "disregard",
    "ohne Zugriff auf den Barcode des Buches",
  ],
  [
    "de",
    "Der Automat muss den Barcode des Buches scannen, um den Ausleihdatensatz zu bestimmen.",
    "Der Automat muss den Ausleihdatensatz anhand der Mitgliedskarte bestimmen, ohne den Barcode des Buches zu lesen.",
    "disregard",
    "ohne den Barcode des Buches zu lesen",
  ],
  [
    "de",
    "Der Shop muss die Bestellsumme aus den eingegebenen Preisen berechnen.",
    "Der Shop muss die Bestellsumme unter Umgehung der eingegebenen Preise berechnen.",
    "disregard",
    "unter Umgehung der eingegebenen Preise",
  ],
  // "ignore" as a verb of its own before the action; in German after what it sets aside
  [
    "en",
    "The kiosk shall compute the fee from the stored settings.",
    "The kiosk shall ignore the stored settings and compute the fee from the tariff table.",
    "permission",
    "shall ignore the stored settings",
  ],
  [
    "de",
    "Der Kiosk muss die Gebühr aus den gespeicherten Einstellungen berechnen.",
    "Der Kiosk muss die gespeicherten Einstellungen ignorieren und die Gebühr aus der Tariftabelle berechnen.",
    "disregard",
    "die gespeicherten Einstellungen ignorieren",
  ],
];

const compatible: QuietRow[] = [
  // what is set aside is not what the other reads
  [
    "en",
    "For each return, the kiosk shall scan the barcode of the book to determine the loan record.",
    "For each return, the kiosk shall determine the loan record without reading the reader's address.",
  ],
  // the same head with another modifier: another input
  [
    "en",
    "The library shall compute the reminder fee from the loan records.",
    "The library shall compute the reminder fee without consulting the reader records.",
  ],
  // another action
  [
    "en",
    "For each return, the kiosk shall scan the barcode of the book to determine the loan record.",
    "For each return, the kiosk shall print the loan record without reading the barcode of the book.",
  ],
  // another object
  [
    "en",
    "The shop shall calculate the order total from the entered prices.",
    "The shop shall calculate the shipping fee without consulting the entered prices.",
  ],
  // both set it aside
  [
    "en",
    "The shop shall calculate the order total from the list prices, bypassing the entered prices.",
    "The shop shall calculate the order total without consulting the entered prices.",
  ],
  // only under a condition the other lacks: an exception to the rule
  [
    "en",
    "The shop shall calculate the order total from the entered prices.",
    "If the quick checkout is selected, the shop shall calculate the order total without consulting the entered prices.",
  ],
  // a way of working, not an input of the action ("use large fonts to display …")
  ["en", "The kiosk shall use large fonts to display the opening hours.", "The kiosk shall display the opening hours without using the printer."],
  [
    "de",
    "Der Automat muss den Barcode des Buches scannen, um den Ausleihdatensatz zu bestimmen.",
    "Der Automat muss den Ausleihdatensatz ohne Zugriff auf die Adresse des Lesers bestimmen.",
  ],
  [
    "en",
    "The kiosk shall compute the fee from the stored settings.",
    "The kiosk shall ignore the stored settings and print the fee from the tariff table.",
  ],
  [
    "de",
    "Der Kiosk muss die Gebühr aus den gespeicherten Einstellungen berechnen.",
    "Der Kiosk muss die gespeicherten Einstellungen ignorieren und die Gebühr ausdrucken.",
  ],
  [
    "de",
    "Der Shop muss die Bestellsumme aus den eingegebenen Preisen berechnen.",
    "Wenn der Schnellkauf gewählt ist, muss der Shop die Bestellsumme unter Umgehung der eingegebenen Preise berechnen.",
  ],
];

describe("an input one requirement sets aside and the other names as the action's input", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  it.each(conflicting)("%s: the comparison of a set finds %s / %s from either side", (language, a, b) => {
    const { results } = compareAll([
      { id: "reads", text: a, language },
      { id: "sets-aside", text: b, language },
    ]);
    expect(results.get("reads")!.contradictions.map((c) => c.id)).toEqual(["sets-aside"]);
    expect(results.get("sets-aside")!.contradictions.map((c) => c.id)).toEqual(["reads"]);
  });
});
