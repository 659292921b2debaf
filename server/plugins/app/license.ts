/**
 * The installed licence and its status, cached for a second like configurations.
 * Licence files are verified with the vendor's public key (REQLENS_LICENSE_PUBLIC_KEY),
 * or, without one, with this installation's own key pair, which also signs the trial
 * licence of the first start. A file must name this installation.
 */
import type { KeyObject } from "node:crypto";
import "../../admin-options.js";
import { STARTUP_LOCK } from "../../db/migrate.js";
import { publicKeyFrom, signLicense, verifyLicenseFile, type LicensePayload } from "../../license/file.js";
import { ensureSigningKey } from "../../license/keys.js";
import { readLicense } from "../../license/repository.js";
import { licenseExpiration, licenseStatus, type LicenseRecord, type LicenseStatus } from "../../license/status.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

const MAX_AGE_MS = 1000;

export interface Licenses {
  record(): Promise<LicenseRecord | null>;
  status(): Promise<LicenseStatus>;
  expiration(): Promise<{ daysLeft: number; licenseIsExpired: boolean }>;
  /** The verified content of a licence file, or null when it does not verify. */
  verifyFile(raw: string): LicensePayload | null;
  /** Forget the cached record (after this process changed the licence). */
  invalidate(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    licenses: Licenses;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const configured = fastify.settings.licensePublicKey;
    const vendorKey = configured ? publicKeyFrom(configured) : null;
    if (configured && !vendorKey) throw new Error("REQLENS_LICENSE_PUBLIC_KEY is no Ed25519 public key in PEM form");

    // The own key pair, and the trial licence of the first start signed with it.
    const ownKey = await fastify.db.exclusive(STARTUP_LOCK, (session) =>
      session.transaction(async (tx) => {
        const pair = await ensureSigningKey(tx);
        const rows = await tx.query<{ kind: string; raw: string | null; creation_date: Date | string; expiration_date: Date | string }>(
          "SELECT kind, raw, creation_date, expiration_date FROM license WHERE id = 1",
        );
        const row = rows[0];
        if (row && row.kind === "trial" && row.raw === null) {
          const signed = signLicense(
            {
              kind: "trial",
              installationId: fastify.installationId,
              requestInfo: { email: "", company: "", department: "" },
              creationDate: new Date(row.creation_date).toISOString(),
              expirationDate: new Date(row.expiration_date).toISOString(),
            },
            pair.privateKey,
          );
          await tx.query("UPDATE license SET raw = $1 WHERE id = 1", [JSON.stringify(signed)]);
        }
        return publicKeyFrom(pair.publicKey) as KeyObject;
      }),
    );

    const verifyFile = (raw: string, kind: "trial" | "file" = "file"): LicensePayload | null => {
      const payload = verifyLicenseFile(raw, kind === "trial" ? ownKey : (vendorKey ?? ownKey));
      return payload && payload.kind === kind && payload.installationId === fastify.installationId ? payload : null;
    };
    // Verifying is the costly part: once per stored file.
    const verified = new Map<string, boolean>();
    // Every analysis asks for the status: per record object the answer is kept without
    // building the long key again.
    const verifiedRecords = new WeakMap<LicenseRecord, boolean>();
    const verifyRecord = (record: LicenseRecord): boolean => {
      // A trial written before trial licences were signed counts by its dates.
      if (record.raw === null) return record.kind === "trial";
      let ok = verifiedRecords.get(record);
      if (ok !== undefined) return ok;
      const key = `${record.kind}:${record.raw}`;
      ok = verified.get(key);
      if (ok === undefined) {
        ok = verifyFile(record.raw, record.kind) !== null;
        if (verified.size > 16) verified.clear();
        verified.set(key, ok);
      }
      verifiedRecords.set(record, ok);
      return ok;
    };

    const cache = new TimedCache<"license", LicenseRecord | null>(MAX_AGE_MS, () => readLicense(fastify.db));
    // The record as last read: while younger than MAX_AGE_MS the status needs no cache round.
    let known: { record: LicenseRecord | null; at: number } | null = null;
    const record = () =>
      cache.get("license").then((value) => {
        known = { record: value, at: performance.now() };
        return value;
      });
    const status = (): Promise<LicenseStatus> =>
      known !== null && performance.now() - known.at < MAX_AGE_MS
        ? Promise.resolve(licenseStatus(known.record, new Date(), verifyRecord))
        : record().then((value) => licenseStatus(value, new Date(), verifyRecord));
    fastify.decorate("licenses", {
      record,
      status,
      async expiration() {
        const current = await record();
        const state = licenseStatus(current, new Date(), verifyRecord);
        return state === "VALID_LICENSE" || state === "EXPIRED_LICENSE"
          ? licenseExpiration(current)
          : { daysLeft: 0, licenseIsExpired: true };
      },
      verifyFile: (raw) => verifyFile(raw),
      invalidate: () => {
        known = null;
        cache.clear();
      },
    } satisfies Licenses);
  },
  { name: "licenses", dependencies: ["db", "installation"] },
);
