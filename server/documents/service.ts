/**
 * The document job. Every server process runs one scheduler (server/jobs/scheduler.ts);
 * each tick is one transaction that takes the oldest document with work left with
 * SELECT … FOR UPDATE SKIP LOCKED and does one chunk of it:
 *  1. analysis: the next CHUNK requirements not analysed yet, through the one engine call
 *     (analyse-chunk.ts), their results and the progress stored together;
 *  2. comparison (unless the upload said compare=false): the next CHUNK requirements not
 *     compared yet, each compared with the whole document in the engine's threads (the
 *     pool's comparison path, server/engine/comparison.ts: each thread keeps the document's
 *     index), their duplicates and contradictions stored in both directions with the progress;
 *  3. the end: the summary (summarise() of the documents module) and the status done.
 * A process that dies mid-chunk commits nothing of it, so a restart (or another process)
 * goes on where the last commit stopped, and no requirement's results are stored twice.
 *
 * Every step also writes the document's tally (the running counts of its summary), so its
 * status shows a summary so far and the end needs no second read of the rows. While a step
 * stores its chunk, the engine already analyses the next ones (CHUNKS_AHEAD, outside any
 * transaction; a prefetch the next step does not ask for is dropped), and the upload itself
 * starts the first chunks while it stores the requirements (analyseAhead). A step that fails is tried again;
 * after `maxAttempts` failures in a row its document fails with a message saying so, and
 * what earlier steps stored stays.
 *
 * The same scheduler deletes documents older than the retention period, once an hour.
 */
import { LRUCache } from "lru-cache";
import { resolveConfig, type Language } from "../../engine/index.js";
import { mergeTally } from "../../documents/index.js";
import type { Database, Queryable } from "../db/database.js";
import { isUnavailable } from "../db/unavailable.js";
import { JobScheduler, type TickOutcome } from "../jobs/scheduler.js";
import type { StoredConfiguration } from "../configurations/repository.js";
import { chunkRanges } from "../engine/chunks.js";
import type { CompareOutcome, CompareTask } from "../engine/comparison.js";
import type { AnalyseChunk, StoredChunk } from "./analyse-chunk.js";
import {
  comparisonInput,
  countFailedAttempt,
  deleteExpired,
  pendingConfigId,
  finishDocument,
  readDocument,
  storeAnalyses,
  storeComparisons,
  tallyOf,
  takeDocument,
  unanalysed,
  uncompared,
  type DocumentErrorCode,
  type DocumentRecord,
  type PairRow,
} from "./repository.js";

/** Requirements per chunk (one transaction each; the engine spreads a chunk over its threads). */
export const CHUNK = 1000;

/**
 * Chunks of a document analysed ahead of the one being stored, so the engine's threads never
 * wait for the database: storing an upload's requirements takes about as long as analysing
 * four or five chunks, and the job's first step comes only after it.
 */
const CHUNKS_AHEAD = 5;

/** Chunks ahead when a step reads the texts from the database (no upload in this process left them). */
const CHUNKS_AHEAD_READ = 2;

/** Chunks analysed ahead at most (of the document under way, and of uploads waiting for their turn). */
const MAX_PREFETCHES = 2 * (CHUNKS_AHEAD + 1);

/** Uploads whose texts this process keeps for their job, the most recent ones. */
const MAX_KEPT_TEXTS = 2;

export interface DocumentServiceOptions {
  analyseChunk: AnalyseChunk;
  /** Comparison scoring in the engine's threads (fastify.engine.compare). */
  compare: (task: CompareTask) => Promise<CompareOutcome>;
  /** Engine threads: a comparison chunk is split into this many parts. */
  threads?: number;
  configuration: (configId: string | null) => Promise<StoredConfiguration | null>;
  /** Scheduler period in ms (default 250). */
  periodMs?: number;
  /** Documents are deleted this many days after their upload. */
  retentionDays: number;
  /** Time between two deletions of expired documents (default one hour). */
  retentionSweepMs?: number;
  chunk?: number;
  /** Failures in a row of one step after which its document fails (REQLENS_DOCUMENT_MAX_ATTEMPTS, default 3). */
  maxAttempts?: number;
  onError?: (error: unknown) => void;
}

/** A failure of one document that no retry mends (its configuration is gone): the document fails with this message. */
class DocumentJobError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The analysis of a chunk started ahead: after the chunk being stored, the first ones of a new
 * upload, or those its importer gave while it still read the file.
 */
