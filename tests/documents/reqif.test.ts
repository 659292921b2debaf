import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { importDocument } from "../../documents/index.js";
import { fixture, reqifz } from "./build.js";

const read = (name: string, options = {}) => importDocument(fixture("reqif", name), { fileName: name, ...options });

describe("ReqIF", () => {
  it("DOORS: XHTML text with a list, ForeignID ids, headings as nested sections, enumerations as attributes", async () => {
    const result = await read("doors.reqif");
    expect(result.format).toBe("reqif");
    expect(result.requirements).toEqual([
      {
        id: "BC-2",
        text: "The brake controller shall apply the rear brakes within 150 ms after the pedal is pressed.",
        section: "Braking",
        attributes: { Priority: "High" },
        line: 45,
      },
      {
        id: "BC-3",
        text: "When the wheel speed sensor fails, the brake controller shall:\n- switch to the fallback mode,\n- light the warning lamp & record the fault.",
        section: "Braking",
        attributes: { Priority: "Low" },
        line: 53,
      },
      { id: "BC-5", text: "The parking brake should possibly hold the vehicle on slopes.", section: "Braking / Parking brake", line: 68 },
    ]);
  });

  it("Polarion: the reqif: namespace prefix, character references (a no-break space becomes a space), a heading object of its own type (German)", async () => {
    const result = await read("polarion.reqif");
    expect(result.requirements.map((r) => [r.id, r.section, r.text])).toEqual([
      ["KLIMA-101", "Innenraumtemperatur", "Die Klimasteuerung muss die Innenraumtemperatur auf ±1 °C der Solltemperatur halten."],
      ["KLIMA-102", "Innenraumtemperatur", "Wenn die Tür geöffnet wird, soll das Gebläse eventuell auf die niedrigste Stufe schalten."],
    ]);
    expect(result.requirements[0].attributes).toEqual({ "ReqIF.Name": "Solltemperatur halten", Status: "approved" });
  });

  it("ReqIF Studio: headings as flat siblings, TYPE before VALUES, an ordered list of paragraphs", async () => {
    const result = await read("reqif-studio.reqif");
    expect(result.requirements.map((r) => [r.id, r.section])).toEqual([
      ["DLU-10", "Locking"],
      ["DLU-11", "Locking"],
      ["DLU-20", "Diagnostics"],
    ]);
    expect(result.requirements[1].text).toBe("The door lock unit shall unlock the doors in this order:\n1. the driver door,\n2. the other doors after a second press.");
    expect(result.requirements[0].attributes).toEqual({ Rationale: "Occupants must not open a door while driving." });
  });

  it("Enterprise Architect: no ReqIF.Text, so the longest string or XHTML value; no ForeignID, so the IDENTIFIER", async () => {
    const result = await read("enterprise-architect.reqif");
    expect(result.requirements.map((r) => [r.id, r.text])).toEqual([
      ["EAID_0A1B2C3D_0001", "When a vehicle is connected and authorised, the charging station shall start charging within 3 s."],
      ["EAID_0A1B2C3D_0002", "The charging station shall stop charging when the user presses the stop button."],
    ]);
    expect(result.requirements[0].attributes).toEqual({ Name: "Start charging", Stereotype: "functional" });
  });

  it("Capella: an integer ForeignID, XHTML in the default namespace, a line break inside a paragraph", async () => {
    const result = await read("capella.reqif");
    expect(result.requirements).toEqual([
      { id: "17", text: "The drone shall refuse to take off inside a no-fly zone.", section: "Geofencing", line: 36 },
      { id: "18", text: "The drone shall land at the nearest safe point\nwhen it reaches the border of a no-fly zone.", section: "Geofencing", line: 43 },
    ]);
  });

  it("Eclipse RMF: string values with escaped characters, hierarchy order first, then objects no hierarchy references", async () => {
    const result = await read("eclipse-rmf.reqif");
    expect(result.requirements.map((r) => r.id)).toEqual(["rmf-so-b", "rmf-so-a", "rmf-so-c"]);
    expect(result.requirements[1].text).toBe("Das Steuergerät muss einen Füllstand < 10 % innerhalb von 2 s melden.");
  });

  it("takes the text from the attribute named by textAttribute (long name, any case), and refuses an unknown one naming the attributes", async () => {
    const result = await read("polarion.reqif", { textAttribute: "reqif.name" });
    expect(result.requirements.map((r) => [r.id, r.text])).toEqual([["KLIMA-101", "Solltemperatur halten"]]);
    await expect(read("polarion.reqif", { textAttribute: "Body" })).rejects.toMatchObject({ status: 400, code: "DOCUMENT_ATTRIBUTE_NOT_FOUND" });
    await expect(read("polarion.reqif", { textAttribute: "Body" })).rejects.toThrow(/"ReqIF.Text"/);
  });

  it("reads a .reqifz with several .reqif files in name order, ignoring other entries", async () => {
    const bytes = reqifz({ "b/doors.reqif": fixture("reqif", "doors.reqif"), "a/capella.reqif": fixture("reqif", "capella.reqif"), "images/logo.txt": strToU8("logo") });
    const result = await importDocument(bytes, { fileName: "bundle.reqifz" });
    expect(result.format).toBe("reqifz");
    expect(result.requirements.map((r) => r.id)).toEqual(["17", "18", "BC-2", "BC-3", "BC-5"]);
  });

  it("refuses a .reqifz without a .reqif inside", async () => {
    await expect(importDocument(reqifz({ "readme.txt": strToU8("nothing") }), { fileName: "empty.reqifz", format: "reqifz" })).rejects.toThrow(/REQIFZ.*no \.reqif file/);
  });

  it("refuses XML that is not well-formed with 400 naming ReqIF and the line", async () => {
    const broken = new TextEncoder().encode('<?xml version="1.0"?>\n<REQ-IF>\n<CORE-CONTENT>\n</REQ-IF>\n');
    const error = await importDocument(broken, { fileName: "broken.reqif" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, format: "reqif" });
    expect((error as Error).message).toMatch(/^could not read the file as REQIF: the XML is not well-formed .* line \d/);
  });
});
