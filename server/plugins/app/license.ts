/**
 * The installed licence and its status. Status and dates come only from the signed
 * licence file: an uploaded file verifies with the vendor's public key
 * (REQLENS_LICENSE_PUBLIC_KEY) or, without one, with this installation's own key pair,
 * which also signs the trial licence of the first start; a file must name this
 * installation. A row without a signed file, or whose file does not verify, is
 * CORRUPTED_LICENSE whatever its other columns say.
 *
 * Processes on one database must use the same vendor key: a process started with
 * another one is refused at start (license/keys.ts). The licence is cached like the
 * configurations (lib/timed-cache.ts): reloaded in the background every second.
 */
import type { KeyObject } from "node:crypto";
import "../../admin-options.js";
import { STARTUP_LOCK } from "../../db/migrate.js";
import { publicKeyFrom, verifyLicenseFile, type LicensePayload } from "../../license/file.js";
import { checkVendorKey, ensureSigningKey } from "../../license/keys.js";
import { readLicenseFile } from "../../license/repository.js";
import { licenseExpiration, licenseStatus, type InstalledLicense, type LicenseRecord, type LicenseStatus } from "../../license/status.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

export interface Licenses {
  /** The installed licence; null when there is none, `license` null when it does not verify. */
  installed(): Promise<InstalledLicense | null>;
  status(): Promise<LicenseStatus>;
  expiration(): Promise<{ daysLeft: number; licenseIsExpired: boolean }>;
  /** The verified content of an uploaded licence file, or null when it does not verify. */
  verifyFile(raw: string): LicensePayload | null;
  /** Forget the cached licence (after this process changed it). */
  invalidate(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    licenses: Licenses;
  }
}

const recordOf = (payload: LicensePayload, raw: string): LicenseRecord => ({
  kind: payload.kind,
  requestInfo: payload.requestInfo,
  creationDate: new Date(payload.creationDate),
  expirationDate: new Date(payload.expirationDate),
  raw,
});

export default sharedPlugin(
  async (fastify) => {
    const configured = fastify.settings.licensePublicKey;
    const vendorKey = configured ? publicKeyFrom(configured) : null;
    if (configured && !vendorKey) throw new Error("REQLENS_LICENSE_PUBLIC_KEY is no Ed25519 public key in PEM form");

    const ownKey = await fastify.db.exclusive(STARTUP_LOCK, (session) =>
      session.transaction(async (tx) => {
        const pair = await ensureSigningKey(tx);
        await checkVendorKey(tx, vendorKey);
        return publicKeyFrom(pair.publicKey) as KeyObject;
      }),
    );

    /** The payload of a file of the given kind for this installation that verifies with that kind's key; else null. */
    const verifyAs = (raw: string, kind: "trial" | "file"): LicensePayload | null => {
      const payload = verifyLicenseFile(raw, kind === "trial" ? ownKey : (vendorKey ?? ownKey));
      return payload && payload.kind === kind && payload.installationId === fastify.installationId ? payload : null;
    };
    const verifyStored = (raw: string | null): LicenseRecord | null => {
      if (raw === null) return null;
      const payload = verifyAs(raw, "trial") ?? verifyAs(raw, "file");
      return payload && recordOf(payload, raw);
    };

    // Verifying is the costly part: a file read again unchanged keeps its verified record.
    const cache = new TimedCache<"license", InstalledLicense | null>(async (_key, previous) => {
      const stored = await readLicenseFile(fastify.db);
      if (!stored) return null;
      if (previous && stored.raw !== null && previous.license?.raw === stored.raw) return previous;
      return { license: verifyStored(stored.raw) };
    });

    const installed = () => cache.get("license");
    // Every analysis asks for the status: answered without a promise round while the cache holds a value.
    const status = (): Promise<LicenseStatus> => {
      const now = cache.peek("license");
      return now ? Promise.resolve(licenseStatus(now.value)) : installed().then((value) => licenseStatus(value));
    };
    fastify.decorate("licenses", {
      installed,
      status,
      async expiration() {
        const current = await installed();
        return current?.license ? licenseExpiration(current.license) : { daysLeft: 0, licenseIsExpired: true };
      },
      verifyFile: (raw) => verifyAs(raw, "file"),
      invalidate: () => cache.clear(),
    } satisfies Licenses);
  },
  { name: "licenses", dependencies: ["db", "installation"] },
);
