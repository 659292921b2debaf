/**
 * Builds the app for a test file. Storage follows the environment: PGlite in memory by
 * default; with DATABASE_URL, a fresh PostgreSQL database per build, dropped on close —
 * so every suite runs unchanged on both back ends.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { buildApp } from "../../server/app.js";
import { packageVersion, type AppOptions } from "../../server/options.js";
import { startTcpProxy, type TcpProxy } from "./helpers/tcp-proxy.js";

export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Tests about one database only. `npm test` runs the server suites once on PGlite and once
 * on PostgreSQL; such tests are registered in their database's run and absent from the
 * other's, so no run reports them as skipped and the two runs together cover all.
 */
export const describeOnPostgres = (name: string, fn: () => void): void => {
  if (onPostgres) describe(name, fn);
};
export const describeOnPglite = (name: string, fn: () => void): void => {
  if (!onPostgres) describe(name, fn);
};

/** Where one test's data lives: a database on the PostgreSQL server, or a PGlite folder/memory. */
export interface TestStorage {
  options: Pick<AppOptions, "databaseUrl" | "pgliteDir" | "pgliteTemplate">;
  /** Runs SQL directly, as another process would. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

let counter = 0;

/**
 * An empty PGlite data directory, dumped once and kept in the temp folder: starting
 * from it is several times faster than initdb. Migrations still run on every build.
 */
async function pgliteTemplate(): Promise<Blob> {
  const { version } = JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")) as { version: string };
  const file = join(tmpdir(), `reqlens-pglite-template-${version}.tar`);
  if (!existsSync(file)) {
    const db = await PGlite.create();
    const dump = await db.dumpDataDir("none");
    await db.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database (PostgreSQL) or data directory (PGlite, only with onDisk; memory otherwise). */
export async function createStorage({ onDisk = false } = {}): Promise<TestStorage> {
  if (onPostgres) {
    const name = `reqlens_test_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
    await withAdminClient((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    return {
      options: { databaseUrl, pgliteDir: undefined, pgliteTemplate: undefined },
      async sql(text, params) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, params)).rows;
        } finally {
          await client.end();
        }
      },
      drop: () => withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  }
  const dir = onDisk ? mkdtempSync(join(tmpdir(), "reqlens-test-")) : undefined;
  return {
    options: { databaseUrl: undefined, pgliteDir: dir, pgliteTemplate: dir ? undefined : await pgliteTemplate() },
    sql() {
      throw new Error("with PGlite, query through app.db while the app is open");
    },
    async drop() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function testOptions(overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    webRoot: join(tmpdir(), "reqlens-no-web-console"),
    demo: false,
    showConfig: true,
    homeUrl: null,
    version: packageVersion(),
    ...overrides,
  };
}

export type TestApp = FastifyInstance & { storage: TestStorage };

/** Builds an app on fresh storage; close() also drops the storage unless keepStorage. */
export async function build(
  overrides: Partial<AppOptions> = {},
  { storage, keepStorage = false }: { storage?: TestStorage; keepStorage?: boolean } = {},
): Promise<TestApp> {
  const store = storage ?? (await createStorage());
  const app = (await buildApp(testOptions({ ...store.options, ...overrides }))) as TestApp;
  if (keepStorage) app.storage = store;
  else dropStorageOnClose(app, store);
  return app;
}

/** Closing the app drops its storage too, once the app (and its database connections) has closed. */
export function dropStorageOnClose(app: FastifyInstance, storage: TestStorage): TestApp {
  const testApp = app as TestApp;
  testApp.storage = storage;
  const close = app.close.bind(app);
  (app as { close: () => Promise<void> }).close = async () => {
    await close();
    await storage.drop();
  };
  return testApp;
}

/** The app's log as parsed JSON lines: build the app with `logger` and read `lines`. */
export function captureLog<Line = { level: number; msg: string }>(level = "info") {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { lines, logger: { level, stream } };
}

/** Fresh PostgreSQL storage reached through a TCP proxy the test can cut, stall and restore; `databaseUrl` goes through the proxy. */
export async function proxiedStorage(): Promise<{ storage: TestStorage; proxy: TcpProxy; databaseUrl: string }> {
  const storage = await createStorage();
  const direct = new URL(storage.options.databaseUrl!);
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port));
  const proxied = new URL(direct);
  proxied.port = String(proxy.port);
  return { storage, proxy, databaseUrl: proxied.toString() };
}

/** One app for the whole test file. */
export function useApp(overrides: Partial<AppOptions> = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await build(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("the app is not built yet");
    return app;
  };
}

/** POST JSON to an API path. */
export function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: "POST", url, payload: payload as object });
}

export const ANALYSE = "/api/v2/requirements/analyse";

/**
 * Budgets are per minute of the server clock: a test whose requests straddle a minute's
 * end would see its counts start again. With less than 25 s of the minute left, wait for the next.
 */
export async function freshMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
