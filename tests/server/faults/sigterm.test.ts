/**
 * Graceful shutdown: a server process that gets SIGTERM while a request is under way
 * answers /health/ready with 503 during its shutdown delay, then refuses new
 * connections, finishes that request (200, every result), and exits 0.
 *
 * The request is held in flight without timing: it announces its body with
 * "Expect: 100-continue", the server's "100 Continue" shows it has taken the request,
 * SIGTERM follows, and only then is the body (a batch of analyses) sent.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, onPostgres, type TestStorage } from "../helper.js";
import { startServerProcess } from "../helpers/server-process.js";
import { waitFor } from "../comparison/helpers.js";

const BATCH = 500;
/** Long enough that the probes see the delay on a busy machine; the test waits for it, it does not time it. */
const SHUTDOWN_DELAY_MS = 6000;
const dirs: string[] = [];
let storage: TestStorage | undefined;
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await storage?.drop();
});

/** How a new connection to the port fares: a status of GET /health/ready, or "refused". */
function probeReady(port: number): Promise<number | "refused" | "reset"> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/health/ready", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" ? "refused" : "reset"));
    req.end();
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe("SIGTERM", () => {
  it("finishes the request under way, refuses new connections and exits 0", async () => {
    const env: Record<string, string> = { REQLENS_ANON_RATE_LIMIT: "0", REQLENS_SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) };
    if (onPostgres) {
      storage = await createStorage();
      env.DATABASE_URL = storage.options.databaseUrl!;
    } else {
      const dir = mkdtempSync(join(tmpdir(), "reqlens-sigterm-"));
      dirs.push(dir);
      env.REQLENS_DATA_DIR = dir;
      env.DATABASE_URL = "";
    }
    const server = await startServerProcess(env);
    expect(await probeReady(server.port)).toBe(200);

    const body = JSON.stringify({
      config: { language: "en" },
      content: Array.from({ length: BATCH }, (_, i) => ({
        externalId: String(i),
        text: `The billing service should send invoice ${i} quickly, e.g. by e-mail.`,
      })),
    });
    let listenerClosed!: () => void;
    const closedListener = new Promise<void>((r) => (listenerClosed = r));
    let response!: Promise<{ status: number; body: string }>;
    const accepted = new Promise<void>((resolveAccepted, rejectAccepted) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: "/api/v2/requirements/analyse",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
      });
      response = new Promise((resolve, reject) => {
        req.on("response", (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        });
        req.on("error", reject);
      });
      req.on("error", rejectAccepted);
      req.on("continue", () => {
        resolveAccepted();
        // The body goes once the test has sent SIGTERM and seen the listener close.
        void closedListener.then(() => req.end(body));
      });
      req.flushHeaders();
    });
    await accepted;
    server.child.kill("SIGTERM");

    // New connections: ready may answer 200 until the signal is handled, then 503 during the delay, then connections are refused.
    const seen: Array<number | "refused" | "reset"> = [];
    await waitFor(
      async () => {
        const outcome = await probeReady(server.port);
        seen.push(outcome);
        return outcome === "refused" || undefined;
      },
      "new connections to be refused",
      30_000,
    );
    const firstNot200 = seen.findIndex((s) => s !== 200);
    expect(
      seen.slice(firstNot200).every((s) => s !== 200),
      seen.join(","),
    ).toBe(true);
    expect(seen, seen.join(",")).toContain(503);
    expect(await refusesConnections(server.port)).toBe(true);
    listenerClosed();

    // The request under way still gets its whole answer.
    const answer = await response;
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    const content = (JSON.parse(answer.body) as { content: Array<{ externalId: string; rating: number }> }).content;
    expect(content).toHaveLength(BATCH);
    expect(content.every((c) => c.rating >= 1 && c.rating < 5)).toBe(true);

    expect(await server.exited).toBe(0);
  }, 300_000);
});
