/**
 * The process: builds the app from the environment, listens on PORT (default 8080),
 * and closes gracefully on SIGTERM and SIGINT: /health/ready answers 503 at once; after
 * REQLENS_SHUTDOWN_DELAY_MS (default 0; give a load balancer the time to notice) the
 * listener closes, requests under way finish (at most REQLENS_SHUTDOWN_GRACE_MS, default
 * 10 s), the comparison job under way finishes, the database closes, and the process exits 0.
 */
import { buildApp } from "./app.js";
import { optionsFromEnv } from "./options.js";
import { beginShutdown } from "./routes/health.js";

function milliseconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of milliseconds ≥ 0, not ${JSON.stringify(value)}`);
  return parsed;
}

const SHUTDOWN_DELAY_MS = milliseconds("REQLENS_SHUTDOWN_DELAY_MS", 0);
const CLOSE_GRACE_MS = milliseconds("REQLENS_SHUTDOWN_GRACE_MS", 10_000);

function redactUrl(url: string): string {
  // Tokens in paths (/apikey/valid/{token}) must not reach the logs.
  return url.replace(/(\/apikey\/valid\/)[^/?#]+/i, "$1***");
}

const app = await buildApp(optionsFromEnv(), {
  level: process.env.LOG_LEVEL ?? "info",
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
});

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    beginShutdown(app);
    app.log.info({ signal, delayMs: SHUTDOWN_DELAY_MS }, "closing");
    const close = () => {
      const timer = setTimeout(() => {
        app.log.error("graceful close timed out");
        process.exit(1);
      }, CLOSE_GRACE_MS);
      timer.unref();
      return app.close();
    };
    const delayed = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_DELAY_MS));
    delayed.then(close).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "close failed");
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? "0.0.0.0" });
} catch (error) {
  app.log.error({ err: error }, "could not listen");
  await app.close().catch(() => undefined);
  process.exit(1);
}
