/** The embedded back end: PGlite, one PostgreSQL backend inside this process. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Database, Queryable, Row, Session } from "./types.js";

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is one PostgreSQL backend inside this process: a second process on the same
 * data directory would corrupt it. A lock file with our pid keeps it out; a lock left
 * by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, "reqlens.lock");
  const owner = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, owner);
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pid, host] = readFileSync(file, "utf8").trim().split("@");
      if (host === hostname() && isRunning(Number(pid))) {
        throw new Error(
          `the data directory ${dataDir} is in use by process ${pid}; stop it, or set DATABASE_URL to share a PostgreSQL server between processes`,
          { cause: error },
        );
      }
      if (host !== hostname()) {
        throw new Error(`the data directory ${dataDir} is locked by process ${pid} on ${host}; remove ${file} if that process has ended`, {
          cause: error,
        });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the data directory ${dataDir}`);
}

export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  } catch (error) {
    unlock();
    throw error;
  }
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
      try {
        if (!pg.closed) await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
