/** With a language model configured, similar requirements are also judged by it for contradictions, with its reason. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { llmStatus } from "../../../server/llm/status.js";
import { build, type TestApp } from "../helper.js";
import { startFakeLlm, type FakeLlm } from "../helpers/fake-llm.js";
import { partners, results, save, waitForAll } from "./helpers.js";

let fake: FakeLlm;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeLlm();
  app = await build({
    llm: { url: fake.url, model: "fake", apiKey: "k" },
    llmTimeoutMs: 2000,
    comparison: { similarityPeriodMs: 50, comparisonPeriodMs: 50 },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe("contradiction candidates judged by the language model", () => {
  it("adds the model's contradictions with its reason, in both directions, and ignores malformed answers", async () => {
    const reason = "A night mode that is always on leaves no day mode.";
    fake.behaviour = (request) => {
      const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
      if (user.includes("night")) return { kind: "answer", content: { contradicts: true, reason } };
      return { kind: "malformed" };
    };
    const calls = llmStatus.snapshot().calls;
    await save(app, "Demo_llm", { externalId: "1", text: "The display shall use the day colour scheme at all times." });
    await save(app, "Demo_llm", { externalId: "2", text: "The display shall use the night colour scheme at all times." });
    await save(app, "Demo_llm", { externalId: "3", text: "The display shall use the day colour scheme in the menu." });
    await waitForAll(app, "Demo_llm", ["1", "2", "3"]);
    const r = await results(app, "Demo_llm", ["1", "2", "3"]);
    const con = (id: string) => r.contradictionResults.find((c) => c.externalId === id);
    expect(partners(con("2"), (e) => e.contradictingExternalId)).toContain("1");
    expect(partners(con("1"), (e) => e.contradictingExternalId)).toContain("2");
    expect(con("2")!.document.find((e) => e.contradictingExternalId === "1")!.reason).toBe(reason);
    // 1 and 3 were judged with a malformed answer: no contradiction.
    expect(partners(con("3"), (e) => e.contradictingExternalId)).not.toContain("1");
    expect(llmStatus.snapshot().calls).toBeGreaterThan(calls);
  });
});
