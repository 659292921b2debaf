/**
 * The comparison workers. Every server process runs one scheduler (server/jobs/scheduler.ts)
 * per job kind ('similarity' and 'comparison'); each tick is one transaction that takes a batch of jobs
 * with SELECT … FOR UPDATE SKIP LOCKED (the database row of the oldest job, then up to
 * `batch` requirements with a job of that kind and, unless a language model judges the
 * comparison, their job of the other kind too), computes the results in memory against an
 * index of the database, and stores them and deletes the jobs in two statements. A process
 * that dies mid-batch leaves the jobs in place (its transaction never commits), so a
 * restart or another process does them; two processes never take the same job.
 *
 * The scoring (each requirement's candidates through its database's index, then
 * compareOne) is engine work: it runs on the engine pool's threads (fastify.engine), in
 * chunks of CHUNK requirements, one chunk per thread at a time, in the fair queue's
 * comparison line, so the event loop only reads and writes the database. Each thread keeps
 * its own index per database and brings it up to date from the database's change number
 * (server/engine/comparison.ts), so rows saved by other processes, or handed to another
 * thread, are seen too. Without a pool (options.engine absent) the same scoring runs on
 * this thread.
 */
import type { Language } from "../../engine/index.js";
import type { Database, Queryable } from "../db/database.js";
import { ComparisonIndexes, type Compared, type CompareOutcome, type CompareTask, type IndexChanges } from "../engine/comparison.js";
import { JobScheduler, type TickOutcome } from "../jobs/scheduler.js";
import type { LlmClient } from "../llm/client.js";
import { judgeContradictions } from "./llm-judge.js";
import { JOB_KINDS, type JobKind } from "./repository.js";

export interface Thresholds {
  threshold: number;
  duplicateThreshold: number;
}

export interface ComparisonServiceOptions {
  /** Scheduler periods in ms (the database status's timer values). */
  similarityPeriodMs: number;
  comparisonPeriodMs: number;
  /** Similarity and duplicate thresholds (the default configuration's; plugin.ts says why). */
  thresholds: () => Promise<Thresholds>;
  /** Confirms or explains the engine's contradictions when a language model is configured (llm-judge.ts). */
  llm?: LlmClient | null;
  /** Requirements per transaction (default 100; a tick is one transaction). */
  batch?: number;
  /** Where the scoring runs: the engine pool (fastify.engine); this thread when absent. */
  engine?: ComparisonEngine;
  onError?: (error: unknown) => void;
}

/** The part of the engine pool (server/plugins/app/engine-pool.ts) the comparison uses. */
export interface ComparisonEngine {
  compare(task: CompareTask): Promise<CompareOutcome>;
  readonly threads: number;
}

/** A database's identity and change number, as a batch read them. */
interface Head {
  dbName: string;
  generation: string;
  seq: number;
}

type JobRow = {
  id: string;
  db_name: string;
  external_id: string;
  kind: JobKind;
  seq: string;
  generation: string;
};

const OLDEST_JOBS_DATABASE = "d.db_name = (SELECT j.db_name FROM comparison_job j WHERE j.kind = $1 ORDER BY j.id LIMIT 1)";
const ANY_DATABASE_WITH_JOBS = "EXISTS (SELECT 1 FROM comparison_job j WHERE j.db_name = d.db_name AND j.kind = $1)";

/**
 * Takes a batch of jobs in one statement: first the row of a database with jobs of kind $1
 * (the order in which saves and deletions lock, so no deadlock; one worker at a time per
 * database, others skip it), then that database's oldest $2 requirements with a job of
 * kind $1, and their jobs: of kind $1, and of the other kind too when $3 (a save's two
 * jobs share one engine comparison). Saves and deletions change jobs only while holding
 * the database row, so the jobs taken stay as they are until this transaction ends.
 */
