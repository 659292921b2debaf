/**
 * Administration of configuration files: list, create, duplicate, delete, choose the
 * default, change one rule, and the factory defaults new files start from. Every data
 * change bumps `version`, so the analysis cache of every process reloads within a second.
 */
import type { ConfigurationFile } from "../../engine/index.js";
import type { Queryable, Session } from "../db/database.js";
import { conflict, notFound } from "../errors.js";

export interface ConfigFileEntry {
  configId: string;
  isDefault: boolean;
}

/** Default first, then by configId (code-unit order, the same on every database). */
export async function listConfigFiles(db: Queryable): Promise<ConfigFileEntry[]> {
  const rows = await db.query<{ config_id: string; is_default: boolean }>("SELECT config_id, is_default FROM configuration");
  return rows
    .map((r) => ({ configId: r.config_id, isDefault: r.is_default }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || (a.configId < b.configId ? -1 : a.configId > b.configId ? 1 : 0));
}

async function makeDefault(tx: Queryable, configId: string): Promise<void> {
  await tx.query("UPDATE configuration SET is_default = false WHERE is_default AND config_id <> $1", [configId]);
  await tx.query("UPDATE configuration SET is_default = true, updated_at = now() WHERE config_id = $1", [configId]);
}

export async function createConfigFile(db: Session, entry: ConfigFileEntry, file: ConfigurationFile): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO configuration (config_id, is_default, data) VALUES ($1, false, $2::jsonb)
       ON CONFLICT (config_id) DO NOTHING RETURNING config_id`,
      [entry.configId, JSON.stringify(file)],
    );
    if (inserted.length === 0) throw conflict(`configuration "${entry.configId}" already exists`);
    if (entry.isDefault) await makeDefault(tx, entry.configId);
  });
}

export async function duplicateConfigFile(db: Session, sourceId: string, entry: ConfigFileEntry): Promise<void> {
  await db.transaction(async (tx) => {
    const source = await tx.query("SELECT 1 FROM configuration WHERE config_id = $1", [sourceId]);
    if (source.length === 0) throw notFound(`configuration "${sourceId}" does not exist`);
    const inserted = await tx.query(
      `INSERT INTO configuration (config_id, is_default, data)
       SELECT $2, false, data FROM configuration WHERE config_id = $1
       ON CONFLICT (config_id) DO NOTHING RETURNING config_id`,
      [sourceId, entry.configId],
    );
    if (inserted.length === 0) throw conflict(`configuration "${entry.configId}" already exists`);
    if (entry.isDefault) await makeDefault(tx, entry.configId);
  });
}

export async function deleteConfigFile(db: Session, configId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ is_default: boolean }>("SELECT is_default FROM configuration WHERE config_id = $1 FOR UPDATE", [configId]);
    if (rows.length === 0) throw notFound(`configuration "${configId}" does not exist`);
    if (rows[0].is_default) throw conflict(`configuration "${configId}" is the default one; choose another default before deleting it`);
    await tx.query("DELETE FROM configuration WHERE config_id = $1", [configId]);
  });
}

export async function setDefaultConfigFile(db: Session, configId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query("SELECT 1 FROM configuration WHERE config_id = $1 FOR UPDATE", [configId]);
    if (rows.length === 0) throw notFound(`configuration "${configId}" does not exist`);
    await makeDefault(tx, configId);
  });
}

export async function readConfigFile(db: Queryable, configId: string): Promise<ConfigurationFile> {
  const rows = await db.query<{ data: ConfigurationFile }>("SELECT data FROM configuration WHERE config_id = $1", [configId]);
  if (rows.length === 0) throw notFound(`configuration "${configId}" does not exist`);
  return rows[0].data;
}

/** Changes a configuration file under a row lock, and bumps its version. */
export async function updateConfigFile(db: Session, configId: string, change: (file: ConfigurationFile) => ConfigurationFile): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ data: ConfigurationFile }>("SELECT data FROM configuration WHERE config_id = $1 FOR UPDATE", [configId]);
    if (rows.length === 0) throw notFound(`configuration "${configId}" does not exist`);
    await tx.query("UPDATE configuration SET data = $2::jsonb, version = version + 1, updated_at = now() WHERE config_id = $1", [
      configId,
      JSON.stringify(change(rows[0].data)),
    ]);
  });
}

/** The stored factory defaults: rule -> language -> settings. */
export async function readFactoryDefaults(db: Queryable): Promise<{ language: "en" | "de"; rule: string; data: unknown }[]> {
  return db.query<{ language: "en" | "de"; rule: string; data: unknown }>("SELECT language, rule, data FROM factory_default");
}

export async function readFactoryDefault(db: Queryable, language: string, rule: string): Promise<unknown | undefined> {
  const rows = await db.query<{ data: unknown }>("SELECT data FROM factory_default WHERE language = $1 AND rule = $2", [language, rule]);
  return rows[0]?.data;
}

export async function writeFactoryDefault(db: Queryable, language: string, rule: string, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO factory_default (language, rule, data) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (language, rule) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
    [language, rule, JSON.stringify(data)],
  );
}

/** A configuration file as the console's resource shows it. */
export interface ConfigFileRecord extends ConfigFileEntry {
  id: string;
  version: number;
  updatedAt: string;
}

export async function listConfigFileRecords(db: Queryable): Promise<ConfigFileRecord[]> {
  const rows = await db.query<{ config_id: string; is_default: boolean; version: number; updated_at: Date | string }>(
    "SELECT config_id, is_default, version, updated_at FROM configuration",
  );
  const byId = new Map(rows.map((r) => [r.config_id, r]));
  return (await listConfigFiles(db)).map((entry) => {
    const row = byId.get(entry.configId)!;
    return { id: entry.configId, ...entry, version: row.version, updatedAt: new Date(row.updated_at).toISOString() };
  });
}

/**
 * Renames a configuration file (its settings, default flag and history stay); 404 when
 * it does not exist, 409 when the new name is taken. The version is bumped, so every
 * process's cache drops the old name within a second.
 */
export async function renameConfigFile(db: Session, configId: string, newId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query("SELECT 1 FROM configuration WHERE config_id = $1 FOR UPDATE", [configId]);
    if (rows.length === 0) throw notFound(`configuration "${configId}" does not exist`);
    const clash = await tx.query("SELECT 1 FROM configuration WHERE config_id = $1", [newId]);
    if (clash.length > 0) throw conflict(`configuration "${newId}" already exists`);
    await tx.query("UPDATE configuration SET config_id = $2, version = version + 1, updated_at = now() WHERE config_id = $1", [configId, newId]);
  });
}
