/**
 * The comparison workers. Every server process runs one scheduler per job kind
 * ('similarity' and 'comparison'); each tick takes jobs one at a time with
 * SELECT … FOR UPDATE SKIP LOCKED (the job's database row, then the job), computes the results against an in-memory index of the
 * job's database and stores them and deletes the job in one transaction. A process that
 * dies mid-job leaves the job in place (its transaction never commits), so a restart or
 * another process does it; two processes never take the same job.
 *
 * Indexes (engine/compare ComparisonIndex) are kept per dbName, loaded from the database
 * on first use and brought up to date before each job by reading the requirements whose
 * change number (seq) is higher than the index's, so rows saved by other processes are
 * seen too.
 */
import { ComparisonIndex, compareOne, type CompareResult } from "../../engine/compare/index.js";
import type { Language } from "../../engine/index.js";
import type { Database, Queryable } from "../db/database.js";
import type { LlmClient } from "../llm/client.js";
import { JOB_KINDS, type JobKind } from "./repository.js";

export interface Thresholds {
  threshold: number;
  duplicateThreshold: number;
}

export interface ComparisonServiceOptions {
  /** Scheduler periods in ms (the database status's timer values). */
  similarityPeriodMs: number;
  comparisonPeriodMs: number;
  /** Similarity and duplicate thresholds (from the default configuration). */
  thresholds: () => Promise<Thresholds>;
  /** Judges further contradiction candidates when a language model is configured. */
  llm?: LlmClient | null;
  /** Jobs per tick before giving the event loop back (default 50). */
  batch?: number;
  onError?: (error: unknown) => void;
}

interface LoadedIndex {
  index: ComparisonIndex;
  seq: number;
  generation: string;
}

type JobRow = {
  id: string;
  db_name: string;
  external_id: string;
  seq: string;
  generation: string;
};

const OLDEST_JOBS_DATABASE = "d.db_name = (SELECT j.db_name FROM comparison_job j WHERE j.kind = $1 ORDER BY j.id LIMIT 1)";
const ANY_DATABASE_WITH_JOBS = "EXISTS (SELECT 1 FROM comparison_job j WHERE j.db_name = d.db_name AND j.kind = $1)";

/**
 * Takes a job of kind $1: first the row of its database (the order in which saves and
 * deletions lock, so no deadlock; one worker at a time per database, others skip it), then
 * the database's oldest job of that kind.
 */
function takeJob(databaseCondition: string): string {
  return `WITH d AS (
      SELECT d.db_name, d.seq, d.generation FROM comparison_database d WHERE ${databaseCondition}
      LIMIT 1 FOR UPDATE OF d SKIP LOCKED)
    SELECT j.id, j.db_name, j.external_id, d.seq, d.generation FROM comparison_job j JOIN d ON d.db_name = j.db_name
    WHERE j.kind = $1 ORDER BY j.id LIMIT 1 FOR UPDATE OF j SKIP LOCKED`;
}

/** How many similar requirements without a rule-based contradiction the language model judges per job. */
const LLM_CANDIDATES = 3;
/** The longest pause of an idle scheduler before it looks for jobs queued by other processes. */
const MAX_IDLE_MS = 2000;

/** Results kept between the two jobs of a save. */
const RECENT_RESULTS = 1024;
const LLM_MIN_SCORE = 0.3;

export class ComparisonService {
  private readonly indexes = new Map<string, LoadedIndex>();
  /** Results computed by one job of a save, for the other kind's job. */
  private readonly recent = new Map<string, { index: ComparisonIndex; text: string; threshold: number; duplicateThreshold: number; result: CompareResult }>();
  private readonly timers = new Map<JobKind, NodeJS.Timeout>();
  private readonly running = new Map<JobKind, Promise<void>>();
  private stopped = true;
  /** Ticks in a row that found no job, per kind (for the back-off). */
  private readonly idle = new Map<JobKind, number>();
  /** Jobs this process has finished, per kind (tests, benchmarks). */
  readonly processed: Record<JobKind, number> = { similarity: 0, comparison: 0 };

  constructor(
    private readonly db: Database,
    private readonly options: ComparisonServiceOptions,
  ) {}

  get similarityPeriodMs() {
    return this.options.similarityPeriodMs;
  }
  get comparisonPeriodMs() {
    return this.options.comparisonPeriodMs;
  }

  /** Starts both schedulers. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const kind of JOB_KINDS) this.schedule(kind, 0);
  }

  /** Stops the schedulers and waits for the jobs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  /**
   * Runs the schedulers now: this process has just queued jobs. Jobs queued by other
   * processes are found by the next tick, at the latest after MAX_IDLE_MS.
   */
  wake(): void {
    for (const kind of JOB_KINDS) {
      this.idle.set(kind, 0);
      const timer = this.timers.get(kind);
      if (timer === undefined) continue; // running now; it looks again when it ends
      clearTimeout(timer);
      this.timers.delete(kind);
      this.schedule(kind, 0);
    }
  }

