/**
 * Comparison scoring as engine work (server/engine/worker.ts runs it on the pool's threads;
 * ComparisonService runs it on its own thread when it has no pool): the candidates of each
 * requirement through the database's index, and compareOne's similar, duplicate and
 * contradiction results, which is all of the comparison's CPU work.
 *
 * Each thread keeps its own copy of the indexes (ComparisonIndexes), as the database's
 * rows at a change number: a database's rows carry a change number (seq, one counter per
 * database, raised by every save and deletion) and the database a generation (new when it
 * is removed and created again). A task names the database, its generation and the change
 * number the answer must reflect (read in the worker's transaction, which holds the
 * database's row, so nothing changes meanwhile). A thread whose index is older answers
 * `{ needs: seq }` with the change number it has (0 when it has none, or another
 * generation); the service reads the rows changed after that number and sends the task
 * again with them (`changes`). Any thread at that number or later applies them (a row
 * already applied is applied again as it is: the last text wins), so whichever thread
 * takes the task, it converges within one more round per thread. The service remembers
 * where each thread's index was at its last answer and sends a task the rows changed since
 * the oldest of them along with it, so that after a save the task usually needs no second
 * round. Indexes therefore stay
 * consistent across threads and processes by the database alone: a thread never answers
 * from an index older than the task's change number.
 */
import { ComparisonIndex, compareOne, type CompareResult } from "../../engine/compare/index.js";
import { threadId } from "node:worker_threads";
import type { Language } from "../../engine/index.js";

/** Rows changed after a change number, as columns: a null text is a deletion. */
export interface IndexChanges {
  /** The change number the rows follow: a thread at this number or later can apply them. */
  after: number;
  ids: string[];
  texts: Array<string | null>;
  languages: Array<Language | null>;
}

export interface CompareTask {
  kind: "compare";
  dbName: string;
  generation: string;
  /** The database's change number: the index the answer comes from includes every change up to it. */
  seq: number;
  /** Requirements to compare, each with its candidates from the index. */
  ids: string[];
  threshold: number;
  duplicateThreshold: number;
  /** Also name the engine's contradictions a language model should confirm (LlmCandidates), at most `count` per requirement. */
  llm?: { count: number };
  changes?: IndexChanges;
}

/** What a language model confirms for one requirement: its text and the texts of the engine's contradictions with it. */
export interface LlmCandidates {
  text: string;
  language: Language;
  candidates: Array<{ id: string; text: string }>;
}

export interface Compared {
  id: string;
  /** null when the requirement is not in the index (deleted after its job was queued). */
  result: CompareResult | null;
  llm?: LlmCandidates;
}

/**
 * The results, and the thread's time for them in ms (the index's catch-up not included);
 * or the change number the thread's index is at. `thread` names the thread that answered,
 * so the service can send the next task the rows its threads lack along with it.
 */
export type CompareOutcome = { compared: Compared[]; ms: number; thread: number } | { needs: number; thread: number };

/** Databases whose index a thread keeps; the least recently used is dropped (and read again when needed). */
const MAX_INDEXES = 64;

interface HeldIndex {
  index: ComparisonIndex;
  generation: string;
  seq: number;
}

/** The comparison indexes of one thread, per database, and the task that uses them. */
export class ComparisonIndexes {
  private readonly held = new Map<string, HeldIndex>();

  run(task: CompareTask): CompareOutcome {
    const held = this.current(task);
    if (held.seq < task.seq) return { needs: held.seq, thread: threadId };
    const started = performance.now();
    const compared = task.ids.map((id): Compared => {
      if (!held.index.has(id)) return { id, result: null };
      const result = compareOne(held.index, id, {
        threshold: Math.min(task.threshold, task.duplicateThreshold),
        duplicateThreshold: task.duplicateThreshold,
      });
      return task.llm ? { id, result, llm: llmCandidates(held.index, id, result, task.llm) } : { id, result };
    });
    return { compared, ms: performance.now() - started, thread: threadId };
  }

  /** The database's index, brought forward by the task's changes when they follow from where it is. */
  private current(task: CompareTask): HeldIndex {
    let held = this.held.get(task.dbName);
    if (held) this.held.delete(task.dbName);
    if (!held || held.generation !== task.generation) held = { index: new ComparisonIndex(), generation: task.generation, seq: 0 };
    // Most recently used last, so the oldest goes first.
    this.held.set(task.dbName, held);
    if (this.held.size > MAX_INDEXES) this.held.delete(this.held.keys().next().value!);
    const changes = task.changes;
    if (changes && changes.after <= held.seq && held.seq < task.seq) {
      const index = held.index;
      for (let i = 0; i < changes.ids.length; i++) {
        const id = changes.ids[i];
        const text = changes.texts[i];
        const language = changes.languages[i];
        if (text === null || language === null) index.remove(id);
        else if (index.text(id) !== text || index.language(id) !== language) index.add(id, text, language);
      }
      held.seq = task.seq;
    }
    return held;
  }
}

/** The engine's contradictions of one requirement, with their texts, for a language model to confirm; none, no call. */
function llmCandidates(index: ComparisonIndex, id: string, result: CompareResult, options: { count: number }): LlmCandidates {
  const candidates = result.contradictions.slice(0, options.count).map((c) => ({ id: c.id, text: index.text(c.id)! }));
  return { text: index.text(id)!, language: index.language(id)!, candidates };
}
