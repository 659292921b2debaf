/**
 * End-to-end throughput: requirements/s through POST /api/v2/requirements/analyse in
 * batches of 500, against the real server in its own process over loopback. Two
 * requests are kept in flight so the server never waits for the client. `workers` sets
 * the server's engine threads (REQLENS_WORKERS); the default is one per core.
 */
import { startServer } from "./server-process.js";

const BATCH = 500;
const IN_FLIGHT = 2;

export async function benchEndToEnd(corpus: { text: string }[], workers?: number): Promise<Record<string, unknown>> {
  const server = await startServer(workers === undefined ? {} : { REQLENS_WORKERS: String(workers) });
  try {
    const bodies: string[] = [];
    for (let i = 0; i + BATCH <= corpus.length; i += BATCH) {
      const content = corpus.slice(i, i + BATCH).map((item, k) => ({ externalId: String(i + k), text: item.text }));
      bodies.push(JSON.stringify({ config: { language: "en" }, content }));
    }
    const post = async (body: string) => {
      const response = await fetch(`${server.baseUrl}/api/v2/requirements/analyse`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (!response.ok) throw new Error(`analysis answered ${response.status}: ${await response.text()}`);
      const json = (await response.json()) as { content: unknown[] };
      return json.content.length;
    };
    // Warm up: every batch once.
    for (const body of bodies) await post(body);

    // At least 40 batches (20,000 requirements), so that one slow moment does not decide the figure.
    const rounds = Math.max(3, Math.ceil(40 / bodies.length));
    let analysed = 0;
    let next = 0;
    const total = bodies.length * rounds;
    const started = process.hrtime.bigint();
    const worker = async () => {
      while (next < total) {
        const body = bodies[next++ % bodies.length];
        // Await first: `analysed += await …` would read the total before the await and lose the other worker's additions.
        const count = await post(body);
        analysed += count;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const rate = analysed / seconds;
    console.log(
      `${workers === undefined ? "pool (one thread per core)" : `${workers} engine thread${workers === 1 ? "" : "s"}`}: batches of ${BATCH}: ${analysed} requirements in ${seconds.toFixed(2)} s = ${Math.round(rate).toLocaleString("en")} requirements/s`,
    );
    return { batchSize: BATCH, requirements: analysed, seconds: Number(seconds.toFixed(3)), requirementsPerSecond: Math.round(rate) };
  } finally {
    await server.stop();
  }
}
