/**
 * /documents: whole documents (CSV, TSV, Excel, ReqIF, Word, Markdown, text) checked as
 * one unit. An upload is read at once (so a file that cannot be read is refused in the
 * answer) and stored with its requirements; their analysis and comparison then run as a
 * background job (server/documents/service.ts), which a restart continues.
 *
 *   POST   /documents                        upload (202)
 *   GET    /documents                        the caller's documents, newest first
 *   GET    /documents/{id}                   status, progress, summary
 *   GET    /documents/{id}/requirements      the results (ra-data-simple-rest: range, sort, filter; Content-Range)
 *   GET    /documents/{id}/export?format=    csv, xlsx, reqif, html or json
 *   POST   /documents/{id}/cancel            stops the job; the results so far stay
 *   POST   /documents/{id}/recheck           the stored file again, as a new document (another configuration)
 *   DELETE /documents/{id}                   deletes the document and its results
 *
 * A document belongs to whoever uploaded it (server/auth/owner.ts): a signed-in user, an
 * API key, or an anonymous client holding its token (X-Document-Token). Everybody else
 * gets 404; administrators reach every document. The analysis guards apply: a valid
 * licence (403), API keys when enforced (401) and request budgets (429; reading a
 * document's status and results costs no budget).
 */
import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DocumentError,
  DOCUMENT_LIMITS,
  emptyTally,
  type EarlyTexts,
  exportCsv,
  exportHtml,
  exportReqif,
  exportXlsx,
  summaryOfTally,
  type ImportResult,
} from "../../../../../documents/index.js";
import type { Language } from "../../../../../engine/index.js";
import type { DocumentRecheckRequest, DocumentStatus, DocumentUploadResponse } from "../../../../../schemas/generated/types.js";
import { DOCUMENT_TOKEN_HEADER, mayReach, newToken, ownerOf, tokenHash, tokenOf, type Owner } from "../../../../auth/owner.js";
import {
  allRequirements,
  analysedRow,
  cancelDocument,
  deleteDocument,
  insertDocument,
  listDocuments,
  readDocument,
  readFile,
  requirementsPage,
  type DocumentOptions,
  type DocumentRecord,
  type RequirementItem,
} from "../../../../documents/repository.js";
import { badRequest, conflict, HttpError, notFound, payloadTooLarge } from "../../../../errors.js";
import { DEFAULT_DOCUMENT_RETENTION_DAYS } from "../../../../options.js";
import type { Engine } from "../../../../plugins/app/engine-pool.js";
import { errorResponses, ref } from "../../../../plugins/app/schemas.js";
import requirementsHooks from "../requirements/autohooks.js";
import { MAX_TEXT_LENGTH } from "../requirements/limits.js";
import { parseListQuery, listQuerySchema } from "./list-query.js";
import { readUpload, UPLOAD_LIMITS } from "./upload.js";
import { exportFileName, EXPORT_FORMATS, type ExportFormat } from "./export-name.js";

const tags = ["documents"];

const requirementsQuerySchema = {
  ...listQuerySchema,
  properties: {
    ...listQuerySchema.properties,
    uiLanguage: {
      type: "string",
      enum: ["en", "de"],
      description: "The language of the finding messages and improvement texts (the requirement's own language when absent).",
    },
  },
} as const;

/** What the findings are, without their wording: type and span of each. */
const findingsKey = (classifications: ReadonlyArray<{ classificationKey: string; findings: ReadonlyArray<{ start: number; end: number }> }>) =>
  classifications.map((c) => `${c.classificationKey}:${c.findings.map((f) => `${f.start}-${f.end}`).join(",")}`).join(";");
const LIST_LIMIT = 200;
const DAY_MS = 24 * 3600 * 1000;

const idParams = {
  type: "object",
  additionalProperties: false,
  required: ["documentId"],
  properties: { documentId: { type: "string", format: "uuid", description: "The documentId of the upload's answer." } },
} as const;

const ownershipNote =
  "The document must be the caller's (signed-in user, API key, or the X-Document-Token of an anonymous upload) or the caller an administrator; 404 otherwise.";

