/**
 * The examples page's data
 * and the pure rules on it: next id, the 15-row limit, references removed on edit and
 * delete, comparison results applied to rows, the rating counts of the pie chart, the
 * comparison database name and what is kept in local storage (`examplesState`).
 */
import type {
  AnalysisItem,
  ComparisonResults,
  ContradictionEntry,
  ContradictionResult,
  DuplicateEntry,
  DuplicationResult,
} from "../../../schemas/generated/types";
import type { LanguageCode } from "../../providers/api";
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from "../../providers/storage";

/** How many examples the page keeps, and how often it asks for their comparison results. */
export const MAX_EXAMPLES = 15;
export const COMPARISON_POLL_INTERVAL_MS = 5000;
export const COMPARISON_PROCESSING_TIMEOUT_MS = 40_000;
export const FIRST_POLL_TIMESTAMP = "1700-01-01T00:00:00Z";
/** Project and document of every example requirement in its comparison database. */
export const DEMO_PROJECT_ID = "demo";
export const DEMO_DOCUMENT_ID = "demo";
/** The unique prefix of the examples page's comparison databases. */
export const COMPARISON_DB_PREFIX = "reqlens_examples_";
/** Local storage key of the browser's random demo id. */
export const DEMO_ID_KEY = "demoId";

export type { ComparisonResults, ContradictionEntry, ContradictionResult, DuplicateEntry, DuplicationResult };

/** The shape shared by contradiction and duplicate results: entries split by scope. */
export interface ScopedResult<T> {
  externalId: string;
  document: T[];
  project: T[];
  db: T[];
}

/** Similar requirements' externalIds with their similarity (0..1). */
export type SimilarityResult = Record<string, number>;

export interface ExampleRequirement {
  /** A numeric string, unique within its language. */
  externalId: string;
  configId: string | null;
  text: string;
  /** Null until analysed; a failed analysis is kept as a result with rating 0. */
  analysisResult: AnalysisItem | null;
  similarityResult: SimilarityResult | null;
  contradictionResult: ContradictionResult | null;
  duplicationResult: DuplicationResult | null;
  suggestionsResult: string[] | null;
  isComparisonResultProcessing: boolean;
  /** When the processing flag was set (ms since the epoch); it is cleared 40 s later at the latest. */
  processingSince: number | null;
}

export type ExamplesByLanguage = Partial<Record<LanguageCode, ExampleRequirement[]>>;

/** "statistics" shows the pie chart, "detail" the selected row's panel. */
export type ExamplesResultState = "statistics" | "detail";

export interface SavedExamplesState {
  resultState: ExamplesResultState;
  selectedExternalId: string | null;
  language: LanguageCode;
  configId: string | null;
  /** The interface language the stored analyses were worded in. */
  uiLanguage?: LanguageCode;
  exampleRequirementsByLanguage: ExamplesByLanguage;
}

export function newExample(externalId: string, text: string, configId: string | null): ExampleRequirement {
  return {
    externalId,
    configId,
    text,
    analysisResult: null,
    similarityResult: null,
    contradictionResult: null,
    duplicationResult: null,
    suggestionsResult: null,
    isComparisonResultProcessing: false,
    processingSince: null,
  };
}

/** Highest numeric id plus one, or 1. */
export function nextExampleId(rows: readonly Pick<ExampleRequirement, "externalId">[]): string {
  let highest = 0;
  for (const row of rows) {
    if (!/^\d+$/.test(row.externalId)) continue;
    highest = Math.max(highest, Number(row.externalId));
  }
  return String(highest + 1);
}

export function canAddExample(rows: readonly unknown[]): boolean {
  return rows.length < MAX_EXAMPLES;
}

/** The analysis result of a failed analysis: rating 0, no findings. */
export function failedAnalysis(row: Pick<ExampleRequirement, "externalId" | "text">, language: LanguageCode): AnalysisItem {
  return {
    text: row.text,
    externalId: row.externalId,
    language,
    rating: 0,
    gibberish: false,
    improvements: {},
    processedText: "",
    classifications: [],
    earsPattern: "none",
  };
}

/** The rating shown for a row: null while not analysed, 0 when the analysis failed. */
export function ratingOf(row: ExampleRequirement): number | null {
  return row.analysisResult ? row.analysisResult.rating : null;
}

/** Counts of ratings 1..5 (index 0 is rating 1); only numeric ratings 1 to 5 inclusive count. */
export function ratingCounts(ratings: readonly unknown[]): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const rating of ratings) {
    if (typeof rating !== "number" || !Number.isInteger(rating) || rating < 1 || rating > 5) continue;
    counts[rating - 1] += 1;
  }
  return counts;
}

function withoutReferencesTo<T>(result: ScopedResult<T> | null, matches: (entry: T) => boolean): ScopedResult<T> | null {
  if (!result) return result;
  const keep = (list: T[]) => list.filter((entry) => !matches(entry));
  return { ...result, document: keep(result.document), project: keep(result.project), db: keep(result.db) };
}

/** Removes every reference to `externalId` from the other rows' comparison results. */
export function removeReferences(rows: readonly ExampleRequirement[], externalId: string): ExampleRequirement[] {
  return rows.map((row) => {
    if (row.externalId === externalId) return row;
    let similarityResult = row.similarityResult;
    if (similarityResult && externalId in similarityResult) {
      similarityResult = { ...similarityResult };
      delete similarityResult[externalId];
    }
    return {
      ...row,
      similarityResult,
      contradictionResult: withoutReferencesTo(row.contradictionResult, (e) => e.contradictingExternalId === externalId),
      duplicationResult: withoutReferencesTo(row.duplicationResult, (e) => e.externalId === externalId),
    };
  });
}

