/**
 * The one error shape of every endpoint: { httpStatus, errorCode, message }.
 * Handlers throw HttpError; the error handler (plugins/app/error-handler.ts) turns
 * everything else — validation, body parsing, unknown failures — into the same shape.
 */
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "LICENSE_ERROR"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE"
  | "UNKNOWN"
  | "APIKEY_MISSING"
  | "APIKEY_INVALID"
  | "APIKEY_EXPIRED"
  | "COLUMNS_UNSURE";

export interface ErrorBody {
  httpStatus: number;
  errorCode: ErrorCode;
  message: string;
  /** COLUMNS_UNSURE only: the headers of an uploaded table. */
  columns?: string[];
}

export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ErrorBody {
    return { httpStatus: this.httpStatus, errorCode: this.errorCode, message: this.message };
  }
}

export const badRequest = (message: string) => new HttpError(400, "BAD_REQUEST", message);
export const notFound = (message: string) => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);
export const payloadTooLarge = (message: string) => new HttpError(413, "PAYLOAD_TOO_LARGE", message);
export const serviceUnavailable = (message: string) => new HttpError(503, "SERVICE_UNAVAILABLE", message);
export const licenseError = (message: string) => new HttpError(403, "LICENSE_ERROR", message);

/** The error code a bare HTTP status stands for. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return "BAD_REQUEST";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 405:
      return "METHOD_NOT_ALLOWED";
    case 409:
      return "CONFLICT";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "TOO_MANY_REQUESTS";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 400 && status < 500 ? "BAD_REQUEST" : "UNKNOWN";
  }
}
