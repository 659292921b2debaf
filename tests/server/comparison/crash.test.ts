/**
 * A server process killed with SIGKILL while comparison jobs are pending: a restarted
 * process on the same data finishes them. Real processes (node server/server.ts) over HTTP.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, onPostgres, type TestStorage } from "../helper.js";
import { startServerProcess } from "../helpers/server-process.js";
import { FIRST_POLL, waitFor } from "./helpers.js";

const TEXTS = [
  "The system shall encrypt all stored passwords.",
  "The system shall encrypt every stored password.",
  "The portal shall display search results within 2 s.",
  "The portal shall display search results within 5 s.",
  "Das Portal muss täglich eine Sicherung erstellen.",
  "Das Portal muss wöchentlich eine Sicherung erstellen.",
  "The printer shall print a cover page for every job.",
  "The gateway shall reject requests without a valid token.",
];

const dirs: string[] = [];
let storage: TestStorage | undefined;

afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await storage?.drop();
});

const startServer = (env: Record<string, string>, periodMs: number) =>
  startServerProcess({
    ...env,
    REQLENS_SIMILARITY_PERIOD_MS: String(periodMs),
    REQLENS_COMPARISON_PERIOD_MS: String(periodMs),
  });

describe("a server killed with SIGKILL", () => {
  it("leaves its pending jobs to the next start, which finishes them", async () => {
    const env: Record<string, string> = {};
    if (onPostgres) {
      storage = await createStorage();
      env.DATABASE_URL = storage.options.databaseUrl!;
    } else {
      const dir = mkdtempSync(join(tmpdir(), "reqlens-crash-"));
      dirs.push(dir);
      env.REQLENS_DATA_DIR = dir;
      env.DATABASE_URL = "";
    }
    const db = "Demo_crash";
    // A process without workers: the saved requirements stay queued.
    const first = await startServer({ ...env, REQLENS_COMPARISON_WORKERS: "false" }, 100);
    for (let i = 0; i < TEXTS.length; i++) {
      const res = await fetch(`${first.base}/comparison`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ externalId: String(i + 1), dbName: db, text: TEXTS[i], projectId: "demo", documentId: "demo", label: null }),
      });
      expect(res.status).toBe(200);
    }
    expect(await (await fetch(`${first.base}/comparison/${db}/${FIRST_POLL}/comparisons`)).json()).toEqual([]);
    await first.kill("SIGKILL");

    const second = await startServer(env, 100);
    const ids = TEXTS.map((_, i) => String(i + 1));
    const listed = await waitFor(
      async () => {
        const got = (await (await fetch(`${second.base}/comparison/${db}/${FIRST_POLL}/comparisons`)).json()) as string[];
        return got.length === ids.length ? got : undefined;
      },
      "every requirement's results after the restart",
      180_000,
    );
    expect([...listed].sort()).toEqual([...ids].sort());
    const results = (await (
      await fetch(`${second.base}/comparison/${db}/comparisons`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ids),
      })
    ).json()) as {
      duplicateResults: Array<{ externalId: string; document: Array<{ externalId: string }> }>;
      contradictionResults: Array<{ externalId: string; document: Array<{ contradictingExternalId: string }> }>;
    };
    expect(results.duplicateResults.find((d) => d.externalId === "1")!.document.map((d) => d.externalId)).toEqual(["2"]);
    expect(results.contradictionResults.find((d) => d.externalId === "5")!.document.map((d) => d.contradictingExternalId)).toEqual(["6"]);
    await second.kill("SIGTERM");
  }, 600_000);
});
