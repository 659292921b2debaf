/**
 * The worker thread of the engine pool (server/plugins/app/engine-pool.ts): runs one task
 * (server/engine/tasks.ts) at a time. Every rule comes from the engine's generated registry.
 *
 * Configurations are kept per key (configuration id and version), the most recent
 * MAX_CONFIGURATIONS. A task that carries the file is confirmed to the pool (a
 * ConfigurationHeld message), which then stops sending the file to this thread; a task
 * naming a key this thread does not hold and carrying no file is answered
 * NEEDS_CONFIGURATION, and the pool sends it again with the file. Comparison
 * indexes are kept per database and brought up to date as server/engine/comparison.ts
 * describes.
 *
 * The bytes an answer carries (a body's packed chunks, an analysis serialized as JSON) are
 * moved to the main thread, not copied: its own buffers, which this thread never uses again.
 */
import { parentPort, threadId } from "node:worker_threads";
import { move, transferableSymbol, valueSymbol } from "piscina";
import type { ConfigurationFile } from "../../engine/index.js";
import { readAnalysisBody } from "./analysis-body.js";
import { ComparisonIndexes } from "./comparison.js";
import { importInThread } from "./import-task.js";
import {
  analyseChunk,
  detectSafely,
  type SerializedOutcome,
  NEEDS_CONFIGURATION,
  rateTexts,
  suggestFor,
  type ConfigurationHeld,
  type ConfigurationRef,
  type EngineTask,
} from "./tasks.js";

const MAX_CONFIGURATIONS = 32;

const configurations = new Map<string, ConfigurationFile>();
const comparisonIndexes = new ComparisonIndexes();

function configurationOf(ref: ConfigurationRef): ConfigurationFile | undefined {
  if (ref.file) parentPort?.postMessage({ kind: "configurationHeld", key: ref.key, thread: threadId } satisfies ConfigurationHeld);
  const known = configurations.get(ref.key);
  if (known) {
    // Most recently used last, so the oldest is dropped first.
    configurations.delete(ref.key);
    configurations.set(ref.key, known);
    return known;
  }
  if (!ref.file) return undefined;
  if (configurations.size >= MAX_CONFIGURATIONS) configurations.delete(configurations.keys().next().value!);
  configurations.set(ref.key, ref.file);
  return ref.file;
}

/** An answer whose buffers are moved along with it. */
function moving(value: unknown, buffers: ArrayBufferLike[]): unknown {
  return move({ [transferableSymbol]: buffers, [valueSymbol]: value } as unknown as Parameters<typeof move>[0]);
}

export default function run(task: EngineTask): unknown {
  if (task.kind === "languages") return task.texts.map(detectSafely);
  if (task.kind === "compare") return comparisonIndexes.run(task);
  if (task.kind === "readAnalysis") {
    const outcome = readAnalysisBody(task);
    return outcome.ok
      ? moving(
          outcome,
          outcome.chunks.map((chunk) => chunk.buffer),
        )
      : outcome;
  }
  if (task.kind === "import") return importInThread(task);
  const configuration = configurationOf(task.configuration);
  if (!configuration) return NEEDS_CONFIGURATION;
  switch (task.kind) {
    case "analyse": {
      const outcome = analyseChunk(task, configuration);
      return task.serialize ? moving(outcome, [(outcome as SerializedOutcome).json.buffer]) : outcome;
    }
    case "rate":
      return rateTexts(task, configuration);
    case "suggest":
      return suggestFor(task, configuration);
  }
}
