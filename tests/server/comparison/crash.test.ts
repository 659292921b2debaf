/**
 * A server process killed with SIGKILL while comparison jobs are pending: a restarted
 * process on the same data finishes them. Real processes (node server/server.ts) over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, onPostgres, type TestStorage } from "../helper.js";
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
let storage: TestStorage | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await storage?.drop();
});

async function startServer(env: Record<string, string>, periodMs: number): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      REQLENS_ADMIN_PASSWORD: "Crash-Test-Password-42!",
      REQLENS_SIMILARITY_PERIOD_MS: String(periodMs),
      REQLENS_COMPARISON_PERIOD_MS: String(periodMs),
      LLM_URL: "",
      LLM_MODEL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  children.push(child);
  const base = `http://127.0.0.1:${port}/api/v2`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
      try {
        return (await fetch(`${base}/version`)).ok || undefined;
      } catch {
        return undefined;
      }
    },
    "the server to listen",
    180_000,
  );
  return { child, base };
}

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
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    await exited;

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
      await fetch(`${second.base}/comparison/${db}/comparisons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ids) })
    ).json()) as { duplicateResults: Array<{ externalId: string; document: Array<{ externalId: string }> }>; contradictionResults: Array<{ externalId: string; document: Array<{ contradictingExternalId: string }> }> };
    expect(results.duplicateResults.find((d) => d.externalId === "1")!.document.map((d) => d.externalId)).toEqual(["2"]);
    expect(results.contradictionResults.find((d) => d.externalId === "5")!.document.map((d) => d.contradictingExternalId)).toEqual(["6"]);
    second.child.kill("SIGTERM");
    await new Promise((resolve) => (second.child.exitCode !== null ? resolve(null) : second.child.once("exit", resolve)));
  }, 600_000);
});
