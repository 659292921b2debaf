/**
 * One error handler, one error shape ({ httpStatus, errorCode, message }) for every
 * failure: our own HttpErrors, schema validation, body parsing, unknown routes and
 * anything unexpected. Logs carry method and path, never bodies or headers.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { DatabaseUnavailableError, unavailableReason } from "../../db/unavailable.js";
import { codeForStatus, HttpError, type ErrorBody } from "../../errors.js";
import { sharedPlugin } from "../../plugin.js";

/** Seconds a client is asked to wait before repeating a request the database could not serve. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function bodyFor(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof HttpError) return error.toBody();
  // The database out of reach, thrown by code that does not go through the db layer: 503, not 500.
  const reason = unavailableReason(error);
  if (reason !== null) return new DatabaseUnavailableError(reason).toBody();
  if (error.validation) return { httpStatus: 400, errorCode: "BAD_REQUEST", message: error.message };
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        httpStatus: 413,
        errorCode: "PAYLOAD_TOO_LARGE",
        message: `the request body is larger than the limit of ${request.routeOptions.bodyLimit ?? "the configured"} bytes`,
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        httpStatus: 415,
        errorCode: "UNSUPPORTED_MEDIA_TYPE",
        message: `content type ${JSON.stringify((request.headers["content-type"] ?? "").slice(0, 100))} is not supported; send application/json`,
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { httpStatus: 400, errorCode: "BAD_REQUEST", message: "the request body is empty; send a JSON document" };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { httpStatus: 400, errorCode: "BAD_REQUEST", message: "the request body is not valid JSON" };
  }
  if (error instanceof SyntaxError) {
    return { httpStatus: 400, errorCode: "BAD_REQUEST", message: `the request body is not valid JSON: ${error.message}` };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { httpStatus: status, errorCode: codeForStatus(status), message: error.message };
  return { httpStatus: 500, errorCode: "UNKNOWN", message: "an unexpected error occurred; it has been logged" };
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.httpStatus).type("application/json; charset=utf-8").send(body);
}

export default sharedPlugin(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const body = bodyFor(error, request);
      if (error instanceof DatabaseUnavailableError || unavailableReason(error) !== null) {
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      }
      const where = { method: request.method, url: request.routeOptions.url ?? request.url.split("?")[0] };
      // 503 is a state, not a fault of the request (the database outage itself is logged once by the db plugin).
      if (body.httpStatus >= 500 && body.httpStatus !== 503) request.log.error({ err: error, request: where }, "request failed");
      else request.log.info({ request: where, errorCode: body.errorCode, message: body.message }, "request rejected");
      return sendError(reply, body);
    });
  },
  { name: "error-handler" },
);
