/**
 * Comparison of one requirement against an index: similar requirements, duplicates and
 * contradictions, with reasons in the requirement's language.
 *
 * - similar: candidates whose similarity (similarity.ts) reaches `threshold`;
 * - duplicates: candidates whose similarity reaches `duplicateThreshold` and that do not
 *   contradict the requirement (a "shall not" twin is no duplicate), with a reason;
 * - contradictions: candidates sharing at least one term with the requirement and reaching
 *   `contradictionMinScore`, for which contradictions.ts finds a reason.
 */
import { detectLanguage } from "../language.js";
import type { Language } from "../types.js";
import { ComparisonIndex, type IndexOptions } from "./comparison-index.js";
import { contradictionTerms, findContradiction } from "./contradictions.js";
import { duplicateReason } from "./duplicates.js";

export interface CompareOptions {
  /** Similarity threshold, 0..1 (configuration "similarity.threshold", default 0.5). */
  threshold?: number;
  /** Duplicate threshold, 0..1 (configuration "similarity.duplicateThreshold", default 0.9). */
  duplicateThreshold?: number;
  /** Candidates taken from the index (default 50). */
  candidates?: number;
  /** Least similarity for a contradiction candidate (default 0.1). */
  contradictionMinScore?: number;
}

export interface CompareResult {
  similar: Array<{ id: string; score: number }>;
  duplicates: Array<{ id: string; score: number; reason: string }>;
  contradictions: Array<{ id: string; reason: string }>;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function compareOne(index: ComparisonIndex, id: string, options: CompareOptions = {}): CompareResult {
  const threshold = options.threshold ?? 0.5;
  const duplicateThreshold = options.duplicateThreshold ?? 0.9;
  const minScore = options.contradictionMinScore ?? 0.1;
  const result: CompareResult = { similar: [], duplicates: [], contradictions: [] };
  const text = index.text(id);
  const language = index.language(id);
  if (text === undefined || language === undefined) return result;
  const reading = index.reading(id)!;
  // Only candidates sharing an action term (or a related one) are read in full.
  const relevant = contradictionTerms(reading);
  for (const candidate of index.candidates(id, options.candidates ?? 50)) {
    const score = candidate.score === 1 ? 1 : round(candidate.score);
    let contradiction = null;
    if (candidate.score >= minScore && candidate.score < 1 && (relevant === null || index.hasAnyTerm(candidate.id, relevant))) {
      const other = index.reading(candidate.id);
      if (other) contradiction = findContradiction(reading, other, language);
    }
    if (contradiction) result.contradictions.push({ id: candidate.id, reason: contradiction.reason });
    if (score >= threshold) result.similar.push({ id: candidate.id, score });
    if (score >= duplicateThreshold && !contradiction) {
      result.duplicates.push({ id: candidate.id, score, reason: duplicateReason(text, index.text(candidate.id)!, language) });
    }
  }
  return result;
}

export interface CompareInput {
  id: string;
  text: string;
  language?: Language;
}

/**
 * Compares every requirement with every other one through an index (each requirement is
 * added, then compared with its candidates; no pair loop). For evaluation and batch jobs.
 */
export function compareAll(
  texts: readonly CompareInput[],
  options: CompareOptions & IndexOptions = {},
): { index: ComparisonIndex; results: Map<string, CompareResult> } {
  const index = new ComparisonIndex({ ...options, keepReadings: true });
  for (const t of texts) index.add(t.id, t.text, t.language ?? detectLanguage(t.text));
  const results = new Map<string, CompareResult>();
  for (const t of texts) results.set(t.id, compareOne(index, t.id, options));
  return { index, results };
}

/**
 * Incremental mode: adds one requirement and compares it with those already in the index.
 * The caller mirrors each pair onto the other requirement, so every pair is found once as
 * requirements arrive, at the cost of one index query each.
 */
export function addAndCompare(
  index: ComparisonIndex,
  id: string,
  text: string,
  language: Language = detectLanguage(text),
  options: CompareOptions = {},
): CompareResult {
  index.add(id, text, language);
  return compareOne(index, id, options);
}
