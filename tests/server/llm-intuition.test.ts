/** IntuitionJudge (server/llm/intuition.ts) against a model whose answers the test releases one by one. */
import { describe, expect, it } from "vitest";
import { defaultConfigurationFile, type Language } from "../../engine/index.js";
import { IntuitionJudge, intuitionSettingsFromEnv, judgeIntuition, type IntuitionModel } from "../../server/llm/intuition.js";

/** A model that answers only when the test says so; counts calls and the most in flight at once. */
function heldModel() {
  const held: Array<{ text: string; answer: (score: number | null) => void; fail: () => void }> = [];
  const stats = { calls: 0, active: 0, most: 0 };
  const model: IntuitionModel = {
    settings: { model: "held-model" },
    intuition(text: string) {
      stats.calls++;
      stats.active++;
      stats.most = Math.max(stats.most, stats.active);
      return new Promise<number | null>((resolve, reject) => {
        const done = () => stats.active--;
        held.push({ text, answer: (score) => (done(), resolve(score)), fail: () => (done(), reject(new Error("boom"))) });
      });
    },
  };
  return { model, held, stats };
}

/** A model that answers every call at once with the score of `scores` (null for unknown texts). */
function quickModel(scores: Record<string, number | null> = {}) {
  const asked: string[] = [];
  const model: IntuitionModel = {
    settings: { model: "quick-model" },
    intuition: async (text: string) => {
      asked.push(text);
      return scores[text] ?? null;
    },
  };
  return { model, asked };
}

const en = (...texts: string[]) => texts.map((text) => ({ text, language: "en" as Language }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Yields until `done` holds; fails after `limit` turns of the event loop. */
async function until(done: () => boolean, limit = 1000): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i >= limit) throw new Error("condition not reached");
    await tick();
  }
}

const FAR = () => Date.now() + 60_000;

describe("IntuitionJudge", () => {
  it("answers each text with the model's score and name, in order", async () => {
    const { model } = quickModel({ a: 0.2, b: 0.8 });
    const judge = new IntuitionJudge(model);
    expect(await judge.judge(en("b", "a", "c"), FAR())).toEqual([
      { score: 0.8, model: "quick-model" },
      { score: 0.2, model: "quick-model" },
      undefined,
    ]);
  });

  it("keeps at most `concurrency` calls in flight and still answers every text", async () => {
    const { model, held, stats } = heldModel();
    const judge = new IntuitionJudge(model, { concurrency: 3 });
    const texts = Array.from({ length: 10 }, (_, i) => `text ${i}`);
    const answer = judge.judge(en(...texts), FAR());
    for (let released = 0; released < texts.length; released++) {
      await until(() => held.length > 0);
      expect(stats.active).toBeLessThanOrEqual(3);
      held.shift()!.answer(0.5);
    }
    expect((await answer).every((j) => j?.score === 0.5)).toBe(true);
    expect(stats.calls).toBe(10);
    expect(stats.most).toBe(3);
  });

  it("asks the model once for a text asked for by several requests at the same time", async () => {
    const { model, held, stats } = heldModel();
    const judge = new IntuitionJudge(model);
    const first = judge.judge(en("same"), FAR());
    const second = judge.judge(en("same", "same"), FAR());
    await until(() => held.length === 1);
    held[0].answer(0.4);
    expect(await first).toEqual([{ score: 0.4, model: "held-model" }]);
    expect(await second).toEqual([
      { score: 0.4, model: "held-model" },
      { score: 0.4, model: "held-model" },
    ]);
    expect(stats.calls).toBe(1);
  });

  it("keeps the most recently used scores, up to cacheSize", async () => {
    const { model, asked } = quickModel({ a: 0.1, b: 0.2, c: 0.3 });
    const judge = new IntuitionJudge(model, { cacheSize: 2 });
    await judge.judge(en("a", "b"), FAR());
    await judge.judge(en("a"), FAR()); // a is now the most recent
    await judge.judge(en("c"), FAR()); // b goes
    expect(judge.cached).toBe(2);
    asked.length = 0;
    await judge.judge(en("a", "c"), FAR());
    expect(asked).toEqual([]);
    await judge.judge(en("b"), FAR());
    expect(asked).toEqual(["b"]);
  });

  it("keys the cache by language and text", async () => {
    const { model, asked } = quickModel({ Text: 0.5 });
    const judge = new IntuitionJudge(model);
    await judge.judge([{ text: "Text", language: "en" }], FAR());
    await judge.judge([{ text: "Text", language: "de" }], FAR());
    await judge.judge([{ text: "Text", language: "en" }], FAR());
    expect(asked).toEqual(["Text", "Text"]);
  });

  it("remembers a failed or unusable answer for failureTtlMs only", async () => {
    const { model, asked } = quickModel();
    const judge = new IntuitionJudge(model, { failureTtlMs: 30 });
    expect(await judge.judge(en("x"), FAR())).toEqual([undefined]);
    expect(await judge.judge(en("x"), FAR())).toEqual([undefined]);
    expect(asked).toEqual(["x"]);
    const later = Date.now() + 40;
    await until(() => Date.now() > later, 100_000);
    await judge.judge(en("x"), FAR());
    expect(asked).toEqual(["x", "x"]);
  });

  it("treats a model that throws like one that gave no score", async () => {
    const { model, held } = heldModel();
    const judge = new IntuitionJudge(model);
    const answer = judge.judge(en("x"), FAR());
    await until(() => held.length === 1);
    held[0].fail();
    expect(await answer).toEqual([undefined]);
  });

  it("answers at the deadline with what arrived, drops the queued calls and lets the ones under way fill the cache", async () => {
    const { model, held, stats } = heldModel();
    const judge = new IntuitionJudge(model, { concurrency: 1 });
    const answer = judge.judge(en("a", "b", "c"), Date.now() + 20);
    expect(await answer).toEqual([undefined, undefined, undefined]);
    expect(stats.calls).toBe(1);
    expect(judge.queued).toBe(0); // a model that hangs cannot make the queue grow
    held[0].answer(0.7); // "a", after the deadline
    await until(() => stats.active === 0);
    await tick();
    expect(stats.calls).toBe(1); // b and c were dropped, not started
    expect(await judge.judge(en("a"), Date.now())).toEqual([{ score: 0.7, model: "held-model" }]);
  });

  it("keeps a queued call that a request with a later deadline still waits for", async () => {
    const { model, held, stats } = heldModel();
    const judge = new IntuitionJudge(model, { concurrency: 1 });
    const early = judge.judge(en("a", "b"), Date.now() + 20);
    const late = judge.judge(en("b"), FAR());
    expect(await early).toEqual([undefined, undefined]);
    expect(judge.queued).toBe(1);
    held.shift()!.answer(0.1); // "a" frees the slot: "b" starts for the later request
    await until(() => held.length === 1);
    expect(held[0].text).toBe("b");
    held.shift()!.answer(0.9);
    expect(await late).toEqual([{ score: 0.9, model: "held-model" }]);
    expect(stats.calls).toBe(2);
  });

  it("calls nothing when the deadline has passed; cached scores still count", async () => {
    const { model, asked } = quickModel({ a: 0.3 });
    const judge = new IntuitionJudge(model);
    await judge.judge(en("a"), FAR());
    expect(await judge.judge(en("a", "b"), Date.now() - 1)).toEqual([{ score: 0.3, model: "quick-model" }, undefined]);
    expect(asked).toEqual(["a"]);
  });
});

