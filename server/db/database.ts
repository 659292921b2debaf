/**
 * One small interface over the two PostgreSQL back ends: PGlite embedded in the process
 * (a data directory, or memory in tests) and a PostgreSQL server through a `pg` Pool
 * (DATABASE_URL). The interface itself is in types.ts, which both back ends import.
 */
import type { Database, PostgresOptions } from "./types.js";

export type { Database, PostgresOptions, Queryable, Row, Session } from "./types.js";

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
