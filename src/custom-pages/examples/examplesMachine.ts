/**
 * The behaviour of the examples page, without any React.
 *
 * loading -> ready | licenseError | serviceError (../toolPageGate.ts). In `ready` five regions run side by side:
 * - `work` does queued work one piece at a time: load a language's examples, analyse
 *   rows, then save to / delete from the comparison database. User events only change
 *   rows and queue work, so they are accepted at any time; a late result for a row whose
 *   text or configuration changed meanwhile is dropped (the row is queued again).
 * - `polling` asks for changed comparison results every 5 s (only when comparison is
 *   active): from 1700-01-01T00:00:00Z first, then from the last poll's start.
 * - `expiry` clears a row's processing flag 40 s after it was set, when no results came.
 * - `suggestions` fetches suggestions for the selected row (rating below 5, feature active).
 *
 * Findings and improvements are worded in the interface language (`uiLanguage`); when it
 * changes, or the stored analyses were worded in another one, the rows are analysed again.
 *
 * Every side effect is a named actor or action, so tests swap them with
 * `examplesMachine.provide(...)`.
 */
import { assign, fromPromise, setup } from "xstate";
import type { AnalysisItem } from "../../../schemas/generated/types";
import type { ConfigFileEntry, LanguageCode, LicenseStatus } from "../../providers/api";
import { isApiError } from "../../providers/httpClient";
import {
  analyseExamples,
  deleteFromComparison,
  fetchSuggestions,
  loadExampleFile,
  loadExamplesSetup,
  pollComparison,
  saveManyToComparison,
  type ExampleSource,
  type ExamplesSetup,
} from "./examplesApi";
import {
  applyComparisonResults,
  canAddExample,
  COMPARISON_POLL_INTERVAL_MS,
  COMPARISON_PROCESSING_TIMEOUT_MS,
  comparisonDbName,
  expireProcessing,
  failedAnalysis,
  FIRST_POLL_TIMESTAMP,
  MAX_EXAMPLES,
  newExample,
  nextExampleId,
  nextExpiryIn,
  removeReferences,
  saveExamplesState,
  type ComparisonResults,
  type ExampleRequirement,
  type ExamplesByLanguage,
  type ExamplesResultState,
  type SavedExamplesState,
} from "./examplesModel";
import { licenseIsValid, toolPageGateStates } from "../toolPageGate";

export interface RowRef {
  language: LanguageCode;
  externalId: string;
}

export type ComparisonOp =
  { kind: "save"; language: LanguageCode; externalId: string; text: string } | { kind: "delete"; language: LanguageCode; externalId: string };

export interface AnalysisBatch {
  language: LanguageCode;
  configId: string | null;
  uiLanguage: LanguageCode;
  rows: ExampleSource[];
}

export interface PollInput {
  language: LanguageCode;
  dbName: string;
  since: string;
}

export interface PollOutput {
  language: LanguageCode;
  /** When the poll started (ms since the epoch); the next poll asks for changes after it. */
  startedAt: number;
  changedIds: string[];
  results: ComparisonResults | null;
}

export interface SuggestionsInput {
  language: LanguageCode;
  externalId: string;
  result: AnalysisItem;
  configId: string | null;
}

export interface ExamplesContext {
  language: LanguageCode;
  uiLanguage: LanguageCode;
  configId: string | null;
  configurations: ConfigFileEntry[];
  licenseStatus: LicenseStatus | null;
  features: ExamplesSetup["features"];
  demoId: string;
  exampleRequirementsByLanguage: ExamplesByLanguage;
  resultState: ExamplesResultState;
  selectedExternalId: string | null;
  /** Languages whose example files are still to be loaded. */
  pendingLoad: LanguageCode[];
  pendingAnalysis: RowRef[];
  comparisonQueue: ComparisonOp[];
  /** The batch being analysed and the operations being sent (kept to drop them when done). */
  analysisBatch: AnalysisBatch | null;
  comparisonBatch: ComparisonOp[];
  /** A request was refused with 429: work waits until a key is stored (APIKEY.STORED). */
  requestsExceeded: boolean;
  lastPollByLanguage: Partial<Record<LanguageCode, string>>;
  /** Languages whose example file could not be loaded. */
  loadErrors: LanguageCode[];
  /** The row whose suggestions are being fetched. */
  suggestionsTarget: SuggestionsInput | null;
}

