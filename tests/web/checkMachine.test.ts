/** The check page's machine, driven without React: actors are swapped with provide(). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { checkMachine, errorKindOf, type AnalyseInput, type CheckSetup, type SuggestionsInput } from "../../src/custom-pages/check/checkMachine";
import type { HistoryEntry } from "../../src/custom-pages/check/checkStorage";
import type { CheckResult, LanguageCode, Suggestion } from "../../src/providers/api";
import { ApiError } from "../../src/providers/httpClient";
import { checkResult } from "./fixtures";

const validSetup: CheckSetup = {
  licenseStatus: "VALID_LICENSE",
  configurations: [
    { configId: "strict", isDefault: false },
    { configId: "default", isDefault: true },
  ],
  languages: ["en", "de"],
  suggestionsActive: true,
};

interface Options {
  setup?: () => Promise<CheckSetup>;
  analyse?: (input: AnalyseInput) => Promise<CheckResult>;
  detect?: (text: string) => Promise<LanguageCode | null>;
  suggest?: (input: SuggestionsInput) => Promise<Suggestion[]>;
  history?: HistoryEntry[];
  uiLanguage?: LanguageCode;
}

function start(options: Options = {}) {
  const analyse = vi.fn(options.analyse ?? ((input: AnalyseInput) => Promise.resolve(checkResult({ text: input.text }))));
  const detect = vi.fn(options.detect ?? (() => Promise.resolve("de" as LanguageCode)));
  const suggest = vi.fn(options.suggest ?? (() => Promise.resolve([] as Suggestion[])));
  const persistHistory = vi.fn();
  const persistCheckState = vi.fn();
  const machine = checkMachine.provide({
    actors: {
      loadSetup: fromPromise(options.setup ?? (() => Promise.resolve(validSetup))),
      analyse: fromPromise(({ input }: { input: AnalyseInput }) => analyse(input)),
      detectLanguage: fromPromise(({ input }: { input: { text: string } }) => detect(input.text)),
      fetchSuggestions: fromPromise(({ input }: { input: SuggestionsInput }) => suggest(input)),
    },
    actions: { persistHistory, persistCheckState },
  });
  const actor = createActor(machine, { input: { history: options.history ?? [], uiLanguage: options.uiLanguage } });
  actor.start();
  return { actor, analyse, detect, suggest, persistHistory, persistCheckState };
}

async function ready(actor: ReturnType<typeof start>["actor"]) {
  await waitFor(actor, (s) => !s.matches("loading"));
}

async function analyseText(actor: ReturnType<typeof start>["actor"], text: string) {
  actor.send({ type: "TEXT.CHANGE", text });
  actor.send({ type: "ANALYSE" });
  await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }));
}

describe("checkMachine", () => {
  it("loads the licence, configurations and languages, and picks the default configuration", async () => {
    const { actor } = start();
    await ready(actor);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(context.configId).toBe("default");
    expect(context.languages).toEqual(["en", "de"]);
    expect(context.resultState).toBe("placeholder");
  });

  it("goes to licenseError when the licence is not valid, and to serviceError when the status call fails", async () => {
    const expired = start({ setup: () => Promise.resolve({ ...validSetup, licenseStatus: "EXPIRED_LICENSE" }) });
    await ready(expired.actor);
    expect(expired.actor.getSnapshot().value).toBe("licenseError");

    const failing = start({ setup: () => Promise.reject(new Error("down")) });
    await ready(failing.actor);
    expect(failing.actor.getSnapshot().value).toBe("serviceError");
  });

  it("keeps text typed while the setup loads, and analyses it only once ready", async () => {
    let finishSetup: (setup: CheckSetup) => void = () => undefined;
    const { actor, analyse } = start({ setup: () => new Promise<CheckSetup>((resolve) => (finishSetup = resolve)) });
    actor.send({ type: "TEXT.CHANGE", text: "The pump shall stop within 3 s." });
    actor.send({ type: "ANALYSE" });
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.text).toBe("The pump shall stop within 3 s.");
    expect(analyse).not.toHaveBeenCalled();
    finishSetup(validSetup);
    await ready(actor);
    expect(actor.getSnapshot().context.text).toBe("The pump shall stop within 3 s.");
    actor.send({ type: "ANALYSE" });
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }) && s.context.resultState === "result");
    expect(analyse.mock.calls[0][0].text).toBe("The pump shall stop within 3 s.");
  });

  it("placeholder -> result on a successful analysis, with the request's text, language and configuration", async () => {
    const { actor, analyse, persistHistory, persistCheckState } = start();
    await ready(actor);
    await analyseText(actor, "  The system should respond quickly.  ");
    const { context } = actor.getSnapshot();
    // No language chosen or detected for this text yet: the server detects it.
    expect(analyse).toHaveBeenCalledWith({ text: "The system should respond quickly.", language: null, configId: "default", uiLanguage: "en" });
    expect(context.resultState).toBe("result");
    expect(context.analyseResult?.rating).toBe(3);
    expect(context.history).toHaveLength(1);
    expect(persistHistory).toHaveBeenCalled();
    expect(persistCheckState).toHaveBeenCalled();
  });

  it("sends the chosen language, and the result's language becomes the selection", async () => {
    const { actor, analyse } = start({ analyse: (i) => Promise.resolve(checkResult({ text: i.text, language: "de" })) });
    await ready(actor);
    actor.send({ type: "TEXT.CHANGE", text: "Das System muss starten." });
    actor.send({ type: "LANGUAGE.SELECT", language: "de" });
    actor.send({ type: "CONFIG.SELECT", configId: "strict" });
    actor.send({ type: "ANALYSE" });
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }));
    expect(analyse).toHaveBeenCalledWith({ text: "Das System muss starten.", language: "de", configId: "strict", uiLanguage: "en" });
    expect(actor.getSnapshot().context.language).toBe("de");

    // Typing a new text makes the language unknown again until it is detected.
    actor.send({ type: "TEXT.CHANGE", text: "Das System muss stoppen." });
    actor.send({ type: "ANALYSE" });
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }));
    expect(analyse.mock.calls[1][0].language).toBeNull();
  });

  it("is busy while analysing and ignores a second ANALYSE", async () => {
    let resolve!: (r: CheckResult) => void;
    const { actor, analyse } = start({ analyse: () => new Promise((r) => (resolve = r)) });
    await ready(actor);
    actor.send({ type: "TEXT.CHANGE", text: "The system shall start." });
    actor.send({ type: "ANALYSE" });
    expect(actor.getSnapshot().matches({ ready: { analysis: "analysing" } })).toBe(true);
    actor.send({ type: "ANALYSE" });
    expect(analyse).toHaveBeenCalledTimes(1);
    resolve(checkResult({ text: "The system shall start.", rating: 5 }));
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }));
    expect(actor.getSnapshot().context.resultState).toBe("result");
  });

  it("ignores an empty text", async () => {
    const { actor, analyse } = start();
    await ready(actor);
    actor.send({ type: "TEXT.CHANGE", text: "   " });
    actor.send({ type: "ANALYSE" });
    actor.send({ type: "KEY.UP", key: "Enter" });
    expect(analyse).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.resultState).toBe("placeholder");
  });

  it("fetches suggestions for a result rated below 5 and keeps them with their ratings; SUGGESTION.USE copies one into the input", async () => {
    const offered: Suggestion[] = [
      { text: "The system shall respond within 2 s.", rating: 5 },
      { text: "The system shall respond quickly.", rating: 4 },
    ];
    const { actor, suggest } = start({ suggest: () => Promise.resolve(offered) });
    await ready(actor);
    await analyseText(actor, "The system should respond quickly.");
    await waitFor(actor, (s) => s.context.suggestions.length > 0);
    const { context } = actor.getSnapshot();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0][0]).toEqual({ result: context.analyseResult, configId: "default" });
    expect(context.suggestions).toEqual(offered);

    actor.send({ type: "SUGGESTION.USE", text: offered[0].text });
    expect(actor.getSnapshot().context.text).toBe(offered[0].text);
    // The language stays the result's: no detection is needed for a rewrite of the same requirement.
    expect(actor.getSnapshot().context.languageConfirmed).toBe(true);

    actor.send({ type: "RESET" });
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it("asks for no suggestions for a rating of 5, gibberish, or when the feature is off", async () => {
    const five = start({ analyse: (i) => Promise.resolve(checkResult({ text: i.text, rating: 5, classifications: [], improvements: {} })) });
    await ready(five.actor);
    await analyseText(five.actor, "The system shall start.");
    const gibberish = start({ analyse: (i) => Promise.resolve(checkResult({ text: i.text, gibberish: true, rating: 1 })) });
    await ready(gibberish.actor);
    await analyseText(gibberish.actor, "asdf qwer zxcv");
    const off = start({ setup: () => Promise.resolve({ ...validSetup, suggestionsActive: false }) });
    await ready(off.actor);
    await analyseText(off.actor, "The system should respond quickly.");
    for (const run of [five, gibberish, off]) {
      expect(run.suggest).not.toHaveBeenCalled();
      expect(run.actor.getSnapshot().matches({ ready: { suggestions: "idle" } })).toBe(true);
    }
    // The same result with the feature on does ask: the guard is the feature, not the text.
    const on = start();
    await ready(on.actor);
    await analyseText(on.actor, "The system should respond quickly.");
    await waitFor(on.actor, (s) => s.matches({ ready: { suggestions: "idle" } }));
    expect(on.suggest).toHaveBeenCalledTimes(1);
  });

  it("drops the suggestions of an older result when a new analysis starts over", async () => {
    let release: (value: Suggestion[]) => void = () => {};
    const { actor, suggest } = start({ suggest: () => new Promise<Suggestion[]>((resolve) => (release = resolve)) });
    await ready(actor);
    await analyseText(actor, "The system should respond quickly.");
    await waitFor(actor, (s) => s.matches({ ready: { suggestions: "fetching" } }));
    // Typing neither fetches again nor stops the fetch under way.
    actor.send({ type: "TEXT.CHANGE", text: "The system should" });
    actor.send({ type: "KEY.UP", key: "d" });
    expect(suggest).toHaveBeenCalledTimes(1);
    const first = release;
    await analyseText(actor, "The system should start fast.");
    first([{ text: "stale", rating: 4 }]);
    await waitFor(actor, () => suggest.mock.calls.length === 2);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    release([{ text: "The system shall start within 1 s.", rating: 5 }]);
    await waitFor(actor, (s) => s.context.suggestions.length === 1);
    expect(actor.getSnapshot().context.suggestions[0].text).toBe("The system shall start within 1 s.");
  });

  it("typing while an analysis runs does not start it again", async () => {
    let finish: (r: CheckResult) => void = () => {};
    const { actor, analyse } = start({ analyse: () => new Promise<CheckResult>((resolve) => (finish = resolve)) });
    await ready(actor);
    actor.send({ type: "TEXT.CHANGE", text: "The system should respond quickly." });
    actor.send({ type: "ANALYSE" });
    actor.send({ type: "TEXT.CHANGE", text: "The system should respond quickly!" });
    actor.send({ type: "KEY.UP", key: " " });
    expect(analyse).toHaveBeenCalledTimes(1);
    finish(checkResult());
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }));
    expect(actor.getSnapshot().context.resultState).toBe("result");
  });

  it("sends the interface language with each analysis and follows its changes", async () => {
    const { actor, analyse } = start({ uiLanguage: "de" });
    await ready(actor);
    await analyseText(actor, "The system should respond quickly.");
    expect(analyse.mock.calls[0][0].uiLanguage).toBe("de");
    actor.send({ type: "UI_LANGUAGE.CHANGE", uiLanguage: "en" });
    await analyseText(actor, "The system should start.");
    expect(analyse.mock.calls[1][0].uiLanguage).toBe("en");
  });

  it("tells a text over the limit (413) and a failed connection apart from other errors", async () => {
    expect(errorKindOf(new ApiError(413, "PAYLOAD_TOO_LARGE", "content[0].text has 6119 characters; the limit is 5000", null))).toBe("tooLong");
    expect(errorKindOf(new TypeError("Failed to fetch"))).toBe("network");
    expect(errorKindOf(new ApiError(500, "UNKNOWN", "boom", null))).toBe("other");
    const { actor } = start({ analyse: () => Promise.reject(new TypeError("Failed to fetch")) });
    await ready(actor);
    await analyseText(actor, "The system shall start.");
    expect(actor.getSnapshot().context.errorKind).toBe("network");
  });

  it("gives gibberish when the result is flagged", async () => {
    const { actor } = start({ analyse: (i) => Promise.resolve(checkResult({ text: i.text, gibberish: true, rating: 1 })) });
    await ready(actor);
    await analyseText(actor, "asdf qwer zxcv");
    expect(actor.getSnapshot().context.resultState).toBe("gibberish");
  });

  it("gives error with the server's message on a failure", async () => {
    const { actor } = start({ analyse: () => Promise.reject(new ApiError(500, "UNKNOWN", "Something broke", null)) });
    await ready(actor);
    await analyseText(actor, "The system shall start.");
    const { context } = actor.getSnapshot();
    expect(context.resultState).toBe("error");
    expect(context.errorMessage).toBe("Something broke");
    expect(context.history).toHaveLength(0);
  });

  it("on 429 shows the placeholder with the requests-exceeded flag, and retries once a key is stored", async () => {
    let calls = 0;
    const { actor, analyse } = start({
      analyse: (input) =>
        ++calls === 1
          ? Promise.reject(new ApiError(429, "TOO_MANY_REQUESTS", "Too many requests", null))
          : Promise.resolve(checkResult({ text: input.text })),
    });
    await ready(actor);
    await analyseText(actor, "The system should respond quickly.");
    expect(actor.getSnapshot().context.resultState).toBe("placeholder");
    expect(actor.getSnapshot().context.requestsExceeded).toBe(true);
    expect(actor.getSnapshot().context.errorMessage).toBeNull();

    actor.send({ type: "APIKEY.STORED" });
    await waitFor(actor, (s) => s.matches({ ready: { analysis: "idle" } }) && s.context.resultState === "result");
    expect(analyse).toHaveBeenCalledTimes(2);
    expect(analyse.mock.calls[1][0]).toEqual(analyse.mock.calls[0][0]);
    expect(actor.getSnapshot().context.requestsExceeded).toBe(false);
  });

  it("keeps a history of 5, newest first", async () => {
    const { actor } = start();
    await ready(actor);
    for (let i = 1; i <= 7; i++) await analyseText(actor, `Requirement number ${i} shall hold.`);
    const { history } = actor.getSnapshot().context;
    expect(history.map((e) => e.analyseResult.text)).toEqual([7, 6, 5, 4, 3].map((i) => `Requirement number ${i} shall hold.`));
    const timestamps = history.map((e) => e.timestamp);
    expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
    expect(new Set(timestamps).size).toBe(5);
  });

  it("selecting a history entry loads its result (gibberish when flagged); an unknown timestamp changes nothing", async () => {
    const history: HistoryEntry[] = [
      { timestamp: 300, analyseResult: checkResult({ text: "Gibberish xqzt.", gibberish: true, rating: 1, language: "de" }) },
      { timestamp: 200, analyseResult: checkResult({ text: "The system shall start.", rating: 5 }) },
    ];
    const { actor } = start({ history });
    await ready(actor);

    actor.send({ type: "HISTORY.SELECT", timestamp: 200 });
    let { context } = actor.getSnapshot();
    expect(context.resultState).toBe("result");
    expect(context.analyseResult?.text).toBe("The system shall start.");
    expect(context.text).toBe("The system shall start.");

    actor.send({ type: "HISTORY.SELECT", timestamp: 300 });
    context = actor.getSnapshot().context;
    expect(context.resultState).toBe("gibberish");
    expect(context.language).toBe("de");

    const before = actor.getSnapshot().context;
    actor.send({ type: "HISTORY.SELECT", timestamp: 999 });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it("restores the saved result with its text and language", async () => {
    const saved = {
      resultState: "result" as const,
      analyseResult: checkResult({ text: "Das System muss starten.", language: "de" }),
      suggestionsResult: null,
      similarityResult: null,
      contradictionResult: null,
      duplicationResult: null,
    };
    const machine = checkMachine.provide({ actors: { loadSetup: fromPromise(() => Promise.resolve(validSetup)) } });
    const actor = createActor(machine, { input: { saved, language: "en" } }).start();
    await waitFor(actor, (s) => s.matches("ready"));
    const { context } = actor.getSnapshot();
    expect(context.resultState).toBe("result");
    expect(context.text).toBe("Das System muss starten.");
    expect(context.language).toBe("de");
  });

  it("reset returns to the placeholder", async () => {
    const { actor } = start();
    await ready(actor);
    await analyseText(actor, "The system should respond quickly.");
    actor.send({ type: "RESET" });
    const { context } = actor.getSnapshot();
    expect(context.resultState).toBe("placeholder");
    expect(context.analyseResult).toBeNull();
    expect(context.history).toHaveLength(1);
  });

  describe("language detection", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("runs 400 ms after the last key up, at once after a space, and never for Enter", async () => {
      const { actor, detect } = start();
      await vi.waitFor(() => expect(actor.getSnapshot().matches("ready")).toBe(true));

      actor.send({ type: "TEXT.CHANGE", text: "Das System muss" });
      actor.send({ type: "KEY.UP", key: "s" });
      await vi.advanceTimersByTimeAsync(399);
      actor.send({ type: "KEY.UP", key: "s" });
      await vi.advanceTimersByTimeAsync(399);
      expect(detect).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(detect).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(actor.getSnapshot().context.language).toBe("de"));

      actor.send({ type: "KEY.UP", key: " " });
      expect(detect).toHaveBeenCalledTimes(2);

      actor.send({ type: "KEY.UP", key: "Enter" });
      await vi.advanceTimersByTimeAsync(1000);
      expect(detect).toHaveBeenCalledTimes(2);
    });
  });
});
