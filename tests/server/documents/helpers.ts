/** Uploads, waits and reads of the document API, shared by the document suites. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { DocumentStatus, DocumentUploadResponse } from "../../../schemas/generated/types.js";
import { waitFor } from "../comparison/helpers.js";

export const DOCUMENTS = "/api/v2/documents";

/** A multipart body (as a browser's FormData would send it) and its content type. */
export async function multipart(file: { name: string; bytes: Uint8Array | string; type?: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([typeof file.bytes === "string" ? file.bytes : Buffer.from(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

export async function uploadRaw(
  app: FastifyInstance,
  file: { name: string; bytes: Uint8Array | string },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = await multipart(file, fields);
  return app.inject({ method: "POST", url: DOCUMENTS, payload: body.payload, headers: { ...headers, "content-type": body.contentType } });
}

/** Uploads a file; expects 202 and returns the answer. */
export async function upload(
  app: FastifyInstance,
  file: { name: string; bytes: Uint8Array | string },
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<DocumentUploadResponse> {
  const res = await uploadRaw(app, file, fields, headers);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as DocumentUploadResponse;
}

/** The headers that prove ownership of an anonymous upload. */
export const tokenHeaders = (answer: DocumentUploadResponse): Record<string, string> => (answer.token ? { "x-document-token": answer.token } : {});

export async function documentStatus(app: FastifyInstance, id: string, headers: Record<string, string> = {}): Promise<DocumentStatus> {
  const res = await app.inject({ url: `${DOCUMENTS}/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentStatus;
}

/** Waits until the document's job has ended; returns its status. */
export function waitUntilEnded(app: FastifyInstance, id: string, headers: Record<string, string> = {}): Promise<DocumentStatus> {
  return waitFor(async () => {
    const status = await documentStatus(app, id, headers);
    return status.status === "queued" || status.status === "running" ? undefined : status;
  }, `the job of document ${id}`, 180_000);
}

/** A CSV document of the given rows (id, text), with a header line. */
export function csv(rows: ReadonlyArray<readonly [string, string]>): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return ["ID,Requirement", ...rows.map(([id, text]) => `${quote(id)},${quote(text)}`)].join("\r\n") + "\r\n";
}
