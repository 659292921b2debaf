/**
 * Storage of documents (migrations 007_documents.sql, 010_document_tally.sql,
 * 015_document_result_highlight.sql, 016–018): the uploaded file, its requirements as rows and
 * their analysis results as rows of their own (both written with COPY), the duplicates and
 * contradictions within it as pairs, and the reads of the routes (status, list, the
 * requirements table with filters, sorting and paging done in SQL, and every row for
 * summaries and exports). A document's rows have no foreign key (migration 018): deleting the
 * document deletes them through a trigger.
 */
import { highlight, type FindingType } from "../../engine/index.js";
import type { AnalysisItem, DocumentRequirement } from "../../schemas/generated/types.js";
import type { Owner } from "../auth/owner.js";
import type { Queryable } from "../db/database.js";
import { copyRow } from "../db/copy.js";
import { expandResult, RESULT_COLUMNS, type CompactResult, type StoredPart } from "./compact.js";
import {
  summaryOfTally,
  tallyRows,
  type AnalysedRow,
  type DocumentFormat,
  type DocumentSummary,
  type ImportedRequirement,
  type ImportOptions,
  type SummaryTally,
} from "../../documents/index.js";

export type DocumentStatus = "queued" | "running" | "done" | "failed" | "cancelled";

/** Why a document failed: its configuration is gone, or one step failed as many times as allowed. */
export type DocumentErrorCode = "CONFIGURATION_MISSING" | "STEP_FAILED";

/** What an upload asked for, kept with the document (a recheck reuses the import options). */
export interface DocumentOptions {
  configId: string | null;
  language: "en" | "de" | "auto";
  compare: boolean;
  import: Pick<ImportOptions, "format" | "idColumn" | "textColumn" | "textAttribute">;
}

export interface DocumentRecord {
  id: string;
  owner: Owner;
  name: string;
  format: DocumentFormat;
  options: DocumentOptions;
  status: DocumentStatus;
  requirements: number;
  analysed: number;
  compared: number;
  summary: DocumentSummary | null;
  /** The running counts of the results so far (null before the first chunk). */
  tally: SummaryTally | null;
  /** Failed attempts of the next step in a row. */
  attempts: number;
  error: string | null;
  errorCode: DocumentErrorCode | null;
  createdAt: Date;
  finishedAt: Date | null;
}

type DocumentRow = {
  id: string;
  owner_kind: Owner["kind"];
  owner_id: string;
  name: string;
  format: DocumentFormat;
  options: DocumentOptions;
  status: DocumentStatus;
  requirements: number;
  analysed: number;
  compared: number;
  summary: DocumentSummary | null;
  tally: SummaryTally | null;
  attempts: number;
  error: string | null;
  error_code: DocumentErrorCode | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const DOCUMENT_COLUMNS =
  "id, owner_kind, owner_id, name, format, options, status, requirements, analysed, compared, summary, tally, attempts, error, error_code, created_at, finished_at";

function toRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    owner: { kind: row.owner_kind, id: row.owner_id },
    name: row.name,
    format: row.format,
    options: row.options,
    status: row.status,
    requirements: Number(row.requirements),
    analysed: Number(row.analysed),
    compared: Number(row.compared),
    summary: row.summary,
    tally: row.tally,
    attempts: Number(row.attempts),
    error: row.error,
    errorCode: row.error_code,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

export interface NewDocument {
  id: string;
  owner: Owner;
  name: string;
  format: DocumentFormat;
  file: Uint8Array;
  options: DocumentOptions;
  requirements: readonly ImportedRequirement[];
}

/** The file as a Buffer (what both database clients send as bytea without conversion), not copied. */
const bytesOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Stores a new document and its requirements, queued for the job. Call it in a transaction. */
export async function insertDocument(tx: Queryable, doc: NewDocument): Promise<void> {
  await tx.query(
    `INSERT INTO document (id, owner_kind, owner_id, name, format, file, options, status, requirements)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8)`,
    [doc.id, doc.owner.kind, doc.owner.id, doc.name, doc.format, bytesOf(doc.file), JSON.stringify(doc.options), doc.requirements.length],
  );
  await tx.copyIn(
    "document_requirement",
    ["document_id", "position", "external_id", "section", "line", "text"],
    doc.requirements.map((r, i) => copyRow([doc.id, i + 1, r.id, r.section, r.line, r.text])).join(""),
  );
}

export async function readDocument(db: Queryable, id: string): Promise<DocumentRecord | null> {
  const [row] = await db.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM document WHERE id = $1`, [id]);
  return row ? toRecord(row) : null;
}

/** The stored original file of a document. */
export async function readFile(db: Queryable, id: string): Promise<Uint8Array | null> {
  // As base64 text: PGlite reads a bytea result as hex text and converts it in JavaScript, many times slower for a file of megabytes.
  const [row] = await db.query<{ file: string }>("SELECT encode(file, 'base64') AS file FROM document WHERE id = $1", [id]);
  return row ? new Uint8Array(Buffer.from(row.file, "base64")) : null;
}

/** An owner's documents, newest first. */
export async function listDocuments(db: Queryable, owner: Owner, limit: number): Promise<DocumentRecord[]> {
  const rows = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM document WHERE owner_kind = $1 AND owner_id = $2 ORDER BY created_at DESC, id LIMIT $3`,
    [owner.kind, owner.id, limit],
  );
  return rows.map(toRecord);
}

