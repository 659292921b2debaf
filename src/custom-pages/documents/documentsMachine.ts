/**
 * The behaviour of the documents page, without any React.
 *
 * loading -> ready | licenseError | serviceError (../toolPageGate.ts). In `ready` three regions run side by side:
 * - `job`: the upload and the document being watched. idle -> uploading -> watching
 *   (fetching the status, then waiting a second, while the document is queued or
 *   running) -> idle once it is done, failed or cancelled. A tabular file whose columns
 *   the server could not tell apart goes to `choosingColumns` and is sent again with the
 *   chosen ones; `rechecking` asks for the same document with another configuration.
 * - `uploads`: the previous uploads (loaded, refreshed after every upload and finished
 *   job, and deleted one by one).
 * - `exporting`: one download at a time.
 *
 * Every side effect is a named actor or action, so tests swap them with
 * `documentsMachine.provide(...)`.
 */
import { and, assign, fromPromise, raise, setup } from "xstate";
import type { ConfigFileEntry, LicenseStatus } from "../../providers/api";
import { isApiError } from "../../providers/httpClient";
import {
  ACTIVE_STATUSES,
  RESULT_STATUSES,
  cancelDocument,
  deleteDocument,
  fetchDocument,
  fetchExport,
  listDocuments,
  loadDocumentsSetup,
  MAX_UPLOAD_BYTES,
  recheckDocument,
  saveFile,
  storeDocument,
  tokenOf,
  unsureColumns,
  uploadDocument,
  type DocumentInfo,
  type DocumentsSetup,
  type ExportFormat,
  type UploadAnswer,
  type UploadLanguage,
  type UploadRequest,
} from "./documentsApi";
import { fetchSuggestions } from "../examples/examplesApi";
import { analysisItemOf, type DocumentRequirement } from "./requirementsProvider";
import type { AnalysisItem } from "../../../schemas/generated/types";
import { licenseIsValid, toolPageGateStates } from "../toolPageGate";

export const POLL_INTERVAL_MS = 1000;
/** Status reads that may fail in a row (a restarting server) before the page gives up and offers a retry. */
export const MAX_POLL_FAILURES = 5;

export interface JobError {
  /** The server's error code, or FILE_TOO_LARGE / NETWORK for problems found here. */
  code: string;
  message: string;
  status: number | null;
}

export interface ColumnChoice {
  headers: string[];
  idColumn: string | null;
  textColumn: string | null;
}

export interface DocumentRef {
  documentId: string;
  token: string | null;
}

export interface DocumentsContext {
  licenseStatus: LicenseStatus | null;
  configurations: ConfigFileEntry[];
  /** Whether the server makes suggestions (the detail panel asks for them). */
  suggestion: boolean;
  language: UploadLanguage;
  configId: string | null;
  file: File | null;
  /** Set while the column picker is shown, and kept for the upload that follows it. */
  columns: ColumnChoice | null;
  /** The document shown (being watched, or finished). */
  current: DocumentRef | null;
  document: DocumentInfo | null;
  error: JobError | null;
  /** HTTP 429 on upload: the requests-exceeded panel is shown; the upload is sent again once a key is stored. */
  requestsExceeded: boolean;
  pollFailures: number;
  uploads: DocumentInfo[];
  uploadsError: boolean;
  /** The previous upload being deleted. */
  deleting: string | null;
  exportFormat: ExportFormat | null;
  exportError: JobError | null;
  /** The requirement whose detail is shown, and its suggestions (null while they are asked for). */
  selected: DocumentRequirement | null;
  suggestions: string[] | null;
  /** A requirement to open once the document shows its table (the page was drawn anew, e.g. in another language). */
  restoreRow: number | null;
}

export interface DocumentsInput {
  /** A document to open at once (its token is looked up in storage). */
  documentId?: string | null;
  /** A requirement of that document to open at once. */
  requirementId?: number | null;
}

