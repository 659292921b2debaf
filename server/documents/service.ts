/**
 * The document job. Every server process runs one scheduler (server/jobs/scheduler.ts);
 * each tick is one transaction that takes the oldest document with work left with
 * SELECT … FOR UPDATE SKIP LOCKED and does one chunk of it:
 *  1. analysis: the next CHUNK requirements not analysed yet, through the one engine call
 *     (analyse-chunk.ts), their results and the progress stored together;
 *  2. comparison (unless the upload said compare=false): the next CHUNK requirements not
 *     compared yet, each compared with the whole document (engine/compare, against an
 *     index of the document kept in memory), their duplicates and contradictions stored
 *     in both directions with the progress;
 *  3. the end: the summary (summarise() of the documents module) and the status done.
 * A process that dies mid-chunk commits nothing of it, so a restart (or another process)
 * goes on where the last commit stopped, and no requirement's results are stored twice.
 *
 * The same scheduler deletes documents older than the retention period, once an hour.
 */
import { ComparisonIndex, compareOne } from "../../engine/compare/index.js";
import { resolveConfig, type Language } from "../../engine/index.js";
import type { Database, Queryable } from "../db/database.js";
import { JobScheduler, type TickOutcome } from "../jobs/scheduler.js";
import type { StoredConfiguration } from "../configurations/repository.js";
import type { AnalyseChunk } from "./analyse-chunk.js";
import {
  comparisonInput,
  deleteExpired,
  pendingConfigId,
  finishDocument,
  storeAnalyses,
  storeComparisons,
  takeDocument,
  unanalysed,
  uncompared,
  type DocumentRecord,
  type PairRow,
} from "./repository.js";

/** Requirements per chunk (one transaction each). */
export const CHUNK = 200;

/** Comparison indexes kept at once (documents are worked on oldest first, so one is usually enough). */
const MAX_INDEXES = 4;

export interface DocumentServiceOptions {
  analyseChunk: AnalyseChunk;
  configuration: (configId: string | null) => Promise<StoredConfiguration | null>;
  /** Scheduler period in ms (default 250). */
  periodMs?: number;
  /** Documents are deleted this many days after their upload. */
  retentionDays: number;
  /** Time between two deletions of expired documents (default one hour). */
  retentionSweepMs?: number;
  chunk?: number;
  onError?: (error: unknown) => void;
}

/** A failure of one document that no retry mends (its configuration is gone): the document fails with this message. */
class DocumentJobError extends Error {}

export class DocumentService {
  private readonly scheduler: JobScheduler;
  /** The comparison index of the documents this process compares, by document id. */
  private readonly indexes = new Map<string, ComparisonIndex>();
  private sweepTimer: NodeJS.Timeout | undefined;
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

  /** Deletes the documents older than the retention period; returns how many. */
  deleteExpired(): Promise<number> {
    return deleteExpired(this.db, this.options.retentionDays);
  }

  private async tick(): Promise<TickOutcome> {
    const outcome = await this.step();
    return outcome === "idle" ? "idle" : "busy";
  }

  /** Runs every pending chunk of every document (tests, benchmarks). */
  async drain(): Promise<void> {
    while ((await this.step()) !== "idle") {
      // until no document has work left
    }
  }

  /** One chunk of the oldest document with work left: "idle" when there was none. */
  async step(): Promise<"idle" | "worked"> {
    // The configuration is read before the chunk's transaction: on PGlite that transaction
    // holds the one connection, so a read through the configuration cache inside it would wait for ever.
    const next = await pendingConfigId(this.db);
    if (next === undefined) return "idle";
    const stored = await this.options.configuration(next);
    let failed: { id: string; message: string } | undefined;
    const outcome = await this.db.transaction(async (tx): Promise<"idle" | "worked"> => {
      const doc = await takeDocument(tx);
      if (!doc) return "idle";
      // Another document came first meanwhile: the next step reads its configuration.
      if (doc.options.configId !== next) return "worked";
      try {
        await this.work(tx, doc, stored);
      } catch (error) {
        if (!(error instanceof DocumentJobError)) throw error;
        failed = { id: doc.id, message: error.message };
      }
      return "worked";
    });
    // A document that cannot go on fails, in a transaction of its own (the chunk's was rolled back).
    if (failed) {
      const { id, message } = failed;
      this.indexes.delete(id);
      await this.db.transaction((tx) => finishDocument(tx, id, "failed", message));
    }
    return outcome;
  }

  private async work(tx: Queryable, doc: DocumentRecord, stored: StoredConfiguration | null): Promise<void> {
    const chunk = this.options.chunk ?? CHUNK;
    const language = doc.options.language === "auto" ? undefined : doc.options.language;
    if (doc.analysed < doc.requirements) {
      const configuration = this.configuration(doc, stored);
      const rows = await unanalysed(tx, doc.id, chunk);
      const items = await this.options.analyseChunk(
        rows.map((r) => r.text),
        configuration,
        language,
      );
      await storeAnalyses(
        tx,
        doc.id,
        rows.map((r) => r.position),
        items,
      );
      this.processed.analysed += rows.length;
      return;
    }
    if (doc.options.compare && doc.compared < doc.requirements) {
      const similarity = resolveConfig(this.configuration(doc, stored).file, language ?? "en").similarity;
      const duplicateThreshold = similarity?.duplicateThreshold ?? 0.9;
      const threshold = Math.min(similarity?.threshold ?? 0.5, duplicateThreshold);
      const index = await this.index(tx, doc.id);
      const positions = await uncompared(tx, doc.id, chunk);
      const pairs: PairRow[] = [];
      for (const position of positions) {
        const result = compareOne(index, String(position), { threshold, duplicateThreshold });
        for (const d of result.duplicates)
          pairs.push({ source: position, target: Number(d.id), kind: "duplicate", score: d.score, reason: d.reason });
        for (const c of result.contradictions)
          pairs.push({ source: position, target: Number(c.id), kind: "contradiction", score: null, reason: c.reason });
      }
      await storeComparisons(tx, doc.id, positions, pairs);
      this.processed.compared += positions.length;
      return;
    }
    this.indexes.delete(doc.id);
    await finishDocument(tx, doc.id, "done", null);
  }

  private configuration(doc: DocumentRecord, stored: StoredConfiguration | null): StoredConfiguration {
    if (!stored) {
      const which = doc.options.configId === null ? "the default configuration" : `configuration "${doc.options.configId}"`;
      throw new DocumentJobError(`${which} no longer exists; check the document again with another configuration`);
    }
    return stored;
  }

  /** The comparison index of a document (its requirements by position), built once per process. */
  private async index(tx: Queryable, id: string): Promise<ComparisonIndex> {
    let index = this.indexes.get(id);
    if (!index) {
      index = new ComparisonIndex();
      for (const r of await comparisonInput(tx, id)) index.add(String(r.position), r.text, r.language as Language);
      // Indexes of documents cancelled or deleted mid-comparison are never asked for again.
      if (this.indexes.size >= MAX_INDEXES) this.indexes.delete(this.indexes.keys().next().value!);
      this.indexes.set(id, index);
    }
    return index;
  }
}
