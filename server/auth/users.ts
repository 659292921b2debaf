/**
 * Users: user name, one role, an scrypt password hash. The hash never leaves this
 * module except to verifyPassword.
 */
import type { Queryable } from "../db/database.js";
import { hashPassword } from "./passwords.js";

/** Every role a request can have; anonymous visitors are no stored user. */
export type Role = "ROLE_ADMINISTRATOR" | "ROLE_CONFIGURATOR" | "ROLE_ANONYMOUS";
export type UserRole = Exclude<Role, "ROLE_ANONYMOUS">;
export const USER_ROLES: readonly UserRole[] = ["ROLE_ADMINISTRATOR", "ROLE_CONFIGURATOR"];

export interface UserRecord {
  userName: string;
  role: UserRole;
  createdAt: string;
  passwordChangedAt: string;
}

interface UserRow extends Record<string, unknown> {
  user_name: string;
  role: UserRole;
  created_at: Date | string;
  password_changed_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toRecord = (row: UserRow): UserRecord => ({
  userName: row.user_name,
  role: row.role,
  createdAt: iso(row.created_at),
  passwordChangedAt: iso(row.password_changed_at),
});

export async function listUsers(db: Queryable): Promise<UserRecord[]> {
  const rows = await db.query<UserRow>("SELECT user_name, role, created_at, password_changed_at FROM app_user ORDER BY user_name");
  return rows.map(toRecord);
}

export async function findUser(db: Queryable, userName: string): Promise<UserRecord | null> {
  const rows = await db.query<UserRow>("SELECT user_name, role, created_at, password_changed_at FROM app_user WHERE user_name = $1", [userName]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The stored hash, for verifyPassword only. */
export async function passwordHashOf(db: Queryable, userName: string): Promise<{ hash: string; role: UserRole } | null> {
  const rows = await db.query<{ password_hash: string; role: UserRole }>("SELECT password_hash, role FROM app_user WHERE user_name = $1", [userName]);
  return rows[0] ? { hash: rows[0].password_hash, role: rows[0].role } : null;
}

/** Creates the user; false when the name is taken. */
export async function createUser(db: Queryable, userName: string, password: string, role: UserRole): Promise<boolean> {
  const hash = await hashPassword(password);
  const rows = await db.query(
    "INSERT INTO app_user (user_name, password_hash, role) VALUES ($1, $2, $3) ON CONFLICT (user_name) DO NOTHING RETURNING user_name",
    [userName, hash, role],
  );
  return rows.length === 1;
}

/** Sets a new password and ends the user's sessions; false when there is no such user. */
export async function setPassword(db: Queryable, userName: string, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  const rows = await db.query("UPDATE app_user SET password_hash = $2, password_changed_at = now() WHERE user_name = $1 RETURNING user_name", [
    userName,
    hash,
  ]);
  if (rows.length === 0) return false;
  await db.query("DELETE FROM session WHERE user_name = $1", [userName]);
  return true;
}

export async function countAdministrators(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number | string }>("SELECT count(*) AS n FROM app_user WHERE role = 'ROLE_ADMINISTRATOR'");
  return Number(rows[0]?.n ?? 0);
}

/**
 * Runs fn with every administrator row locked, so that two requests cannot both remove
 * "one of two" administrators; fn gets the number of administrators.
 */
export async function withAdministratorsLocked<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  fn: (tx: Queryable, administrators: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const rows = await tx.query("SELECT user_name FROM app_user WHERE role = 'ROLE_ADMINISTRATOR' FOR UPDATE");
    return fn(tx, rows.length);
  });
}
