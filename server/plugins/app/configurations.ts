/**
 * Configuration files for the analysis hot path, cached per configId and reloaded
 * when older than a second (a version check; the data only moves when it changed).
 * While the database is out of reach, a configuration loaded before is used as it was
 * (logged once per configuration, not per request); one never loaded answers 503.
 */
import { readConfiguration, type StoredConfiguration } from "../../configurations/repository.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

const MAX_AGE_MS = 1000;

export interface Configurations {
  /** The configuration with this id, the default one for null; null when there is none. */
  get(configId: string | null): Promise<StoredConfiguration | null>;
  /** Forget cached copies (after this process changed a configuration). */
  invalidate(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    configurations: Configurations;
  }
}

export default sharedPlugin(
  async (fastify) => {
    // Files saved before a schema rule appeared get its defaults (the same file object while unchanged).
    const complete = (stored: StoredConfiguration | null) =>
      stored && { ...stored, file: fastify.ruleRegistry.complete(stored.file) };
    const name = (configId: string | null) => configId ?? "(default)";
    const cache = new TimedCache<string | null, StoredConfiguration | null>(
      MAX_AGE_MS,
      (configId, previous) => readConfiguration(fastify.db, configId, previous).then(complete),
      {
        onStale: (configId, error) =>
          fastify.log.warn({ configId: name(configId), err: error }, "configuration could not be reloaded; analyses use the copy loaded before"),
        onFresh: (configId) => fastify.log.info({ configId: name(configId) }, "configuration reloaded again"),
      },
    );
    fastify.decorate("configurations", {
      get: (configId) => cache.get(configId),
      invalidate: () => cache.clear(),
    } satisfies Configurations);
  },
  { name: "configurations", dependencies: ["db", "installation", "rules"] },
);
