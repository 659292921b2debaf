/** The language model client against a fake OpenAI-compatible server on loopback. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LlmClient, parseJsonAnswer, type LlmCallOutcome } from "../../server/llm/client.js";
import { startFakeLlm, type FakeLlm } from "./helpers/fake-llm.js";

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});

function client(timeoutMs = 5000) {
  const outcomes: LlmCallOutcome[] = [];
  const llm = new LlmClient({ url: fake.url, model: "fake-model", apiKey: "secret-key", timeoutMs, retries: 1 }, (o) => outcomes.push(o));
  return { llm, outcomes };
}

describe("LlmClient", () => {
  it("sends the model, the key and a JSON request, and reads a good answer", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "answer", content: { suggestions: ["The system shall log every failed login."] } };
    const { llm, outcomes } = client();
    expect(await llm.suggest("The system should log failed logins", "en", ["modal verb"])).toEqual(["The system shall log every failed login."]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].authorization).toBe("Bearer secret-key");
    expect(fake.requests[0].body.model).toBe("fake-model");
    expect(outcomes).toMatchObject([{ ok: true, statusCode: 200 }]);
  });

  it("retries once after a 500 and then reports the failure", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "status", status: 500 };
    const { llm, outcomes } = client();
    expect(await llm.suggest("The system should log failed logins", "en", [])).toEqual([]);
    expect(fake.requests).toHaveLength(2);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ ok: false, statusCode: 500 });
  });

  it("succeeds when the retry after a 503 succeeds", async () => {
    fake.requests.length = 0;
    fake.behaviour = (_request, index) => (index === 0 ? { kind: "status", status: 503 } : { kind: "answer", content: { score: 0.8 } });
    const { llm, outcomes } = client();
    expect(await llm.intuition("The system shall log every failed login.", "en")).toBe(0.8);
    expect(fake.requests).toHaveLength(2);
    expect(outcomes).toMatchObject([{ ok: true, statusCode: 200 }]);
  });

  it("does not retry a 400", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "status", status: 400 };
    const { llm, outcomes } = client();
    expect(await llm.intuition("The system shall log every failed login.", "en")).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(outcomes).toMatchObject([{ ok: false, statusCode: 400 }]);
  });

  it("gives up after the time limit, retrying once", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "slow", delayMs: 10_000, content: { score: 0.5 } };
    const { llm, outcomes } = client(300);
    expect(await llm.intuition("The system shall log every failed login.", "en")).toBeNull();
    expect(fake.requests).toHaveLength(2);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0].ok).toBe(false);
    expect(outcomes[0].statusCode).toBeNull();
    expect(outcomes[0].message).toMatch(/300 ms/);
  });

  it("drops a malformed answer without retrying", async () => {
    fake.requests.length = 0;
    fake.behaviour = { kind: "malformed" };
    const { llm, outcomes } = client();
    expect(await llm.suggest("The system should log failed logins", "en", [])).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(outcomes).toMatchObject([{ ok: false, statusCode: 200 }]);
  });

  it("drops answers of the wrong shape", async () => {
    const { llm } = client();
    fake.behaviour = { kind: "answer", content: { suggestions: "The system shall log." } };
    expect(await llm.suggest("x", "en", [])).toEqual([]);
    fake.behaviour = { kind: "answer", content: { suggestions: [42] } };
    expect(await llm.suggest("x", "en", [])).toEqual([]);
    fake.behaviour = { kind: "answer", content: { score: 1.5 } };
    expect(await llm.intuition("x", "en")).toBeNull();
    fake.behaviour = { kind: "answer", content: { contradicts: true } };
    expect(await llm.judgeContradiction("a", "b", "en")).toBeNull();
    fake.behaviour = { kind: "answer", content: { contradicts: "yes", reason: "r" } };
    expect(await llm.judgeContradiction("a", "b", "en")).toBeNull();
  });

  it("judges a contradiction with a reason", async () => {
    fake.behaviour = { kind: "answer", content: { contradicts: true, reason: "One allows what the other forbids." } };
    const { llm } = client();
    expect(await llm.judgeContradiction("The system shall allow guests.", "The system shall deny guests.", "en")).toEqual({
      contradicts: true,
      reason: "One allows what the other forbids.",
    });
  });

  it("reports a refused connection as a failure", async () => {
    const outcomes: LlmCallOutcome[] = [];
    const llm = new LlmClient({ url: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 2000, retries: 1 }, (o) => outcomes.push(o));
    expect(await llm.intuition("x", "en")).toBeNull();
    expect(outcomes).toMatchObject([{ ok: false, statusCode: null }]);
  });

  it("reads JSON inside a code fence", () => {
    expect(parseJsonAnswer('```json\n{"score": 0.5}\n```')).toEqual({ score: 0.5 });
    expect(() => parseJsonAnswer("no json")).toThrow();
  });
});
