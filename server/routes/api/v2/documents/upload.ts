/**
 * Reading a document upload: multipart form data with the file in the field `file` and
 * the options as text fields. Every way the body can be wrong is a 400 naming the field;
 * a file above DOCUMENT_LIMITS.maxFileBytes is a 413 naming the limit.
 */
import type { FastifyRequest } from "fastify";
import { DOCUMENT_LIMITS, type DocumentFormat } from "../../../../../documents/index.js";
import { badRequest, HttpError, payloadTooLarge } from "../../../../errors.js";

export const FORMATS: readonly DocumentFormat[] = ["csv", "tsv", "xlsx", "reqif", "reqifz", "docx", "md", "txt"];

export interface UploadFields {
  language: "en" | "de" | "auto";
  configId: string | null;
  format: DocumentFormat | "auto";
  idColumn?: string;
  textColumn?: string;
  textAttribute?: string;
  compare: boolean;
}

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  fields: UploadFields;
}

const MAX_FIELD_LENGTH = 200;
const FIELDS = ["language", "configId", "format", "idColumn", "textColumn", "textAttribute", "compare"] as const;
type FieldName = (typeof FIELDS)[number];

/** Multipart limits of the upload route (the file size is checked by busboy as it streams). */
export const UPLOAD_LIMITS = { fileSize: DOCUMENT_LIMITS.maxFileBytes, files: 1, fields: FIELDS.length, parts: FIELDS.length + 1, fieldSize: 1024 };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
export const fileLimitMessage = () =>
  `the file is larger than the limit of ${megabytes(DOCUMENT_LIMITS.maxFileBytes)} (${DOCUMENT_LIMITS.maxFileBytes} bytes)`;

function oneOf<T extends string>(field: FieldName, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`field ${field} must be one of ${allowed.join(", ")}, not ${JSON.stringify(value.slice(0, 50))}`);
  return value as T;
}

function parseFields(raw: Partial<Record<FieldName, string>>): UploadFields {
  const fields: UploadFields = {
    language: oneOf("language", raw.language ?? "auto", ["en", "de", "auto"]),
    configId: raw.configId === undefined || raw.configId === "" ? null : raw.configId,
    format: oneOf("format", raw.format ?? "auto", [...FORMATS, "auto"]),
    compare: oneOf("compare", raw.compare ?? "true", ["true", "false"]) === "true",
  };
  for (const name of ["idColumn", "textColumn", "textAttribute"] as const) {
    const value = raw[name]?.trim();
    if (value) fields[name] = value;
  }
  return fields;
}

/** The file and fields of an upload request. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "send the document as multipart/form-data with the file in the field file");
  let file: { fileName: string; bytes: Uint8Array } | undefined;
  const raw: Partial<Record<FieldName, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw badRequest(`the document must come in the field file, not ${JSON.stringify(part.fieldname.slice(0, 50))}`);
        const bytes = await part.toBuffer();
        // The name is shown and stored as text: no U+0000 (PostgreSQL text cannot hold it) and at most 255 characters.
        const fileName = part.filename.replaceAll("\u0000", "").slice(0, 255);
        file = { fileName: fileName || "document", bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
        continue;
      }
      const name = part.fieldname as FieldName;
      if (!FIELDS.includes(name))
        throw badRequest(`unknown field ${JSON.stringify(part.fieldname.slice(0, 50))}; the fields are file, ${FIELDS.join(", ")}`);
      const value = String(part.value);
      if (value.includes("\u0000")) throw badRequest(`field ${name} holds the character U+0000`);
      if (value.length > MAX_FIELD_LENGTH) throw badRequest(`field ${name} has ${value.length} characters; the limit is ${MAX_FIELD_LENGTH}`);
      raw[name] = value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(fileLimitMessage());
    if (code === "FST_FILES_LIMIT") throw badRequest("send one file per document, not several");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw badRequest(`the upload has too many parts; the fields are file, ${FIELDS.join(", ")}`);
    throw badRequest(`the upload is not valid multipart/form-data: ${(error as Error).message}`);
  }
  if (!file) throw badRequest("the field file is required: send the document in it");
  if (file.bytes.length === 0) throw badRequest("the file is empty");
  return { ...file, fields: parseFields(raw) };
}
