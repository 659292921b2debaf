/**
 * Sign-in attempts, counted in the database before the password is checked: one
 * statement increments a subject's row and returns it, so parallel requests and several
 * server processes agree on the count, and no more passwords are checked than the limit
 * allows.
 *
 *  - Per user name and client address: `attempts` attempts, then a lockout of
 *    `lockSeconds`; after it one attempt at a time, each further failure doubling the
 *    lockout up to `maxLockSeconds`. A round left alone for `windowSeconds` (or that
 *    long after its lockout ended) starts afresh. A correct password from another address
 *    is not affected by failures from this one.
 *  - Per client address, over all user names: `addressAttempts` attempts per window of
 *    `windowSeconds`. Successful sign-ins give their attempt back.
 *  - The password screen (a signed-in user's old password) has its own lockout per user,
 *    so a wrong old password there never locks the sign-in.
 */
import type { Queryable } from "../db/database.js";

export interface LoginLimits {
  /** REQLENS_LOGIN_ATTEMPTS: attempts per user name and address before the first lockout; 0 = unlimited. */
  attempts: number;
  /** REQLENS_LOGIN_LOCK_MINUTES: the first lockout; each further one doubles. */
  lockSeconds: number;
  /** REQLENS_LOGIN_MAX_LOCK_MINUTES: the longest lockout. */
  maxLockSeconds: number;
  /** REQLENS_LOGIN_ADDRESS_ATTEMPTS: attempts per client address and window, over all user names; 0 = unlimited. */
  addressAttempts: number;
  /** REQLENS_LOGIN_WINDOW_MINUTES: the window of the address limit, and after how long a quiet user name starts afresh. */
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  attempts: 10,
  lockSeconds: 60,
  maxLockSeconds: 60 * 60,
  addressAttempts: 100,
  windowSeconds: 15 * 60,
};

/** allowed: the password may be checked now; otherwise the seconds to wait. */
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const pairSubject = (userName: string, address: string) => `pair:${JSON.stringify([userName, address])}`;
const addressSubject = (address: string) => `address:${address}`;
const passwordSubject = (userName: string) => `password:${userName}`;

/**
 * Counts an attempt of a lockout subject. The columns are set from the old row (a.*):
 * locked → unchanged; quiet for a window → a fresh round; a lockout over → one attempt;
 * past the round's limit (`attempts` in the first round, 1 after a lockout) → locked
 * for lockSeconds · 2^lockouts (at most maxLockSeconds). The attempt may go on when the
 * row comes back unlocked.
 */
const LOCKOUT_ATTEMPT = `
WITH p AS (SELECT $2::int AS round_limit, $3::float8 AS lock_s, $4::float8 AS max_lock_s, make_interval(secs => $5) AS w)
INSERT INTO login_attempt AS a (subject, attempts, window_start) VALUES ($1, 1, now())
ON CONFLICT (subject) DO UPDATE SET
  attempts = CASE
    WHEN a.locked_until > now() THEN a.attempts
    WHEN a.locked_until IS NOT NULL OR a.window_start <= now() - (SELECT w FROM p) THEN 1
    WHEN a.attempts + 1 > CASE WHEN a.lockouts = 0 THEN (SELECT round_limit FROM p) ELSE 1 END THEN 0
    ELSE a.attempts + 1 END,
  lockouts = CASE
    WHEN a.locked_until > now() THEN a.lockouts
    WHEN a.locked_until <= now() - (SELECT w FROM p) OR (a.locked_until IS NULL AND a.window_start <= now() - (SELECT w FROM p)) THEN 0
    WHEN a.locked_until IS NOT NULL THEN a.lockouts
    WHEN a.attempts + 1 > CASE WHEN a.lockouts = 0 THEN (SELECT round_limit FROM p) ELSE 1 END THEN a.lockouts + 1
    ELSE a.lockouts END,
  locked_until = CASE
    WHEN a.locked_until > now() THEN a.locked_until
    WHEN a.locked_until IS NOT NULL OR a.window_start <= now() - (SELECT w FROM p) THEN NULL
    WHEN a.attempts + 1 > CASE WHEN a.lockouts = 0 THEN (SELECT round_limit FROM p) ELSE 1 END
      THEN now() + make_interval(secs => least((SELECT lock_s FROM p) * power(2, least(a.lockouts, 30)), (SELECT max_lock_s FROM p)))
    ELSE NULL END,
  window_start = CASE
    WHEN a.locked_until > now() THEN a.window_start
    WHEN a.locked_until IS NOT NULL OR a.window_start <= now() - (SELECT w FROM p) THEN now()
    ELSE a.window_start END
RETURNING ceil(extract(epoch FROM locked_until - now())) AS wait`;

/** Counts an attempt of the address subject in its fixed window; over the limit it is refused until the window ends. */
const ADDRESS_ATTEMPT = `
INSERT INTO login_attempt AS a (subject, attempts, window_start) VALUES ($1, 1, now())
ON CONFLICT (subject) DO UPDATE SET
  attempts = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE a.attempts + 1 END,
  window_start = CASE WHEN a.window_start <= now() - make_interval(secs => $2) THEN now() ELSE a.window_start END
RETURNING attempts, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now())) AS wait`;

async function lockoutAttempt(db: Queryable, subject: string, limits: LoginLimits): Promise<AttemptDecision> {
  if (limits.attempts <= 0) return { allowed: true };
  const [row] = await db.query<{ wait: number | string | null }>(LOCKOUT_ATTEMPT, [
    subject,
    limits.attempts,
    limits.lockSeconds,
    limits.maxLockSeconds,
    limits.windowSeconds,
  ]);
  return row.wait === null ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.wait)) };
}

/**
 * Records a sign-in attempt of a user name from an address, before its password is
 * checked; the password may be checked only when this allows it.
 */
export async function recordSignInAttempt(db: Queryable, userName: string, address: string, limits: LoginLimits): Promise<AttemptDecision> {
  const pair = await lockoutAttempt(db, pairSubject(userName, address), limits);
  if (!pair.allowed || limits.addressAttempts <= 0) return pair;
  const [row] = await db.query<{ attempts: number; wait: number | string }>(ADDRESS_ATTEMPT, [addressSubject(address), limits.windowSeconds]);
  return row.attempts <= limits.addressAttempts ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Number(row.wait)) };
}

/** A successful sign-in: the user name and address start afresh, and the address gets its attempt back. */
export async function signInSucceeded(db: Queryable, userName: string, address: string): Promise<void> {
  await db.query("DELETE FROM login_attempt WHERE subject = $1", [pairSubject(userName, address)]);
  await db.query("UPDATE login_attempt SET attempts = greatest(attempts - 1, 0) WHERE subject = $1", [addressSubject(address)]);
}

/** Records an attempt of a signed-in user's old password on the password screen (its own lockout, not the sign-in's). */
export const recordPasswordAttempt = (db: Queryable, userName: string, limits: LoginLimits) => lockoutAttempt(db, passwordSubject(userName), limits);

export async function passwordAttemptSucceeded(db: Queryable, userName: string): Promise<void> {
  await db.query("DELETE FROM login_attempt WHERE subject = $1", [passwordSubject(userName)]);
}

/** Removes rows that can no longer refuse anything: unlocked and quiet for a window (or a longest lockout). */
export async function pruneLoginAttempts(db: Queryable, limits: LoginLimits): Promise<void> {
  await db.query(`DELETE FROM login_attempt WHERE coalesce(locked_until, window_start) < now() - make_interval(secs => $1)`, [
    Math.max(limits.windowSeconds, limits.maxLockSeconds),
  ]);
}
