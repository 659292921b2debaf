/**
 * `npm run bench:load`: requests/s, latency (p50, p99) and errors of the real server
 * under load over loopback, for single-requirement analyses, batches of 100 and the
 * check page's static files; and the "hostile neighbour" (scripts/bench/load-hostile.ts):
 * one client's 1,000 × 5,000-character batches at full concurrency against another
 * client's single analyses, as the victim's p50 and p99 relative to a quiet run, and the
 * server's peak resident memory.
 *
 * The server runs as production runs it (server/server.ts with the built console, on
 * PGlite or DATABASE_URL, log level warn) in its own process; the load comes from
 * autocannon in this process, so client and server each have a core of their own on a
 * 2-core machine. Anonymous request budgets are off (REQLENS_ANON_RATE_LIMIT=0): one
 * client address sends everything, and the figure is the analysis, not the 429s.
 * Each scenario gets a warm-up, then a measured run of fixed length. The last line is
 * one JSON object with every figure.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import autocannon, { type Result } from "autocannon";
import { ensureConsoleBuilt } from "./bench/load-console.js";
import { cpuSeconds } from "./bench/load-cpu.js";
import { HOSTILE_CONNECTIONS, HOSTILE_TARGET, hostileNeighbour, type HostileFigures } from "./bench/load-hostile.js";
import { corpusName, scenarios, type Scenario } from "./bench/load-scenarios.js";
import { startServer } from "./bench/server-process.js";

const WARM_UP_SECONDS = Number(process.env.REQLENS_LOAD_WARMUP_SECONDS ?? 3);
const MEASURE_SECONDS = Number(process.env.REQLENS_LOAD_SECONDS ?? 10);
/** The goal of the single-requirement scenario on a 2-core machine. */
const TARGET = { requestsPerSecond: 3000, p99Ms: 25 };

interface Figures {
  requestsPerSecond: number;
  requirementsPerSecond?: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Server CPU time (user + system) per request, in ms; null where /proc is missing. */
  serverCpuMsPerRequest: number | null;
  /** The server's CPU use during the run, in cores (1 = one core fully busy). */
  serverCores: number | null;
  /** This process's (autocannon's) CPU use during the run, in cores: near 1, the client is the limit. */
  clientCores: number;
  requests: number;
  connections: number;
  seconds: number;
}

function run(url: string, scenario: Scenario, seconds: number): Promise<Result> {
  return autocannon({ url, connections: scenario.connections, pipelining: 1, duration: seconds, timeout: 10, requests: scenario.requests });
}

function figuresOf(scenario: Scenario, result: Result, cpu: number | null, clientCpu: number): Figures {
  const requestsPerSecond = result.requests.total / result.duration;
  return {
    requestsPerSecond: Math.round(requestsPerSecond),
    ...(scenario.requirementsPerRequest > 0 ? { requirementsPerSecond: Math.round(requestsPerSecond * scenario.requirementsPerRequest) } : {}),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverCpuMsPerRequest: cpu === null || result.requests.total === 0 ? null : Number(((cpu * 1000) / result.requests.total).toFixed(3)),
    serverCores: cpu === null ? null : Number((cpu / result.duration).toFixed(2)),
    clientCores: Number((clientCpu / result.duration).toFixed(2)),
    requests: result.requests.total,
    connections: scenario.connections,
    seconds: result.duration,
  };
}

/**
 * Before loading: one analysis, or every static file, once — so that a broken server or a
 * missing file fails loudly instead of being measured as errors.
 */