export interface ExamplesInput {
  saved?: SavedExamplesState | null;
  language?: LanguageCode;
  uiLanguage?: LanguageCode;
  demoId: string;
}

export type ExamplesEvent =
  | { type: "LANGUAGE.SELECT"; language: LanguageCode }
  | { type: "CONFIG.SELECT"; configId: string | null }
  | { type: "UI_LANGUAGE.CHANGE"; uiLanguage: LanguageCode }
  | { type: "ROW.SELECT"; externalId: string }
  | { type: "STATISTICS.SHOW" }
  | { type: "EXAMPLE.ADD"; text: string }
  | { type: "EXAMPLE.EDIT"; externalId: string; text: string }
  | { type: "EXAMPLE.DELETE"; externalId: string }
  | { type: "APIKEY.STORED" };

export function rowsOf(context: Pick<ExamplesContext, "exampleRequirementsByLanguage">, language: LanguageCode): ExampleRequirement[] {
  return context.exampleRequirementsByLanguage[language] ?? [];
}

export function currentRows(context: Pick<ExamplesContext, "exampleRequirementsByLanguage" | "language">): ExampleRequirement[] {
  return rowsOf(context, context.language);
}

export function selectedRow(context: ExamplesContext): ExampleRequirement | null {
  if (context.selectedExternalId === null) return null;
  return currentRows(context).find((r) => r.externalId === context.selectedExternalId) ?? null;
}

function withRows(context: ExamplesContext, language: LanguageCode, rows: ExampleRequirement[]): ExamplesByLanguage {
  return { ...context.exampleRequirementsByLanguage, [language]: rows };
}

function markProcessing(row: ExampleRequirement, comparisonActive: boolean, now: number): ExampleRequirement {
  return comparisonActive ? { ...row, isComparisonResultProcessing: true, processingSince: now } : row;
}

function hasRef(list: readonly RowRef[], ref: RowRef): boolean {
  return list.some((r) => r.language === ref.language && r.externalId === ref.externalId);
}

function addRefs(list: readonly RowRef[], refs: readonly RowRef[]): RowRef[] {
  const result = [...list];
  for (const ref of refs) if (!hasRef(result, ref)) result.push(ref);
  return result;
}

/**
 * What opening a language with rows asks for: analysis of the rows without a result (or
 * with a failed one), and
 * (when comparison is active) every row saved again with its processing flag set.
 */
function openLanguage(context: ExamplesContext, language: LanguageCode, rows: ExampleRequirement[], now: number): Partial<ExamplesContext> {
  const comparison = context.features.comparison;
  const flagged = rows.map((row) => markProcessing(row, comparison, now));
  return {
    exampleRequirementsByLanguage: withRows(context, language, flagged),
    pendingAnalysis: addRefs(
      context.pendingAnalysis,
      rows.filter((r) => r.analysisResult === null || r.analysisResult.rating === 0).map((r) => ({ language, externalId: r.externalId })),
    ),
    comparisonQueue: comparison
      ? [...context.comparisonQueue, ...rows.map((r): ComparisonOp => ({ kind: "save", language, externalId: r.externalId, text: r.text }))]
      : context.comparisonQueue,
    lastPollByLanguage: { ...context.lastPollByLanguage, [language]: FIRST_POLL_TIMESTAMP },
  };
}

function startLanguage(context: ExamplesContext, language: LanguageCode, now: number): Partial<ExamplesContext> {
  const rows = context.exampleRequirementsByLanguage[language];
  if (rows) return openLanguage(context, language, rows, now);
  return context.pendingLoad.includes(language) ? {} : { pendingLoad: [...context.pendingLoad, language] };
}

/** Takes the first queued language's pending rows as one analysis batch. */
function takeAnalysisBatch(context: ExamplesContext): Pick<ExamplesContext, "analysisBatch" | "pendingAnalysis"> {
  const language = context.pendingAnalysis[0]?.language ?? context.language;
  const rows = rowsOf(context, language);
  const batchRefs = context.pendingAnalysis.filter((r) => r.language === language);
  const batchRows = batchRefs
    .map((ref) => rows.find((r) => r.externalId === ref.externalId))
    .filter((r): r is ExampleRequirement => r !== undefined)
    .map((r) => ({ externalId: r.externalId, text: r.text }));
  return {
    analysisBatch: { language, configId: context.configId, uiLanguage: context.uiLanguage, rows: batchRows },
    pendingAnalysis: context.pendingAnalysis.filter((r) => r.language !== language),
  };
}

