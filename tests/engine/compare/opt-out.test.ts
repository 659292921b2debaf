/**
 * Table test of the opt-out class (engine/compare/conflicts/opt-out.ts): one requirement demands
 * something and the other lets someone switch it off or go round it, in English and German, both
 * orders; and the near misses that must not conflict.
 */
import { describe, expect, it } from "vitest";
import { compareAll } from "../../../engine/compare/index.js";
import { conflictTable, quietTable, type ConflictRow, type QuietRow } from "./helpers.js";

const conflicting: ConflictRow[] = [
  [
    "en",
    "The controller shall send a heartbeat to the monitor.",
    "The controller shall provide the operator with the option to disable the heartbeat to the monitor.",
    "optOut",
    "disable the heartbeat",
  ],
  [
    "en",
    "The loader shall verify the checksum of each image.",
    "The loader shall allow the technician to skip the verification of the checksum of each image.",
    "optOut",
    "skip the verification",
  ],
  [
    "en",
    "The loader shall log every failed update.",
    "The loader shall give administrators the option to disable logging.",
    "optOut",
    "disable logging",
  ],
  [
    "en",
    "The checkout shall require a confirmation code for each payment.",
    "The checkout shall allow regular customers to bypass the confirmation code for each payment.",
    "optOut",
    "bypass the confirmation code",
  ],
  [
    "de",
    "Das Gateway muss das Zertifikat jedes Servers prüfen.",
    "Das Gateway muss dem Betreiber erlauben, die Prüfung des Zertifikats jedes Servers zu umgehen.",
    "optOut",
    "umgehen",
  ],
  [
    "de",
    "Die Steuerung muss jede Sekunde ein Lebenszeichen an den Monitor senden.",
    "Die Steuerung muss dem Bediener die Möglichkeit bieten, das Lebenszeichen an den Monitor zu deaktivieren.",
    "optOut",
    "deaktivieren",
  ],
  // What the actor does instead, after a comma, is no part of what is switched off.
  [
    "en",
    "The scanner shall stitch adjacent pages and number each page of the archive copy.",
    "The scanner shall give the archivist the option to disable page stitching and numbering, scanning each sheet as a separate image.",
    "optOut",
    "disable page stitching",
  ],
  [
    "de",
    "Der Scanner muss benachbarte Seiten zusammenfügen und jede Seite der Archivkopie nummerieren.",
    "Der Scanner muss dem Archivar erlauben, das Zusammenfügen der Seiten zu deaktivieren, wobei jedes Blatt als eigenes Bild erfasst wird.",
    "optOut",
    "deaktivieren",
  ],
];

const compatible: QuietRow[] = [
  // the switch-off is itself ruled out
  [
    "en",
    "The controller shall send a heartbeat to the monitor.",
    "The controller shall not allow the operator to disable the heartbeat to the monitor.",
  ],
  // something else is switched off
  ["en", "The controller shall send a heartbeat to the monitor.", "The controller shall allow the operator to disable the sound of the alarm."],
  // the demand is itself only a capability
  [
    "en",
    "The operator shall be able to send a heartbeat to the monitor.",
    "The controller shall allow the operator to disable the heartbeat to the monitor.",
  ],
  // the opt-out holds only under a condition the demand lacks
  [
    "en",
    "The loader shall verify the checksum of each image.",
    "If the image comes from the factory, the loader shall allow the technician to skip the verification of the checksum.",
  ],
  // replacing a value is no switching off
  [
    "en",
    "The adjuster shall enter the preferred repair shop on the claim.",
    "The adjuster shall be able to override the preferred repair shop on the claim.",
  ],
  [
    "de",
    "Das Gateway muss das Zertifikat jedes Servers prüfen.",
    "Das Gateway darf dem Betreiber nicht erlauben, die Prüfung des Zertifikats zu umgehen.",
  ],
  ["de", "Die Steuerung muss ein Lebenszeichen an den Monitor senden.", "Die Steuerung muss dem Bediener erlauben, den Signalton zu deaktivieren."],
];

describe("a demand against the option to switch it off", () => {
  conflictTable(conflicting);
  quietTable(compatible);

  // The index reads a candidate in full only when it shares a term with the requirement: the
  // demand meets the opt-out through the verb of switching off, the opt-out through its objects.
  it.each(conflicting)("%s: the comparison of a set finds %s / %s from either side", (language, a, b) => {
    const { results } = compareAll([
      { id: "demand", text: a, language },
      { id: "optOut", text: b, language },
    ]);
    expect(results.get("demand")!.contradictions.map((c) => c.id)).toEqual(["optOut"]);
    expect(results.get("optOut")!.contradictions.map((c) => c.id)).toEqual(["demand"]);
  });
});
