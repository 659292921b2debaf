/**
 * The installed licence: at most one row of the `license` table. Only `raw`, the signed
 * file, is read back; kind, request_info and the dates are written beside it for people
 * who look into the table, and an edit of them changes nothing.
 */
import type { Queryable } from "../db/database.js";
import { signLicense } from "./file.js";
import { ensureSigningKey } from "./keys.js";
import { trialDates, type LicenseRecord } from "./status.js";

/** The signed file of the installed licence (null when the row has none); null when there is no licence. */
export async function readLicenseFile(db: Queryable): Promise<{ raw: string | null } | null> {
  const rows = await db.query<{ raw: string | null }>("SELECT raw FROM license WHERE id = 1");
  return rows[0] ? { raw: rows[0].raw } : null;
}

export async function writeLicense(db: Queryable, record: LicenseRecord): Promise<void> {
  await db.query(
    `INSERT INTO license (id, kind, request_info, creation_date, expiration_date, raw, installed_at)
     VALUES (1, $1, $2::jsonb, $3, $4, $5, now())
     ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, request_info = EXCLUDED.request_info,
       creation_date = EXCLUDED.creation_date, expiration_date = EXCLUDED.expiration_date,
       raw = EXCLUDED.raw, installed_at = now()`,
    [record.kind, JSON.stringify(record.requestInfo), record.creationDate.toISOString(), record.expirationDate.toISOString(), record.raw],
  );
}

/** First start: the trial licence, signed with the installation's own key. */
export async function installTrialLicense(tx: Queryable, installationId: string, now = new Date()): Promise<void> {
  const { privateKey } = await ensureSigningKey(tx);
  const { creationDate, expirationDate } = trialDates(now);
  const requestInfo = { email: "", company: "", department: "" };
  const signed = signLicense(
    { kind: "trial", installationId, requestInfo, creationDate: creationDate.toISOString(), expirationDate: expirationDate.toISOString() },
    privateKey,
  );
  await writeLicense(tx, { kind: "trial", requestInfo, creationDate, expirationDate, raw: JSON.stringify(signed) });
}

export async function deleteLicense(db: Queryable): Promise<void> {
  await db.query("DELETE FROM license WHERE id = 1");
}
