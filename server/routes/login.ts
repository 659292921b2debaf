/**
 * Sign-in and sign-out, outside /api/v2 as the console expects: POST /reqlens_login
 * (form data userName, password) and GET /logout. Only this route parses form bodies.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { recordSignInAttempt, signInSucceeded, type AttemptDecision } from "../auth/login-limit.js";
import { dummyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from "../auth/passwords.js";
import { passwordHashOf } from "../auth/users.js";
import { HttpError } from "../errors.js";
import { anonymous, LOGIN_PATH, unauthorized } from "../plugins/app/auth.js";
import { errorResponses } from "../plugins/app/schemas.js";

export const userSchema = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "roles"],
  properties: {
    userName: { type: "string" },
    roles: { type: "array", items: { type: "string", enum: ["ROLE_ADMINISTRATOR", "ROLE_CONFIGURATOR", "ROLE_ANONYMOUS"] } },
  },
} as const;

/**
 * Throws 429 with Retry-After (seconds) when an attempt is refused; the message names the
 * whole minutes to wait, as the sign-in and password screens show them.
 */
export function refuseUnlessAllowed(decision: AttemptDecision, reply: FastifyReply): void {
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  reply.header("retry-after", String(seconds));
  throw new HttpError(429, "TOO_MANY_REQUESTS", `too many attempts; try again in ${Math.ceil(seconds / 60)} minute(s)`);
}

export default async function loginRoutes(fastify: FastifyInstance) {
  // Sign-in and sign-out answers carry a session cookie: never stored by a cache.
  fastify.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await fastify.register(async (login) => {
    await login.register(formbody, { bodyLimit: 4096 });
    login.post<{ Body: { userName: string; password: string } }>(
      LOGIN_PATH,
      {
        schema: {
          tags: ["product"],
          summary: "Sign in",
          description:
            "Form data userName and password. Sets an HttpOnly, SameSite=Strict session cookie (a new session id at every sign-in). " +
            "401 for wrong credentials. Every attempt is counted before the password is checked: past REQLENS_LOGIN_ATTEMPTS per user name " +
            "and client address (lockouts that grow from REQLENS_LOGIN_LOCK_MINUTES) or REQLENS_LOGIN_ADDRESS_ATTEMPTS per address and window, " +
            "429 TOO_MANY_REQUESTS with Retry-After (seconds) and the minutes to wait in the message.",
          consumes: ["application/x-www-form-urlencoded"],
          body: {
            type: "object",
            required: ["userName", "password"],
            properties: {
              userName: { type: "string", minLength: 1, maxLength: 200 },
              password: { type: "string", minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
            },
          },
          response: { 200: userSchema, ...errorResponses(400, 401, 403, 415, 429) },
        },
      },
      async (request, reply) => {
        const { userName, password } = request.body;
        // Counted before the password is checked, so parallel attempts cannot pass the limit.
        refuseUnlessAllowed(await recordSignInAttempt(fastify.db, userName, request.ip, fastify.authSettings.login), reply);
        const stored = await passwordHashOf(fastify.db, userName);
        const matches = await verifyPassword(password, stored?.hash ?? (await dummyPasswordHash()));
        if (!stored || !matches) {
          request.log.info({ event: "login-failed" }, "sign-in refused");
          throw unauthorized("invalid credentials");
        }
        await signInSucceeded(fastify.db, userName, request.ip);
        await fastify.sessions.start(request, reply, userName);
        request.log.info({ event: "login", userName }, "signed in");
        return { userName, roles: [stored.role] };
      },
    );
  });

  fastify.get(
    "/logout",
    {
      schema: {
        tags: ["product"],
        summary: "Sign out",
        description: "Ends the session and clears its cookie; answers the anonymous user.",
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      await fastify.sessions.end(request, reply);
      request.user = anonymous();
      return anonymous();
    },
  );
}