  private schedule(kind: JobKind, delay: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(kind);
      const run = this.tick(kind)
        .catch((error: unknown) => this.options.onError?.(error))
        .then((outcome) => {
          this.running.delete(kind);
          const period = kind === "similarity" ? this.options.similarityPeriodMs : this.options.comparisonPeriodMs;
          // More work waiting: go on at once (after other I/O). Work done: one period. Nothing
          // found: back off, doubling up to MAX_IDLE_MS, so an idle server does not spend its
          // time asking the database for jobs.
          const idleTicks = outcome === "idle" ? (this.idle.get(kind) ?? 0) + 1 : 0;
          this.idle.set(kind, idleTicks);
          const delay = outcome === "busy" ? 0 : outcome === "done" ? period : Math.min(period * 2 ** (idleTicks - 1), Math.max(period, MAX_IDLE_MS));
          this.schedule(kind, delay);
        });
      this.running.set(kind, run.then(() => undefined));
    }, delay);
    timer.unref?.();
    this.timers.set(kind, timer);
  }

  /** One scheduler tick: up to `batch` jobs. "busy": more may be waiting; "done": some done; "idle": none found. */
  private async tick(kind: JobKind): Promise<"busy" | "done" | "idle"> {
    const batch = this.options.batch ?? 50;
    for (let i = 0; i < batch; i++) {
      if (this.stopped) return "done";
      if (!(await this.processNext(kind))) return i === 0 ? "idle" : "done";
    }
    return "busy";
  }

  /** Processes up to `max` jobs of a kind, whether the schedulers run or not; true when more may be waiting. */
  async drain(kind: JobKind, max = Infinity): Promise<boolean> {
    for (let i = 0; i < max; i++) {
      if (!(await this.processNext(kind))) return false;
    }
    return true;
  }

  /** Processes every pending job of both kinds (tests, benchmarks). */
  async drainAll(): Promise<void> {
    while ((await this.drain("similarity", 100)) || (await this.drain("comparison", 100))) {
      // until both queues are empty
    }
  }

  /** Takes and processes one job of a kind; false when there was none. */
  async processNext(kind: JobKind): Promise<boolean> {
    const thresholds = await this.options.thresholds();
    return this.db.transaction(async (tx) => {
      // When the oldest job's database is busy (another worker, or a save), any other database with jobs.
      const [oldest] = await tx.query<JobRow>(takeJob(OLDEST_JOBS_DATABASE), [kind]);
      const taken = oldest ?? (await tx.query<JobRow>(takeJob(ANY_DATABASE_WITH_JOBS), [kind]))[0];
      if (!taken) return false;
      const loaded = await this.sync(tx, taken.db_name, { seq: taken.seq, generation: taken.generation });
      let result: CompareResult | undefined;
      if (loaded && loaded.index.has(taken.external_id)) {
        result = this.compare(loaded.index, taken.db_name, taken.external_id, thresholds);
        if (kind === "similarity") result = { ...result, similar: result.similar.filter((x) => x.score >= thresholds.threshold) };
        if (kind === "comparison" && this.options.llm) await this.judgeWithLlm(loaded.index, taken.external_id, result);
      }
      await storeResults(tx, taken.db_name, taken.external_id, taken.id, kind, result);
      this.processed[kind]++;
      return true;
    });
  }

  /**
   * compareOne, once for both jobs of a save: the result is kept for the other kind's job as
   * long as the requirement's text and the thresholds are unchanged.
   */
  private compare(index: ComparisonIndex, dbName: string, id: string, thresholds: Thresholds): CompareResult {
    const key = `${dbName}\u0000${id}`;
    const text = index.text(id)!;
    const cached = this.recent.get(key);
    if (cached && cached.index === index && cached.text === text && cached.threshold === thresholds.threshold && cached.duplicateThreshold === thresholds.duplicateThreshold) {
      this.recent.delete(key);
      return cached.result;
    }
    const result = compareOne(index, id, { threshold: Math.min(thresholds.threshold, thresholds.duplicateThreshold), duplicateThreshold: thresholds.duplicateThreshold });
    if (this.recent.size >= RECENT_RESULTS) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, { index, text, ...thresholds, result });
    return result;
  }

  /** Similar requirements without a rule-based contradiction, judged by the language model. */
  private async judgeWithLlm(index: ComparisonIndex, id: string, result: CompareResult): Promise<void> {
    const llm = this.options.llm!;
    const known = new Set(result.contradictions.map((c) => c.id));
    const text = index.text(id)!;
    const language = index.language(id)!;
    const candidates = index
      .candidates(id, 20)
      .filter((c) => c.score >= LLM_MIN_SCORE && c.score < 1 && !known.has(c.id))
      .slice(0, LLM_CANDIDATES);
    for (const candidate of candidates) {
      const judgement = await llm.judgeContradiction(text, index.text(candidate.id)!, language);
      if (judgement?.contradicts) result.contradictions.push({ id: candidate.id, reason: judgement.reason });
    }
  }

  /** The index of a database, up to date with every committed change. */
  async index(tx: Queryable, dbName: string): Promise<ComparisonIndex | undefined> {
    return (await this.sync(tx, dbName))?.index;
  }

  /** Forgets the index of a database (after it was removed). */
  forget(dbName: string): void {
    this.indexes.delete(dbName);
  }

  private async sync(tx: Queryable, dbName: string, known?: { seq: string; generation: string }): Promise<LoadedIndex | undefined> {
    const [head] = known ? [known] : await tx.query<{ seq: string; generation: string }>("SELECT seq, generation FROM comparison_database WHERE db_name = $1", [dbName]);
    if (!head) {
      this.indexes.delete(dbName);
      return undefined;
    }
    const seq = Number(head.seq);
    let loaded = this.indexes.get(dbName);
    if (loaded && loaded.generation === head.generation && loaded.seq >= seq) return loaded;
    if (!loaded || loaded.generation !== head.generation) {
      loaded = { index: new ComparisonIndex(), seq: 0, generation: head.generation };
      this.indexes.set(dbName, loaded);
    }
    const rows = await tx.query<{ external_id: string; text: string | null; language: Language | null; seq: string }>(
      `SELECT external_id, text, language, seq FROM comparison_requirement WHERE db_name = $1 AND seq > $2
       UNION ALL SELECT external_id, NULL, NULL, seq FROM comparison_deletion WHERE db_name = $1 AND seq > $2
       ORDER BY seq`,
      [dbName, loaded.seq],
    );
    let max = seq;
    for (const row of rows) {
      if (row.text === null || row.language === null) loaded.index.remove(row.external_id);
      else if (loaded.index.text(row.external_id) !== row.text || loaded.index.language(row.external_id) !== row.language) {
        loaded.index.add(row.external_id, row.text, row.language);
      }
      max = Math.max(max, Number(row.seq));
    }
    loaded.seq = max;
    return loaded;
  }
}

