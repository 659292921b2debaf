/**
 * End-to-end throughput: requirements/s through POST /api/v2/requirements/analyse in
 * batches of 500, against the real server in its own process over loopback, with one
 * engine thread (REQLENS_WORKERS=1) and with the pool (one thread per core).
 *
 * What is timed is the server's work, alike for every thread count:
 * - both servers run side by side, idle while the other is timed; their threads start
 *   when they listen, and before any timing every batch is sent to each once, then
 *   WARM_UP_BATCHES more per engine thread: V8 keeps optimizing the engine on its helper
 *   threads until a thread has analysed about 10,000 requirements, and each engine thread
 *   compiles its own copy, so a shorter warm-up would time the pool's compiling, not its
 *   analyses;
 * - the timed runs alternate (one thread, pool, one thread, pool, …) and the ratio is the
 *   median of the pairs' ratios, so a neighbour that slows the machine for a moment moves
 *   one pair, not the figure;
 * - each timed run sends at least TIMED_BATCHES batches, keeping one request per engine
 *   thread plus one in flight, so no thread waits for the next request and the main
 *   thread reads the next body while the threads work;
 * - the answers are checked in full (parsed, every requirement rated) during the warm-up;
 *   in the timed part the client sends bodies encoded once and reads the answers' bytes
 *   through node:http (the client shares the machine's cores with the server, and parsing
 *   megabytes of JSON would take them from the server, more so with more threads);
 * - the server's CPU time is reported apart for its main thread, its engine threads and
 *   its other threads (V8's helpers: optimizing compilers and garbage collection), also
 *   per 10,000 requirements, with the client's and the load average, so a reader can tell
 *   a busy machine from a slow server.
 */
import { Agent, request } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { threadCpuSeconds, threadKinds } from "./load-cpu.js";
import { startServer, type RunningServer } from "./server-process.js";

const BATCH = 500;
/** Batches per timed run (75,000 requirements): several seconds, so that one slow moment does not decide it. */
const TIMED_BATCHES = 150;
/** Batches per engine thread sent after the checked ones and before any timing (12,500 requirements each). */
const WARM_UP_BATCHES = 25;
/** Timed runs of each server; the reported figures are the medians. */
const PAIRS = 3;

export interface EndToEndRun {
  batchSize: number;
  inFlight: number;
  requirements: number;
  seconds: number;
  requirementsPerSecond: number;
  serverMainThreadCores: number | null;
  serverEngineThreadCores: number | null;
  serverHelperThreadCores: number | null;
  clientCores: number;
  /** CPU milliseconds per 10,000 requirements by kind of thread: the figures a busy machine moves least. */
  cpuMsPer10k: { main: number; engine: number; helpers: number; client: number } | null;
  loadAverage: number;
}

