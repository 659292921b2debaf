/**
 * POST /api/v2/comparison/{dbName}/requirements: many requirements saved in one request
 * (the examples page saves its rows this way), compared like single saves, and counted
 * as one request against the anonymous budget.
 */
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SAVE } from "../../../server/routes/api/v2/comparison/index.js";
import { freshMinute, useApp } from "../helper.js";
import { partners, results, waitForAll } from "./helpers.js";

const BATCH = (db: string) => `/api/v2/comparison/${db}/requirements`;

describe("batch save", () => {
  const app = useApp({ comparison: { similarityPeriodMs: 50, comparisonPeriodMs: 50 } });

  it("saves every item, answers each as a single save would, and compares them", async () => {
    const db = "Demo_batch_en";
    const items = [
      { externalId: "1", text: "The gateway shall encrypt all stored passwords.", language: "en" },
      { externalId: "2", text: "The gateway shall encrypt every stored password.", language: "en" },
      { externalId: "3", text: "Das Portal muss täglich eine Sicherung erstellen." },
    ];
    const res = await app().inject({ method: "POST", url: BATCH(db), payload: items });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { externalId: "1", dbName: db, language: "en", queued: true },
      { externalId: "2", dbName: db, language: "en", queued: true },
      { externalId: "3", dbName: db, language: "de", queued: true },
    ]);
    const again = await app().inject({ method: "POST", url: BATCH(db), payload: items.slice(0, 1) });
    expect(again.json()[0].queued).toBe(false);

    const ids = await waitForAll(app(), db, ["1", "2"]);
    const r = await results(app(), db, ids);
    const duplicates = r.duplicateResults.find((d) => d.externalId === "1");
    expect(partners(duplicates, (e) => e.externalId)).toEqual(["2"]);
  });

  it("refuses an empty list, an item without text and more than the limit, naming the bound", async () => {
    const empty = await app().inject({ method: "POST", url: BATCH("Demo_batch_x"), payload: [] });
    expect(empty.statusCode).toBe(400);
    const noText = await app().inject({ method: "POST", url: BATCH("Demo_batch_x"), payload: [{ externalId: "1" }] });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toMatch(/text/);
    const tooMany = Array.from({ length: MAX_BATCH_SAVE + 1 }, (_, i) => ({ externalId: String(i), text: "The system shall start." }));
    const big = await app().inject({ method: "POST", url: BATCH("Demo_batch_x"), payload: tooMany });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain(String(MAX_BATCH_SAVE));
  });
});

describe("batch save and the anonymous budget", () => {
  const app = useApp({ auth: { anonRateLimit: 3, keyRateLimit: 100 } });

  it("costs one request for any number of items", async () => {
    await freshMinute();
    const items = Array.from({ length: 15 }, (_, i) => ({ externalId: String(i + 1), text: `The system shall log event ${i + 1}.`, language: "en" }));
    for (let i = 0; i < 3; i++) {
      const res = await app().inject({ method: "POST", url: BATCH("Demo_budget_en"), payload: items });
      expect(res.statusCode, res.body).toBe(200);
    }
    const past = await app().inject({ method: "POST", url: BATCH("Demo_budget_en"), payload: items });
    expect(past.statusCode).toBe(429);
    expect(past.json().errorCode).toBe("TOO_MANY_REQUESTS");
  });
});
