/**
 * The comparison service and the language model client of this process, shared by the
 * routes (fastify.comparison, fastify.llm). The workers start when the app is ready and
 * stop, after finishing the job under way, when it closes; their scoring runs on the
 * engine pool's threads (fastify.engine).
 *
 * Environment: REQLENS_SIMILARITY_PERIOD_MS and REQLENS_COMPARISON_PERIOD_MS (scheduler
 * periods, default 250 ms each; an idle scheduler backs off up to 2 s, and a save in this
 * process wakes it at once), REQLENS_COMPARISON_WORKERS=false (no workers in this process); LLM_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS.
 */
import { resolveConfig } from "../../engine/index.js";
import { isUnavailable } from "../db/unavailable.js";
import { llmSettingsFromEnv, LlmClient, type LlmSettings } from "../llm/client.js";
import { llmStatus } from "../llm/status.js";
import { sharedPlugin } from "../plugin.js";
import { ComparisonService, type Thresholds } from "./service.js";

declare module "../options.js" {
  interface AppOptions {
    /** Comparison workers: scheduler periods (ms), and whether they start with the app (default true). */
    comparison?: { similarityPeriodMs?: number; comparisonPeriodMs?: number; workers?: boolean };
    /** LLM_TIMEOUT_MS: time limit of one language model call (default 8000 ms). */
    llmTimeoutMs?: number;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    comparison: ComparisonService;
    /** The language model client; null when none is configured. */
    llm: LlmClient | null;
  }
}

const DEFAULT_PERIOD_MS = 250;

/** The service of each open database (the decorator lives inside /api/v2; tests and scripts reach it through the app's db). */
const services = new WeakMap<object, ComparisonService>();
export function comparisonServiceOf(db: object): ComparisonService | undefined {
  return services.get(db);
}

function period(value: number | undefined, env: string | undefined): number {
  if (value !== undefined) return value;
  const parsed = Number(env);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_PERIOD_MS;
}

export default sharedPlugin(
  async (fastify) => {
    const settings = fastify.settings;
    let llmSettings: LlmSettings | null;
    if (settings.llm) {
      llmSettings =
        settings.llm.url && settings.llm.model
          ? {
              url: settings.llm.url,
              model: settings.llm.model,
              apiKey: settings.llm.apiKey ?? undefined,
              timeoutMs: settings.llmTimeoutMs ?? llmSettingsFromEnv({ ...process.env, LLM_URL: "x", LLM_MODEL: "x" })!.timeoutMs,
              retries: 1,
            }
          : null;
    } else {
      llmSettings = llmSettingsFromEnv();
    }
    const llm = llmSettings ? new LlmClient(llmSettings, (outcome) => llmStatus.record(outcome)) : null;
    fastify.decorate("llm", llm);

    // The default configuration's similarity settings, for every comparison database: the
    // save payload names no configuration (spec: externalId, dbName, text, projectId,
    // documentId, label, language), the similarity settings are the same for both
    // languages, and results are stored as symmetric pairs, so one database needs one
    // threshold (a pair must not depend on which of its two requirements was saved last).
    // A change of the default configuration applies to the jobs that follow (cached ≤ 1 s).
    const thresholds = async (): Promise<Thresholds> => {
      const stored = await fastify.configurations.get(null);
      const similarity = stored ? resolveConfig(stored.file, "en").similarity : undefined;
      return { threshold: similarity?.threshold ?? 0.5, duplicateThreshold: similarity?.duplicateThreshold ?? 0.9 };
    };
    const service = new ComparisonService(fastify.db, {
      similarityPeriodMs: period(settings.comparison?.similarityPeriodMs, process.env.REQLENS_SIMILARITY_PERIOD_MS),
      comparisonPeriodMs: period(settings.comparison?.comparisonPeriodMs, process.env.REQLENS_COMPARISON_PERIOD_MS),
      thresholds,
      llm,
      engine: fastify.engine,
      // The database out of reach is logged once by the db plugin, not at every tick.
      onError: (error) =>
        isUnavailable(error)
          ? fastify.log.debug({ err: error }, "comparison job waits for the database")
          : fastify.log.error({ err: error }, "comparison job failed; it stays queued"),
    });
    fastify.decorate("comparison", service);
    services.set(fastify.db, service);
    // REQLENS_COMPARISON_WORKERS=false: a process that serves the API but leaves the jobs to others.
    const workers = settings.comparison?.workers ?? process.env.REQLENS_COMPARISON_WORKERS !== "false";
    if (workers) fastify.addHook("onReady", async () => service.start());
    // preClose runs before every onClose hook, so the job under way finishes before the database closes.
    fastify.addHook("preClose", async () => service.stop());
  },
  { name: "comparison", dependencies: ["db", "configurations", "engine-pool"] },
);
