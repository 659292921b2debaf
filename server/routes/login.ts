/**
 * Sign-in and sign-out, outside /api/v2 as the console expects: POST /reqlens_login
 * (form data userName, password) and GET /logout. Only this route parses form bodies.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { clearLoginFailures, loginBlockedFor, recordLoginFailure } from "../auth/login-limit.js";
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

export const tooManyAttempts = (seconds: number) =>
  new HttpError(429, "TOO_MANY_REQUESTS", `too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s)`);

export default async function loginRoutes(fastify: FastifyInstance) {
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
            "401 for wrong credentials; 429 after too many failures per user name or client address.",
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
        const limits = { limit: fastify.authSettings.loginFailureLimit, windowSeconds: fastify.authSettings.loginWindowSeconds };
        const wait = await loginBlockedFor(fastify.db, userName, request.ip, limits);
        if (wait > 0) {
          reply.header("retry-after", String(wait));
          throw tooManyAttempts(wait);
        }
        const stored = await passwordHashOf(fastify.db, userName);
        const matches = await verifyPassword(password, stored?.hash ?? (await dummyPasswordHash()));
        if (!stored || !matches) {
          await recordLoginFailure(fastify.db, userName, request.ip);
          request.log.info({ event: "login-failed" }, "sign-in refused");
          throw unauthorized("invalid credentials");
        }
        await clearLoginFailures(fastify.db, userName);
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
