/**
 * Configuration files in the `configuration` table. Every write must bump `version`:
 * readers keep their parsed copy (and the engine's compiled matchers) while it is unchanged.
 */
import { defaultConfigurationFile, type ConfigurationFile } from "../../engine/index.js";
import type { Queryable } from "../db/database.js";

export const DEFAULT_CONFIG_ID = "default";

export interface StoredConfiguration {
  configId: string;
  isDefault: boolean;
  version: number;
  file: ConfigurationFile;
}

interface ConfigurationRow {
  config_id: string;
  is_default: boolean;
  version: number;
  data: ConfigurationFile | null;
  [column: string]: unknown;
}

/**
 * Reads one configuration (the default one when configId is null). When its version is
 * still `known.version`, the data is not transferred and `known` is returned as it is.
 */
export async function readConfiguration(
  db: Queryable,
  configId: string | null,
  known?: StoredConfiguration | null,
): Promise<StoredConfiguration | null> {
  // PostgreSQL text cannot hold U+0000, so no stored id has it (and the query would fail).
  if (configId?.includes("\0")) return null;
  const where = configId === null ? "is_default" : "config_id = $2";
  const params: unknown[] = [known?.version ?? -1];
  if (configId !== null) params.push(configId);
  const rows = await db.query<ConfigurationRow>(
    `SELECT config_id, is_default, version, CASE WHEN version = $1 THEN NULL ELSE data END AS data
     FROM configuration WHERE ${where}`,
    params,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.data === null && known && known.configId === row.config_id) {
    return known.isDefault === row.is_default ? known : { ...known, isDefault: row.is_default };
  }
  if (row.data === null) return readConfiguration(db, row.config_id, null);
  return { configId: row.config_id, isDefault: row.is_default, version: row.version, file: row.data };
}

/** Inserts the factory-default configuration as the default one when there is no default. */
export async function seedDefaultConfiguration(db: Queryable): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO configuration (config_id, is_default, data)
     SELECT $1, true, $2::jsonb WHERE NOT EXISTS (SELECT 1 FROM configuration WHERE is_default)
     ON CONFLICT (config_id) DO NOTHING
     RETURNING config_id`,
    [DEFAULT_CONFIG_ID, JSON.stringify(defaultConfigurationFile())],
  );
  return rows.length > 0;
}
