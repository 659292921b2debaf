/**
 * Storage of documents (migrations 007_documents.sql, 010_document_tally.sql, 018 and
 * 019_document_pieces.sql): the uploaded file, its requirements in pieces of TEXT_PIECE (JSON
 * text, a few rows per document), the analysis results of each part of a chunk in one row with
 * the part's strings (compact.ts), the duplicates and contradictions within it as pairs, and
 * the reads of the routes (status, list, the requirements table with its filters, sorting and
 * paging, and every row for summaries and exports). Storing a row costs the embedded database
 * about as much per byte as per row, so an upload and a chunk each write a few rows; a read
 * takes a document's pieces and parts whole, in one statement, and the last documents read
 * stay parsed in memory until their results change. A document's rows have no foreign key
 * (migration 018): deleting the document deletes them through a trigger.
 */
import { highlight, type FindingType } from "../../engine/index.js";
import type { AnalysisItem, DocumentRequirement } from "../../schemas/generated/types.js";
import type { Owner } from "../auth/owner.js";
import type { Queryable } from "../db/database.js";
import { setImmediate } from "node:timers/promises";
import { LRUCache } from "lru-cache";
import { expandResult, type StoredPart, type StoredResult } from "./compact.js";
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

/** Requirements per row of document_text. */
const TEXT_PIECE = 1000;

/** A requirement as document_text holds it: [id, section, line, text]. */
type StoredText = [string, string | null, number | null, string];

interface PieceRequirement {
  position: number;
  externalId: string;
  section: string | null;
  line: number | null;
  text: string;
}

/** The requirements of one document_text piece (its first position and its JSON text). */
function pieceRequirements(first: number, body: string): PieceRequirement[] {
  return (JSON.parse(body) as StoredText[]).map(([externalId, section, line, text], k) => ({
    position: Number(first) + k,
    externalId,
    section,
    line,
    text,
  }));
}

/** Rows of the document's table `table` from the values of each row after the document's id ($1), in one statement. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  id: string,
  rows: ReadonlyArray<readonly unknown[]>,
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [id];
  const values = rows.map((row) => `($1, ${row.map((value) => (params.push(value), `$${params.length}`)).join(", ")})`);
  await tx.query(`INSERT INTO ${table} (document_id, ${columns.join(", ")}) VALUES ${values.join(", ")}`, params);
}

/** Stores a new document and its requirements, queued for the job. Call it in a transaction. */
export async function insertDocument(tx: Queryable, doc: NewDocument): Promise<void> {
  await tx.query(
    `INSERT INTO document (id, owner_kind, owner_id, name, format, file, options, status, requirements)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8)`,
    [doc.id, doc.owner.kind, doc.owner.id, doc.name, doc.format, bytesOf(doc.file), JSON.stringify(doc.options), doc.requirements.length],
  );
  for (let from = 0; from < doc.requirements.length; from += TEXT_PIECE) {
    // A turn of the event loop between pieces: the embedded database runs a statement to its end on this thread, and the engine's threads get their next tasks from here.
    if (from > 0) await setImmediate();
    const piece = doc.requirements.slice(from, from + TEXT_PIECE);
    const requirements = JSON.stringify(piece.map((r): StoredText => [r.id, r.section ?? null, r.line ?? null, r.text]));
    await insertRows(tx, "document_text", ["first", "count", "requirements"], doc.id, [[from + 1, piece.length, requirements]]);
  }
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
  const pieces = await tx.query<{ first: number; requirements: string }>(
    "SELECT first, requirements FROM document_text WHERE document_id = $1 AND first + count > $2 + 1 AND first <= $2 + $3 ORDER BY first",
    [doc.id, doc.analysed, limit],
  );
  return pieces
    .flatMap((piece) => pieceRequirements(piece.first, piece.requirements))
    .filter((r) => r.position > doc.analysed)
    .slice(0, limit)
    .map(({ position, text }) => ({ position, text }));
}

/**
 * Inserts the analysis results of some requirements of a document (the next ones in position
 * order), in the form the engine's threads built (compact.ts: each part's results and strings
 * as JSON text, so nothing is parsed or built here), counts them in the document's progress
 * and writes its tally (which includes them). Call it in a transaction.
 */
export async function storeAnalyses(tx: Queryable, id: string, parts: readonly StoredPart[], tally: SummaryTally): Promise<void> {
  await insertRows(
    tx,
    "document_part",
    ["first", "count", "results", "strings"],
    id,
    parts.map((part) => [part.first, part.count, part.results, part.strings]),
  );
  const count = parts.reduce((sum, part) => sum + part.count, 0);
  await tx.query("UPDATE document SET status = 'running', analysed = analysed + $2, tally = $3, attempts = 0 WHERE id = $1", [
    id,
    count,
    JSON.stringify(tally),
  ]);
}