/**
 * Stores one job's results in both directions and deletes the job, in the job's transaction.
 * Earlier results need no removal: a save drops all of a requirement's pairs, so the pairs
 * present now (mirrored by its partners' jobs) belong to its current text.
 */
async function storeResults(tx: Queryable, dbName: string, externalId: string, jobId: string, kind: JobKind, result: CompareResult | undefined): Promise<void> {
  const ids: string[] = [];
  const kinds: string[] = [];
  const scores: (number | null)[] = [];
  const reasons: (string | null)[] = [];
  const push = (target: string, k: string, score: number | null, reason: string | null) => {
    if (target === externalId) return;
    ids.push(target);
    kinds.push(k);
    scores.push(score);
    reasons.push(reason);
  };
  if (result && kind === "similarity") for (const s of result.similar) push(s.id, "similar", s.score, null);
  else if (result) {
    for (const d of result.duplicates) push(d.id, "duplicate", d.score, d.reason);
    for (const c of result.contradictions) push(c.id, "contradiction", null, c.reason);
  }
  if (ids.length > 0) {
    await tx.query(
      `INSERT INTO comparison_pair (db_name, source_id, target_id, kind, score, reason)
       SELECT $1, s, t, k, sc, re FROM (
         SELECT $2::text AS s, u.t, u.k, u.sc, u.re FROM unnest($3::text[], $4::text[], $5::real[], $6::text[]) AS u(t, k, sc, re)
         UNION ALL
         SELECT u.t, $2::text, u.k, u.sc, u.re FROM unnest($3::text[], $4::text[], $5::real[], $6::text[]) AS u(t, k, sc, re)
       ) AS x(s, t, k, sc, re)
       ON CONFLICT (db_name, source_id, kind, target_id) DO UPDATE SET score = EXCLUDED.score, reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
      [dbName, externalId, ids, kinds, scores, reasons],
    );
  }
  const done = kind === "similarity" ? "similarity_processed_at" : "comparison_processed_at";
  await tx.query(
    `WITH finished AS (DELETE FROM comparison_job WHERE id = $3)
     UPDATE comparison_requirement SET ${done} = clock_timestamp(), results_changed_at = clock_timestamp() WHERE db_name = $1 AND external_id = $2`,
    [dbName, externalId, jobId],
  );
}