export function emptyContradiction(externalId: string): ContradictionResult {
  return { externalId, document: [], project: [], db: [] };
}

export function emptyDuplication(externalId: string): DuplicationResult {
  return { externalId, document: [], project: [], db: [] };
}

/**
 * Applies polled comparison results to the rows they name (`changedIds`); a row re-saved
 * after the poll started (`pollStartedAt`) keeps waiting for its new results.
 */
export function applyComparisonResults(
  rows: readonly ExampleRequirement[],
  changedIds: readonly string[],
  results: ComparisonResults,
  pollStartedAt: number,
): ExampleRequirement[] {
  const changed = new Set(changedIds);
  const contradictions = new Map(results.contradictionResults.map((r) => [r.externalId, r]));
  const duplicates = new Map(results.duplicateResults.map((r) => [r.externalId, r]));
  return rows.map((row) => {
    const id = row.externalId;
    if (!changed.has(id) && !contradictions.has(id) && !duplicates.has(id)) return row;
    if (row.processingSince !== null && row.processingSince > pollStartedAt) return row;
    return {
      ...row,
      similarityResult: results.similarityResults[id] ?? {},
      contradictionResult: contradictions.get(id) ?? emptyContradiction(id),
      duplicationResult: duplicates.get(id) ?? emptyDuplication(id),
      isComparisonResultProcessing: false,
      processingSince: null,
    };
  });
}

/** Every entry of a scoped result, document first. */
export function allEntries<T>(result: ScopedResult<T> | null): T[] {
  return result ? [...result.document, ...result.project, ...result.db] : [];
}

export function hasContradictions(row: ExampleRequirement): boolean {
  return allEntries(row.contradictionResult).length > 0;
}

export function hasDuplicates(row: ExampleRequirement): boolean {
  return allEntries(row.duplicationResult).length > 0;
}

/** Clears the processing flag of rows flagged for 40 s or longer. */
export function expireProcessing(rows: readonly ExampleRequirement[], now: number): ExampleRequirement[] {
  return rows.map((row) =>
    row.isComparisonResultProcessing && (row.processingSince === null || now - row.processingSince >= COMPARISON_PROCESSING_TIMEOUT_MS)
      ? { ...row, isComparisonResultProcessing: false, processingSince: null }
      : row,
  );
}

/** Milliseconds until the earliest processing flag expires, or null when no row is processing. */
export function nextExpiryIn(rows: readonly ExampleRequirement[], now: number): number | null {
  let earliest: number | null = null;
  for (const row of rows) {
    if (!row.isComparisonResultProcessing) continue;
    const due = (row.processingSince ?? now) + COMPARISON_PROCESSING_TIMEOUT_MS - now;
    earliest = earliest === null ? due : Math.min(earliest, due);
  }
  return earliest === null ? null : Math.max(0, earliest);
}

export function comparisonDbName(language: LanguageCode, demoId: string): string {
  return `${COMPARISON_DB_PREFIX}${language}_${demoId}`;
}

function randomPart(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The browser's random 'Demo_' id, created once and kept in local storage. */
export function loadDemoId(): string {
  const stored = readString("local", DEMO_ID_KEY);
  if (stored && /^Demo_[A-Za-z0-9]{4,64}$/.test(stored)) return stored;
  const id = `Demo_${randomPart()}`;
  writeString("local", DEMO_ID_KEY, id);
  return id;
}

function isExampleRow(value: unknown): value is ExampleRequirement {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.externalId === "string" && typeof v.text === "string";
}

function isSavedExamplesState(value: unknown): value is SavedExamplesState {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.language !== "en" && v.language !== "de") return false;
  if (typeof v.exampleRequirementsByLanguage !== "object" || v.exampleRequirementsByLanguage === null) return false;
  return Object.values(v.exampleRequirementsByLanguage).every((rows) => Array.isArray(rows) && rows.every(isExampleRow));
}

/** Restores rows with every field present (older or partial entries get defaults). */
function normaliseRows(rows: ExampleRequirement[]): ExampleRequirement[] {
  return rows.slice(0, MAX_EXAMPLES).map((row) => ({ ...newExample(row.externalId, row.text, row.configId ?? null), ...row }));
}

export function loadExamplesState(): SavedExamplesState | null {
  const saved = readJson("local", STORAGE_KEYS.examplesState, isSavedExamplesState);
  if (!saved) return null;
  const byLanguage: ExamplesByLanguage = {};
  for (const language of ["en", "de"] as const) {
    const rows = saved.exampleRequirementsByLanguage[language];
    if (rows) byLanguage[language] = normaliseRows(rows);
  }
  return {
    resultState: saved.resultState === "detail" ? "detail" : "statistics",
    selectedExternalId: typeof saved.selectedExternalId === "string" ? saved.selectedExternalId : null,
    language: saved.language,
    configId: typeof saved.configId === "string" ? saved.configId : null,
    ...(saved.uiLanguage === "en" || saved.uiLanguage === "de" ? { uiLanguage: saved.uiLanguage } : {}),
    exampleRequirementsByLanguage: byLanguage,
  };
}

export function saveExamplesState(state: SavedExamplesState): void {
  writeJson("local", STORAGE_KEYS.examplesState, state);
}
