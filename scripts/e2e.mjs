/**
 * `npm run test:e2e`: the browser tests against the real server.
 * Starts the compiled server (dist/node/server.js) on a free port with a fresh data directory,
 * serving the already built dist/web; waits for GET /api/v2/version; runs the tests in
 * tests/e2e (vitest.e2e.config.ts, Chromium from /usr/bin/chromium); stops the server.
 * Exits non-zero when anything fails.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SERVER_START_TIMEOUT_MS = 180_000;

if (!existsSync(join("dist", "web", "index.html")) || !existsSync(join("dist", "node", "server.js"))) {
  console.error("dist/web or dist/node is not built: run `npm run build` first.");
  process.exit(1);
}
if (!existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) {
  console.error("Chromium is missing: apt-get install -y chromium");
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "reqlens-e2e-"));

let server;
let serverExited = false;
let stopping = false;

function startServer() {
  serverExited = false;
  const child = spawn(process.execPath, [join("dist", "node", "server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      REQLENS_DATA_DIR: dataDir,
      REQLENS_ADMIN_PASSWORD: "E2e-Admin-Passw0rd!",
      // The browser tests analyse more often than an anonymous visitor may; the budget has its own server tests.
      REQLENS_ANON_RATE_LIMIT: "0",
      DATABASE_URL: "",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
    // Its own process group, so that stopping it stops everything it started.
    detached: true,
  });
  child.on("exit", (code, signal) => {
    if (child !== server) return;
    serverExited = true;
    if (!stopping) console.error(`The server stopped early (exit ${code ?? signal}).`);
  });
  server = child;
}

async function stopServer() {
  stopping = true;
  if (server && !serverExited) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    const deadline = Date.now() + 15_000;
    while (!serverExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (!serverExited) {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    void stopServer().then(() => process.exit(1));
  });
}

async function waitForServer() {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline && !serverExited) {
    try {
      const response = await fetch(`${baseUrl}/api/v2/version`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let status = 1;
try {
  console.log(`Starting the server on ${baseUrl} …`);
  startServer();
  let up = await waitForServer();
  if (!up && serverExited) {
    // On a heavily loaded machine the embedded database can miss the server's start
    // timeout; one more attempt with a fresh data directory tells that from a real fault.
    console.error("Starting the server once more …");
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    startServer();
    up = await waitForServer();
  }
  if (!up) {
    console.error(`The server did not answer GET /api/v2/version within ${SERVER_START_TIMEOUT_MS / 1000} s.`);
  } else {
    // REQLENS_E2E_REPORT: where `npm test` wants the JSON report it counts tests from.
    const report = process.env.REQLENS_E2E_REPORT
      ? ["--reporter=default", "--reporter=json", `--outputFile.json=${process.env.REQLENS_E2E_REPORT}`]
      : [];
    // Extra arguments pick test files, as with vitest: `node scripts/e2e.mjs tests/e2e/check`.
    const tests = spawn("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...report, ...process.argv.slice(2)], {
      env: { ...process.env, BASE_URL: baseUrl, REQLENS_BASE_URL: baseUrl },
      stdio: "inherit",
    });
    status = await new Promise((resolve) => tests.on("exit", (code) => resolve(code ?? 1)));
  }
} finally {
  await stopServer();
}
process.exit(status);