async function checkOnce(baseUrl: string, scenario: Scenario): Promise<void> {
  const requests = scenario.requirementsPerRequest > 0 ? scenario.requests.slice(0, 1) : scenario.requests;
  for (const request of requests) {
    const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
    if (!response.ok)
      throw new Error(`${scenario.title}: ${request.method} ${request.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    if (scenario.requirementsPerRequest === 0) {
      await response.arrayBuffer();
      continue;
    }
    const json = (await response.json()) as { content: { rating: number }[] };
    if (json.content.length !== scenario.requirementsPerRequest || json.content.some((item) => item.rating < 1)) {
      throw new Error(`${scenario.title}: the analysis did not rate every requirement`);
    }
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

/** The throughput scenarios, on one server. */
async function runScenarios(list: Scenario[], results: Record<string, Figures>): Promise<void> {
  const server = await startServer();
  try {
    for (const scenario of list) await checkOnce(server.baseUrl, scenario);
    console.log(
      `${"scenario".padEnd(42)} ${pad("conns", 5)} ${pad("req/s", 8)} ${pad("reqts/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("errors", 6)} ${pad("non-2xx", 7)} ${pad("CPU ms/req", 10)} ${pad("cores s/c", 9)}`,
    );
    for (const scenario of list) {
      await run(server.baseUrl, scenario, WARM_UP_SECONDS);
      const cpuBefore = cpuSeconds(server.pid);
      const clientBefore = process.cpuUsage();
      const result = await run(server.baseUrl, scenario, MEASURE_SECONDS);
      const client = process.cpuUsage(clientBefore);
      const cpuAfter = cpuSeconds(server.pid);
      const serverCpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      const figures = figuresOf(scenario, result, serverCpu, (client.user + client.system) / 1e6);
      results[scenario.key] = figures;
      console.log(
        `${scenario.title.padEnd(42)} ${pad(figures.connections, 5)} ${pad(figures.requestsPerSecond.toLocaleString("en"), 8)} ` +
          `${pad(figures.requirementsPerSecond?.toLocaleString("en") ?? "–", 8)} ${pad(figures.p50Ms, 7)} ${pad(figures.p99Ms, 7)} ` +
          `${pad(figures.errors + figures.timeouts, 6)} ${pad(figures.non2xx, 7)} ${pad(figures.serverCpuMsPerRequest ?? "–", 10)} ${pad(`${figures.serverCores ?? "–"}/${figures.clientCores}`, 9)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const cores = availableParallelism();
  // Other work on the machine takes cores from server and client: the figures are only comparable when this is low.
  const loadAtStart = Number(loadavg()[0].toFixed(2));
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite (embedded)";
  console.log(
    `Load over loopback: ${cores} cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, ${database}, load average ${loadAtStart}`,
  );
  console.log(
    "Server: server/server.ts with the built console, LOG_LEVEL=warn, anonymous budgets off and one client's admission raised (scripts/bench/server-process.ts)",
  );
  console.log(
    `Client: autocannon in its own process; ${WARM_UP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured per scenario; texts: ${corpusName()}\n`,
  );

  // `-- --only single` runs one scenario (for profiling the server under it); `-- --only hostile` the hostile neighbour alone.
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  if (only !== "hostile") ensureConsoleBuilt();
  const list = only === "hostile" ? [] : scenarios().filter((scenario) => only === undefined || scenario.key === only);
  if (list.length === 0 && only !== "hostile")
    throw new Error(`no scenario "${only}"; there are ${[...scenarios().map((s) => s.key), "hostile"].join(", ")}`);
  const results: Record<string, Figures> = {};
  if (list.length > 0) await runScenarios(list, results);

  let hostile: HostileFigures | undefined;
  if (only === undefined || only === "hostile") hostile = await runHostile();

  if (list.length > 0)
    console.log(
      "reqts/s: requirements analysed per second; CPU ms/req: the server's CPU time per request; cores s/c: CPU used by server and client (1 = one core)",
    );
  const single = results.single;
  // null when the single scenario did not run.
  const met =
    single === undefined
      ? null
      : single.requestsPerSecond >= TARGET.requestsPerSecond && single.p99Ms <= TARGET.p99Ms && single.errors + single.timeouts + single.non2xx === 0;
  if (met !== null) {
    console.log(
      `\nTarget for single-requirement analyses (2 cores): ≥ ${TARGET.requestsPerSecond.toLocaleString("en")}/s, p99 ≤ ${TARGET.p99Ms} ms, no errors: ${met ? "met" : "NOT met"}`,
    );
  }
  const failed = Object.values(results).some((figures) => figures.errors + figures.timeouts + figures.non2xx > 0);
  console.log(
    JSON.stringify({
      cores,
      loadAverageAtStart: loadAtStart,
      node: process.version,
      database: process.env.DATABASE_URL ? "postgresql" : "pglite",
      anonymousRateLimit: 0,
      corpus: corpusName(),
      warmUpSeconds: WARM_UP_SECONDS,
      measuredSeconds: MEASURE_SECONDS,
      ...results,
      target: { ...TARGET, met },
      ...(hostile
        ? { hostileNeighbour: { ...hostile, target: { p99Ratio: HOSTILE_TARGET.p99Ratio, rssMb: HOSTILE_TARGET.rssBytes / 1024 ** 2 } } }
        : {}),
    }),
  );
  // Errors mean the figures are not the server's: fail, so that nobody quotes them.
  if (failed) process.exitCode = 1;
}

/**
 * The hostile neighbour on a server of its own, with the per-minute budgets of work off
 * (REQLENS_ANON_REQUIREMENTS_PER_MINUTE=0, …_CHARACTERS_PER_MINUTE=0): the worst case, in
 * which only the pool's admission (the client's places, the fair queue) protects the victim.
 */
async function runHostile(): Promise<HostileFigures> {
  console.log(
    `\nHostile neighbour: 127.0.0.2 sends 1,000 × 5,000-character batches on ${HOSTILE_CONNECTIONS} connections; ` +
      "127.0.0.1 sends single analyses (budgets of work off, so only the pool's admission protects)",
  );
  // The admission limits at their defaults; the budgets of work stay off (see startServer).
  const server = await startServer({ REQLENS_CLIENT_CONCURRENCY: "", REQLENS_CLIENT_QUEUE: "", REQLENS_QUEUE_LIMIT: "" });
  try {
    const figures = await hostileNeighbour(server.baseUrl, server.pid, WARM_UP_SECONDS, MEASURE_SECONDS);
    const row = (name: string, f: HostileFigures["quiet"]) =>
      console.log(`${name.padEnd(28)} p50 ${pad(f.p50Ms, 7)} ms   p99 ${pad(f.p99Ms, 7)} ms   ${f.requests} requests, ${f.non2xx} non-2xx`);
    row("victim, quiet", figures.quiet);
    row("victim, hostile neighbour", figures.loaded);
    console.log(
      `victim answers: quiet ${JSON.stringify(figures.quiet.statusCodes)}, loaded ${JSON.stringify(figures.loaded.statusCodes)}; hostile answers: ${JSON.stringify(figures.hostile)}; server peak RSS ${figures.peakRssMb ?? "–"} MB`,
    );
    console.log(
      `ratio to quiet: p50 ${figures.p50Ratio}×, p99 ${figures.p99Ratio}×. Target p99 ratio ≤ ${HOSTILE_TARGET.p99Ratio}, RSS < ${HOSTILE_TARGET.rssBytes / 1024 ** 2} MB, ` +
        `no victim errors: ${figures.met ? "met" : "NOT met"}; load average ${loadavg()
          .map((x) => x.toFixed(2))
          .join(" ")} on ${availableParallelism()} cores`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
