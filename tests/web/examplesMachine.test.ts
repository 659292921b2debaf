/** The examples page's machine, driven without React: actors are swapped with provide(), time is faked. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { AnalysisItem } from "../../schemas/generated/types";
import type { LanguageCode } from "../../src/providers/api";
import type { ExampleSource, ExamplesSetup } from "../../src/custom-pages/examples/examplesApi";
import { ApiError } from "../../src/providers/httpClient";
import {
  examplesMachine,
  currentRows,
  groupComparisonOps,
  type AnalysisBatch,
  type ComparisonOp,
  type PollInput,
  type PollOutput,
  type SuggestionsInput,
} from "../../src/custom-pages/examples/examplesMachine";
import {
  COMPARISON_POLL_INTERVAL_MS,
  FIRST_POLL_TIMESTAMP,
  nextExampleId,
  ratingCounts,
  type ComparisonResults,
  type SavedExamplesState,
} from "../../src/custom-pages/examples/examplesModel";

const FILES: Record<LanguageCode, ExampleSource[]> = {
  en: [
    { externalId: "1", text: "The gate shall open within 2 s." },
    { externalId: "2", text: "The gate shall open within 5 s." },
    { externalId: "3", text: "The gate should open quickly." },
  ],
  de: [
    { externalId: "1", text: "Das Tor muss sich innerhalb von 2 s öffnen." },
    { externalId: "2", text: "Das Tor sollte sich schnell öffnen." },
  ],
};

function item(text: string, externalId: string, rating: number, language: LanguageCode = "en"): AnalysisItem {
  return {
    text,
    externalId,
    language,
    rating,
    gibberish: false,
    improvements: {},
    processedText: text,
    classifications: [],
    earsPattern: "ubiquitous",
  };
}

const ratingByText = (text: string) => (/should/.test(text) || /sollte/.test(text) ? 3 : 5);

const fullSetup: ExamplesSetup = {
  licenseStatus: "VALID_LICENSE",
  configurations: [
    { configId: "default", isDefault: true },
    { configId: "strict", isDefault: false },
  ],
  features: { suggestion: true, comparison: true },
};

interface Options {
  setup?: ExamplesSetup;
  analyse?: (batch: AnalysisBatch) => Promise<AnalysisItem[]>;
  poll?: (input: PollInput) => Promise<PollOutput>;
  suggestions?: (input: SuggestionsInput) => Promise<string[]>;
  sync?: (input: { ops: ComparisonOp[]; demoId: string }) => Promise<ComparisonOp[]>;
  saved?: SavedExamplesState | null;
  files?: Record<LanguageCode, ExampleSource[]>;
  uiLanguage?: LanguageCode;
}

function start(options: Options = {}) {
  const loadExamples = vi.fn(({ language }: { language: LanguageCode }) => Promise.resolve((options.files ?? FILES)[language]));
  const analyse = vi.fn(
    options.analyse ??
      ((batch: AnalysisBatch) => Promise.resolve(batch.rows.map((r) => item(r.text, r.externalId, ratingByText(r.text), batch.language)))),
  );
  const sync = vi.fn(options.sync ?? ((_: { ops: ComparisonOp[]; demoId: string }) => Promise.resolve([] as ComparisonOp[])));
  const poll = vi.fn(
    options.poll ??
      ((input: PollInput): Promise<PollOutput> =>
        Promise.resolve({ language: input.language, startedAt: Date.now(), changedIds: [], results: null })),
  );
  const suggestions = vi.fn(options.suggestions ?? ((_: SuggestionsInput) => Promise.resolve(["The gate shall open within 1 s."])));
  const persist = vi.fn();
  const machine = examplesMachine.provide({
    actors: {
      loadSetup: fromPromise(() => Promise.resolve(options.setup ?? fullSetup)),
      loadExamples: fromPromise(({ input }: { input: { language: LanguageCode } }) => loadExamples(input)),
      analyseExamples: fromPromise(({ input }: { input: AnalysisBatch }) => analyse(input)),
      syncComparison: fromPromise(({ input }: { input: { ops: ComparisonOp[]; demoId: string } }) => sync(input)),
      pollComparison: fromPromise(({ input }: { input: PollInput }) => poll(input)),
      fetchSuggestions: fromPromise(({ input }: { input: SuggestionsInput }) => suggestions(input)),
    },
    actions: { persist },
  });
  const actor = createActor(machine, {
    input: {
      demoId: "Demo_test1234",
      saved: options.saved ?? null,
      language: "en",
      ...(options.uiLanguage ? { uiLanguage: options.uiLanguage } : {}),
    },
  });
  actor.start();
  return { actor, loadExamples, analyse, sync, poll, suggestions, persist };
}

type Actor = ReturnType<typeof start>["actor"];

/** Lets promises settle without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
}

function rows(actor: Actor) {
  return currentRows(actor.getSnapshot().context);
}

function ratings(actor: Actor) {
  return rows(actor).map((r) => r.analysisResult?.rating ?? null);
}

function savedOps(sync: ReturnType<typeof start>["sync"]): ComparisonOp[] {
  return sync.mock.calls.flatMap(([input]) => input.ops);
}

function results(partial: Partial<ComparisonResults>): ComparisonResults {
  return { similarityResults: {}, contradictionResults: [], duplicateResults: [], ...partial };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("examplesMachine", () => {
  it("loads the examples of the language, analyses them all, saves each to the comparison database and flags them processing", async () => {
    const { actor, loadExamples, analyse, sync } = start();
    await settle();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(loadExamples).toHaveBeenCalledWith({ language: "en" });
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(analyse.mock.calls[0][0]).toMatchObject({ language: "en", configId: "default" });
    expect(analyse.mock.calls[0][0].rows.map((r) => r.externalId)).toEqual(["1", "2", "3"]);
    expect(ratings(actor)).toEqual([5, 5, 3]);
    expect(savedOps(sync).map((op) => [op.kind, op.language, op.externalId])).toEqual([
      ["save", "en", "1"],
      ["save", "en", "2"],
      ["save", "en", "3"],
    ]);
    expect(sync.mock.calls[0][0].demoId).toBe("Demo_test1234");
    expect(rows(actor).every((r) => r.isComparisonResultProcessing)).toBe(true);
  });

  it("shows rating 0 for a failed analysis", async () => {
    const { actor } = start({ analyse: () => Promise.reject(new Error("down")) });
    await settle();
    expect(ratings(actor)).toEqual([0, 0, 0]);
  });

  it("goes to licenseError for an invalid licence", async () => {
    const { actor, loadExamples } = start({ setup: { ...fullSetup, licenseStatus: "EXPIRED_LICENSE" } });
    await settle();
    expect(actor.getSnapshot().value).toBe("licenseError");
    expect(loadExamples).not.toHaveBeenCalled();
  });

  it("polls every 5 s from 1700-01-01T00:00:00Z, then from the last poll's start; results clear the processing flag", async () => {
    const polls: PollInput[] = [];
    let answer: Omit<PollOutput, "language" | "startedAt"> = { changedIds: [], results: null };
    const { actor, poll } = start({
      poll: (input) => {
        polls.push(input);
        return Promise.resolve({ language: input.language, startedAt: Date.now(), ...answer });
      },
    });
    await settle();
    expect(poll).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(COMPARISON_POLL_INTERVAL_MS);
    expect(polls).toHaveLength(1);
    expect(polls[0]).toEqual({ language: "en", dbName: "reqlens_examples_en_Demo_test1234", since: FIRST_POLL_TIMESTAMP });
    const firstPollAt = Date.now();

    answer = {
      changedIds: ["1", "2"],
      results: results({
        contradictionResults: [
          { externalId: "1", document: [{ contradictingExternalId: "2", reason: "2 s and 5 s" }], project: [], db: [] },
          { externalId: "2", document: [{ contradictingExternalId: "1", reason: "5 s and 2 s" }], project: [], db: [] },
        ],
      }),
    };
    await vi.advanceTimersByTimeAsync(COMPARISON_POLL_INTERVAL_MS);
    expect(polls).toHaveLength(2);
    expect(polls[1].since).toBe(new Date(firstPollAt).toISOString());
    const [first, second, third] = rows(actor);
    expect(first.isComparisonResultProcessing).toBe(false);
    expect(first.contradictionResult?.document).toEqual([{ contradictingExternalId: "2", reason: "2 s and 5 s" }]);
    expect(first.duplicationResult).toEqual({ externalId: "1", document: [], project: [], db: [] });
    expect(second.isComparisonResultProcessing).toBe(false);
    expect(third.isComparisonResultProcessing).toBe(true);
  });

  it("does not poll when comparison is not active, and sets no processing flag", async () => {
    const { actor, poll, sync } = start({ setup: { ...fullSetup, features: { suggestion: false, comparison: false } } });
    await settle();
    await vi.advanceTimersByTimeAsync(3 * COMPARISON_POLL_INTERVAL_MS);
    expect(poll).not.toHaveBeenCalled();
    expect(sync).not.toHaveBeenCalled();
    expect(rows(actor).some((r) => r.isComparisonResultProcessing)).toBe(false);
  });

  it("clears the processing flag after 40 s without results", async () => {
    const { actor } = start();
    await settle();
    expect(rows(actor).every((r) => r.isComparisonResultProcessing)).toBe(true);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(rows(actor).every((r) => r.isComparisonResultProcessing)).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rows(actor).some((r) => r.isComparisonResultProcessing)).toBe(false);
  });

  it("adds a requirement with the next id (highest numeric id + 1), analyses and saves it; blank text is ignored", async () => {
    const { actor, analyse, sync } = start();
    await settle();
    actor.send({ type: "EXAMPLE.ADD", text: "   " });
    await settle();
    expect(rows(actor)).toHaveLength(3);

    actor.send({ type: "EXAMPLE.ADD", text: "The gate shall close within 3 s." });
    await settle();
    const added = rows(actor)[3];
    expect(added.externalId).toBe("4");
    expect(added.analysisResult?.rating).toBe(5);
    expect(added.isComparisonResultProcessing).toBe(true);
    expect(analyse).toHaveBeenLastCalledWith(expect.objectContaining({ rows: [{ externalId: "4", text: "The gate shall close within 3 s." }] }));
    expect(savedOps(sync).at(-1)).toEqual({ kind: "save", language: "en", externalId: "4", text: "The gate shall close within 3 s." });
  });

  it("computes the next id as highest numeric id + 1, or 1", () => {
    expect(nextExampleId([])).toBe("1");
    expect(nextExampleId([{ externalId: "2" }, { externalId: "9" }, { externalId: "x" }])).toBe("10");
  });

  it("accepts at most 15 requirements per language", async () => {
    const { actor } = start();
    await settle();
    for (let i = 0; i < 20; i++) actor.send({ type: "EXAMPLE.ADD", text: `The gate shall log event ${i}.` });
    await settle();
    expect(rows(actor)).toHaveLength(15);
    expect(rows(actor).at(-1)?.externalId).toBe("15");
  });

  it("editing removes the requirement's references from the others' results, re-analyses and re-saves it; unchanged text is ignored", async () => {
    const { actor, analyse, sync } = start({
      poll: (input) =>
        Promise.resolve({
          language: input.language,
          startedAt: Date.now(),
          changedIds: ["1", "2", "3"],
          results: results({
            similarityResults: { "1": { "2": 0.8 }, "2": { "1": 0.8 } },
            contradictionResults: [
              { externalId: "1", document: [{ contradictingExternalId: "2", reason: "values" }], project: [], db: [] },
              { externalId: "2", document: [{ contradictingExternalId: "1", reason: "values" }], project: [], db: [] },
            ],
            duplicateResults: [{ externalId: "3", document: [{ externalId: "2", reason: "same", duplicateScore: 0.95 }], project: [], db: [] }],
          }),
        }),
    });
    await settle();
    await vi.advanceTimersByTimeAsync(COMPARISON_POLL_INTERVAL_MS);
    expect(rows(actor)[0].contradictionResult?.document).toHaveLength(1);

    const analyseCalls = analyse.mock.calls.length;
    actor.send({ type: "EXAMPLE.EDIT", externalId: "2", text: "The gate shall open within 5 s." });
    await settle();
    expect(analyse.mock.calls.length).toBe(analyseCalls);

    actor.send({ type: "EXAMPLE.EDIT", externalId: "2", text: "The barrier should lift." });
    const [first, second, third] = rows(actor);
    expect(first.contradictionResult?.document).toEqual([]);
    expect(first.similarityResult).toEqual({});
    expect(third.duplicationResult?.document).toEqual([]);
    expect(second.analysisResult).toBeNull();
    expect(second.contradictionResult).toBeNull();
    expect(second.isComparisonResultProcessing).toBe(true);
    await settle();
    expect(rows(actor)[1].analysisResult?.rating).toBe(3);
    expect(analyse).toHaveBeenLastCalledWith(expect.objectContaining({ rows: [{ externalId: "2", text: "The barrier should lift." }] }));
    expect(savedOps(sync).at(-1)).toEqual({ kind: "save", language: "en", externalId: "2", text: "The barrier should lift." });
  });

  it("deleting removes the row and its references, deletes it from the comparison database and shows the statistics", async () => {
    const { actor, sync } = start({
      poll: (input) =>
        Promise.resolve({
          language: input.language,
          startedAt: Date.now(),
          changedIds: ["1"],
          results: results({
            duplicateResults: [{ externalId: "1", document: [{ externalId: "3", reason: "same", duplicateScore: 0.97 }], project: [], db: [] }],
          }),
        }),
    });
    await settle();
    await vi.advanceTimersByTimeAsync(COMPARISON_POLL_INTERVAL_MS);
    actor.send({ type: "ROW.SELECT", externalId: "3" });
    expect(actor.getSnapshot().context.resultState).toBe("detail");

    actor.send({ type: "EXAMPLE.DELETE", externalId: "3" });
    await settle();
    const { context } = actor.getSnapshot();
    expect(rows(actor).map((r) => r.externalId)).toEqual(["1", "2"]);
    expect(rows(actor)[0].duplicationResult?.document).toEqual([]);
    expect(context.resultState).toBe("statistics");
    expect(context.selectedExternalId).toBeNull();
    expect(savedOps(sync).at(-1)).toEqual({ kind: "delete", language: "en", externalId: "3" });
  });

  it("a configuration change clears analyses and suggestions and re-analyses all with the new configuration", async () => {
    const { actor, analyse, suggestions } = start();
    await settle();
    actor.send({ type: "ROW.SELECT", externalId: "3" });
    await settle();
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(rows(actor)[2].suggestionsResult).toEqual(["The gate shall open within 1 s."]);

    let release: () => void = () => {};
    analyse.mockImplementationOnce(
      (batch) => new Promise((resolve) => (release = () => resolve(batch.rows.map((r) => item(r.text, r.externalId, 4))))),
    );
    actor.send({ type: "CONFIG.SELECT", configId: "strict" });
    await settle();
    expect(actor.getSnapshot().context.configId).toBe("strict");
    expect(rows(actor).every((r) => r.analysisResult === null && r.suggestionsResult === null)).toBe(true);
    release();
    await settle();
    expect(analyse).toHaveBeenLastCalledWith(expect.objectContaining({ configId: "strict", language: "en" }));
    expect(analyse.mock.lastCall?.[0].rows).toHaveLength(3);
    expect(ratings(actor)).toEqual([4, 4, 4]);
    // Suggestions are fetched again for the selected row with the new analysis.
    expect(suggestions).toHaveBeenCalledTimes(2);
    expect(suggestions.mock.lastCall?.[0]).toMatchObject({ externalId: "3", configId: "strict" });
  });

  it("asks for messages in the interface language and analyses again when it changes", async () => {
    const { actor, analyse } = start({ uiLanguage: "de" });
    await settle();
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(analyse.mock.lastCall?.[0]).toMatchObject({ language: "en", uiLanguage: "de" });
    expect(ratings(actor)).toEqual([5, 5, 3]);
    actor.send({ type: "UI_LANGUAGE.CHANGE", uiLanguage: "de" });
    await settle();
    expect(analyse).toHaveBeenCalledTimes(1);
    actor.send({ type: "UI_LANGUAGE.CHANGE", uiLanguage: "en" });
    await settle();
    expect(analyse).toHaveBeenCalledTimes(2);
    expect(analyse.mock.lastCall?.[0]).toMatchObject({ language: "en", uiLanguage: "en" });
    expect(analyse.mock.lastCall?.[0].rows).toHaveLength(3);
    expect(ratings(actor)).toEqual([5, 5, 3]);
  });

  it("analyses stored rows again when they were worded in another interface language", async () => {
    const first = start({ uiLanguage: "en" });
    await settle();
    const stored: SavedExamplesState = {
      resultState: "statistics",
      selectedExternalId: null,
      language: "en",
      configId: "default",
      uiLanguage: "en",
      exampleRequirementsByLanguage: { en: currentRows(first.actor.getSnapshot().context) },
    };
    const same = start({ saved: stored, uiLanguage: "en" });
    await settle();
    expect(same.analyse).not.toHaveBeenCalled();
    const other = start({ saved: stored, uiLanguage: "de" });
    await settle();
    expect(other.analyse).toHaveBeenCalledTimes(1);
    expect(other.analyse.mock.lastCall?.[0]).toMatchObject({ uiLanguage: "de" });
  });

  it("fetches suggestions only for a selected row rated below 5, and only when the feature is active", async () => {
    const { actor, suggestions } = start();
    await settle();
    actor.send({ type: "ROW.SELECT", externalId: "1" });
    await settle();
    expect(suggestions).not.toHaveBeenCalled();

    const inactive = start({ setup: { ...fullSetup, features: { suggestion: false, comparison: true } } });
    await settle();
    inactive.actor.send({ type: "ROW.SELECT", externalId: "3" });
    await settle();
    expect(inactive.suggestions).not.toHaveBeenCalled();
  });

  it("a language change loads that language's examples and deselects the row; going back keeps the edited rows", async () => {
    const { actor, loadExamples, sync } = start();
    await settle();
    actor.send({ type: "EXAMPLE.ADD", text: "The gate shall beep." });
    actor.send({ type: "ROW.SELECT", externalId: "2" });
    await settle();

    actor.send({ type: "LANGUAGE.SELECT", language: "de" });
    await settle();
    let { context } = actor.getSnapshot();
    expect(context.language).toBe("de");
    expect(context.selectedExternalId).toBeNull();
    expect(context.resultState).toBe("statistics");
    expect(loadExamples).toHaveBeenLastCalledWith({ language: "de" });
    expect(rows(actor).map((r) => r.text)).toEqual(FILES.de.map((e) => e.text));
    expect(ratings(actor)).toEqual([5, 3]);
    expect(
      savedOps(sync)
        .filter((op) => op.language === "de")
        .map((op) => op.externalId),
    ).toEqual(["1", "2"]);

    actor.send({ type: "LANGUAGE.SELECT", language: "en" });
    await settle();
    context = actor.getSnapshot().context;
    expect(loadExamples).toHaveBeenCalledTimes(2);
    expect(rows(actor)).toHaveLength(4);
    expect(context.lastPollByLanguage.en).toBe(FIRST_POLL_TIMESTAMP);
  });

  it("starts from the stored state: stored rows are not loaded again, only rows without results are analysed", async () => {
    const saved: SavedExamplesState = {
      resultState: "detail",
      selectedExternalId: "1",
      language: "en",
      configId: "default",
      exampleRequirementsByLanguage: {
        en: [
          {
            externalId: "1",
            configId: "default",
            text: "The gate shall open.",
            analysisResult: item("The gate shall open.", "1", 5),
            similarityResult: null,
            contradictionResult: null,
            duplicationResult: null,
            suggestionsResult: null,
            isComparisonResultProcessing: false,
            processingSince: null,
          },
          {
            externalId: "7",
            configId: "default",
            text: "The gate should close.",
            analysisResult: null,
            similarityResult: null,
            contradictionResult: null,
            duplicationResult: null,
            suggestionsResult: null,
            isComparisonResultProcessing: false,
            processingSince: null,
          },
        ],
      },
    };
    const { actor, loadExamples, analyse, persist } = start({ saved });
    await settle();
    expect(loadExamples).not.toHaveBeenCalled();
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(analyse.mock.calls[0][0].rows).toEqual([{ externalId: "7", text: "The gate should close." }]);
    expect(actor.getSnapshot().context.selectedExternalId).toBe("1");
    expect(persist).toHaveBeenCalled();
    actor.send({ type: "EXAMPLE.ADD", text: "The gate shall stop." });
    await settle();
    expect(rows(actor).at(-1)?.externalId).toBe("8");
  });

  it("analyses a stored failed analysis (rating 0) again when the language is opened", async () => {
    const failed = {
      externalId: "1",
      configId: "default",
      text: "The gate shall open.",
      analysisResult: item("The gate shall open.", "1", 0),
      similarityResult: null,
      contradictionResult: null,
      duplicationResult: null,
      suggestionsResult: null,
      isComparisonResultProcessing: false,
      processingSince: null,
    };
    const { actor, analyse } = start({
      saved: {
        resultState: "statistics",
        selectedExternalId: null,
        language: "en",
        configId: "default",
        exampleRequirementsByLanguage: { en: [failed] },
      },
    });
    await settle();
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(ratings(actor)).toEqual([5]);
  });

  it("on 429 from the analysis waits with the rows queued and the requests-exceeded flag; a stored key resumes", async () => {
    let refuse = true;
    const { actor, analyse } = start({
      analyse: (batch) =>
        refuse
          ? Promise.reject(new ApiError(429, "TOO_MANY_REQUESTS", "too many requests", null))
          : Promise.resolve(batch.rows.map((r) => item(r.text, r.externalId, ratingByText(r.text), batch.language))),
    });
    await settle();
    expect(actor.getSnapshot().context.requestsExceeded).toBe(true);
    expect(analyse).toHaveBeenCalledTimes(1);
    // Waiting: no new attempts while the flag is set, not even after the poll interval.
    await vi.advanceTimersByTimeAsync(COMPARISON_POLL_INTERVAL_MS * 2);
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(ratings(actor)).toEqual([null, null, null]);

    refuse = false;
    actor.send({ type: "APIKEY.STORED" });
    await settle();
    expect(actor.getSnapshot().context.requestsExceeded).toBe(false);
    expect(analyse).toHaveBeenCalledTimes(2);
    expect(ratings(actor).every((r) => typeof r === "number" && r >= 1)).toBe(true);
  });

  it("on 429 from a comparison save keeps the unsent operations for after a key", async () => {
    let refuse = true;
    const { actor, sync } = start({ sync: (input) => Promise.resolve(refuse ? input.ops : []) });
    await settle();
    expect(actor.getSnapshot().context.requestsExceeded).toBe(true);
    const firstOps = sync.mock.calls[0][0].ops;
    expect(firstOps.length).toBeGreaterThan(0);
    expect(actor.getSnapshot().context.comparisonQueue).toEqual(firstOps);
    refuse = false;
    actor.send({ type: "APIKEY.STORED" });
    await settle();
    expect(sync).toHaveBeenCalledTimes(2);
    expect(sync.mock.calls[1][0].ops).toEqual(firstOps);
    expect(actor.getSnapshot().context.comparisonQueue).toEqual([]);
  });

  it("groups consecutive saves of one language into one request, keeping deletes in their place", () => {
    const save = (externalId: string, language: LanguageCode = "en"): ComparisonOp => ({
      kind: "save",
      language,
      externalId,
      text: `The gate shall open ${externalId}.`,
    });
    const del: ComparisonOp = { kind: "delete", language: "en", externalId: "2" };
    const groups = groupComparisonOps([save("1"), save("2"), del, save("3"), save("4"), save("5", "de")]);
    expect(groups.map((g) => g.map((op) => `${op.kind}:${op.externalId}`))).toEqual([
      ["save:1", "save:2"],
      ["delete:2"],
      ["save:3", "save:4"],
      ["save:5"],
    ]);
    const many = Array.from({ length: 150 }, (_, i) => save(String(i)));
    expect(groupComparisonOps(many).map((g) => g.length)).toEqual([100, 50]);
  });

  it("counts only numeric ratings 1 to 5 for the pie chart", () => {
    expect(ratingCounts([1, 5, 5, 0, null, 6, 2.5, "3", 3, Number.NaN])).toEqual([1, 0, 1, 0, 2]);
  });
});
