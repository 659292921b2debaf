/**
 * `npx tsx scripts/bench/pool-cost.ts`: what a requirement costs the server, by kind of
 * thread, with one engine thread and with the pool (one thread per core): CPU
 * milliseconds per 10,000 requirements of the main thread, of the engine threads and of
 * the other threads (V8's garbage collection and compilation helpers, libuv), and the
 * client's, for batches of 500 through POST /api/v2/requirements/analyse
 * (scripts/bench/end-to-end.ts does the sending).
 *
 * On a machine shared with other work, CPU time per requirement moves much less than
 * requirements per second; it tells where the pool's end-to-end ratio goes. The pool's
 * ratio can only grow by cutting the work outside the engine threads' own JavaScript: on
 * one engine thread the helpers and the main thread run on the otherwise idle cores.
 *
 * Corpus: promise-plus when ../shared/datasets exists, else the synthetic one.
 * REQLENS_POOL_COST_BATCHES sets the batches per run (default 60: 30,000 requirements).
 */
import { availableParallelism, loadavg } from "node:os";
import { promisePlus, syntheticCorpus } from "./corpus.js";
import { batches, timedRun, warmUp, type Target } from "./end-to-end.js";
import { startServer } from "./server-process.js";

const runs = Number(process.env.REQLENS_POOL_COST_BATCHES ?? 60);
const corpus = promisePlus() ?? syntheticCorpus(5_000);
const bodies = batches(corpus);
const encoded = bodies.map((body) => Buffer.from(body));

for (const threads of [1, availableParallelism()]) {
  const target: Target = { server: await startServer({ REQLENS_WORKERS: String(threads) }), threads, label: `${threads} engine thread(s)` };
  try {
    await warmUp(target, bodies, encoded);
    const run = await timedRun(target, encoded, runs);
    console.log(JSON.stringify({ threads, cpuMsPer10k: run.cpuMsPer10k, requirementsPerSecond: run.requirementsPerSecond, loadAverage: loadavg() }));
  } finally {
    await target.server.stop();
  }
}
