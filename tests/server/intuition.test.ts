/**
 * The language model's intuition score in POST /api/v2/requirements/analyse and
 * /suggestions, against the loopback fake model: used when it arrives, the local
 * estimate otherwise (slow, malformed, failing), cached, bounded, counted in the status.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyse } from "../../engine/index.js";
import { llmStatus } from "../../server/llm/status.js";
import { ANALYSE, build, post, type TestApp } from "./helper.js";
import { loginAs } from "./helpers/auth.js";
import { startFakeLlm, type FakeLlm, type FakeRequest } from "./helpers/fake-llm.js";

const MODEL = "judge-model";
const SUGGEST = "/api/v2/requirements/suggestions";
const POOR = "Users might maybe see some reports etc. Also logs. And stuff could be (possibly) shown!";

interface Item {
  text: string;
  rating: number;
  language: "en" | "de";
  improvements: Record<string, string>;
  classifications: Array<{ classificationKey: string; findings: Array<{ message: string }> }>;
}

const isIntuitionCall = (r: FakeRequest) => r.body.messages?.[0]?.content.startsWith("Judge the quality") ?? false;
const intuitionCalls = (fake: FakeLlm) => fake.requests.filter(isIntuitionCall);
const intuitionOf = (item: Item) => item.classifications.find((c) => c.classificationKey === "INTUITION")?.findings ?? [];

async function analysed(app: TestApp, texts: string[], config: Record<string, unknown> = { language: "en" }): Promise<Item[]> {
  const res = await post(app, ANALYSE, { config, content: texts.map((text, i) => ({ externalId: String(i), text })) });
  expect(res.statusCode).toBe(200);
  return res.json().content as Item[];
}

/** Polls until `done` holds; fails after `limitMs` (a bound, not a timing assertion). */
async function until(done: () => boolean, limitMs = 20_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The engine alone, as the route answered before the model could take part. */
function engineOnly(text: string) {
  const { text: t, language, rating, gibberish, improvements, processedText, classifications, earsPattern } = analyse(text, { language: "en" });
  return { text: t, language, rating, gibberish, improvements, processedText, classifications, earsPattern };
}
const withoutId = ({ externalId: _id, ...rest }: Item & { externalId?: unknown }) => rest;

describe("intuition with a language model", () => {
  let fake: FakeLlm;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm();
    // A generous budget: every answer of the fake arrives in time.
    app = await build({
      llm: { url: fake.url, model: MODEL, apiKey: null },
      llmTimeoutMs: 20_000,
      llmIntuition: { budgetMs: 15_000 },
      comparison: { workers: false },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("turns the model's low score into an INTUITION finding that names the model", async () => {
    const text = "The system shall store each invoice for 10 years.";
    expect(intuitionOf(engineOnly(text) as Item)).toEqual([]);
    fake.requests.length = 0;
    fake.behaviour = { kind: "answer", content: { score: 0.1 } };
    const calls = llmStatus.snapshot().calls;
    const [item] = await analysed(app, [text]);
    expect(intuitionCalls(fake)).toHaveLength(1);
    expect(intuitionCalls(fake)[0].body.messages?.[1].content).toBe(text);
    expect(intuitionOf(item)).toHaveLength(1);
    expect(intuitionOf(item)[0].message).toContain(`language model ${MODEL}`);
    expect(intuitionOf(item)[0].message).toContain("0.10");
    expect(item.rating).toBeLessThan(engineOnly(text).rating);
    // The status counts the call like any other.
    expect(llmStatus.snapshot().calls).toBe(calls + 1);
  });

  it("lets a good score clear a text the local estimate would flag", async () => {
    const text = POOR.replace("reports", "charts");
    expect(intuitionOf(engineOnly(text) as Item)).toHaveLength(1);
    fake.behaviour = { kind: "answer", content: { score: 0.95 } };
    const [item] = await analysed(app, [text]);
    expect(intuitionOf(item)).toEqual([]);
  });

  it("asks once per text: the cache answers the second time, duplicates in a batch share one call", async () => {
    const text = "The system shall store each invoice for 12 years.";
    fake.requests.length = 0;
    fake.behaviour = { kind: "answer", content: { score: 0.2 } };
    const first = await analysed(app, [text, text, text]);
    expect(intuitionCalls(fake)).toHaveLength(1);
    const second = await analysed(app, [text]);
    expect(intuitionCalls(fake)).toHaveLength(1);
    expect(second[0]).toEqual({ ...first[0], externalId: "0" });
    expect(intuitionOf(second[0])[0].message).toContain(MODEL);
    // The language is part of the key: the same text in German is asked again.
    await analysed(app, [text], { language: "de" });
    expect(intuitionCalls(fake)).toHaveLength(2);
  });

  it("drops a malformed answer and uses the local estimate", async () => {
    const poor = POOR.replace("logs", "notes");
    const good = "The system shall store each invoice for 13 years.";
    fake.requests.length = 0;
    fake.behaviour = { kind: "malformed" };
    const failures = llmStatus.snapshot().failures;
    const [poorItem, goodItem] = await analysed(app, [poor, good]);
    expect(intuitionCalls(fake)).toHaveLength(2);
    expect(withoutId(poorItem)).toEqual(engineOnly(poor));
    expect(intuitionOf(poorItem)[0].message).toContain("local estimate");
    expect(withoutId(goodItem)).toEqual(engineOnly(good));
    expect(llmStatus.snapshot().failures).toBe(failures + 2);
    // An answer of the wrong shape (a score beyond 1) is dropped too.
    fake.behaviour = { kind: "answer", content: { score: 7 } };
    const other = "The system shall store each invoice for 14 years.";
    expect(withoutId((await analysed(app, [other]))[0])).toEqual(engineOnly(other));
  });

  it("falls back to the local estimate when the model fails, and remembers the failure for a while", async () => {
    const text = POOR.replace("stuff", "things");
    fake.requests.length = 0;
    fake.behaviour = { kind: "status", status: 500 };
    const [item] = await analysed(app, [text]);
    expect(withoutId(item)).toEqual(engineOnly(text));
    expect(intuitionCalls(fake)).toHaveLength(2); // one call, retried once
    await analysed(app, [text]);
    expect(intuitionCalls(fake)).toHaveLength(2);
  });

  it("does not ask the model when the configuration disables intuition", async () => {
    const admin = await loginAs(app, "ROLE_ADMINISTRATOR");
    const call = (method: "POST" | "PUT", url: string, payload: object) => app.inject({ method, url, headers: { cookie: admin }, payload });
    expect((await call("POST", "/api/v2/configfile", { configId: "no_intuition", isDefault: false })).statusCode).toBe(201);
    expect((await call("PUT", "/api/v2/configfile/no_intuition/intuition", { enabled: false, threshold: 0.3 })).statusCode).toBe(200);
    expect((await call("POST", "/api/v2/configfile", { configId: "no_intuition_improvement", isDefault: false })).statusCode).toBe(201);
    const improvements = (await app.inject({ url: "/api/v2/configfile/no_intuition_improvement/improvements", headers: { cookie: admin } })).json();
    const off = { ...improvements, intuition: { enabled: false, rating: 1 } };
    expect((await call("PUT", "/api/v2/configfile/no_intuition_improvement/improvements", off)).statusCode).toBe(200);
    fake.requests.length = 0;
    fake.behaviour = { kind: "answer", content: { score: 0 } };
    const text = "The system shall store each invoice for 15 years.";
    for (const configId of ["no_intuition", "no_intuition_improvement"]) {
      const [item] = await analysed(app, [text], { language: "en", configId });
      expect(intuitionOf(item)).toEqual([]);
    }
    expect(intuitionCalls(fake)).toHaveLength(0);
  });

  it("does not send blank texts and detects each text's language when none is fixed", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "answer", content: { score: 0.9 } };
    const de = "Das System muss jede Rechnung 16 Jahre lang aufbewahren.";
    await analysed(app, ["   ", de], {});
    const calls = intuitionCalls(fake);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.messages?.[0].content).toContain("German");
  });

  describe("suggestions compare ratings with one source of intuition", () => {
    const original = "The system shall archive each invoice after 17 years.";
    const rewrite = "The system shall archive each invoice 17 years after its issue date.";
    /** Scores per text (a malformed answer for the others); the model's rewrites: `suggestion`. */
    const model = (scores: Record<string, number | "malformed">, suggestion: string) => (request: FakeRequest) => {
      if (!isIntuitionCall(request)) return { kind: "answer" as const, content: { suggestions: [suggestion] } };
      const score = scores[request.body.messages?.[1].content ?? ""];
      return score === "malformed" || score === undefined ? { kind: "malformed" as const } : { kind: "answer" as const, content: { score } };
    };

    it("offers a rewrite the model rates higher than the original it judged poorly", async () => {
      expect(engineOnly(original).rating).toBe(5);
      fake.behaviour = model({ [original]: 0.1, [rewrite]: 0.9 }, rewrite);
      const [item] = await analysed(app, [original]);
      expect(item.rating).toBe(4);
      const res = await post(app, SUGGEST, item);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([rewrite]);
    });

    it("drops a rewrite the model judges as poorly", async () => {
      const text = original.replace("17", "18");
      const poorRewrite = rewrite.replace("17", "18");
      fake.behaviour = (request: FakeRequest) =>
        isIntuitionCall(request) ? { kind: "answer", content: { score: 0.1 } } : { kind: "answer", content: { suggestions: [poorRewrite] } };
      const [item] = await analysed(app, [text]);
      expect(item.rating).toBe(4);
      expect((await post(app, SUGGEST, item)).json()).toEqual([]);
    });

    it("rates everything with the local estimate when a rewrite's score is missing", async () => {
      const text = original.replace("17", "19");
      const unjudged = rewrite.replace("17", "19");
      fake.behaviour = model({ [text]: 0.1, [unjudged]: "malformed" }, unjudged);
      const [item] = await analysed(app, [text]);
      expect(item.rating).toBe(4);
      // Locally the original rates 5 and the rewrite cannot beat it: mixing the model's
      // rating of the original with the local one of the rewrite would have offered it.
      expect(engineOnly(unjudged).rating).toBe(5);
      expect((await post(app, SUGGEST, item)).json()).toEqual([]);
    });
  });
});

