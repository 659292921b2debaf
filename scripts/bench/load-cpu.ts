/**
 * CPU time a process has used (user + system, all its threads), from /proc on Linux;
 * null elsewhere. On a shared machine requests/s depend on the neighbours, while the
 * server's CPU time per request depends on them much less: the figure to compare changes by.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Linux reports /proc times in USER_HZ, which is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time of a process, or of one of its threads (`thread`: its id; the main thread's is the process id). */
export function cpuSeconds(pid: number, thread?: number): number | null {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, "utf8");
    // Fields after the command name, which is in brackets and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU time of each thread of a process (by thread id), from /proc on Linux; null elsewhere. */
export function threadCpuSeconds(pid: number): Map<number, number> | null {
  try {
    const times = new Map<number, number>();
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const seconds = cpuSeconds(pid, Number(thread));
      if (seconds !== null) times.set(Number(thread), seconds);
    }
    return times;
  } catch {
    return null;
  }
}

/** CPU seconds spent between two readings of threadCpuSeconds, by the kind of thread. */
export interface ThreadKinds {
  main: number;
  /** The engine threads: the `engineThreads` busiest threads besides the main one (each runs JavaScript most of the time). */
  engine: number;
  /** Every other thread: V8's helpers (garbage collection, compilation) and libuv's. */
  helpers: number;
}

export function threadKinds(pid: number, before: Map<number, number>, after: Map<number, number>, engineThreads: number): ThreadKinds {
  const spent: number[] = [];
  let main = 0;
  for (const [thread, seconds] of after) {
    const used = seconds - (before.get(thread) ?? 0);
    if (thread === pid) main = used;
    else spent.push(used);
  }
  spent.sort((a, b) => b - a);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return { main, engine: sum(spent.slice(0, engineThreads)), helpers: sum(spent.slice(engineThreads)) };
}
