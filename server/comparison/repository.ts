/**
 * Storage of comparison databases (migrations 004_comparison.sql, 005 and 006):
 * requirements, pending jobs, result pairs, and the figures the status screens read.
 *
 * Every change to a database's requirements takes the next number of its `seq` (the row
 * of comparison_database is locked until the change commits, so changes commit in seq
 * order); indexes in memory catch up by reading the rows with a higher seq. Result pairs
 * have no foreign keys (006): whoever removes a requirement holds that row and deletes its
 * pairs itself.
 */
import type { ComparisonResults, ContradictionResult, DuplicationResult } from "../../schemas/generated/types.js";
import type { Queryable } from "../db/database.js";

export type JobKind = "similarity" | "comparison";
export const JOB_KINDS: readonly JobKind[] = ["similarity", "comparison"];

export interface SaveInput {
  externalId: string;
  dbName: string;
  text: string;
  language: "en" | "de";
  projectId?: string | null;
  documentId?: string | null;
  label?: string | null;
}

export type { ComparisonResults, ContradictionEntry, ContradictionResult, DuplicateEntry, DuplicationResult } from "../../schemas/generated/types.js";

export interface Durations {
  minDiff: number | null;
  avgDiff: number | null;
  maxDiff: number | null;
}

/** Takes the next change number of a database (creating it on first use); locks its row until commit. */
export async function nextSeq(tx: Queryable, dbName: string): Promise<number> {
  const [row] = await tx.query<{ seq: string }>(NEXT_SEQ + " SELECT seq FROM s", [dbName]);
  return Number(row.seq);
}

/** A CTE `s` holding the next change number of database $1 (see nextSeq). */
const NEXT_SEQ = `WITH s AS (
  INSERT INTO comparison_database AS d (db_name, seq) VALUES ($1, 1)
  ON CONFLICT (db_name) DO UPDATE SET seq = d.seq + 1 RETURNING d.seq)`;

/**
 * Writes the requirement $2 of database $1 with change number `seq` (from the CTE
 * `seqSource`), replaces its pending jobs with a new pair, and drops its touch records
 * (its new results time covers them): one statement.
 */
function writeRequirement(withSeq: string, seqSource: string): string {
  return `${withSeq},
    r AS (
      INSERT INTO comparison_requirement (db_name, external_id, seq, text, language, project_id, document_id, label, created_at, results_changed_at)
      SELECT $1, $2, seq, $3, $4, $5, $6, $7, clock_timestamp(), clock_timestamp() FROM ${seqSource}
      ON CONFLICT (db_name, external_id) DO UPDATE SET seq = EXCLUDED.seq, text = EXCLUDED.text, language = EXCLUDED.language,
        project_id = EXCLUDED.project_id, document_id = EXCLUDED.document_id, label = EXCLUDED.label, created_at = EXCLUDED.created_at,
        similarity_processed_at = NULL, comparison_processed_at = NULL, results_changed_at = EXCLUDED.results_changed_at
      RETURNING db_name, external_id),
    older_jobs AS (DELETE FROM comparison_job WHERE db_name = $1 AND external_id = $2),
    own_touches AS (DELETE FROM comparison_touch WHERE db_name = $1 AND external_id = $2)
    INSERT INTO comparison_job (db_name, external_id, kind)
    SELECT r.db_name, r.external_id, k.kind FROM r CROSS JOIN (VALUES ('similarity'), ('comparison')) AS k(kind)`;
}

/**
 * Saves (inserts or replaces) a requirement and queues its jobs. A changed text drops its
 * old results at once, here and in its partners' lists. Returns false when nothing changed.
 * A new requirement takes two statements; the change number comes first in each path, so
 * the database row is locked before anything else changes (the order workers lock in).
 */
