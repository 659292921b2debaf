/** History and check state storage: session `checkHistory` (5, newest first), local `checkState`. */
import { beforeEach, describe, expect, it } from "vitest";
import {
  addToHistory,
  HISTORY_SIZE,
  loadCheckState,
  loadHistory,
  nextTimestamp,
  saveCheckState,
  saveHistory,
  type HistoryEntry,
} from "../../src/custom-pages/check/checkStorage";
import { checkResult } from "./fixtures";

function entry(timestamp: number, text = `Requirement ${timestamp} shall hold.`): HistoryEntry {
  return { timestamp, analyseResult: checkResult({ text }) };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("history", () => {
  it("adds entries newest first and keeps five", () => {
    let history: HistoryEntry[] = [];
    for (let t = 1; t <= 7; t++) history = addToHistory(history, entry(t));
    expect(HISTORY_SIZE).toBe(5);
    expect(history.map((e) => e.timestamp)).toEqual([7, 6, 5, 4, 3]);
  });

  it("orders by timestamp, not by insertion, and replaces an entry with the same timestamp", () => {
    const history = addToHistory([entry(10), entry(5)], entry(7));
    expect(history.map((e) => e.timestamp)).toEqual([10, 7, 5]);
    const replaced = addToHistory(history, entry(7, "Changed."));
    expect(replaced.map((e) => e.timestamp)).toEqual([10, 7, 5]);
    expect(replaced[1].analyseResult.text).toBe("Changed.");
  });

  it("gives unique, increasing timestamps even within one millisecond", () => {
    expect(nextTimestamp([entry(1000)], 1000)).toBe(1001);
    expect(nextTimestamp([entry(1000)], 2000)).toBe(2000);
    expect(nextTimestamp([], 5)).toBe(5);
  });

  it("round-trips through session storage under checkHistory", () => {
    saveHistory([entry(2), entry(1)]);
    expect(JSON.parse(sessionStorage.getItem("checkHistory") ?? "[]")).toHaveLength(2);
    expect(loadHistory().map((e) => e.timestamp)).toEqual([2, 1]);
  });

  it("sorts, trims and validates what it loads", () => {
    sessionStorage.setItem("checkHistory", JSON.stringify([1, 9, 3, 7, 5, 11].map((t) => entry(t))));
    expect(loadHistory().map((e) => e.timestamp)).toEqual([11, 9, 7, 5, 3]);
    sessionStorage.setItem("checkHistory", "{not json");
    expect(loadHistory()).toEqual([]);
    sessionStorage.setItem("checkHistory", JSON.stringify([{ timestamp: "x", analyseResult: {} }]));
    expect(loadHistory()).toEqual([]);
  });
});

describe("check state", () => {
  it("round-trips through local storage under checkState with the spec's fields", () => {
    const result = checkResult();
    saveCheckState({ resultState: "result", analyseResult: result });
    const raw = JSON.parse(localStorage.getItem("checkState") ?? "{}");
    expect(Object.keys(raw).sort()).toEqual(
      ["analyseResult", "contradictionResult", "duplicationResult", "resultState", "similarityResult", "suggestionsResult"].sort(),
    );
    expect(loadCheckState()).toMatchObject({ resultState: "result", analyseResult: result });
  });

  it("ignores a damaged state", () => {
    localStorage.setItem("checkState", JSON.stringify({ resultState: "exploded", analyseResult: null }));
    expect(loadCheckState()).toBeNull();
  });
});