/** The analysed requirements of a document, with their text and language, for the comparison index. */
export async function comparisonInput(tx: Queryable, id: string): Promise<Array<{ position: number; text: string; language: "en" | "de" }>> {
  return (await storedRows(tx, id)).rows.flatMap((r) => (r.language === null ? [] : [{ position: r.position, text: r.text, language: r.language }]));
}

/**
 * The next requirements of a document not compared yet: those after the `compared` first
 * (compared in position order, once every requirement is analysed).
 */
export function uncompared(doc: DocumentRecord, limit: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(limit, doc.requirements - doc.compared)) }, (_, k) => doc.compared + k + 1);
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

/** The sortable fields of the requirements table and the values they sort by. */
export const SORT_COLUMNS = {
  id: (r: RequirementRow) => r.position,
  externalId: (r: RequirementRow) => r.externalId,
  section: (r: RequirementRow) => r.section,
  text: (r: RequirementRow) => r.text,
  rating: (r: RequirementRow) => r.rating,
  earsPattern: (r: RequirementRow) => r.earsPattern,
} as const;

export type SortField = keyof typeof SORT_COLUMNS;

/** A row of the requirements table (schemas/api/document-requirements.schema.json), with the analysis types of its results. */
export type RequirementItem = Omit<DocumentRequirement, "classifications" | "earsPattern"> & {
  classifications: AnalysisItem["classifications"];
  earsPattern: AnalysisItem["earsPattern"] | null;
};

/** A requirement of a document with its stored result (null while not analysed), as read from its pieces and parts. */
interface RequirementRow {
  position: number;
  externalId: string;
  section: string | null;
  line: number | null;
  text: string;
  language: "en" | "de" | null;
  rating: number | null;
  earsPattern: AnalysisItem["earsPattern"] | null;
  findingTypes: readonly string[];
  result: StoredResult | null;
  /** The strings of the part its result is in. */
  strings: readonly string[];
}

/** A document's requirements as stored, and which of them have a duplicate or a contradiction. */
interface StoredRows {
  rows: RequirementRow[];
  paired: Record<PairRow["kind"], Set<number>>;
}

/** Documents read last, parsed, by id and the progress they were read at. */
const readRows = new LRUCache<string, StoredRows>({ max: 4 });

/**
 * Every requirement of a document with its result so far, in position order: its pieces,
 * parts and pair sources read in one statement (so a chunk committed meanwhile is in it whole
 * or not at all). `doc` names the progress to read at: the last documents read are kept
 * parsed for it, and read again once their results have grown.
 */
async function storedRows(db: Queryable, id: string, doc?: DocumentRecord): Promise<StoredRows> {
  const key = doc && `${id}:${doc.analysed}:${doc.compared}:${doc.status}`;
  const kept = key === undefined ? undefined : readRows.get(key);
  if (kept) return kept;
  const stored = await db.query<{ kind: "text" | "part" | "pair"; first: number; body: string; strings: string | null }>(
    `SELECT 'text' AS kind, first, requirements AS body, NULL AS strings FROM document_text WHERE document_id = $1
     UNION ALL SELECT 'part', first, results, strings FROM document_part WHERE document_id = $1
     UNION ALL SELECT DISTINCT 'pair', source, kind, NULL FROM document_pair WHERE document_id = $1`,
    [id],
  );
  const rows: RequirementRow[] = [];
  const paired: StoredRows["paired"] = { duplicate: new Set(), contradiction: new Set() };
  for (const piece of stored) {
    if (piece.kind !== "text") continue;
    for (const requirement of pieceRequirements(piece.first, piece.body)) {
      rows[requirement.position - 1] = {
        ...requirement,
        language: null,
        rating: null,
        earsPattern: null,
        findingTypes: [],
        result: null,
        strings: [],
      };
    }
  }
  for (const part of stored) {
    if (part.kind === "pair") paired[part.body as PairRow["kind"]].add(Number(part.first));
    if (part.kind !== "part") continue;
    const strings = JSON.parse(part.strings ?? "[]") as string[];
    (JSON.parse(part.body) as StoredResult[]).forEach((result, k) => {
      const row = rows[Number(part.first) + k - 1];
      [row.language, row.rating, row.earsPattern, row.findingTypes] = result;
      row.result = result;
      row.strings = strings;
    });
  }
  const read = { rows: rows.filter(Boolean), paired };
  if (key !== undefined) readRows.set(key, read);
  return read;
}

