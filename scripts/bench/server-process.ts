/**
 * Starts the real server (`tsx server/server.ts`) as a child process on a free
 * loopback port with a fresh data directory, with the Node.js options of `npm start`, and
 * stops it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generatePassword } from "../../server/auth/passwords.js";
import { root } from "./corpus.js";

/** The Node.js options `npm start` gives the server (package.json), so the benchmarks run it as it runs. */
const START_OPTIONS = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start
  .split(" ")
  .filter((word) => word.startsWith("--"));

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "reqlens-bench-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [...START_OPTIONS, ...(process.env.REQLENS_BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), "--import", "tsx", "server/server.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        REQLENS_DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Benchmarks measure the analysis, not the anonymous budgets or one client's admission
        // (all their load comes from one address); the hostile neighbour sets admission back.
        REQLENS_ANON_RATE_LIMIT: "0",
        REQLENS_ANON_REQUIREMENTS_PER_MINUTE: "0",
        REQLENS_ANON_CHARACTERS_PER_MINUTE: "0",
        REQLENS_CLIENT_CONCURRENCY: "256",
        REQLENS_CLIENT_QUEUE: "256",
        REQLENS_QUEUE_LIMIT: "1024",
        // A throw-away database: its administrator password is set, so it is not printed.
        REQLENS_ADMIN_PASSWORD: generatePassword(),
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  // A benchmark that crashes must not leave its server running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v2/version`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("the server did not answer within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off("exit", killOnExit);
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
