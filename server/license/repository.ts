/** The installed licence: at most one row of the `license` table. */
import type { Queryable } from "../db/database.js";
import type { LicenseRecord } from "./status.js";

interface LicenseRow {
  kind: LicenseRecord["kind"];
  request_info: Partial<LicenseRecord["requestInfo"]> | null;
  creation_date: Date | string;
  expiration_date: Date | string;
  raw: string | null;
  [column: string]: unknown;
}

export async function readLicense(db: Queryable): Promise<LicenseRecord | null> {
  const rows = await db.query<LicenseRow>(
    "SELECT kind, request_info, creation_date, expiration_date, raw FROM license WHERE id = 1",
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    requestInfo: {
      email: row.request_info?.email ?? "",
      company: row.request_info?.company ?? "",
      department: row.request_info?.department ?? "",
    },
    creationDate: new Date(row.creation_date),
    expirationDate: new Date(row.expiration_date),
    raw: row.raw,
  };
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

export async function deleteLicense(db: Queryable): Promise<void> {
  await db.query("DELETE FROM license WHERE id = 1");
}
