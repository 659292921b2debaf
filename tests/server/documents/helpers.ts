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
  form.append(
    "file",
    new Blob([typeof file.bytes === "string" ? file.bytes : Buffer.from(file.bytes)], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
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

/** What a document has stored: its requirements (in the pieces of its texts), results (in the parts of its chunks), and pairs. */
export async function rowsOf(app: FastifyInstance, id: string): Promise<Record<string, number>> {
  const [row] = await app.db.query<Record<string, number | string>>(
    `SELECT (SELECT coalesce(sum(count), 0) FROM document_text WHERE document_id = $1) AS requirements,
            (SELECT coalesce(sum(count), 0) FROM document_part WHERE document_id = $1) AS results,
            (SELECT count(*) FROM document_pair WHERE document_id = $1) AS pairs`,
    [id],
  );
  return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
}

export async function documentStatus(app: FastifyInstance, id: string, headers: Record<string, string> = {}): Promise<DocumentStatus> {
  const res = await app.inject({ url: `${DOCUMENTS}/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DocumentStatus;
}

/** Waits until the document's job has ended; returns its status. */
export function waitUntilEnded(app: FastifyInstance, id: string, headers: Record<string, string> = {}): Promise<DocumentStatus> {
  return waitFor(
    async () => {
      const status = await documentStatus(app, id, headers);
      return status.status === "queued" || status.status === "running" ? undefined : status;
    },
    `the job of document ${id}`,
    180_000,
  );
}

/** A CSV document of the given rows (id, text), with a header line. */
export function csv(rows: ReadonlyArray<readonly [string, string]>): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return ["ID,Requirement", ...rows.map(([id, text]) => `${quote(id)},${quote(text)}`)].join("\r\n") + "\r\n";
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A small ReqIF 1.2 document in the shape tools export: ReqIF.ForeignID and ReqIF.Text strings, one specification. */
export function reqif(rows: ReadonlyArray<readonly [string, string]>): string {
  const objects = rows
    .map(
      ([id, text], i) => `
        <SPEC-OBJECT IDENTIFIER="so-${i}" LAST-CHANGE="2026-01-01T00:00:00Z">
          <TYPE><SPEC-OBJECT-TYPE-REF>sot-1</SPEC-OBJECT-TYPE-REF></TYPE>
          <VALUES>
            <ATTRIBUTE-VALUE-STRING THE-VALUE="${xmlEscape(id)}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>ad-id</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING>
            <ATTRIBUTE-VALUE-STRING THE-VALUE="${xmlEscape(text)}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>ad-text</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING>
          </VALUES>
        </SPEC-OBJECT>`,
    )
    .join("");
  const hierarchy = rows
    .map(
      (_, i) =>
        `<SPEC-HIERARCHY IDENTIFIER="sh-${i}" LAST-CHANGE="2026-01-01T00:00:00Z"><OBJECT><SPEC-OBJECT-REF>so-${i}</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd">
  <THE-HEADER><REQ-IF-HEADER IDENTIFIER="h-1"><CREATION-TIME>2026-01-01T00:00:00Z</CREATION-TIME><REQ-IF-TOOL-ID>test</REQ-IF-TOOL-ID><REQ-IF-VERSION>1.2</REQ-IF-VERSION><SOURCE-TOOL-ID>test</SOURCE-TOOL-ID><TITLE>Test</TITLE></REQ-IF-HEADER></THE-HEADER>
  <CORE-CONTENT><REQ-IF-CONTENT>
    <DATATYPES><DATATYPE-DEFINITION-STRING IDENTIFIER="dt-string" LAST-CHANGE="2026-01-01T00:00:00Z" MAX-LENGTH="5000"/></DATATYPES>
    <SPEC-TYPES>
      <SPEC-OBJECT-TYPE IDENTIFIER="sot-1" LAST-CHANGE="2026-01-01T00:00:00Z" LONG-NAME="Requirement">
        <SPEC-ATTRIBUTES>
          <ATTRIBUTE-DEFINITION-STRING IDENTIFIER="ad-id" LAST-CHANGE="2026-01-01T00:00:00Z" LONG-NAME="ReqIF.ForeignID"><TYPE><DATATYPE-DEFINITION-STRING-REF>dt-string</DATATYPE-DEFINITION-STRING-REF></TYPE></ATTRIBUTE-DEFINITION-STRING>
          <ATTRIBUTE-DEFINITION-STRING IDENTIFIER="ad-text" LAST-CHANGE="2026-01-01T00:00:00Z" LONG-NAME="ReqIF.Text"><TYPE><DATATYPE-DEFINITION-STRING-REF>dt-string</DATATYPE-DEFINITION-STRING-REF></TYPE></ATTRIBUTE-DEFINITION-STRING>
        </SPEC-ATTRIBUTES>
      </SPEC-OBJECT-TYPE>
      <SPECIFICATION-TYPE IDENTIFIER="st-1" LAST-CHANGE="2026-01-01T00:00:00Z" LONG-NAME="Specification"/>
    </SPEC-TYPES>
    <SPEC-OBJECTS>${objects}
    </SPEC-OBJECTS>
    <SPECIFICATIONS>
      <SPECIFICATION IDENTIFIER="spec-1" LAST-CHANGE="2026-01-01T00:00:00Z" LONG-NAME="Spec">
        <TYPE><SPECIFICATION-TYPE-REF>st-1</SPECIFICATION-TYPE-REF></TYPE>
        <CHILDREN>${hierarchy}</CHILDREN>
      </SPECIFICATION>
    </SPECIFICATIONS>
  </REQ-IF-CONTENT></CORE-CONTENT>
</REQ-IF>
`;
}