class ColumnsUnsure extends HttpError {
  constructor(private readonly headers: string[]) {
    super(
      400,
      "COLUMNS_UNSURE",
      `the id and text columns could not be told from the headers ${JSON.stringify(headers.slice(0, 50)).slice(0, 2000)}; name them in the fields idColumn and textColumn`,
    );
  }
  override toBody() {
    return { ...super.toBody(), columns: this.headers };
  }
}

/**
 * Reads a file with the documents module, in an engine thread; its refusals keep their status
 * and message. `early` gets the first requirements' texts while the file is still read.
 */
async function importFile(
  engine: Engine,
  client: string,
  bytes: Uint8Array,
  fileName: string,
  options: DocumentOptions,
  early: EarlyTexts,
): Promise<ImportResult> {
  let result: ImportResult;
  try {
    result = await engine.importDocument(bytes, { fileName, ...options.import, early }, client);
  } catch (error) {
    if (error instanceof DocumentError) throw new HttpError(error.status, error.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", error.message);
    throw error;
  }
  // The importer refuses files and documents above DOCUMENT_LIMITS (413 naming the limit) itself.
  const { requirements } = result;
  if (result.columns && !result.columns.sure && options.import.idColumn === undefined && options.import.textColumn === undefined) {
    throw new ColumnsUnsure(result.columns.headers);
  }
  if (requirements.length === 0) throw badRequest(`no requirements were found in the file (read as ${result.format})`);
  // PostgreSQL text cannot hold U+0000, and no requirement has it: the file is no text of its format.
  const nul = requirements.find((r) => r.text.includes("\u0000") || r.id.includes("\u0000") || (r.section ?? "").includes("\u0000"));
  if (nul)
    throw badRequest(
      `requirement "${nul.id.replaceAll("\u0000", "").slice(0, 100)}" holds the character U+0000, so the file is no ${result.format} text`,
    );
  const long = requirements.find((r) => r.text.length > MAX_TEXT_LENGTH);
  if (long) {
    throw payloadTooLarge(`requirement "${long.id.slice(0, 100)}" has ${long.text.length} characters; the limit is ${MAX_TEXT_LENGTH}`);
  }
  return result;
}

export default async function documentRoutes(fastify: FastifyInstance) {
  await requirementsHooks(fastify);
  await fastify.register(multipart, { limits: UPLOAD_LIMITS });
  const retentionDays = () => fastify.settings.documentRetentionDays ?? DEFAULT_DOCUMENT_RETENTION_DAYS;

  function status(doc: DocumentRecord): DocumentStatus {
    const total = doc.requirements * (doc.options.compare ? 2 : 1);
    const done = doc.analysed + (doc.options.compare ? doc.compared : 0);
    const phase = doc.analysed < doc.requirements ? "analyse" : doc.options.compare && doc.compared < doc.requirements ? "compare" : "end";
    const answer: DocumentStatus = {
      documentId: doc.id,
      name: doc.name,
      format: doc.format,
      status: doc.status,
      progress: { done, total, phase },
      summary: doc.summary ?? summaryOfTally(doc.tally ?? emptyTally()),
      configId: doc.options.configId,
      language: doc.options.language,
      compare: doc.options.compare,
      createdAt: doc.createdAt.toISOString(),
      finishedAt: doc.finishedAt?.toISOString() ?? null,
      expiresAt: new Date(doc.createdAt.getTime() + retentionDays() * DAY_MS).toISOString(),
    };
    if (doc.error !== null) answer.error = doc.error;
    if (doc.errorCode !== null) answer.errorCode = doc.errorCode;
    return answer;
  }

  /** The document of the request's documentId, when the caller may reach it; 404 otherwise. */
  async function reachable(request: FastifyRequest): Promise<DocumentRecord> {
    const { documentId } = request.params as { documentId: string };
    const doc = await readDocument(fastify.db, documentId);
    if (!doc || !mayReach(request, await ownerOf(request, DOCUMENT_TOKEN_HEADER), doc.owner)) throw notFound(`there is no document ${documentId}`);
    return doc;
  }

  /** Stores an imported document and wakes the job. */
  async function queue(client: string, owner: Owner, name: string, file: Uint8Array, options: DocumentOptions): Promise<string> {
    const configuration = await fastify.configurations.get(options.configId);
    if (!configuration) {
      throw badRequest(
        options.configId === null ? "there is no default configuration" : `field configId: configuration "${options.configId}" does not exist`,
      );
    }
    const id = randomUUID();
    const language = options.language === "auto" ? undefined : options.language;
    // A large table's first chunks are analysed while the rest of it is still read.
    const early: EarlyTexts = {
      every: fastify.documents.chunk,
      take: (texts, first) => fastify.documents.analyseEarly(id, first, texts, configuration, language),
    };
    let imported: ImportResult;
    try {
      imported = await importFile(fastify.engine, client, file, name, options, early);
    } catch (error) {
      fastify.documents.forget(id);
      throw error;
    }
    fastify.documents.analyseAhead(
      id,
      imported.requirements.map((r) => r.text),
      configuration,
      language,
    );
    try {
      await fastify.db.transaction((tx) =>
        insertDocument(tx, { id, owner, name, format: imported.format, file, options, requirements: imported.requirements }),
      );
    } catch (error) {
      fastify.documents.forget(id);
      throw error;
    }
    fastify.documents.wake();
    return id;
  }

  fastify.post(
    "/documents",
    {
      // The multipart parser enforces the file limit; the body may be a little larger for the other fields.
      bodyLimit: DOCUMENT_LIMITS.maxFileBytes + 64 * 1024,
      schema: {
        tags,
        summary: "Upload a document",
        description:
          "Multipart form data: the file in the field `file` (CSV, TSV, .xlsx, .reqif, .reqifz, .docx, Markdown or text; at most " +
          `${DOCUMENT_LIMITS.maxFileBytes} bytes and ${DOCUMENT_LIMITS.maxRequirements} requirements, 413 beyond), and optional fields ` +
          "`language` (en, de or auto: detected per requirement), `configId` (default: the default configuration), `format` (default auto: " +
          "from the file name and content), `idColumn` and `textColumn` (tables), `textAttribute` (ReqIF), `compare` (true or false, default true: " +
          "look for duplicates and contradictions within the document). The file is read at once: a file that cannot be read is refused with 400 " +
          "saying which format was tried and what failed. When the id and text columns of a table cannot be told from its headers and none was named, " +
          "the answer is 400 COLUMNS_UNSURE with the headers in `columns`: send the upload again with idColumn and textColumn. " +
          "The analysis runs in the background: poll GET /documents/{documentId}. Without sign-in or API key, the answer's `token` proves ownership: " +
          "send it in X-Document-Token (sending one with the upload keeps the same token for several documents).",
        consumes: ["multipart/form-data"],
        response: { 202: ref("DocumentUploadResponse"), ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      let owner = await ownerOf(request, DOCUMENT_TOKEN_HEADER);
      let token: string | null = null;
      if (owner === null || owner.kind === "token") {
        // An anonymous client: the token it sent (so that one token covers all its documents), or a new one.
        token = tokenOf(request, DOCUMENT_TOKEN_HEADER) ?? newToken();
        owner = { kind: "token", id: tokenHash(token) };
      }
      const { fields } = upload;
      const options: DocumentOptions = {
        configId: fields.configId,
        language: fields.language,
        compare: fields.compare,
        import: { format: fields.format, idColumn: fields.idColumn, textColumn: fields.textColumn, textAttribute: fields.textAttribute },
      };
      const documentId = await queue(request.client, owner, upload.fileName, upload.bytes, options);
      const answer: DocumentUploadResponse = { documentId, token, status: "queued" };
      return reply.code(202).send(answer);
    },
  );

  fastify.get(
    "/documents",
    {
      schema: {
        tags,
        summary: "The caller's documents",
        description: `The documents of the signed-in user, the API key, or the X-Document-Token, newest first (at most ${LIST_LIMIT}).`,
        response: { 200: { type: "array", items: ref("DocumentStatus") }, ...errorResponses(403) },
      },
    },
    async (request) => {
      const owner = await ownerOf(request, DOCUMENT_TOKEN_HEADER);
      return owner ? (await listDocuments(fastify.db, owner, LIST_LIMIT)).map(status) : [];
    },
  );

  fastify.get(
    "/documents/:documentId",
    {
      schema: {
        tags,
        summary: "A document's progress and summary",
        description: `Status (queued, running, done, failed, cancelled), progress, and the summary once the job has ended. ${ownershipNote}`,
        params: idParams,
        response: { 200: ref("DocumentStatus"), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => status(await reachable(request)),
  );

  fastify.get(
    "/documents/:documentId/requirements",
    {
      schema: {
        tags,
        summary: "A document's requirements and their results",
        description:
          'One page of the requirements in the ra-data-simple-rest dialect: `range=[0,24]` (at most 1000 per page), `sort=["rating","ASC"]` ' +
          '(id, externalId, section, text, rating, earsPattern; texts in natural order, "REQ-2" before "REQ-10"; nulls last; ties in document order), ' +
          '`filter={"q":"…","ratingLte":2,"ratingGte":1,"findingType":"WEAK_WORD",' +
          '"hasContradiction":true,"hasDuplicate":true,"id":[1,2]}`. The header `Content-Range: requirements 0-24/319` holds the total. ' +
          "`uiLanguage=en|de` words the finding messages and improvement texts in that language (as config.uiLanguage of POST /requirements/analyse). " +
          `Requirements not analysed yet have rating null. ${ownershipNote}`,
        params: idParams,
        querystring: requirementsQuerySchema,
        response: { 200: ref("DocumentRequirements"), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const doc = await reachable(request);
      const { uiLanguage, ...listQuery } = request.query as Record<string, string | undefined>;
      const query = parseListQuery(listQuery);
      const { items, total } = await requirementsPage(fastify.db, doc, query);
      const range = items.length === 0 ? `*/${total}` : `${query.offset}-${query.offset + items.length - 1}/${total}`;
      reply.header("content-range", `requirements ${range}`);
      if (uiLanguage === undefined) return items;
      return reworded(items, doc.options.configId, uiLanguage as Language, request.client);
    },
  );

  /**
   * The page's finding messages and improvement texts in the interface language: the
   * requirements of another language are analysed again (in the pool) with that message
   * language, and the new wording replaces the stored one where the findings are the same
   * (a configuration changed since the job keeps the stored results as they are).
   */
  async function reworded(items: RequirementItem[], configId: string | null, uiLanguage: Language, client: string): Promise<RequirementItem[]> {
    const other = items.filter((item) => item.rating !== null && item.language !== null && item.language !== uiLanguage);
    const stored = other.length > 0 ? await fastify.configurations.get(configId) : null;
    if (!stored) return items;
    for (const language of new Set(other.map((item) => item.language as Language))) {
      const group = other.filter((item) => item.language === language);
      const { items: again } = await fastify.engine.analyse({
        configuration: stored,
        language,
        messageLanguage: uiLanguage,
        items: group.map((item) => ({ text: item.text })),
        client,
      });
      group.forEach((item, i) => {
        const fresh = again[i];
        if (findingsKey(fresh.classifications) !== findingsKey(item.classifications)) return;
        item.classifications = fresh.classifications;
        item.improvements = fresh.improvements;
        item.processedText = fresh.processedText;
      });
    }
    return items;
  }

  fastify.get(
    "/documents/:documentId/export",
    {
      schema: {
        tags,
        summary: "Export a document's results",
        description:
          "format=csv or xlsx: one row per requirement with its id, text, rating, finding types, messages and EARS pattern (cells that begin with " +
          "= + - @ are neutralised). reqif: the original ReqIF file (or .reqifz) with the attributes Reqlens.Rating and Reqlens.Findings added " +
          "(ReqIF documents only, 400 otherwise). html: a self-contained printable report. json: the status and every requirement. " +
          `The job must have ended as done or cancelled (409 otherwise). ${ownershipNote}`,
        params: idParams,
        querystring: {
          type: "object",
          additionalProperties: false,
          required: ["format"],
          properties: { format: { type: "string", enum: [...EXPORT_FORMATS] } },
        },
        response: { 200: { description: "The exported file, as an attachment." }, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => exportDocument(request, reply, (request.query as { format: ExportFormat }).format),
  );

  async function exportDocument(request: FastifyRequest, reply: FastifyReply, format: ExportFormat) {
    const doc = await reachable(request);
    if (doc.status !== "done" && doc.status !== "cancelled")
      throw conflict(`the document is ${doc.status}; it can be exported once its analysis is done`);
    if (format === "reqif" && doc.format !== "reqif" && doc.format !== "reqifz") {
      throw badRequest(`format reqif exports ReqIF documents only; this document is ${doc.format}`);
    }
    const items = await allRequirements(fastify.db, doc.id);
    const rows = items.map(analysedRow).filter((row) => row !== null);
    const attachment = (extension: string, type: string, body: string | Uint8Array) =>
      reply
        .type(type)
        .header("content-disposition", exportFileName(doc.name, extension))
        .send(typeof body === "string" ? body : Buffer.from(body));
    switch (format) {
      case "csv":
        return attachment("csv", "text/csv; charset=utf-8", exportCsv(rows));
      case "xlsx":
        return attachment("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", await exportXlsx(rows));
      case "reqif": {
        const zipped = doc.format === "reqifz";
        const file = exportReqif((await readFile(fastify.db, doc.id))!, zipped ? "reqifz" : "reqif", rows);
        return attachment(zipped ? "reqifz" : "reqif", zipped ? "application/zip" : "application/xml", file);
      }
      case "html": {
        const language = doc.options.language === "de" ? "de" : "en";
        return attachment("html", "text/html; charset=utf-8", exportHtml({ name: doc.name, summary: doc.summary!, rows, language }));
      }
      case "json":
        return attachment("json", "application/json; charset=utf-8", JSON.stringify({ ...status(doc), requirements: items }, null, 2));
    }
  }

  fastify.post(
    "/documents/:documentId/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a document's job",
        description:
          "Stops the analysis of a queued or running document: its status becomes cancelled, the results so far stay (and can be exported), " +
          `and the summary covers them. A job that has already ended is left as it is. DELETE removes a document instead. ${ownershipNote}`,
        params: idParams,
        response: { 200: ref("DocumentStatus"), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const doc = await reachable(request);
      await fastify.db.transaction((tx) => cancelDocument(tx, doc.id));
      return status((await readDocument(fastify.db, doc.id)) ?? doc);
    },
  );

  fastify.post(
    "/documents/:documentId/recheck",
    {
      schema: {
        tags,
        summary: "Check a document again with another configuration",
        description:
          "Reads the stored file of the document again and queues it as a new document with the given configuration (language and compare " +
          "optional; absent fields keep the document's settings). The new document has the same owner; the answer is that of an upload. " +
          ownershipNote,
        params: idParams,
        body: ref("DocumentRecheckRequest"),
        response: { 202: ref("DocumentUploadResponse"), ...errorResponses(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const doc = await reachable(request);
      const body = (request.body ?? {}) as DocumentRecheckRequest;
      const options: DocumentOptions = {
        ...doc.options,
        configId: body.configId === undefined ? doc.options.configId : body.configId,
        language: body.language ?? doc.options.language,
        compare: body.compare ?? doc.options.compare,
      };
      const file = (await readFile(fastify.db, doc.id))!;
      const documentId = await queue(request.client, doc.owner, doc.name, file, options);
      const token = doc.owner.kind === "token" ? (tokenOf(request, DOCUMENT_TOKEN_HEADER) ?? null) : null;
      const answer: DocumentUploadResponse = { documentId, token, status: "queued" };
      return reply.code(202).send(answer);
    },
  );

  fastify.delete(
    "/documents/:documentId",
    {
      schema: {
        tags,
        summary: "Delete a document",
        description: `Deletes the document, its stored file and its results (a job under way stops). ${ownershipNote}`,
        params: idParams,
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const doc = await reachable(request);
      await deleteDocument(fastify.db, doc.id);
      return reply.code(204).send();
    },
  );
}