/**
 * A fake model and an app that waits 300 ms for scores, two calls at a time. The model's own
 * time limit is far beyond the budget: only the budget can end the wait. Each describe has
 * its own, so that a call still under way cannot hold a slot of another test.
 */
function withTightBudget(): { fake: () => FakeLlm; app: () => TestApp } {
  let fake: FakeLlm | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeLlm();
    app = await build({
      llm: { url: fake.url, model: MODEL, apiKey: null },
      llmTimeoutMs: 60_000,
      llmIntuition: { budgetMs: 300, concurrency: 2 },
      comparison: { workers: false },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  return { fake: () => fake!, app: () => app! };
}

describe("intuition with a language model at its concurrency limit", () => {
  const { fake, app } = withTightBudget();

  it("keeps at most `concurrency` calls in flight, drops the queue at the deadline and caches late answers", async () => {
    const texts = Array.from({ length: 10 }, (_, i) => `The system shall store each invoice for ${20 + i} years.`);
    fake().requests.length = 0;
    fake().behaviour = { kind: "slow", delayMs: 1_000, content: { score: 0.1 } };
    const calls = llmStatus.snapshot().calls;
    const first = await analysed(app(), texts);
    for (const item of first) expect(intuitionOf(item)).toEqual([]);
    // The two calls under way finish after the request and fill the cache; the eight queued never start.
    await until(() => llmStatus.snapshot().calls >= calls + 2);
    expect(intuitionCalls(fake())).toHaveLength(2);
    fake().behaviour = { kind: "answer", content: { score: 0.9 } };
    fake().requests.length = 0;
    const second = await analysed(app(), texts);
    // The two late scores (0.1) come from the cache; the eight others are asked now, two at a time,
    // possibly not all within the budget: whatever arrives is 0.9 and no finding.
    expect(second.filter((item) => intuitionOf(item).length === 1)).toHaveLength(2);
    expect(intuitionCalls(fake()).length).toBeLessThanOrEqual(8);
    expect(intuitionCalls(fake()).map((r) => r.body.messages?.[1].content)).not.toContain(
      second.find((item) => intuitionOf(item).length === 1)?.text,
    );
  });
});

describe("intuition with a slow language model", () => {
  const { fake, app } = withTightBudget();

  // Without the budget the answer would take 30 s: the test's own time limit fails it first.
  it("answers within the budget with the local estimate", { timeout: 10_000 }, async () => {
    fake().requests.length = 0;
    fake().behaviour = { kind: "slow", delayMs: 30_000, content: { score: 0 } };
    const text = POOR.replace("Users", "Visitors");
    const [item] = await analysed(app(), [text]);
    expect(withoutId(item)).toEqual(engineOnly(text));
    expect(intuitionOf(item)[0].message).toContain("local estimate");
  });
});

describe("intuition without a language model", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ llm: { url: null, model: null, apiKey: null } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers exactly what the engine alone answers", async () => {
    const texts = [POOR, "The system shall store each invoice for 10 years.", "The system should log every login.", "Logs are kept."];
    const items = await analysed(app, texts);
    expect(items.map(withoutId)).toEqual(texts.map(engineOnly));
    expect(intuitionOf(items[0])[0].message).toContain("local estimate");
  });
});
