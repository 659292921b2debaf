/**
 * The query of a list in the ra-data-simple-rest dialect: `range=[first,last]`,
 * `sort=[field,"ASC"|"DESC"]` and `filter={…}`, each a JSON text. Every mistake is a 400
 * naming the parameter and what it must be.
 */
import { badRequest } from "../../../../errors.js";
import { SORT_COLUMNS, type RequirementFilter, type SortField } from "../../../../documents/repository.js";

/** The most requirements one page holds. */
export const MAX_PAGE = 1000;
const DEFAULT_PAGE = 25;

export const listQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    range: { type: "string", maxLength: 100, description: "[first, last], zero-based and inclusive, e.g. [0,24]." },
    sort: { type: "string", maxLength: 100, description: '[field, "ASC" or "DESC"], e.g. ["rating","ASC"] (default ["id","ASC"]: document order).' },
    filter: {
      type: "string",
      maxLength: 2000,
      description: 'A JSON object, e.g. {"q":"shall","ratingLte":2,"findingType":"WEAK_WORD","hasContradiction":true}.',
    },
  },
} as const;

function parseJson(name: string, text: string, shape: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`query parameter ${name} is not valid JSON; it must be ${shape}`);
  }
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function parseRange(text: string | undefined): { offset: number; limit: number } {
  if (text === undefined) return { offset: 0, limit: DEFAULT_PAGE };
  const shape = "[first, last] with 0 ≤ first ≤ last, e.g. [0,24]";
  const range = parseJson("range", text, shape);
  if (!Array.isArray(range) || range.length !== 2 || !isCount(range[0]) || !isCount(range[1]) || range[1] < range[0]) {
    throw badRequest(`query parameter range must be ${shape}`);
  }
  const limit = range[1] - range[0] + 1;
  if (limit > MAX_PAGE) throw badRequest(`query parameter range asks for ${limit} requirements; the limit is ${MAX_PAGE} per page`);
  return { offset: range[0], limit };
}

function parseSort(text: string | undefined): { sort: SortField; order: "ASC" | "DESC" } {
  if (text === undefined) return { sort: "id", order: "ASC" };
  const fields = Object.keys(SORT_COLUMNS);
  const shape = `[field, "ASC" or "DESC"] with a field of ${fields.join(", ")}`;
  const sort = parseJson("sort", text, shape);
  if (!Array.isArray(sort) || sort.length !== 2 || !fields.includes(sort[0]) || (sort[1] !== "ASC" && sort[1] !== "DESC")) {
    throw badRequest(`query parameter sort must be ${shape}`);
  }
  return { sort: sort[0] as SortField, order: sort[1] };
}

const FILTER_FIELDS: Record<keyof RequirementFilter, (value: unknown) => boolean> = {
  q: (v) => typeof v === "string" && v.length <= 500,
  ratingLte: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 5,
  ratingGte: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 5,
  findingType: (v) => typeof v === "string" && /^[A-Z0-9_]{1,100}$/.test(v),
  hasContradiction: (v) => typeof v === "boolean",
  hasDuplicate: (v) => typeof v === "boolean",
  id: (v) => Array.isArray(v) && v.length <= MAX_PAGE && v.every((id) => Number.isInteger(id) && id >= 1),
};

const FILTER_SHAPES: Record<keyof RequirementFilter, string> = {
  q: "a text of at most 500 characters",
  ratingLte: "an integer from 0 to 5",
  ratingGte: "an integer from 0 to 5",
  findingType: "a finding type such as WEAK_WORD",
  hasContradiction: "true or false",
  hasDuplicate: "true or false",
  id: `an array of at most ${MAX_PAGE} requirement ids (positions from 1)`,
};

function parseFilter(text: string | undefined): RequirementFilter {
  if (text === undefined) return {};
  const filter = parseJson("filter", text, "a JSON object");
  if (typeof filter !== "object" || filter === null || Array.isArray(filter)) throw badRequest("query parameter filter must be a JSON object");
  for (const [key, value] of Object.entries(filter)) {
    const check = FILTER_FIELDS[key as keyof RequirementFilter];
    if (!check)
      throw badRequest(`filter field ${JSON.stringify(key.slice(0, 50))} is unknown; the fields are ${Object.keys(FILTER_FIELDS).join(", ")}`);
    if (!check(value)) throw badRequest(`filter field ${key} must be ${FILTER_SHAPES[key as keyof RequirementFilter]}`);
  }
  return filter as RequirementFilter;
}

export function parseListQuery(query: { range?: string; sort?: string; filter?: string }) {
  return { ...parseRange(query.range), ...parseSort(query.sort), filter: parseFilter(query.filter) };
}
