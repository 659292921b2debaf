/** The documents page's machine, driven without React: actors are swapped with provide(). */
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { documentsMachine, MAX_POLL_FAILURES, type DocumentRef } from "../../src/custom-pages/documents/documentsMachine";
import {
  COLUMNS_UNSURE,
  MAX_UPLOAD_BYTES,
  type DocumentInfo,
  type DocumentsSetup,
  type ExportFormat,
  type UploadAnswer,
  type UploadRequest,
} from "../../src/custom-pages/documents/documentsApi";
import type { DocumentRequirement } from "../../src/custom-pages/documents/requirementsProvider";
import type { AnalysisItem } from "../../schemas/generated/types";
import { ApiError } from "../../src/providers/httpClient";

const validSetup: DocumentsSetup = {
  licenseStatus: "VALID_LICENSE",
  configurations: [
    { configId: "strict", isDefault: false },
    { configId: "default", isDefault: true },
  ],
  suggestion: true,
};

function documentInfo(overrides: Partial<DocumentInfo> = {}): DocumentInfo {
  return {
    documentId: "doc-1",
    name: "spec.xlsx",
    format: "xlsx",
    status: "running",
    progress: { done: 0, total: 3 },
    summary: null,
    ...overrides,
  };
}

const doneSummary = {
  requirements: 3,
  averageRating: 3.67,
  ratings: { "0": 0, "1": 0, "2": 1, "3": 0, "4": 1, "5": 1 },
  findings: { WEAK_WORD: 2 },
  contradictions: 0,
  duplicates: 1,
};

function file(name = "spec.xlsx", size = 1200): File {
  const f = new File(["x"], name);
  Object.defineProperty(f, "size", { value: size });
  return f;
}

function row(overrides: Partial<DocumentRequirement> = {}): DocumentRequirement {
  return {
    id: 1,
    externalId: "REQ-1",
    section: "Start",
    line: 2,
    language: "en",
    text: "The pump should start quickly.",
    rating: 2,
    classifications: [],
    processedText: "",
    earsPattern: "none",
    improvements: {},
    contradictions: [],
    duplicates: [],
    ...overrides,
  };
}

interface Options {
  setup?: () => Promise<DocumentsSetup>;
  upload?: (input: UploadRequest) => Promise<UploadAnswer>;
  /** Status answers in order; the last one repeats. */
  statuses?: (DocumentInfo | Error)[];
  uploads?: () => Promise<DocumentInfo[]>;
  recheck?: (input: DocumentRef & { configId: string | null }) => Promise<UploadAnswer>;
  token?: string | null;
  documentId?: string;
  /** A requirement of the opened document to open again. */
  requirementId?: number | null;
  suggest?: (input: { result: AnalysisItem; configId: string | null }) => Promise<string[]>;
}

function start(options: Options = {}) {
  const upload = vi.fn(options.upload ?? (() => Promise.resolve({ documentId: "doc-1", token: "t-1", status: "queued" as const })));
  const statuses = options.statuses ?? [documentInfo({ status: "done", progress: { done: 3, total: 3 }, summary: doneSummary })];
  let call = 0;
  const fetchStatus = vi.fn((input: DocumentRef) => {
    const answer = statuses[Math.min(call, statuses.length - 1)];
    call += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ ...answer, documentId: input.documentId });
  });
  const cancel = vi.fn((_: DocumentRef) => Promise.resolve());
  const recheck = vi.fn(options.recheck ?? (() => Promise.resolve({ documentId: "doc-2", token: "t-2", status: "queued" as const })));
  const listUploads = vi.fn(options.uploads ?? (() => Promise.resolve([] as DocumentInfo[])));
  const deleteUpload = vi.fn((_: DocumentRef) => Promise.resolve());
  const download = vi.fn((_: DocumentRef & { format: ExportFormat; name: string }) => Promise.resolve());
  const suggest = vi.fn(options.suggest ?? (() => Promise.resolve(["The pump shall start within 2 s."])));
  const storeToken = vi.fn();
  const machine = documentsMachine.provide({
    actors: {
      loadSetup: fromPromise(options.setup ?? (() => Promise.resolve(validSetup))),
      upload: fromPromise(({ input }: { input: UploadRequest }) => upload(input)),
      fetchStatus: fromPromise(({ input }: { input: DocumentRef }) => fetchStatus(input)),
      cancel: fromPromise(({ input }: { input: DocumentRef }) => cancel(input)),
      recheck: fromPromise(({ input }: { input: DocumentRef & { configId: string | null } }) => recheck(input)),
      listUploads: fromPromise(() => listUploads()),
      deleteUpload: fromPromise(({ input }: { input: DocumentRef }) => deleteUpload(input)),
      download: fromPromise(({ input }: { input: DocumentRef & { format: ExportFormat; name: string } }) => download(input)),
      suggest: fromPromise(({ input }: { input: { result: AnalysisItem; configId: string | null } }) => suggest(input)),
      lookUpToken: fromPromise(() => Promise.resolve(options.token ?? null)),
    },
    actions: { storeToken },
    // The poll interval is the page's pace, not the behaviour under test.
    delays: { pollInterval: 1 },
  });
  const actor = createActor(machine, { input: { documentId: options.documentId ?? null, requirementId: options.requirementId ?? null } });
  actor.start();
  return { actor, upload, fetchStatus, cancel, recheck, listUploads, deleteUpload, download, suggest, storeToken };
}