function takeJobs(databaseCondition: string): string {
  return `WITH d AS (
      SELECT d.db_name, d.seq, d.generation FROM comparison_database d WHERE ${databaseCondition}
      LIMIT 1 FOR UPDATE OF d SKIP LOCKED),
    r AS (SELECT j.external_id FROM comparison_job j JOIN d ON d.db_name = j.db_name WHERE j.kind = $1 ORDER BY j.id LIMIT $2)
    SELECT j.id, j.db_name, j.external_id, j.kind, d.seq, d.generation FROM comparison_job j JOIN d ON d.db_name = j.db_name
    WHERE j.external_id IN (SELECT external_id FROM r) AND (j.kind = $1 OR $3)
    ORDER BY j.id FOR UPDATE OF j SKIP LOCKED`;
}

/** Requirements per transaction (default of the `batch` option). */
const BATCH = 100;
/**
 * Engine time per transaction: a batch stops taking on requirements after this, so that a
 * save waiting for the database row (and, on PGlite, every other statement) waits little.
 */
const BATCH_BUDGET_MS = 150;
/** Requirements per engine task: about 10 ms on an index of 100,000, as long as an analysis chunk (engine-pool.ts). */
const CHUNK = 8;
/** Rounds of `{ needs }` answers before a task gives up: each thread catches up within one (server/engine/comparison.ts). */
const MAX_SYNC_ROUNDS = 8;

/** How many of the engine's contradictions the language model confirms per job (llm-judge.ts). */
const LLM_CANDIDATES = 3;

/** Results kept between the two jobs of a save when they are done apart (a language model judges the comparison). */
const RECENT_RESULTS = 1024;

export class ComparisonService {
  private readonly engine: ComparisonEngine;
  /** Per database: its generation and the change number each engine thread's index was at when it last answered. */
  private readonly threadSeqs = new Map<string, { generation: string; seqs: Map<number, number> }>();
  /** Results computed by one job of a save, for the other kind's job (see RECENT_RESULTS). */
  private readonly recent = new Map<string, { generation: string; seq: number; threshold: number; duplicateThreshold: number; compared: Compared }>();
  private readonly schedulers: Map<JobKind, JobScheduler>;
  /** Jobs this process has finished, per kind (tests, benchmarks). */
  readonly processed: Record<JobKind, number> = { similarity: 0, comparison: 0 };

  constructor(
    private readonly db: Database,
    private readonly options: ComparisonServiceOptions,
  ) {
    const here = new ComparisonIndexes();
    this.engine = options.engine ?? { threads: 1, compare: async (task) => here.run(task) };
    this.schedulers = new Map(
      JOB_KINDS.map((kind) => [
        kind,
        new JobScheduler(() => this.tick(kind), kind === "similarity" ? options.similarityPeriodMs : options.comparisonPeriodMs, options.onError),
      ]),
    );
  }

  get similarityPeriodMs() {
    return this.options.similarityPeriodMs;
  }
  get comparisonPeriodMs() {
    return this.options.comparisonPeriodMs;
  }

  /** Starts both schedulers. */
  start(): void {
    for (const scheduler of this.schedulers.values()) scheduler.start();
  }

  /** Stops the schedulers and waits for the jobs under way. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.schedulers.values()].map((scheduler) => scheduler.stop()));
  }

  get isRunning(): boolean {
    return this.schedulers.get("similarity")!.isRunning;
  }

  /**
   * Runs the schedulers now: this process has just queued jobs. Jobs queued by other
   * processes are found by the next tick, at the latest after MAX_IDLE_MS.
   */
  wake(): void {
    for (const scheduler of this.schedulers.values()) scheduler.wake();
  }

  /** One scheduler tick: one batch. */
  private async tick(kind: JobKind): Promise<TickOutcome> {
    const done = await this.processBatch(kind);
    if (done.taken === 0) return "idle";
    return done.more ? "busy" : "done";
  }

  /** Processes up to `max` jobs of a kind, whether the schedulers run or not; true when more may be waiting. */
  async drain(kind: JobKind, max = Infinity): Promise<boolean> {
    let left = max;
    while (left > 0) {
      const done = await this.processBatch(kind, Math.min(left, this.options.batch ?? BATCH));
      if (done.taken === 0) return false;
      left -= done[kind];
    }
    return true;
  }

  /** Processes every pending job of both kinds (tests, benchmarks). */
  async drainAll(): Promise<void> {
    while ((await this.drain("similarity")) || (await this.drain("comparison"))) {
      // until both queues are empty
    }
  }

