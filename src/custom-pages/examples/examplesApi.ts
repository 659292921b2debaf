/**
 * The calls of the examples page, over the one HTTP client: the example
 * files, analysis of many requirements at once, suggestions, active features and the
 * comparison database (save, delete, changes since a time, results).
 *
 * Comparison databases belong to whoever created them: this browser is known by a random
 * token kept in localStorage and sent in X-Anonymous-Token (a signed-in user or a stored
 * API key takes precedence on the server).
 */
import type { AnalysisItem, AnalysisRequest, AnalysisResponse } from "../../../schemas/generated/types";
import { api, type ConfigFileEntry, type LanguageCode, type LicenseStatus } from "../../providers/api";
import { loadConfigurations } from "../../providers/configurations";
import { isApiError, request } from "../../providers/httpClient";
import { DEMO_DOCUMENT_ID, DEMO_PROJECT_ID, MAX_EXAMPLES, type ComparisonResults } from "./examplesModel";

export interface ExampleSource {
  externalId: string;
  text: string;
}

export interface ExamplesSetup {
  licenseStatus: LicenseStatus;
  configurations: ConfigFileEntry[];
  features: { suggestion: boolean; comparison: boolean };
}

function isExampleSource(value: unknown): value is ExampleSource {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.externalId === "string" && /^\d+$/.test(v.externalId) && typeof v.text === "string" && v.text.trim() !== "";
}

/** The shipped examples of a language (at most 15 are used). */
export async function loadExampleFile(language: LanguageCode): Promise<ExampleSource[]> {
  const list = await request<unknown>(`/assets/example-requirements/examples-${language}.json`);
  if (!Array.isArray(list)) throw new Error(`The examples of ${language} are not a list.`);
  return list.filter(isExampleSource).slice(0, MAX_EXAMPLES);
}

export async function loadFeatures(): Promise<ExamplesSetup["features"]> {
  try {
    const { features } = await request<{ features: string[] }>("/features");
    const active = Array.isArray(features) ? features : [];
    return { suggestion: active.includes("suggestion"), comparison: active.includes("comparison") };
  } catch (error) {
    console.warn("Could not load the active features", error);
    return { suggestion: false, comparison: false };
  }
}

export async function loadExamplesSetup(): Promise<ExamplesSetup> {
  const licenseStatus = await api.licenseStatus();
  const [configurations, features] = await Promise.all([loadConfigurations(), loadFeatures()]);
  return { licenseStatus, configurations, features };
}

/** Analyses many requirements in one request; the result items in the order of `rows`. */
export async function analyseExamples(params: {
  rows: ExampleSource[];
  language: LanguageCode;
  configId: string | null;
  uiLanguage: LanguageCode;
}): Promise<AnalysisItem[]> {
  const body: AnalysisRequest = {
    // Messages and improvements in the interface language, whatever the examples' language.
    config: { language: params.language, configId: params.configId, uiLanguage: params.uiLanguage, verbose: true },
    content: params.rows.map((r) => ({ externalId: r.externalId, text: r.text })),
  };
  const response = await request<AnalysisResponse>("/requirements/analyse", { method: "POST", body });
  const byId = new Map(response.content.map((item) => [item.externalId, item]));
  return params.rows.map((row, index) => {
    const item = byId.get(row.externalId) ?? response.content[index];
    if (!item) throw new Error("The analysis returned fewer results than requirements.");
    return item;
  });
}

export function fetchSuggestions(params: { result: AnalysisItem; configId: string | null }): Promise<string[]> {
  const query = params.configId ? `?configId=${encodeURIComponent(params.configId)}` : "";
  return request<string[]>(`/requirements/suggestions${query}`, { method: "POST", body: params.result }).then((list) =>
    Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [],
  );
}

const TOKEN_STORAGE_KEY = "reqlens.anonymousToken";

/** This browser's own token (created once and kept); a fresh one per page when storage is unavailable. */
let pageToken: string | undefined;
export function anonymousToken(): string {
  try {
    const stored = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,200}$/.test(stored)) return stored;
  } catch {
    // No storage (private mode, tests): the page's own token.
  }
  pageToken ??= [...globalThis.crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, pageToken);
  } catch {
    // Kept for this page only.
  }
  return pageToken;
}

/** A comparison call with this browser's token. */
const comparisonRequest = <T>(path: string, options: Parameters<typeof request>[1] = {}) =>
  request<T>(path, { ...options, headers: { ...options.headers, "X-Anonymous-Token": anonymousToken() } });

/** Saves requirements of one comparison database in one request (POST /comparison/{dbName}/requirements). */
export function saveManyToComparison(params: {
  dbName: string;
  language: LanguageCode;
  rows: { externalId: string; text: string }[];
}): Promise<unknown> {
  return comparisonRequest(`/comparison/${encodeURIComponent(params.dbName)}/requirements`, {
    method: "POST",
    body: params.rows.map((row) => ({
      externalId: row.externalId,
      text: row.text,
      projectId: DEMO_PROJECT_ID,
      documentId: DEMO_DOCUMENT_ID,
      label: `Example ${row.externalId}`,
      language: params.language,
    })),
  });
}

/** Deletes a requirement from its comparison database; one that is not there is no error. */
export async function deleteFromComparison(params: { dbName: string; externalId: string }): Promise<void> {
  try {
    await comparisonRequest(`/comparison/${encodeURIComponent(params.dbName)}/${encodeURIComponent(params.externalId)}`, { method: "DELETE" });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** The externalIds whose comparison results changed after `since`, then their results. */
export async function pollComparison(params: {
  dbName: string;
  since: string;
}): Promise<{ changedIds: string[]; results: ComparisonResults | null }> {
  const db = encodeURIComponent(params.dbName);
  const changedIds = await comparisonRequest<string[]>(`/comparison/${db}/${encodeURIComponent(params.since)}/comparisons`);
  if (!Array.isArray(changedIds) || changedIds.length === 0) return { changedIds: [], results: null };
  const results = await comparisonRequest<ComparisonResults>(`/comparison/${db}/comparisons`, { method: "POST", body: changedIds });
  return { changedIds, results };
}
