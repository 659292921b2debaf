/**
 * Analysis of one document's requirements: locally with the engine (the default), or on a
 * server through POST /api/v2/requirements/analyse in batches of at most 1000; then the
 * comparison of the requirements with each other (engine/compare, always local) for
 * duplicates and contradictions.
 */
import { analyse, defaultConfigurationFile, resolveConfig, type ConfigurationFile, type Language } from "../engine/index.js";
import { compareAll } from "../engine/compare/index.js";
import type { AnalysedRow, ImportedRequirement } from "../documents/index.js";
import { UsageError } from "./errors.js";

export interface AnalyseSettings {
  language: Language | undefined;
  configuration?: ConfigurationFile;
  server?: { url: string; apiKey?: string };
  compare: boolean;
  /** Called after each requirement (local) or batch (server). */
  progress?: (done: number, total: number) => void;
}

/** Requirements per request to a server (the route's x-maxItems). */
export const SERVER_BATCH = 1000;

type Analysed = Pick<AnalysedRow, "rating" | "earsPattern" | "classifications" | "improvements"> & { language: Language };

function local(requirements: ImportedRequirement[], settings: AnalyseSettings): Analysed[] {
  const out: Analysed[] = [];
  for (const r of requirements) {
    try {
      // Only what a row shows is kept: a whole analysis (its findings and spans) of every requirement would stay in memory through the comparison.
      const { rating, earsPattern, classifications, improvements, language } = analyse(r.text, {
        language: settings.language,
        configuration: settings.configuration,
      });
      out.push({ rating, earsPattern, classifications, improvements, language });
    } catch {
      // A failed analysis is rated 0, as the server rates it; the other requirements go on.
      out.push({ rating: 0, earsPattern: "none", classifications: [], improvements: {}, language: settings.language ?? "en" });
    }
    if (out.length % 50 === 0 || out.length === requirements.length) settings.progress?.(out.length, requirements.length);
  }
  return out;
}

async function remote(requirements: ImportedRequirement[], settings: AnalyseSettings, server: { url: string; apiKey?: string }): Promise<Analysed[]> {
  const out: Analysed[] = [];
  for (let at = 0; at < requirements.length; at += SERVER_BATCH) {
    const batch = requirements.slice(at, at + SERVER_BATCH);
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (server.apiKey) headers["x-api-key"] = server.apiKey;
    let response: Response;
    try {
      response = await fetch(`${server.url}/api/v2/requirements/analyse`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          config: { language: settings.language ?? null },
          content: batch.map((r) => ({ externalId: r.id.slice(0, 200), text: r.text })),
        }),
      });
    } catch (error) {
      throw new UsageError(`--server: cannot reach ${server.url}: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { content?: Analysed[]; message?: string } | null;
    if (!response.ok || !Array.isArray(body?.content)) {
      throw new UsageError(`--server: ${server.url} answered ${response.status}${body?.message ? `: ${body.message}` : ""}`);
    }
    out.push(...body.content);
    settings.progress?.(out.length, requirements.length);
  }
  return out;
}

export async function analyseRequirements(requirements: ImportedRequirement[], settings: AnalyseSettings): Promise<AnalysedRow[]> {
  const analysed = settings.server ? await remote(requirements, settings, settings.server) : local(requirements, settings);
  const rows: AnalysedRow[] = requirements.map((r, i) => {
    const a = analysed[i];
    const row: AnalysedRow = {
      id: r.id,
      text: r.text,
      rating: a.rating,
      earsPattern: a.earsPattern,
      classifications: a.classifications,
      improvements: a.improvements,
    };
    if (r.section !== undefined) row.section = r.section;
    if (r.line !== undefined) row.line = r.line;
    return row;
  });
  if (!settings.compare || rows.length < 2) return rows;

  // Ids of a document need not be unique: the comparison works on positions.
  const similarity = resolveConfig(settings.configuration ?? defaultConfigurationFile(), "en").similarity;
  const { results } = compareAll(
    rows.map((row, i) => ({ id: String(i), text: row.text, language: analysed[i].language })),
    { threshold: similarity.threshold, duplicateThreshold: similarity.duplicateThreshold },
  );
  rows.forEach((row, i) => {
    const result = results.get(String(i));
    if (!result) return;
    row.contradictions = result.contradictions.map((c) => ({ id: rows[Number(c.id)].id, reason: c.reason }));
    row.duplicates = result.duplicates.map((d) => ({ id: rows[Number(d.id)].id, score: d.score, reason: d.reason }));
  });
  return rows;
}
