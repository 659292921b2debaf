/**
 * Speed and memory of the comparison service on the embedded PGlite (one core):
 *   npx tsx scripts/bench/comparison.ts [--size 100000] [--batch 10000] [--runs 15]
 * 1. bulk-loads `size` synthetic requirements into one comparison database (multi-row
 *    inserts) and loads its index from the database, as a worker does on its first job;
 * 2. saves one new requirement at a time and runs its similarity and comparison jobs:
 *    the time from the save until all its results are stored (median and 90th percentile);
 * 3. saves `batch` requirements into an empty database and runs every job: the work that
 *    would otherwise compare all pairs;
 * 4. reports the peak resident memory. Ends with one JSON line when run directly.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { syntheticRequirements } from "../../engine/compare/synthetic.js";
import { pendingJobs, saveRequirement } from "../../server/comparison/repository.js";
import { ComparisonService } from "../../server/comparison/service.js";
import { openDatabase, type Database } from "../../server/db/database.js";
import { migrate } from "../../server/db/migrate.js";

export interface ComparisonBenchFigures {
  databaseSize: number;
  bulkLoadSeconds: number;
  indexLoadSeconds: number;
  /** Save of one requirement until its similarity, duplicate and contradiction results are stored. */
  addOneMedianMs: number;
  addOneP90Ms: number;
  /** The same without the save (the two jobs alone). */
  jobsMedianMs: number;
  batchSize: number;
  batchSeconds: number;
  batchPerRequirementMs: number;
  peakRssMb: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

async function bulkLoad(db: Database, dbName: string, texts: string[]): Promise<void> {
  await db.query("INSERT INTO comparison_database (db_name, seq) VALUES ($1, $2)", [dbName, texts.length]);
  const chunk = 2000;
  for (let start = 0; start < texts.length; start += chunk) {
    const slice = texts.slice(start, start + chunk);
    await db.query(
      `INSERT INTO comparison_requirement (db_name, external_id, seq, text, language, project_id, document_id, similarity_processed_at, comparison_processed_at)
       SELECT $1, u.id, u.seq, u.text, 'en', 'bench', 'bench', now(), now() FROM unnest($2::text[], $3::bigint[], $4::text[]) AS u(id, seq, text)`,
      [dbName, slice.map((_, i) => String(start + i)), slice.map((_, i) => start + i + 1), slice],
    );
  }
}

export async function benchComparison(size = 100_000, batch = 10_000, runs = 15): Promise<ComparisonBenchFigures> {
  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  const db = await openDatabase({});
  try {
    await migrate(db);
    const service = new ComparisonService(db, {
      similarityPeriodMs: 250,
      comparisonPeriodMs: 250,
      thresholds: async () => ({ threshold: 0.5, duplicateThreshold: 0.9 }),
    });

    // 1. A database of `size` requirements and its index.
    const texts = syntheticRequirements(size, 7);
    let t = performance.now();
    await bulkLoad(db, "bench", texts);
    const bulkLoadSeconds = (performance.now() - t) / 1000;
    sample();
    t = performance.now();
    await db.transaction((tx) => service.index(tx, "bench"));
    const indexLoadSeconds = (performance.now() - t) / 1000;
    sample();

    // 2. One requirement at a time: save, then its two jobs.
    const fresh = syntheticRequirements(runs + 2, 4242);
    const total: number[] = [];
    const jobs: number[] = [];
    for (let i = 0; i < fresh.length; i++) {
      const started = performance.now();
      await db.transaction((tx) => saveRequirement(tx, { dbName: "bench", externalId: `new-${i}`, text: fresh[i], language: "en", projectId: "bench", documentId: "bench" }));
      const saved = performance.now();
      await service.processNext("similarity");
      await service.processNext("comparison");
      const done = performance.now();
      // The first two warm up the query plans.
      if (i >= 2) {
        total.push(done - started);
        jobs.push(done - saved);
      }
      sample();
    }
    total.sort((a, b) => a - b);
    jobs.sort((a, b) => a - b);
    if ((await pendingJobs(db, "bench")) !== 0) throw new Error("jobs left after the single additions");

    // 3. `batch` requirements saved into an empty database, then every job.
    const batchTexts = syntheticRequirements(batch, 99);
    for (let start = 0; start < batchTexts.length; start += 500) {
      await db.transaction(async (tx) => {
        for (let i = start; i < Math.min(start + 500, batchTexts.length); i++) {
          await saveRequirement(tx, { dbName: "batch", externalId: String(i), text: batchTexts[i], language: "en", projectId: "bench", documentId: "bench" });
        }
      });
    }
    t = performance.now();
    let n = 0;
    while ((await service.drain("similarity", 500)) || (await service.drain("comparison", 500))) {
      if (++n % 4 === 0) sample();
    }
    await service.drainAll();
    const batchSeconds = (performance.now() - t) / 1000;
    sample();
    if ((await pendingJobs(db)) !== 0) throw new Error("jobs left after the batch");

    return {
      databaseSize: size,
      bulkLoadSeconds: round(bulkLoadSeconds),
      indexLoadSeconds: round(indexLoadSeconds),
      addOneMedianMs: round(quantile(total, 0.5)),
      addOneP90Ms: round(quantile(total, 0.9)),
      jobsMedianMs: round(quantile(jobs, 0.5)),
      batchSize: batch,
      batchSeconds: round(batchSeconds),
      batchPerRequirementMs: round((batchSeconds * 1000) / batch),
      peakRssMb: round(peakRss / 1024 / 1024, 0),
    };
  } finally {
    await db.close();
  }
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchComparison(arg("size", 100_000), arg("batch", 10_000), arg("runs", 15));
  console.log(`comparison database of ${figures.databaseSize}: bulk load ${figures.bulkLoadSeconds} s, index load ${figures.indexLoadSeconds} s`);
  console.log(`one requirement added until its results are stored: median ${figures.addOneMedianMs} ms, p90 ${figures.addOneP90Ms} ms (jobs alone ${figures.jobsMedianMs} ms)`);
  console.log(`all-pairs-equivalent job over ${figures.batchSize}: ${figures.batchSeconds} s (${figures.batchPerRequirementMs} ms per requirement)`);
  console.log(`peak resident memory: ${figures.peakRssMb} MB`);
  console.log(JSON.stringify({ comparisonServer: figures }));
}
