/**
 * Licence status from the installed licence: pure, so the rules are testable. Status and
 * dates come only from a signed payload that verified (plugins/app/license.ts); the
 * columns of the `license` table beside the signed file are never read for them.
 */
export const LICENSE_STATUSES = ["NO_LICENSE", "CORRUPTED_LICENSE", "EXPIRED_LICENSE", "VALID_LICENSE"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export interface LicenseRecord {
  kind: "trial" | "file";
  requestInfo: { email: string; company: string; department: string };
  creationDate: Date;
  expirationDate: Date;
  /** The signed licence file: as uploaded (kind "file"), or the trial signed by this installation. */
  raw: string;
}

/** The installed licence as read: `license` is null when its signed file does not verify. */
export interface InstalledLicense {
  license: LicenseRecord | null;
}

export const TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function licenseStatus(installed: InstalledLicense | null, now: Date = new Date()): LicenseStatus {
  if (!installed) return "NO_LICENSE";
  const expiration = installed.license?.expirationDate.getTime();
  if (expiration === undefined || Number.isNaN(expiration)) return "CORRUPTED_LICENSE";
  return now.getTime() >= expiration ? "EXPIRED_LICENSE" : "VALID_LICENSE";
}

/** Whole days left (rounded up, never negative), and whether the licence has expired. */
export function licenseExpiration(record: LicenseRecord | null, now: Date = new Date()) {
  if (!record) return { daysLeft: 0, licenseIsExpired: true };
  const msLeft = record.expirationDate.getTime() - now.getTime();
  return { daysLeft: Math.max(0, Math.ceil(msLeft / DAY_MS)), licenseIsExpired: !(msLeft > 0) };
}

/** The dates of a trial licence that starts now. */
export function trialDates(now: Date = new Date()): { creationDate: Date; expirationDate: Date } {
  return { creationDate: now, expirationDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) };
}
