/**
 * The interface both PostgreSQL back ends implement (pglite.ts and postgres.ts).
 * SQL is PostgreSQL either way; parameters are $1, $2, …
 */
export type Row = Record<string, unknown>;

/** How a PostgreSQL server is used (DATABASE_URL): pool size and time bounds. */
export interface PostgresOptions {
  /** Connections of this process (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** Longest wait for a connection, ms (DATABASE_CONNECT_TIMEOUT_MS, default 5000). */
  connectTimeoutMs?: number;
  /** Longest run of one statement, ms (DATABASE_STATEMENT_TIMEOUT_MS, default 30000). */
  statementTimeoutMs?: number;
  /** Told when the database becomes unreachable (with the error) and reachable again. */
  onReachability?: (reachable: boolean, error?: unknown) => void;
}

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
