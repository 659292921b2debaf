/**
 * A value per key, reloaded when older than maxAgeMs. Several processes share one
 * database, so a change made through another process shows within maxAgeMs, while the
 * hot path does no database round trip in between. Concurrent reloads of one key share
 * one load.
 */
export class TimedCache<K, V> {
  private readonly entries = new Map<K, { value: V; loadedAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly maxAgeMs: number,
    /** Loads a key; `previous` is the value held so far, to keep it when unchanged. */
    private readonly load: (key: K, previous: V | undefined) => Promise<V>,
  ) {}

  async get(key: K): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && performance.now() - entry.loadedAt < this.maxAgeMs) return entry.value;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, entry?.value).then(
        (value) => {
          this.entries.set(key, { value, loadedAt: performance.now() });
          this.loading.delete(key);
          return value;
        },
        (error: unknown) => {
          this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Marks every value stale, so the next get reloads (after a change made by this process). */
  clear(): void {
    for (const entry of this.entries.values()) entry.loadedAt = Number.NEGATIVE_INFINITY;
  }
}
