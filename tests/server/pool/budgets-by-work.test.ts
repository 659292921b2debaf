/**
 * Budgets count work: requirements and characters per minute and client, besides requests.
 * Comparison reads are budgeted; short language detection counts only a few characters.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MIN_CHARGE } from "../../../server/routes/api/v2/languages.js";
import { ANALYSE, freshMinute, useApp, type TestApp } from "../helper.js";
import { padded, SENTENCES } from "./texts.js";

beforeEach(freshMinute, 40_000);

function analyseFrom(app: TestApp, address: string, texts: string[]) {
  return app.inject({
    method: "POST",
    url: ANALYSE,
    remoteAddress: address,
    payload: { config: { language: "en" }, content: texts.map((text) => ({ text })) },
  });
}

describe("the requirement budget", () => {
  const app = useApp({ auth: { anonRateLimit: 0, anonRequirementsPerMinute: 5, anonCharactersPerMinute: 0 } });

  it("admits requests while their requirements fit, then answers 429 naming the budget", async () => {
    const three = [SENTENCES[0], SENTENCES[1], SENTENCES[2]];
    expect((await analyseFrom(app(), "192.0.2.30", three)).statusCode).toBe(200);
    const refused = await analyseFrom(app(), "192.0.2.30", three);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ httpStatus: 429, errorCode: "TOO_MANY_REQUESTS" });
    expect(refused.json().message).toMatch(/needs 3 requirements.*5 requirements per minute/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // What is left still fits, and other addresses have budgets of their own.
    expect((await analyseFrom(app(), "192.0.2.30", three.slice(0, 2))).statusCode).toBe(200);
    expect((await analyseFrom(app(), "192.0.2.30", three.slice(0, 1))).statusCode).toBe(429);
    expect((await analyseFrom(app(), "192.0.2.31", three)).statusCode).toBe(200);
  });

  it("counts a suggestion as one requirement and refuses it past the budget", async () => {
    const suggest = () =>
      app().inject({
        method: "POST",
        url: "/api/v2/requirements/suggestions",
        remoteAddress: "192.0.2.32",
        payload: { text: "The system should be fast.", rating: 2 },
      });
    for (let i = 0; i < 5; i++) expect((await suggest()).statusCode).toBe(200);
    expect((await suggest()).statusCode).toBe(429);
  });

  it("merges the counts into the database under the client's budget names", async () => {
    await app().requestBudgets.flush();
    const rows = await app().db.query<{ client: string; used: number }>(
      "SELECT client, used FROM request_budget WHERE client LIKE 'anon:192.0.2.3%'",
    );
    expect(rows.find((row) => row.client === "anon:192.0.2.30#requirements")?.used).toBe(5);
    expect(rows.find((row) => row.client === "anon:192.0.2.31#requirements")?.used).toBe(3);
  });
});

describe("the character budget", () => {
  const app = useApp({ auth: { anonRateLimit: 0, anonRequirementsPerMinute: 0, anonCharactersPerMinute: 12_000 } });

  it("counts the characters of the requirements and refuses a batch that does not fit", async () => {
    expect((await analyseFrom(app(), "192.0.2.40", [padded(5000), padded(5000, 1)])).statusCode).toBe(200);
    const refused = await analyseFrom(app(), "192.0.2.40", [padded(5000, 2)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/needs 5,000 characters.*12,000 characters per minute/);
    expect((await analyseFrom(app(), "192.0.2.40", [padded(1500, 3)])).statusCode).toBe(200);
  });

  it("answers 413 for a batch over the size limits before counting it", async () => {
    const tooLong = await analyseFrom(app(), "192.0.2.41", [padded(5001)]);
    expect(tooLong.statusCode).toBe(413);
    expect((await analyseFrom(app(), "192.0.2.41", [padded(5000)])).statusCode).toBe(200);
  });

  it("counts a short language detection lightly: a visit's worth of detections leaves the budget for analyses", async () => {
    const detect = (text: string) =>
      app().inject({ method: "POST", url: "/api/v2/languages/analyse", remoteAddress: "192.0.2.42", payload: { content: [{ text }] } });
    // Typing a requirement on the check page: a detection per pause.
    for (let i = 1; i <= 20; i++) expect((await detect(SENTENCES[0].slice(0, i * 3))).statusCode).toBe(200);
    await app().requestBudgets.flush();
    const [row] = await app().db.query<{ used: number }>("SELECT used FROM request_budget WHERE client = 'anon:192.0.2.42#characters'");
    expect(Number(row.used)).toBe(20 * MIN_CHARGE);
    expect((await analyseFrom(app(), "192.0.2.42", [padded(5000)])).statusCode).toBe(200);
  });
});

describe("the request budget", () => {
  const app = useApp({ auth: { anonRateLimit: 3, anonRequirementsPerMinute: 0, anonCharactersPerMinute: 0 } });

  it("counts comparison reads, so polling cannot stall the database for free", async () => {
    const poll = () => app().inject({ url: "/api/v2/comparison/reads_db/1700-01-01T00:00:00Z/comparisons", remoteAddress: "192.0.2.50" });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await poll()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await poll();
    expect(refused.json().message).toMatch(/3 requests per minute/);
    const results = await app().inject({
      method: "POST",
      url: "/api/v2/comparison/reads_db/comparisons",
      remoteAddress: "192.0.2.50",
      payload: ["a"],
    });
    expect(results.statusCode).toBe(429);
  });

  it("does not count language detection as a request", async () => {
    for (let i = 0; i < 6; i++) {
      const detect = await app().inject({
        method: "POST",
        url: "/api/v2/languages/analyse",
        remoteAddress: "192.0.2.51",
        payload: { content: [{ text: SENTENCES[i % 5] }] },
      });
      expect(detect.statusCode).toBe(200);
    }
    expect((await analyseFrom(app(), "192.0.2.51", [SENTENCES[0]])).statusCode).toBe(200);
  });
});
