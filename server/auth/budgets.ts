/**
 * Budgets per client and minute (requests, requirements, characters: each budget of a
 * client is counted under its own name), shared by every server process through the
 * database without a round trip on the hot path: each process counts locally and
 * merges its counts into request_budget every flush interval (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING), learning the total of all processes in return.
 *
 * Clients this process saw in the current minute but has no new counts for have their
 * totals read at each flush too, so a budget spent through other processes is refused
 * here within one flush interval.
 *
 * Tolerance: a process decides on the total it learnt at its last flush plus its own
 * requests since, so all processes together may admit up to (processes − 1) × the
 * requests one client makes within one flush interval beyond the budget. With one
 * process the budget is exact. Windows are whole minutes of the server clock.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../db/database.js";

const WINDOW_MS = 60_000;
/** Clients are forgotten when their minute is over; past this many at once, old windows are dropped early. */
const MAX_CLIENTS = 100_000;

interface Entry {
  window: number;
  /** Requests admitted here and not yet merged into the database. */
  pending: number;
  /** Requests on their way into the database (a merge under way): still counted in decisions. */
  merging: number;
  /** The total of all processes at the last merge. */
  known: number;
}

export type BudgetDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** `cost` units of a budget of `limit` per minute (0 = unlimited), counted under `client` (one name per client and budget). */
export interface Charge {
  client: string;
  cost: number;
  limit: number;
}

export class RequestBudgets {
  private readonly entries = new Map<string, Entry>();
  private flushing: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private lastPrune = 0;
  private warned = false;

  constructor(
    private readonly db: Queryable,
    flushMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Counts one request of the client against its budget of `limit` per minute (0 = unlimited). */
  take(client: string, limit: number, now = Date.now()): BudgetDecision {
    const decision = this.takeAll([{ client, cost: 1, limit }], now);
    return decision.ok ? decision : { ok: false, retryAfterSeconds: decision.retryAfterSeconds };
  }

  /**
   * Counts several charges at once (a request's requirements and characters): all of them
   * when every one fits its budget of `limit` per minute (0 = unlimited), none otherwise;
   * the refusal names the first charge that does not fit.
   */
  takeAll(charges: readonly Charge[], now = Date.now()): BudgetDecision & { refused?: number } {
    const window = now - (now % WINDOW_MS);
    const entries: Array<Entry | null> = charges.map((charge) => (charge.limit > 0 ? this.entryOf(charge.client, window) : null));
    for (let i = 0; i < charges.length; i++) {
      const entry = entries[i];
      if (entry && entry.known + entry.merging + entry.pending + charges[i].cost > charges[i].limit) {
        return { ok: false, refused: i, retryAfterSeconds: Math.max(1, Math.ceil((window + WINDOW_MS - now) / 1000)) };
      }
    }
    for (let i = 0; i < charges.length; i++) {
      const entry = entries[i];
      if (entry) entry.pending += charges[i].cost;
    }
    return { ok: true };
  }

  private entryOf(client: string, window: number): Entry {
    let entry = this.entries.get(client);
    if (!entry || entry.window !== window) {
      if (entry && entry.pending > 0) {
        // Counts of the last minute no longer matter for decisions; they are dropped.
        entry.pending = 0;
      }
      if (this.entries.size >= MAX_CLIENTS) this.dropOldWindows(window);
      entry = { window, pending: 0, merging: 0, known: 0 };
      this.entries.set(client, entry);
    }
    return entry;
  }

  private dropOldWindows(window: number): void {
    for (const [client, entry] of this.entries) if (entry.window !== window) this.entries.delete(client);
  }

  /**
   * Merges the local counts with the database (one statement for all clients). Counts
   * taken before the call are merged when it resolves: a merge under way may have
   * started before them, so one more follows it.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      const again = () => {
        this.next = null;
        return this.flush();
      };
      this.next ??= this.flushing.then(again, again);
      return this.next;
    }
    this.flushing = this.merge().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async merge(): Promise<void> {
    const now = Date.now();
    const current = now - (now % WINDOW_MS);
    const batch: Array<{ client: string; entry: Entry; count: number }> = [];
    const idle: string[] = [];
    for (const [client, entry] of this.entries) {
      if (entry.window !== current) {
        if (entry.pending === 0) this.entries.delete(client);
        else if (entry.window < current - WINDOW_MS) this.entries.delete(client);
      }
      if (entry.pending > 0) batch.push({ client, entry, count: entry.pending });
      else if (entry.window === current) idle.push(client);
    }
    if (idle.length > 0) await this.refresh(idle, current);
    if (batch.length > 0) {
      for (const item of batch) {
        item.entry.pending -= item.count;
        item.entry.merging += item.count;
      }
      try {
        const rows = await this.db.query<{ client: string; window_start: Date | string; used: number | string }>(
          `INSERT INTO request_budget (client, window_start, used)
           SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[])
           ON CONFLICT (client, window_start) DO UPDATE SET used = request_budget.used + EXCLUDED.used
           RETURNING client, window_start, used`,
          [batch.map((b) => b.client), batch.map((b) => new Date(b.entry.window).toISOString()), batch.map((b) => b.count)],
        );
        for (const item of batch) item.entry.merging -= item.count;
        const byClient = new Map(batch.map((b) => [b.client, b.entry]));
        for (const row of rows) {
          const entry = byClient.get(row.client);
          if (entry && entry.window === new Date(row.window_start).getTime()) entry.known = Number(row.used);
        }
        this.warned = false;
      } catch (error) {
        for (const item of batch) {
          item.entry.merging -= item.count;
          item.entry.pending += item.count;
        }
        if (!this.warned) this.log.warn({ err: error }, "request budgets could not be merged with the database; counting locally");
        this.warned = true;
      }
    }
    if (now - this.lastPrune > WINDOW_MS) {
      this.lastPrune = now;
      try {
        await this.db.query("DELETE FROM request_budget WHERE window_start < $1", [new Date(current - 5 * WINDOW_MS).toISOString()]);
      } catch {
        // Pruning is retried next minute.
      }
    }
  }

  /** Reads the totals other processes have merged for clients with no new counts here. */
  private async refresh(clients: string[], window: number): Promise<void> {
    try {
      const rows = await this.db.query<{ client: string; used: number | string }>(
        "SELECT client, used FROM request_budget WHERE window_start = $1 AND client = ANY($2::text[])",
        [new Date(window).toISOString(), clients],
      );
      for (const row of rows) {
        const entry = this.entries.get(row.client);
        if (entry && entry.window === window) entry.known = Math.max(entry.known, Number(row.used));
      }
    } catch {
      // The merge below reports an unreachable database; decisions go on with the totals known.
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}
