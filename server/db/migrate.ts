/**
 * Migrations: the .sql files of db/migrations, applied in file-name order, each once
 * and in its own transaction, recorded in schema_migrations. The advisory lock lets
 * several processes start on one database at the same time.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../options.js";
import type { Database } from "./database.js";

export const MIGRATIONS_DIR = join(PROJECT_ROOT, "server", "db", "migrations");

/** Advisory lock key for start-up work (migrations and seeding): "RQLS". */
export const STARTUP_LOCK = 0x52514c53;

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort();
  return db.exclusive(STARTUP_LOCK, async (session) => {
    await session.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
    const applied = new Set((await session.query<{ version: string }>("SELECT version FROM schema_migrations")).map((r) => r.version));
    const appliedNow: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, "");
      if (applied.has(version)) continue;
      const sql = readFileSync(join(dir, file), "utf8");
      await session.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
      });
      appliedNow.push(version);
    }
    return appliedNow;
  });
}