  /** Takes and processes one job of a kind (and the other job of its save, when free); false when there was none. */
  async processNext(kind: JobKind): Promise<boolean> {
    return (await this.processBatch(kind, 1)).taken > 0;
  }

  /**
   * One transaction: takes up to `max` requirements with a job of `kind` from one database
   * (with their job of the other kind, unless that one asks a language model), has them
   * scored by the engine, then stores every result in one statement and deletes the jobs
   * done in another. No more chunks are sent to the engine after BATCH_BUDGET_MS; the jobs
   * left are released at commit for the next batch. A process that dies mid-batch commits
   * nothing, so all its jobs stay queued.
   * Returns the jobs done per kind, how many requirements were taken, and whether more may be waiting.
   */
  async processBatch(kind: JobKind, max = this.options.batch ?? BATCH): Promise<Record<JobKind, number> & { taken: number; more: boolean }> {
    const thresholds = await this.options.thresholds();
    // A similarity batch leaves the comparison jobs to their own scheduler when they call a language model.
    const both = !(kind === "similarity" && this.options.llm);
    const outcome = await this.db.transaction(async (tx) => {
      const done = { similarity: 0, comparison: 0, taken: 0, more: false };
      // When the oldest job's database is busy (another worker, or a save), any other database with jobs.
      let jobs = await tx.query<JobRow>(takeJobs(OLDEST_JOBS_DATABASE), [kind, max, both]);
      if (jobs.length === 0) jobs = await tx.query<JobRow>(takeJobs(ANY_DATABASE_WITH_JOBS), [kind, max, both]);
      if (jobs.length === 0) return done;
      const head: Head = { dbName: jobs[0].db_name, generation: jobs[0].generation, seq: Number(jobs[0].seq) };
      const byRequirement = new Map<string, JobRow[]>();
      for (const job of jobs) {
        const list = byRequirement.get(job.external_id);
        if (list) list.push(job);
        else byRequirement.set(job.external_id, [job]);
      }
      const scored = await this.score(tx, head, [...byRequirement.keys()], thresholds, !both);
      const finished: JobRow[] = [];
      const pairs = new PairRows();
      done.more = scored.compared.length < byRequirement.size;
      const llmStarted = performance.now();
      for (const { id, result, llm } of scored.compared) {
        // The language model's calls count against the budget too.
        if (finished.length > 0 && scored.ms + performance.now() - llmStarted > BATCH_BUDGET_MS) {
          done.more = true;
          break;
        }
        done.taken++;
        for (const job of byRequirement.get(id)!) {
          if (result && job.kind === "similarity") {
            for (const s of result.similar) if (s.score >= thresholds.threshold) pairs.mirror(id, s.id, "similar", s.score, null);
          } else if (result) {
            const contradictions =
              this.options.llm && llm ? await judgeContradictions(this.options.llm, result.contradictions, llm) : result.contradictions;
            for (const d of result.duplicates) pairs.mirror(id, d.id, "duplicate", d.score, d.reason);
            for (const c of contradictions) pairs.mirror(id, c.id, "contradiction", null, c.reason);
          }
          finished.push(job);
        }
      }
      await storeResults(tx, head.dbName, pairs, finished);
      for (const job of finished) done[job.kind]++;
      done.more ||= done.taken === max;
      return done;
    });
    this.processed.similarity += outcome.similarity;
    this.processed.comparison += outcome.comparison;
    return outcome;
  }