export async function saveRequirement(tx: Queryable, input: SaveInput): Promise<boolean> {
  const [old] = await tx.query<{ text: string; language: string; project_id: string | null; document_id: string | null; label: string | null }>(
    "SELECT text, language, project_id, document_id, label FROM comparison_requirement WHERE db_name = $1 AND external_id = $2",
    [input.dbName, input.externalId],
  );
  const projectId = input.projectId ?? null;
  const documentId = input.documentId ?? null;
  const label = input.label ?? null;
  if (old && old.text === input.text && old.language === input.language) {
    if (old.project_id !== projectId || old.document_id !== documentId || old.label !== label) {
      // The database row first, as every other change and the workers lock it: a worker
      // deleting touch records while this changes them could otherwise deadlock with it.
      await tx.query("SELECT 1 FROM comparison_database WHERE db_name = $1 FOR UPDATE", [input.dbName]);
      await tx.query(
        "UPDATE comparison_requirement SET project_id = $3, document_id = $4, label = $5, results_changed_at = clock_timestamp() WHERE db_name = $1 AND external_id = $2",
        [input.dbName, input.externalId, projectId, documentId, label],
      );
      // The scope (document, project, db) of its partners' entries changed too.
      await touchPartners(tx, input.dbName, input.externalId);
    }
    return false;
  }
  const values = [input.dbName, input.externalId, input.text, input.language, projectId, documentId, label];
  if (!old) {
    await tx.query(writeRequirement(NEXT_SEQ, "s"), values);
    return true;
  }
  const seq = await nextSeq(tx, input.dbName);
  await dropPairs(tx, input.dbName, input.externalId);
  await tx.query(writeRequirement("WITH s AS (SELECT $8::bigint AS seq)", "s"), [...values, seq]);
  return true;
}

/**
 * Records that the partners of requirement $2 (of the kinds $3, or all) lose it from their
 * lists, as a CTE `touched`. A partner's older touch records go: only the newest one
 * matters to changedSince, so the table holds at most about one row per requirement.
 */
const TOUCH_PARTNERS = `WITH targets AS (
    SELECT DISTINCT target_id FROM comparison_pair WHERE db_name = $1 AND source_id = $2 AND ($3::text[] IS NULL OR kind = ANY($3))),
  superseded AS (DELETE FROM comparison_touch WHERE db_name = $1 AND external_id IN (SELECT target_id FROM targets)),
  touched AS (INSERT INTO comparison_touch (db_name, external_id) SELECT $1, target_id FROM targets)`;

/** Records that the partners of a requirement (of some kinds, or all) are losing it from their lists. */
async function touchPartners(tx: Queryable, dbName: string, externalId: string, kinds?: readonly string[]): Promise<void> {
  await tx.query(`${TOUCH_PARTNERS} SELECT 1`, [dbName, externalId, kinds ?? null]);
}

/** Removes a requirement's results in both directions (of some kinds, or all), and touches its partners. */
export async function dropPairs(tx: Queryable, dbName: string, externalId: string, kinds?: readonly string[]): Promise<void> {
  await tx.query(
    `${TOUCH_PARTNERS}
     DELETE FROM comparison_pair WHERE db_name = $1 AND (source_id = $2 OR target_id = $2) AND ($3::text[] IS NULL OR kind = ANY($3))`,
    [dbName, externalId, kinds ?? null],
  );
}

/** Deletes a requirement: its results and references, and its pending jobs. Returns false when it did not exist. */
export async function deleteRequirement(tx: Queryable, dbName: string, externalId: string): Promise<boolean> {
  const [row] = await tx.query("SELECT 1 FROM comparison_requirement WHERE db_name = $1 AND external_id = $2", [dbName, externalId]);
  if (!row) return false;
  const seq = await nextSeq(tx, dbName);
  // Its results in both directions (partners' lists change); its jobs go with the row (ON
  // DELETE CASCADE), and so do its own touch records (a requirement saved again under its
  // id gets a newer time).
  await dropPairs(tx, dbName, externalId);
  await tx.query(
    `WITH own_touches AS (DELETE FROM comparison_touch WHERE db_name = $1 AND external_id = $2),
     gone AS (DELETE FROM comparison_requirement WHERE db_name = $1 AND external_id = $2)
     INSERT INTO comparison_deletion (db_name, seq, external_id) SELECT $1, $3, $2 WHERE EXISTS (SELECT 1 FROM comparison_database WHERE db_name = $1)`,
    [dbName, externalId, seq],
  );
  return true;
}

/**
 * Creates database $1 for owner $2 when it does not exist; true when it is the owner's
 * (new or already), false when another owner has it (or nobody: databases from before owners).
 */
