/**
 * A value per key from the database, for the hot path (configurations, the licence, API
 * keys, key enforcement), over lru-cache: stale-while-revalidate with a bound.
 *
 *  - A value younger than `refreshMs` is answered as it is.
 *  - An older one is reloaded (one load per key at a time). Callers wait for the reload
 *    only during its first `waitMs`; after that, and while reloads fail, the value held is
 *    answered at once — a slow, hung or unreachable database delays a caller by at most
 *    waitMs, once per refreshMs and key. Several processes share one database: a change
 *    made through another process shows within refreshMs (plus a round trip).
 *  - A value that could not be reloaded for `maxStaleMs` is no longer answered: the
 *    caller waits for the database (and gets its error). A key never loaded waits too.
 *  - While reloads fail they are retried at most once per refreshMs. `onStale` is told
 *    once when a key's reload fails and `onFresh` once when it loads again.
 */
import { LRUCache } from "lru-cache";

/** refreshMs and maxStaleMs of the product's caches (documented in the README's security section). */
export const CACHE_REFRESH_MS = 1000;
export const CACHE_MAX_STALE_MS = 5 * 60 * 1000;
export const CACHE_WAIT_MS = 100;

export interface TimedCacheOptions<K> {
  refreshMs?: number;
  maxStaleMs?: number;
  waitMs?: number;
  /** Keys kept at most (least recently used ones go first). */
  max?: number;
  onStale?: (key: K, error: unknown) => void;
  onFresh?: (key: K) => void;
}

interface Box<V> {
  value: V;
  /** When the value was loaded (performance.now()). */
  loadedAt: number;
}

export class TimedCache<K extends string, V> {
  private readonly cache: LRUCache<K, Box<V>>;
  private readonly refreshMs: number;
  private readonly maxStaleMs: number;
  private readonly waitMs: number;
  /** Keys whose last reload failed, with when it failed and why. */
  private readonly failing = new Map<K, { at: number; error: unknown }>();
  /** When the reload under way of a key started. */
  private readonly reloading = new Map<K, number>();
  /** Values forgotten by clear(), handed to the next load of their key as `previous`. */
  private retired = new Map<K, V>();

  constructor(
    /** Loads a key; `previous` is the value held so far, to keep it when unchanged. */
    load: (key: K, previous: V | undefined) => Promise<V>,
    private readonly options: TimedCacheOptions<K> = {},
  ) {
    this.refreshMs = options.refreshMs ?? CACHE_REFRESH_MS;
    this.maxStaleMs = options.maxStaleMs ?? CACHE_MAX_STALE_MS;
    this.waitMs = options.waitMs ?? CACHE_WAIT_MS;
    this.cache = new LRUCache<K, Box<V>>({
      max: options.max ?? 10_000,
      ttl: this.refreshMs,
      // Stale values stay listed (entries(), for clear()); get() never takes one without deciding to.
      allowStale: true,
      // A failed reload keeps the value held so far; get() decides whether it may still be answered.
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, stale) => {
        const failed = this.failing.get(key);
        // Failing: retry at most once per refreshMs, not once per request.
        if (failed && stale && performance.now() - failed.at < this.refreshMs) throw failed.error;
        const retired = this.retired.get(key);
        this.retired.delete(key);
        this.reloading.set(key, performance.now());
        try {
          const value = await load(key, stale ? stale.value : retired);
          if (this.failing.delete(key)) this.options.onFresh?.(key);
          return { value, loadedAt: performance.now() };
        } catch (error) {
          if (stale) {
            if (!this.failing.has(key)) this.options.onStale?.(key, error);
            this.failing.set(key, { at: performance.now(), error });
          }
          throw error;
        } finally {
          this.reloading.delete(key);
        }
      },
    });
  }

  /** The value when it is fresh (no reload due): for callers that decide without a promise. */
  peek(key: K): { value: V } | undefined {
    const box = this.cache.peek(key, { allowStale: true });
    return box && performance.now() - box.loadedAt < this.refreshMs ? box : undefined;
  }

  async get(key: K): Promise<V> {
    const box = this.cache.peek(key, { allowStale: true });
    const age = box ? performance.now() - box.loadedAt : Number.POSITIVE_INFINITY;
    if (box && age < this.refreshMs) return box.value;
    if (!box || age > this.maxStaleMs) return (await this.cache.fetch(key, { allowStale: false }))!.value;
    // Stale within the bound: reload, and wait for it only while it is young.
    const reload = this.cache.fetch(key, { allowStale: false }).then(
      (fresh) => fresh ?? box,
      () => box,
    );
    const left = (this.reloading.get(key) ?? 0) + this.waitMs - performance.now();
    if (left <= 0) return box.value;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Box<V>>((resolve) => (timer = setTimeout(() => resolve(box), left)));
    return Promise.race([reload, late]).then((answer) => {
      clearTimeout(timer);
      return answer.value;
    });
  }

  /** Forgets every value, so the next get waits for a reload (after a change made by this process). */
  clear(): void {
    this.retired = new Map([...this.cache.entries()].map(([key, box]) => [key, box.value]));
    this.cache.clear();
    this.failing.clear();
  }
}
