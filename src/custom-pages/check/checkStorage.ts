/**
 * What the check page keeps between visits: the history of the last five analyses
 * (session storage `checkHistory`, newest first by timestamp) and the check state
 * (local storage `checkState`).
 */
import type { CheckResult } from "../../providers/api";
import { readJson, STORAGE_KEYS, writeJson } from "../../providers/storage";

export const HISTORY_SIZE = 5;

export type ResultState = "placeholder" | "result" | "gibberish" | "error";
export const RESULT_STATES: readonly ResultState[] = ["placeholder", "result", "gibberish", "error"];

export interface HistoryEntry {
  /** Unique key of the entry (milliseconds since the epoch). */
  timestamp: number;
  analyseResult: CheckResult;
}

/** The spec's check state; the comparison and suggestion parts stay empty on this page for now. */
export interface SavedCheckState {
  resultState: ResultState;
  analyseResult: CheckResult | null;
  suggestionsResult: string[] | null;
  similarityResult: unknown;
  contradictionResult: unknown;
  duplicationResult: unknown;
}

export function isCheckResult(value: unknown): value is CheckResult {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.text === "string" &&
    typeof v.rating === "number" &&
    typeof v.gibberish === "boolean" &&
    typeof v.improvements === "object" &&
    v.improvements !== null &&
    Array.isArray(v.classifications)
  );
}

function isHistory(value: unknown): value is HistoryEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        typeof e === "object" && e !== null && typeof (e as HistoryEntry).timestamp === "number" && isCheckResult((e as HistoryEntry).analyseResult),
    )
  );
}

function isSavedCheckState(value: unknown): value is SavedCheckState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return RESULT_STATES.includes(v.resultState as ResultState) && (v.analyseResult === null || isCheckResult(v.analyseResult));
}

/** Adds an entry and keeps the newest `size` entries, newest first. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry, size = HISTORY_SIZE): HistoryEntry[] {
  return [entry, ...history.filter((e) => e.timestamp !== entry.timestamp)].sort((a, b) => b.timestamp - a.timestamp).slice(0, size);
}

/** A timestamp later than every entry's, so that keys stay unique even within one millisecond. */
export function nextTimestamp(history: readonly HistoryEntry[], now: number): number {
  const newest = history.reduce((max, e) => Math.max(max, e.timestamp), 0);
  return Math.max(now, newest + 1);
}

export function loadHistory(): HistoryEntry[] {
  const history = readJson("session", STORAGE_KEYS.checkHistory, isHistory) ?? [];
  return [...history].sort((a, b) => b.timestamp - a.timestamp).slice(0, HISTORY_SIZE);
}

export function saveHistory(history: readonly HistoryEntry[]): void {
  writeJson("session", STORAGE_KEYS.checkHistory, history);
}

export function loadCheckState(): SavedCheckState | null {
  return readJson("local", STORAGE_KEYS.checkState, isSavedCheckState);
}

export function saveCheckState(state: Pick<SavedCheckState, "resultState" | "analyseResult">): void {
  const saved: SavedCheckState = {
    resultState: state.resultState,
    analyseResult: state.analyseResult,
    suggestionsResult: null,
    similarityResult: null,
    contradictionResult: null,
    duplicationResult: null,
  };
  writeJson("local", STORAGE_KEYS.checkState, saved);
}
