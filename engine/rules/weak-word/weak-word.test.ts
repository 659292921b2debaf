import type { EngineConfig } from "../../config.js";
import { describe, expect, it } from "vitest";
import { rule as weakWord } from "./check.js";
import { at, ruleTester, runRule } from "../../../tests/engine/rule-tester.js";

/** Terms implying totality are off by default; these cases switch them on. */
const withTotality = (config: EngineConfig) => {
  config.weakword.categories = config.weakword.categories.map((c) => ({ ...c, enabled: true }));
};

const e1 = "The system shall provide a user-friendly interface.";
const e2 = "The system shall respond quickly to approximately 5 requests.";
const e3 = "The system shall select the best route.";
const e4 = "The system shall restart the service if possible.";
const e5 = "The timeout shall be TBD.";
const e6 = "The system shall always encrypt all files.";
const e7 = "The new version shall load faster than the old one.";
const e8 = "After the import, this shall be logged.";
const e9 = "When the file is uploaded to the server, the system shall scan it.";
const e10 = "The system shall store at least the last log entries, and so on.";

const e11 = "The scanner shall check the parcel when it arrives.";
const e12 = "The search shall show the most relevant results first.";
const e13 = "The display shall use a resolution of HD or better.";

const d11 = "Das Archiv muss die Messwerte über einen längeren Zeitraum aufbewahren.";
const d1 = "Das System muss eine benutzerfreundliche Oberfläche bieten.";
const d2 = "Das System muss Anfragen zeitnah beantworten.";
const d3 = "Das System muss die schnellstmögliche Route wählen.";
const d4 = "Das System muss den Dienst nach Möglichkeit neu starten.";
const d5 = "Das System muss die Daten bei Bedarf exportieren.";
const d6 = "Das System muss stets alle Dateien verschlüsseln.";
const d7 = "Die neue Version muss schneller laden.";
const d8 = "Wenn der Import endet, muss dies protokolliert werden.";
const d9 = "Das System muss das Protokoll prüfen, bevor es archiviert wird.";
const d10 = "Das System muss die Protokolle sichern, damit diese lesbar bleiben.";

ruleTester(weakWord, {
  valid: [
    // One candidate antecedent (the clause's own subject cannot be meant; German "es" needs a neuter one): clear.
    { text: "When the file is uploaded, the system shall scan it.", language: "en" },
    { text: "The server shall compress the log files before it archives them.", language: "en" },
    { text: "Das System muss die Datei prüfen, bevor es sie speichert.", language: "de" },
    { text: "The system shall respond within 2 s.", language: "en" },
    { text: "The system shall store at least 5 log files.", language: "en" },
    { text: "The system shall accept more than 10 concurrent users.", language: "en" },
    { text: "The system shall ensure that the data is encrypted.", language: "en" },
    { text: "The system shall delete the data that is older than 30 days.", language: "en" },
    { text: "It shall be possible to export the report as PDF.", language: "en" },
    { text: "The system shall refresh the display every 60 seconds.", language: "en" },
    { text: "This function shall log each login attempt.", language: "en" },
    { text: "The system shall show information about the user.", language: "en" },
    { text: "The system shall support one or more printers.", language: "en" },
    { text: "The system shall follow the NOAA IT security manual.", language: "en" },
    { text: "The interface shall run at 100 Mbit/s or better.", language: "en" },
    { text: "It is recognised that the log shall be kept for 5 years.", language: "en" },
    { text: "Das System muss innerhalb von 2 s antworten.", language: "de" },
    { text: "Das System muss mindestens 5 Protokolldateien speichern.", language: "de" },
    { text: "Das System muss mehr als 10 Benutzer gleichzeitig bedienen.", language: "de" },
    { text: "Es muss möglich sein, den Bericht als PDF zu exportieren.", language: "de" },
    { text: "Das System muss die Anzeige alle 60 Sekunden aktualisieren.", language: "de" },
    { text: "Diese Funktion muss jeden Anmeldeversuch protokollieren.", language: "de" },
    { text: "Das System muss diese neuen Daten täglich sichern.", language: "de" },
    { text: "Das System muss die Verbindung trennen, es sei denn, eine Übertragung läuft.", language: "de" },
    { text: "Das System muss melden, wenn es keine freien Plätze gibt.", language: "de" },
    { text: "Das System muss jede Änderung protokollieren.", language: "de" },
    // Precise in context: fixed expressions, names, bounds with a reference or a figure, placeholders for values.
    { text: "The console shall list the most recent alarm first.", language: "en" },
    { text: "The gateway shall import orders from the Fast Parcel network.", language: "en" },
    { text: "Refunds shall be approved by a team leader or higher.", language: "en" },
    { text: "The system shall warn the operator when more than N sessions are open.", language: "en" },
    { text: "The archive shall keep the records for a longer period of at least 10 years.", language: "en" },
    { text: "Das Archiv muss die Messwerte über einen längeren Zeitraum von mindestens 5 Jahren aufbewahren.", language: "de" },
    // Pronouns whose antecedent is clear: the subject carried on, a copula's second phrase, an acronym, "there is one".
    { text: "The controller shall monitor the pump. It shall report each failure within 1 s.", language: "en" },
    { text: "A route is a sequence of stops. It shall contain at most 40 stops.", language: "en" },
    { text: "Once the PLCS has been updated, it shall restart.", language: "en" },
    { text: "There shall be exactly one configuration file. It shall use the YAML format.", language: "en" },
    { text: "The recorder shall store it s configuration in flash memory.", language: "en" },
    { text: "Das System muss das Lager entlasten, indem es Aufträge bündelt.", language: "de" },
  ],
  invalid: [
    { text: e1, language: "en", findings: [at(e1, "user-friendly")] },
    { text: e2, language: "en", findings: [at(e2, "quickly"), at(e2, "approximately")] },
    { text: e3, language: "en", findings: [at(e3, "best")] },
    { text: e4, language: "en", findings: [at(e4, "if possible")] },
    { text: e5, language: "en", findings: [at(e5, "TBD")] },
    { text: e6, language: "en", options: withTotality, findings: [at(e6, "always"), at(e6, "all", 1)] },
    { text: e7, language: "en", findings: [at(e7, "faster than")] },
    { text: e8, language: "en", findings: [at(e8, "this")] },
    { text: e9, language: "en", findings: [at(e9, "it")] },
    { text: e10, language: "en", findings: [at(e10, "at least"), at(e10, "and so on")] },
    { text: d1, language: "de", findings: [at(d1, "benutzerfreundliche")] },
    { text: d2, language: "de", findings: [at(d2, "zeitnah")] },
    { text: d3, language: "de", findings: [at(d3, "schnellstmögliche")] },
    { text: d4, language: "de", findings: [at(d4, "nach Möglichkeit")] },
    { text: d5, language: "de", findings: [at(d5, "bei Bedarf")] },
    { text: d6, language: "de", options: withTotality, findings: [at(d6, "stets"), at(d6, "alle")] },
    { text: d7, language: "de", findings: [at(d7, "schneller")] },
    { text: d8, language: "de", findings: [at(d8, "dies")] },
    { text: d9, language: "de", findings: [at(d9, "es")] },
    { text: d10, language: "de", findings: [at(d10, "diese")] },
    // Still vague: two candidates in one sentence, a superlative other than "most recent", a comparative without a figure.
    { text: e11, language: "en", findings: [at(e11, "it")] },
    { text: e12, language: "en", findings: [at(e12, "most"), at(e12, "relevant")] },
    { text: e13, language: "en", findings: [at(e13, "or better")] },
    { text: d11, language: "de", findings: [at(d11, "längeren")] },
  ],
});

