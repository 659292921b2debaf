/**
 * The engine off the event loop: a pool of worker threads (piscina) runs analyses,
 * suggestions, language detection of larger inputs, document chunks and the comparison
 * jobs' scoring (server/engine/comparison.ts), so the main thread stays free for health
 * checks, static files, sign-in and the console.
 *
 * - fastify.engine runs the work: a large batch is split into chunks of about
 *   CHUNK_CHARACTERS characters (at least one per thread), so one request uses every core
 *   and its results keep the request's order.
 * - The pool's queue is fair: each client (API key, or address without one) has its own
 *   line and the threads take the clients' next chunks in turn, so a client with large
 *   batches delays another client's single analysis by about one chunk, not by its batches.
 *   The comparison jobs of every database wait in one line of their own (COMPARISON_CLIENT).
 * - Work that cannot be split (reading a large analysis body, importing a document) runs
 *   on at most all threads but one at a time, so one thread always takes the clients'
 *   chunks in turn.
 * - A thread keeps the configurations it was sent (server/engine/worker.ts); a task carries
 *   its configuration's file until every thread has confirmed holding it, then the key
 *   alone, so a batch's chunks arriving at threads that have never seen the configuration
 *   are each run once, not answered "needs the configuration" and sent again.
 * - An analysis of at most `inlineCharacters` characters in all (a check page's single
 *   requirement) runs on the main thread: well under a millisecond, less than the hop to a
 *   thread costs, and it never waits behind other clients' chunks.
 * - Admission, in an onRequest hook of the routes marked `config: { engine: true }`,
 *   before the body is read: each client has at most `clientConcurrency` such requests in
 *   flight and `clientQueue` more waiting for their turn; past that, 429 TOO_MANY_REQUESTS
 *   with Retry-After. All clients together have at most `queueLimit` requests admitted;
 *   past that, 503 SERVICE_UNAVAILABLE with Retry-After. Either refusal closes the
 *   connection, so the refused body is not read.
 *
 * Environment (read when AppOptions.engine is absent): REQLENS_WORKERS (threads; default
 * the available cores), REQLENS_QUEUE_LIMIT (default 64), REQLENS_CLIENT_CONCURRENCY
 * (default 2), REQLENS_CLIENT_QUEUE (default 4), REQLENS_INLINE_ANALYSIS_CHARACTERS (default 1000).
 *
 * The threads start when the server listens (an app used without a listener, as in tests,
 * starts them with its first task).
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import pLimit from "p-limit";
import { Piscina, type PiscinaTask, type TaskQueue } from "piscina";
import { DocumentError, emptyTally, mergeTally, type ImportOptions, type ImportResult, type SummaryTally } from "../../../documents/index.js";
import type { ConfigurationFile, IntuitionJudgement, Language } from "../../../engine/index.js";
import type { StoredConfiguration } from "../../configurations/repository.js";
import { readAnalysisBody, type ReadAnalysisOutcome, type ReadAnalysisTask } from "../../engine/analysis-body.js";
import { chunkRanges } from "../../engine/chunks.js";
import type { CompareOutcome, CompareTask } from "../../engine/comparison.js";
import type { ImportOutcome, ImportTask } from "../../engine/import-task.js";
import {
  analyseChunk as analyseInline,
  detectSafely,
  NEEDS_CONFIGURATION,
  type AnalyseOutcome,
  type AnalyseTask,
  type ChunkFailure,
  type ConfigurationHeld,
  type ConfigurationRef,
  type EngineTask,
  type Rated,
  type SerializedOutcome,
  type StoredOutcome,
  type SuggestOutcome,
} from "../../engine/tasks.js";
import type { StoreAt, StoredPart } from "../../documents/compact.js";
import { badRequest, HttpError, payloadTooLarge } from "../../errors.js";
import { sharedPlugin } from "../../plugin.js";

export interface EngineSettings {
  /** REQLENS_WORKERS: worker threads (default: the available cores). */
  workers?: number;
  /** REQLENS_QUEUE_LIMIT: engine requests admitted at once, running or waiting, over all clients (default 64). */
  queueLimit?: number;
  /** REQLENS_CLIENT_CONCURRENCY: engine requests of one client in flight (default 2). */
  clientConcurrency?: number;
  /** REQLENS_CLIENT_QUEUE: engine requests of one client waiting for a free place (default 4); 0 answers 429 at once. */
  clientQueue?: number;
  /** REQLENS_INLINE_ANALYSIS_CHARACTERS: analyses of at most this many characters in all run on the main thread (default 1000; 0: none). */
  inlineCharacters?: number;
}

