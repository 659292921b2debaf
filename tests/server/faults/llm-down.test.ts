/**
 * The language model hangs or refuses connections: suggestions still answer, from the
 * engine, once the model call's time limit (one retry included) has passed, and
 * GET /api/v2/status/llm shows the failed calls. (Slow, failing and malformed answers of a
 * model that does answer are in suggestions.test.ts and llm.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, post, type TestApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm.js";
import { freePort } from "../helpers/server-process.js";

const SUGGEST = "/api/v2/requirements/suggestions";
const TIMEOUT_MS = 500;
/** Two attempts of TIMEOUT_MS and a wide margin for a busy machine: a bound that fails the test, not a measurement. */
const ANSWER_BOUND_MS = 2 * TIMEOUT_MS + 20_000;
const ITEM = { text: "The booking service should send a confirmation e-mail within 60 seconds.", rating: 3, language: "en" };

function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer within ${ANSWER_BOUND_MS} ms`)), ANSWER_BOUND_MS);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The engine's own suggestions for ITEM, from an app without a language model. */
let engineOnly: string[] = [];
beforeAll(async () => {
  const plain = await build({ comparison: { workers: false } });
  try {
    engineOnly = (await post(plain, SUGGEST, ITEM)).json() as string[];
  } finally {
    await plain.close();
  }
  expect(engineOnly.length).toBeGreaterThan(0);
});

async function llmStatusOf(app: TestApp) {
  const cookie = await loginAs(app, "ROLE_ADMINISTRATOR");
  const res = await app.inject({ url: "/api/v2/status/llm", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    statusCode: number | null;
    responseMessage: string | null;
    lastSuccessfulCall: string | null;
    lastFailedCall: string | null;
    llmErrorRate: number;
  };
}

describe("a language model that hangs", () => {
  let fake: FakeLlm;
  let app: TestApp;
  beforeAll(async () => {
    // Takes every request and never answers within the test.
    fake = await startFakeLlm({ kind: "slow", delayMs: 3_600_000, content: { suggestions: ["never"] } });
    app = await build({ llm: { url: fake.url, model: "fake", apiKey: null }, llmTimeoutMs: TIMEOUT_MS, comparison: { workers: false } });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it("leaves the suggestions to the engine, and the status shows the failure", async () => {
    const res = await bounded(post(app, SUGGEST, ITEM), "suggestions");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(engineOnly);
    // The model was asked (and its retry too), and never answered.
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    const status = await llmStatusOf(app);
    expect(status).toMatchObject({ statusCode: null, lastSuccessfulCall: null, llmErrorRate: 100 });
    expect(status.lastFailedCall).not.toBeNull();
    expect(status.responseMessage).toMatch(new RegExp(`no answer within ${TIMEOUT_MS} ms`));
  });
});

describe("a language model that refuses connections", () => {
  let app: TestApp;
  beforeAll(async () => {
    // A port nobody listens on.
    const port = await freePort();
    app = await build({
      llm: { url: `http://127.0.0.1:${port}/v1`, model: "fake", apiKey: null },
      llmTimeoutMs: TIMEOUT_MS,
      comparison: { workers: false },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("leaves the suggestions to the engine, and the status shows every failure", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await bounded(post(app, SUGGEST, ITEM), "suggestions");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(engineOnly);
    }
    const status = await llmStatusOf(app);
    expect(status).toMatchObject({ statusCode: null, lastSuccessfulCall: null, llmErrorRate: 100 });
    expect(status.lastFailedCall).not.toBeNull();
    expect(status.responseMessage).toMatch(/request failed/);
  });
});
