/**
 * Refusals Fastify answers before any route, hook or error handler runs — a URL whose
 * percent escapes do not decode, a path parameter over the length limit, and malformed
 * HTTP on the socket. Fastify's own answers have another shape; these give the one
 * error shape ({ httpStatus, errorCode, message }) like every other refusal.
 */
import type { Socket } from "node:net";
import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { codeForStatus, type ErrorBody } from "./errors.js";

/**
 * Longest path parameter, as sent (percent-encoded). Fastify's default of 100 would refuse
 * a user name of up to 200 characters with a 414, and a percent-escaped one takes up to
 * twelve characters per character.
 */
export const MAX_PARAM_LENGTH = 4096;

function body(httpStatus: number, message: string): ErrorBody {
  return { httpStatus, errorCode: codeForStatus(httpStatus), message };
}

/** Fastify's frameworkErrors option: bad URLs and over-long path parameters. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? body(414, `a path parameter is longer than the limit of ${MAX_PARAM_LENGTH} characters`)
      : error.code === "FST_ERR_BAD_URL"
        ? body(400, "the URL is not valid: its percent escapes do not decode to UTF-8")
        : body(400, error.message);
  void reply.code(answer.httpStatus).type("application/json; charset=utf-8").send(answer);
}

/** Fastify's clientErrorHandler option: HTTP the parser refuses (bad request line or headers, header overflow, timeout). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? body(408, "the request did not arrive in time")
      : error.code === "HPE_HEADER_OVERFLOW"
        ? body(431, "the request headers are larger than the limit")
        : body(400, "the request is not valid HTTP");
  if (socket.writable) {
    const json = JSON.stringify(answer);
    socket.write(
      `HTTP/1.1 ${answer.httpStatus} ${STATUS_CODES[answer.httpStatus]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** The server options that route these refusals here. */
export const clientErrorOptions: Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler" | "routerOptions"> = {
  frameworkErrors,
  clientErrorHandler,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
};