declare module "../../options.js" {
  interface AppOptions {
    /** The engine's worker pool and its admission limits (server/plugins/app/engine-pool.ts). */
    engine?: EngineSettings;
  }
}

/** Language detection of fewer characters runs on the main thread: a thread hop would cost more. */
export const INLINE_DETECTION_CHARACTERS = 2_000;
/** Analysis bodies of fewer bytes are read on the main thread (well under a millisecond): a thread hop would cost more. */
export const INLINE_BODY_BYTES = 32 * 1024;
const RETRY_AFTER_SECONDS = 1;
/** The line of the comparison jobs in the fair queue (clients are named `key:…` or `anon:…`). */
export const COMPARISON_CLIENT = "comparison";

export interface AnalyseBatch {
  configuration: StoredConfiguration;
  language?: Language;
  /** The language of the improvement texts; the requirement's when absent. */
  messageLanguage?: Language;
  items: AnalyseTask["items"];
  /** The items already split and serialized by a thread that read the body (readAnalysisBody); `items` is then empty. */
  packed?: { ranges: Array<[number, number]>; chunks: Uint8Array[]; characters: number };
  intuition?: Array<IntuitionJudgement | undefined>;
  /** Whose line the chunks wait in (the admitted client of the request). */
  client: string;
  /** The document and position of the first item: the items are answered in the form the document stores them. */
  store?: StoreAt;
}

/** A body of POST /requirements/analyse read in a thread: its config, work and packed items. */
export type ReadAnalysis = Extract<ReadAnalysisOutcome, { ok: true }>;

export interface Engine {
  /** Analyses a batch, split into chunks across the threads; results in the batch's order. */
  analyse(batch: AnalyseBatch): Promise<AnalyseOutcome>;
  /** The same, answered as the items' JSON serialized by the threads: UTF-8 parts, in order, to be comma-joined (no brackets). */
  analyseSerialized(batch: AnalyseBatch): Promise<{ json: Uint8Array[]; failures: number; firstFailure?: ChunkFailure }>;
  /**
   * Parses and validates an analysis body in a thread (server/engine/analysis-body.ts);
   * throws 400 or 413 as the route's validation and limits would. With `withContent`, the
   * items come back too.
   */
  readAnalysisBody(body: Uint8Array, client: string, withContent: boolean): Promise<ReadAnalysis>;
  /**
   * Reads an uploaded document with the importers (documents/) in a thread; their refusals as
   * DocumentError. `options.early` gets the importer's early texts here, until the result is in.
   */
  importDocument(bytes: Uint8Array, options: ImportOptions, client: string): Promise<ImportResult>;
  /** Analyses a batch of a document's consecutive requirements into the form it stores (its parts, one per chunk, in order) and their tally. */
  analyseStored(
    batch: AnalyseBatch & { store: StoreAt },
  ): Promise<{ parts: StoredPart[]; tally: SummaryTally; failures: number; firstFailure?: ChunkFailure }>;
  /** The original rated with the local intuition estimate, and the engine's rewrites of it. */
  suggest(configuration: StoredConfiguration, language: Language | undefined, text: string, client: string): Promise<SuggestOutcome>;
  /** Texts rated again (each with its language model judgement, when given). */
  rate(
    configuration: StoredConfiguration,
    language: Language | undefined,
    texts: string[],
    intuition: Array<IntuitionJudgement | undefined> | undefined,
    client: string,
  ): Promise<Rated[]>;
  /** The language of each text; short inputs are detected on the main thread. */
  detectLanguages(texts: string[], client: string): Promise<Language[]>;
  /** Comparison results of requirements against the thread's index of their database (server/engine/comparison.ts). */
  compare(task: CompareTask): Promise<CompareOutcome>;
  /** Worker threads of the pool. */
  readonly threads: number;
  /** Tasks the threads have finished since the start (work done on the main thread is not counted). */
  readonly completed: number;
  /** Of those, the tasks a thread answered that it lacked the configuration for (each was sent again with the file). */
  readonly resent: number;
}

