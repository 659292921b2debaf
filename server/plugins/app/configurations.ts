/**
 * Configuration files for the analysis hot path, cached per configId (lib/timed-cache.ts):
 * reloaded in the background when older than a second (a version check; the data only
 * moves when it changed), never making an analysis wait. While the database is out of
 * reach or hung, a configuration loaded before is used as it was for up to five minutes
 * (logged once per configuration, not per request); one never loaded answers 503.
 */
import { readConfiguration, type StoredConfiguration } from "../../configurations/repository.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

/** The cache key of the default configuration (configIds are never empty). */
const DEFAULT_KEY = "";

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
    const complete = (stored: StoredConfiguration | null) => stored && { ...stored, file: fastify.ruleRegistry.complete(stored.file) };
    const name = (key: string) => key || "(default)";
    // An unchanged configuration stays the same object: the document job matches the chunks it analysed ahead by it.
    const cache = new TimedCache<string, StoredConfiguration | null>(
      (key, previous) => readConfiguration(fastify.db, key || null, previous).then((stored) => (stored === previous ? previous : complete(stored))),
      {
        onStale: (configId, error) =>
          fastify.log.warn({ configId: name(configId), err: error }, "configuration could not be reloaded; analyses use the copy loaded before"),
        onFresh: (configId) => fastify.log.info({ configId: name(configId) }, "configuration reloaded again"),
      },
    );
    fastify.decorate("configurations", {
      get: (configId) => cache.get(configId ?? DEFAULT_KEY),
      invalidate: () => cache.clear(),
    } satisfies Configurations);
  },
  { name: "configurations", dependencies: ["db", "installation", "rules"] },
);