export async function claimDatabase(tx: Queryable, dbName: string, owner: string): Promise<boolean> {
  const [row] = await tx.query<{ owner: string | null }>(
    `WITH created AS (INSERT INTO comparison_database (db_name, owner) VALUES ($1, $2) ON CONFLICT (db_name) DO NOTHING RETURNING owner)
     SELECT owner FROM created UNION ALL SELECT owner FROM comparison_database WHERE db_name = $1`,
    [dbName, owner],
  );
  // Created by a transaction that committed while this statement waited: read it again.
  const found = row ?? (await tx.query<{ owner: string | null }>("SELECT owner FROM comparison_database WHERE db_name = $1", [dbName]))[0];
  return found?.owner === owner;
}

/** "own" when database $1 belongs to the owner, "foreign" when to another (or nobody), "absent" when there is none. */
export async function databaseOwnership(db: Queryable, dbName: string, owner: string): Promise<"own" | "foreign" | "absent"> {
  const [row] = await db.query<{ owner: string | null }>("SELECT owner FROM comparison_database WHERE db_name = $1", [dbName]);
  return !row ? "absent" : row.owner === owner ? "own" : "foreign";
}

/** Whether a comparison database holds at least one requirement. */
export async function databaseExists(db: Queryable, dbName: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM comparison_requirement WHERE db_name = $1 LIMIT 1", [dbName]);
  return rows.length > 0;
}

/**
 * Removes a whole comparison database (status screen): its requirements, pending jobs and
 * records go with its row (ON DELETE CASCADE), its result pairs by name. Call it in a
 * transaction: the row is locked first, so a worker's batch under way commits its pairs
 * before they are deleted. Returns false when it did not exist.
 */
export async function deleteComparisonDatabase(tx: Queryable, dbName: string): Promise<boolean> {
  const [row] = await tx.query("SELECT 1 FROM comparison_database WHERE db_name = $1 FOR UPDATE", [dbName]);
  if (!row) return false;
  await tx.query(
    `WITH pairs AS (DELETE FROM comparison_pair WHERE db_name = $1)
     DELETE FROM comparison_database WHERE db_name = $1`,
    [dbName],
  );
  return true;
}

/**
 * The requirements whose results are complete and changed after the given time: their own
 * results were stored, a partner was found, or a partner was lost.
 */
export async function changedSince(db: Queryable, dbName: string, since: Date): Promise<string[]> {
  const rows = await db.query<{ external_id: string }>(
    `SELECT r.external_id FROM comparison_requirement r
     JOIN (SELECT external_id FROM comparison_requirement WHERE db_name = $1 AND results_changed_at > $2
           UNION SELECT source_id FROM comparison_pair WHERE db_name = $1 AND created_at > $2
           UNION SELECT external_id FROM comparison_touch WHERE db_name = $1 AND at > $2) c ON c.external_id = r.external_id
     WHERE r.db_name = $1 AND r.similarity_processed_at IS NOT NULL AND r.comparison_processed_at IS NOT NULL
     ORDER BY r.external_id`,
    [dbName, since.toISOString()],
  );
  return rows.map((r) => r.external_id);
}

/** Whether every job of the given requirements is done (none pending). */
export async function pendingJobs(db: Queryable, dbName?: string): Promise<number> {
  const [row] = await db.query<{ n: string }>("SELECT count(*) AS n FROM comparison_job WHERE ($1::text IS NULL OR db_name = $1)", [dbName ?? null]);
  return Number(row.n);
}

type Scope = "document" | "project" | "db";

function scopeOf(
  source: { project_id: string | null; document_id: string | null },
  target: { project_id: string | null; document_id: string | null },
): Scope {
  if (source.project_id === target.project_id) {
    if (source.document_id === target.document_id) return "document";
    return "project";
  }
  return "db";
}

