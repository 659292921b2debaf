/**
 * The server back end: a `pg` Pool on DATABASE_URL.
 *
 * Every wait is bounded, so that a database out of reach never makes a request hang:
 * getting a connection (connectTimeoutMs), and every statement (statementTimeoutMs, sent
 * to the server as statement_timeout; the client gives up a second later when the
 * server does not answer at all). A failure of that kind is thrown as
 * DatabaseUnavailableError (503). The pool drops broken connections and opens new ones
 * once the server is back, so the process recovers by itself.
 *
 * Start-up work (migrations, seeding) runs on a connection of its own without the
 * statement bound: a migration may take long, and other processes wait for its lock.
 */
import pg from "pg";
import type { Database, PostgresOptions, Queryable, Row, Session } from "./types.js";
import { asDatabaseError, isUnavailable } from "./unavailable.js";

export const POSTGRES_DEFAULTS = { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 } as const;

/** A positive whole number from the environment, or the fallback. */
function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function postgresOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Required<Omit<PostgresOptions, "onReachability">> {
  return {
    poolSize: positive(env.DATABASE_POOL_SIZE, POSTGRES_DEFAULTS.poolSize),
    connectTimeoutMs: positive(env.DATABASE_CONNECT_TIMEOUT_MS, POSTGRES_DEFAULTS.connectTimeoutMs),
    statementTimeoutMs: positive(env.DATABASE_STATEMENT_TIMEOUT_MS, POSTGRES_DEFAULTS.statementTimeoutMs),
  };
}

type Client = pg.Pool | pg.PoolClient | pg.Client;

/** Whether the database answered lately; reports each change once (not per failed request). */
class Reachability {
  private reachable = true;
  constructor(private readonly report: (reachable: boolean, error?: unknown) => void) {}

  failed(error: unknown): void {
    if (!isUnavailable(error) || !this.reachable) return;
    this.reachable = false;
    this.report(false, error);
  }

  answered(): void {
    if (this.reachable) return;
    this.reachable = true;
    this.report(true);
  }
}

function wrap(client: Client, health: Reachability): Queryable {
  /** A call to the database: its success and failure told to `health`, its failure thrown as a DatabaseError. */
  const answered = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      health.answered();
      return result;
    } catch (error) {
      health.failed(error);
      throw asDatabaseError(error);
    }
  };
  return {
    query: async <T extends Row>(sql: string, params?: readonly unknown[]) =>
      (await answered(() => client.query<T>(sql, params ? [...params] : undefined))).rows,
    exec: async (sql: string) => {
      await answered(() => client.query(sql));
    },
  };
}

async function inTransaction<T>(client: pg.PoolClient | pg.Client, health: Reachability, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const tx = wrap(client, health);
  await tx.exec("BEGIN");
  try {
    const result = await fn(tx);
    await tx.exec("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const env = postgresOptionsFromEnv();
  const poolSize = options.poolSize ?? env.poolSize;
  const connectTimeoutMs = options.connectTimeoutMs ?? env.connectTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? env.statementTimeoutMs;
  const health = new Reachability(options.onReachability ?? (() => undefined));

  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cancels a statement that runs too long (57014, the connection stays usable);
    // the client gives up a second later when no answer comes at all (a silent network).
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1000,
    keepAlive: true,
  });
  // An idle client that loses its server must not crash the process; the pool drops it and the next query reports it.
  pool.on("error", (error) => health.failed(error));

  /** A pooled connection; a broken one is destroyed on release instead of going back to the pool. */
  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect();
    } catch (error) {
      health.failed(error);
      throw asDatabaseError(error);
    }
  }

  const base = wrap(pool, health);
  return {
    kind: "postgres",
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await connect();
      let broken: Error | undefined;
      // A connection lost between two statements (the caller computing) is reported on the
      // client, not on a query: without a listener that would end the process.
      const lost = (error: Error) => {
        broken = error;
        health.failed(error);
      };
      client.on("error", lost);
      try {
        return await inTransaction(client, health, fn);
      } catch (error) {
        if (isUnavailable(error)) broken = error as Error;
        throw error;
      } finally {
        client.off("error", lost);
        client.release(broken);
      }
    },
    async exclusive<T>(lockKey: number, fn: (session: Session) => Promise<T>): Promise<T> {
      // Its own connection, without the statement bound (see above).
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
      client.on("error", () => undefined);
      try {
        await client.connect();
      } catch (error) {
        health.failed(error);
        throw asDatabaseError(error);
      }
      try {
        const session: Session = { ...wrap(client, health), transaction: (body) => inTransaction(client, health, body) };
        await session.query("SELECT pg_advisory_lock($1)", [lockKey]);
        try {
          return await fn(session);
        } finally {
          await session.query("SELECT pg_advisory_unlock($1)", [lockKey]).catch(() => undefined);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
