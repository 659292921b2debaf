/**
 * The comparison jobs' scoring runs on the engine threads: while a large batch is being
 * scored, the event loop answers other requests, and the results are those of the same
 * scoring on one thread. No timing thresholds: answers are counted by whether a scoring
 * task was under way when they arrived. (Hundreds of requirements are saved and compared:
 * the time limits are generous for a busy machine, not a measure.)
 */
import { describe, expect, it } from "vitest";
import { comparisonServiceOf } from "../../../server/comparison/plugin.js";
import { pendingJobs, saveRequirement } from "../../../server/comparison/repository.js";
import { ComparisonService } from "../../../server/comparison/service.js";
import { useApp } from "../helper.js";

const subjects = ["pump", "conveyor", "archive service", "web console", "door controller", "heating unit"];
const verbs = ["stop", "log", "report", "restart", "lock"];
const objects = ["every alarm", "the current state", "each failed order", "the last 50 events", "all user sessions"];
const bounds = ["within 2 s", "within 5 s", "every hour"];
/** Requirements of the project's kind, each with near-duplicates and contradicting bounds among the others. */
const TEXTS = subjects.flatMap((subject) =>
  verbs.flatMap((verb) => objects.flatMap((object) => bounds.map((bound) => `The ${subject} shall ${verb} ${object} ${bound}.`))),
);

async function saveAll(app: ReturnType<ReturnType<typeof useApp>>, dbName: string, texts: readonly string[]) {
  await app.db.transaction(async (tx) => {
    for (let i = 0; i < texts.length; i++) {
      await saveRequirement(tx, { dbName, externalId: String(i), text: texts[i], language: "en", projectId: "demo", documentId: "demo" });
    }
  });
}

async function storedPairs(app: ReturnType<ReturnType<typeof useApp>>, dbName: string): Promise<string[]> {
  const rows = await app.db.query<{ source_id: string; target_id: string; kind: string; score: number | null; reason: string | null }>(
    "SELECT source_id, target_id, kind, score, reason FROM comparison_pair WHERE db_name = $1",
    [dbName],
  );
  return rows.map((r) => `${r.source_id}|${r.target_id}|${r.kind}|${r.score}|${r.reason}`).sort();
}

describe("comparison scoring on the engine pool", () => {
  const app = useApp({ comparison: { workers: false }, engine: { workers: 2 } });

  it("leaves the event loop free: version requests are answered while a large batch is scored", async () => {
    const dbName = "Demo_scoring_responsive";
    await saveAll(app(), dbName, TEXTS);
    const address = await app().listen({ port: 0, host: "127.0.0.1" });

    // Scoring tasks under way, seen from the event loop.
    const engine = app().engine;
    const compare = engine.compare;
    let inFlight = 0;
    let tasks = 0;
    engine.compare = async (task) => {
      inFlight++;
      tasks++;
      try {
        return await compare(task);
      } finally {
        inFlight--;
      }
    };
    let drained = false;
    const drain = comparisonServiceOf(app().db)!
      .drainAll()
      .finally(() => (drained = true));
    const answers: Array<{ status: number; duringScoring: boolean }> = [];
    try {
      while (!drained) {
        const response = await fetch(`${address}/api/v2/version`);
        await response.arrayBuffer();
        answers.push({ status: response.status, duringScoring: inFlight > 0 });
      }
      await drain;
    } finally {
      engine.compare = compare;
    }

    expect(await pendingJobs(app().db, dbName)).toBe(0);
    expect(tasks).toBeGreaterThan(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Scoring on the event loop would let no answer arrive while a task is under way.
    expect(answers.filter((answer) => answer.duringScoring).length).toBeGreaterThan(0);
  }, 180_000);

  it("stores the same pairs as the same scoring on one thread", async () => {
    const texts = TEXTS.slice(0, 200);
    await saveAll(app(), "Demo_scoring_pool", texts);
    await comparisonServiceOf(app().db)!.drainAll();
    await saveAll(app(), "Demo_scoring_here", texts);
    // A service of its own without a pool scores on this thread; the app's service is idle meanwhile.
    const here = new ComparisonService(app().db, {
      similarityPeriodMs: 250,
      comparisonPeriodMs: 250,
      thresholds: async () => ({ threshold: 0.5, duplicateThreshold: 0.9 }),
    });
    await here.drainAll();
    const pooled = await storedPairs(app(), "Demo_scoring_pool");
    expect(pooled.length).toBeGreaterThan(texts.length);
    expect(await storedPairs(app(), "Demo_scoring_here")).toEqual(pooled);
  }, 180_000);
});