declare module "fastify" {
  interface FastifyInstance {
    engine: Engine;
  }
  interface FastifyContextConfig {
    /** The route runs engine work: admission by client concurrency and the queue limit. */
    engine?: boolean;
  }
}

function whole(value: string | undefined, fallback: number, name: string, minimum: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < minimum) throw new Error(`${name} must be a whole number ≥ ${minimum}, not ${JSON.stringify(value)}`);
  return n;
}

export function engineSettingsFromEnv(env: NodeJS.ProcessEnv): Required<EngineSettings> {
  return {
    workers: whole(env.REQLENS_WORKERS, availableParallelism(), "REQLENS_WORKERS", 1),
    queueLimit: whole(env.REQLENS_QUEUE_LIMIT, 64, "REQLENS_QUEUE_LIMIT", 1),
    clientConcurrency: whole(env.REQLENS_CLIENT_CONCURRENCY, 2, "REQLENS_CLIENT_CONCURRENCY", 1),
    clientQueue: whole(env.REQLENS_CLIENT_QUEUE, 4, "REQLENS_CLIENT_QUEUE", 0),
    inlineCharacters: whole(env.REQLENS_INLINE_ANALYSIS_CHARACTERS, 1000, "REQLENS_INLINE_ANALYSIS_CHARACTERS", 0),
  };
}

/**
 * The worker's file: the TypeScript source next to this one under tsx (development,
 * tests), worker.js beside it when the server is compiled file by file, or
 * engine-worker.js beside the bundle when it is bundled into one file.
 */
export function workerEntry(): { filename: string; execArgv: string[] } {
  const source = fileURLToPath(new URL("../../engine/worker.ts", import.meta.url));
  if (import.meta.url.endsWith(".ts")) return { filename: source, execArgv: ["--import", "tsx"] };
  const compiled = fileURLToPath(new URL("../../engine/worker.js", import.meta.url));
  return { filename: existsSync(compiled) ? compiled : fileURLToPath(new URL("./engine-worker.js", import.meta.url)), execArgv: [] };
}

/**
 * The pool's queue: one line per client, served in turn. The pool gives back a task it
 * took but found no free thread for (unshift, with stricterFIFO); that task is the next
 * one served, so the client whose turn it was keeps it.
 */
class FairQueue implements TaskQueue {
  private readonly lines = new Map<string, PiscinaTask[]>();
  private readonly returned: PiscinaTask[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(task: PiscinaTask): void {
    const options = (task as unknown as Record<symbol, { client?: string } | null>)[Piscina.queueOptionsSymbol];
    const client = options?.client ?? "";
    const line = this.lines.get(client);
    if (line) line.push(task);
    else this.lines.set(client, [task]);
    this.count++;
  }

  unshift(task: PiscinaTask): void {
    this.returned.unshift(task);
    this.count++;
  }

  shift(): PiscinaTask | null {
    const returned = this.returned.shift();
    if (returned) {
      this.count--;
      return returned;
    }
    // The first line in the map is the client whose turn it is; once served, it goes to the back.
    for (const [client, line] of this.lines) {
      const task = line.shift()!;
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      this.count--;
      return task;
    }
    return null;
  }

  remove(task: PiscinaTask): void {
    const index = this.returned.indexOf(task);
    if (index !== -1) {
      this.returned.splice(index, 1);
      this.count--;
      return;
    }
    for (const [client, line] of this.lines) {
      const index = line.indexOf(task);
      if (index === -1) continue;
      line.splice(index, 1);
      if (line.length === 0) this.lines.delete(client);
      this.count--;
      return;
    }
  }
}

/** Admission of engine requests: per-client places and waiting lines, and the total. */
class Admission {
  private readonly clients = new Map<string, { running: number; waiting: Array<() => void> }>();
  private admitted = 0;

