/**
 * Migration 019 (server/db/migrations/019_document_pieces.sql) on a database holding documents
 * stored as rows: a requirement per row, results in the compact form with their chunk's
 * strings and in the full form (as stored before migration 016), and pairs. Afterwards the
 * reads give every requirement with its result, section, line and pairs as before.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../server/db/database.js";
import { migrate, MIGRATIONS_DIR } from "../../../server/db/migrate.js";
import { allRequirements, unanalysed, readDocument } from "../../../server/documents/repository.js";
import { createStorage, type TestStorage } from "../helper.js";

const DOC = "0b7d1a52-5c1e-4d0e-9a43-3f6f2b1c9e01";
const OTHER = "5e2c9a10-7b4d-4f21-8c3e-2a9d0e4b7f12";

describe("migration 019: documents stored as rows move to pieces", () => {
  let storage: TestStorage;
  let db: Database;
  let before: string;
  beforeAll(async () => {
    storage = await createStorage({ onDisk: true });
    db = await openDatabase({ databaseUrl: storage.options.databaseUrl, dataDir: storage.options.pgliteDir });
    before = mkdtempSync(join(tmpdir(), "reqlens-migrations-"));
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql") && f < "019")) {
      copyFileSync(join(MIGRATIONS_DIR, file), join(before, file));
    }
  });
  afterAll(async () => {
    await db.close();
    await storage.drop();
    rmSync(before, { recursive: true, force: true });
  });

  it("keeps every requirement, result and pair", async () => {
    await migrate(db, before);
    for (const id of [DOC, OTHER]) {
      await db.query(
        `INSERT INTO document (id, owner_kind, owner_id, name, format, file, options, status, requirements, analysed)
         VALUES ($1, 'token', 'migration-test', 'tank.csv', 'csv', '\\x00'::bytea, '{"configId":null,"language":"auto","compare":true,"import":{}}', 'running', 3, 2)`,
        [id],
      );
      await db.query(
        `INSERT INTO document_requirement (document_id, position, external_id, section, line, text) VALUES
           ($1, 1, 'TNK-1', 'Filling', 2, 'The tank shall be filled quickly.'),
           ($1, 2, 'TNK-2', NULL, 3, 'The tank shall be drained within 5 minutes.'),
           ($1, 3, 'TNK-3', NULL, 4, 'The tank shall report its level.')`,
        [id],
      );
    }
    // TNK-1 in the compact form (its finding's message and advice in the chunk's strings), TNK-2 in the full form.
    await db.query(
      `INSERT INTO document_result (document_id, position, language, rating, ears_pattern, finding_types, compact, strings_at, classifications, improvements)
       VALUES ($1, 1, 'en', 3, 'ubiquitous', '{WEAK_WORD}', $2::json, 1, NULL, NULL),
              ($1, 2, 'en', 5, 'ubiquitous', '{}', NULL, NULL, '[]'::jsonb, '{}'::jsonb)`,
      [DOC, JSON.stringify({ c: [["WEAK_WORD", [25, 32, 0]]], m: ["WEAK_WORD", 1] })],
    );
    await db.query(`INSERT INTO document_strings (document_id, first, strings) VALUES ($1, 1, $2::json)`, [
      DOC,
      JSON.stringify(["'quickly' is vague.", "Say how fast."]),
    ]);
    await db.query(`INSERT INTO document_pair (document_id, source, target, kind, score, reason) VALUES ($1, 1, 2, 'duplicate', 0.91, 'similar')`, [
      DOC,
    ]);

    expect(await migrate(db)).toEqual(["019_document_pieces"]);

    const items = await allRequirements(db, DOC);
    expect(items.map((i) => [i.externalId, i.section, i.line, i.rating, i.earsPattern])).toEqual([
      ["TNK-1", "Filling", 2, 3, "ubiquitous"],
      ["TNK-2", null, 3, 5, "ubiquitous"],
      ["TNK-3", null, 4, null, null],
    ]);
    expect(items[0].classifications).toEqual([
      { classificationKey: "WEAK_WORD", findings: [{ start: 25, end: 32, text: "quickly", message: "'quickly' is vague." }] },
    ]);
    expect(items[0].improvements).toEqual({ WEAK_WORD: "Say how fast." });
    expect(items[0].duplicates).toEqual([{ id: 2, externalId: "TNK-2", score: 0.91, reason: "similar" }]);
    expect(items[1]).toMatchObject({ classifications: [], improvements: {}, processedText: "The tank shall be drained within 5 minutes." });
    // The job goes on from the pieces: the third requirement is the next to analyse.
    expect(await unanalysed(db, (await readDocument(db, DOC))!, 10)).toEqual([{ position: 3, text: "The tank shall report its level." }]);
    // A document with no result yet keeps its requirements too.
    expect((await allRequirements(db, OTHER)).map((i) => [i.externalId, i.rating])).toEqual([
      ["TNK-1", null],
      ["TNK-2", null],
      ["TNK-3", null],
    ]);
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('document_requirement', 'document_result', 'document_strings')",
    );
    expect(tables).toEqual([]);
  });
});
