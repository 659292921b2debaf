/** POST /api/v2/requirements/suggestions: better wordings only, best first, with and without a language model. */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSE, build, post, useApp, type TestApp } from "./helper.js";
import { startFakeLlm, type FakeLlm } from "./helpers/fake-llm.js";

const SUGGEST = "/api/v2/requirements/suggestions";
const fixtures = JSON.parse(readFileSync("tests/fixtures/weak-requirements.json", "utf8")) as Record<"en" | "de", Array<{ text: string }>>;

async function analysed(app: TestApp, text: string, language: "en" | "de") {
  const res = await post(app, ANALYSE, { config: { language }, content: [{ externalId: "1", text }] });
  expect(res.statusCode).toBe(200);
  return res.json().content[0] as { text: string; rating: number; language: "en" | "de" };
}

describe("suggestions without a language model", () => {
  const app = useApp();

  for (const language of ["en", "de"] as const) {
    it(`every suggestion rates higher than its original (${language})`, async () => {
      let offered = 0;
      for (const { text } of fixtures[language].slice(0, 12)) {
        const item = await analysed(app(), text, language);
        const res = await post(app(), SUGGEST, item);
        expect(res.statusCode).toBe(200);
        const suggestions = res.json() as string[];
        if (item.rating >= 5) expect(suggestions).toEqual([]);
        offered += suggestions.length;
        let previous = 6;
        for (const suggestion of suggestions) {
          const again = await analysed(app(), suggestion, language);
          expect(again.rating, `${text} -> ${suggestion}`).toBeGreaterThan(item.rating);
          expect(again.rating).toBeLessThanOrEqual(previous);
          previous = again.rating;
        }
      }
      expect(offered).toBeGreaterThan(0);
    });
  }

  it("/rated answers the same suggestions, each with the rating the analysis gives it", async () => {
    let offered = 0;
    for (const language of ["en", "de"] as const) {
      for (const { text } of fixtures[language].slice(0, 4)) {
        const item = await analysed(app(), text, language);
        const plain = (await post(app(), SUGGEST, item)).json() as string[];
        const res = await post(app(), `${SUGGEST}/rated`, item);
        expect(res.statusCode).toBe(200);
        const rated = res.json() as Array<{ text: string; rating: number }>;
        expect(rated.map((r) => r.text)).toEqual(plain);
        for (const suggestion of rated) {
          expect(Object.keys(suggestion).sort()).toEqual(["rating", "text"]);
          expect(suggestion.rating).toBe((await analysed(app(), suggestion.text, language)).rating);
        }
        offered += rated.length;
      }
    }
    expect(offered).toBeGreaterThan(0);
    expect((await post(app(), `${SUGGEST}/rated`, { rating: 3 })).statusCode).toBe(400);
  });

  it("answers improvements and finding messages in the interface language given as config.uiLanguage", async () => {
    const text = "The system should respond quickly.";
    const english = (await post(app(), ANALYSE, { config: { language: "en" }, content: [{ text }] })).json().content[0];
    const german = (await post(app(), ANALYSE, { config: { language: "en", uiLanguage: "de" }, content: [{ text }] })).json().content[0];
    expect(Object.keys(german.improvements)).toEqual(Object.keys(english.improvements));
    expect(german.improvements.modalVerb).toMatch(/Modalverb/);
    expect(english.improvements.modalVerb).not.toMatch(/Modalverb/);
    // The findings keep their places and quote the English requirement; their messages are German.
    const places = (item: { classifications: { classificationKey: string; findings: { start: number; end: number; text: string }[] }[] }) =>
      item.classifications.map((c) => [c.classificationKey, c.findings.map(({ start, end, text }) => [start, end, text])]);
    expect(places(german)).toEqual(places(english));
    const modal = (item: typeof german) =>
      item.classifications.find((c: { classificationKey: string }) => c.classificationKey === "MODAL_VERB").findings[0].message;
    expect(modal(german)).toMatch(/^„should“ ist nicht verbindlich/);
    expect(modal(english)).toMatch(/^“should” is not binding/);
    const bad = await post(app(), ANALYSE, { config: { uiLanguage: "fr" }, content: [{ text }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/uiLanguage/);
  });

  it("answers nothing for a rating of 5, gibberish or a failed analysis", async () => {
    const good = await analysed(app(), "The system shall store each invoice for 10 years.", "en");
    expect(good.rating).toBe(5);
    expect((await post(app(), SUGGEST, good)).json()).toEqual([]);
    expect((await post(app(), SUGGEST, { ...good, rating: 0 })).json()).toEqual([]);
    expect((await post(app(), SUGGEST, { text: "The system should store invoices.", rating: 3, gibberish: true })).json()).toEqual([]);
  });

  it("validates the body and the configuration", async () => {
    expect((await post(app(), SUGGEST, { rating: 3 })).statusCode).toBe(400);
    expect((await post(app(), SUGGEST, { text: "The system should work.", rating: 9 })).statusCode).toBe(400);
    expect((await post(app(), SUGGEST, { text: "", rating: 3 })).statusCode).toBe(400);
    const res = await post(app(), `${SUGGEST}?configId=no-such-config`, { text: "The system should work.", rating: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe("NOT_FOUND");
  });

  it("takes the rating of the configuration, not the client's", async () => {
    // A client claiming a low rating for a flawless sentence gets nothing.
    expect((await post(app(), SUGGEST, { text: "The system shall store each invoice for 10 years.", rating: 2, language: "en" })).json()).toEqual([]);
  });
});

describe("suggestions with a language model", () => {
  let fake: FakeLlm;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm();
    app = await build({ llm: { url: fake.url, model: "fake", apiKey: null }, llmTimeoutMs: 1000, comparison: { workers: false } });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const original = "The booking service should send a confirmation e-mail within 60 seconds.";

  it("adds the model's rewrites that rate higher and drops the others", async () => {
    const better = "The booking service shall send a confirmation e-mail to the customer within 60 seconds.";
    const worse = "Confirmation e-mails should maybe be sent quickly, e.g. soon (if possible).";
    fake.behaviour = { kind: "answer", content: { suggestions: [worse, better] } };
    const item = await analysed(app, original, "en");
    const suggestions = (await post(app, SUGGEST, item)).json() as string[];
    expect(suggestions).toContain(better);
    expect(suggestions).not.toContain(worse);
    for (const s of suggestions) expect((await analysed(app, s, "en")).rating).toBeGreaterThan(item.rating);
  });

  it("still answers the engine's suggestions when the model fails or answers nonsense", async () => {
    const item = await analysed(app, original, "en");
    fake.behaviour = { kind: "malformed" };
    const fromMalformed = (await post(app, SUGGEST, item)).json() as string[];
    fake.behaviour = { kind: "status", status: 500 };
    const from500 = (await post(app, SUGGEST, item)).json() as string[];
    fake.behaviour = { kind: "slow", delayMs: 10_000, content: { suggestions: ["x"] } };
    const fromSlow = (await post(app, SUGGEST, item)).json() as string[];
    expect(fromMalformed.length).toBeGreaterThan(0);
    expect(from500).toEqual(fromMalformed);
    expect(fromSlow).toEqual(fromMalformed);
    expect(fromMalformed.some((s) => s.includes("{not json"))).toBe(false);
  });
});
