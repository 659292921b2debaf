/**
 * Who owns what a request creates (comparison databases, documents), and whose things it
 * may read: the signed-in user (by user name), else a valid API key (by the key's id),
 * else an anonymous client's token, a random value the client keeps and sends in a header
 * (X-Anonymous-Token for comparison databases, X-Document-Token for documents). Only
 * hashes of tokens are kept; user names and key ids are no secrets. Things of another
 * owner are answered 404, as if they did not exist; administrators reach everything.
 */
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../errors.js";
import { apiKeyOf } from "../plugins/app/api-keys.js";
import { isAnonymous } from "../plugins/app/auth.js";
import { sha256 } from "./sessions.js";

export type Owner = { kind: "user" | "apikey" | "token"; id: string };

export const ANONYMOUS_TOKEN_HEADER = "x-anonymous-token";
export const DOCUMENT_TOKEN_HEADER = "x-document-token";
/** 16–200 URL-safe characters: enough randomness to be unguessable, no room for anything else. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{16,200}$/;

/** A token header's schema, for routes that take it (it appears in the API reference). */
export const anonymousTokenHeader = {
  type: "string",
  pattern: TOKEN_FORMAT.source,
  description: "An anonymous client's own random token (16–200 letters, digits, '-' or '_'), kept by the client; it owns what the client creates.",
} as const;

/** A new token of 43 characters (32 random bytes). */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = sha256;

/** The token a request sends in `header`; undefined when absent, 400 when it is not a token. */
export function tokenOf(request: FastifyRequest, header = ANONYMOUS_TOKEN_HEADER): string | undefined {
  const value = request.headers[header];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !TOKEN_FORMAT.test(value)) throw badRequest(`the ${header} header must be 16–200 letters, digits, '-' or '_'`);
  return value;
}

/** The owner a request speaks for: its signed-in user, else its valid API key, else its token in `tokenHeader`; null when none. */
export async function ownerOf(request: FastifyRequest, tokenHeader = ANONYMOUS_TOKEN_HEADER): Promise<Owner | null> {
  if (!isAnonymous(request.user)) return { kind: "user", id: request.user.userName };
  const key = apiKeyOf(request);
  if (key !== undefined) {
    const checked = await request.server.apiKeys.check(key);
    if (checked.ok) return { kind: "apikey", id: checked.keyId };
  }
  const token = tokenOf(request, tokenHeader);
  return token === undefined ? null : { kind: "token", id: tokenHash(token) };
}

/** An owner as stored: "user:<name>", "apikey:<key id>" or "token:<sha256>". */
export const ownerKey = (owner: Owner): string => `${owner.kind}:${owner.id}`;

export const isAdministrator = (request: FastifyRequest): boolean => request.user.roles.includes("ROLE_ADMINISTRATOR");

/** Whether `owner` may reach a thing owned by `of`: its own, or any for an administrator. */
export const mayReach = (request: FastifyRequest, owner: Owner | null, of: Owner): boolean =>
  isAdministrator(request) || (owner !== null && owner.kind === of.kind && owner.id === of.id);