describe("weak-word settings", () => {
  it("never flags allowed words", () => {
    const found = runRule(weakWord, e2, "en", (config) => {
      config.weakword.allowedWeakWords = ["quickly"];
    });
    expect(found.map((f) => f.text)).toEqual(["approximately"]);
  });

  it("skips disabled categories: totality is off by default and can be switched on", () => {
    expect(runRule(weakWord, e6, "en")).toEqual([]);
    expect(runRule(weakWord, e6, "en", withTotality).map((f) => f.text)).toEqual(["always", "all"]);
    const withoutSubjective = runRule(weakWord, e1, "en", (config) => {
      config.weakword.categories = config.weakword.categories.map((c) => ({ ...c, enabled: c.type !== "subjectiveLanguage" }));
    });
    expect(runRule(weakWord, e1, "en")).not.toEqual([]);
    expect(withoutSubjective).toEqual([]);
  });

  it("flags the configuration's own weak words, whole words and phrases, unless they are allowed", () => {
    const text = "The portal shall show the Flurbish widget and the deluxe mode, but not flurbishes.";
    const configure = (config: EngineConfig) => {
      config.weakword.weakWords = ["flurbish", "deluxe mode"];
    };
    const found = runRule(weakWord, text, "en", configure);
    expect(found.map((f) => [f.start, f.end, f.text])).toEqual([
      [at(text, "Flurbish").start, at(text, "Flurbish").end, "Flurbish"],
      [at(text, "deluxe mode").start, at(text, "deluxe mode").end, "deluxe mode"],
    ]);
    expect(found[0].message).toContain("configured");
    const allowedToo = runRule(weakWord, text, "en", (config) => {
      configure(config);
      config.weakword.allowedWeakWords = ["flurbish"];
    });
    expect(allowedToo.map((f) => f.text)).toEqual(["deluxe mode"]);
    const german = runRule(weakWord, "Das System muss den Turbomodus anbieten.", "de", (config) => {
      config.weakword.weakWords = ["Turbomodus"];
    });
    expect(german.map((f) => f.text)).toEqual(["Turbomodus"]);
    expect(runRule(weakWord, text, "en")).toEqual([]);
  });

  it("names the category in the message", () => {
    const [finding] = runRule(weakWord, d4, "de");
    expect(finding.message).toContain("Hintertür");
  });
});
