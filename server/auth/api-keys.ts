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
  await db.query(
    "INSERT INTO api_key_setting (id, enforced) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET enforced = EXCLUDED.enforced",
    [enforced],
  );
}
