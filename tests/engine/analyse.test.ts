import { describe, expect, it } from "vitest";
import { analyse, defaultConfigurationFile, highlight, type Finding } from "../../engine/index.js";
import { rate } from "../../engine/rating.js";

function keys(text: string, language?: "en" | "de") {
  return analyse(text, { language }).classifications.map((c) => c.classificationKey);
}

describe("analyse", () => {
  it("finds the modal verb and the weak word of a vague English requirement, with offsets", () => {
    const text = "The system should respond quickly.";
    const result = analyse(text);
    expect(result.language).toBe("en");
    expect(result.rating).toBeLessThanOrEqual(3);
    const byKey = Object.fromEntries(result.classifications.map((c) => [c.classificationKey, c.findings]));
    expect(byKey.MODAL_VERB).toEqual([expect.objectContaining({ start: 11, end: 17, text: "should" })]);
    expect(byKey.WEAK_WORD).toEqual([expect.objectContaining({ start: 26, end: 33, text: "quickly" })]);
    expect(result.improvements).toHaveProperty("modalVerb");
    expect(result.improvements).toHaveProperty("weakWord");
  });

  it("does the same for German", () => {
    const result = analyse("Das System soll schnell antworten.");
    expect(result.language).toBe("de");
    expect(result.classifications.map((c) => c.classificationKey)).toEqual(expect.arrayContaining(["MODAL_VERB", "WEAK_WORD"]));
    expect(result.rating).toBeLessThanOrEqual(3);
  });

  it("rates a well-formed requirement with 5 stars and names its EARS pattern", () => {
    const en = analyse("When the operator presses the stop button, the conveyor system shall halt within 2 s.");
    expect(en.classifications).toEqual([]);
    expect(en.rating).toBe(5);
    expect(en.earsPattern).toBe("event-driven");
    const de = analyse("Das System muss jede Buchung mit Datum und Uhrzeit protokollieren.");
    expect(de.classifications).toEqual([]);
    expect(de.rating).toBe(5);
    expect(de.earsPattern).toBe("ubiquitous");
  });

  it("never lets one finding hide another: overlapping findings all appear", () => {
    const result = analyse("The system should be fast and/or simple.", { language: "en" });
    const found = result.classifications.map((c) => c.classificationKey);
    expect(found).toEqual(expect.arrayContaining(["MODAL_VERB", "WEAK_WORD", "COMPLEX_SENTENCE"]));
  });

  it("does not count numbers as commas or units as and/or", () => {
    expect(keys("The pump shall deliver 1,000 litres at 2,5 m/s.", "en")).not.toContain("COMPLEX_SENTENCE");
    expect(keys("Die Pumpe muss 1.000 Liter mit 99,9 km/h fördern.", "de")).not.toContain("COMPLEX_SENTENCE");
  });

  it("HTML-escapes the processed text and marks findings", () => {
    const result = analyse("The system should show <img src=x onerror=alert(1)> quickly.", { language: "en" });
    expect(result.processedText).not.toContain("<img");
    expect(result.processedText).toContain("&lt;img");
    expect(result.processedText).toContain('<mark class="reqlens-modal-verb">should</mark>');
  });

  it("flags gibberish with rating 1", () => {
    const result = analyse("asdf qwer zxcv uiop hjkl", { language: "en" });
    expect(result.gibberish).toBe(true);
    expect(result.rating).toBe(1);
  });

  it("leaves out findings whose improvement is disabled and does not charge for them", () => {
    const configuration = defaultConfigurationFile();
    configuration.improvements.modalVerb.enabled = false;
    const result = analyse("The system should respond quickly.", { configuration });
    expect(result.classifications.map((c) => c.classificationKey)).not.toContain("MODAL_VERB");
    expect(result.rating).toBe(5 - configuration.improvements.weakWord.rating);
  });
});

