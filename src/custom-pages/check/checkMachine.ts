/**
 * The behaviour of the check page, without any React.
 *
 * loading -> ready | licenseError | serviceError (../toolPageGate.ts); the text can be typed
 * while loading. In `ready` two regions run side by
 * side: `analysis` (idle / analysing; the result panel state lives in context because
 * it is restored from storage) and `detection` (language detection 400 ms after the
 * last key, at once after a space, never for Enter, which analyses).
 *
 * After a result rated 1 to 4 (not gibberish) and with the "suggestion" feature active,
 * `suggestions` fetches better wordings with their ratings; SUGGESTION.USE copies one
 * into the input.
 *
 * Every side effect is a named actor or action, so tests swap them with
 * `checkMachine.provide(...)`.
 */
import { and, assign, fromPromise, raise, setup } from "xstate";
import {
  api,
  SUPPORTED_LANGUAGES,
  type CheckResult,
  type ConfigFileEntry,
  type LanguageCode,
  type LicenseStatus,
  type Suggestion,
} from "../../providers/api";
import { isApiError } from "../../providers/httpClient";
import { addToHistory, nextTimestamp, saveCheckState, saveHistory, type HistoryEntry, type ResultState, type SavedCheckState } from "./checkStorage";
import { licenseIsValid, toolPageGateStates } from "../toolPageGate";
import { takeCheckSetup, type CheckSetup } from "./checkSetup";

export type { CheckSetup };

export type { Suggestion };

export const LANGUAGE_DETECTION_DELAY_MS = 400;

export interface AnalyseInput {
  text: string;
  language: LanguageCode | null;
  configId: string | null;
  /** The interface language: the language of improvements and messages. */
  uiLanguage: LanguageCode;
}

export interface SuggestionsInput {
  result: CheckResult;
  configId: string | null;
}

export interface CheckContext {
  text: string;
  language: LanguageCode;
  /**
   * Whether `language` is known to fit the current text: chosen by the user, detected,
   * or taken from a result. While it is not, an analysis lets the server detect it.
   */
  languageConfirmed: boolean;
  configId: string | null;
  languages: LanguageCode[];
  configurations: ConfigFileEntry[];
  licenseStatus: LicenseStatus | null;
  resultState: ResultState;
  analyseResult: CheckResult | null;
  history: HistoryEntry[];
  /** The server's message of the last failed analysis (for the console log; the page shows errorKind's text). */
  errorMessage: string | null;
  /** What kind of failure the last analysis met: too long a text (413), no connection, or anything else. */
  errorKind: CheckErrorKind | null;
  /** HTTP 429: the requests-exceeded panel is shown. */
  requestsExceeded: boolean;
  /** The input of the running analysis; kept after a 429 so that it is retried once a key is stored. */
  pendingInput: AnalyseInput | null;
  /** The interface language, sent with each analysis. */
  uiLanguage: LanguageCode;
  suggestionsActive: boolean;
  /** Better wordings of the shown result, best first; empty when there are none (yet). */
  suggestions: Suggestion[];
}

export type CheckErrorKind = "tooLong" | "network" | "other";

export interface CheckInput {
  history?: HistoryEntry[];
  saved?: SavedCheckState | null;
  language?: LanguageCode;
  uiLanguage?: LanguageCode;
}

export type CheckEvent =
  | { type: "TEXT.CHANGE"; text: string }
  | { type: "KEY.UP"; key: string }
  | { type: "LANGUAGE.SELECT"; language: LanguageCode }
  | { type: "CONFIG.SELECT"; configId: string | null }
  | { type: "ANALYSE" }
  | { type: "HISTORY.SELECT"; timestamp: number }
  | { type: "RESET" }
  | { type: "APIKEY.STORED" }
  | { type: "SUGGESTION.USE"; text: string }
  | { type: "UI_LANGUAGE.CHANGE"; uiLanguage: LanguageCode }
  | { type: "SUGGESTIONS.REFRESH" };