/** The results of the given requirements in the spec's shapes (unknown ids are left out). */
export async function comparisonResults(db: Queryable, dbName: string, externalIds: readonly string[]): Promise<ComparisonResults> {
  // Keyed by externalIds (client data): objects without a prototype, so that "__proto__" is a key like any other.
  const keyed = <T>() => Object.create(null) as Record<string, T>;
  const result: ComparisonResults = { similarityResults: keyed(), contradictionResults: [], duplicateResults: [] };
  if (externalIds.length === 0) return result;
  const known = await db.query<{ external_id: string; project_id: string | null; document_id: string | null }>(
    "SELECT external_id, project_id, document_id FROM comparison_requirement WHERE db_name = $1 AND external_id = ANY($2)",
    [dbName, [...new Set(externalIds)]],
  );
  if (known.length === 0) return result;
  const pairs = await db.query<{
    source_id: string;
    target_id: string;
    kind: string;
    score: number | null;
    reason: string | null;
    project_id: string | null;
    document_id: string | null;
  }>(
    `SELECT p.source_id, p.target_id, p.kind, p.score, p.reason, r.project_id, r.document_id
     FROM comparison_pair p JOIN comparison_requirement r ON r.db_name = p.db_name AND r.external_id = p.target_id
     WHERE p.db_name = $1 AND p.source_id = ANY($2)
     ORDER BY p.source_id, p.kind, p.score DESC NULLS LAST, p.target_id`,
    [dbName, known.map((k) => k.external_id)],
  );
  const contradictions = new Map<string, ContradictionResult>();
  const duplicates = new Map<string, DuplicationResult>();
  for (const k of known) {
    result.similarityResults[k.external_id] = keyed();
    contradictions.set(k.external_id, { externalId: k.external_id, document: [], project: [], db: [] });
    duplicates.set(k.external_id, { externalId: k.external_id, document: [], project: [], db: [] });
  }
  const source = new Map(known.map((k) => [k.external_id, k]));
  for (const p of pairs) {
    const scope = scopeOf(source.get(p.source_id)!, p);
    const score = Math.round(Number(p.score ?? 0) * 1000) / 1000;
    if (p.kind === "similar") result.similarityResults[p.source_id][p.target_id] = score;
    else if (p.kind === "contradiction")
      contradictions.get(p.source_id)![scope].push({ contradictingExternalId: p.target_id, reason: p.reason ?? "" });
    else duplicates.get(p.source_id)![scope].push({ externalId: p.target_id, reason: p.reason ?? "", duplicateScore: score });
  }
  result.contradictionResults = [...contradictions.values()];
  result.duplicateResults = [...duplicates.values()];
  return result;
}

/** Requirement counts per comparison database, for the database status. */
export async function comparisonDatabases(db: Queryable): Promise<Array<{ dbName: string; requirementCount: number }>> {
  const rows = await db.query<{ db_name: string; n: string }>(
    `SELECT d.db_name, count(r.external_id) AS n FROM comparison_database d
     LEFT JOIN comparison_requirement r ON r.db_name = d.db_name
     GROUP BY d.db_name ORDER BY d.db_name`,
  );
  return rows.map((r) => ({ dbName: r.db_name, requirementCount: Number(r.n) }));
}

/**
 * Seconds between a requirement's save and the storing of its similarity and comparison
 * results (min, avg, max over the database's current requirements); null when none is done.
 * Null for a database that does not exist.
 */
export async function comparisonStatistics(
  db: Queryable,
  dbName: string,
): Promise<{ similarityStatistics: Durations; comparisonStatistics: Durations } | null> {
  const [exists] = await db.query("SELECT 1 FROM comparison_database WHERE db_name = $1", [dbName]);
  if (!exists) return null;
  const [row] = await db.query<Record<string, number | string | null>>(
    `SELECT
       min(extract(epoch FROM similarity_processed_at - created_at)) AS smin, avg(extract(epoch FROM similarity_processed_at - created_at)) AS savg,
       max(extract(epoch FROM similarity_processed_at - created_at)) AS smax,
       min(extract(epoch FROM comparison_processed_at - created_at)) AS cmin, avg(extract(epoch FROM comparison_processed_at - created_at)) AS cavg,
       max(extract(epoch FROM comparison_processed_at - created_at)) AS cmax
     FROM comparison_requirement WHERE db_name = $1`,
    [dbName],
  );
  const n = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000);
  return {
    similarityStatistics: { minDiff: n(row.smin), avgDiff: n(row.savg), maxDiff: n(row.smax) },
    comparisonStatistics: { minDiff: n(row.cmin), avgDiff: n(row.cavg), maxDiff: n(row.cmax) },
  };
}