/** Applies analysis results to rows whose text and configuration are still those analysed. */
function applyAnalysis(context: ExamplesContext, results: (AnalysisItem | null)[]): Partial<ExamplesContext> {
  const batch = context.analysisBatch;
  if (!batch) return {};
  if (batch.configId !== context.configId || batch.uiLanguage !== context.uiLanguage) return { analysisBatch: null };
  const byId = new Map(batch.rows.map((row, index) => [row.externalId, { row, result: results[index] }]));
  const rows = rowsOf(context, batch.language).map((row) => {
    const entry = byId.get(row.externalId);
    if (!entry || entry.row.text !== row.text) return row;
    return {
      ...row,
      configId: batch.configId,
      analysisResult: entry.result ?? failedAnalysis(row, batch.language),
      suggestionsResult: null,
    };
  });
  return { exampleRequirementsByLanguage: withRows(context, batch.language, rows), analysisBatch: null };
}

function toSaved(context: ExamplesContext): SavedExamplesState {
  return {
    resultState: context.resultState,
    selectedExternalId: context.selectedExternalId,
    language: context.language,
    configId: context.configId,
    uiLanguage: context.uiLanguage,
    exampleRequirementsByLanguage: context.exampleRequirementsByLanguage,
  };
}

/** Every row without its analysis, and the current language's rows queued again. */
function analyseAgain(context: ExamplesContext): Partial<ExamplesContext> {
  const byLanguage: ExamplesByLanguage = {};
  for (const [language, rows] of Object.entries(context.exampleRequirementsByLanguage) as [LanguageCode, ExampleRequirement[]][]) {
    byLanguage[language] = rows.map((r) => ({ ...r, analysisResult: null, suggestionsResult: null }));
  }
  const language = context.language;
  return {
    exampleRequirementsByLanguage: byLanguage,
    pendingAnalysis: addRefs(
      context.pendingAnalysis.filter((r) => r.language === language),
      (byLanguage[language] ?? []).map((r) => ({ language, externalId: r.externalId })),
    ),
  };
}

function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && error.status === 429;
}

/** Consecutive saves to one database become one request; deletes stay single and in their place. */
export function groupComparisonOps(ops: readonly ComparisonOp[]): Array<ComparisonOp[]> {
  const groups: Array<ComparisonOp[]> = [];
  for (const op of ops) {
    const last = groups[groups.length - 1];
    if (op.kind === "save" && last && last[0].kind === "save" && last[0].language === op.language && last.length < MAX_BATCH_SAVE) last.push(op);
    else groups.push([op]);
  }
  return groups;
}

/** The most requirements one batch save takes (the server's limit). */
const MAX_BATCH_SAVE = 100;

/**
 * Sends the operations in order (a requirement added and deleted at once must end
 * deleted). A 429 stops the sync and hands back what was not sent, for after a key.
 */
async function syncComparison(input: { ops: ComparisonOp[]; demoId: string }): Promise<ComparisonOp[]> {
  const groups = groupComparisonOps(input.ops);
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    const first = group[0];
    const dbName = comparisonDbName(first.language, input.demoId);
    try {
      if (first.kind === "save")
        await saveManyToComparison({
          dbName,
          language: first.language,
          rows: group.map((op) => ({ externalId: op.externalId, text: (op as { text: string }).text })),
        });
      else await deleteFromComparison({ dbName, externalId: first.externalId });
    } catch (error) {
      if (isTooManyRequests(error)) return groups.slice(i).flat();
      console.warn(`Comparison ${first.kind} of ${group.length} requirement(s) failed`, error);
    }
  }
  return [];
}

async function poll(input: PollInput): Promise<PollOutput> {
  const startedAt = Date.now();
  const { changedIds, results } = await pollComparison({ dbName: input.dbName, since: input.since });
  return { language: input.language, startedAt, changedIds, results };
}

