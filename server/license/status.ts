/**
 * Licence status from the installed licence record: pure, so the rules are testable
 * and the signature check (uploaded licence files) can slot in without touching callers.
 */
export const LICENSE_STATUSES = ["NO_LICENSE", "CORRUPTED_LICENSE", "EXPIRED_LICENSE", "VALID_LICENSE"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export interface LicenseRecord {
  kind: "trial" | "file";
  requestInfo: { email: string; company: string; department: string };
  creationDate: Date;
  expirationDate: Date;
  /** The signed licence file: as uploaded (kind "file"), or the trial signed by this installation. */
  raw: string | null;
}

export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Verifies the signed licence file of a record (plugins/app/license.ts checks the signature). */
export type LicenseVerifier = (record: LicenseRecord) => boolean;
/** Without a signature check only an unsigned trial counts. */
export const rejectUnsigned: LicenseVerifier = (record) => record.kind === "trial" && record.raw === null;

export function licenseStatus(
  record: LicenseRecord | null,
  now: Date = new Date(),
  verify: LicenseVerifier = rejectUnsigned,
): LicenseStatus {
  if (!record) return "NO_LICENSE";
  if (!verify(record)) return "CORRUPTED_LICENSE";
  if (Number.isNaN(record.expirationDate.getTime())) return "CORRUPTED_LICENSE";
  return now.getTime() >= record.expirationDate.getTime() ? "EXPIRED_LICENSE" : "VALID_LICENSE";
}

/** Whole days left (rounded up, never negative), and whether the licence has expired. */
export function licenseExpiration(record: LicenseRecord | null, now: Date = new Date()) {
  if (!record) return { daysLeft: 0, licenseIsExpired: true };
  const msLeft = record.expirationDate.getTime() - now.getTime();
  return { daysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)), licenseIsExpired: !(msLeft > 0) };
}

export function trialLicense(now: Date = new Date()): LicenseRecord {
  return {
    kind: "trial",
    requestInfo: { email: "", company: "", department: "" },
    creationDate: now,
    expirationDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    raw: null,
  };
}