  /**
   * The comparison results of requirements, in their order: chunks of CHUNK requirements,
   * one per engine thread at a time, until a thread has spent BATCH_BUDGET_MS on them (the
   * index's catch-up not counted, as a first load is no part of a batch's work); the
   * answer is the prefix of `ids` whose chunks were sent, and the engine time of the
   * busiest thread. A requirement whose result one job of its save
   * computed is not scored again for the other (`keep`: only one of them is done now) while
   * its database is unchanged and the thresholds are the same.
   */
  private async score(
    tx: Queryable,
    head: Head,
    ids: string[],
    thresholds: Thresholds,
    keep: boolean,
  ): Promise<{ compared: Compared[]; ms: number }> {
    const answers = new Map<string, Compared>();
    const wanted: string[] = [];
    for (const id of ids) {
      const key = `${head.dbName}\u0000${id}`;
      const cached = this.recent.get(key);
      if (cached) this.recent.delete(key);
      if (
        cached &&
        cached.generation === head.generation &&
        cached.seq === head.seq &&
        cached.threshold === thresholds.threshold &&
        cached.duplicateThreshold === thresholds.duplicateThreshold
      ) {
        answers.set(id, cached.compared);
      } else {
        wanted.push(id);
      }
    }
    const chunks: string[][] = [];
    // A small batch is shared evenly between the threads.
    const size = Math.min(CHUNK, Math.ceil(wanted.length / this.engine.threads));
    for (let i = 0; i < wanted.length; i += size) chunks.push(wanted.slice(i, i + size));
    let next = 0;
    let busiest = 0;
    const lane = async () => {
      let ms = 0;
      while (next < chunks.length && (answers.size === 0 || ms <= BATCH_BUDGET_MS)) {
        const outcome = await this.compareChunk(tx, head, chunks[next++], thresholds);
        ms += outcome.ms;
        busiest = Math.max(busiest, ms);
        for (const compared of outcome.compared) {
          answers.set(compared.id, compared);
          if (!keep) continue;
          if (this.recent.size >= RECENT_RESULTS) this.recent.delete(this.recent.keys().next().value!);
          this.recent.set(`${head.dbName}\u0000${compared.id}`, { generation: head.generation, seq: head.seq, ...thresholds, compared });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.engine.threads, chunks.length) }, lane));
    const out: Compared[] = [];
    for (const id of ids) {
      const compared = answers.get(id);
      if (!compared) break;
      out.push(compared);
    }
    return { compared: out, ms: busiest };
  }

  /** One engine task; a thread whose index is behind gets the rows changed since its change number, and the task again. */
  private async compareChunk(tx: Queryable, head: Head, ids: string[], thresholds: Thresholds): Promise<{ compared: Compared[]; ms: number }> {
    let task: CompareTask = {
      kind: "compare",
      ...head,
      ids,
      ...thresholds,
      ...(this.options.llm ? { llm: { count: LLM_CANDIDATES } } : {}),
    };
    const known = this.threadSeqs.get(head.dbName);
    if (!known || known.generation !== head.generation) {
      // Bounded like the threads' own indexes: a database not remembered costs one more round.
      if (this.threadSeqs.size >= RECENT_RESULTS) this.threadSeqs.delete(this.threadSeqs.keys().next().value!);
      this.threadSeqs.set(head.dbName, { generation: head.generation, seqs: new Map() });
    }
    const seqs = this.threadSeqs.get(head.dbName)!.seqs;
    // The rows the threads that answered before lack: whichever of them takes the task applies them at once.
    const oldest = seqs.size > 0 ? Math.min(...seqs.values()) : head.seq;
    if (oldest < head.seq) task.changes = await changesAfter(tx, head.dbName, oldest);
    for (let round = 0; ; round++) {
      const outcome = await this.engine.compare(task);
      seqs.set(outcome.thread, "compared" in outcome ? head.seq : outcome.needs);
      if ("compared" in outcome) return outcome;
      if (round >= MAX_SYNC_ROUNDS) throw new Error(`the comparison index of ${head.dbName} did not catch up with change ${head.seq}`);
      task = { ...task, changes: await changesAfter(tx, head.dbName, outcome.needs) };
    }
  }

  /**
   * Loads a database's index into every engine thread (benchmarks: the jobs that follow
   * then measure the comparison, not the first load).
   */
  async warm(dbName: string): Promise<void> {
    const thresholds = await this.options.thresholds();
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ seq: string; generation: string }>("SELECT seq, generation FROM comparison_database WHERE db_name = $1", [
        dbName,
      ]);
      if (!row) return;
      const head: Head = { dbName, generation: row.generation, seq: Number(row.seq) };
      await Promise.all(Array.from({ length: this.engine.threads }, () => this.compareChunk(tx, head, [], thresholds)));
    });
  }

  /** Forgets the results kept for a removed database (the threads see its new generation by themselves). */
  forget(dbName: string): void {
    this.threadSeqs.delete(dbName);
    for (const key of this.recent.keys()) if (key.startsWith(`${dbName}\u0000`)) this.recent.delete(key);
  }
}

