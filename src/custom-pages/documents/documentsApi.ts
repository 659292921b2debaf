/**
 * The calls of the documents page over the one HTTP client: upload, status, cancel,
 * re-check, list, delete and export of a document. A browser without a sign-in or an
 * API key proves that a document is its own with the token the upload answered; the
 * tokens are kept in local storage (`documentTokens`) so that previous uploads can be
 * listed and opened again, and every call about a document sends its token.
 */
import type { DocumentSummary, DocumentUploadResponse, ErrorResponse } from "../../../schemas/generated/types";
import { api, type ConfigFileEntry, type LanguageCode, type LicenseStatus } from "../../providers/api";
import { loadConfigurations } from "../../providers/configurations";
import { API_BASE, ApiError, buildHeaders, isApiError, request } from "../../providers/httpClient";
import { readJson, STORAGE_KEYS, writeJson } from "../../providers/storage";
import { loadFeatures } from "../examples/examplesApi";

export const DOCUMENT_TOKEN_HEADER = "X-Document-Token";
export const EXPORT_FORMATS = ["csv", "xlsx", "reqif", "html", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type UploadLanguage = LanguageCode | "auto";
export const UPLOAD_LANGUAGES: readonly UploadLanguage[] = ["auto", "en", "de"];
/** The largest file the server takes (it answers 413 past it); checked here before sending. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The error code of a tabular file whose id and text columns could not be told apart. */
export const COLUMNS_UNSURE = "COLUMNS_UNSURE";

export type JobStatus = DocumentUploadResponse["status"];
export const ACTIVE_STATUSES: readonly JobStatus[] = ["queued", "running"];
/** A job that ended with results to show and export (a cancelled one keeps the results so far). */
export const RESULT_STATUSES: readonly JobStatus[] = ["done", "cancelled"];

export type { DocumentSummary };

/**
 * What the page reads of a document (GET /documents/{id}, the schema DocumentStatus): the
 * server's answer fits it, and so does the placeholder shown between an accepted upload
 * and its first status.
 */
export interface DocumentInfo {
  documentId: string;
  name: string;
  format: string;
  status: JobStatus;
  progress: { done: number; total: number };
  /** The results so far while the job runs; final once it has ended. */
  summary: DocumentSummary | null;
  error?: string;
  /** Why the job failed, for a message in the console's language (error is the server's English text). */
  errorCode?: string;
  configId?: string | null;
  language?: string;
  createdAt?: string;
}

export interface UploadRequest {
  file: File;
  language: UploadLanguage;
  configId: string | null;
  idColumn?: string | null;
  textColumn?: string | null;
}

export type UploadAnswer = DocumentUploadResponse;

/** A document this browser uploaded. */
export interface StoredDocument {
  documentId: string;
  token: string;
  name: string;
  createdAt: string;
}

export interface DocumentsSetup {
  licenseStatus: LicenseStatus;
  configurations: ConfigFileEntry[];
  suggestion: boolean;
}

// ---------------------------------------------------------------- token storage

function isStoredDocument(value: unknown): value is StoredDocument {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.documentId === "string" && typeof v.token === "string" && typeof v.name === "string" && typeof v.createdAt === "string";
}

function isStoredList(value: unknown): value is StoredDocument[] {
  return Array.isArray(value);
}

export function loadStoredDocuments(): StoredDocument[] {
  return (readJson("local", STORAGE_KEYS.documentTokens, isStoredList) ?? []).filter(isStoredDocument);
}

export function storeDocument(entry: StoredDocument): void {
  const others = loadStoredDocuments().filter((d) => d.documentId !== entry.documentId);
  writeJson("local", STORAGE_KEYS.documentTokens, [entry, ...others]);
}

export function forgetDocument(documentId: string): void {
  writeJson(
    "local",
    STORAGE_KEYS.documentTokens,
    loadStoredDocuments().filter((d) => d.documentId !== documentId),
  );
}

export function tokenOf(documentId: string): string | null {
  return loadStoredDocuments().find((d) => d.documentId === documentId)?.token ?? null;
}

/**
 * The token of this browser's latest upload. Sent with the next upload, it makes the
 * server keep the same token, so that one token lists all of this browser's documents.
 */
export function browserToken(): string | null {
  return loadStoredDocuments()[0]?.token ?? null;
}

function tokenHeaders(token: string | null): Record<string, string> {
  return token ? { [DOCUMENT_TOKEN_HEADER]: token } : {};
}

function documentPath(documentId: string): string {
  return `/documents/${encodeURIComponent(documentId)}`;
}

// ---------------------------------------------------------------- calls

export async function loadDocumentsSetup(): Promise<DocumentsSetup> {
  // The licence decides whether the page works at all: its failure is the service error.
  const licenseStatus = await api.licenseStatus();
  const [configurations, features] = await Promise.all([loadConfigurations(), loadFeatures()]);
  return { licenseStatus, configurations, suggestion: features.suggestion };
}

export function uploadDocument(params: UploadRequest): Promise<UploadAnswer> {
  const form = new FormData();
  if (params.language !== "auto") form.append("language", params.language);
  if (params.configId) form.append("configId", params.configId);
  if (params.idColumn) form.append("idColumn", params.idColumn);
  if (params.textColumn) form.append("textColumn", params.textColumn);
  // The file goes last: the server reads the fields before the stream of the file.
  form.append("file", params.file, params.file.name);
  return request<UploadAnswer>("/documents", { method: "POST", body: form, headers: tokenHeaders(browserToken()) });
}

export function fetchDocument(params: { documentId: string; token: string | null }): Promise<DocumentInfo> {
  return request<DocumentInfo>(documentPath(params.documentId), { headers: tokenHeaders(params.token) });
}

export async function cancelDocument(params: { documentId: string; token: string | null }): Promise<void> {
  await request(`${documentPath(params.documentId)}/cancel`, { method: "POST", headers: tokenHeaders(params.token) });
}

/** Checks the document again with another configuration; the answer names the new job. */
export function recheckDocument(params: { documentId: string; token: string | null; configId: string | null }): Promise<UploadAnswer> {
  return request<UploadAnswer>(`${documentPath(params.documentId)}/recheck`, {
    method: "POST",
    headers: tokenHeaders(params.token),
    body: { configId: params.configId },
  });
}

/** Deletes a document; one the server no longer has is no error. The token is forgotten either way. */
export async function deleteDocument(params: { documentId: string; token: string | null }): Promise<void> {
  try {
    await request(documentPath(params.documentId), { method: "DELETE", headers: tokenHeaders(params.token) });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  forgetDocument(params.documentId);
}

function listItems(body: unknown): DocumentInfo[] {
  return Array.isArray(body) ? body.filter((d): d is DocumentInfo => typeof (d as DocumentInfo)?.documentId === "string") : [];
}

/**
 * The caller's documents (signed in or with an API key) and the ones this browser holds
 * tokens for, newest first. A stored document the server no longer has (deleted, or past
 * its retention) is forgotten.
 */
export async function listDocuments(): Promise<DocumentInfo[]> {
  const own = await request<unknown>("/documents", { headers: tokenHeaders(browserToken()) }).then(listItems, () => [] as DocumentInfo[]);
  const known = new Set(own.map((d) => d.documentId));
  const stored = loadStoredDocuments().filter((d) => !known.has(d.documentId));
  const fromTokens = await Promise.all(
    stored.map(async (entry): Promise<DocumentInfo | null> => {
      try {
        return await fetchDocument({ documentId: entry.documentId, token: entry.token });
      } catch (error) {
        // Gone for good: forgotten. Unreadable this time (server busy or down): left out of this listing only.
        if (isApiError(error) && error.status === 404) forgetDocument(entry.documentId);
        return null;
      }
    }),
  );
  return [...own, ...fromTokens.filter((d): d is DocumentInfo => d !== null)].sort((a, b) =>
    String(b.createdAt ?? "").localeCompare(String(a.createdAt ?? "")),
  );
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** The export as a file: its name (from Content-Disposition) and content. */
export async function fetchExport(params: {
  documentId: string;
  token: string | null;
  format: ExportFormat;
  name: string;
}): Promise<{ fileName: string; blob: Blob }> {
  const response = await fetch(`${API_BASE}${documentPath(params.documentId)}/export?format=${params.format}`, {
    headers: buildHeaders(tokenHeaders(params.token)),
    credentials: "same-origin",
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = body as { errorCode?: string; message?: string } | null;
    throw new ApiError(response.status, error?.errorCode ?? "UNKNOWN", error?.message ?? response.statusText, body);
  }
  const base = params.name.replace(/\.[^.]+$/, "") || "document";
  return { fileName: fileNameOf(response, `${base}.reqlens.${params.format}`), blob: await response.blob() };
}

/** Hands a file to the browser's downloads. */
export function saveFile(file: { fileName: string; blob: Blob }): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The headers of a tabular file whose columns the server could not detect (`columns` of its 400 answer). */
export function unsureColumns(error: unknown): string[] | null {
  if (!isApiError(error) || error.status !== 400 || error.errorCode !== COLUMNS_UNSURE) return null;
  const columns = (error.body as ErrorResponse | null)?.columns;
  return Array.isArray(columns) ? columns.filter((h): h is string => typeof h === "string") : [];
}
