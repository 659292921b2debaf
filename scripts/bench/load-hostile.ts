/**
 * The "hostile neighbour" scenario of `npm run bench:load`: one client (source address
 * 127.0.0.2) sends batches of 1,000 requirements of 5,000 characters each at full
 * concurrency (HOSTILE_CONNECTIONS requests in flight, each sent again as soon as it is
 * answered, whatever the answer), while another client (127.0.0.1) sends single analyses.
 * The victim's p50 and p99 are compared with a quiet run of the same victim load, and the
 * server's peak resident memory is sampled from /proc during the hostile run.
 *
 * The hostile client runs in a worker thread of the benchmark, so its sending and reading
 * does not delay the victim's requests in autocannon. Texts come from the datasets folder
 * at run time (synthetic when it is missing), padded to 5,000 characters.
 */
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import autocannon, { type Request, type Result } from "autocannon";
import { promisePlus, syntheticCorpus } from "./corpus.js";

export const HOSTILE_CONNECTIONS = 16;
const HOSTILE_BATCH = 1000;
const HOSTILE_LENGTH = 5000;
const VICTIM_CONNECTIONS = 4;
/** The targets: the victim's p99 at most this many times the quiet run's, and the server's memory below this. */
export const HOSTILE_TARGET = { p99Ratio: 5, rssBytes: 1.5 * 1024 ** 3 };

interface VictimFigures {
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface HostileFigures {
  quiet: VictimFigures;
  loaded: VictimFigures;
  p50Ratio: number;
  p99Ratio: number;
  hostile: Record<string, number>;
  peakRssMb: number | null;
  met: boolean;
}

function texts(): string[] {
  return (promisePlus() ?? syntheticCorpus(5000)).map((item) => item.text);
}

/** A hostile batch: requirements of exactly HOSTILE_LENGTH characters, each its corpus texts joined until long enough. */
function hostileBody(corpus: string[]): string {
  const content = [];
  for (let i = 0, k = 0; i < HOSTILE_BATCH; i++) {
    let text = "";
    while (text.length < HOSTILE_LENGTH) text += `${corpus[k++ % corpus.length]} `;
    content.push({ externalId: String(i), text: text.slice(0, HOSTILE_LENGTH) });
  }
  return JSON.stringify({ config: { language: null }, content });
}

function victimRequests(corpus: string[]): Request[] {
  return corpus.slice(0, 500).map((text) => ({
    method: "POST",
    path: "/api/v2/requirements/analyse",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ config: { language: null, configId: null }, content: [{ externalId: "1", text }] }),
  }));
}

/** The hostile client's code, in a worker thread: plain JavaScript, so it needs no loader. */
const HOSTILE_CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { port, body, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: "127.0.0.2" });
const counts = {};
let stopping = false;
parentPort.on("message", () => { stopping = true; });
function once() {
  return new Promise((resolve) => {
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/v2/requirements/analyse", agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on("end", () => { counts[response.statusCode] = (counts[response.statusCode] || 0) + 1; resolve(); });
    });
    request.on("error", () => { counts.error = (counts.error || 0) + 1; setTimeout(resolve, 10); });
    request.end(body);
  });
}
async function loop() { while (!stopping) await once(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => { agent.destroy(); parentPort.postMessage(counts); });
`;

function peakRss(pid: number): { stop(): number | null } {
  let peak: number | null = null;
  const sample = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) peak = Math.max(peak ?? 0, Number(match[1]) * 1024);
    } catch {
      // No /proc: no memory figure.
    }
  };
  const timer = setInterval(sample, 100);
  sample();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

function victim(baseUrl: string, requests: Request[], seconds: number): Promise<Result> {
  return autocannon({ url: baseUrl, connections: VICTIM_CONNECTIONS, pipelining: 1, duration: seconds, timeout: 30, requests });
}

export async function hostileNeighbour(baseUrl: string, pid: number, warmUpSeconds: number, seconds: number): Promise<HostileFigures> {
  const corpus = texts();
  const requests = victimRequests(corpus);
  await victim(baseUrl, requests, warmUpSeconds);
  // Requests the warm-up left unanswered keep their client's places until their work is done.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const quiet = await victim(baseUrl, requests, seconds);

  const port = Number(new URL(baseUrl).port);
  const worker = new Worker(HOSTILE_CLIENT, { eval: true, workerData: { port, body: hostileBody(corpus), connections: HOSTILE_CONNECTIONS } });
  const hostileDone = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const memory = peakRss(pid);
  // The hostile client gets going (its first batches are being analysed) before the victim is measured.
  await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));
  const loaded = await victim(baseUrl, requests, seconds);
  worker.postMessage("stop");
  const hostile = await hostileDone;
  const peak = memory.stop();
  await worker.terminate();

  const figures = (result: Result) => ({
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  });
  const p50Ratio = Number((loaded.latency.p50 / Math.max(quiet.latency.p50, 1)).toFixed(2));
  const p99Ratio = Number((loaded.latency.p99 / Math.max(quiet.latency.p99, 1)).toFixed(2));
  return {
    quiet: figures(quiet),
    loaded: figures(loaded),
    p50Ratio,
    p99Ratio,
    hostile,
    peakRssMb: peak === null ? null : Math.round(peak / 1024 ** 2),
    met: p99Ratio <= HOSTILE_TARGET.p99Ratio && peak !== null && peak < HOSTILE_TARGET.rssBytes && loaded.non2xx === 0,
  };
}
