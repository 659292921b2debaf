/**
 * Failed sign-ins, counted in the database so every server process sees the same
 * numbers: per user name and per client address over a sliding window. Past the limit
 * further attempts are refused before the password is even checked.
 */
import type { Queryable } from "../db/database.js";

export interface LoginLimit {
  limit: number;
  windowSeconds: number;
}

const subjects = (userName: string, address: string) => [`user:${userName}`, `address:${address}`];

/** Seconds until the next attempt may be made; 0 when attempts are allowed now. */
export async function loginBlockedFor(db: Queryable, userName: string, address: string, { limit, windowSeconds }: LoginLimit): Promise<number> {
  if (limit <= 0) return 0;
  // Per subject, the last `limit` failures of the window; when there are that many, the
  // wait is until the oldest of them leaves the window (computed by the database's clock).
  const rows = await db.query<{ wait: number | string }>(
    `SELECT ceil(extract(epoch FROM min(failed_at) + make_interval(secs => $2) - now())) AS wait FROM (
       SELECT subject, failed_at, row_number() OVER (PARTITION BY subject ORDER BY failed_at DESC) AS recent
       FROM login_failure WHERE subject = ANY($1) AND failed_at > now() - make_interval(secs => $2)
     ) f WHERE recent <= $3 GROUP BY subject HAVING count(*) >= $3`,
    [subjects(userName, address), windowSeconds, limit],
  );
  return rows.reduce((wait, row) => Math.max(wait, Math.max(1, Number(row.wait))), 0);
}

export async function recordLoginFailure(db: Queryable, userName: string, address: string): Promise<void> {
  await db.query("INSERT INTO login_failure (subject) SELECT unnest($1::text[])", [subjects(userName, address)]);
}

/** A successful sign-in forgives the user name's failures (not the address's). */
export async function clearLoginFailures(db: Queryable, userName: string): Promise<void> {
  await db.query("DELETE FROM login_failure WHERE subject = $1", [`user:${userName}`]);
}
