/** The calls the public pages make, typed from schemas/generated. */
import type { AnalysisItem, AnalysisRequest, AnalysisResponse, WebConfig } from "../../schemas/generated/types";
import { request } from "./httpClient";

export type LanguageCode = "en" | "de";
export const SUPPORTED_LANGUAGES: readonly LanguageCode[] = ["en", "de"];

export type LicenseStatus = "VALID_LICENSE" | "NO_LICENSE" | "CORRUPTED_LICENSE" | "EXPIRED_LICENSE";

export interface ConfigFileEntry {
  configId: string;
  isDefault: boolean;
}

export type StaticConfig = Partial<WebConfig> & Pick<WebConfig, "isShowConfig">;

export interface UserInfo {
  userName: string;
  roles: string[];
}

/** A better wording of a requirement and the rating it gets. */
export interface Suggestion {
  text: string;
  rating: number;
}

/** One analysed requirement as the check page keeps it: the item plus the response's metadata. */
export type CheckResult = AnalysisItem & { processingTimeInMs: number; configurationId: string };

export const api = {
  version: () => request<{ version: string }>("/version").then((r) => r.version),
  demo: () => request<boolean>("/demo").then((r) => r === true),
  user: () => request<UserInfo>("/user"),
  staticConfig: () => request<StaticConfig>("/assets/config.json"),
  licenseStatus: () => request<{ status: LicenseStatus }>("/license/status").then((r) => r.status),
  languages: () =>
    request<{ languages: string[] }>("/languages").then((r) =>
      r.languages.filter((l): l is LanguageCode => (SUPPORTED_LANGUAGES as readonly string[]).includes(l)),
    ),
  configFiles: () => request<ConfigFileEntry[]>("/configfile"),
  features: () => request<{ features: string[] }>("/features").then((r) => (Array.isArray(r.features) ? r.features : [])),

  /** Better wordings with their ratings, best first (POST /requirements/suggestions/rated). */
  suggestions: (result: AnalysisItem, configId: string | null) =>
    request<Suggestion[]>(`/requirements/suggestions/rated${configId ? `?configId=${encodeURIComponent(configId)}` : ""}`, {
      method: "POST",
      body: result,
    }),

  async detectLanguage(text: string, signal?: AbortSignal): Promise<LanguageCode | null> {
    const body: AnalysisRequest = { config: { verbose: false }, content: [{ externalId: "1", text }] };
    const response = await request<{ content: { language?: string }[] }>("/languages/analyse", { method: "POST", body, signal });
    const language = response.content[0]?.language;
    return language === "en" || language === "de" ? language : null;
  },

  async analyse(params: { text: string; language: LanguageCode | null; configId: string | null; uiLanguage?: LanguageCode }): Promise<CheckResult> {
    const body: AnalysisRequest = {
      config: {
        language: params.language,
        configId: params.configId,
        verbose: true,
        ...(params.uiLanguage ? { uiLanguage: params.uiLanguage } : {}),
      },
      content: [{ externalId: "1", text: params.text }],
    };
    const response = await request<AnalysisResponse>("/requirements/analyse", { method: "POST", body });
    const item = response.content[0];
    if (!item) throw new Error("The analysis returned no result.");
    return { ...item, processingTimeInMs: response.processingTimeInMs, configurationId: response.configurationId };
  },
};