export async function deleteDocument(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM document WHERE id = $1 RETURNING id", [id]);
  return rows.length > 0;
}

/** Deletes the documents created more than `days` days ago; returns how many. */
export async function deleteExpired(db: Queryable, days: number): Promise<number> {
  const rows = await db.query("DELETE FROM document WHERE created_at < now() - make_interval(days => $1) RETURNING id", [days]);
  return rows.length;
}

/**
 * Ends a document's job as cancelled, with the summary of what was analysed (it waits for
 * a chunk under way to commit: the job holds the row). Returns false when the job had
 * already ended.
 */
export async function cancelDocument(tx: Queryable, id: string): Promise<boolean> {
  const [row] = await tx.query<{ status: DocumentStatus }>("SELECT status FROM document WHERE id = $1 FOR UPDATE", [id]);
  if (!row || (row.status !== "queued" && row.status !== "running")) return false;
  await finishDocument(tx, id, "cancelled", null);
  return true;
}

/**
 * Ends a document's job: its status, the summary of its results so far (from its tally;
 * the rows are read only for a document whose job began before tallies were kept) and why it failed.
 */
export async function finishDocument(
  tx: Queryable,
  id: string,
  status: "done" | "failed" | "cancelled",
  error: { code: DocumentErrorCode; message: string } | null,
): Promise<void> {
  const [row] = await tx.query<{ tally: SummaryTally | null; analysed: number }>("SELECT tally, analysed FROM document WHERE id = $1", [id]);
  if (!row) return;
  const tally = row.tally ?? (Number(row.analysed) > 0 ? tallyRows(await analysedRows(tx, id)) : tallyRows([]));
  await tx.query("UPDATE document SET status = $2, summary = $3, error = $4, error_code = $5, finished_at = now() WHERE id = $1", [
    id,
    status,
    JSON.stringify(summaryOfTally(tally)),
    error?.message ?? null,
    error?.code ?? null,
  ]);
}

/** The tally of a document's results so far: its running counts, or (a job begun before they were kept) counted from its rows. */
export async function tallyOf(tx: Queryable, doc: DocumentRecord): Promise<SummaryTally> {
  return doc.tally ?? tallyRows(doc.analysed > 0 ? await analysedRows(tx, doc.id) : []);
}

/** Counts a failed attempt of a document's next step; returns how many there have been in a row. */
export async function countFailedAttempt(db: Queryable, id: string): Promise<number> {
  const [row] = await db.query<{ attempts: number }>(
    "UPDATE document SET attempts = attempts + 1 WHERE id = $1 AND status IN ('queued', 'running') RETURNING attempts",
    [id],
  );
  return row ? Number(row.attempts) : 0;
}

// ---------------------------------------------------------------------------------------
// The job's reads and writes

/** The oldest document with work left that no other worker holds, locked until commit. */
export async function takeDocument(tx: Queryable): Promise<DocumentRecord | null> {
  const [row] = await tx.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM document WHERE status IN ('queued', 'running') ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return row ? toRecord(row) : null;
}

/**
 * The configuration of the document takeDocument would take now (undefined: there is none):
 * the same query in a statement of its own, whose lock ends with it.
 */
export async function pendingConfigId(db: Queryable): Promise<string | null | undefined> {
  const [row] = await db.query<{ config_id: string | null }>(
    "SELECT options->>'configId' AS config_id FROM document WHERE status IN ('queued', 'running') ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED",
  );
  return row ? row.config_id : undefined;
}

