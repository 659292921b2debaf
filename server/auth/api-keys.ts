/**
 * API keys: random UUIDs (the format the console's prompt accepts), of which only a
 * SHA-256 hash and the first eight characters are stored. The plain key is shown once,
 * in the answer that creates it.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.js";
import { sha256 } from "./sessions.js";

export const KEY_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How a key is listed: the first characters only. */
export interface ApiKeyListing {
  uuid: string;
  description: string;
  expirationDate: string | null;
}

export interface StoredKey {
  id: string;
  expiresAt: number | null;
}

/** Keys are compared in lower case, so the prompt may be typed in either. */
export const keyHash = (token: string) => sha256(token.trim().toLowerCase());

const shown = (prefix: string) => `${prefix}…`;

interface KeyRow extends Record<string, unknown> {
  id: string;
  prefix: string;
  description: string;
  expiration_date: string | null;
  expires_at: Date | string | null;
}

export async function listKeys(db: Queryable): Promise<ApiKeyListing[]> {
  const rows = await db.query<KeyRow>("SELECT prefix, description, expiration_date FROM api_key ORDER BY created_at, description");
  return rows.map((row) => ({ uuid: shown(row.prefix), description: row.description, expirationDate: row.expiration_date }));
}

/**
 * The moment a key stops working: a date (YYYY-MM-DD) is valid through that whole day
 * (UTC); a date and time is valid until then. null for none; undefined when unreadable.
 */
export function expiryOf(expirationDate: string | null | undefined): Date | null | undefined {
  if (expirationDate === null || expirationDate === undefined || expirationDate.trim() === "") return null;
  const text = expirationDate.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return undefined;
    return new Date(day.getTime() + 24 * 3600 * 1000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** Creates a key; null when the description is taken. Returns the plain key. */
export async function createKey(
  db: Queryable,
  description: string,
  expirationDate: string | null,
  expiresAt: Date | null,
): Promise<{ uuid: string; description: string; expirationDate: string | null } | null> {
  const token = randomUUID();
  const rows = await db.query(
    `INSERT INTO api_key (id, key_hash, prefix, description, expiration_date, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (description) DO NOTHING RETURNING id`,
    [randomUUID(), keyHash(token), token.slice(0, 8), description, expirationDate, expiresAt ? expiresAt.toISOString() : null],
  );
  return rows.length === 1 ? { uuid: token, description, expirationDate } : null;
}

/** Deletes by the full key, or else by description; returns the listing of the deleted key. */
export async function deleteKey(db: Queryable, by: { token?: string; description?: string }): Promise<ApiKeyListing | null> {
  const rows = by.token
    ? await db.query<KeyRow>("DELETE FROM api_key WHERE key_hash = $1 RETURNING prefix, description, expiration_date", [keyHash(by.token)])
    : await db.query<KeyRow>("DELETE FROM api_key WHERE description = $1 RETURNING prefix, description, expiration_date", [by.description]);
  const row = rows[0];
  return row ? { uuid: shown(row.prefix), description: row.description, expirationDate: row.expiration_date } : null;
}

/** The key with this hash (keyHash of the plain key). */
export async function findKey(db: Queryable, hash: string): Promise<StoredKey | null> {
  const rows = await db.query<KeyRow>("SELECT id, expires_at FROM api_key WHERE key_hash = $1", [hash]);
  const row = rows[0];
  return row ? { id: row.id, expiresAt: row.expires_at === null ? null : new Date(row.expires_at).getTime() } : null;
}

export async function readEnforced(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ enforced: boolean }>("SELECT enforced FROM api_key_setting WHERE id = 1");
  return rows[0]?.enforced === true;
}

export async function writeEnforced(db: Queryable, enforced: boolean): Promise<void> {
  await db.query("INSERT INTO api_key_setting (id, enforced) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET enforced = EXCLUDED.enforced", [enforced]);
}

/** A key as the console's resource shows it: its id (not the key), the first characters, description, expiry, creation. */
export interface ApiKeyRecord extends ApiKeyListing {
  id: string;
  createdAt: string;
}

interface KeyRecordRow extends KeyRow {
  created_at: Date | string;
}

const toRecord = (row: KeyRecordRow): ApiKeyRecord => ({
  id: row.id,
  uuid: shown(row.prefix),
  description: row.description,
  expirationDate: row.expiration_date,
  createdAt: new Date(row.created_at).toISOString(),
});

const RECORD_COLUMNS = "id, prefix, description, expiration_date, created_at";

export async function listKeyRecords(db: Queryable): Promise<ApiKeyRecord[]> {
  return (await db.query<KeyRecordRow>(`SELECT ${RECORD_COLUMNS} FROM api_key ORDER BY created_at, description`)).map(toRecord);
}

export async function findKeyRecord(db: Queryable, id: string): Promise<ApiKeyRecord | null> {
  if (!KEY_FORMAT.test(id)) return null;
  const rows = await db.query<KeyRecordRow>(`SELECT ${RECORD_COLUMNS} FROM api_key WHERE id = $1`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Changes description and expiry; null when there is no such key, "taken" when the description belongs to another key. */
export async function updateKeyRecord(
  db: Queryable,
  id: string,
  change: { description: string; expirationDate: string | null; expiresAt: Date | null },
): Promise<ApiKeyRecord | null | "taken"> {
  if (!KEY_FORMAT.test(id)) return null;
  const other = await db.query("SELECT 1 FROM api_key WHERE description = $1 AND id <> $2", [change.description, id]);
  if (other.length > 0) return "taken";
  const rows = await db.query<KeyRecordRow>(
    `UPDATE api_key SET description = $2, expiration_date = $3, expires_at = $4 WHERE id = $1 RETURNING ${RECORD_COLUMNS}`,
    [id, change.description, change.expirationDate, change.expiresAt ? change.expiresAt.toISOString() : null],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function deleteKeyRecord(db: Queryable, id: string): Promise<ApiKeyRecord | null> {
  if (!KEY_FORMAT.test(id)) return null;
  const rows = await db.query<KeyRecordRow>(`DELETE FROM api_key WHERE id = $1 RETURNING ${RECORD_COLUMNS}`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The id of the key created with this description (the answer to its creation names the key, not the id). */
export async function keyIdOf(db: Queryable, description: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>("SELECT id FROM api_key WHERE description = $1", [description]);
  return rows[0]?.id ?? null;
}
