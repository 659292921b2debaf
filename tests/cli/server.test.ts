/** `reqlens check --server URL`: the analysis on a real Reqlens server (the app on PGlite, listening on a free port), the comparison local. */
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "../server/helper.js";

const ROOT = join(import.meta.dirname, "..", "..");
let dir: string;
let app: TestApp;
let baseUrl: string;

/** Runs the bin without blocking this process, which serves its requests. */
function reqlens(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, "dist", "cli", "reqlens.js"), ...args], { cwd: dir, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ status: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, "scripts", "build-node.mjs")], { cwd: ROOT, stdio: "pipe" });
  dir = mkdtempSync(join(tmpdir(), "reqlens-cli-server-"));
  // More than one batch of 1,000: the requirements go to the server in several requests.
  const rows = Array.from({ length: 1_203 }, (_, i) =>
    i % 3 === 0 ? `S-${i},The controller shall close valve ${i} within ${(i % 9) + 1} s.` : `S-${i},The valve ${i} should possibly be closed quickly.`,
  );
  writeFileSync(join(dir, "valves.csv"), `id,text\n${rows.join("\n")}\n`);
  app = await build();
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("reqlens check --server", () => {
  it("gives the same ratings and findings as the local engine, in batches of at most 1,000", async () => {
    const remote = await reqlens("check", "valves.csv", "--server", baseUrl, "--output", "json", "--no-compare");
    expect(remote.stderr).toBe("");
    expect(remote.status).toBe(0);
    const local = await reqlens("check", "valves.csv", "--output", "json", "--no-compare");
    const pick = (out: string) =>
      (JSON.parse(out).files[0].requirements as { id: string; rating: number; classifications: unknown[] }[]).map((r) => [r.id, r.rating, r.classifications]);
    const remoteRows = pick(remote.stdout);
    expect(remoteRows).toHaveLength(1_203);
    expect(remoteRows).toEqual(pick(local.stdout));
  });

  it("exits 2 naming the server's answer when it refuses the key, and when it cannot be reached", async () => {
    await app.apiKeys.setEnforced(true);
    try {
      const refused = await reqlens("check", "valves.csv", "--server", baseUrl, "--api-key", "not-a-key");
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(new RegExp(`--server: ${baseUrl} answered 40[13]: the API key is not valid`));
    } finally {
      await app.apiKeys.setEnforced(false);
    }
    const unreachable = await reqlens("check", "valves.csv", "--server", "http://127.0.0.1:9");
    expect(unreachable.status).toBe(2);
    expect(unreachable.stderr).toContain("--server: cannot reach http://127.0.0.1:9");
  });
});