function initialContext(input: ExamplesInput): ExamplesContext {
  const saved = input.saved ?? null;
  const uiLanguage = input.uiLanguage ?? "en";
  const stored = saved?.exampleRequirementsByLanguage ?? {};
  // Analyses stored in another interface language are dropped, to be redone in this one.
  const exampleRequirementsByLanguage =
    saved && (saved.uiLanguage ?? "en") !== uiLanguage
      ? Object.fromEntries(Object.entries(stored).map(([l, rows]) => [l, rows.map((r) => ({ ...r, analysisResult: null, suggestionsResult: null }))]))
      : stored;
  return {
    language: saved?.language ?? input.language ?? "en",
    uiLanguage,
    configId: saved?.configId ?? null,
    configurations: [],
    licenseStatus: null,
    features: { suggestion: false, comparison: false },
    demoId: input.demoId,
    exampleRequirementsByLanguage,
    resultState: saved?.resultState === "detail" && saved.selectedExternalId ? "detail" : "statistics",
    selectedExternalId: saved?.resultState === "detail" ? saved.selectedExternalId : null,
    pendingLoad: [],
    pendingAnalysis: [],
    comparisonQueue: [],
    analysisBatch: null,
    comparisonBatch: [],
    lastPollByLanguage: {},
    loadErrors: [],
    suggestionsTarget: null,
    requestsExceeded: false,
  };
}

