/**
 * Whole documents: a 10,000-requirement document (CSV, and the same as XLSX) uploaded to
 * POST /api/v2/documents until its job is done, against the real server in its own process,
 * as a ratio to analysing the same texts through POST /api/v2/requirements/analyse in
 * batches of 500 (two in flight) on the same server. The target is ≤ 1.5×. The document
 * runs per format without comparison (the same work as the batches) PAIRS times, the median
 * ratio the figure, and once with it (the default: duplicates and contradictions within the
 * document as well). Like with like: the same texts, the default configuration and detected
 * language on both sides, and the batches run again right before each document, so each
 * ratio compares two runs a moment apart; the load average is printed with every figure.
 */
import { availableParallelism, loadavg } from "node:os";
import ExcelJS from "exceljs";
import { threadCpuSeconds, threadKinds, type ThreadKinds } from "./load-cpu.js";
import { startServer, type RunningServer } from "./server-process.js";

const SIZE = 10_000;
const BATCH = 500;
const IN_FLIGHT = 2;
/** Timings of the document against the batches per format without comparison; the median ratio is the figure. */
const PAIRS = 3;
const TARGET = 1.5;
/** Times the whole document's texts go through /requirements/analyse per engine thread before any timing. */
const WARM_UP_ROUNDS = 1.5;
/** REQLENS_BENCH_DOCUMENT_COMPARISON=false leaves out the documents with comparison (a quick run of the 1.5× target only). */
const COMPARE = process.env.REQLENS_BENCH_DOCUMENT_COMPARISON === "false" ? [false] : [false, true];

/** `count` texts taken round the corpus (the document's texts, built at run time). */
function texts(corpus: readonly { text: string }[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => corpus[i % corpus.length].text);
}

function csvOf(list: readonly string[]): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return ["ID,Requirement", ...list.map((text, i) => `REQ-${i + 1},${quote(text)}`)].join("\r\n");
}

