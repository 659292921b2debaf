/**
 * The language model's intuition judgements for the analysis routes (the
 * intuition score comes from the model when one is configured, otherwise from the
 * engine's local estimate). The routes ask `judgeIntuition` before analysing; every
 * requirement whose score is missing falls back to the local estimate, so the model can
 * only ever make an answer slower by at most the budget, never fail it.
 *
 *   - cache: the last `cacheSize` scores, keyed by language and text (least recently used
 *     out). A failed or unusable answer is remembered for `failureTtlMs` only, so that a
 *     model that is down is not asked again by every request, and is asked again later;
 *   - one call per text at a time: requests for a text already being judged wait for that call;
 *   - concurrency: at most `concurrency` calls in flight in this process; the others queue;
 *   - budget: a request waits at most `budgetMs` (LLM_INTUITION_BUDGET_MS) for its scores.
 *     Queued calls that no waiting request needs any more are dropped; calls already under
 *     way finish and fill the cache for the next request.
 * The calls go through LlmClient, so GET /status/llm counts them with the others.
 */
import { detectLanguage, resolveConfig, type ConfigurationFile, type IntuitionJudgement, type Language } from "../../engine/index.js";
import type { LlmClient } from "./client.js";

export interface IntuitionSettings {
  /** How long one request waits for its scores (ms). */
  budgetMs: number;
  /** Calls to the model in flight at once, in this process. */
  concurrency: number;
  /** Scores kept in memory. */
  cacheSize: number;
  /** How long a failed or unusable answer is remembered before the text is asked again (ms). */
  failureTtlMs: number;
}

export const DEFAULT_INTUITION_SETTINGS: Readonly<IntuitionSettings> = { budgetMs: 2000, concurrency: 4, cacheSize: 5000, failureTtlMs: 60_000 };

declare module "../options.js" {
  interface AppOptions {
    /** The intuition judgements' budget, concurrency and cache; the environment's or the defaults when absent. */
    llmIntuition?: Partial<IntuitionSettings>;
  }
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** LLM_INTUITION_BUDGET_MS and LLM_INTUITION_CONCURRENCY; unset or invalid values keep the defaults. */
export function intuitionSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<IntuitionSettings> {
  const settings: Partial<IntuitionSettings> = {};
  const budgetMs = positive(env.LLM_INTUITION_BUDGET_MS);
  const concurrency = positive(env.LLM_INTUITION_CONCURRENCY);
  if (budgetMs !== undefined) settings.budgetMs = budgetMs;
  if (concurrency !== undefined) settings.concurrency = Math.floor(concurrency) || 1;
  return settings;
}

/** What the judge needs of the client: its intuition call and the model's name. */
export type IntuitionModel = Pick<LlmClient, "intuition"> & { settings: { model: string } };

interface Batch {
  expired: boolean;
}

interface Job {
  text: string;
  language: Language;
  /** The requests waiting for this call; a queued job none of them still waits for is dropped. */
  batches: Set<Batch>;
  started: boolean;
  /** The score, null when the model gave none, undefined when the call was dropped before it started. */
  done: Promise<number | null | undefined>;
  settle(score: number | null | undefined): void;
}

interface CacheEntry {
  score: number | null;
  /** Date.now() after which the entry is stale (Infinity for a score). */
  until: number;
}

export class IntuitionJudge {
  readonly settings: IntuitionSettings;
  private readonly cache = new Map<string, CacheEntry>();
  private readonly jobs = new Map<string, Job>();
  private queue: Job[] = [];
  private active = 0;

  constructor(
    private readonly model: IntuitionModel,
    settings: Partial<IntuitionSettings> = {},
  ) {
    this.settings = { ...DEFAULT_INTUITION_SETTINGS, ...settings };
  }

  /** Number of cached entries (scores and remembered failures). */
  get cached(): number {
    return this.cache.size;
  }

  /** Number of calls waiting for a free slot. */
  get queued(): number {
    return this.queue.length;
  }

