/** The embedded back end: PGlite, one PostgreSQL backend inside this process. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import type { Database, Queryable, Row, Session } from "./types.js";

/**
 * Strings of at least this many characters go to PGlite as UTF-8 bytes in the binary format.
 * PGlite writes a string parameter by counting its UTF-8 length in JavaScript, character by
 * character, twice; a chunk of a document's results (a JSON parameter of a megabyte or more)
 * spent more time there than in the statement. Node encodes the bytes natively.
 */
const ENCODED_PARAMETER = 4096;

/** The bytes of the parameters that were strings (their type decides how they are sent). */
const encodedStrings = new WeakSet<Uint8Array>();

/**
 * How parameters of each type are sent: the binary format of text, varchar and json is the
 * UTF-8 text itself, and jsonb's is a version byte before it; any other type (and bytea, whose
 * text form has escapes) gets the string back for its usual serializer. A byte array given for
 * bytea is sent as it is, not as hex text.
 */
function parameterSerializers(pg: PGlite): Record<number, (value: unknown) => string> {
  const encoded = (value: unknown): value is Uint8Array => encodedStrings.has(value as Uint8Array);
  const decoded = (value: unknown) => (encoded(value) ? Buffer.from(value).toString() : value);
  const serializers: Record<number, (value: unknown) => string> = {};
  for (const [oid, serialize] of Object.entries(pg.serializers)) serializers[Number(oid)] = (value) => serialize(decoded(value));
  const asBytes = (value: unknown) => value as string;
  for (const oid of [types.TEXT, types.VARCHAR, types.JSON]) serializers[oid] = asBytes;
  const { [types.JSONB]: jsonb, [types.BYTEA]: bytea } = pg.serializers;
  serializers[types.JSONB] = (value) => (encoded(value) ? asBytes(Buffer.concat([JSONB_VERSION, value])) : jsonb(value));
  serializers[types.BYTEA] = (value) => (value instanceof Uint8Array && !encoded(value) ? asBytes(value) : bytea(decoded(value)));
  return serializers;
}

const JSONB_VERSION = Buffer.from([1]);

function encodeParameters(params: readonly unknown[]): unknown[] {
  return params.map((value) => {
    if (typeof value !== "string" || value.length < ENCODED_PARAMETER) return value;
    const bytes = Buffer.from(value);
    encodedStrings.add(bytes);
    return bytes;
  });
}

function wrap(target: PGlite | Transaction, serializers: Record<number, (value: unknown) => string>): Queryable {
  return {
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? encodeParameters(params) : undefined, { serializers });
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

/**
 * PGlite's own start parameters, and new WAL segments left unfilled: PostgreSQL otherwise
 * writes 16 MB of zeros into each new segment before using it, here on this thread (a
 * 10,000-requirement document fills about one segment). The zeros only reserve disk space
 * ahead; every WAL record is checked on replay either way.
 */
const START_PARAMETERS = [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"];

export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { startParams: START_PARAMETERS, ...(template ? { loadDataDir: template } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  const serializers = parameterSerializers(pg);
  const base = wrap(pg, serializers);
  const session: Session = {
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx, serializers))),
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