type Actor = ReturnType<typeof start>["actor"];

const ready = (actor: Actor) => waitFor(actor, (s) => !s.matches("loading"));
const jobIdle = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: { job: "idle" } }));

async function uploadFile(actor: Actor, f: File = file()) {
  await ready(actor);
  actor.send({ type: "FILE.SELECT", file: f });
  actor.send({ type: "UPLOAD" });
}

describe("documentsMachine", () => {
  it("loads the licence and configurations, picks the default configuration and lists the previous uploads", async () => {
    const previous = [documentInfo({ documentId: "old", status: "done", summary: doneSummary })];
    const { actor, listUploads } = start({ uploads: () => Promise.resolve(previous) });
    await ready(actor);
    await waitFor(actor, (s) => s.matches({ ready: { uploads: "idle" } }));
    const { context } = actor.getSnapshot();
    expect(context.configId).toBe("default");
    expect(context.suggestion).toBe(true);
    expect(context.uploads.map((d) => d.documentId)).toEqual(["old"]);
    expect(listUploads).toHaveBeenCalledTimes(1);
  });

  it("goes to licenseError when the licence is not valid, and to serviceError when the setup fails", async () => {
    const expired = start({ setup: () => Promise.resolve({ ...validSetup, licenseStatus: "EXPIRED_LICENSE" }) });
    await ready(expired.actor);
    expect(expired.actor.getSnapshot().value).toBe("licenseError");
    const failing = start({ setup: () => Promise.reject(new Error("down")) });
    await ready(failing.actor);
    expect(failing.actor.getSnapshot().value).toBe("serviceError");
  });

  it("uploads the chosen file with language and configuration, keeps its token, polls while running and stops when done", async () => {
    const running = (done: number) => documentInfo({ status: "running", progress: { done, total: 3 } });
    const { actor, upload, fetchStatus, storeToken, listUploads } = start({
      statuses: [
        documentInfo({ status: "queued" }),
        running(1),
        running(2),
        documentInfo({ status: "done", progress: { done: 3, total: 3 }, summary: doneSummary }),
      ],
    });
    await ready(actor);
    actor.send({ type: "LANGUAGE.SELECT", language: "de" });
    actor.send({ type: "CONFIG.SELECT", configId: "strict" });
    const chosen = file("Lastenheft.xlsx");
    actor.send({ type: "FILE.SELECT", file: chosen });
    actor.send({ type: "UPLOAD" });
    await waitFor(actor, (s) => s.matches({ ready: { job: "watching" } }));
    expect(upload).toHaveBeenCalledWith({ file: chosen, language: "de", configId: "strict", idColumn: null, textColumn: null });
    expect(storeToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.current).toEqual({ documentId: "doc-1", token: "t-1" });

    await waitFor(actor, (s) => s.context.document?.progress.done === 2);
    expect(actor.getSnapshot().matches({ ready: { job: "watching" } })).toBe(true);
    await jobIdle(actor);
    const { context } = actor.getSnapshot();
    expect(context.document?.status).toBe("done");
    expect(context.document?.summary?.requirements).toBe(3);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(fetchStatus.mock.calls.every(([ref]) => ref.token === "t-1")).toBe(true);
    // Refreshed after the upload and once more when the job finished.
    await waitFor(actor, (s) => s.matches({ ready: { uploads: "idle" } }));
    expect(listUploads.mock.calls.length).toBeGreaterThanOrEqual(3);

    // No further status reads once the document is done (the interval passes many times over).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });

  it("does not upload without a file, and refuses a file over 20 MB before sending it", async () => {
    const { actor, upload } = start();
    await ready(actor);
    actor.send({ type: "UPLOAD" });
    expect(actor.getSnapshot().matches({ ready: { job: "idle" } })).toBe(true);
    actor.send({ type: "FILE.SELECT", file: file("huge.csv", MAX_UPLOAD_BYTES + 1) });
    actor.send({ type: "UPLOAD" });
    const { context } = actor.getSnapshot();
    expect(context.error).toMatchObject({ code: "FILE_TOO_LARGE", status: 413 });
    expect(context.error?.message).toContain(String(MAX_UPLOAD_BYTES));
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the column picker when the server is unsure of the columns, and uploads again with the chosen ones", async () => {
    let attempt = 0;
    const { actor, upload } = start({
      upload: () => {
        attempt += 1;
        if (attempt === 1) {
          return Promise.reject(
            new ApiError(400, COLUMNS_UNSURE, "Which columns?", {
              httpStatus: 400,
              errorCode: COLUMNS_UNSURE,
              message: "Which columns?",
              columns: ["Key", "Wording", "Owner"],
            }),
          );
        }
        return Promise.resolve({ documentId: "doc-1", token: "t-1", status: "queued" as const });
      },
    });
    await uploadFile(actor, file("plain.csv"));
    await waitFor(actor, (s) => s.matches({ ready: { job: "choosingColumns" } }));
    expect(actor.getSnapshot().context.columns?.headers).toEqual(["Key", "Wording", "Owner"]);

    actor.send({ type: "COLUMNS.SELECT", idColumn: "Key", textColumn: "Wording" });
    await waitFor(actor, (s) => s.matches({ ready: { job: "watching" } }) || s.matches({ ready: { job: "idle" } }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toMatchObject({ idColumn: "Key", textColumn: "Wording" });
    expect(actor.getSnapshot().context.columns).toBeNull();
  });

  it("cancelling the column picker returns to the form without uploading", async () => {
    const { actor, upload } = start({
      upload: () => Promise.reject(new ApiError(400, COLUMNS_UNSURE, "Which columns?", { errorCode: COLUMNS_UNSURE, columns: ["A", "B"] })),
    });
    await uploadFile(actor, file("plain.csv"));
    await waitFor(actor, (s) => s.matches({ ready: { job: "choosingColumns" } }));
    actor.send({ type: "COLUMNS.CANCEL" });
    expect(actor.getSnapshot().matches({ ready: { job: "idle" } })).toBe(true);
    expect(actor.getSnapshot().context.columns).toBeNull();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("a corrupt file shows the server's reason; retry sends the same file again", async () => {
    let attempt = 0;
    const { actor, upload } = start({
      upload: () => {
        attempt += 1;
        return attempt === 1
          ? Promise.reject(new ApiError(400, "IMPORT_FAILED", "xlsx: the ZIP container is truncated", null))
          : Promise.resolve({ documentId: "doc-1", token: "t-1", status: "queued" as const });
      },
    });
    await uploadFile(actor);
    await jobIdle(actor);
    expect(actor.getSnapshot().context.error).toEqual({ code: "IMPORT_FAILED", message: "xlsx: the ZIP container is truncated", status: 400 });
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.context.document?.status === "done");
    expect(upload).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("429 shows the requests-exceeded panel and uploads again once a key is stored", async () => {
    let attempt = 0;
    const { actor, upload } = start({
      upload: () => {
        attempt += 1;
        return attempt === 1
          ? Promise.reject(new ApiError(429, "TOO_MANY_REQUESTS", "Too many", null))
          : Promise.resolve({ documentId: "doc-1", token: "t-1", status: "queued" as const });
      },
    });
    await uploadFile(actor);
    await jobIdle(actor);
    expect(actor.getSnapshot().context.requestsExceeded).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "APIKEY.STORED" });
    await waitFor(actor, (s) => s.context.document?.status === "done");
    expect(upload).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.requestsExceeded).toBe(false);
  });

  it("cancel asks the server to cancel and shows the cancelled status it reports", async () => {
    const { actor, cancel } = start({
      statuses: [
        documentInfo({ status: "running", progress: { done: 1, total: 3 } }),
        documentInfo({ status: "cancelled", progress: { done: 1, total: 3 } }),
      ],
    });
    await uploadFile(actor);
    await waitFor(actor, (s) => s.matches({ ready: { job: { watching: "waiting" } } }));
    actor.send({ type: "CANCEL" });
    await jobIdle(actor);
    expect(cancel).toHaveBeenCalledWith({ documentId: "doc-1", token: "t-1" });
    expect(actor.getSnapshot().context.document?.status).toBe("cancelled");
  });

  it("keeps polling through a few failed status reads, and gives up with a retry after too many", async () => {
    const down = new TypeError("Failed to fetch");
    const recovering = start({ statuses: [down, down, documentInfo({ status: "done", progress: { done: 3, total: 3 }, summary: doneSummary })] });
    await uploadFile(recovering.actor);
    await waitFor(recovering.actor, (s) => s.context.document?.status === "done");
    expect(recovering.actor.getSnapshot().context.error).toBeNull();

    const failing = start({ statuses: [down] });
    await uploadFile(failing.actor);
    await waitFor(failing.actor, (s) => s.matches({ ready: { job: "idle" } }) && s.context.error !== null);
    expect(failing.fetchStatus).toHaveBeenCalledTimes(MAX_POLL_FAILURES);
    expect(failing.actor.getSnapshot().context.error?.code).toBe("NETWORK");
    // The document stays shown; retry watches it again.
    expect(failing.actor.getSnapshot().context.current?.documentId).toBe("doc-1");
    failing.actor.send({ type: "RETRY" });
    expect(failing.actor.getSnapshot().matches({ ready: { job: "watching" } })).toBe(true);
  });

  it("a document the server no longer has (404) is closed with its error", async () => {
    const { actor } = start({ statuses: [new ApiError(404, "NOT_FOUND", "No such document", null)] });
    await uploadFile(actor);
    await waitFor(actor, (s) => s.matches({ ready: { job: "idle" } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.current).toBeNull();
    expect(actor.getSnapshot().context.error?.code).toBe("NOT_FOUND");
  });

  it("opens a previous upload with its stored token, and opens the one named in the page's address at start", async () => {
    const { actor, fetchStatus } = start({ token: "stored-token" });
    await ready(actor);
    actor.send({ type: "DOCUMENT.OPEN", documentId: "old" });
    await waitFor(actor, (s) => s.context.document?.status === "done");
    expect(fetchStatus).toHaveBeenLastCalledWith({ documentId: "old", token: "stored-token" });

    const fromAddress = start({ documentId: "linked", token: null });
    await waitFor(fromAddress.actor, (s) => s.context.document?.status === "done");
    expect(fromAddress.fetchStatus).toHaveBeenCalledWith({ documentId: "linked", token: null });
  });

  it("re-checks a document with another configuration in one event and watches the new job", async () => {
    const { actor, recheck, storeToken } = start({ token: "t-old" });
    await ready(actor);
    actor.send({ type: "DOCUMENT.OPEN", documentId: "old" });
    await waitFor(actor, (s) => s.context.document?.status === "done");
    actor.send({ type: "DOCUMENT.RECHECK", documentId: "old", configId: "strict" });
    await waitFor(actor, (s) => s.context.current?.documentId === "doc-2" && s.context.document?.status === "done");
    expect(recheck).toHaveBeenCalledWith({ documentId: "old", token: "t-old", configId: "strict" });
    expect(actor.getSnapshot().context.current).toEqual({ documentId: "doc-2", token: "t-2" });
    expect(storeToken).toHaveBeenCalled();
  });

  it("deletes a previous upload, reloads the list and closes it when it was shown", async () => {
    let list = [documentInfo({ documentId: "doc-1", status: "done", summary: doneSummary })];
    const { actor, deleteUpload, listUploads } = start({ uploads: () => Promise.resolve(list) });
    await uploadFile(actor);
    await waitFor(actor, (s) => s.context.document?.status === "done" && s.matches({ ready: { uploads: "idle" } }));
    const listed = listUploads.mock.calls.length;
    list = [];
    actor.send({ type: "DOCUMENT.DELETE", documentId: "doc-1" });
    await waitFor(actor, (s) => s.matches({ ready: { uploads: "idle" } }) && s.context.uploads.length === 0);
    expect(deleteUpload).toHaveBeenCalledWith({ documentId: "doc-1", token: "t-1" });
    expect(listUploads.mock.calls.length).toBe(listed + 1);
    expect(actor.getSnapshot().context.current).toBeNull();
    expect(actor.getSnapshot().context.deleting).toBeNull();
  });

  it("exports only a finished document, with its token and name", async () => {
    const { actor, download } = start({ statuses: [documentInfo({ status: "running", progress: { done: 1, total: 3 } })] });
    await uploadFile(actor);
    await waitFor(actor, (s) => s.matches({ ready: { job: { watching: "waiting" } } }));
    actor.send({ type: "EXPORT", format: "csv" });
    expect(download).not.toHaveBeenCalled();

    const finished = start();
    await uploadFile(finished.actor);
    await waitFor(finished.actor, (s) => s.context.document?.status === "done");
    finished.actor.send({ type: "EXPORT", format: "csv" });
    await waitFor(finished.actor, (s) => s.matches({ ready: { exporting: "idle" } }) && s.context.exportFormat === null);
    expect(finished.download).toHaveBeenCalledWith({ documentId: "doc-1", token: "t-1", format: "csv", name: "spec.xlsx" });
  });

  it("a failed export shows its error and leaves the document as it was", async () => {
    const exportFailing = start();
    exportFailing.download.mockRejectedValueOnce(new ApiError(500, "EXPORT_FAILED", "Export broke", null));
    await uploadFile(exportFailing.actor);
    await waitFor(exportFailing.actor, (s) => s.context.document?.status === "done");
    exportFailing.actor.send({ type: "EXPORT", format: "xlsx" });
    await waitFor(exportFailing.actor, (s) => s.context.exportError !== null);
    expect(exportFailing.actor.getSnapshot().context.exportError).toMatchObject({ code: "EXPORT_FAILED", status: 500 });
    expect(exportFailing.actor.getSnapshot().context.document?.status).toBe("done");
  });

  it("takes the open row as the table fetched it again, keeping its suggestions, and no other row", async () => {
    const { actor } = start();
    await uploadFile(actor);
    await waitFor(actor, (s) => s.context.document?.status === "done");
    const opened = row({ rating: 2 });
    actor.send({ type: "ROW.SELECT", row: opened });
    await waitFor(actor, (s) => s.context.suggestions !== null);
    const suggestions = actor.getSnapshot().context.suggestions;
    const reworded = row({ rating: 2, improvements: { weakWord: "Ersetze vage Wörter." } });
    actor.send({ type: "ROW.REFRESH", row: reworded });
    expect(actor.getSnapshot().context.selected).toBe(reworded);
    expect(actor.getSnapshot().context.suggestions).toBe(suggestions);
    actor.send({ type: "ROW.REFRESH", row: row({ id: 2, externalId: "REQ-2" }) });
    expect(actor.getSnapshot().context.selected).toBe(reworded);
    actor.send({ type: "ROW.CLOSE" });
    actor.send({ type: "ROW.REFRESH", row: reworded });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it("keeps the requirement to open again until it is opened, and forgets it with its document", async () => {
    const { actor } = start({ documentId: "doc-1", requirementId: 4, statuses: [documentInfo({ status: "done", summary: doneSummary })] });
    await waitFor(actor, (s) => s.context.document?.status === "done");
    expect(actor.getSnapshot().context.restoreRow).toBe(4);
    actor.send({ type: "ROW.SELECT", row: row({ id: 4, rating: 5 }) });
    expect(actor.getSnapshot().context.restoreRow).toBeNull();
    expect(actor.getSnapshot().context.selected?.id).toBe(4);

    const other = start({ documentId: "doc-1", requirementId: 4, statuses: [documentInfo({ status: "done", summary: doneSummary })] });
    await waitFor(other.actor, (s) => s.context.document?.status === "done");
    other.actor.send({ type: "CLOSE" });
    expect(other.actor.getSnapshot().context.restoreRow).toBeNull();
    // Without a document, a requirement alone opens nothing.
    expect(start({ requirementId: 4 }).actor.getSnapshot().context.restoreRow).toBeNull();
  });

  it("selecting a row asks for suggestions of a requirement below 5 stars, with the document's configuration", async () => {
    const { actor, suggest } = start();
    await uploadFile(actor);
    await waitFor(actor, (s) => s.context.document?.status === "done");
    actor.send({ type: "ROW.SELECT", row: row({ rating: 2 }) });
    expect(actor.getSnapshot().context.suggestions).toBeNull();
    await waitFor(actor, (s) => s.context.suggestions !== null);
    expect(actor.getSnapshot().context.suggestions).toEqual(["The pump shall start within 2 s."]);
    expect(suggest.mock.calls[0]?.[0].result).toMatchObject({ externalId: "REQ-1", rating: 2, language: "en" });

    actor.send({ type: "ROW.SELECT", row: row({ id: 2, externalId: "REQ-2", rating: 5 }) });
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.selected?.externalId).toBe("REQ-2");
    actor.send({ type: "ROW.CLOSE" });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });
});
