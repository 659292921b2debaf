import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfigurationFile } from "../../../engine/index.js";
import { openDatabase, type Database } from "../../../server/db/database.js";
import { migrate, MIGRATIONS_DIR } from "../../../server/db/migrate.js";
import { readdirSync } from "node:fs";
import { build, createStorage, describeOnPglite, describeOnPostgres, onPostgres, type TestStorage } from "../helper.js";

const migrationFiles = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql"));

describe("first start and restart on the same data", () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await createStorage({ onDisk: true });
  });
  afterAll(async () => {
    await storage.drop();
  });

  it("seeds once and changes nothing on a restart", async () => {
    const first = await build({}, { storage, keepStorage: true });
    const installation1 = await first.db.query("SELECT id, created_at FROM installation");
    const configs1 = await first.db.query("SELECT config_id, is_default, version, data FROM configuration");
    const license1 = await first.db.query("SELECT kind, creation_date, expiration_date FROM license");
    const migrations1 = await first.db.query<{ version: string }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(installation1).toHaveLength(1);
    expect(configs1).toEqual([{ config_id: "default", is_default: true, version: 1, data: defaultConfigurationFile() }]);
    expect(license1).toHaveLength(1);
    expect(license1[0].kind).toBe("trial");
    expect(migrations1.map((m) => m.version)).toEqual(migrationFiles.map((f) => f.replace(/\.sql$/, "")).sort());
    // A later change must survive a restart: the seed must not overwrite it.
    await first.db.query("UPDATE configuration SET data = jsonb_set(data, '{intuition,enabled}', 'false'::jsonb), version = version + 1");
    await first.close();

    const second = await build({}, { storage, keepStorage: true });
    try {
      expect(await second.db.query("SELECT id, created_at FROM installation")).toEqual(installation1);
      expect(await second.db.query("SELECT kind, creation_date, expiration_date FROM license")).toEqual(license1);
      const configs2 = await second.db.query<{ config_id: string; version: number; data: { intuition: { enabled: boolean } } }>(
        "SELECT config_id, version, data FROM configuration",
      );
      expect(configs2).toHaveLength(1);
      expect(configs2[0].version).toBe(2);
      expect(configs2[0].data.intuition.enabled).toBe(false);
      const migrations2 = await second.db.query<{ version: string; applied_at: Date }>("SELECT version, applied_at FROM schema_migrations");
      expect(migrations2).toHaveLength(migrations1.length);
      expect(second.installationId).toBe(installation1[0].id);
      const res = await second.inject({ url: "/api/v2/license/status" });
      expect(res.json()).toEqual({ status: "VALID_LICENSE" });
    } finally {
      await second.close();
    }
  });
});

describeOnPglite("PGlite data directory lock", () => {
  it("refuses a second opening of a data directory in use, and takes over a stale lock", async () => {
    const dir = mkdtempSync(join(tmpdir(), "reqlens-lock-"));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
      await first.close();
      // A lock left by a process that has ended (pid 2^22 + 1 is above Linux's pid limit).
      writeFileSync(join(dir, "reqlens.lock"), `4194305@${hostname()}`);
      const second = await openDatabase({ dataDir: dir });
      expect(await second.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      // New WAL segments are not filled with zeros first (PGlite's own start parameters stay).
      expect(await second.query("SELECT name, setting FROM pg_settings WHERE name IN ('wal_init_zero', 'search_path') ORDER BY name")).toEqual([
        { name: "search_path", setting: "public" },
        { name: "wal_init_zero", setting: "off" },
      ]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("migrations", () => {
  let db: Database;
  let storage: TestStorage;
  let dir: string;
  beforeAll(async () => {
    storage = await createStorage();
    db = await openDatabase({ databaseUrl: storage.options.databaseUrl, pgliteTemplate: storage.options.pgliteTemplate });
    dir = mkdtempSync(join(tmpdir(), "reqlens-migrations-"));
  });
  afterAll(async () => {
    await db.close();
    await storage.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies new files in name order, each once, and records them", async () => {
    writeFileSync(join(dir, "001_first.sql"), "CREATE TABLE t (n integer);\nINSERT INTO t VALUES (1);");
    writeFileSync(join(dir, "002_second.sql"), "INSERT INTO t VALUES (2);");
    writeFileSync(join(dir, "notes.txt"), "not a migration");
    expect(await migrate(db, dir)).toEqual(["001_first", "002_second"]);
    expect(await migrate(db, dir)).toEqual([]);
    writeFileSync(join(dir, "003_third.sql"), "INSERT INTO t VALUES (3);");
    expect(await migrate(db, dir)).toEqual(["003_third"]);
    expect((await db.query<{ n: number }>("SELECT n FROM t ORDER BY n")).map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it("rolls a failing migration back completely and does not record it", async () => {
    writeFileSync(join(dir, "004_broken.sql"), "INSERT INTO t VALUES (4);\nSELECT * FROM no_such_table;");
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    expect((await db.query<{ n: number }>("SELECT n FROM t ORDER BY n")).map((r) => r.n)).toEqual([1, 2, 3]);
    expect(await db.query("SELECT version FROM schema_migrations WHERE version = '004_broken'")).toEqual([]);
    rmSync(join(dir, "004_broken.sql"));
  });

  it("lets several starts run together: each migration is applied exactly once", async () => {
    writeFileSync(join(dir, "005_slow.sql"), "SELECT pg_sleep(0.2);\nINSERT INTO t VALUES (5);");
    // On PostgreSQL these are separate connections, as separate processes would use.
    const others = onPostgres ? await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: storage.options.databaseUrl }))) : [db, db];
    try {
      const results = await Promise.all([migrate(db, dir), ...others.map((o) => migrate(o, dir))]);
      expect(results.flat()).toEqual(["005_slow"]);
      expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE n = 5"))[0].n).toBe(1);
    } finally {
      if (onPostgres) await Promise.all(others.map((o) => o.close()));
    }
  });
});

describeOnPostgres("several processes starting on one PostgreSQL database", () => {
  it("seed one installation, one default configuration and one licence", async () => {
    const storage = await createStorage();
    try {
      const apps = await Promise.all([1, 2, 3].map(() => build({}, { storage, keepStorage: true })));
      try {
        const counts = await storage.sql<{ installations: number; configurations: number; licenses: number }>(
          `SELECT (SELECT count(*)::int FROM installation) AS installations,
                  (SELECT count(*)::int FROM configuration) AS configurations,
                  (SELECT count(*)::int FROM license) AS licenses`,
        );
        expect(counts).toEqual([{ installations: 1, configurations: 1, licenses: 1 }]);
        expect(new Set(apps.map((a) => a.installationId)).size).toBe(1);
      } finally {
        await Promise.all(apps.map((a) => a.close()));
      }
    } finally {
      await storage.drop();
    }
  });
});