/**
 * The next requirements of a document not analysed yet, in document order: those after the
 * `analysed` first (chunks are analysed in position order and each commits whole).
 */
export async function unanalysed(tx: Queryable, doc: DocumentRecord, limit: number): Promise<Array<{ position: number; text: string }>> {
  return tx.query<{ position: number; text: string }>(
    "SELECT position, text FROM document_requirement WHERE document_id = $1 AND position > $2 ORDER BY position LIMIT $3",
    [doc.id, doc.analysed, limit],
  );
}

/**
 * Inserts the analysis results of some requirements of a document (the next ones in position
 * order), in the form the engine's threads built (compact.ts: rows in COPY's text format and
 * each part's strings as JSON text, so nothing is parsed or built here), counts them in the
 * document's progress and writes its tally (which includes them). Call it in a transaction.
 */
export async function storeAnalyses(tx: Queryable, id: string, parts: readonly StoredPart[], tally: SummaryTally): Promise<void> {
  // COPY: the database parses no statement or JSON document per row. The processed text is
  // left out (the reads compute it from the findings).
  await tx.copyIn("document_result", RESULT_COLUMNS, parts.map((part) => part.rows).join(""));
  await tx.copyIn("document_strings", ["document_id", "first", "strings"], parts.map((part) => copyRow([id, part.first, part.strings])).join(""));
  const count = parts.reduce((sum, part) => sum + part.count, 0);
  await tx.query("UPDATE document SET status = 'running', analysed = analysed + $2, tally = $3, attempts = 0 WHERE id = $1", [
    id,
    count,
    JSON.stringify(tally),
  ]);
}

/** The requirements of a document after a position, with their text and language, for the comparison index. */
export async function comparisonInput(
  tx: Queryable,
  id: string,
  after: number,
  limit: number,
): Promise<Array<{ position: number; text: string; language: "en" | "de" }>> {
  return tx.query(
    `SELECT r.position, r.text, a.language FROM document_requirement r JOIN document_result a ON a.document_id = r.document_id AND a.position = r.position
     WHERE r.document_id = $1 AND r.position > $2 ORDER BY r.position LIMIT $3`,
    [id, after, limit],
  );
}

/** The next requirements of a document not compared yet: those after the `compared` first (compared in position order). */
export async function uncompared(tx: Queryable, doc: DocumentRecord, limit: number): Promise<number[]> {
  const rows = await tx.query<{ position: number }>(
    "SELECT position FROM document_requirement WHERE document_id = $1 AND position > $2 ORDER BY position LIMIT $3",
    [doc.id, doc.compared, limit],
  );
  return rows.map((r) => r.position);
}

export interface PairRow {
  source: number;
  target: number;
  kind: "duplicate" | "contradiction";
  score: number | null;
  reason: string;
}

/**
 * Stores the pairs found for some requirements in both directions (a pair found again from
 * its other side keeps its first reading), counts the requirements in the document's
 * progress (they follow those compared before) and adds the new pairs to its tally. Two statements.
 */
export async function storeComparisons(
  tx: Queryable,
  id: string,
  positions: readonly number[],
  pairs: readonly PairRow[],
  tally: SummaryTally,
): Promise<void> {
  if (pairs.length > 0) {
    const both = pairs.flatMap((p) => [p, { ...p, source: p.target, target: p.source }]);
    const added = await tx.query<{ kind: PairRow["kind"]; n: string }>(
      `WITH added AS (
         INSERT INTO document_pair (document_id, source, target, kind, score, reason)
         SELECT $1, u.s, u.t, u.k, u.sc, u.re FROM unnest($2::int[], $3::int[], $4::text[], $5::real[], $6::text[]) AS u(s, t, k, sc, re)
         ON CONFLICT DO NOTHING RETURNING kind)
       SELECT kind, count(*) AS n FROM added GROUP BY kind`,
      [id, both.map((p) => p.source), both.map((p) => p.target), both.map((p) => p.kind), both.map((p) => p.score), both.map((p) => p.reason)],
    );
    // Each new pair is two rows, one per direction.
    for (const { kind, n } of added) tally[kind === "duplicate" ? "duplicates" : "contradictions"] += Number(n) / 2;
  }
  await tx.query("UPDATE document SET status = 'running', compared = compared + $2, tally = $3, attempts = 0 WHERE id = $1", [
    id,
    positions.length,
    JSON.stringify(tally),
  ]);
}

