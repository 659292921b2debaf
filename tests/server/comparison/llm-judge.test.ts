/**
 * With a language model configured, the model confirms or explains the contradictions the
 * engine found, and is never asked about a pair without one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const asked = () => fake.requests.map((r) => r.body.messages?.find((m) => m.role === "user")?.content ?? "");

describe("contradictions confirmed by the language model", () => {
  it("explains a confirmed candidate, drops a rejected one, keeps the engine's reason without an answer, and asks about nothing else", async () => {
    const explanation = "Only one start time can hold for the nightly archive run.";
    fake.behaviour = (request) => {
      const user = request.body.messages?.find((m) => m.role === "user")?.content ?? "";
      if (user.includes("archive")) return { kind: "answer", content: { contradicts: true, reason: explanation } };
      if (user.includes("invoice")) return { kind: "answer", content: { contradicts: false, reason: "" } };
      return { kind: "malformed" };
    };
    const before = fake.requests.length;
    // Engine candidates: different times (confirmed), different times (rejected by the model), allow / prevent (no usable answer).
    await save(app, "Demo_llm", { externalId: "1", text: "The scheduler shall start the archive run at 01:00." });
    await save(app, "Demo_llm", { externalId: "2", text: "The scheduler shall start the archive run at 03:00." });
    await save(app, "Demo_llm", { externalId: "3", text: "The mailer shall send the invoice on Monday." });
    await save(app, "Demo_llm", { externalId: "4", text: "The mailer shall send the invoice on Friday." });
    await save(app, "Demo_llm", { externalId: "5", text: "The kiosk shall allow visitors to print the floor plan." });
    await save(app, "Demo_llm", { externalId: "6", text: "The kiosk shall prevent visitors from printing the floor plan." });
    // Similar wording, no engine contradiction: never sent to the model.
    await save(app, "Demo_llm", { externalId: "7", text: "The scheduler shall start the cleanup run after the archive run." });
    const ids = ["1", "2", "3", "4", "5", "6", "7"];
    await waitForAll(app, "Demo_llm", ids);
    const r = await results(app, "Demo_llm", ids);
    const con = (id: string) => r.contradictionResults.find((c) => c.externalId === id);
    expect(partners(con("2"), (e) => e.contradictingExternalId)).toContain("1");
    expect(partners(con("1"), (e) => e.contradictingExternalId)).toContain("2");
    expect(con("2")!.document.find((e) => e.contradictingExternalId === "1")!.reason).toBe(explanation);
    expect(partners(con("3"), (e) => e.contradictingExternalId)).not.toContain("4");
    expect(partners(con("4"), (e) => e.contradictingExternalId)).not.toContain("3");
    expect(partners(con("6"), (e) => e.contradictingExternalId)).toContain("5");
    expect(con("6")!.document.find((e) => e.contradictingExternalId === "5")!.reason).toMatch(/^opposite polarity/);
    const calls = asked().slice(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.some((c) => c.includes("cleanup"))).toBe(false);
  });
});
