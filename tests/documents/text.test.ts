import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../documents/index.js";
import { docx, fixture, reqifz } from "./build.js";

describe("Word", () => {
  it("takes list items and paragraphs with a binding modal verb, headings as sections, ids written before the text", async () => {
    const bytes = docx([
      { heading: 1, text: "1 Scope" },
      { text: "This document describes the washing machine." },
      { heading: 2, text: "1.1 Water" },
      { text: "WM-1: The machine shall stop the inflow at 12 l." },
      { list: 2, text: "The pump must drain the drum in 90 s." },
      { list: 2, text: "The drum should be emptied quickly.", level: 1 },
      { heading: 1, text: "2 Tür" },
      { list: 1, text: "Die Tür darf sich während des Schleuderns nicht öffnen." },
      { text: "Die Tür wird verriegelt." },
    ]);
    const result = await importDocument(bytes, { fileName: "machine.docx" });
    expect(result.format).toBe("docx");
    expect(result.requirements).toEqual([
      { id: "WM-1", text: "The machine shall stop the inflow at 12 l.", section: "1 Scope / 1.1 Water" },
      { id: "1", text: "The pump must drain the drum in 90 s.", section: "1 Scope / 1.1 Water" },
      { id: "2", text: "The drum should be emptied quickly.", section: "1 Scope / 1.1 Water" },
      { id: "3", text: "Die Tür darf sich während des Schleuderns nicht öffnen.", section: "2 Tür" },
    ]);
  });

  it("reads table cells, taking a row's id from a first cell that holds only an id; line breaks in a paragraph join", async () => {
    const bytes = docx([
      { heading: 1, text: "Interfaces" },
      {
        table: [
          ["ID", "Requirement"],
          ["IF-7", "The gateway shall forward CAN frames\nwithin 5 ms."],
          ["IF-8", "The gateway will log every dropped frame."],
          ["Note", "Frames are counted per bus."],
        ],
      },
    ]);
    const result = await importDocument(bytes, { fileName: "gateway.docx" });
    expect(result.requirements).toEqual([
      { id: "IF-7", text: "The gateway shall forward CAN frames within 5 ms.", section: "Interfaces" },
      { id: "IF-8", text: "The gateway will log every dropped frame.", section: "Interfaces" },
    ]);
  });

  it("refuses a ZIP archive without word/document.xml when told it is a .docx", async () => {
    const error = await importDocument(reqifz({ "word/other.xml": strToU8("<a/>") }), { fileName: "x.docx" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, format: "docx" });
    expect((error as Error).message).toBe("could not read the file as DOCX: the archive has no word/document.xml");
  });
});

describe("Markdown and plain text", () => {
  it("Markdown: list items with continuation lines and other lines are requirements, headings are sections, code and comments are skipped", async () => {
    const result = await importDocument(fixture("requirements.md"), { fileName: "requirements.md" });
    expect(result.format).toBe("md");
    expect(result.requirements).toEqual([
      { id: "1", text: "Requirements of the welding cell.", section: "Robot cell", line: 3 },
      { id: "2", text: "The robot shall stop within 0.5 s when the light curtain is interrupted.", section: "Robot cell / Safety", line: 7 },
      { id: "SAF-2", text: "The robot shall move at reduced speed while the door is open.", section: "Robot cell / Safety", line: 8 },
      { id: "3", text: "The operator panel should show the cycle time as soon as possible.", section: "Robot cell / Operation", line: 13 },
      { id: "4", text: "The robot must report every collision to the cell controller.", section: "Robot cell / Operation", line: 15 },
      { id: "5", text: "Die Zelle muss nach einem Not-Halt manuell quittiert werden.", section: "Robot cell / Betrieb", line: 25 },
    ]);
  });

  it("plain text: one requirement per non-empty line or list item, numbered short lines without a sentence's end are headings", async () => {
    const result = await importDocument(fixture("requirements.txt"), { fileName: "requirements.txt" });
    expect(result.format).toBe("txt");
    expect(result.requirements).toEqual([
      { id: "1", text: "Die Waage muss Gewichte bis 150 kg anzeigen.", section: "1 Anzeige", line: 2 },
      { id: "W-2", text: "Die Anzeige soll bei Überlast blinken.", section: "1 Anzeige", line: 3 },
      { id: "2", text: "Die Waage darf nach 2 Minuten ohne Last abschalten.", section: "1 Anzeige / 1.1 Energie", line: 6 },
      { id: "3", text: "The scale shall keep its calibration after a power loss.", section: "1 Anzeige / 1.1 Energie", line: 7 },
    ]);
  });

  it("treats a file without an extension that is not XML or ZIP as plain text", async () => {
    const result = await importDocument(new TextEncoder().encode("The lift shall stop at every floor.\n"), { fileName: "README" });
    expect(result).toEqual({ format: "txt", requirements: [{ id: "1", text: "The lift shall stop at every floor.", line: 1 }] });
  });
});
