/**
 * Real server processes (node --import tsx server/server.ts) for the tests that need
 * them: crashes, restarts, several instances on one database. Each listens on a free
 * loopback port; every process started here is killed when the test file ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll } from "vitest";
import { waitFor } from "../comparison/helpers.js";

export const TEST_ADMIN_PASSWORD = "Process-Test-Password-42!";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** http://127.0.0.1:{port}/api/v2 */
  base: string;
  /** The last 8,000 characters the process wrote to stderr. */
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  kill(signal?: NodeJS.Signals): Promise<number | NodeJS.Signals | null>;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** Starts a server with the given environment (merged over sensible test defaults) and waits until it answers. */
export async function startServerProcess(env: Record<string, string> = {}, { boundMs = 180_000 } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      REQLENS_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LLM_URL: "",
      LLM_MODEL: "",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-8000)));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/api/v2`;
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
    boundMs,
  );
  return {
    child,
    port,
    origin,
    base,
    stderr: () => stderr,
    exited,
    async kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