// ---------------------------------------------------------------------------------------
// The requirements table

export interface RequirementFilter {
  q?: string;
  ratingLte?: number;
  ratingGte?: number;
  findingType?: string;
  hasContradiction?: boolean;
  hasDuplicate?: boolean;
  id?: number[];
}

/** The sortable fields of the requirements table and their columns. */
export const SORT_COLUMNS = {
  id: "r.position",
  externalId: "r.external_id",
  section: "r.section",
  text: "r.text",
  rating: "a.rating",
  earsPattern: "a.ears_pattern",
} as const;

export type SortField = keyof typeof SORT_COLUMNS;

/** A row of the requirements table (schemas/api/document-requirements.schema.json), with the analysis types of its results. */
export type RequirementItem = Omit<DocumentRequirement, "classifications" | "earsPattern"> & {
  classifications: AnalysisItem["classifications"];
  earsPattern: AnalysisItem["earsPattern"] | null;
};

type RequirementRow = {
  position: number;
  external_id: string;
  section: string | null;
  line: number | null;
  text: string;
  language: "en" | "de" | null;
  rating: number | null;
  classifications: AnalysisItem["classifications"] | null;
  processed_text: string | null;
  ears_pattern: AnalysisItem["earsPattern"] | null;
  improvements: Record<string, string> | null;
  compact: CompactResult | null;
  strings_at: number | null;
};

const REQUIREMENT_COLUMNS =
  "r.position, r.external_id, r.section, r.line, r.text, a.language, a.rating, a.classifications, a.processed_text, a.ears_pattern, a.improvements, a.compact, a.strings_at";

/** A document's requirements with their results (null while not analysed). */
const REQUIREMENTS_WITH_RESULTS = "document_requirement r LEFT JOIN document_result a ON a.document_id = r.document_id AND a.position = r.position";

