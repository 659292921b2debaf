/**
 * Everything the app reads from the environment, read once in one place.
 * Tests pass AppOptions directly to buildApp.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { adminOptionsFromEnv, type AdminOptions } from "./admin-options.js";
import { authSettingsFromEnv, type AuthSettings } from "./auth/settings.js";
import { connectionSettingsFromEnv, type ConnectionSettings } from "./client-errors.js";

/**
 * The folder of the project's package.json, found upwards from this module, so that the
 * same code finds docs/, dist/web and the migrations from server/ (development) and from
 * the compiled dist/node/ (production).
 */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "server", "db", "migrations"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no Reqlens project folder above ${start}`);
  }
}

export interface AppOptions extends AdminOptions {
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
  /** REQLENS_SUPPORT_EMAIL: the address the error page offers; none when absent. */
  supportEmail?: string | null;
  /** REQLENS_HOME_TEXT: the home page's second paragraph in place of the product's own. */
  homeText?: string | null;
  version: string;
  /** Sign-in, API keys and request budgets (server/auth/settings.ts); absent: budgets off. */
  auth?: AuthSettings;
  /**
   * REQLENS_TRUST_PROXY: which proxies' X-Forwarded-For/-Proto/-Host to believe, so that
   * budgets and login limits see the client's address behind a load balancer. Off by
   * default: a client could otherwise pick its own address and escape its budget.
   */
  trustProxy?: TrustProxy;
  /** Request, idle and keep-alive timeouts and the open connections per address (server/client-errors.ts); defaults when absent. */
  connections?: Partial<ConnectionSettings>;
  /** REQLENS_DOCUMENT_RETENTION_DAYS: uploaded documents are deleted this many days after their upload (default 30). */
  documentRetentionDays?: number;
  /** REQLENS_DOCUMENT_MAX_ATTEMPTS: a document job step (one chunk) that fails this many times in a row fails its document (default 3). */
  documentMaxAttempts?: number;
}

/** Fastify's trustProxy: true (every proxy), a comma list of addresses and CIDR ranges, or (for a hop count) a function. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    // The nearest `hops` proxies are believed (Fastify's hop-count form).
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const address = /^(?:[0-9.]+|[0-9a-f:.]+|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/i;
  const bad = entries.find((entry) => !address.test(entry));
  if (bad !== undefined) {
    throw new Error(`REQLENS_TRUST_PROXY must be true, false, a hop count or a comma list of addresses/CIDR ranges, not ${JSON.stringify(bad)}`);
  }
  return entries.join(",");
}

export const DEFAULT_DOCUMENT_RETENTION_DAYS = 30;

export const DEFAULT_DOCUMENT_MAX_ATTEMPTS = 3;

/** A whole number setting from the environment: the default when unset, else a whole number within [min, max]. */
function wholeSetting(name: string, value: string | undefined, fallback: number, min: number, max: number, unit: string): number {
  const text = (value ?? "").trim();
  if (text === "") return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number of ${unit} from ${min} to ${max}, not ${JSON.stringify(text)}`);
  }
  return n;
}

export const parseRetentionDays = (value: string | undefined) =>
  wholeSetting("REQLENS_DOCUMENT_RETENTION_DAYS", value, DEFAULT_DOCUMENT_RETENTION_DAYS, 1, 36_500, "days");

export const parseMaxAttempts = (value: string | undefined) =>
  wholeSetting("REQLENS_DOCUMENT_MAX_ATTEMPTS", value, DEFAULT_DOCUMENT_MAX_ATTEMPTS, 1, 100, "attempts");

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
    supportEmail: env.REQLENS_SUPPORT_EMAIL?.trim() || null,
    homeText: env.REQLENS_HOME_TEXT?.trim() || null,
    version: packageVersion(),
    auth: authSettingsFromEnv(env),
    trustProxy: parseTrustProxy(env.REQLENS_TRUST_PROXY),
    connections: connectionSettingsFromEnv(env),
    documentRetentionDays: parseRetentionDays(env.REQLENS_DOCUMENT_RETENTION_DAYS),
    documentMaxAttempts: parseMaxAttempts(env.REQLENS_DOCUMENT_MAX_ATTEMPTS),
    ...adminOptionsFromEnv(env),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    settings: AppOptions;
  }
}