interface Prefetch {
  key: string;
  configuration: StoredConfiguration;
  /** The texts analysed: a chunk is taken only for the same texts (the importer's early ones may differ from its result). */
  texts: readonly string[];
  analysed: Promise<StoredChunk>;
}

/** What a chunk's analysis depends on besides the configuration: its document, language and positions (consecutive). */
const chunkKey = (documentId: string, first: number, count: number, language: Language | undefined) =>
  `${documentId}:${language ?? "auto"}:${first}:${count}`;

/** A list cut into consecutive pieces of `size` (the last may be shorter). */
const piecesOf = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, k) => list.slice(k * size, (k + 1) * size));

export class DocumentService {
  private readonly scheduler: JobScheduler;
  private sweepTimer: NodeJS.Timeout | undefined;
  private prefetches: Prefetch[] = [];
  /** The texts of recent uploads by document, in position order: the job's steps need not read them back. */
  private readonly texts = new LRUCache<string, readonly string[]>({ max: MAX_KEPT_TEXTS });
  /** The last step failed: the scheduler waits one period before the next attempt. */
  private lastStepFailed = false;
  /** Requirements this process has analysed and compared (tests, benchmarks). */
  readonly processed = { analysed: 0, compared: 0 };

  constructor(
    private readonly db: Database,
    private readonly options: DocumentServiceOptions,
  ) {
    this.scheduler = new JobScheduler(() => this.tick(), options.periodMs ?? 250, options.onError);
  }

  start(): void {
    this.scheduler.start();
    const sweep = () => void this.deleteExpired().catch((error: unknown) => this.options.onError?.(error));
    sweep();
    this.sweepTimer = setInterval(sweep, this.options.retentionSweepMs ?? 3600_000);
    this.sweepTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.scheduler.stop();
  }

  /** Runs the job now: this process has just queued a document. */
  wake(): void {
    this.scheduler.wake();
  }

  /**
   * Starts the analysis of a new document's first chunks while its upload is still being
   * stored, so the engine's threads work during the insert; the job's first steps take the results.
   */
  analyseAhead(documentId: string, texts: readonly string[], configuration: StoredConfiguration, language: Language | undefined): void {
    // A process whose job does not run (another one's does) leaves the analysis to that one.
    if (!this.scheduler.isRunning) return;
    const chunk = this.chunk;
    const ahead = piecesOf(texts.slice(0, chunk * (CHUNKS_AHEAD + 1)), chunk).map(
      (piece, k) =>
        this.takePrefetch(chunkKey(documentId, k * chunk + 1, piece.length, language), configuration, piece) ??
        this.started(documentId, k * chunk + 1, piece, configuration, language),
    );
    this.prefetches = [...this.prefetches, ...ahead].slice(-MAX_PREFETCHES);
    this.texts.set(documentId, texts);
  }

  /** Requirements per chunk: the importer gives its early texts in pieces of this size. */
  get chunk(): number {
    return this.options.chunk ?? CHUNK;
  }

  /**
   * Starts the analysis of texts an upload's importer gave while it still read the file (a
   * chunk of a large table, from position `first`); analyseAhead takes it when the importer's
   * result has the same texts there.
   */
  analyseEarly(
    documentId: string,
    first: number,
    texts: readonly string[],
    configuration: StoredConfiguration,
    language: Language | undefined,
  ): void {
    // Only the chunks analyseAhead would start: the job takes the later ones as it goes.
    if (!this.scheduler.isRunning || first > this.chunk * (CHUNKS_AHEAD + 1)) return;
    const key = chunkKey(documentId, first, texts.length, language);
    if (this.prefetches.some((p) => p.key === key)) return;
    this.prefetches = [...this.prefetches, this.started(documentId, first, texts, configuration, language)].slice(-MAX_PREFETCHES);
  }

  /** Deletes the documents older than the retention period; returns how many. */
  deleteExpired(): Promise<number> {
    return deleteExpired(this.db, this.options.retentionDays);
  }

  private async tick(): Promise<TickOutcome> {
    const outcome = await this.step();
    if (outcome === "idle") return "idle";
    return this.lastStepFailed ? "done" : "busy";
  }

  /** Runs every pending chunk of every document (tests, benchmarks). */
  async drain(): Promise<void> {
    while ((await this.step()) !== "idle") {
      // until no document has work left
    }
  }

