/**
 * One background worker loop over a job queue in the database, shared by the comparison
 * workers and the document jobs. Each tick runs `tick` (one transaction that takes its
 * jobs with SELECT … FOR UPDATE SKIP LOCKED, so several processes never take the same
 * job) and reports how it went:
 *  - "busy": more may be waiting, go on at once (after other I/O);
 *  - "done": some work was done, look again after one period;
 *  - "idle": nothing found, back off, doubling up to MAX_IDLE_MS, so an idle server does
 *    not spend its time asking the database for jobs.
 * `wake()` runs the tick now (this process has just queued work); work queued by other
 * processes is found by the next tick, at the latest after MAX_IDLE_MS.
 */
export type TickOutcome = "busy" | "done" | "idle";

/** The longest pause of an idle scheduler before it looks for jobs queued by other processes. */
export const MAX_IDLE_MS = 2000;

export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Ticks in a row that found no job (for the back-off). */
  private idleTicks = 0;

  constructor(
    private readonly tick: () => Promise<TickOutcome>,
    readonly periodMs: number,
    private readonly onError?: (error: unknown) => void,
  ) {}

  get isRunning(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for the tick under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  wake(): void {
    this.idleTicks = 0;
    if (this.timer === undefined) return; // running now (it looks again when it ends), or stopped
    clearTimeout(this.timer);
    this.timer = undefined;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timer = undefined;
      const run = (this.stopped ? Promise.resolve<TickOutcome>("done") : this.tick())
        .catch((error: unknown): TickOutcome => {
          this.onError?.(error);
          return "done";
        })
        .then((outcome) => {
          this.running = undefined;
          this.idleTicks = outcome === "idle" ? this.idleTicks + 1 : 0;
          const period = this.periodMs;
          this.schedule(
            outcome === "busy" ? 0 : outcome === "done" ? period : Math.min(period * 2 ** (this.idleTicks - 1), Math.max(period, MAX_IDLE_MS)),
          );
        });
      this.running = run;
    }, delay);
    timer.unref?.();
    this.timer = timer;
  }
}
