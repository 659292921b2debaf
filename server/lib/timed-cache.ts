/**
 * A value per key, reloaded when older than maxAgeMs. Several processes share one
 * database, so a change made through another process shows within maxAgeMs, while the
 * hot path does no database round trip in between. Concurrent reloads of one key share
 * one load.
 *
 * Serve stale: when a reload fails (the database is out of reach) and a value was loaded
 * before, that value is answered instead of the error, and reloads are retried in the
 * background at most once per maxAgeMs without making callers wait — so the analysis
 * goes on with the configuration it had. A key never loaded still fails. `onStale` is
 * told once when a key turns stale and `onFresh` once when it loads again.
 */
export interface TimedCacheEvents<K> {
  onStale?: (key: K, error: unknown) => void;
  onFresh?: (key: K) => void;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
  /** When the last reload failed; null while the value is fresh. */
  failedAt: number | null;
}

export class TimedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly maxAgeMs: number,
    /** Loads a key; `previous` is the value held so far, to keep it when unchanged. */
    private readonly load: (key: K, previous: V | undefined) => Promise<V>,
    private readonly events: TimedCacheEvents<K> = {},
  ) {}

  async get(key: K): Promise<V> {
    const entry = this.entries.get(key);
    const now = performance.now();
    if (entry && now - entry.loadedAt < this.maxAgeMs) return entry.value;
    if (entry && entry.failedAt !== null) {
      // Stale: answer at once; retry now and then, in the background.
      if (!this.loading.has(key) && now - entry.failedAt >= this.maxAgeMs) void this.reload(key, entry).catch(() => undefined);
      return entry.value;
    }
    return this.loading.get(key) ?? this.reload(key, entry);
  }

  private reload(key: K, entry: Entry<V> | undefined): Promise<V> {
    const pending = this.load(key, entry?.value).then(
      (value) => {
        this.loading.delete(key);
        const wasStale = this.entries.get(key)?.failedAt != null;
        this.entries.set(key, { value, loadedAt: performance.now(), failedAt: null });
        if (wasStale) this.events.onFresh?.(key);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        const current = this.entries.get(key);
        if (!current) throw error;
        if (current.failedAt === null) this.events.onStale?.(key, error);
        current.failedAt = performance.now();
        return current.value;
      },
    );
    this.loading.set(key, pending);
    return pending;
  }

  /** Marks every value stale, so the next get reloads (after a change made by this process). */
  clear(): void {
    for (const entry of this.entries.values()) {
      entry.loadedAt = Number.NEGATIVE_INFINITY;
      // A change made here reached the database, so it answers: the next get waits for the reload.
      entry.failedAt = null;
    }
  }
}