async function xlsxOf(list: readonly string[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Requirements");
  sheet.addRow(["ID", "Requirement"]);
  list.forEach((text, i) => sheet.addRow([`REQ-${i + 1}`, text]));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function analyseInBatches(server: RunningServer, list: readonly string[]): Promise<number> {
  const bodies: string[] = [];
  for (let i = 0; i < list.length; i += BATCH) {
    bodies.push(JSON.stringify({ content: list.slice(i, i + BATCH).map((text, k) => ({ externalId: String(i + k), text })) }));
  }
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const res = await fetch(`${server.baseUrl}/api/v2/requirements/analyse`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      if (!res.ok) throw new Error(`analysis answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return (performance.now() - started) / 1000;
}

/** Seconds from the upload until the document's job is done, and the seconds of the first and the second read of a page of its requirements table. */
async function documentToDone(
  server: RunningServer,
  file: { name: string; bytes: Uint8Array | string },
  compare: boolean,
): Promise<{ seconds: number; firstPage: number; nextPage: number }> {
  const form = new FormData();
  form.append("compare", String(compare));
  form.append("file", new Blob([typeof file.bytes === "string" ? file.bytes : Buffer.from(file.bytes)]), file.name);
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/v2/documents`, { method: "POST", body: form });
  if (res.status !== 202) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  const { documentId, token } = (await res.json()) as { documentId: string; token: string };
  for (;;) {
    const status = (await (await fetch(`${server.baseUrl}/api/v2/documents/${documentId}`, { headers: { "x-document-token": token } })).json()) as {
      status: string;
      error?: string;
    };
    if (status.status === "done") break;
    if (status.status !== "queued" && status.status !== "running") throw new Error(`the document ended ${status.status}: ${status.error ?? ""}`);
    // Polled often, so the time measured is within 20 ms of the job's end.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  // The table's worst requirements first, then the next page: the first read parses the document's stored pieces, the next one finds them parsed.
  const page = async (range: string) => {
    const at = performance.now();
    const res = await fetch(
      `${server.baseUrl}/api/v2/documents/${documentId}/requirements?range=${range}&sort=${encodeURIComponent('["rating","ASC"]')}`,
      { headers: { "x-document-token": token } },
    );
    if (!res.ok) throw new Error(`the requirements table answered ${res.status}`);
    await res.arrayBuffer();
    return (performance.now() - at) / 1000;
  };
  const firstPage = await page("[0,24]");
  const nextPage = await page("[25,49]");
  await fetch(`${server.baseUrl}/api/v2/documents/${documentId}`, { method: "DELETE", headers: { "x-document-token": token } });
  return { seconds, firstPage, nextPage };
}

/** Starts a reading of the server's CPU time per kind of thread; calling the result ends it (null where /proc is missing). */
function cpuOf(server: RunningServer): () => ThreadKinds | null {
  const before = threadCpuSeconds(server.pid);
  return () => {
    const after = threadCpuSeconds(server.pid);
    if (!before || !after) return null;
    const kinds = threadKinds(server.pid, before, after, availableParallelism());
    return { main: Math.round(kinds.main * 1000), engine: Math.round(kinds.engine * 1000), helpers: Math.round(kinds.helpers * 1000) };
  };
}

const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

const describeCpu = (kinds: ThreadKinds) => `main ${kinds.main}, engine threads ${kinds.engine}, other threads ${kinds.helpers}`;

export async function benchDocumentServer(corpus: readonly { text: string }[]): Promise<Record<string, unknown>> {
  const list = texts(corpus, SIZE);
  const files = { csv: { name: "bench.csv", bytes: csvOf(list) }, xlsx: { name: "bench.xlsx", bytes: await xlsxOf(list) } };
  const server = await startServer();
  try {
    // Warm up both paths. V8 keeps optimizing the engine until each thread has analysed about
    // 10,000 requirements (end-to-end.ts warms its servers alike): before that, whichever side
    // runs later would be timed on better code.
    for (let round = 0; round < WARM_UP_ROUNDS * availableParallelism(); round++) await analyseInBatches(server, list);
    // Both formats, in every engine thread at once: each thread loads its XLSX reader on its first workbook, which a server in use has long done.
    await documentToDone(server, { name: "warm.csv", bytes: csvOf(list.slice(0, 2000)) }, true);
    const warmXlsx = await xlsxOf(list.slice(0, 2000));
    await Promise.all(Array.from({ length: availableParallelism() }, () => documentToDone(server, { name: "warm.xlsx", bytes: warmXlsx }, false)));
    const figures: Record<string, unknown> = { requirements: SIZE };
    for (const format of ["csv", "xlsx"] as const) {
      for (const compare of COMPARE) {
        // Without comparison, the median of PAIRS ratios: the machine's speed moves between two timings a moment apart.
        const runs: Array<Record<string, unknown> & { ratioToAnalyseBatches: number }> = [];
        for (let pair = 0; pair < (compare ? 1 : PAIRS); pair++) {
          const batchesCpu = cpuOf(server);
          const batches = await analyseInBatches(server, list);
          const batchesThreads = batchesCpu();
          const documentCpu = cpuOf(server);
          const { seconds, firstPage, nextPage } = await documentToDone(server, files[format], compare);
          const documentThreads = documentCpu();
          const ratio = seconds / batches;
          const load = loadavg().map((x) => Number(x.toFixed(2)));
          console.log(
            `document ${format.padEnd(4)} ${compare ? "with comparison   " : "without comparison"}: upload to done ${seconds.toFixed(2)} s, ` +
              `/requirements/analyse in batches of ${BATCH} just before ${batches.toFixed(2)} s, ratio ${ratio.toFixed(2)}×   load average ${load.join(" ")}`,
          );
          if (documentThreads && batchesThreads) {
            console.log(`    server CPU ms, document: ${describeCpu(documentThreads)}; batches: ${describeCpu(batchesThreads)}`);
          }
          console.log(`    a page of its requirements table, worst first: first read ${ms(firstPage)}, next page ${ms(nextPage)}`);
          runs.push({
            seconds: Number(seconds.toFixed(3)),
            analyseBatchesSeconds: Number(batches.toFixed(3)),
            ratioToAnalyseBatches: Number(ratio.toFixed(3)),
            loadAverage: load,
            firstPageSeconds: Number(firstPage.toFixed(3)),
            nextPageSeconds: Number(nextPage.toFixed(3)),
            ...(documentThreads && batchesThreads ? { cpuMilliseconds: { document: documentThreads, batches: batchesThreads } } : {}),
          });
        }
        const ratios = runs.map((run) => run.ratioToAnalyseBatches);
        const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
        if (!compare) {
          console.log(
            `document ${format} without comparison: median ratio ${median.toFixed(2)}× of ${ratios.map((r) => r.toFixed(2)).join(", ")} ` +
              `(target ≤ ${TARGET}×): ${median <= TARGET ? "met" : "NOT met"}`,
          );
        }
        figures[`${format}${compare ? "WithComparison" : ""}`] = { ratioToAnalyseBatches: median, runs };
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}