  /**
   * The model's judgement of each text, in order; undefined where none arrived before the
   * deadline (default: now + budgetMs) or the model gave none. Never rejects.
   */
  async judge(
    requests: ReadonlyArray<{ text: string; language: Language }>,
    deadline = Date.now() + this.settings.budgetMs,
  ): Promise<Array<IntuitionJudgement | undefined>> {
    const results = new Array<IntuitionJudgement | undefined>(requests.length).fill(undefined);
    const missing = new Map<string, number[]>();
    for (let i = 0; i < requests.length; i++) {
      const key = cacheKey(requests[i].text, requests[i].language);
      const entry = this.lookup(key);
      if (entry) {
        if (entry.score !== null) results[i] = this.judgement(entry.score);
        continue;
      }
      const indexes = missing.get(key);
      if (indexes) indexes.push(i);
      else missing.set(key, [i]);
    }
    const remaining = deadline - Date.now();
    if (missing.size === 0 || remaining <= 0) return results;

    const batch: Batch = { expired: false };
    const calls = [...missing].map(([key, indexes]) => {
      const { text, language } = requests[indexes[0]];
      return this.job(key, text, language, batch).done.then((score) => {
        // After the deadline the caller has its answer already: leave it alone.
        if (batch.expired || score === null || score === undefined) return;
        const judgement = this.judgement(score);
        for (const i of indexes) results[i] = judgement;
      });
    });
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        if (batch.expired) return;
        batch.expired = true;
        this.dropUnwanted();
        resolve();
      };
      const timer = setTimeout(finish, remaining);
      void Promise.all(calls).then(finish);
    });
    return results;
  }

  private judgement(score: number): IntuitionJudgement {
    return { score, model: this.model.settings.model };
  }

  /** The fresh cache entry of a key, marked as recently used; undefined when there is none. */
  private lookup(key: string): CacheEntry | undefined {
    const entry = this.cache.get(key);
    if (!entry) return undefined;
    this.cache.delete(key);
    if (entry.until <= Date.now()) return undefined;
    this.cache.set(key, entry);
    return entry;
  }

  private remember(key: string, score: number | null): void {
    this.cache.delete(key);
    this.cache.set(key, { score, until: score === null ? Date.now() + this.settings.failureTtlMs : Number.POSITIVE_INFINITY });
    // A Map iterates in insertion order: the first key is the least recently used.
    while (this.cache.size > this.settings.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
  }

  /** The call judging this text: the one under way or queued, or a new one. */
  private job(key: string, text: string, language: Language, batch: Batch): Job {
    let job = this.jobs.get(key);
    if (!job) {
      let settle!: Job["settle"];
      const done = new Promise<number | null | undefined>((resolve) => (settle = resolve));
      job = { text, language, batches: new Set(), started: false, done, settle };
      this.jobs.set(key, job);
      if (this.active < this.settings.concurrency) this.start(key, job);
      else this.queue.push(job);
    }
    job.batches.add(batch);
    return job;
  }

  private start(key: string, job: Job): void {
    job.started = true;
    job.batches.clear();
    this.active++;
    this.model.intuition(job.text, job.language).then(
      (score) => this.finish(key, job, score),
      () => this.finish(key, job, null),
    );
  }

  private finish(key: string, job: Job, score: number | null): void {
    this.active--;
    this.jobs.delete(key);
    this.remember(key, score);
    job.settle(score);
    this.next();
  }

  /** Starts queued calls while there is room, skipping those nobody waits for any more. */
  private next(): void {
    while (this.active < this.settings.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      const key = cacheKey(job.text, job.language);
      if (!wanted(job)) {
        this.jobs.delete(key);
        job.settle(undefined);
        continue;
      }
      this.start(key, job);
    }
  }

  /** Drops the queued calls whose requests have all stopped waiting (so the queue cannot grow without bound). */
  private dropUnwanted(): void {
    if (this.queue.length === 0) return;
    const kept: Job[] = [];
    for (const job of this.queue) {
      if (wanted(job)) {
        kept.push(job);
        continue;
      }
      this.jobs.delete(cacheKey(job.text, job.language));
      job.settle(undefined);
    }
    this.queue = kept;
  }
}

function wanted(job: Job): boolean {
  for (const batch of job.batches) if (!batch.expired) return true;
  return false;
}

function cacheKey(text: string, language: Language): string {
  return `${language}\u0000${text}`;
}

const judges = new WeakMap<IntuitionModel, IntuitionJudge>();

/** The judge of a model client, made once per client so that the routes share its cache. */
export function intuitionJudge(model: IntuitionModel, settings?: Partial<IntuitionSettings>): IntuitionJudge {
  let judge = judges.get(model);
  if (!judge) judges.set(model, (judge = new IntuitionJudge(model, settings ?? intuitionSettingsFromEnv())));
  return judge;
}

/** Whether a configuration lets the intuition rule report for a language: the rule and its improvement are enabled. */
export function intuitionEnabled(configuration: ConfigurationFile, language: Language): boolean {
  const config = resolveConfig(configuration, language);
  return config.intuition?.enabled !== false && config.improvements?.intuition?.enabled !== false;
}

/**
 * The judgements for a batch of requirements, or undefined — synchronously, with no work
 * done — when none could matter: the configuration disables intuition for every language
 * of the batch. Requirements of a disabled language and blank ones are not sent.
 * `language` is the request's fixed language; otherwise each text's is detected, as
 * analyse() would.
 */
export function judgeIntuition(
  judge: IntuitionJudge,
  items: ReadonlyArray<{ text: string }>,
  configuration: ConfigurationFile,
  language: Language | undefined,
  deadline?: number,
): Promise<Array<IntuitionJudgement | undefined>> | undefined {
  const enabled = { en: intuitionEnabled(configuration, "en"), de: intuitionEnabled(configuration, "de") };
  if (language ? !enabled[language] : !enabled.en && !enabled.de) return undefined;
  const requests: Array<{ text: string; language: Language }> = [];
  const positions: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const text = items[i].text;
    if (text.trim() === "") continue;
    const lang = language ?? detectLanguage(text);
    if (!enabled[lang]) continue;
    requests.push({ text, language: lang });
    positions.push(i);
  }
  if (requests.length === 0) return undefined;
  return judge.judge(requests, deadline).then((judged) => {
    const all = new Array<IntuitionJudgement | undefined>(items.length).fill(undefined);
    for (let j = 0; j < positions.length; j++) all[positions[j]] = judged[j];
    return all;
  });
}