export type DocumentsEvent =
  | { type: "FILE.SELECT"; file: File | null }
  | { type: "LANGUAGE.SELECT"; language: UploadLanguage }
  | { type: "CONFIG.SELECT"; configId: string | null }
  | { type: "UPLOAD" }
  | { type: "COLUMNS.SELECT"; idColumn: string; textColumn: string }
  | { type: "COLUMNS.CANCEL" }
  | { type: "CANCEL" }
  | { type: "RETRY" }
  | { type: "CLOSE" }
  | { type: "DOCUMENT.OPEN"; documentId: string }
  | { type: "DOCUMENT.RECHECK"; documentId: string; configId: string | null }
  | { type: "DOCUMENT.DELETE"; documentId: string }
  | { type: "DOCUMENT.REMOVED"; documentId: string }
  | { type: "UPLOADS.REFRESH" }
  | { type: "EXPORT"; format: ExportFormat }
  | { type: "ROW.SELECT"; row: DocumentRequirement }
  /** The table fetched the open row again (another interface language, new results): the panel shows it as fetched. */
  | { type: "ROW.REFRESH"; row: DocumentRequirement }
  | { type: "ROW.CLOSE" }
  | { type: "APIKEY.STORED" };

export function errorOf(error: unknown): JobError {
  if (isApiError(error)) return { code: error.errorCode, message: error.message, status: error.status };
  if (error instanceof Error) return { code: "NETWORK", message: error.message, status: null };
  return { code: "NETWORK", message: String(error), status: null };
}

export function isActive(document: DocumentInfo | null): boolean {
  return !!document && ACTIVE_STATUSES.includes(document.status);
}

/** Whether a document's job ended with results to show and export. */
export function hasResults(document: DocumentInfo | null): boolean {
  return !!document && RESULT_STATUSES.includes(document.status);
}

function uploadInput(context: DocumentsContext): UploadRequest {
  if (!context.file) throw new Error("No file chosen.");
  return {
    file: context.file,
    language: context.language,
    configId: context.configId,
    idColumn: context.columns?.idColumn ?? null,
    textColumn: context.columns?.textColumn ?? null,
  };
}

/** The document a just-accepted upload or re-check created, before its first status read. */
function acceptedDocument(answer: UploadAnswer, name: string, previous: DocumentInfo | null): DocumentInfo {
  return {
    documentId: answer.documentId,
    name,
    format: previous?.format ?? "",
    status: answer.status,
    progress: { done: 0, total: 0 },
    summary: null,
    createdAt: new Date().toISOString(),
  };
}

/** The language of the shown document's requirements, for the suggestions call. */
export function documentLanguage(context: DocumentsContext): "en" | "de" {
  const language = context.document?.language ?? context.language;
  return language === "de" ? "de" : "en";
}