describe("judgeIntuition", () => {
  it("is undefined, at once, when the configuration disables intuition", () => {
    const { model, asked } = quickModel();
    const judge = new IntuitionJudge(model);
    const off = defaultConfigurationFile();
    off.intuition = { enabled: false, threshold: 0.3 };
    expect(judgeIntuition(judge, [{ text: "The system shall log every login." }], off, "en")).toBeUndefined();
    expect(judgeIntuition(judge, [{ text: "The system shall log every login." }], off, undefined)).toBeUndefined();
    const noImprovement = defaultConfigurationFile();
    noImprovement.improvements.intuition = { enabled: false, rating: 1 };
    expect(judgeIntuition(judge, [{ text: "The system shall log every login." }], noImprovement, "en")).toBeUndefined();
    expect(judgeIntuition(judge, [{ text: " " }], defaultConfigurationFile(), "en")).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("puts each judgement at its requirement's place, skipping blank texts", async () => {
    const { model, asked } = quickModel({ "The system shall log every login.": 0.6 });
    const judge = new IntuitionJudge(model);
    const items = [{ text: "  " }, { text: "The system shall log every login." }, { text: "" }];
    expect(await judgeIntuition(judge, items, defaultConfigurationFile(), "en", FAR())).toEqual([
      undefined,
      { score: 0.6, model: "quick-model" },
      undefined,
    ]);
    expect(asked).toEqual(["The system shall log every login."]);
  });
});

describe("intuitionSettingsFromEnv", () => {
  it("reads the budget and the concurrency, ignoring values that are not positive numbers", () => {
    expect(intuitionSettingsFromEnv({ LLM_INTUITION_BUDGET_MS: "1500", LLM_INTUITION_CONCURRENCY: "6" })).toEqual({ budgetMs: 1500, concurrency: 6 });
    expect(intuitionSettingsFromEnv({ LLM_INTUITION_BUDGET_MS: "soon", LLM_INTUITION_CONCURRENCY: "0" })).toEqual({});
    expect(intuitionSettingsFromEnv({ LLM_INTUITION_CONCURRENCY: "2.7" })).toEqual({ concurrency: 2 });
    expect(intuitionSettingsFromEnv({})).toEqual({});
  });
});
