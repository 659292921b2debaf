/** The installed licence and its status, cached for a second like configurations. */
import { readLicense } from "../../license/repository.js";
import { licenseExpiration, licenseStatus, type LicenseRecord, type LicenseStatus } from "../../license/status.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

const MAX_AGE_MS = 1000;

export interface Licenses {
  record(): Promise<LicenseRecord | null>;
  status(): Promise<LicenseStatus>;
  expiration(): Promise<{ daysLeft: number; licenseIsExpired: boolean }>;
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
    const cache = new TimedCache<"license", LicenseRecord | null>(MAX_AGE_MS, () => readLicense(fastify.db));
    const record = () => cache.get("license");
    fastify.decorate("licenses", {
      record,
      status: async () => licenseStatus(await record()),
      expiration: async () => licenseExpiration(await record()),
      invalidate: () => cache.clear(),
    } satisfies Licenses);
  },
  { name: "licenses", dependencies: ["db", "installation"] },
);
