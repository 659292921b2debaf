/**
 * The load benchmark's scenarios: what is sent, how many connections, and what one
 * request stands for. Requirement texts come from the synthetic corpus (the project's
 * own templates); promise-plus texts are used when the datasets folder exists.
 */
import type { Request } from "autocannon";
import { promisePlus, syntheticCorpus } from "./corpus.js";
import { checkPageAssets } from "./load-console.js";

export interface Scenario {
  key: string;
  title: string;
  requests: Request[];
  /** Concurrent connections: enough to keep the server busy, few enough that latency stays the server's. */
  connections: number;
  /** Requirements one request analyses (0 for static files). */
  requirementsPerRequest: number;
}

const ANALYSE = "/api/v2/requirements/analyse";
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };
/** Distinct request bodies per scenario, so no cache or branch predictor sees one text only. */
const DISTINCT_SINGLE = 1000;
const DISTINCT_BATCHES = 20;
const BATCH = 100;

/** The request the check page sends: one requirement, language detected, the default configuration. */
function analysisBody(items: { text: string }[]): string {
  return JSON.stringify({
    config: { language: null, configId: null, verbose: true },
    content: items.map((item, i) => ({ externalId: String(i + 1), text: item.text })),
  });
}

export function corpusName(): string {
  return promisePlus() ? "promise-plus" : "synthetic";
}

export function scenarios(): Scenario[] {
  const texts: { text: string }[] = promisePlus() ?? syntheticCorpus(DISTINCT_BATCHES * BATCH);
  const single = texts
    .slice(0, DISTINCT_SINGLE)
    .map((item) => ({ method: "POST", path: ANALYSE, headers: JSON_HEADERS, body: analysisBody([item]) }));
  const batches: Request[] = [];
  for (let i = 0; i < DISTINCT_BATCHES; i++) {
    const slice = Array.from({ length: BATCH }, (_, k) => texts[(i * BATCH + k) % texts.length]);
    batches.push({ method: "POST", path: ANALYSE, headers: JSON_HEADERS, body: analysisBody(slice) });
  }
  // A browser's Accept header: the console's fallback answers /check with index.html only to those asking for HTML.
  const assets = checkPageAssets().map((path) => ({ method: "GET", path, headers: { accept: path === "/check" ? "text/html,*/*;q=0.8" : "*/*" } }));
  return [
    { key: "single", title: "single-requirement analysis", requests: single, connections: 10, requirementsPerRequest: 1 },
    { key: "batch100", title: `batches of ${BATCH} requirements`, requests: batches, connections: 4, requirementsPerRequest: BATCH },
    { key: "static", title: `check page static assets (${assets.length} files)`, requests: assets, connections: 10, requirementsPerRequest: 0 },
  ];
}