function resultStateOf(result: CheckResult): ResultState {
  return result.gibberish ? "gibberish" : "result";
}

function analyseInputOf(context: CheckContext): AnalyseInput {
  return {
    text: context.text.trim(),
    language: context.languageConfirmed ? context.language : null,
    configId: context.configId,
    uiLanguage: context.uiLanguage,
  };
}

function languageOf(result: CheckResult, context: CheckContext): Pick<CheckContext, "language" | "languageConfirmed"> {
  const language = result.language === "en" || result.language === "de" ? result.language : context.language;
  return { language, languageConfirmed: true };
}

/** The language of a restored result, so that the dropdown matches the restored text. */
function savedLanguage(input: CheckInput): LanguageCode | null {
  const language = input.saved?.resultState === "error" ? null : input.saved?.analyseResult?.language;
  return language === "en" || language === "de" ? language : null;
}

/** 413: the text is over the limit; a failed fetch (no answer at all) is the network; anything else is other. */
export function errorKindOf(error: unknown): CheckErrorKind {
  if (isApiError(error)) return error.status === 413 ? "tooLong" : "other";
  return error instanceof TypeError ? "network" : "other";
}

function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Typing (re)starts the language detection: 400 ms after a key, at once after a space, never for Enter. */
const DETECTION_RESTARTS = {
  // A change without a key (paste, drop, autofill) also gets its language detected.
  "TEXT.CHANGE": [
    { guard: "eventHasText", target: "waiting", reenter: true, actions: "assignText" },
    { target: "idle", actions: "assignText" },
  ],
  "KEY.UP": [
    // Enter analyses; the analysis detects the language itself.
    { guard: "isEnterKey" },
    { guard: and(["isSpaceKey", "hasText"]), target: "detecting", reenter: true },
    { guard: "hasText", target: "waiting", reenter: true },
  ],
} as const;

const gateStates = toolPageGateStates<CheckSetup>();

