/**
 * The process: builds the app from the environment, listens on PORT (default 8080),
 * and closes gracefully on SIGTERM and SIGINT.
 */
import { buildApp } from "./app.js";
import { optionsFromEnv } from "./options.js";

const CLOSE_GRACE_MS = 10_000;

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
    app.log.info({ signal }, "closing");
    const timer = setTimeout(() => {
      app.log.error("graceful close timed out");
      process.exit(1);
    }, CLOSE_GRACE_MS);
    timer.unref();
    app.close().then(
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