  constructor(private readonly settings: Required<EngineSettings>) {}

  /** Resolves with the release function once the client has a place; throws 429 or 503. */
  async enter(client: string): Promise<() => void> {
    if (this.admitted >= this.settings.queueLimit) {
      throw new HttpError(
        503,
        "SERVICE_UNAVAILABLE",
        `the server is busy: ${this.settings.queueLimit} analyses are under way or waiting; try again shortly`,
      );
    }
    let state = this.clients.get(client);
    if (!state) this.clients.set(client, (state = { running: 0, waiting: [] }));
    if (state.running >= this.settings.clientConcurrency) {
      if (state.waiting.length >= this.settings.clientQueue) {
        throw new HttpError(
          429,
          "TOO_MANY_REQUESTS",
          `this client already has ${this.settings.clientConcurrency} analyses in flight and ${this.settings.clientQueue} waiting; ` +
            "wait for their answers before sending more",
        );
      }
      this.admitted++;
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    } else {
      this.admitted++;
      state.running++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted--;
      const next = state.waiting.shift();
      // The place passes to the client's next waiting request as it is.
      if (next) next();
      else if (--state.running === 0) this.clients.delete(client);
    };
  }
}

export default sharedPlugin(
  async (fastify) => {
    const settings = { ...engineSettingsFromEnv(process.env), ...fastify.settings.engine };
    const entry = workerEntry();
    /**
     * The threads (by id) that have confirmed holding each configuration key. A task carries
     * its configuration's file until every thread holds it: the pool cannot tell which thread
     * will take a task, and a thread that lacks the file answers NEEDS_CONFIGURATION, which
     * costs the task a second trip (for every chunk it had taken before the file came back).
     */
    const holders = new Map<string, Set<number>>();
    let pool: Piscina | null = null;
    const poolOf = (): Piscina => {
      if (pool) return pool;
      pool = new Piscina({
        filename: entry.filename,
        execArgv: entry.execArgv,
        minThreads: settings.workers,
        maxThreads: settings.workers,
        taskQueue: new FairQueue(),
        // A task taken but not placed goes back to the front (FairQueue.unshift), not behind every other client's.
        stricterFIFO: true,
      });
      pool.on("message", (message: ConfigurationHeld) => {
        if (message?.kind !== "configurationHeld") return;
        let threads = holders.get(message.key);
        if (!threads) holders.set(message.key, (threads = new Set()));
        threads.add(message.thread);
      });
      // A thread that ends (and the one that replaces it) holds nothing.
      pool.on("workerDestroy", (worker: { id: number }) => {
        for (const threads of holders.values()) threads.delete(worker.id);
      });
      return pool;
    };
    fastify.addHook("onListen", async () => {
      poolOf();
    });
    fastify.addHook("onClose", async () => {
      await pool?.close({ force: true });
    });
    // Work that cannot be split waits here for a thread of its own, leaving one for the chunks.
    const indivisible = pLimit(Math.max(1, settings.workers - 1));
    let resent = 0;

    /**
     * Runs a task; when the thread does not hold its configuration, once more with the file.
     * `transferList`: buffers and ports moved to the thread, not copied (this thread must not use them again).
     */
    async function run<T>(task: EngineTask, client: string, file?: ConfigurationFile, transferList?: Array<ArrayBuffer | MessagePort>): Promise<T> {
      const { key, file: sent } = "configuration" in task ? task.configuration : { key: undefined, file: undefined };
      const needed = key !== undefined && file !== undefined && !sent && (holders.get(key)?.size ?? 0) < settings.workers;
      const withFile = needed ? { ...task, configuration: { key, file } } : task;
      const queued = Object.assign(withFile, { [Piscina.queueOptionsSymbol]: { client } });
      const result = (await poolOf().run(queued, transferList ? { transferList } : {})) as T | typeof NEEDS_CONFIGURATION;
      if (result !== NEEDS_CONFIGURATION) return result;
      resent++;
      if (key === undefined || !file) throw new Error("an engine thread asked for a configuration the task cannot give");
      // A thread dropped the configuration (it keeps the most recent ones): send the file again until each confirms it.
      holders.delete(key);
      return run<T>({ ...task, configuration: { key, file } } as EngineTask, client);
    }

    const refOf = (stored: StoredConfiguration): ConfigurationRef => ({ key: `${stored.configId}\u0000${stored.version}` });

    /** The task of a batch, or of one of its packed chunks (`packed`). */
    const analyseTask = (batch: AnalyseBatch, serialize: boolean, packed = batch.packed?.chunks[0]): AnalyseTask => ({
      kind: "analyse",
      configuration: refOf(batch.configuration),
      language: batch.language,
      ...(batch.messageLanguage ? { messageLanguage: batch.messageLanguage } : {}),
      items: batch.items,
      ...(packed ? { packed } : {}),
      intuition: batch.intuition,
      ...(serialize ? { serialize } : {}),
      ...(batch.store === undefined ? {} : { store: batch.store }),
    });
    const chunk = <T>(batch: AnalyseBatch, serialize: boolean, packed?: Uint8Array): Promise<T> =>
      run<T>(analyseTask(batch, serialize, packed), batch.client, batch.configuration.file);

    /** A batch in chunks across the threads, their outcomes in the batch's order; a small one on this thread. */
    async function inChunks<T>(batch: AnalyseBatch, serialize: boolean): Promise<T[]> {
      const { packed } = batch;
      const inline = isSmall(batch);
      const part = (slice: AnalyseBatch, bytes?: Uint8Array): T | Promise<T> =>
        inline ? (analyseInline(analyseTask(slice, serialize, bytes), batch.configuration.file) as T) : chunk<T>(slice, serialize, bytes);
      if (packed) {
        return Promise.all(packed.ranges.map(([from, to], i) => part({ ...batch, intuition: batch.intuition?.slice(from, to) }, packed.chunks[i])));
      }
      if (inline) return [part(batch) as T];
      const ranges = chunkRanges(
        batch.items.map((item) => item.text.length),
        settings.workers,
      );
      return Promise.all(
        ranges.map(([from, to]) =>
          chunk<T>(
            {
              ...batch,
              items: batch.items.slice(from, to),
              intuition: batch.intuition?.slice(from, to),
              store: batch.store === undefined ? undefined : { ...batch.store, first: batch.store.first + from },
            },
            serialize,
          ),
        ),
      );
    }

    /** Few enough characters in all to analyse on the main thread. */
    function isSmall({ packed, items }: AnalyseBatch): boolean {
      if (packed) return packed.characters <= settings.inlineCharacters;
      let characters = 0;
      for (const item of items) characters += item.text.length;
      return characters <= settings.inlineCharacters;
    }

    const failuresOf = (outcomes: ReadonlyArray<{ failures: number; firstFailure?: ChunkFailure }>) => {
      const failures = outcomes.reduce((sum, outcome) => sum + outcome.failures, 0);
      const firstFailure = outcomes.find((outcome) => outcome.firstFailure)?.firstFailure;
      return firstFailure ? { failures, firstFailure } : { failures };
    };

    const engine: Engine = {
      threads: settings.workers,
      get completed() {
        return pool?.completed ?? 0;
      },
      get resent() {
        return resent;
      },
      async analyse(batch) {
        const outcomes = await inChunks<AnalyseOutcome>(batch, false);
        return { items: outcomes.flatMap((outcome) => outcome.items), ...failuresOf(outcomes) };
      },
      async analyseStored(batch) {
        const outcomes = await inChunks<StoredOutcome>(batch, false);
        const tally = emptyTally();
        for (const outcome of outcomes) mergeTally(tally, outcome.tally);
        return { parts: outcomes.map((outcome) => outcome.part), tally, ...failuresOf(outcomes) };
      },
      async analyseSerialized(batch) {
        const outcomes = await inChunks<SerializedOutcome>(batch, true);
        return { json: outcomes.map((outcome) => outcome.json).filter((json) => json.length > 0), ...failuresOf(outcomes) };
      },
      async readAnalysisBody(body, client, withContent) {
        const task: ReadAnalysisTask = { kind: "readAnalysis", body, threads: settings.workers, withContent };
        // A body in a buffer of its own moves to the thread: the route never reads it again.
        const own = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
        const outcome =
          body.length < INLINE_BODY_BYTES
            ? readAnalysisBody(task)
            : await indivisible(() => run<ReadAnalysisOutcome>(task, client, undefined, own ? [body.buffer as ArrayBuffer] : undefined));
        if (!outcome.ok) throw outcome.httpStatus === 413 ? payloadTooLarge(outcome.message) : badRequest(outcome.message);
        return outcome;
      },
      async importDocument(bytes, { early, ...options }, client) {
        // The early texts come over a port of their own while the thread reads; once the result is in, later ones are not wanted.
        const channel = early ? new MessageChannel() : undefined;
        channel?.port1.on("message", ({ texts, first }: { texts: string[]; first: number }) => early!.take(texts, first));
        try {
          const task: ImportTask = {
            kind: "import",
            bytes,
            options,
            ...(early && channel ? { early: { every: early.every, port: channel.port2 } } : {}),
          };
          const outcome = await indivisible(() => run<ImportOutcome>(task, client, undefined, channel ? [channel.port2] : undefined));
          if (!outcome.ok) throw new DocumentError(outcome.status, outcome.code, outcome.message);
          return outcome.result;
        } finally {
          channel?.port1.close();
        }
      },
      suggest: (configuration, language, text, client) =>
        run<SuggestOutcome>({ kind: "suggest", configuration: refOf(configuration), language, text }, client, configuration.file),
      rate: (configuration, language, texts, intuition, client) =>
        run<Rated[]>({ kind: "rate", configuration: refOf(configuration), language, texts, intuition }, client, configuration.file),
      async detectLanguages(texts, client) {
        let characters = 0;
        for (const text of texts) characters += text.length;
        if (characters < INLINE_DETECTION_CHARACTERS) return texts.map(detectSafely);
        return run<Language[]>({ kind: "languages", texts }, client);
      },
      compare: (task) => run<CompareOutcome>(task, COMPARISON_CLIENT),
    };
    fastify.decorate("engine", engine);

    // A place is held from admission until both the answer is over (sent, or the connection
    // closed) and the handler has finished: a client that hangs up during the work keeps its
    // place until the work ends, so hanging up and sending again gains it nothing.
    const admission = new Admission(settings);
    const releases = new WeakMap<FastifyRequest, () => void>();
    const running = new WeakSet<FastifyRequest>();
    const ended = new WeakSet<FastifyRequest>();
    const end = (request: FastifyRequest) => {
      ended.add(request);
      if (!running.has(request)) releases.get(request)?.();
    };

    fastify.addHook("onRoute", (route) => {
      if (route.config?.engine !== true) return;
      const handler = route.handler;
      route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        running.add(request);
        try {
          return await handler.call(this, request, reply);
        } finally {
          running.delete(request);
          if (ended.has(request)) releases.get(request)?.();
        }
      };
    });
    fastify.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config?.engine !== true) return;
      // Listening before the wait: a client that hangs up while waiting for its place gives it back at once.
      reply.raw.once("close", () => end(request));
      let release: () => void;
      try {
        release = await admission.enter(request.client);
      } catch (error) {
        // The connection closes with the refusal: the body (up to megabytes of a large batch)
        // is then never read, so a client sending again at once costs the event loop nothing.
        if (error instanceof HttpError) reply.header("retry-after", String(RETRY_AFTER_SECONDS)).header("connection", "close");
        throw error;
      }
      releases.set(request, release);
      if (ended.has(request)) release();
    });
    fastify.addHook("onResponse", async (request) => end(request));
  },
  { name: "engine-pool", dependencies: ["api-keys"] },
);
