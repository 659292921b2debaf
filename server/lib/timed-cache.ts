/**
 * A value per key from the database, for the hot path (configurations, the licence, API
 * keys, key enforcement), over lru-cache: stale-while-revalidate with a bound.
 *
 *  - A value younger than `refreshMs` is answered as it is.
 *  - An older one is answered at once too, and reloaded in the background (one load per
 *    key at a time), so a slow, hung or unreachable database never makes a caller wait.
 *    Several processes share one database: a change made through another process shows
 *    within refreshMs plus one database round trip.
 *  - A value that could not be reloaded for `maxStaleMs` is no longer answered: the
 *    caller waits for the database (and gets its error). A key never loaded waits too.
 *  - While reloads fail they are retried at most once per refreshMs. `onStale` is told
 *    once when a key's reload fails and `onFresh` once when it loads again.
 */
import { LRUCache } from "lru-cache";

/** refreshMs and maxStaleMs of the product's caches (documented in the README's security section). */
export const CACHE_REFRESH_MS = 1000;
export const CACHE_MAX_STALE_MS = 5 * 60 * 1000;

export interface TimedCacheOptions<K> {
  refreshMs?: number;
  maxStaleMs?: number;
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
  /** Keys whose last reload failed, with when it failed and why. */
  private readonly failing = new Map<K, { at: number; error: unknown }>();

  constructor(
    /** Loads a key; `previous` is the value held so far, to keep it when unchanged. */
    load: (key: K, previous: V | undefined) => Promise<V>,
    private readonly options: TimedCacheOptions<K> = {},
  ) {
    this.refreshMs = options.refreshMs ?? CACHE_REFRESH_MS;
    this.maxStaleMs = options.maxStaleMs ?? CACHE_MAX_STALE_MS;
    this.cache = new LRUCache<K, Box<V>>({
      max: options.max ?? 10_000,
      ttl: this.refreshMs,
      // A failed reload keeps the value held so far; get() decides whether it may still be answered.
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, stale) => {
        const failed = this.failing.get(key);
        // Failing: retry at most once per refreshMs, not once per request.
        if (failed && stale && performance.now() - failed.at < this.refreshMs) throw failed.error;
        try {
          const value = await load(key, stale?.value);
          if (this.failing.delete(key)) this.options.onFresh?.(key);
          return { value, loadedAt: performance.now() };
        } catch (error) {
          if (stale) {
            if (!this.failing.has(key)) this.options.onStale?.(key, error);
            this.failing.set(key, { at: performance.now(), error });
          }
          throw error;
        }
      },
    });
  }

  /**
   * The value that may be answered now without waiting: fresh, or stale within maxStaleMs
   * (a reload then starts in the background); undefined when there is none.
   */
  peek(key: K): { value: V } | undefined {
    const box = this.cache.peek(key, { allowStale: true });
    if (!box) return undefined;
    const age = performance.now() - box.loadedAt;
    if (age >= this.refreshMs) {
      if (age > this.maxStaleMs) return undefined;
      this.cache.fetch(key).catch(() => undefined);
    }
    return box;
  }

  async get(key: K): Promise<V> {
    const now = this.peek(key);
    if (now) return now.value;
    const box = await this.cache.fetch(key, { allowStale: false });
    return box!.value;
  }

  /** Forgets every value, so the next get reloads (after a change made by this process). */
  clear(): void {
    this.cache.clear();
    this.failing.clear();
  }
}
