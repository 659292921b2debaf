/**
 * Parameters reach the database as given, whatever their size: long strings go to PGlite as
 * UTF-8 bytes (server/db/pglite.ts) and must read back the same as short ones, for every type
 * a statement gives them, on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/database.js";

/** Long enough to go as bytes (more than 4,096 characters), with letters of two and three UTF-8 bytes and a character outside the BMP. */
const LONG = `Die Pumpe muss anlaufen — größer als 5 bar; ${"naïve café ✓ 𝄞 ".repeat(400)}Ende`;
const SHORT = "Die Pumpe muss anlaufen — größer ✓ 𝄞";

describe("query parameters", () => {
  let db: Database;
  beforeAll(async () => {
    // Statements without tables: the test server's own database serves on PostgreSQL, memory on PGlite.
    db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await db.close();
  });

  it("reads back a long or short string as text, varchar and an untyped parameter", async () => {
    for (const value of [LONG, SHORT]) {
      const [row] = await db.query<{ t: string; v: string; u: string; n: number }>(
        "SELECT $1::text AS t, $1::varchar AS v, $1 AS u, char_length($1::text) AS n",
        [value],
      );
      expect(row).toEqual({ t: value, v: value, u: value, n: [...value].length });
    }
  });

  it("reads back a long or short JSON document as json and jsonb", async () => {
    const document = { text: LONG, items: Array.from({ length: 300 }, (_, i) => ({ i, word: "größer" })) };
    for (const value of [JSON.stringify(document), JSON.stringify({ text: SHORT })]) {
      const [row] = await db.query<{ j: unknown; b: unknown; keys: string[] }>(
        "SELECT $1::json AS j, $1::jsonb AS b, ARRAY(SELECT jsonb_object_keys($1::jsonb)) AS keys",
        [value],
      );
      expect(row.j).toEqual(JSON.parse(value));
      expect(row.b).toEqual(JSON.parse(value));
      expect(row.keys.sort()).toEqual(Object.keys(JSON.parse(value)).sort());
    }
  });

  it("gives a long string to other types as the string itself", async () => {
    const numbers = `{${Array.from({ length: 2000 }, (_, i) => i).join(",")}}`;
    expect(numbers.length).toBeGreaterThan(4096);
    const [row] = await db.query<{ n: number; last: number }>("SELECT cardinality($1::int[]) AS n, ($1::int[])[2000] AS last", [numbers]);
    expect(row).toEqual({ n: 2000, last: 1999 });
  });

  it("stores a byte array as bytea unchanged", async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    const [row] = await db.query<{ n: number; hex: string }>("SELECT octet_length($1::bytea) AS n, encode(sha256($1::bytea), 'hex') AS hex", [bytes]);
    const { createHash } = await import("node:crypto");
    expect(row).toEqual({ n: bytes.length, hex: createHash("sha256").update(bytes).digest("hex") });
  });
});
