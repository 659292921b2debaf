/**
 * HTTP sessions in the database, so every server process knows them. The id is 32
 * random bytes, sent to the browser in a signed cookie; the table keeps only its
 * SHA-256 hash, so a copy of the database yields no usable session.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/database.js";
import type { UserRole } from "./users.js";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export async function createSession(db: Queryable, userName: string, maxAgeSeconds: number): Promise<string> {
  const id = newSessionId();
  await db.query("INSERT INTO session (id_hash, user_name, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))", [
    sha256(id),
    userName,
    maxAgeSeconds,
  ]);
  return id;
}

export async function sessionUser(db: Queryable, id: string): Promise<{ userName: string; role: UserRole } | null> {
  const rows = await db.query<{ user_name: string; role: UserRole }>(
    "SELECT u.user_name, u.role FROM session s JOIN app_user u ON u.user_name = s.user_name WHERE s.id_hash = $1 AND s.expires_at > now()",
    [sha256(id)],
  );
  return rows[0] ? { userName: rows[0].user_name, role: rows[0].role } : null;
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM session WHERE id_hash = $1", [sha256(id)]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query("DELETE FROM session WHERE expires_at <= now()");
}
