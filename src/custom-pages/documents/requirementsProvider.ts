/**
 * The requirements of one document as a react-admin data provider: the server answers
 * GET /documents/{id}/requirements in the ra-data-simple-rest dialect (range, sort,
 * filter, Content-Range), and every call carries the document's token and the interface
 * language (`uiLanguage`), in which the server words the findings' messages and the
 * improvements, whatever the language of the requirements.
 */
import { fetchUtils, type DataProvider } from "ra-core";
import simpleRestProvider from "ra-data-simple-rest";
import type { AnalysisClassification, AnalysisItem, DocumentRequirement } from "../../../schemas/generated/types";
import { API_BASE, buildHeaders } from "../../providers/httpClient";
import { DOCUMENT_TOKEN_HEADER } from "./documentsApi";

/** The react-admin resource of a document's requirements (the path under the API base). */
export function requirementsResource(documentId: string): string {
  return `documents/${encodeURIComponent(documentId)}/requirements`;
}

/** The URL with the interface language added to its query. */
export function withUiLanguage(url: string, uiLanguage: "en" | "de"): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.set("uiLanguage", uiLanguage);
  return url.startsWith("/") ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

export function documentRequirementsProvider(token: string | null, uiLanguage: "en" | "de"): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = buildHeaders(token ? { [DOCUMENT_TOKEN_HEADER]: token } : {});
    new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => headers.set(key, value));
    return fetchUtils.fetchJson(withUiLanguage(url, uiLanguage), { ...options, headers, credentials: "same-origin" });
  };
  return simpleRestProvider(API_BASE, httpClient);
}

export type { DocumentRequirement };

/** The analysis result of a requirement, as the check and examples pages know it. */
export function analysisItemOf(row: DocumentRequirement, fallbackLanguage: "en" | "de"): AnalysisItem {
  return {
    text: row.text,
    externalId: row.externalId,
    language: row.language === "de" || row.language === "en" ? row.language : fallbackLanguage,
    rating: row.rating ?? 0,
    gibberish: false,
    improvements: row.improvements,
    processedText: row.processedText ?? "",
    // The route's items are AnalysisClassification objects (its schema leaves them open).
    classifications: row.classifications as unknown as AnalysisClassification[],
    earsPattern: (row.earsPattern ?? "none") as AnalysisItem["earsPattern"],
  };
}
