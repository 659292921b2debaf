/**
 * Speed and memory of the requirement comparison (engine/compare).
 *   npx tsx scripts/bench-compare.ts [--size 100000] [--batch 10000]
 * 1. builds an index of `size` synthetic requirements, then adds new requirements one at a
 *    time and compares each with the index (median and 90th percentile of 25 runs);
 * 2. compares every requirement of a `batch` set with all others through compareAll (the
 *    job that would otherwise take all pairs);
 * 3. reports peak memory (resident set and heap), and ends with one JSON line.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ComparisonIndex, compareAll, compareOne } from "../engine/compare/index.js";
import { syntheticRequirements } from "../engine/compare/synthetic.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface BenchFigures {
  indexSize: number;
  buildSeconds: number;
  addAndCompareMedianMs: number;
  addAndCompareP90Ms: number;
  /** CPU time of the process (user + system) for one add and compare, median: less sensitive to a busy machine. */
  addAndCompareCpuMedianMs: number;
  candidatesScored: number;
  postingsVisited: number;
  batchSize: number;
  batchSeconds: number;
  batchPerRequirementMs: number;
  peakRssMb: number;
  peakHeapMb: number;
}

export function benchCompare(size = 100_000, batch = 10_000): BenchFigures {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };

  const texts = syntheticRequirements(size, 7);
  let t = performance.now();
  const index = new ComparisonIndex();
  for (let i = 0; i < texts.length; i++) {
    index.add(String(i), texts[i], "en");
    if (i % 10_000 === 0) sample();
  }
  const buildSeconds = (performance.now() - t) / 1000;
  sample();

  const fresh = syntheticRequirements(25, 4242);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let scored = 0;
  let visited = 0;
  for (let i = 0; i < fresh.length; i++) {
    t = performance.now();
    const cpu = process.cpuUsage();
    index.add(`new-${i}`, fresh[i], "en");
    compareOne(index, `new-${i}`);
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - t);
    cpuTimes.push((used.user + used.system) / 1000);
    scored = Math.max(scored, index.lastQuery.candidatesScored);
    visited = Math.max(visited, index.lastQuery.postingsVisited);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  sample();

  const batchTexts = syntheticRequirements(batch, 13).map((text, i) => ({ id: String(i), text, language: "en" as const }));
  t = performance.now();
  compareAll(batchTexts);
  const batchSeconds = (performance.now() - t) / 1000;
  sample();

  return {
    indexSize: size,
    buildSeconds: round(buildSeconds),
    addAndCompareMedianMs: round(quantile(times, 0.5)),
    addAndCompareP90Ms: round(quantile(times, 0.9)),
    addAndCompareCpuMedianMs: round(quantile(cpuTimes, 0.5)),
    candidatesScored: scored,
    postingsVisited: visited,
    batchSize: batch,
    batchSeconds: round(batchSeconds),
    batchPerRequirementMs: round((batchSeconds * 1000) / batch),
    peakRssMb: round(peakRss / 1e6, 0),
    peakHeapMb: round(peakHeap / 1e6, 0),
  };
}

export function main(): void {
  const figures = benchCompare(arg("size", 100_000), arg("batch", 10_000));
  const rows: Array<[string, string]> = [
    ["index size", String(figures.indexSize)],
    ["build", `${figures.buildSeconds} s`],
    ["add one + compare (median)", `${figures.addAndCompareMedianMs} ms`],
    ["add one + compare (p90)", `${figures.addAndCompareP90Ms} ms`],
    ["add one + compare (CPU time, median)", `${figures.addAndCompareCpuMedianMs} ms`],
    ["candidates scored / postings visited (max)", `${figures.candidatesScored} / ${figures.postingsVisited}`],
    [`compareAll over ${figures.batchSize}`, `${figures.batchSeconds} s (${figures.batchPerRequirementMs} ms per requirement)`],
    ["peak memory (rss / heap)", `${figures.peakRssMb} MB / ${figures.peakHeapMb} MB`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log("\nRequirement comparison benchmark (wall-clock times depend on the load of the machine)");
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  console.log(JSON.stringify(figures));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
