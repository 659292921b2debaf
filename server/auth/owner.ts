/**
 * Who owns what a request creates (comparison databases): the signed-in user, else a
 * valid API key, else an anonymous browser's token (a random value it keeps and sends in
 * the X-Anonymous-Token header). Only hashes of tokens are kept; user names and key ids
 * are no secrets. null when the request names none of them.
 */
import type { FastifyRequest } from "fastify";
import { badRequest } from "../errors.js";
import { isAnonymous } from "../plugins/app/auth.js";
import { apiKeyOf } from "../plugins/app/api-keys.js";
import { sha256 } from "./sessions.js";

export type Owner = { kind: "user" | "apikey" | "token"; id: string };

export const ANONYMOUS_TOKEN_HEADER = "x-anonymous-token";
/** 16–200 URL-safe characters: enough randomness to be unguessable, no room for anything else. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{16,200}$/;

/** The header's schema, for routes that take it (it appears in the API reference). */
export const anonymousTokenHeader = {
  type: "string",
  pattern: TOKEN_FORMAT.source,
  description: "An anonymous client's own random token (16–200 letters, digits, '-' or '_'), kept by the client; it owns what the client creates.",
} as const;

export async function ownerOf(request: FastifyRequest): Promise<Owner | null> {
  if (!isAnonymous(request.user)) return { kind: "user", id: request.user.userName };
  const key = apiKeyOf(request);
  if (key !== undefined) {
    const checked = await request.server.apiKeys.check(key);
    if (checked.ok) return { kind: "apikey", id: checked.keyId };
  }
  const token = request.headers[ANONYMOUS_TOKEN_HEADER];
  if (token === undefined) return null;
  if (typeof token !== "string" || !TOKEN_FORMAT.test(token)) {
    throw badRequest(`the ${ANONYMOUS_TOKEN_HEADER} header must be 16–200 letters, digits, '-' or '_'`);
  }
  return { kind: "token", id: sha256(token) };
}

/** An owner as stored: "user:<name>", "apikey:<key id>" or "token:<sha256>". */
export const ownerKey = (owner: Owner): string => `${owner.kind}:${owner.id}`;
