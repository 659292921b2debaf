/** The analysed requirement the exporters write, the document summary, and the CI gate. */
import type { DocumentFormat } from "../types.js";

export interface AnalysedFinding {
  start: number;
  end: number;
  text?: string;
  message?: string;
  replacement?: string;
}

export interface AnalysedClassification {
  classificationKey: string;
  findings: AnalysedFinding[];
}

/** One analysed requirement (the field names of schemas/api/analysis-response.schema.json). */
export interface AnalysedRow {
  id: string;
  text: string;
  section?: string;
  line?: number;
  rating: number;
  earsPattern: string;
  classifications: AnalysedClassification[];
  improvements?: Record<string, string>;
  contradictions?: { id: string; reason: string }[];
  duplicates?: { id: string; score: number; reason?: string }[];
}

export type RatingKey = "0" | "1" | "2" | "3" | "4" | "5";

export interface DocumentSummary {
  requirements: number;
  /** Mean rating of the requirements whose analysis did not fail (rating 0), two decimals; 0 when there are none. */
  averageRating: number;
  ratings: Record<RatingKey, number>;
  /** Findings per finding type (each finding counts). */
  findings: Record<string, number>;
  /** Pairs of requirements that contradict each other. */
  contradictions: number;
  /** Pairs of requirements that duplicate each other. */
  duplicates: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * The running counts a summary is made of, added to as requirements are analysed and pairs
 * found (the document job keeps one per document, so a summary never needs the rows again).
 */
export interface SummaryTally {
  requirements: number;
  /** Requirements rated above 0, and the sum of their ratings. */
  rated: number;
  ratingSum: number;
  ratings: Record<RatingKey, number>;
  findings: Record<string, number>;
  contradictions: number;
  duplicates: number;
}

export const emptyTally = (): SummaryTally => ({
  requirements: 0,
  rated: 0,
  ratingSum: 0,
  ratings: { "0": 0, "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
  findings: {},
  contradictions: 0,
  duplicates: 0,
});

/** Adds analysed requirements (their rating and findings) to a tally, in place; returns it. */
export function addToTally(tally: SummaryTally, rows: Iterable<Pick<AnalysedRow, "rating" | "classifications">>): SummaryTally {
  for (const row of rows) {
    tally.requirements++;
    tally.ratings[String(Math.max(0, Math.min(5, Math.round(row.rating)))) as RatingKey]++;
    if (row.rating > 0) {
      tally.rated++;
      tally.ratingSum += row.rating;
    }
    for (const c of row.classifications) tally.findings[c.classificationKey] = (tally.findings[c.classificationKey] ?? 0) + c.findings.length;
  }
  return tally;
}

/** Adds the counts of another tally (of other requirements) to a tally, in place; returns it. */
export function mergeTally(tally: SummaryTally, other: SummaryTally): SummaryTally {
  tally.requirements += other.requirements;
  tally.rated += other.rated;
  tally.ratingSum += other.ratingSum;
  for (const [key, n] of Object.entries(other.ratings)) tally.ratings[key as RatingKey] += n;
  for (const [key, n] of Object.entries(other.findings)) tally.findings[key] = (tally.findings[key] ?? 0) + n;
  tally.contradictions += other.contradictions;
  tally.duplicates += other.duplicates;
  return tally;
}

export function summaryOfTally(tally: SummaryTally): DocumentSummary {
  return {
    requirements: tally.requirements,
    averageRating: tally.rated === 0 ? 0 : Math.round((tally.ratingSum / tally.rated) * 100) / 100,
    ratings: { ...tally.ratings },
    findings: { ...tally.findings },
    contradictions: tally.contradictions,
    duplicates: tally.duplicates,
  };
}

/** The tally of analysed rows, their duplicate and contradiction pairs counted once each. */
export function tallyRows(rows: AnalysedRow[]): SummaryTally {
  const tally = addToTally(emptyTally(), rows);
  const contradictions = new Set<string>();
  const duplicates = new Set<string>();
  for (const row of rows) {
    for (const c of row.contradictions ?? []) contradictions.add(pairKey(row.id, c.id));
    for (const d of row.duplicates ?? []) duplicates.add(pairKey(row.id, d.id));
  }
  tally.contradictions = contradictions.size;
  tally.duplicates = duplicates.size;
  return tally;
}

export const summarise = (rows: AnalysedRow[]): DocumentSummary => summaryOfTally(tallyRows(rows));

/** Finding types of a row, in the order the analysis gave them, each once. */
export const findingTypes = (row: AnalysedRow) => row.classifications.filter((c) => c.findings.length > 0).map((c) => c.classificationKey);

/** Messages of a row's findings, each once. */
export function findingMessages(row: AnalysedRow): string[] {
  const messages = new Set<string>();
  for (const c of row.classifications) for (const f of c.findings) if (f.message) messages.add(f.message);
  return [...messages];
}

/** Worst first: lowest rating, then most findings, then document order. */
export function worstFirst(rows: AnalysedRow[]): AnalysedRow[] {
  const count = (r: AnalysedRow) => r.classifications.reduce((n, c) => n + c.findings.length, 0);
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.rating - b.row.rating || count(b.row) - count(a.row) || a.i - b.i)
    .map((x) => x.row);
}

/** The CI gate: what makes a requirement or a file fail. */
export interface Gate {
  /** Requirements rated below this fail (1–5). */
  minRating?: number;
  /** A file whose average rating is below this fails. */
  minAverage?: number;
  /** Finding types that fail a requirement; CONTRADICTION and DUPLICATE are comparison results. */
  failOn?: string[];
}

/** One checked file: what the CLI's json, sarif and junit outputs are made of. */
export interface FileReport {
  file: string;
  format: DocumentFormat;
  rows: AnalysedRow[];
  summary: DocumentSummary;
  /** Per row (same order), why it breaks the gate; empty when it passes. */
  rowFailures: string[][];
  /** Why the file as a whole breaks the gate (its average). */
  fileFailures: string[];
}

export function applyGate(file: string, format: DocumentFormat, rows: AnalysedRow[], gate: Gate): FileReport {
  const summary = summarise(rows);
  const failOn = new Set((gate.failOn ?? []).map((t) => t.toUpperCase()));
  const rowFailures = rows.map((row) => {
    const reasons: string[] = [];
    if (gate.minRating !== undefined && row.rating < gate.minRating) reasons.push(`rating ${row.rating} is below the minimum ${gate.minRating}`);
    for (const type of findingTypes(row)) if (failOn.has(type)) reasons.push(`has a ${type} finding`);
    if (failOn.has("CONTRADICTION") && (row.contradictions?.length ?? 0) > 0)
      reasons.push(`contradicts ${row.contradictions!.map((c) => c.id).join(", ")}`);
    if (failOn.has("DUPLICATE") && (row.duplicates?.length ?? 0) > 0) reasons.push(`duplicates ${row.duplicates!.map((d) => d.id).join(", ")}`);
    return reasons;
  });
  const fileFailures: string[] = [];
  if (gate.minAverage !== undefined && rows.length > 0 && summary.averageRating < gate.minAverage) {
    fileFailures.push(`average rating ${summary.averageRating} is below the minimum ${gate.minAverage}`);
  }
  return { file, format, rows, summary, rowFailures, fileFailures };
}

export const passed = (files: FileReport[]) => files.every((f) => f.fileFailures.length === 0 && f.rowFailures.every((r) => r.length === 0));
