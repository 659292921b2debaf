/**
 * The audit log (table audit_log): every change an administrator or configurator makes
 * to a configuration, a rule's settings, a user, an API key, the licence or a setting,
 * with who, when, and the values before and after. Routes record through `recordAudit`
 * after the change succeeded; secrets never reach it (callers pass what may be shown).
 */
import type { Queryable } from "../db/database.js";
import type { ParsedListQuery } from "../routes/api/v2/list-query.js";

export type AuditAction = "create" | "update" | "delete" | "rename";
export type AuditEntity = "configuration" | "rule" | "user" | "apikey" | "license" | "setting";

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  oldValue: unknown;
  newValue: unknown;
}

export interface AuditChange {
  actor: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  oldValue?: unknown;
  newValue?: unknown;
}

interface AuditRow extends Record<string, unknown> {
  id: string | number;
  at: Date | string;
  actor: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  old_value: unknown;
  new_value: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Queryable, change: AuditChange): Promise<void> {
  await db.query("INSERT INTO audit_log (actor, action, entity, entity_id, old_value, new_value) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)", [
    change.actor,
    change.action,
    change.entity,
    change.entityId,
    json(change.oldValue),
    json(change.newValue),
  ]);
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    oldValue: row.old_value ?? null,
    newValue: row.new_value ?? null,
  };
}

/** The columns a client may sort and filter by, under their API names. */
export const AUDIT_FIELDS: Record<string, string> = { id: "id", at: "at", actor: "actor", action: "action", entity: "entity", entityId: "entity_id" };

/** One page of the log (newest first unless sorted otherwise) and the total. */
export async function listAudit(db: Queryable, query: ParsedListQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [field, values] of Object.entries(query.filter.fields)) {
    params.push(values.map(String));
    where.push(`${AUDIT_FIELDS[field]}::text = ANY($${params.length}::text[])`);
  }
  if (query.filter.q) {
    params.push(`%${query.filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    where.push(
      `(actor ILIKE ${p} OR entity_id ILIKE ${p} OR entity ILIKE ${p} OR action ILIKE ${p} OR old_value::text ILIKE ${p} OR new_value::text ILIKE ${p})`,
    );
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = query.sort ? `${AUDIT_FIELDS[query.sort.field]} ${query.sort.order}, id ${query.sort.order}` : "at DESC, id DESC";
  const count = await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM audit_log ${clause}`, params);
  let page = "";
  if (query.range) {
    params.push(query.range.last - query.range.first + 1, query.range.first);
    page = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows = await db.query<AuditRow>(`SELECT * FROM audit_log ${clause} ORDER BY ${order} ${page}`, params);
  return { entries: rows.map(toEntry), total: Number(count[0]?.total ?? 0) };
}

export async function findAudit(db: Queryable, id: string): Promise<AuditEntry | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = await db.query<AuditRow>("SELECT * FROM audit_log WHERE id = $1", [id]);
  return rows[0] ? toEntry(rows[0]) : null;
}

/**
 * A CSV cell: quoted, quotes doubled, and a cell that a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return) prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ["id", "at", "actor", "action", "entity", "entityId", "oldValue", "newValue"];
  const lines = entries.map((e) => [e.id, e.at, e.actor, e.action, e.entity, e.entityId, e.oldValue, e.newValue].map(csvCell).join(","));
  return [header.map(csvCell).join(","), ...lines].join("\r\n") + "\r\n";
}
