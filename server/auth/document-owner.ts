/**
 * Who owns a document (the documents routes), and whose documents a request may read: a signed-in user (by user
 * name), else a client with a valid API key (by the key's id), else an anonymous client
 * holding a token it was given at creation (by the token's SHA-256; the token itself is
 * never stored). Things of another owner are answered 404, as if they did not exist;
 * administrators reach everything.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { apiKeyOf, type ApiKeys } from "../plugins/app/api-keys.js";
import { isAnonymous } from "../plugins/app/auth.js";

export type Owner = { kind: "user" | "apikey" | "token"; id: string };

/** Tokens are 32 to 128 URL-safe characters; a new one has 43 (32 random bytes). */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

export const newToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The token a request sends in the given header (default X-Document-Token); undefined when absent or not in TOKEN_FORMAT. */
export function tokenOf(request: FastifyRequest, header = "x-document-token"): string | undefined {
  const value = request.headers[header];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text && TOKEN_FORMAT.test(text) ? text : undefined;
}

/**
 * The owner a request speaks for: its signed-in user, else its valid API key, else its
 * token (header `tokenHeader`); null when it has none of them.
 */
export async function ownerOf(request: FastifyRequest, apiKeys: Pick<ApiKeys, "check">, tokenHeader?: string): Promise<Owner | null> {
  if (!isAnonymous(request.user)) return { kind: "user", id: request.user.userName };
  const key = apiKeyOf(request);
  if (key !== undefined) {
    const checked = await apiKeys.check(key);
    if (checked.ok) return { kind: "apikey", id: checked.keyId };
  }
  const token = tokenOf(request, tokenHeader);
  return token === undefined ? null : { kind: "token", id: tokenHash(token) };
}

export const isAdministrator = (request: FastifyRequest): boolean => request.user.roles.includes("ROLE_ADMINISTRATOR");

/** Whether `owner` may reach a thing owned by `of`: its own, or any for an administrator. */
export const mayReach = (request: FastifyRequest, owner: Owner | null, of: Owner): boolean =>
  isAdministrator(request) || (owner !== null && owner.kind === of.kind && owner.id === of.id);