export interface Target {
  server: RunningServer;
  threads: number;
  label: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The batches' bodies, and a check of one answer in full. */
export function batches(corpus: { text: string }[]): string[] {
  const bodies: string[] = [];
  for (let i = 0; i + BATCH <= corpus.length; i += BATCH) {
    const content = corpus.slice(i, i + BATCH).map((item, k) => ({ externalId: String(i + k), text: item.text }));
    bodies.push(JSON.stringify({ config: { language: "en" }, content }));
  }
  return bodies;
}

/** Every batch sent once and its answer checked in full, then WARM_UP_BATCHES per engine thread. */
export async function warmUp(target: Target, bodies: string[], encoded: Buffer[]): Promise<void> {
  const url = new URL("/api/v2/requirements/analyse", target.server.baseUrl);
  for (const body of bodies) {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    if (!response.ok) throw new Error(`analysis answered ${response.status}: ${await response.text()}`);
    const json = (await response.json()) as { content: Array<{ rating: number }> };
    if (json.content.length !== BATCH || json.content.some((item) => !(item.rating >= 1)))
      throw new Error("the analysis did not rate every requirement");
  }
  await timedRun(target, encoded, WARM_UP_BATCHES * target.threads, false);
}

/** One timed run: the batches sent round and round (at least `minimum`), answers read to the end, not parsed; logged unless `log` is false. */
export async function timedRun(target: Target, encoded: Buffer[], minimum = TIMED_BATCHES, log = true): Promise<EndToEndRun> {
  const { server, threads } = target;
  const url = new URL("/api/v2/requirements/analyse", server.baseUrl);
  const agent = new Agent({ keepAlive: true });
  const post = (body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        { method: "POST", agent, headers: { "content-type": "application/json", "content-length": body.length } },
        (response) => {
          response.resume();
          response.on("error", reject);
          response.on("end", () => (response.statusCode === 200 ? resolve(BATCH) : reject(new Error(`analysis answered ${response.statusCode}`))));
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
  const inFlight = threads + 1;
  const total = Math.max(minimum, encoded.length);
  let analysed = 0;
  let next = 0;
  const threadsBefore = threadCpuSeconds(server.pid);
  const clientBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < total) {
      const body = encoded[next++ % encoded.length];
      // Await first: `analysed += await …` would read the total before the await and lose the other worker's additions.
      const count = await post(body);
      analysed += count;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const client = process.cpuUsage(clientBefore);
  agent.destroy();
  const threadsAfter = threadCpuSeconds(server.pid);
  const kinds = threadsBefore && threadsAfter ? threadKinds(server.pid, threadsBefore, threadsAfter, threads) : null;
  const cores = (cpu: number) => Number((cpu / seconds).toFixed(2));
  const clientSeconds = (client.user + client.system) / 1e6;
  const per10k = (cpu: number) => Math.round((cpu * 1000 * 10_000) / analysed);
  const rate = analysed / seconds;
  const run: EndToEndRun = {
    batchSize: BATCH,
    inFlight,
    requirements: analysed,
    seconds: Number(seconds.toFixed(3)),
    requirementsPerSecond: Math.round(rate),
    serverMainThreadCores: kinds && cores(kinds.main),
    serverEngineThreadCores: kinds && cores(kinds.engine),
    serverHelperThreadCores: kinds && cores(kinds.helpers),
    clientCores: cores(clientSeconds),
    cpuMsPer10k: kinds && { main: per10k(kinds.main), engine: per10k(kinds.engine), helpers: per10k(kinds.helpers), client: per10k(clientSeconds) },
    loadAverage: Number(loadavg()[0].toFixed(2)),
  };
  if (log)
    console.log(
      `${target.label}: ${analysed} requirements in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString("en")} requirements/s; ` +
        `cores used: server main thread ${run.serverMainThreadCores ?? "–"}, engine threads ${run.serverEngineThreadCores ?? "–"}, ` +
        `other threads ${run.serverHelperThreadCores ?? "–"}, client ${run.clientCores}; ` +
        `CPU ms per 10,000 requirements: ${
          run.cpuMsPer10k
            ? Object.entries(run.cpuMsPer10k)
                .map(([kind, ms]) => `${kind} ${ms}`)
                .join(", ")
            : "–"
        }; ` +
        `load average ${run.loadAverage}`,
    );
  return run;
}

/**
 * One engine thread against the pool, timed in turn; the median run of each and the
 * median of the pairs' ratios.
 */
export async function benchEndToEnd(
  corpus: { text: string }[],
): Promise<{ singleThread: EndToEndRun; pool: EndToEndRun; ratios: number[]; ratio: number }> {
  const bodies = batches(corpus);
  const encoded = bodies.map((body) => Buffer.from(body));
  const single: Target = { server: await startServer({ REQLENS_WORKERS: "1" }), threads: 1, label: "1 engine thread" };
  let pooled: Target | undefined;
  try {
    pooled = { server: await startServer(), threads: availableParallelism(), label: "pool (one thread per core)" };
    await warmUp(single, bodies, encoded);
    await warmUp(pooled, bodies, encoded);
    const singleRuns: EndToEndRun[] = [];
    const poolRuns: EndToEndRun[] = [];
    const ratios: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const one = await timedRun(single, encoded);
      const many = await timedRun(pooled, encoded);
      singleRuns.push(one);
      poolRuns.push(many);
      ratios.push(Number((many.requirementsPerSecond / one.requirementsPerSecond).toFixed(2)));
    }
    const middle = (runs: EndToEndRun[]) => {
      const rate = median(runs.map((run) => run.requirementsPerSecond));
      return runs.find((run) => run.requirementsPerSecond === rate)!;
    };
    return { singleThread: middle(singleRuns), pool: middle(poolRuns), ratios, ratio: median(ratios) };
  } finally {
    await single.server.stop();
    await pooled?.server.stop();
  }
}
