/**
 * Table test of the restriction class (engine/compare/conflicts/restriction.ts) where the other requirement
 * has the system show something to people ("shall display the seating plan to each passenger",
 * "… für jeden Fahrgast anzeigen"): those people see it, so "only the conductor may view it" or "view
 * it only once" narrows it.
 */
import { describe } from "vitest";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const shown: ConflictRow[] = [
  [
    "en",
    "The booking system shall display the seating plan of the coach to each passenger.",
    "The booking system shall allow only the conductor to view the seating plan of the coach.",
    "restriction",
    "only the conductor to view the seating plan of the coach",
  ],
  [
    "de",
    "Das Buchungssystem muss den Sitzplan des Wagens für jeden Fahrgast anzeigen.",
    "Nur der Schaffner darf den Sitzplan des Wagens einsehen.",
    "restriction",
    "Nur der Schaffner darf den Sitzplan des Wagens einsehen",
  ],
  [
    "en",
    "The booking system shall display the seating plan of the coach to each passenger.",
    "The booking system shall allow passengers to view the seating plan of the coach only once per journey.",
    "restriction",
    "only once per journey",
  ],
  [
    "en",
    "The clinic portal shall show the laboratory results to every patient.",
    "The clinic portal shall allow only the attending physician to view the laboratory results.",
    "restriction",
    "only the attending physician to view the laboratory results",
  ],
  [
    "de",
    "Das System muss die Laborbefunde der Station für jeden Patienten anzeigen.",
    "Nur der behandelnde Arzt darf die Laborbefunde der Station einsehen.",
    "restriction",
    "Nur der behandelnde Arzt darf die Laborbefunde der Station einsehen",
  ],
];

const quiet: QuietRow[] = [
  // shown to the one it is restricted to
  [
    "en",
    "The booking system shall display the seating plan of the coach to the conductor.",
    "The booking system shall allow only the conductor to view the seating plan of the coach.",
  ],
  ["de", "Das Buchungssystem muss den Sitzplan des Wagens für den Schaffner anzeigen.", "Nur der Schaffner darf den Sitzplan des Wagens einsehen."],
  // another action restricted than seeing
  [
    "en",
    "The booking system shall display the seating plan of the coach to each passenger.",
    "The booking system shall allow only the conductor to print the seating plan of the coach.",
  ],
  ["de", "Das Buchungssystem muss den Sitzplan des Wagens für jeden Fahrgast anzeigen.", "Nur der Schaffner darf den Sitzplan des Wagens drucken."],
  // a prohibition of seeing what is shown to others is no narrowing of what each one is shown
  [
    "en",
    "The booking system shall prevent passengers from viewing the seating plan of the coach of the other passengers.",
    "The booking system shall display the seating plan of the coach to each passenger.",
  ],
  [
    "de",
    "Das Buchungssystem muss verhindern, dass Fahrgäste den Sitzplan des Wagens der anderen Fahrgäste einsehen.",
    "Das Buchungssystem muss den Sitzplan des Wagens für jeden Fahrgast anzeigen.",
  ],
];

describe("restriction: what the system shows to people, seen by only some of them or only so often", () => {
  conflictTable(shown);
  quietTable(quiet);
});
