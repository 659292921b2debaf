/**
 * Everything the app reads from the environment, read once in one place.
 * Tests pass AppOptions directly to buildApp.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { adminOptionsFromEnv } from "./admin-options.js";
import { authSettingsFromEnv, type AuthSettings } from "./auth/settings.js";

export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface AppOptions {
  /** postgres://… — a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data directory; in memory when absent (tests). */
  pgliteDir?: string;
  /** Tests: a dumped, empty PGlite data directory, which starts faster than initdb. */
  pgliteTemplate?: Blob;
  /** The built web console (vite output); may be missing. */
  webRoot: string;
  /** REQLENS_DEMO=true: the public demo (GET /api/v2/demo answers true). */
  demo: boolean;
  /** Served as /assets/config.json: whether the console shows configuration and docs. */
  showConfig: boolean;
  homeUrl: string | null;
  version: string;
  /** Sign-in, API keys and request budgets (server/auth/settings.ts); absent: budgets off. */
  auth?: AuthSettings;
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const dataDir = resolve(env.REQLENS_DATA_DIR || join(process.cwd(), "data"));
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: join(dataDir, "db"),
    webRoot: join(PROJECT_ROOT, "dist", "web"),
    demo: env.REQLENS_DEMO === "true",
    showConfig: env.REQLENS_SHOW_CONFIG !== "false",
    homeUrl: env.REQLENS_HOME_URL ?? null,
    version: packageVersion(),
    auth: authSettingsFromEnv(env),
    ...adminOptionsFromEnv(env),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    settings: AppOptions;
  }
}
