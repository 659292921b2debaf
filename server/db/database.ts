/**
 * One small interface over the two PostgreSQL back ends: PGlite embedded in the process
 * (a data directory, or memory in tests) and a PostgreSQL server through a `pg` Pool
 * (DATABASE_URL). SQL is PostgreSQL either way; parameters are $1, $2, …
 */
import type { PostgresOptions } from "./postgres.js";

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with parameters; returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Session extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Session {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs fn on one connection while holding a session-level advisory lock, so that
   * several processes starting together (migrations, seeding) take turns.
   */
  exclusive<T>(lockKey: number, fn: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… of a PostgreSQL server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from instead of running initdb (tests). */
  pgliteTemplate?: Blob;
  /** Pool size, time-outs and reachability reports of a PostgreSQL server (postgres.ts). */
  postgres?: PostgresOptions;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres.js");
    return openPostgres(options.databaseUrl, options.postgres);
  }
  const { openPglite } = await import("./pglite.js");
  return openPglite(options.dataDir, options.pgliteTemplate);
}