export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
  },
  actors: {
    loadSetup: fromPromise<DocumentsSetup>(() => loadDocumentsSetup()),
    upload: fromPromise<UploadAnswer, UploadRequest>(({ input }) => uploadDocument(input)),
    fetchStatus: fromPromise<DocumentInfo, DocumentRef>(({ input }) => fetchDocument(input)),
    cancel: fromPromise<void, DocumentRef>(({ input }) => cancelDocument(input)),
    recheck: fromPromise<UploadAnswer, DocumentRef & { configId: string | null }>(({ input }) => recheckDocument(input)),
    listUploads: fromPromise<DocumentInfo[]>(() => listDocuments()),
    deleteUpload: fromPromise<void, DocumentRef>(({ input }) => deleteDocument(input)),
    download: fromPromise<void, DocumentRef & { format: ExportFormat; name: string }>(async ({ input }) => saveFile(await fetchExport(input))),
    /** The token this browser holds for a document (none for documents of a signed-in user or API key). */
    suggest: fromPromise<string[], { result: AnalysisItem; configId: string | null }>(({ input }) => fetchSuggestions(input)),
    lookUpToken: fromPromise<string | null, { documentId: string }>(({ input }) => Promise.resolve(tokenOf(input.documentId))),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
  guards: {
    licenseIsValid,
    hasFile: ({ context }) => context.file !== null,
    fileTooLarge: ({ context }) => (context.file?.size ?? 0) > MAX_UPLOAD_BYTES,
    hasCurrent: ({ context }) => context.current !== null,
    canRetryUpload: ({ context }) => context.file !== null && context.document === null,
    isTooManyRequests: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 429,
    columnsUnsure: (_, params: { error: unknown }) => unsureColumns(params.error) !== null,
    isGone: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 404,
    tooManyPollFailures: ({ context }) => context.pollFailures + 1 >= MAX_POLL_FAILURES,
    isFinished: (_, params: { document: DocumentInfo }) => !isActive(params.document),
    isCurrentDocument: ({ context, event }) => "documentId" in event && context.current?.documentId === event.documentId,
    hasResults: ({ context }) => context.current !== null && hasResults(context.document),
    wantsSuggestions: ({ context, event }) =>
      context.suggestion && event.type === "ROW.SELECT" && event.row.rating !== null && event.row.rating >= 1 && event.row.rating < 5,
    hasPendingUpload: ({ context }) => context.requestsExceeded && context.file !== null,
  },
  actions: {
    assignSetup: assign(({ context }, setupData: DocumentsSetup) => {
      const defaultConfig = setupData.configurations.find((c) => c.isDefault) ?? setupData.configurations[0];
      return {
        licenseStatus: setupData.licenseStatus,
        configurations: setupData.configurations,
        suggestion: setupData.suggestion,
        configId: setupData.configurations.some((c) => c.configId === context.configId) ? context.configId : (defaultConfig?.configId ?? null),
      };
    }),
    assignFile: assign(({ event }) => (event.type === "FILE.SELECT" ? { file: event.file, columns: null, error: null } : {})),
    assignLanguage: assign(({ event }) => (event.type === "LANGUAGE.SELECT" ? { language: event.language } : {})),
    assignConfigId: assign(({ event }) => (event.type === "CONFIG.SELECT" ? { configId: event.configId } : {})),
    startUpload: assign({ error: null, requestsExceeded: false, pollFailures: 0 }),
    applyFileTooLarge: assign(({ context }) => ({
      error: { code: "FILE_TOO_LARGE", message: `${context.file?.name ?? ""}: ${context.file?.size ?? 0} > ${MAX_UPLOAD_BYTES} bytes`, status: 413 },
    })),
    applyAccepted: assign(({ context }, answer: UploadAnswer) => ({
      current: { documentId: answer.documentId, token: answer.token },
      document: acceptedDocument(answer, context.file?.name ?? context.document?.name ?? "", null),
      columns: null,
      error: null,
      selected: null,
      suggestions: null,
      restoreRow: null,
    })),
    applyRechecked: assign(({ context }, answer: UploadAnswer) => ({
      current: { documentId: answer.documentId, token: answer.token ?? context.current?.token ?? null },
      document: acceptedDocument(answer, context.document?.name ?? "", context.document),
      error: null,
      pollFailures: 0,
      selected: null,
      suggestions: null,
      restoreRow: null,
    })),
    /** Keeps the token of an accepted document, so that it can be opened again later. */
    storeToken: ({ context }) => {
      if (context.current?.token && context.document) {
        storeDocument({
          documentId: context.current.documentId,
          token: context.current.token,
          name: context.document.name,
          createdAt: context.document.createdAt ?? new Date().toISOString(),
        });
      }
    },
    applyColumnsUnsure: assign((_, params: { error: unknown }) => ({
      columns: { headers: unsureColumns(params.error) ?? [], idColumn: null, textColumn: null },
    })),
    assignColumns: assign(({ context, event }) =>
      event.type === "COLUMNS.SELECT" && context.columns
        ? { columns: { ...context.columns, idColumn: event.idColumn, textColumn: event.textColumn } }
        : {},
    ),
    clearColumns: assign({ columns: null }),
    applyTooManyRequests: assign({ requestsExceeded: true, error: null }),
    clearRequestsExceeded: assign({ requestsExceeded: false }),
    applyError: assign((_, params: { error: unknown }) => ({ error: errorOf(params.error) })),
    applyStatus: assign((_, document: DocumentInfo) => ({ document, pollFailures: 0, error: null })),
    countPollFailure: assign(({ context }) => ({ pollFailures: context.pollFailures + 1 })),
    openDocument: assign(({ context, event }) => {
      if (event.type !== "DOCUMENT.OPEN") return {};
      const known = context.uploads.find((d) => d.documentId === event.documentId) ?? null;
      return {
        current: { documentId: event.documentId, token: null },
        document: known,
        error: null,
        pollFailures: 0,
        columns: null,
        selected: null,
        suggestions: null,
        restoreRow: null,
      };
    }),
    assignToken: assign(({ context }, token: string | null) => (context.current ? { current: { ...context.current, token } } : {})),
    closeDocument: assign({ current: null, document: null, error: null, pollFailures: 0, selected: null, suggestions: null, restoreRow: null }),
    assignUploads: assign((_, uploads: DocumentInfo[]) => ({ uploads, uploadsError: false })),
    applyUploadsError: assign({ uploadsError: true }),
    assignDeleting: assign(({ event }) => (event.type === "DOCUMENT.DELETE" ? { deleting: event.documentId } : {})),
    clearDeleting: assign({ deleting: null }),
    refreshUploads: raise({ type: "UPLOADS.REFRESH" }),
    announceRemoved: raise((_, params: { documentId: string }) => ({ type: "DOCUMENT.REMOVED" as const, documentId: params.documentId })),
    assignExport: assign(({ event }) => (event.type === "EXPORT" ? { exportFormat: event.format, exportError: null } : {})),
    applyExportError: assign((_, params: { error: unknown }) => ({ exportFormat: null, exportError: errorOf(params.error) })),
    clearExport: assign({ exportFormat: null }),
    selectRow: assign(({ event }) => (event.type === "ROW.SELECT" ? { selected: event.row, suggestions: null, restoreRow: null } : {})),
    // The same requirement worded anew: its suggestions (rewrites of its text) stay.
    refreshRow: assign(({ context, event }) =>
      event.type === "ROW.REFRESH" && context.selected !== null && event.row.id === context.selected.id ? { selected: event.row } : {},
    ),
    assignSuggestions: assign((_, suggestions: string[]) => ({ suggestions })),
    clearSelection: assign({ selected: null, suggestions: null, restoreRow: null }),
  },
}).createMachine({
  id: "documents",
  context: ({ input }) => ({
    licenseStatus: null,
    configurations: [],
    suggestion: false,
    language: "auto",
    configId: null,
    file: null,
    columns: null,
    current: input.documentId ? { documentId: input.documentId, token: null } : null,
    document: null,
    error: null,
    requestsExceeded: false,
    pollFailures: 0,
    uploads: [],
    uploadsError: false,
    deleting: null,
    exportFormat: null,
    exportError: null,
    selected: null,
    suggestions: null,
    restoreRow: input.documentId ? (input.requirementId ?? null) : null,
  }),
  initial: "loading",
  states: {
    ...toolPageGateStates<DocumentsSetup>(),
    ready: {
      type: "parallel",
      on: {
        "FILE.SELECT": { actions: "assignFile" },
        "LANGUAGE.SELECT": { actions: "assignLanguage" },
        "CONFIG.SELECT": { actions: "assignConfigId" },
      },
      states: {
        job: {
          initial: "starting",
          on: {
            "DOCUMENT.REMOVED": { guard: "isCurrentDocument", target: ".idle", actions: "closeDocument" },
          },
          states: {
            starting: {
              always: [{ guard: "hasCurrent", target: "opening" }, { target: "idle" }],
            },
            idle: {
              on: {
                UPLOAD: [
                  { guard: and(["hasFile", "fileTooLarge"]), actions: "applyFileTooLarge" },
                  { guard: "hasFile", target: "uploading", actions: "startUpload" },
                ],
                RETRY: [
                  { guard: "canRetryUpload", target: "uploading", actions: "startUpload" },
                  { guard: "hasCurrent", target: "watching", actions: "startUpload" },
                ],
                "APIKEY.STORED": [{ guard: "hasPendingUpload", target: "uploading", actions: "startUpload" }, { actions: "clearRequestsExceeded" }],
                "DOCUMENT.OPEN": { target: "opening", actions: "openDocument" },
                "DOCUMENT.RECHECK": { target: "rechecking" },
                CLOSE: { actions: "closeDocument" },
              },
            },
            uploading: {
              invoke: {
                src: "upload",
                input: ({ context }) => uploadInput(context),
                onDone: {
                  target: "watching",
                  actions: [{ type: "applyAccepted", params: ({ event }) => event.output }, "storeToken", "refreshUploads"],
                },
                onError: [
                  {
                    guard: { type: "isTooManyRequests", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: "applyTooManyRequests",
                  },
                  {
                    guard: { type: "columnsUnsure", params: ({ event }) => ({ error: event.error }) },
                    target: "choosingColumns",
                    actions: { type: "applyColumnsUnsure", params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: "idle", actions: { type: "applyError", params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            choosingColumns: {
              on: {
                "COLUMNS.SELECT": { target: "uploading", actions: ["assignColumns", "startUpload"] },
                "COLUMNS.CANCEL": { target: "idle", actions: "clearColumns" },
                // Another file makes the picker's headers meaningless.
                "FILE.SELECT": { target: "idle", actions: "assignFile" },
              },
            },
            opening: {
              invoke: {
                src: "lookUpToken",
                input: ({ context }) => ({ documentId: context.current?.documentId ?? "" }),
                onDone: { target: "watching", actions: { type: "assignToken", params: ({ event }) => event.output } },
                onError: { target: "watching" },
              },
            },
            rechecking: {
              invoke: {
                src: "recheck",
                input: ({ context, event }) => {
                  const documentId = event.type === "DOCUMENT.RECHECK" ? event.documentId : (context.current?.documentId ?? "");
                  const configId = event.type === "DOCUMENT.RECHECK" ? event.configId : context.configId;
                  const token = context.current?.documentId === documentId ? context.current.token : tokenOf(documentId);
                  return { documentId, token, configId };
                },
                onDone: {
                  target: "watching",
                  actions: [{ type: "applyRechecked", params: ({ event }) => event.output }, "storeToken", "refreshUploads"],
                },
                onError: { target: "idle", actions: { type: "applyError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            watching: {
              initial: "fetching",
              on: {
                "DOCUMENT.OPEN": { target: "opening", actions: "openDocument" },
                CLOSE: { target: "idle", actions: "closeDocument" },
              },
              states: {
                fetching: {
                  on: { CANCEL: "cancelling" },
                  invoke: {
                    src: "fetchStatus",
                    input: ({ context }) => context.current ?? { documentId: "", token: null },
                    onDone: [
                      {
                        guard: { type: "isFinished", params: ({ event }) => ({ document: event.output }) },
                        target: "#documents.ready.job.idle",
                        actions: [{ type: "applyStatus", params: ({ event }) => event.output }, "refreshUploads"],
                      },
                      { target: "waiting", actions: { type: "applyStatus", params: ({ event }) => event.output } },
                    ],
                    onError: [
                      {
                        guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
                        target: "#documents.ready.job.idle",
                        actions: ["closeDocument", { type: "applyError", params: ({ event }) => ({ error: event.error }) }],
                      },
                      {
                        guard: "tooManyPollFailures",
                        target: "#documents.ready.job.idle",
                        actions: ["countPollFailure", { type: "applyError", params: ({ event }) => ({ error: event.error }) }],
                      },
                      { target: "waiting", actions: "countPollFailure" },
                    ],
                  },
                },
                waiting: {
                  on: { CANCEL: "cancelling" },
                  after: { pollInterval: { target: "fetching" } },
                },
                cancelling: {
                  invoke: {
                    src: "cancel",
                    input: ({ context }) => context.current ?? { documentId: "", token: null },
                    onDone: { target: "fetching" },
                    onError: { target: "waiting", actions: { type: "applyError", params: ({ event }) => ({ error: event.error }) } },
                  },
                },
              },
            },
          },
        },
        uploads: {
          initial: "loading",
          // Transitions that re-enter a state stay inside this region: one on the region itself would restart its siblings too.
          states: {
            loading: {
              on: { "UPLOADS.REFRESH": { target: "loading", reenter: true } },
              invoke: {
                src: "listUploads",
                onDone: { target: "idle", actions: { type: "assignUploads", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: "applyUploadsError" },
              },
            },
            idle: {
              on: {
                "UPLOADS.REFRESH": { target: "loading" },
                "DOCUMENT.DELETE": { target: "deleting", actions: "assignDeleting" },
              },
            },
            deleting: {
              invoke: {
                src: "deleteUpload",
                input: ({ context }) => {
                  const documentId = context.deleting ?? "";
                  return { documentId, token: context.current?.documentId === documentId ? context.current.token : tokenOf(documentId) };
                },
                onDone: {
                  target: "loading",
                  actions: [{ type: "announceRemoved", params: ({ context }) => ({ documentId: context.deleting ?? "" }) }, "clearDeleting"],
                },
                onError: { target: "idle", actions: ["applyUploadsError", "clearDeleting"] },
              },
            },
          },
        },
        detail: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "ROW.SELECT": [{ guard: "wantsSuggestions", target: "suggesting", actions: "selectRow" }, { actions: "selectRow" }],
                "ROW.REFRESH": { actions: "refreshRow" },
                "ROW.CLOSE": { actions: "clearSelection" },
              },
            },
            suggesting: {
              on: {
                "ROW.SELECT": [
                  { guard: "wantsSuggestions", target: "suggesting", reenter: true, actions: "selectRow" },
                  { target: "idle", actions: "selectRow" },
                ],
                "ROW.REFRESH": { actions: "refreshRow" },
                "ROW.CLOSE": { target: "idle", actions: "clearSelection" },
              },
              invoke: {
                src: "suggest",
                input: ({ context }) => ({
                  result: analysisItemOf(context.selected as DocumentRequirement, documentLanguage(context)),
                  configId: context.document?.configId ?? context.configId,
                }),
                onDone: { target: "idle", actions: { type: "assignSuggestions", params: ({ event }) => event.output } },
                // No suggestions is what the panel shows when they cannot be had.
                onError: { target: "idle", actions: { type: "assignSuggestions", params: () => [] } },
              },
            },
          },
        },
        exporting: {
          initial: "idle",
          states: {
            idle: {
              on: {
                EXPORT: { guard: "hasResults", target: "downloading", actions: "assignExport" },
              },
            },
            downloading: {
              invoke: {
                src: "download",
                input: ({ context }) => ({
                  documentId: context.current?.documentId ?? "",
                  token: context.current?.token ?? null,
                  format: context.exportFormat ?? "csv",
                  name: context.document?.name ?? "document",
                }),
                onDone: { target: "idle", actions: "clearExport" },
                onError: { target: "idle", actions: { type: "applyExportError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type DocumentsMachine = typeof documentsMachine;