/** The rows of a database changed after a change number (deletions with a null text), in the order of their changes. */
async function changesAfter(tx: Queryable, dbName: string, after: number): Promise<IndexChanges> {
  const rows = await tx.query<{ external_id: string; text: string | null; language: Language | null; seq: string }>(
    `SELECT external_id, text, language, seq FROM comparison_requirement WHERE db_name = $1 AND seq > $2
     UNION ALL SELECT external_id, NULL, NULL, seq FROM comparison_deletion WHERE db_name = $1 AND seq > $2
     ORDER BY seq`,
    [dbName, after],
  );
  return {
    after,
    ids: rows.map((row) => row.external_id),
    texts: rows.map((row) => row.text),
    languages: rows.map((row) => row.language),
  };
}

/**
 * Result pairs of a batch in both directions, (a, b) and (b, a), each once: when two
 * requirements of the batch name each other, the later one's entry wins, as it would
 * have one job after the other.
 */
class PairRows {
  private readonly rows = new Map<string, { source: string; target: string; kind: string; score: number | null; reason: string | null }>();

  mirror(a: string, b: string, kind: "similar" | "duplicate" | "contradiction", score: number | null, reason: string | null): void {
    if (a === b) return;
    for (const [source, target] of [
      [a, b],
      [b, a],
    ]) {
      const key = `${source}\u0000${kind}\u0000${target}`;
      this.rows.delete(key);
      this.rows.set(key, { source, target, kind, score, reason });
    }
  }

  get size(): number {
    return this.rows.size;
  }

  /** Column arrays for unnest(). */
  columns(): [string[], string[], string[], (number | null)[], (string | null)[]] {
    const cols: [string[], string[], string[], (number | null)[], (string | null)[]] = [[], [], [], [], []];
    for (const r of this.rows.values()) {
      cols[0].push(r.source);
      cols[1].push(r.target);
      cols[2].push(r.kind);
      cols[3].push(r.score);
      cols[4].push(r.reason);
    }
    return cols;
  }
}

/**
 * Stores a batch's results and deletes its jobs, in the batch's transaction: one statement
 * for every pair, one for the jobs, the requirements' times and their touch records (the
 * new results time covers them). Earlier results need no removal: a save drops all of a
 * requirement's pairs, so the pairs present now (mirrored by its partners' jobs) belong to
 * its current text.
 */
async function storeResults(tx: Queryable, dbName: string, pairs: PairRows, jobs: readonly JobRow[]): Promise<void> {
  if (jobs.length === 0) return;
  if (pairs.size > 0) {
    await tx.query(
      `INSERT INTO comparison_pair (db_name, source_id, target_id, kind, score, reason)
       SELECT $1, u.s, u.t, u.k, u.sc, u.re FROM unnest($2::text[], $3::text[], $4::text[], $5::real[], $6::text[]) AS u(s, t, k, sc, re)
       ON CONFLICT (db_name, source_id, kind, target_id) DO UPDATE SET score = EXCLUDED.score, reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
      [dbName, ...pairs.columns()],
    );
  }
  const ids = (kind: JobKind) => jobs.filter((j) => j.kind === kind).map((j) => j.external_id);
  await tx.query(
    `WITH finished AS (DELETE FROM comparison_job WHERE id = ANY($2::bigint[])),
     covered AS (DELETE FROM comparison_touch WHERE db_name = $1 AND external_id = ANY($3::text[] || $4::text[]))
     UPDATE comparison_requirement SET
       similarity_processed_at = CASE WHEN external_id = ANY($3::text[]) THEN clock_timestamp() ELSE similarity_processed_at END,
       comparison_processed_at = CASE WHEN external_id = ANY($4::text[]) THEN clock_timestamp() ELSE comparison_processed_at END,
       results_changed_at = clock_timestamp()
     WHERE db_name = $1 AND external_id = ANY($3::text[] || $4::text[])`,
    [dbName, jobs.map((j) => j.id), ids("similarity"), ids("comparison")],
  );
}
