/**
 * Queryable.copyIn with rows built by server/db/copy.ts: every value reads back as it was
 * given (tabs, line breaks, backslashes, quotes, null against the text "\N", empty strings,
 * letters outside ASCII, text arrays, JSON), inside a transaction and outside one, and a row
 * the table refuses fails the whole COPY, also one large enough for PGlite to take in pieces,
 * on PGlite and on PostgreSQL. On PostgreSQL, a COPY
 * to a server that stops answering (a stalling proxy between) fails within its time bound.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/database.js";
import { copyRow, textArray } from "../../../server/db/copy.js";
import { openPostgres } from "../../../server/db/postgres.js";
import { DatabaseUnavailableError } from "../../../server/db/unavailable.js";
import { describeOnPostgres, proxiedStorage } from "../helper.js";

const TABLE = `copy_test_${process.pid}`;

const VALUES = [
  "Das Ventil muss\tschließen",
  "line one\nline two\r\nline three",
  "a backslash \\ and \\N and \\t as text",
  "",
  "quotes \" and ' and {braces}, commas",
  "𝄞 größer ✓",
  "\\N",
];

describe("COPY rows", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await db.exec(`CREATE TABLE ${TABLE} (n integer PRIMARY KEY, t text, list text[], doc jsonb, flag boolean)`);
  });
  afterAll(async () => {
    await db.exec(`DROP TABLE IF EXISTS ${TABLE}`);
    await db.close();
  });

  it("reads back every value as it was given, in a transaction and outside one", async () => {
    const rows = VALUES.map((t, n) => copyRow([n, t, textArray([t, "WEAK_WORD"]), JSON.stringify({ t, n }), n % 2 === 0]));
    await db.transaction((tx) => tx.copyIn(TABLE, ["n", "t", "list", "doc", "flag"], rows.join("")));
    await db.copyIn(TABLE, ["n", "t"], copyRow([100, null]) + copyRow([101, undefined]));
    const read = await db.query<{ n: number; t: string | null; list: string[] | null; doc: unknown; flag: boolean | null }>(
      `SELECT n, t, list, doc, flag FROM ${TABLE} ORDER BY n`,
    );
    expect(read).toEqual([
      ...VALUES.map((t, n) => ({ n, t, list: [t, "WEAK_WORD"], doc: { t, n }, flag: n % 2 === 0 })),
      { n: 100, t: null, list: null, doc: null, flag: null },
      { n: 101, t: null, list: null, doc: null, flag: null },
    ]);
  });

  it("stores a large COPY whole, or nothing of it when its last row is refused (PGlite takes it in pieces)", async () => {
    // About 600 kB: several pieces on PGlite.
    const rows = Array.from({ length: 3000 }, (_, i) => copyRow([1000 + i, `${"Das Ventil muss schließen. ".repeat(7)}${i}`]));
    await expect(db.copyIn(TABLE, ["n", "t"], [...rows, copyRow([1000, "the first key again"])].join(""))).rejects.toThrow(/duplicate key|unique/i);
    expect(await db.query(`SELECT n FROM ${TABLE} WHERE n >= 1000`)).toEqual([]);
    await db.copyIn(TABLE, ["n", "t"], rows.join(""));
    const [{ count, last }] = await db.query<{ count: string | number; last: string }>(
      `SELECT count(*) AS count, max(t) FILTER (WHERE n = 3999) AS last FROM ${TABLE} WHERE n >= 1000`,
    );
    expect(Number(count)).toBe(3000);
    expect(last).toBe(`${"Das Ventil muss schließen. ".repeat(7)}2999`);
  });

  it("stores nothing of a COPY with a row the table refuses, and the connection goes on", async () => {
    const rows = copyRow([200, "kept?"]) + copyRow([200, "the same key again"]);
    await expect(db.transaction((tx) => tx.copyIn(TABLE, ["n", "t"], rows))).rejects.toThrow(/duplicate key|unique/i);
    expect(await db.query(`SELECT n FROM ${TABLE} WHERE n = 200`)).toEqual([]);
    await db.copyIn(TABLE, ["n", "t"], copyRow([201, "after the failure"]));
    expect(await db.query(`SELECT t FROM ${TABLE} WHERE n = 201`)).toEqual([{ t: "after the failure" }]);
  });
});

describeOnPostgres("COPY to a hung database", () => {
  it("fails as the database out of reach once the statement time-out and a second have passed, and the pool goes on", async () => {
    const { storage, proxy, databaseUrl } = await proxiedStorage();
    const db = await openPostgres(databaseUrl, { statementTimeoutMs: 300, connectTimeoutMs: 5000 });
    try {
      await db.exec(`CREATE TABLE ${TABLE} (n integer PRIMARY KEY, t text)`);
      // Two connections open and idle, one for each attempt: the COPY is what waits, not a connect.
      await Promise.all([db.query("SELECT pg_sleep(0.05)"), db.query("SELECT pg_sleep(0.05)")]);
      proxy.stall();
      for (const attempt of [
        (rows: string) => db.copyIn(TABLE, ["n", "t"], rows),
        (rows: string) => db.transaction((tx) => tx.copyIn(TABLE, ["n", "t"], rows)),
      ]) {
        const failure = await attempt(copyRow([1, "stalled"])).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(DatabaseUnavailableError);
        expect((failure as DatabaseUnavailableError).reason).toMatch(/query time-out/);
      }
      await proxy.restore();
      await db.copyIn(TABLE, ["n", "t"], copyRow([2, "after the stall"]));
      expect(await db.query(`SELECT n, t FROM ${TABLE} WHERE n = 2`)).toEqual([{ n: 2, t: "after the stall" }]);
    } finally {
      await proxy.restore();
      await db.close();
      await proxy.close();
      await storage.drop();
    }
  });
});
