/**
 * The database being out of reach, told apart from every other database error: the
 * connection was refused, reset or timed out, the server is shutting down, or it did
 * not answer a statement in time. Such a failure says nothing about the request, so it
 * is answered 503 SERVICE_UNAVAILABLE (by the error handler, in one place) instead of
 * 500, and the request may simply be repeated once the database is back.
 */
import { HttpError } from "../errors.js";

/** Node's socket error codes that mean "no connection to the server". */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (shut down, crashed, cannot connect now), 53300 (too many connections) and 57014
 * (statement cancelled: our statement_timeout — the database did not answer in time).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** The words of pg and pg-pool for a lost or never-made connection, for a closed pool, and of a closed PGlite. */
const MESSAGES: Array<[RegExp, string]> = [
  [/timeout exceeded when trying to connect/i, "no connection within the connect time-out"],
  [/Connection terminated due to connection timeout/i, "no connection within the connect time-out"],
  [/Connection terminated/i, "the connection was lost"],
  [/Query read timeout/i, "no answer within the query time-out"],
  [/not queryable/i, "the connection was lost"],
  [/Cannot use a pool after calling end/i, "the server is shutting down"],
  // The embedded database closes only when the process shuts down.
  [/^PGlite is closed/, "the database is closed"],
];

/** Why the database is out of reach, in a few words; null when the error is something else. */
export function unavailableReason(error: unknown): string | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (code === "ECONNREFUSED") return "connection refused";
    if (code === "ECONNRESET" || code === "EPIPE" || code === "ECONNABORTED") return "the connection was lost";
    if (code === "ETIMEDOUT") return "no connection within the connect time-out";
    if (NETWORK_CODES.has(code)) return "the server cannot be reached";
    if (code === "57014") return "no answer within the statement time-out";
    if (code === "53300") return "too many connections";
    if (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code)) return "the server is shutting down or not accepting connections";
  }
  if (typeof message === "string") {
    for (const [pattern, reason] of MESSAGES) if (pattern.test(message)) return reason;
  }
  // AggregateError of a connect attempt to several addresses (localhost: ::1 and 127.0.0.1).
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) return unavailableReason(errors[0]);
  return null;
}

export const isUnavailable = (error: unknown): boolean => unavailableReason(error) !== null;

/** The database is out of reach: answered 503 SERVICE_UNAVAILABLE. */
export class DatabaseUnavailableError extends HttpError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(503, "SERVICE_UNAVAILABLE", `the database is not reachable (${reason}); try again shortly`);
    this.name = "DatabaseUnavailableError";
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

/** The error to throw for a failed database call: the unavailable ones become DatabaseUnavailableError. */
export function asDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const reason = unavailableReason(error);
  return reason === null ? error : new DatabaseUnavailableError(reason, { cause: error });
}
