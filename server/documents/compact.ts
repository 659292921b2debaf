/**
 * The compact form of a document's analysis results (migration 016): what the job stores for
 * each requirement instead of its classifications and improvements as JSON objects.
 *
 * The words of findings and improvements repeat across a document (every weak word of the
 * same kind has the same message, every requirement missing a modal verb the same advice),
 * so each chunk keeps its distinct strings once, in a list of its own, and a result names
 * them by their index in it. A finding's text is the part of the requirement between its
 * offsets, so it is not stored at all. A chunk sends a quarter of the bytes the objects took,
 * and storing it costs the database a quarter of the work.
 *
 * Reading rebuilds the objects exactly as they were stored before (as jsonb gave them back:
 * its key order, shortest key first), so the reads answer the same whichever form a row has.
 * A result the compact form cannot carry exactly (a finding whose text is not the part between
 * its offsets, or a field the form does not know) is stored in the full form.
 */
import { addToTally, emptyTally, type SummaryTally } from "../../documents/index.js";
import type { AnalysisItem } from "../../schemas/generated/types.js";

type Classifications = AnalysisItem["classifications"];
type Finding = Classifications[number]["findings"][number];

/**
 * A finding: its offsets and the index of its message, and of its replacement when it has one.
 * A classification: its key, then its findings. The improvements: key and index of its advice, in turn.
 */
type CompactFinding = [number, number, number] | [number, number, number, number];
export interface CompactResult {
  c: Array<[Classifications[number]["classificationKey"], ...CompactFinding[]]>;
  m: Array<string | number>;
}

/** The distinct strings of one chunk's results, each with its index. */
export class StringTable {
  readonly strings: string[] = [];
  private readonly index = new Map<string, number>();

  of(value: string): number {
    let n = this.index.get(value);
    if (n === undefined) {
      n = this.strings.length;
      this.strings.push(value);
      this.index.set(value, n);
    }
    return n;
  }
}

const FINDING_KEYS = new Set(["start", "end", "text", "message", "replacement"]);

/** The compact form of a result, its strings added to `table`; null when the form cannot carry it exactly. */
export function compactResult(text: string, item: Pick<AnalysisItem, "classifications" | "improvements">, table: StringTable): CompactResult | null {
  const c: CompactResult["c"] = [];
  for (const classification of item.classifications) {
    if (Object.keys(classification).length !== 2 || !Array.isArray(classification.findings)) return null;
    const findings: CompactFinding[] = [];
    for (const f of classification.findings) {
      if (!isCompactable(text, f)) return null;
      findings.push(
        f.replacement === undefined ? [f.start, f.end, table.of(f.message)] : [f.start, f.end, table.of(f.message), table.of(f.replacement)],
      );
    }
    c.push([classification.classificationKey, ...findings]);
  }
  const m: CompactResult["m"] = [];
  for (const [key, advice] of Object.entries(item.improvements)) {
    if (typeof advice !== "string") return null;
    m.push(key, table.of(advice));
  }
  return { c, m };
}

function isCompactable(text: string, f: Finding): boolean {
  for (const key of Object.keys(f)) if (!FINDING_KEYS.has(key)) return false;
  return (
    Number.isInteger(f.start) &&
    Number.isInteger(f.end) &&
    typeof f.message === "string" &&
    (f.replacement === undefined || typeof f.replacement === "string") &&
    text.slice(f.start, f.end) === f.text
  );
}

/** jsonb's order of object keys: shorter first, then by their bytes (the keys here are ASCII). */
const jsonbOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The classifications and improvements of a compact result, as the full form reads back. */
export function expandResult(
  text: string,
  compact: CompactResult,
  strings: readonly string[],
): { classifications: Classifications; improvements: Record<string, string> } {
  const classifications = compact.c.map(([classificationKey, ...findings]) => ({
    findings: findings.map(([start, end, message, replacement]): Finding => {
      // Keys in jsonb's order (end, text, start, message, replacement), as the full form reads back.
      const finding = { end, text: text.slice(start, end), start, message: strings[message] } as Finding;
      if (replacement !== undefined) finding.replacement = strings[replacement];
      return finding;
    }),
    classificationKey,
  }));
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < compact.m.length; i += 2) pairs.push([String(compact.m[i]), strings[Number(compact.m[i + 1])]]);
  pairs.sort(([a], [b]) => jsonbOrder(a, b));
  return { classifications, improvements: Object.fromEntries(pairs) };
}

/**
 * A stored result (migration 019's document_part.results): language, rating, EARS pattern, the
 * classification keys of its findings, and either the compact form or (where that cannot carry
 * the result) the classifications and improvements in jsonb's key order.
 */
export type StoredResult = [
  AnalysisItem["language"],
  number,
  AnalysisItem["earsPattern"],
  string[],
  CompactResult | null,
  Classifications | null,
  Record<string, string> | null,
];

/**
 * Consecutive results of a document as the job stores them, built where they were analysed
 * (an engine thread), so the main thread hands the database text it need not read: `results`
 * the JSON array of their StoredResults, `strings` the JSON array of the part's distinct
 * strings; `first` is the position of its first requirement.
 */
export interface StoredPart {
  first: number;
  count: number;
  results: string;
  strings: string;
}

/** Where a document's results go: the position of the first of them. */
export interface StoreAt {
  first: number;
}

/** A value with the keys of its objects in jsonb's order, as the full form read back when it was stored as jsonb. */
function inJsonbOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inJsonbOrder) as T;
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value).sort(jsonbOrder);
  return Object.fromEntries(keys.map((key) => [key, inJsonbOrder((value as Record<string, unknown>)[key])])) as T;
}

/** The stored form of results of a document's requirements from `at.first` on (their texts as given for analysis), with their tally. */
export function storedPart(at: StoreAt, texts: readonly string[], items: readonly AnalysisItem[]): { part: StoredPart; tally: SummaryTally } {
  const table = new StringTable();
  const results = items.map((item, k): StoredResult => {
    const compact = compactResult(texts[k], item, table);
    const types = [...new Set(item.classifications.map((c) => c.classificationKey))];
    const full = compact ? [null, null] : [inJsonbOrder(item.classifications), inJsonbOrder(item.improvements as Record<string, string>)];
    return [item.language, item.rating, item.earsPattern, types, compact, ...(full as [Classifications | null, Record<string, string> | null])];
  });
  return {
    part: { first: at.first, count: items.length, results: JSON.stringify(results), strings: JSON.stringify(table.strings) },
    tally: addToTally(emptyTally(), items),
  };
}