describe("rate", () => {
  const improvements = defaultConfigurationFile().improvements;
  it("charges each finding type once and never goes below 1", () => {
    expect(rate([], improvements)).toBe(5);
    expect(rate(["modalVerb", "modalVerb"], improvements)).toBe(5 - improvements.modalVerb.rating);
    expect(rate(["modalVerb", "weakWord", "bracket", "condition", "example"], improvements)).toBe(1);
  });
});

describe("messages in the reader's language (messageLanguage)", () => {
  const messages = (result: ReturnType<typeof analyse>) => result.classifications.flatMap((c) => c.findings.map((f) => f.message));
  const positions = (result: ReturnType<typeof analyse>) =>
    result.classifications.map((c) => [
      c.classificationKey,
      c.findings.map(({ start, end, text, replacement }) => ({ start, end, text, replacement })),
    ]);

  it("words the findings and improvements of an English requirement in German, quoting the English words", () => {
    const text = "The operator should maybe restart the  service quickly (if possible)";
    const english = analyse(text, { language: "en" });
    const german = analyse(text, { language: "en", messageLanguage: "de" });
    expect(german.language).toBe("en");
    expect(positions(german)).toEqual(positions(english));
    expect(german.rating).toBe(english.rating);
    const modal = german.classifications.find((c) => c.classificationKey === "MODAL_VERB")!.findings[0];
    expect(modal.message).toBe(`„should“ ist nicht verbindlich; verwenden Sie „${modal.replacement}“.`);
    expect(german.improvements.modalVerb).toMatch(/Modalverb/);
    // Every message is re-worded: none is left as its English text.
    expect(messages(english).length).toBeGreaterThanOrEqual(4);
    messages(german).forEach((message, i) => expect(message, messages(english)[i]).not.toBe(messages(english)[i]));
    expect(german.processedText).toBe(english.processedText);
  });

  it("words the findings of a German requirement in English", () => {
    const text = "Das System sollte eventuell schnell antworten";
    const german = analyse(text, { language: "de" });
    const english = analyse(text, { language: "de", messageLanguage: "en" });
    expect(positions(english)).toEqual(positions(german));
    const modal = english.classifications.find((c) => c.classificationKey === "MODAL_VERB")!.findings[0];
    expect(modal.message).toBe(`“sollte” is not binding; use “${modal.replacement}”.`);
    expect(english.classifications.find((c) => c.classificationKey === "END_OF_SENTENCE")!.findings[0].message).toBe(
      "The requirement does not end with a full stop.",
    );
  });

  it("words gibberish in the reader's language", () => {
    const text = "Qwrtzk plmbrnx vrkstp glmfr.";
    const english = analyse(text, { language: "en" });
    const german = analyse(text, { language: "en", messageLanguage: "de" });
    expect(english.gibberish).toBe(true);
    expect(german.improvements.gibberish).not.toBe(english.improvements.gibberish);
    expect(german.improvements.gibberish).toMatch(/Text/);
    for (const message of messages(german)) expect(message).toMatch(/ist kein Wort\.$/);
  });

  it("keeps the requirement's language when no message language is given", () => {
    const text = "The system should respond quickly.";
    expect(analyse(text, { language: "en" })).toEqual(analyse(text, { language: "en", messageLanguage: "en" }));
    expect(messages(analyse(text, { language: "en" })).join(" ")).toMatch(/not binding/);
  });
});

describe("highlight", () => {
  const f = (findingType: Finding["findingType"], start: number, end: number): Finding => ({ findingType, start, end, text: "", message: "" });
  it("nests overlapping findings into stretches with all their classes", () => {
    const text = "a bc d";
    expect(highlight(text, [f("WEAK_WORD", 2, 6), f("MODAL_VERB", 2, 4)])).toBe(
      'a <mark class="reqlens-weak-word reqlens-modal-verb">bc</mark><mark class="reqlens-weak-word"> d</mark>',
    );
  });
  it("escapes text inside and outside marks", () => {
    expect(highlight("<a> & <b>", [f("BRACKET", 0, 3)])).toBe('<mark class="reqlens-bracket">&lt;a&gt;</mark> &amp; &lt;b&gt;');
  });
});
