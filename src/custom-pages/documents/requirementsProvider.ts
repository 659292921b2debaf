/**
 * The requirements of one document as a react-admin data provider: the server answers
 * GET /documents/{id}/requirements in the ra-data-simple-rest dialect (range, sort,
 * filter, Content-Range), and every call carries the document's token.
 */
import { fetchUtils, type DataProvider } from "ra-core";
import simpleRestProvider from "ra-data-simple-rest";
import type { AnalysisClassification, AnalysisItem } from "../../../schemas/generated/types";
import { API_BASE, buildHeaders } from "../../providers/httpClient";
import { DOCUMENT_TOKEN_HEADER } from "./documentsApi";

/** The react-admin resource of a document's requirements (the path under the API base). */
export function requirementsResource(documentId: string): string {
  return `documents/${encodeURIComponent(documentId)}/requirements`;
}

export function documentRequirementsProvider(token: string | null): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = buildHeaders(token ? { [DOCUMENT_TOKEN_HEADER]: token } : {});
    new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => headers.set(key, value));
    return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
  };
  return simpleRestProvider(API_BASE, httpClient);
}

export interface RequirementReference {
  externalId: string;
  reason: string;
  text?: string;
  duplicateScore?: number;
}

/** One requirement of a document, as the requirements route lists it. */
export interface DocumentRequirement {
  id: string | number;
  externalId: string;
  section: string | null;
  text: string;
  language?: string | null;
  rating: number;
  classifications: AnalysisClassification[];
  processedText: string;
  earsPattern: AnalysisItem["earsPattern"];
  improvements: Record<string, string>;
  contradictions: RequirementReference[];
  duplicates: RequirementReference[];
}

/** The references of a requirement, whichever key the server names the other requirement with. */
export function references(list: unknown): RequirementReference[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): RequirementReference[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const externalId = [e.externalId, e.contradictingExternalId, e.duplicateExternalId].find((v) => typeof v === "string");
    if (typeof externalId !== "string") return [];
    const score = [e.duplicateScore, e.score].find((v) => typeof v === "number");
    return [{ externalId, reason: typeof e.reason === "string" ? e.reason : "", text: typeof e.text === "string" ? e.text : undefined, duplicateScore: score as number | undefined }];
  });
}

/** The analysis result of a requirement, as the check and examples pages know it. */
export function analysisItemOf(row: DocumentRequirement, fallbackLanguage: "en" | "de"): AnalysisItem {
  return {
    text: row.text,
    externalId: row.externalId,
    language: row.language === "de" || row.language === "en" ? row.language : fallbackLanguage,
    rating: row.rating,
    gibberish: false,
    improvements: row.improvements ?? {},
    processedText: row.processedText ?? "",
    classifications: Array.isArray(row.classifications) ? row.classifications : [],
    earsPattern: row.earsPattern ?? "none",
  };
}