  /** One chunk of the oldest document with work left: "idle" when there was none. */
  async step(): Promise<"idle" | "worked"> {
    this.lastStepFailed = false;
    // The configuration is read before the chunk's transaction: on PGlite that transaction
    // holds the one connection, so a read through the configuration cache inside it would wait for ever.
    const next = await pendingConfigId(this.db);
    if (next === undefined) return "idle";
    const stored = await this.options.configuration(next);
    let failed: { id: string; error: DocumentJobError } | undefined;
    let taken: string | undefined;
    let outcome: "idle" | "worked";
    try {
      outcome = await this.db.transaction(async (tx): Promise<"idle" | "worked"> => {
        const doc = await takeDocument(tx);
        if (!doc) return "idle";
        // Another document came first meanwhile: the next step reads its configuration.
        if (doc.options.configId !== next) return "worked";
        taken = doc.id;
        try {
          await this.work(tx, doc, stored);
        } catch (error) {
          if (!(error instanceof DocumentJobError)) throw error;
          failed = { id: doc.id, error };
        }
        return "worked";
      });
    } catch (error) {
      // The database itself is away: nothing to count, the scheduler waits for it.
      if (taken === undefined || isUnavailable(error)) throw error;
      this.lastStepFailed = true;
      this.options.onError?.(error);
      failed = await this.failedAttempt(taken);
      if (!failed) return "worked";
    }
    // A document that cannot go on fails, in a transaction of its own (the chunk's was rolled back).
    if (failed) {
      const { id, error } = failed;
      this.forget(id);
      await this.db.transaction((tx) => finishDocument(tx, id, "failed", { code: error.code, message: error.message }));
    }
    return outcome!;
  }

  /** Counts a failed step of a document; once there were maxAttempts in a row, the error its document fails with. */
  private async failedAttempt(id: string): Promise<{ id: string; error: DocumentJobError } | undefined> {
    this.prefetches = [];
    const attempts = await countFailedAttempt(this.db, id);
    const max = this.options.maxAttempts ?? 3;
    if (attempts < max) return undefined;
    const doc = await readDocument(this.db, id);
    const phase = doc && doc.analysed < doc.requirements ? "analysis" : "comparison";
    const from = doc ? (phase === "analysis" ? doc.analysed : doc.compared) + 1 : 1;
    return {
      id,
      error: new DocumentJobError(
        "STEP_FAILED",
        `the ${phase} of the requirements from number ${from} on failed ${attempts} times in a row; the results before them are kept (the server log has the cause)`,
      ),
    };
  }

  /** Drops what this process keeps of a document's job. */
  forget(id: string): void {
    this.prefetches = this.prefetches.filter((p) => !p.key.startsWith(`${id}:`));
    this.texts.delete(id);
  }

  /**
   * The next requirements of a document not analysed yet: from the texts its upload left in
   * this process, else (another process took the upload, or this one restarted) from the database.
   */
  private unanalysed(
    tx: Queryable,
    doc: DocumentRecord,
    limit: number,
  ): Promise<Array<{ position: number; text: string }>> | Array<{ position: number; text: string }> {
    const texts = this.texts.get(doc.id);
    if (texts?.length !== doc.requirements) return unanalysed(tx, doc, Math.min(limit, this.chunk * (CHUNKS_AHEAD_READ + 1)));
    return texts.slice(doc.analysed, doc.analysed + limit).map((text, i) => ({ position: doc.analysed + i + 1, text }));
  }

  /** The analysis of some texts of a document, started now. */
  private started(
    documentId: string,
    first: number,
    texts: readonly string[],
    configuration: StoredConfiguration,
    language: Language | undefined,
  ): Prefetch {
    const analysed = this.options.analyseChunk(texts, { first }, configuration, language);
    // A prefetch nobody asks for again must not end the process with an unhandled rejection.
    analysed.catch(() => undefined);
    return { key: chunkKey(documentId, first, texts.length, language), configuration, texts, analysed };
  }

  /** The prefetch of some rows of a document, when one was started with the same configuration and texts; it is taken out of the list. */
  private takePrefetch(key: string, configuration: StoredConfiguration, texts: readonly string[]): Prefetch | undefined {
    const index = this.prefetches.findIndex(
      (p) => p.key === key && p.configuration === configuration && p.texts.length === texts.length && p.texts.every((text, i) => text === texts[i]),
    );
    return index < 0 ? undefined : this.prefetches.splice(index, 1)[0];
  }

