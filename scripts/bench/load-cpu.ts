/**
 * CPU time a process has used (user + system, all its threads), from /proc on Linux;
 * null elsewhere. On a shared machine requests/s depend on the neighbours, while the
 * server's CPU time per request depends on them much less: the figure to compare changes by.
 */
import { readFileSync } from "node:fs";

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
