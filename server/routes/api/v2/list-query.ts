/**
 * Lists in the dialect of react-admin's simple REST data provider: the query has
 * `sort` (["field","ASC"|"DESC"]), `range` ([first, last], inclusive) and `filter`
 * ({ q: text, field: value or [values] }), each JSON-encoded; the answer carries
 * `Content-Range: <resource> <first>-<last>/<total>`. Without `range` the whole list is
 * answered. Bad JSON or a field the list does not have is a 400 naming the parameter.
 */
import type { FastifyReply } from "fastify";
import { badRequest } from "../../../errors.js";

export const listQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    sort: { type: "string", maxLength: 200, description: 'JSON ["field","ASC"|"DESC"].' },
    range: { type: "string", maxLength: 100, description: "JSON [first, last], both inclusive, at most 1000 rows." },
    filter: {
      type: "string",
      maxLength: 2000,
      description: 'JSON object: "q" searches every text field; other keys match a field (a value or a list of values).',
    },
  },
} as const;

export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ParsedListQuery {
  sort: { field: string; order: "ASC" | "DESC" } | null;
  range: { first: number; last: number } | null;
  filter: { q: string | null; fields: Record<string, unknown[]> };
}

export const MAX_RANGE = 1000;

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`querystring/${name} must be JSON`);
  }
}

/** Reads sort, range and filter; `fields` are the fields a client may sort and filter by. */
export function parseListQuery(query: ListQuery, fields: readonly string[]): ParsedListQuery {
  const known = (name: string, field: unknown): string => {
    if (typeof field !== "string" || !fields.includes(field)) throw badRequest(`querystring/${name}: the field must be one of ${fields.join(", ")}`);
    return field;
  };
  const sortValue = parseJson("sort", query.sort);
  let sort: ParsedListQuery["sort"] = null;
  if (sortValue !== undefined) {
    if (!Array.isArray(sortValue) || sortValue.length !== 2 || (sortValue[1] !== "ASC" && sortValue[1] !== "DESC")) {
      throw badRequest('querystring/sort must be ["field","ASC"|"DESC"]');
    }
    sort = { field: known("sort", sortValue[0]), order: sortValue[1] };
  }
  const rangeValue = parseJson("range", query.range);
  let range: ParsedListQuery["range"] = null;
  if (rangeValue !== undefined) {
    const ok =
      Array.isArray(rangeValue) &&
      rangeValue.length === 2 &&
      rangeValue.every((n) => Number.isInteger(n) && n >= 0) &&
      rangeValue[0] <= rangeValue[1];
    if (!ok) throw badRequest("querystring/range must be [first, last] with 0 <= first <= last");
    if (rangeValue[1] - rangeValue[0] + 1 > MAX_RANGE) throw badRequest(`querystring/range must span at most ${MAX_RANGE} rows`);
    range = { first: rangeValue[0], last: rangeValue[1] };
  }
  const filterValue = parseJson("filter", query.filter) ?? {};
  if (typeof filterValue !== "object" || filterValue === null || Array.isArray(filterValue))
    throw badRequest("querystring/filter must be a JSON object");
  let q: string | null = null;
  const byField: Record<string, unknown[]> = {};
  for (const [key, value] of Object.entries(filterValue)) {
    if (key === "q") {
      if (typeof value !== "string") throw badRequest("querystring/filter: q must be a string");
      q = value.trim().toLowerCase() || null;
      continue;
    }
    byField[known("filter", key)] = Array.isArray(value) ? value : [value];
  }
  return { sort, range, filter: { q, fields: byField } };
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  const x = a === null || a === undefined ? "" : String(a);
  const y = b === null || b === undefined ? "" : String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Filters, sorts and slices a list held in memory; answers the page and the total. */
export function applyListQuery<T extends object>(records: readonly T[], query: ParsedListQuery): { page: T[]; first: number; total: number } {
  const value = (record: T, field: string) => (record as Record<string, unknown>)[field];
  let out = records.filter((record) => {
    for (const [field, wanted] of Object.entries(query.filter.fields)) {
      if (!wanted.some((w) => String(w) === String(value(record, field)))) return false;
    }
    if (query.filter.q === null) return true;
    return Object.values(record).some((v) => typeof v === "string" && v.toLowerCase().includes(query.filter.q!));
  });
  if (query.sort) {
    const { field, order } = query.sort;
    out = [...out].sort((a, b) => compareValues(value(a, field), value(b, field)) * (order === "DESC" ? -1 : 1));
  }
  const total = out.length;
  if (!query.range) return { page: out, first: 0, total };
  return { page: out.slice(query.range.first, query.range.last + 1), first: query.range.first, total };
}

/** Sets Content-Range for a page of a list. */
export function setContentRange(reply: FastifyReply, resource: string, first: number, count: number, total: number): void {
  const range = count === 0 ? `${resource} */${total}` : `${resource} ${first}-${first + count - 1}/${total}`;
  reply.header("content-range", range);
}
