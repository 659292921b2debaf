/**
 * End-to-end throughput: requirements/s through POST /api/v2/requirements/analyse in
 * batches of 500, against the real server in its own process over loopback. `workers`
 * sets the server's engine threads (REQLENS_WORKERS); the default is one per core.
 *
 * What is timed is the server's work, alike for every thread count:
 * - the threads start when the server listens, and every batch is sent once before the
 *   timing (each thread has received the configuration and compiled the engine by then);
 * - one request per engine thread plus one is kept in flight, so no thread waits for the
 *   next request and the main thread reads the next body while the threads work;
 * - the answers are checked in full (parsed, every requirement rated) during the warm-up;
 *   in the timed part the client sends bodies encoded once and reads the answers' bytes
 *   through node:http (the client shares the machine's cores with the server, and parsing
 *   megabytes of JSON would take them from the server, more so with more threads);
 * - the server's CPU time is reported apart for its main thread and for the other
 *   threads (the engine's), with the client's and the load average, so a reader can tell
 *   a busy machine from a slow server.
 */
import { Agent, request } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { cpuSeconds } from "./load-cpu.js";
import { startServer } from "./server-process.js";

const BATCH = 500;

export async function benchEndToEnd(corpus: { text: string }[], workers?: number): Promise<Record<string, unknown>> {
  const server = await startServer(workers === undefined ? {} : { REQLENS_WORKERS: String(workers) });
  try {
    const bodies: string[] = [];
    for (let i = 0; i + BATCH <= corpus.length; i += BATCH) {
      const content = corpus.slice(i, i + BATCH).map((item, k) => ({ externalId: String(i + k), text: item.text }));
      bodies.push(JSON.stringify({ config: { language: "en" }, content }));
    }
    const url = new URL("/api/v2/requirements/analyse", server.baseUrl);
    const check = async (body: string) => {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
      if (!response.ok) throw new Error(`analysis answered ${response.status}: ${await response.text()}`);
      const json = (await response.json()) as { content: Array<{ rating: number }> };
      if (json.content.length !== BATCH || json.content.some((item) => !(item.rating >= 1)))
        throw new Error("the analysis did not rate every requirement");
    };
    const agent = new Agent({ keepAlive: true });
    const encoded = bodies.map((body) => Buffer.from(body));
    /** One timed request: its answer read to the end, not parsed. */
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
    // Warm up: every batch once, answers checked.
    for (const body of bodies) await check(body);
    const threads = workers ?? availableParallelism();
    const inFlight = threads + 1;

    // At least 40 batches (20,000 requirements), so that one slow moment does not decide the figure.
    const rounds = Math.max(3, Math.ceil(40 / bodies.length));
    let analysed = 0;
    let next = 0;
    const total = bodies.length * rounds;
    const serverBefore = cpuSeconds(server.pid);
    const mainBefore = cpuSeconds(server.pid, server.pid);
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
    const serverAfter = cpuSeconds(server.pid);
    const mainAfter = cpuSeconds(server.pid, server.pid);
    const rate = analysed / seconds;
    const cores = (cpu: number | null) => (cpu === null ? null : Number((cpu / seconds).toFixed(2)));
    const mainCores = mainBefore === null || mainAfter === null ? null : cores(mainAfter - mainBefore);
    const otherCores =
      serverBefore === null || serverAfter === null || mainCores === null ? null : cores(serverAfter - serverBefore - (mainAfter! - mainBefore!));
    const clientCores = cores((client.user + client.system) / 1e6);
    const load = Number(loadavg()[0].toFixed(2));
    console.log(
      `${workers === undefined ? "pool (one thread per core)" : `${workers} engine thread${workers === 1 ? "" : "s"}`}: batches of ${BATCH}, ${inFlight} in flight: ${analysed} requirements in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString("en")} requirements/s; ` +
        `cores used: server main thread ${mainCores ?? "–"}, engine threads ${otherCores ?? "–"}, client ${clientCores}; load average ${load}`,
    );
    return {
      batchSize: BATCH,
      inFlight,
      requirements: analysed,
      seconds: Number(seconds.toFixed(3)),
      requirementsPerSecond: Math.round(rate),
      serverMainThreadCores: mainCores,
      serverOtherThreadCores: otherCores,
      clientCores,
      loadAverage: load,
    };
  } finally {
    await server.stop();
  }
}
