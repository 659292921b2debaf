/**
 * The one HTTP client of the console. Every request carries X-API-KEY when a key is
 * stored; every failure becomes an ApiError with the server's one error shape
 * ({ httpStatus, errorCode, message }) when the body has it.
 */
import type { ErrorResponse } from "../../schemas/generated/types";
import { apiKeyStore } from "./storage";

export const API_BASE = "/api/v2";

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly body: unknown;
  /** Retry-After of a 429 or 503 answer, in seconds; null without one. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, errorCode: string, message: string, body: unknown, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errorCode = errorCode;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The whole minutes a refused sign-in or password attempt (429) must wait; null for any other error. */
export function tooManyAttemptsMinutes(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === "object" && body !== null && "errorCode" in body && "message" in body;
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON unless it is FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** "manual" leaves redirects to the caller; a redirect then fails as status 307 without a readable body. */
  redirect?: RequestRedirect;
}

/** Adds X-API-KEY (when stored) and the JSON headers to a request. */
export function buildHeaders(extra: Record<string, string> = {}, hasJsonBody = false): Headers {
  const headers = new Headers({ Accept: "application/json", ...extra });
  if (hasJsonBody) headers.set("Content-Type", "application/json");
  const key = apiKeyStore.get();
  if (key) headers.set("X-API-KEY", key);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Requests a URL; a path starting with "/" that is not under /api, /assets or /docs gets the API base. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = /^\/(api|assets|docs|logout|reqlens_login)\b/.test(path) || /^https?:/.test(path) ? path : `${API_BASE}${path}`;
  const isForm = options.body instanceof FormData || options.body instanceof URLSearchParams;
  const hasJson = options.body !== undefined && !isForm;
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers: buildHeaders(options.headers, hasJson),
    body: options.body === undefined ? undefined : isForm ? (options.body as BodyInit) : JSON.stringify(options.body),
    credentials: "same-origin",
    signal: options.signal,
    redirect: options.redirect,
  });
  if (response.type === "opaqueredirect") throw new ApiError(307, "REDIRECT", "Redirected", null);
  const body = await readBody(response);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
    const wait = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null;
    if (isErrorResponse(body)) throw new ApiError(response.status, body.errorCode, body.message, body, wait);
    const message = typeof body === "string" && body ? body : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(response.status, response.status === 429 ? "TOO_MANY_REQUESTS" : "UNKNOWN", message, body, wait);
  }
  return body as T;
}
