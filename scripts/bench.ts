/**
 * `npm run bench`: throughput figures from one run.
 *   - engine: requirements/s on one core (this process's main thread), and the ratio
 *     to bare Intl.Segmenter word segmentation of the same texts in the same run;
 *   - end to end: requirements/s through POST /api/v2/requirements/analyse in batches
 *     of 500 over loopback, with one engine thread (REQLENS_WORKERS=1) and with the pool
 *     (one thread per core), timed in turn three times, and the median ratio of the two
 *     (target ≥ 1.6× on 2 cores; scripts/bench/end-to-end.ts);
 *   - comparison (scripts/bench/comparison.ts, in a child process on PGlite): one
 *     requirement added to a comparison database of 100,000 until its results are
 *     stored (median, p90, max; the target is 200 ms), the all-pairs-equivalent job over
 *     10,000 requirements (requirements/s, and its ratio to the engine alone), and the
 *     peak resident memory (the limit is 1.5 GB). REQLENS_BENCH_COMPARISON_SCALE (0..1,
 *     default 1) shrinks both sizes for a quick run;
 *   - documents (scripts/bench/documents.ts): the built `reqlens` bin on 10,000
 *     requirements as CSV and as XLSX (wall time, requirements/s, the child's peak
 *     resident memory; the target is below 400 MB) and on a 20,000-requirement ReqIF
 *     (peak resident memory; the target is below 1 GB).
 *   - documents in the server (scripts/bench/document-server.ts): a 10,000-requirement CSV
 *     and XLSX document from upload to done, as a ratio to the same texts through
 *     /requirements/analyse in batches (the median of three; target ≤ 1.5×).
 *   - first load (scripts/bench/first-load.ts): /check in headless Chromium over
 *     loopback, JavaScript bytes over the wire and time to the text box, as a ratio to a
 *     static page of the same server (needs the built console, dist/web).
 * Corpora: synthetic (always) and promise-plus (when ../shared/datasets exists).
 * The last line is one JSON object holding every figure.
 */
import { availableParallelism, loadavg } from "node:os";
import { analyse } from "../engine/index.js";
import { benchComparisonInChild } from "./bench/comparison.js";
import { benchDocuments } from "./bench/documents.js";
import { promisePlus, syntheticCorpus } from "./bench/corpus.js";
import { benchDocumentServer } from "./bench/document-server.js";
import { benchEndToEnd } from "./bench/end-to-end.js";
import { benchFirstLoad } from "./bench/first-load.js";

/** End-to-end batch throughput of the pool on 2 cores, as a multiple of one engine thread's. */
const POOL_TARGET = 1.6;

type Corpus = { text: string; language: "en" | "de" }[];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs `work` over the corpus `rounds` times; returns the median items per second. */
function throughput(corpus: Corpus, work: (item: Corpus[number]) => unknown, rounds = 5): number {
  const rates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    for (const item of corpus) work(item);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rates.push(corpus.length / seconds);
  }
  return median(rates);
}

const segmenters = {
  en: new Intl.Segmenter("en", { granularity: "word" }),
  de: new Intl.Segmenter("de", { granularity: "word" }),
};

function segmentOnly(item: Corpus[number]): number {
  let words = 0;
  for (const s of segmenters[item.language].segment(item.text)) if (s.isWordLike) words++;
  return words;
}

function engineOnly(item: Corpus[number]): unknown {
  return analyse(item.text);
}

function benchCorpus(name: string, corpus: Corpus) {
  // Warm up both paths so the JIT has compiled them before measuring.
  throughput(corpus.slice(0, 2000), engineOnly, 2);
  throughput(corpus.slice(0, 2000), segmentOnly, 2);
  const segmenter = throughput(corpus, segmentOnly);
  const engine = throughput(corpus, engineOnly);
  const ratio = segmenter / engine;
  console.log(
    `${name.padEnd(14)} ${String(corpus.length).padStart(6)} texts   engine ${Math.round(engine).toLocaleString("en").padStart(8)} req/s   ` +
      `Intl.Segmenter ${Math.round(segmenter).toLocaleString("en").padStart(8)} texts/s   ratio ${ratio.toFixed(2)}×`,
  );
  return {
    texts: corpus.length,
    engineRequirementsPerSecond: Math.round(engine),
    segmenterTextsPerSecond: Math.round(segmenter),
    ratioToSegmenter: Number(ratio.toFixed(3)),
  };
}

/** REQLENS_BENCH_COMPARISON_SCALE: the share of the sizes (100,000 and 10,000) the comparison uses. */
function comparisonScale(): number {
  const raw = process.env.REQLENS_BENCH_COMPARISON_SCALE;
  if (raw === undefined || raw === "") return 1;
  const scale = Number(raw);
  if (!(scale > 0 && scale <= 1)) throw new Error(`REQLENS_BENCH_COMPARISON_SCALE must be a number above 0 and at most 1, not "${raw}"`);
  return scale;
}

async function main() {
  const scale = comparisonScale();
  const figures: Record<string, unknown> = { node: process.version };
  console.log("Engine throughput on one core (median of 5 rounds; language detected per text)");
  figures.synthetic = benchCorpus("synthetic", syntheticCorpus(20_000));
  const promise = promisePlus();
  if (promise) figures.promisePlus = benchCorpus("promise-plus", promise);
  else console.log("promise-plus: ../shared/datasets not found, skipped (set REQLENS_DATASETS to its folder)");

  console.log(
    `\nEnd to end: POST /api/v2/requirements/analyse, batches of 500, loopback; one engine thread, then the pool (${availableParallelism()} cores)`,
  );
  const corpus = promise ?? syntheticCorpus(20_000);
  const { singleThread, pool, ratios, ratio } = await benchEndToEnd(corpus);
  // Both servers share the machine's cores with their client and with anything else running: at a load average above the cores, the ratio says little.
  const load = loadavg().map((x) => Number(x.toFixed(2)));
  console.log(
    `pool to one thread: ${ratio}× (median of ${ratios.join(", ")}; target ≥ ${POOL_TARGET}× on 2 cores): ${ratio >= POOL_TARGET ? "met" : "NOT met"}; load average ${load.join(" ")} on ${availableParallelism()} cores`,
  );
  figures.endToEnd = {
    singleThread,
    pool: { ...pool, cores: availableParallelism() },
    poolRatios: ratios,
    poolRatio: ratio,
    poolTarget: POOL_TARGET,
    loadAverage: load,
  };

  console.log("\nFirst load of /check in headless Chromium, loopback, against a static page of the same server");
  figures.firstLoad = await benchFirstLoad();

  const size = Math.round(100_000 * scale);
  const allPairs = Math.round(10_000 * scale);
  console.log(
    `\nComparison on PGlite: one requirement added to ${size.toLocaleString("en")}, all pairs of ${allPairs.toLocaleString("en")}, peak memory`,
  );
  figures.comparison = await benchComparisonInChild(size, allPairs);

  console.log("\nDocuments: reqlens check (import, analysis, comparison, JSON) on 10,000 requirements as CSV and XLSX, and on 20,000 as ReqIF");
  figures.documents = await benchDocuments();

  console.log("\nDocuments in the server: 10,000 requirements from upload to done, against /requirements/analyse in batches");
  figures.documentServer = await benchDocumentServer(promise ?? syntheticCorpus(20_000));
  console.log(JSON.stringify(figures));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