/** `%` and `_` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: RequirementFilter, params: unknown[]): string {
  const conditions = ["r.document_id = $1"];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.q !== undefined && filter.q !== "") {
    const p = param(likePattern(filter.q));
    conditions.push(`(r.text ILIKE ${p} OR r.external_id ILIKE ${p} OR r.section ILIKE ${p})`);
  }
  if (filter.ratingLte !== undefined) conditions.push(`a.rating <= ${param(filter.ratingLte)}`);
  if (filter.ratingGte !== undefined) conditions.push(`a.rating >= ${param(filter.ratingGte)}`);
  if (filter.findingType !== undefined) conditions.push(`a.finding_types @> ARRAY[${param(filter.findingType)}::text]`);
  if (filter.id !== undefined) conditions.push(`r.position = ANY(${param(filter.id)}::int[])`);
  for (const [flag, kind] of [
    [filter.hasContradiction, "contradiction"],
    [filter.hasDuplicate, "duplicate"],
  ] as const) {
    if (flag === undefined) continue;
    conditions.push(
      `${flag ? "" : "NOT "}EXISTS (SELECT 1 FROM document_pair p WHERE p.document_id = r.document_id AND p.kind = '${kind}' AND p.source = r.position)`,
    );
  }
  return conditions.join(" AND ");
}

/** One page of a document's requirements, and how many match the filter. */
export async function requirementsPage(
  db: Queryable,
  id: string,
  query: { filter: RequirementFilter; sort: SortField; order: "ASC" | "DESC"; offset: number; limit: number },
): Promise<{ items: RequirementItem[]; total: number }> {
  const params: unknown[] = [id];
  const where = whereOf(query.filter, params);
  const [{ n }] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${REQUIREMENTS_WITH_RESULTS} WHERE ${where}`, params);
  const column = SORT_COLUMNS[query.sort];
  const rows = await db.query<RequirementRow>(
    `SELECT ${REQUIREMENT_COLUMNS} FROM ${REQUIREMENTS_WITH_RESULTS} WHERE ${where}
     ORDER BY ${column} ${query.order} NULLS LAST, r.position ${query.order}
     OFFSET ${query.offset} LIMIT ${query.limit}`,
    params,
  );
  return { items: await withPairs(db, id, rows), total: Number(n) };
}

/** The requirement as HTML with its findings marked, as the analysis gives it (not stored: it follows from the findings). */
const processedText = (text: string, classifications: AnalysisItem["classifications"]) =>
  highlight(
    text,
    classifications.flatMap((c) => c.findings.map((f) => ({ ...f, findingType: c.classificationKey as FindingType }))),
  );

/** The rows with their compact results in the full form: the strings of their chunks read once each. */
async function expanded(db: Queryable, id: string, rows: RequirementRow[]): Promise<RequirementRow[]> {
  const chunks = [...new Set(rows.flatMap((r) => (r.compact === null || r.strings_at === null ? [] : [r.strings_at])))];
  if (chunks.length === 0) return rows;
  const stored = await db.query<{ first: number; strings: string[] }>(
    "SELECT first, strings FROM document_strings WHERE document_id = $1 AND first = ANY($2::int[])",
    [id, chunks],
  );
  const strings = new Map(stored.map((s) => [Number(s.first), s.strings]));
  for (const r of rows) {
    if (r.compact === null || r.strings_at === null) continue;
    const table = strings.get(Number(r.strings_at));
    if (!table) throw new Error(`the strings of the results from position ${r.strings_at} of document ${id} are missing`);
    Object.assign(r, expandResult(r.text, r.compact, table));
  }
  return rows;
}

/** The requirements of the rows with their duplicates and contradictions. */
async function withPairs(db: Queryable, id: string, found: RequirementRow[]): Promise<RequirementItem[]> {
  const rows = await expanded(db, id, found);
  const items = new Map<number, RequirementItem>();
  for (const r of rows) {
    items.set(r.position, {
      id: r.position,
      externalId: r.external_id,
      section: r.section,
      line: r.line,
      text: r.text,
      language: r.language,
      rating: r.rating,
      classifications: r.classifications ?? [],
      processedText: r.processed_text ?? (r.classifications === null ? null : processedText(r.text, r.classifications)),
      earsPattern: r.ears_pattern,
      improvements: r.improvements ?? {},
      contradictions: [],
      duplicates: [],
    });
  }
  if (items.size === 0) return [];
  // All of a document's pairs at once when the rows are the whole document (exports), else those of the rows.
  const pairs = await db.query<{ source: number; target: number; kind: PairRow["kind"]; score: number | null; reason: string; external_id: string }>(
    `SELECT p.source, p.target, p.kind, p.score, p.reason, t.external_id FROM document_pair p
     JOIN document_requirement t ON t.document_id = p.document_id AND t.position = p.target
     WHERE p.document_id = $1 AND ($2::int[] IS NULL OR p.source = ANY($2::int[]))
     ORDER BY p.source, p.kind, p.score DESC NULLS LAST, p.target`,
    [id, rows.length > 1000 ? null : [...items.keys()]],
  );
  for (const p of pairs) {
    const item = items.get(p.source);
    if (!item) continue;
    if (p.kind === "contradiction") item.contradictions.push({ id: p.target, externalId: p.external_id, reason: p.reason });
    else item.duplicates.push({ id: p.target, externalId: p.external_id, score: Math.round(Number(p.score ?? 0) * 1000) / 1000, reason: p.reason });
  }
  return [...items.values()];
}

/** Every requirement of a document in document order (exports). */
export async function allRequirements(db: Queryable, id: string): Promise<RequirementItem[]> {
  const rows = await db.query<RequirementRow>(
    `SELECT ${REQUIREMENT_COLUMNS} FROM ${REQUIREMENTS_WITH_RESULTS} WHERE r.document_id = $1 ORDER BY r.position`,
    [id],
  );
  return withPairs(db, id, rows);
}

/** A requirement in the shape of the documents module's summaries and exports; null while it is not analysed. */
export function analysedRow(item: RequirementItem): AnalysedRow | null {
  if (item.rating === null || item.earsPattern === null) return null;
  return {
    id: item.externalId,
    text: item.text,
    section: item.section ?? undefined,
    line: item.line ?? undefined,
    rating: item.rating,
    earsPattern: item.earsPattern,
    classifications: item.classifications,
    improvements: item.improvements,
    contradictions: item.contradictions.map((c) => ({ id: c.externalId, reason: c.reason })),
    duplicates: item.duplicates.map((d) => ({ id: d.externalId, score: d.score, reason: d.reason })),
  };
}

/** Every analysed requirement of a document, for summarise() and the exporters. */
export async function analysedRows(db: Queryable, id: string): Promise<AnalysedRow[]> {
  return (await allRequirements(db, id)).map(analysedRow).filter((row): row is AnalysedRow => row !== null);
}
