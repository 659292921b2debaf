/** The embedded back end: PGlite, one PostgreSQL backend inside this process. */
import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Database, Queryable, Row, Session } from "./database.js";

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  const base = wrap(pg);
  const session: Session = {
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
  };
  // Only this process can open the data directory, so a queue in memory is the lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: "pglite",
    ...session,
    exclusive<T>(_lockKey: number, fn: (s: Session) => Promise<T>): Promise<T> {
      const run = queue.then(() => fn(session));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
