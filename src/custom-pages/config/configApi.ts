/**
 * The calls of the /config console (DESIGN section 3), over the one HTTP client.
 * Lives in the lazy console chunk; the public pages use providers/api.ts.
 */
import { configSchemas } from "../../../schemas/generated/schemas";
import type { LanguageCode, UserInfo } from "../../providers/api";
import { ApiError, buildHeaders, request } from "../../providers/httpClient";

/** One configurable rule as GET /rules describes it; the menu and the editors come from this. */
export interface RuleInfo {
  name: string;
  title: string;
  languageAware: boolean;
  docsAnchor: string;
  improvementKey?: string | null;
  schema?: Record<string, unknown>;
}

export interface ApiKey {
  uuid: string;
  description: string;
  expirationDate?: string | null;
}

export interface LicenseExpiration {
  daysLeft: number;
  licenseIsExpired: boolean;
}

export interface DatabaseStatus {
  databaseReachable?: boolean;
  neo4jReachable?: boolean;
  similaritiesSchedulerTimerValue?: number | null;
  comparisonsSchedulerTimerValue?: number | null;
  errorMessage?: string | null;
  databaseInstances?: { dbName: string; requirementCount: number }[];
}

export interface DiffStatistics {
  minDiff: number | null;
  avgDiff: number | null;
  maxDiff: number | null;
}

export interface DatabaseStatistics {
  similarityStatistics?: DiffStatistics | null;
  comparisonStatistics?: DiffStatistics | null;
}

export interface LlmStatus {
  url?: string | null;
  statusCode?: number | null;
  modelName?: string | null;
  isLlmApiKeySet?: boolean;
  responseMessage?: string | null;
  lastSuccessfulCall?: string | null;
  lastFailedCall?: string | null;
  llmErrorRate?: number | null;
}

export interface PasswordChange {
  userName: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const enc = encodeURIComponent;

/** The built-in rules from the bundled schemas: used when GET /rules cannot be read. */
export function bundledRules(): RuleInfo[] {
  return Object.values(configSchemas).map((schema) => {
    const s = schema as unknown as Record<string, unknown>;
    return {
      name: String(s.$id),
      title: String(s.title ?? s.$id),
      languageAware: s["x-languageAware"] === true,
      docsAnchor: String(s["x-docsAnchor"] ?? s.$id),
      improvementKey: (s["x-improvementKey"] as string | undefined) ?? null,
    };
  });
}

export const configApi = {
  login: (userName: string, password: string) =>
    request<UserInfo>("/reqlens_login", { method: "POST", body: new URLSearchParams({ userName, password }) }),
  user: () => request<UserInfo>("/user"),

  rules: async (): Promise<RuleInfo[]> => {
    try {
      const rules = await request<RuleInfo[]>("/rules");
      if (Array.isArray(rules) && rules.length > 0) return rules;
    } catch (error) {
      console.warn("Could not load the rules; using the bundled ones", error);
    }
    return bundledRules();
  },

  factoryDefaults: <T>(language: LanguageCode, rule: string) => request<T>(`/configurations/${enc(language)}/${enc(rule)}`),

  licenseExpiration: () => request<LicenseExpiration>("/license/expiration"),
  requestLicense: async (body: { email: string; company: string; department: string }): Promise<Blob> => {
    // A file download: the one client reads JSON or text, so this call reads the bytes itself.
    const response = await fetch("/api/v2/license/request", {
      method: "POST",
      headers: buildHeaders({ Accept: "application/octet-stream, application/json" }, true),
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!response.ok) {
      const text = await response.text();
      let parsed: { errorCode?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // Not the error shape.
      }
      throw new ApiError(response.status, parsed.errorCode ?? "UNKNOWN", parsed.message ?? (text || response.statusText), parsed);
    }
    return response.blob();
  },

  apiKeyEnabled: () => request<boolean>("/apikey/enable").then((r) => r === true),
  setApiKeyEnabled: (enabled: boolean) => request<unknown>("/apikey/enable", { method: "POST", body: enabled }),

  databaseStatus: () => request<DatabaseStatus>("/status/database"),
  databaseStatistics: (dbName: string) => request<DatabaseStatistics>(`/status/database/${enc(dbName)}/statistics`),
  deleteDatabase: (dbName: string) => request<unknown>(`/status/database/${enc(dbName)}`, { method: "DELETE" }),
  llmStatus: () => request<LlmStatus>("/status/llm"),

  changePassword: (body: PasswordChange) => request<unknown>("/user/password", { method: "PUT", body }),
};
