/**
 * Refusals Fastify answers before any route, hook or error handler runs — a URL whose
 * percent escapes do not decode, a path parameter over the length limit, and malformed
 * HTTP on the socket. Fastify's own answers have another shape; these give the one
 * error shape ({ httpStatus, errorCode, message }) like every other refusal.
 *
 * Also the limits of connections (connectionLimits below): how long a request may take
 * to arrive, how long idle and kept-alive sockets stay open, and how many connections one
 * address may hold open.
 */
import type { Server, ServerOptions } from "node:http";
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

/** Limits of connections and of the time a request takes to arrive; 0 turns a limit off. */
export interface ConnectionSettings {
  /** REQLENS_REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this (default 30 s); past it, 408 and the socket closes. */
  requestTimeoutMs: number;
  /** REQLENS_HEADERS_TIMEOUT_MS: the headers must arrive within this (default 10 s, at most the request timeout). */
  headersTimeoutMs: number;
  /** REQLENS_CONNECTION_TIMEOUT_MS: a socket with no traffic either way is closed after this (default 120 s; above the longest analysis). */
  connectionTimeoutMs: number;
  /** REQLENS_KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection is closed after this (default 5 s). */
  keepAliveTimeoutMs: number;
  /** REQLENS_MAX_CONNECTIONS_PER_ADDRESS: open connections of one client address (default 128); more are answered 503 and closed. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 128,
};

const ENV_NAMES: Record<keyof ConnectionSettings, string> = {
  requestTimeoutMs: "REQLENS_REQUEST_TIMEOUT_MS",
  headersTimeoutMs: "REQLENS_HEADERS_TIMEOUT_MS",
  connectionTimeoutMs: "REQLENS_CONNECTION_TIMEOUT_MS",
  keepAliveTimeoutMs: "REQLENS_KEEP_ALIVE_TIMEOUT_MS",
  maxConnectionsPerAddress: "REQLENS_MAX_CONNECTIONS_PER_ADDRESS",
};

export function connectionSettingsFromEnv(env: NodeJS.ProcessEnv): ConnectionSettings {
  const settings = { ...DEFAULT_CONNECTION_SETTINGS };
  for (const key of Object.keys(ENV_NAMES) as Array<keyof ConnectionSettings>) {
    const value = env[ENV_NAMES[key]];
    if (value === undefined || value.trim() === "") continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${ENV_NAMES[key]} must be a whole number ≥ 0, not ${JSON.stringify(value)}`);
    settings[key] = n;
  }
  return settings;
}

/** Fastify's timeout options for these settings. */
export function timeoutOptions(
  settings: ConnectionSettings,
): Pick<FastifyServerOptions, "requestTimeout" | "connectionTimeout" | "keepAliveTimeout"> & { http: ServerOptions } {
  const request = settings.requestTimeoutMs;
  const headers = request > 0 ? Math.min(settings.headersTimeoutMs || request, request) : settings.headersTimeoutMs;
  return {
    requestTimeout: request,
    connectionTimeout: settings.connectionTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    // Node looks for requests past their time every connectionsCheckingInterval (30 s by
    // default); checking at a quarter of the request timeout closes a silent body within
    // 1.25 times the timeout.
    http: {
      headersTimeout: headers,
      requestTimeout: request,
      connectionsCheckingInterval: request > 0 ? Math.min(1000, Math.max(10, Math.floor(request / 4))) : 30_000,
    },
  };
}

/**
 * Caps the open connections of each client address (the socket's, not a forwarded one:
 * behind a proxy every connection comes from the proxy, so set a high cap or 0 there).
 * A connection past the cap is answered 503 with Retry-After and closed.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      const json = JSON.stringify(body(503, `this address already has ${max} connections open; close some and try again`));
      socket.end(
        `HTTP/1.1 503 ${STATUS_CODES[503]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Retry-After: 1\r\nConnection: close\r\n\r\n${json}`,
      );
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
