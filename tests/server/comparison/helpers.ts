/** Calls of the comparison API and bounded waits, shared by the comparison suites. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ComparisonResults } from "../../../server/comparison/repository.js";

export const FIRST_POLL = "1700-01-01T00:00:00Z";

export interface Saved {
  externalId: string;
  text: string;
  projectId?: string | null;
  documentId?: string | null;
  language?: "en" | "de";
}

export async function save(app: FastifyInstance, dbName: string, r: Saved) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v2/comparison",
    payload: { dbName, label: null, projectId: "demo", documentId: "demo", ...r },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { externalId: string; dbName: string; language: string; queued: boolean };
}

export async function changed(app: FastifyInstance, dbName: string, since = FIRST_POLL): Promise<string[]> {
  const res = await app.inject({ url: `/api/v2/comparison/${encodeURIComponent(dbName)}/${encodeURIComponent(since)}/comparisons` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as string[];
}

export async function results(app: FastifyInstance, dbName: string, ids: string[]): Promise<ComparisonResults> {
  const res = await app.inject({ method: "POST", url: `/api/v2/comparison/${encodeURIComponent(dbName)}/comparisons`, payload: ids });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ComparisonResults;
}

/** Polls until check() returns a value other than undefined/false; fails after the bound (no timing assertion). */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, what: string, boundMs = 90_000): Promise<T> {
  const until = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until every given requirement's results are complete (listed by the first poll). */
export function waitForAll(app: FastifyInstance, dbName: string, ids: string[]) {
  return waitFor(
    async () => {
      const listed = new Set(await changed(app, dbName));
      return ids.every((id) => listed.has(id)) ? [...listed] : undefined;
    },
    `results of ${ids.join(", ")} in ${dbName}`,
  );
}

/** All ids an entry of a scoped result names, in any scope. */
export function partners<T>(entry: { document: T[]; project: T[]; db: T[] } | undefined, id: (t: T) => string): string[] {
  if (!entry) return [];
  return [...entry.document, ...entry.project, ...entry.db].map(id);
}