  /**
   * The analysis of the first chunk of `rows` (its prefetch when there is one, else now), and
   * the chunks after it started ahead; the document's other prefetches are dropped.
   */
  private analysis(
    doc: DocumentRecord,
    rows: ReadonlyArray<{ position: number; text: string }>,
    configuration: StoredConfiguration,
    language: Language | undefined,
  ): Promise<StoredChunk> {
    const ready = (rows: ReadonlyArray<{ position: number; text: string }>) => {
      const texts = rows.map((r) => r.text);
      return (
        this.takePrefetch(chunkKey(doc.id, rows[0].position, rows.length, language), configuration, texts) ??
        this.started(doc.id, rows[0].position, texts, configuration, language)
      );
    };
    const [current, ...next] = piecesOf(rows, this.chunk).map(ready);
    this.prefetches = [...this.prefetches.filter((p) => !p.key.startsWith(`${doc.id}:`)), ...next].slice(-MAX_PREFETCHES);
    return current.analysed;
  }

  private async work(tx: Queryable, doc: DocumentRecord, stored: StoredConfiguration | null): Promise<void> {
    const chunk = this.chunk;
    const language = doc.options.language === "auto" ? undefined : doc.options.language;
    if (doc.analysed < doc.requirements) {
      const configuration = this.configuration(doc, stored);
      // This chunk and the next ones: their analysis runs while this one is stored.
      const rows = await this.unanalysed(tx, doc, chunk * (CHUNKS_AHEAD + 1));
      const analysed = await this.analysis(doc, rows, configuration, language);
      const tally = mergeTally(await tallyOf(tx, doc), analysed.tally);
      await storeAnalyses(tx, doc.id, analysed.parts, tally);
      this.processed.analysed += analysed.tally.requirements;
      return;
    }
    if (doc.options.compare && doc.compared < doc.requirements) {
      const similarity = resolveConfig(this.configuration(doc, stored).file, language ?? "en").similarity;
      const duplicateThreshold = similarity?.duplicateThreshold ?? 0.9;
      const threshold = Math.min(similarity?.threshold ?? 0.5, duplicateThreshold);
      const positions = uncompared(doc, chunk);
      // The chunk in one part per engine thread, compared there at once.
      const parts = chunkRanges(
        positions.map(() => 1),
        this.options.threads ?? 1,
      );
      const compared = await Promise.all(parts.map(([from, to]) => this.compare(tx, doc, positions.slice(from, to), threshold, duplicateThreshold)));
      const pairs: PairRow[] = [];
      for (const { id, result } of compared.flat()) {
        if (!result) continue;
        const position = Number(id);
        for (const d of result.duplicates)
          pairs.push({ source: position, target: Number(d.id), kind: "duplicate", score: d.score, reason: d.reason });
        for (const c of result.contradictions)
          pairs.push({ source: position, target: Number(c.id), kind: "contradiction", score: null, reason: c.reason });
      }
      await storeComparisons(tx, doc.id, positions, pairs, await tallyOf(tx, doc));
      this.processed.compared += positions.length;
      return;
    }
    this.forget(doc.id);
    await finishDocument(tx, doc.id, "done", null);
  }

  private configuration(doc: DocumentRecord, stored: StoredConfiguration | null): StoredConfiguration {
    if (!stored) {
      const which = doc.options.configId === null ? "the default configuration" : `configuration "${doc.options.configId}"`;
      throw new DocumentJobError("CONFIGURATION_MISSING", `${which} no longer exists; check the document again with another configuration`);
    }
    return stored;
  }

  /**
   * Requirements of a document compared with the whole document in an engine thread
   * (server/engine/comparison.ts): each thread keeps the document's index as a comparison
   * database of its own (named by the document, whose texts never change), and a thread
   * without it is sent every requirement once.
   */
  private async compare(tx: Queryable, doc: DocumentRecord, positions: number[], threshold: number, duplicateThreshold: number) {
    const task: CompareTask = {
      kind: "compare",
      dbName: `document:${doc.id}`,
      generation: doc.id,
      seq: doc.requirements,
      ids: positions.map(String),
      threshold,
      duplicateThreshold,
    };
    for (;;) {
      const outcome = await this.options.compare(task);
      if ("compared" in outcome) return outcome.compared;
      const rows = await comparisonInput(tx, doc.id);
      task.changes = {
        after: 0,
        ids: rows.map((r) => String(r.position)),
        texts: rows.map((r) => r.text),
        languages: rows.map((r) => r.language),
      };
    }
  }
}