/** Whether a row passes the filter (q: case-insensitive, in the text, id or section). */
function matcher(filter: RequirementFilter, paired: StoredRows["paired"]): (row: RequirementRow) => boolean {
  const q = filter.q === undefined || filter.q === "" ? undefined : filter.q.toLowerCase();
  const ids = filter.id && new Set(filter.id);
  const has = (flag: boolean | undefined, kind: PairRow["kind"], position: number) => flag === undefined || paired[kind].has(position) === flag;
  return (r) =>
    (q === undefined || [r.text, r.externalId, r.section ?? ""].some((value) => value.toLowerCase().includes(q))) &&
    (filter.ratingLte === undefined || (r.rating !== null && r.rating <= filter.ratingLte)) &&
    (filter.ratingGte === undefined || (r.rating !== null && r.rating >= filter.ratingGte)) &&
    (filter.findingType === undefined || r.findingTypes.includes(filter.findingType)) &&
    (ids === undefined || ids.has(r.position)) &&
    has(filter.hasContradiction, "contradiction", r.position) &&
    has(filter.hasDuplicate, "duplicate", r.position);
}

const collator = new Intl.Collator("en", { numeric: true });

/** Compares rows by a field (nulls last either way), then by position in the same order. */
function comparer(sort: SortField, order: "ASC" | "DESC"): (a: RequirementRow, b: RequirementRow) => number {
  const value = SORT_COLUMNS[sort];
  const sign = order === "ASC" ? 1 : -1;
  return (a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const by = typeof x === "number" && typeof y === "number" ? x - y : collator.compare(String(x), String(y));
      if (by !== 0) return sign * by;
    }
    return sign * (a.position - b.position);
  };
}

/** One page of a document's requirements, and how many match the filter. */
export async function requirementsPage(
  db: Queryable,
  doc: DocumentRecord,
  query: { filter: RequirementFilter; sort: SortField; order: "ASC" | "DESC"; offset: number; limit: number },
): Promise<{ items: RequirementItem[]; total: number }> {
  const { rows, paired } = await storedRows(db, doc.id, doc);
  const found = rows.filter(matcher(query.filter, paired)).sort(comparer(query.sort, query.order));
  const page = found.slice(query.offset, query.offset + query.limit);
  return { items: await withPairs(db, doc.id, rows, page), total: found.length };
}

/** The requirement as HTML with its findings marked, as the analysis gives it (not stored: it follows from the findings). */
const processedText = (text: string, classifications: AnalysisItem["classifications"]) =>
  highlight(
    text,
    classifications.flatMap((c) => c.findings.map((f) => ({ ...f, findingType: c.classificationKey as FindingType }))),
  );

/** A row as the table gives it: its result in the full form, its pairs not yet in it. */
function itemOf(r: RequirementRow): RequirementItem {
  const result = r.result;
  const [, , , , compact, classifications, improvements] = result ?? [];
  const full = compact ? expandResult(r.text, compact, r.strings) : { classifications: classifications ?? [], improvements: improvements ?? {} };
  return {
    id: r.position,
    externalId: r.externalId,
    section: r.section,
    line: r.line,
    text: r.text,
    language: r.language,
    rating: r.rating,
    classifications: full.classifications,
    processedText: result === null ? null : processedText(r.text, full.classifications),
    earsPattern: r.earsPattern,
    improvements: full.improvements,
    contradictions: [],
    duplicates: [],
  };
}

/** The items of some rows of a document with their duplicates and contradictions (`all`: every row, for the pairs' ids). */
async function withPairs(db: Queryable, id: string, all: readonly RequirementRow[], rows: readonly RequirementRow[]): Promise<RequirementItem[]> {
  const items = new Map(rows.map((r) => [r.position, itemOf(r)]));
  if (items.size === 0) return [];
  // All of a document's pairs at once when the rows are the whole document (exports), else those of the rows.
  const pairs = await db.query<{ source: number; target: number; kind: PairRow["kind"]; score: number | null; reason: string }>(
    `SELECT source, target, kind, score, reason FROM document_pair
     WHERE document_id = $1 AND ($2::int[] IS NULL OR source = ANY($2::int[]))
     ORDER BY source, kind, score DESC NULLS LAST, target`,
    [id, rows.length > 1000 ? null : [...items.keys()]],
  );
  for (const p of pairs) {
    const item = items.get(p.source);
    const externalId = all[p.target - 1]?.externalId;
    if (!item || externalId === undefined) continue;
    if (p.kind === "contradiction") item.contradictions.push({ id: p.target, externalId, reason: p.reason });
    else item.duplicates.push({ id: p.target, externalId, score: Math.round(Number(p.score ?? 0) * 1000) / 1000, reason: p.reason });
  }
  return [...items.values()];
}

/** Every requirement of a document in document order (exports). */
export async function allRequirements(db: Queryable, id: string): Promise<RequirementItem[]> {
  const { rows } = await storedRows(db, id);
  return withPairs(db, id, rows, rows);
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
