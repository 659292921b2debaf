/** The server back end: a `pg` Pool on DATABASE_URL. */
import pg from "pg";
import type { Database, Queryable, Row, Session } from "./database.js";

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await client.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await fn(wrap(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  const base = wrap(pool);
  return {
    kind: "postgres",
    ...base,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        return await inTransaction(client, fn);
      } finally {
        client.release();
      }
    },
    async exclusive<T>(lockKey: number, fn: (session: Session) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
        try {
          const session: Session = { ...wrap(client), transaction: (body) => inTransaction(client, body) };
          return await fn(session);
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
