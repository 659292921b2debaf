/**
 * The console's global error handling, as a pure decision: FORBIDDEN becomes
 * LICENSE_ERROR, UNAUTHORIZED resets the user to anonymous, anything else goes to
 * /error with its code (UNKNOWN when the error has none) and, outside production,
 * its stack lines.
 */
import { isApiError } from "../../providers/httpClient";
import { translateServerReason } from "./serverReasons";

export type ErrorDecision = { kind: "unauthorized" } | { kind: "navigate"; code: string; stack?: string[] };

const KNOWN_CODES = ["FORBIDDEN", "UNAUTHORIZED", "LICENSE_ERROR", "NOT_FOUND", "SERVICE_UNAVAILABLE", "UNKNOWN"];

function codeOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401 || error.errorCode === "UNAUTHORIZED") return "UNAUTHORIZED";
    if (error.status === 403 || error.errorCode === "FORBIDDEN") return "LICENSE_ERROR";
    if (KNOWN_CODES.includes(error.errorCode)) return error.errorCode;
    if (error.status === 404) return "NOT_FOUND";
    if (error.status === 503) return "SERVICE_UNAVAILABLE";
    return "UNKNOWN";
  }
  const status = (error as { status?: number } | null)?.status;
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "LICENSE_ERROR";
  return "UNKNOWN";
}

export function decideError(error: unknown, production: boolean): ErrorDecision {
  const code = codeOf(error);
  if (code === "UNAUTHORIZED") return { kind: "unauthorized" };
  const stack =
    !production && error instanceof Error && error.stack
      ? error.stack
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean)
      : undefined;
  return stack ? { kind: "navigate", code, stack } : { kind: "navigate", code };
}

export function isUnauthorized(error: unknown): boolean {
  return codeOf(error) === "UNAUTHORIZED";
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a form or notification says about a failed call: the server's reason (the
 * `message` of its error shape) in the console's language (translateServerReason).
 * Works for the one HTTP client's ApiError and ra-core's HttpError.
 */
export function describeError(error: unknown, translate: Translate): string {
  const body = (error as { body?: { errorCode?: unknown; message?: unknown } } | null)?.body;
  const status = (error as { status?: number } | null)?.status;
  const code = isApiError(error) ? error.errorCode : typeof body?.errorCode === "string" ? body.errorCode : status === 401 ? "UNAUTHORIZED" : "";
  const message = typeof body?.message === "string" ? body.message : error instanceof Error ? error.message : String(error ?? "");
  return translateServerReason(code, message, translate);
}
