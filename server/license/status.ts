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
  /** The uploaded licence file as received (kind "file"). */
  raw: string | null;
}

export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Verifies an uploaded licence file; until signed licences exist, none verifies. */
export type LicenseVerifier = (record: LicenseRecord) => boolean;
export const rejectUnsigned: LicenseVerifier = () => false;

export function licenseStatus(
  record: LicenseRecord | null,
  now: Date = new Date(),
  verify: LicenseVerifier = rejectUnsigned,
): LicenseStatus {
  if (!record) return "NO_LICENSE";
  if (record.kind === "file" && !verify(record)) return "CORRUPTED_LICENSE";
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
