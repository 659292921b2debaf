/**
 * The document job of this process (fastify.documents): it starts when the app is ready
 * (like the comparison workers, not with REQLENS_COMPARISON_WORKERS=false) and stops,
 * after finishing the chunk under way, when it closes.
 */
import { isUnavailable } from "../db/unavailable.js";
import { DEFAULT_DOCUMENT_RETENTION_DAYS } from "../options.js";
import { sharedPlugin } from "../plugin.js";
import { chunkAnalyser } from "./analyse-chunk.js";
import { DocumentService } from "./service.js";

declare module "../options.js" {
  interface AppOptions {
    /** Document job: scheduler period and time between deletions of expired documents (ms), requirements per chunk. */
    documents?: { periodMs?: number; retentionSweepMs?: number; chunk?: number };
  }
}

declare module "fastify" {
  interface FastifyInstance {
    documents: DocumentService;
  }
}

/** The service of each open database (the decorator lives inside /api/v2; tests and scripts reach it through the app's db). */
const services = new WeakMap<object, DocumentService>();
export function documentServiceOf(db: object): DocumentService | undefined {
  return services.get(db);
}

export default sharedPlugin(
  async (fastify) => {
    const settings = fastify.settings;
    const service = new DocumentService(fastify.db, {
      analyseChunk: chunkAnalyser(fastify.engine, fastify.llm, settings.llmIntuition, (error) =>
        fastify.log.error({ err: error }, "analysis failed for a requirement of a document; it is rated 0"),
      ),
      compare: (task) => fastify.engine.compare(task),
      threads: fastify.engine.threads,
      configuration: (configId) => fastify.configurations.get(configId),
      periodMs: settings.documents?.periodMs,
      retentionDays: settings.documentRetentionDays ?? DEFAULT_DOCUMENT_RETENTION_DAYS,
      retentionSweepMs: settings.documents?.retentionSweepMs,
      maxAttempts: settings.documentMaxAttempts,
      chunk: settings.documents?.chunk,
      onError: (error) =>
        isUnavailable(error)
          ? fastify.log.debug({ err: error }, "the document job waits for the database")
          : fastify.log.error({ err: error }, "a document job step failed"),
    });
    fastify.decorate("documents", service);
    services.set(fastify.db, service);
    const workers = settings.comparison?.workers ?? process.env.REQLENS_COMPARISON_WORKERS !== "false";
    if (workers) fastify.addHook("onReady", async () => service.start());
    fastify.addHook("preClose", async () => service.stop());
  },
  { name: "documents", dependencies: ["db", "configurations", "comparison", "engine-pool"] },
);