export const examplesMachine = setup({
  types: {
    context: {} as ExamplesContext,
    events: {} as ExamplesEvent,
    input: {} as ExamplesInput,
  },
  actors: {
    loadSetup: fromPromise<ExamplesSetup>(() => loadExamplesSetup()),
    loadExamples: fromPromise<ExampleSource[], { language: LanguageCode }>(({ input }) => loadExampleFile(input.language)),
    analyseExamples: fromPromise<AnalysisItem[], AnalysisBatch>(({ input }) => analyseExamples(input)),
    syncComparison: fromPromise<ComparisonOp[], { ops: ComparisonOp[]; demoId: string }>(({ input }) => syncComparison(input)),
    pollComparison: fromPromise<PollOutput, PollInput>(({ input }) => poll(input)),
    fetchSuggestions: fromPromise<string[], SuggestionsInput>(({ input }) => fetchSuggestions(input)),
  },
  delays: {
    pollInterval: COMPARISON_POLL_INTERVAL_MS,
    processingTimeout: ({ context }) => nextExpiryIn(currentRows(context), Date.now()) ?? COMPARISON_PROCESSING_TIMEOUT_MS,
  },
  guards: {
    licenseIsValid,
    hasPendingLoad: ({ context }) => context.pendingLoad.length > 0,
    hasPendingAnalysis: ({ context }) => !context.requestsExceeded && context.pendingAnalysis.length > 0,
    hasComparisonWork: ({ context }) => !context.requestsExceeded && context.comparisonQueue.length > 0,
    notExceeded: ({ context }) => !context.requestsExceeded,
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    comparisonActive: ({ context }) => context.features.comparison,
    anyProcessing: ({ context }) => currentRows(context).some((r) => r.isComparisonResultProcessing),
    noneProcessing: ({ context }) => !currentRows(context).some((r) => r.isComparisonResultProcessing),
    needsSuggestions: ({ context }) => {
      if (!context.features.suggestion) return false;
      const row = selectedRow(context);
      const result = row?.analysisResult;
      return !!row && !!result && row.suggestionsResult === null && !result.gibberish && result.rating >= 1 && result.rating < 5;
    },
  },
  actions: {
    assignSetup: assign(({ context }, setupData: ExamplesSetup) => {
      const defaultConfig = setupData.configurations.find((c) => c.isDefault) ?? setupData.configurations[0];
      const stillExists = setupData.configurations.some((c) => c.configId === context.configId);
      return {
        licenseStatus: setupData.licenseStatus,
        configurations: setupData.configurations,
        features: setupData.features,
        configId: stillExists ? context.configId : (defaultConfig?.configId ?? null),
      };
    }),
    /** Restored analyses made with another configuration than the current one are redone. */
    startCurrentLanguage: assign(({ context }) => {
      const byLanguage: ExamplesByLanguage = {};
      for (const [language, rows] of Object.entries(context.exampleRequirementsByLanguage) as [LanguageCode, ExampleRequirement[]][]) {
        byLanguage[language] = rows.map((r) =>
          r.analysisResult && r.configId !== context.configId ? { ...r, analysisResult: null, suggestionsResult: null } : r,
        );
      }
      const next = { ...context, exampleRequirementsByLanguage: byLanguage };
      return { exampleRequirementsByLanguage: byLanguage, ...startLanguage(next, context.language, Date.now()) };
    }),
    selectLanguage: assign(({ context, event }) => {
      if (event.type !== "LANGUAGE.SELECT" || event.language === context.language) return {};
      const next = { ...context, language: event.language, selectedExternalId: null, resultState: "statistics" as const };
      return {
        language: event.language,
        selectedExternalId: null,
        resultState: "statistics" as const,
        loadErrors: context.loadErrors.filter((l) => l !== event.language),
        ...startLanguage(next, event.language, Date.now()),
      };
    }),
    selectConfig: assign(({ context, event }) => {
      if (event.type !== "CONFIG.SELECT" || event.configId === context.configId) return {};
      return { configId: event.configId, ...analyseAgain({ ...context, configId: event.configId }) };
    }),
    changeUiLanguage: assign(({ context, event }) => {
      if (event.type !== "UI_LANGUAGE.CHANGE" || event.uiLanguage === context.uiLanguage) return {};
      return { uiLanguage: event.uiLanguage, ...analyseAgain({ ...context, uiLanguage: event.uiLanguage }) };
    }),
    selectRow: assign(({ context, event }) => {
      if (event.type !== "ROW.SELECT" || !currentRows(context).some((r) => r.externalId === event.externalId)) return {};
      return { selectedExternalId: event.externalId, resultState: "detail" as const };
    }),
    showStatistics: assign({ resultState: "statistics", selectedExternalId: null }),
    addExample: assign(({ context, event }) => {
      if (event.type !== "EXAMPLE.ADD" || event.text.trim() === "") return {};
      const language = context.language;
      const rows = currentRows(context);
      if (!canAddExample(rows) || context.pendingLoad.includes(language)) return {};
      const row = markProcessing(newExample(nextExampleId(rows), event.text, context.configId), context.features.comparison, Date.now());
      return {
        exampleRequirementsByLanguage: withRows(context, language, [...rows, row]),
        pendingAnalysis: addRefs(context.pendingAnalysis, [{ language, externalId: row.externalId }]),
        comparisonQueue: context.features.comparison
          ? [...context.comparisonQueue, { kind: "save" as const, language, externalId: row.externalId, text: row.text }]
          : context.comparisonQueue,
      };
    }),
    editExample: assign(({ context, event }) => {
      if (event.type !== "EXAMPLE.EDIT" || event.text.trim() === "") return {};
      const language = context.language;
      const rows = currentRows(context);
      const current = rows.find((r) => r.externalId === event.externalId);
      if (!current || current.text === event.text) return {};
      const edited = markProcessing({ ...newExample(current.externalId, event.text, context.configId) }, context.features.comparison, Date.now());
      const updated = removeReferences(rows, current.externalId).map((r) => (r.externalId === current.externalId ? edited : r));
      return {
        exampleRequirementsByLanguage: withRows(context, language, updated),
        pendingAnalysis: addRefs(context.pendingAnalysis, [{ language, externalId: current.externalId }]),
        comparisonQueue: context.features.comparison
          ? [...context.comparisonQueue, { kind: "save" as const, language, externalId: current.externalId, text: event.text }]
          : context.comparisonQueue,
      };
    }),
    deleteExample: assign(({ context, event }) => {
      if (event.type !== "EXAMPLE.DELETE") return {};
      const language = context.language;
      const rows = currentRows(context);
      if (!rows.some((r) => r.externalId === event.externalId)) return {};
      const remaining = removeReferences(rows, event.externalId).filter((r) => r.externalId !== event.externalId);
      return {
        exampleRequirementsByLanguage: withRows(context, language, remaining),
        pendingAnalysis: context.pendingAnalysis.filter((r) => !(r.language === language && r.externalId === event.externalId)),
        comparisonQueue: context.features.comparison
          ? [...context.comparisonQueue, { kind: "delete" as const, language, externalId: event.externalId }]
          : context.comparisonQueue,
        resultState: "statistics" as const,
        selectedExternalId: null,
      };
    }),
    applyLoadedExamples: assign(({ context }, params: { language: LanguageCode; list: ExampleSource[] }) => {
      const rows = params.list.slice(0, MAX_EXAMPLES).map((e) => newExample(e.externalId, e.text, context.configId));
      return {
        pendingLoad: context.pendingLoad.filter((l) => l !== params.language),
        ...openLanguage(context, params.language, rows, Date.now()),
      };
    }),
    applyLoadError: assign(({ context }, params: { language: LanguageCode; error: unknown }) => {
      console.warn(`Could not load the examples of ${params.language}`, params.error);
      return {
        pendingLoad: context.pendingLoad.filter((l) => l !== params.language),
        loadErrors: context.loadErrors.includes(params.language) ? context.loadErrors : [...context.loadErrors, params.language],
      };
    }),
    takeAnalysisBatch: assign(({ context }) => takeAnalysisBatch(context)),
    applyAnalysis: assign(({ context }, results: AnalysisItem[]) => applyAnalysis(context, results)),
    applyAnalysisError: assign(({ context }, params: { error: unknown }) => {
      console.warn("The analysis of the examples failed", params.error);
      return applyAnalysis(
        context,
        (context.analysisBatch?.rows ?? []).map(() => null),
      );
    }),
    takeComparisonBatch: assign(({ context }) => ({ comparisonBatch: context.comparisonQueue, comparisonQueue: [] })),
    clearComparisonBatch: assign({ comparisonBatch: [] }),
    applyPoll: assign(({ context }, output: PollOutput) => {
      const since = new Date(output.startedAt).toISOString();
      const lastPollByLanguage = { ...context.lastPollByLanguage, [output.language]: since };
      if (!output.results || output.changedIds.length === 0) return { lastPollByLanguage };
      const rows = applyComparisonResults(rowsOf(context, output.language), output.changedIds, output.results, output.startedAt);
      return { lastPollByLanguage, exampleRequirementsByLanguage: withRows(context, output.language, rows) };
    }),
    logPollError: (_, params: { error: unknown }) => console.warn("Polling the comparison results failed", params.error),
    expireProcessing: assign(({ context }) => ({
      exampleRequirementsByLanguage: withRows(context, context.language, expireProcessing(currentRows(context), Date.now())),
    })),
    takeSuggestionsTarget: assign(({ context }) => {
      const row = selectedRow(context);
      if (!row?.analysisResult) return {};
      return {
        suggestionsTarget: { language: context.language, externalId: row.externalId, result: row.analysisResult, configId: context.configId },
      };
    }),
    applySuggestions: assign(({ context }, params: { suggestions: string[] }) => {
      if (!context.suggestionsTarget) return {};
      const { language, externalId, result } = context.suggestionsTarget;
      const rows = rowsOf(context, language).map((r) =>
        r.externalId === externalId && r.analysisResult?.text === result.text ? { ...r, suggestionsResult: params.suggestions } : r,
      );
      return { exampleRequirementsByLanguage: withRows(context, language, rows), suggestionsTarget: null };
    }),
    markRequestsExceeded: assign({ requestsExceeded: true }),
    clearRequestsExceeded: assign({ requestsExceeded: false }),
    requeueAnalysisBatch: assign(({ context }) => {
      const batch = context.analysisBatch;
      const refs = (batch?.rows ?? []).map((r) => ({ language: batch?.language ?? context.language, externalId: r.externalId }));
      return { requestsExceeded: true, analysisBatch: null, pendingAnalysis: addRefs(refs, context.pendingAnalysis) };
    }),
    requeueUnsent: assign(({ context }, params: { unsent: ComparisonOp[] }) =>
      params.unsent.length === 0 ? {} : { requestsExceeded: true, comparisonQueue: [...params.unsent, ...context.comparisonQueue] },
    ),
    logSuggestionsError: (_, params: { error: unknown }) => console.warn("Fetching suggestions failed", params.error),
    persist: ({ context }) => saveExamplesState(toSaved(context)),
  },
}).createMachine({
  id: "examples",
  context: ({ input }) => initialContext(input),
  // Also before the page is ready: the analyses then start in the new language.
  on: { "UI_LANGUAGE.CHANGE": { actions: ["changeUiLanguage", "persist"] } },
  initial: "loading",
  states: {
    ...toolPageGateStates<ExamplesSetup, "startCurrentLanguage">(["startCurrentLanguage"]),
    ready: {
      type: "parallel",
      on: {
        "LANGUAGE.SELECT": { actions: ["selectLanguage", "persist"] },
        "CONFIG.SELECT": { actions: ["selectConfig", "persist"] },
        "ROW.SELECT": { actions: ["selectRow", "persist"] },
        "STATISTICS.SHOW": { actions: ["showStatistics", "persist"] },
        "EXAMPLE.ADD": { actions: ["addExample", "persist"] },
        "EXAMPLE.EDIT": { actions: ["editExample", "persist"] },
        "EXAMPLE.DELETE": { actions: ["deleteExample", "persist"] },
        "APIKEY.STORED": { actions: "clearRequestsExceeded" },
      },
      states: {
        work: {
          initial: "idle",
          states: {
            idle: {
              always: [
                { guard: "hasPendingLoad", target: "loadingExamples" },
                { guard: "hasPendingAnalysis", target: "analysing", actions: "takeAnalysisBatch" },
                { guard: "hasComparisonWork", target: "syncing", actions: "takeComparisonBatch" },
              ],
            },
            loadingExamples: {
              invoke: {
                src: "loadExamples",
                input: ({ context }) => ({ language: context.pendingLoad[0] ?? context.language }),
                onDone: {
                  target: "idle",
                  actions: [
                    {
                      type: "applyLoadedExamples",
                      params: ({ context, event }) => ({ language: context.pendingLoad[0] ?? context.language, list: event.output }),
                    },
                    "persist",
                  ],
                },
                onError: {
                  target: "idle",
                  actions: {
                    type: "applyLoadError",
                    params: ({ context, event }) => ({ language: context.pendingLoad[0] ?? context.language, error: event.error }),
                  },
                },
              },
            },
            analysing: {
              invoke: {
                src: "analyseExamples",
                input: ({ context }) =>
                  context.analysisBatch ?? { language: context.language, configId: context.configId, uiLanguage: context.uiLanguage, rows: [] },
                onDone: { target: "idle", actions: [{ type: "applyAnalysis", params: ({ event }) => event.output }, "persist"] },
                onError: [
                  {
                    guard: { type: "isTooManyRequests", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: "requeueAnalysisBatch",
                  },
                  { target: "idle", actions: [{ type: "applyAnalysisError", params: ({ event }) => ({ error: event.error }) }, "persist"] },
                ],
              },
            },
            syncing: {
              invoke: {
                src: "syncComparison",
                input: ({ context }) => ({ ops: context.comparisonBatch, demoId: context.demoId }),
                onDone: {
                  target: "idle",
                  actions: [{ type: "requeueUnsent", params: ({ event }) => ({ unsent: event.output }) }, "clearComparisonBatch"],
                },
                onError: { target: "idle", actions: "clearComparisonBatch" },
              },
            },
          },
        },
        polling: {
          initial: "check",
          states: {
            check: {
              always: [{ guard: "comparisonActive", target: "waiting" }, { target: "off" }],
            },
            off: {},
            waiting: {
              // While requests are exceeded, wait another interval instead of asking again.
              after: {
                pollInterval: [
                  { guard: "notExceeded", target: "polling" },
                  { target: "waiting", reenter: true },
                ],
              },
            },
            polling: {
              invoke: {
                src: "pollComparison",
                input: ({ context }) => ({
                  language: context.language,
                  dbName: comparisonDbName(context.language, context.demoId),
                  since: context.lastPollByLanguage[context.language] ?? FIRST_POLL_TIMESTAMP,
                }),
                onDone: { target: "waiting", actions: [{ type: "applyPoll", params: ({ event }) => event.output }, "persist"] },
                onError: [
                  {
                    guard: { type: "isTooManyRequests", params: ({ event }) => ({ error: event.error }) },
                    target: "waiting",
                    actions: "markRequestsExceeded",
                  },
                  { target: "waiting", actions: { type: "logPollError", params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
        expiry: {
          initial: "idle",
          states: {
            idle: {
              always: { guard: "anyProcessing", target: "waiting" },
            },
            waiting: {
              always: { guard: "noneProcessing", target: "idle" },
              after: { processingTimeout: { target: "idle", actions: ["expireProcessing", "persist"] } },
            },
          },
        },
        suggestions: {
          initial: "idle",
          states: {
            idle: {
              always: { guard: "needsSuggestions", target: "fetching", actions: "takeSuggestionsTarget" },
            },
            fetching: {
              invoke: {
                src: "fetchSuggestions",
                input: ({ context }) => context.suggestionsTarget as SuggestionsInput,
                onDone: {
                  target: "idle",
                  actions: [{ type: "applySuggestions", params: ({ event }) => ({ suggestions: event.output }) }, "persist"],
                },
                onError: [
                  // Asked again once a key is stored: the row's suggestions are still missing.
                  {
                    guard: { type: "isTooManyRequests", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: "markRequestsExceeded",
                  },
                  {
                    target: "idle",
                    actions: [
                      { type: "logSuggestionsError", params: ({ event }) => ({ error: event.error }) },
                      { type: "applySuggestions", params: () => ({ suggestions: [] }) },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type ExamplesMachine = typeof examplesMachine;