export const checkMachine = setup({
  types: {
    context: {} as CheckContext,
    events: {} as CheckEvent,
    input: {} as CheckInput,
  },
  actors: {
    loadSetup: fromPromise<CheckSetup>(() => takeCheckSetup()),
    analyse: fromPromise<CheckResult, AnalyseInput>(({ input }) => api.analyse(input)),
    detectLanguage: fromPromise<LanguageCode | null, { text: string }>(({ input, signal }) => api.detectLanguage(input.text, signal)),
    fetchSuggestions: fromPromise<Suggestion[], SuggestionsInput>(({ input }) => api.suggestions(input.result, input.configId)),
  },
  delays: {
    detectionDelay: LANGUAGE_DETECTION_DELAY_MS,
  },
  guards: {
    licenseIsValid,
    hasText: ({ context }) => context.text.trim() !== "",
    eventHasText: ({ event }) => event.type === "TEXT.CHANGE" && event.text.trim() !== "",
    isEnterKey: ({ event }) => event.type === "KEY.UP" && event.key === "Enter",
    isSpaceKey: ({ event }) => event.type === "KEY.UP" && event.key === " ",
    isTooManyRequests: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 429,
    historyEntryExists: ({ context, event }) => event.type === "HISTORY.SELECT" && context.history.some((e) => e.timestamp === event.timestamp),
    hasPendingAnalysis: ({ context }) => context.pendingInput !== null,
    /** Suggestions are asked for a result rated 1 to 4 that is no gibberish, with the feature active. */
    wantsSuggestions: ({ context }) => {
      const result = context.analyseResult;
      return (
        context.suggestionsActive && context.resultState === "result" && !!result && !result.gibberish && result.rating >= 1 && result.rating < 5
      );
    },
  },
  actions: {
    assignSetup: assign(({ context }, setupData: CheckSetup) => {
      const defaultConfig = setupData.configurations.find((c) => c.isDefault) ?? setupData.configurations[0];
      const stillExists = setupData.configurations.some((c) => c.configId === context.configId);
      return {
        licenseStatus: setupData.licenseStatus,
        configurations: setupData.configurations,
        languages: setupData.languages,
        configId: stillExists ? context.configId : (defaultConfig?.configId ?? null),
        suggestionsActive: setupData.suggestionsActive,
        language: setupData.languages.includes(context.language) ? context.language : (setupData.languages[0] ?? "en"),
      };
    }),
    assignText: assign(({ context, event }) =>
      event.type === "TEXT.CHANGE" && event.text !== context.text ? { text: event.text, languageConfirmed: false } : {},
    ),
    assignLanguage: assign(({ event }) => (event.type === "LANGUAGE.SELECT" ? { language: event.language, languageConfirmed: true } : {})),
    assignConfigId: assign(({ event }) => (event.type === "CONFIG.SELECT" ? { configId: event.configId } : {})),
    rememberInput: assign(({ context }) => ({
      pendingInput: analyseInputOf(context),
      errorMessage: null,
      errorKind: null,
    })),
    applyResult: assign(({ context }, result: CheckResult) => {
      const entry: HistoryEntry = { timestamp: nextTimestamp(context.history, Date.now()), analyseResult: result };
      return {
        resultState: resultStateOf(result),
        analyseResult: result,
        history: addToHistory(context.history, entry),
        ...languageOf(result, context),
        errorMessage: null,
        requestsExceeded: false,
        pendingInput: null,
        suggestions: [],
      };
    }),
    applyTooManyRequests: assign({
      resultState: "placeholder",
      analyseResult: null,
      suggestions: [],
      errorMessage: null,
      requestsExceeded: true,
    }),
    applyError: assign((_, params: { error: unknown }) => ({
      resultState: "error" as ResultState,
      analyseResult: null,
      suggestions: [],
      errorMessage: errorMessageOf(params.error),
      errorKind: errorKindOf(params.error),
      pendingInput: null,
    })),
    selectHistoryEntry: assign(({ context, event }) => {
      if (event.type !== "HISTORY.SELECT") return {};
      const entry = context.history.find((e) => e.timestamp === event.timestamp);
      if (!entry) return {};
      const result = entry.analyseResult;
      return {
        resultState: resultStateOf(result),
        analyseResult: result,
        text: result.text,
        ...languageOf(result, context),
        errorMessage: null,
        suggestions: [],
      };
    }),
    reset: assign({ resultState: "placeholder", analyseResult: null, errorMessage: null, suggestions: [] }),
    applySuggestions: assign((_, params: { suggestions: Suggestion[] }) => ({ suggestions: params.suggestions })),
    useSuggestion: assign(({ context, event }) =>
      event.type === "SUGGESTION.USE" ? { text: event.text, languageConfirmed: context.analyseResult !== null } : {},
    ),
    assignUiLanguage: assign(({ event }) => (event.type === "UI_LANGUAGE.CHANGE" ? { uiLanguage: event.uiLanguage } : {})),
    refreshSuggestions: raise({ type: "SUGGESTIONS.REFRESH" }),
    logSuggestionsError: (_, params: { error: unknown }) => console.warn("Fetching suggestions failed", params.error),
    clearRequestsExceeded: assign({ requestsExceeded: false }),
    applyDetectedLanguage: assign(({ context }, language: LanguageCode | null) => {
      return language && context.languages.includes(language) ? { language, languageConfirmed: true } : {};
    }),
    logDetectionError: (_, params: { error: unknown }) => console.warn("Language detection failed", params.error),
    persistHistory: ({ context }) => saveHistory(context.history),
    persistCheckState: ({ context }) => saveCheckState(context),
  },
}).createMachine({
  id: "check",
  context: ({ input }) => ({
    text: input.saved?.resultState === "error" ? "" : (input.saved?.analyseResult?.text ?? ""),
    language: savedLanguage(input) ?? input.language ?? "en",
    languageConfirmed: savedLanguage(input) !== null,
    configId: null,
    languages: [...SUPPORTED_LANGUAGES],
    configurations: [],
    licenseStatus: null,
    resultState: input.saved?.resultState === "error" ? "placeholder" : (input.saved?.resultState ?? "placeholder"),
    analyseResult: input.saved?.resultState === "error" ? null : (input.saved?.analyseResult ?? null),
    history: input.history ?? [],
    errorMessage: null,
    errorKind: null,
    requestsExceeded: false,
    pendingInput: null,
    uiLanguage: input.uiLanguage ?? "en",
    suggestionsActive: false,
    suggestions: [],
  }),
  initial: "loading",
  on: {
    "UI_LANGUAGE.CHANGE": { actions: "assignUiLanguage" },
  },
  states: {
    ...gateStates,
    // The text box is drawn (and typed into) while the setup still loads; analysing waits for `ready`.
    loading: { ...gateStates.loading, on: { "TEXT.CHANGE": { actions: "assignText" } } },
    ready: {
      type: "parallel",
      on: {
        "LANGUAGE.SELECT": { actions: "assignLanguage" },
        "CONFIG.SELECT": { actions: "assignConfigId" },
        "SUGGESTION.USE": { actions: "useSuggestion" },
      },
      states: {
        analysis: {
          initial: "idle",
          states: {
            idle: {
              on: {
                ANALYSE: { guard: "hasText", target: "analysing", actions: "rememberInput" },
                "KEY.UP": { guard: and(["isEnterKey", "hasText"]), target: "analysing", actions: "rememberInput" },
                "HISTORY.SELECT": { guard: "historyEntryExists", actions: ["selectHistoryEntry", "persistCheckState", "refreshSuggestions"] },
                RESET: { actions: ["reset", "persistCheckState", "refreshSuggestions"] },
                "APIKEY.STORED": [
                  { guard: "hasPendingAnalysis", target: "analysing", actions: "clearRequestsExceeded" },
                  { actions: "clearRequestsExceeded" },
                ],
              },
            },
            analysing: {
              invoke: {
                src: "analyse",
                input: ({ context }) => context.pendingInput ?? analyseInputOf(context),
                onDone: {
                  target: "idle",
                  actions: [
                    { type: "applyResult", params: ({ event }) => event.output },
                    "persistHistory",
                    "persistCheckState",
                    "refreshSuggestions",
                  ],
                },
                onError: [
                  {
                    guard: { type: "isTooManyRequests", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: ["applyTooManyRequests", "persistCheckState", "refreshSuggestions"],
                  },
                  {
                    target: "idle",
                    actions: [{ type: "applyError", params: ({ event }) => ({ error: event.error }) }, "persistCheckState", "refreshSuggestions"],
                  },
                ],
              },
            },
          },
        },
        detection: {
          initial: "idle",
          // On every child, not on the region: a re-entering transition of a region would
          // re-enter the whole parallel state and restart the analysis and suggestions too.
          states: {
            idle: { on: DETECTION_RESTARTS },
            waiting: {
              on: DETECTION_RESTARTS,
              after: { detectionDelay: { target: "detecting" } },
            },
            detecting: {
              on: DETECTION_RESTARTS,
              invoke: {
                src: "detectLanguage",
                input: ({ context }) => ({ text: context.text }),
                onDone: { target: "idle", actions: { type: "applyDetectedLanguage", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: { type: "logDetectionError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        suggestions: {
          initial: "deciding",
          // Every new result, history selection and reset decides again; a fetch still running is stopped.
          states: {
            deciding: {
              always: [{ guard: "wantsSuggestions", target: "fetching" }, { target: "idle" }],
            },
            idle: { on: { "SUGGESTIONS.REFRESH": { target: "deciding" } } },
            fetching: {
              on: { "SUGGESTIONS.REFRESH": { target: "deciding" } },
              invoke: {
                src: "fetchSuggestions",
                input: ({ context }) => ({ result: context.analyseResult as CheckResult, configId: context.configId }),
                onDone: { target: "idle", actions: { type: "applySuggestions", params: ({ event }) => ({ suggestions: event.output }) } },
                onError: { target: "idle", actions: { type: "logSuggestionsError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
