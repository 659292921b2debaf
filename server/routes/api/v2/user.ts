/**
 * The current user: GET /user (anonymous when nobody is signed in) and
 * PUT /user/password, where a signed-in user changes their own password.
 */
import type { FastifyInstance } from "fastify";
import { passwordAttemptSucceeded, recordPasswordAttempt } from "../../../auth/login-limit.js";
import { PASSWORD_MAX_LENGTH, passwordPolicyViolation, verifyPassword } from "../../../auth/passwords.js";
import { passwordHashOf, setPassword } from "../../../auth/users.js";
import { badRequest } from "../../../errors.js";
import { forbidden } from "../../../plugins/app/auth.js";
import { errorResponses } from "../../../plugins/app/schemas.js";
import { refuseUnlessAllowed, userSchema } from "../../login.js";

interface PasswordChange {
  userName: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const password = { type: "string", minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

export default async function userRoutes(fastify: FastifyInstance) {
  fastify.get(
    "/user",
    {
      schema: {
        tags: ["product"],
        summary: "Current user",
        description: 'The signed-in user and roles; { userName: "", roles: ["ROLE_ANONYMOUS"] } when nobody is signed in.',
        response: { 200: userSchema },
      },
    },
    async (request) => request.user,
  );

  fastify.put<{ Body: PasswordChange }>(
    "/user/password",
    {
      preHandler: fastify.requireRoles("ROLE_ADMINISTRATOR", "ROLE_CONFIGURATOR"),
      schema: {
        tags: ["administration"],
        summary: "Change the own password",
        description:
          "The signed-in user changes their password. The new one needs at least 12 characters, a lowercase and an uppercase letter, " +
          "a digit and one of ! @ # $ % ^ & + = ? - _; confirmPassword must equal newPassword. 400 names the broken rule, " +
          '400 "invalid credentials" for a wrong old password. Old passwords tried here have their own limit (REQLENS_LOGIN_ATTEMPTS, ' +
          "then growing lockouts: 429 with Retry-After), apart from the sign-in's, so a wrong one never locks the account's sign-in. " +
          "Other sessions of the user end; this one gets a new id.",
        body: {
          type: "object",
          additionalProperties: false,
          required: ["userName", "oldPassword", "newPassword", "confirmPassword"],
          properties: { userName: { type: "string" }, oldPassword: password, newPassword: password, confirmPassword: password },
        },
        response: { 204: { type: "null", description: "Changed." }, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { userName, oldPassword, newPassword, confirmPassword } = request.body;
      if (userName !== request.user.userName) throw forbidden("only the signed-in user's own password can be changed here");
      refuseUnlessAllowed(await recordPasswordAttempt(fastify.db, userName, fastify.authSettings.login), reply);
      const stored = await passwordHashOf(fastify.db, userName);
      if (!stored || !(await verifyPassword(oldPassword, stored.hash))) throw badRequest("invalid credentials");
      await passwordAttemptSucceeded(fastify.db, userName);
      const violation = passwordPolicyViolation(newPassword);
      if (violation) throw badRequest(violation);
      if (confirmPassword !== newPassword) throw badRequest("the passwords do not match: confirmPassword must equal newPassword");
      if (newPassword === oldPassword) throw badRequest("the new password must differ from the old one");
      await setPassword(fastify.db, userName, newPassword);
      await fastify.sessions.start(request, reply, userName);
      request.log.info({ event: "password-changed", userName }, "password changed");
      return reply.code(204).send();
    },
  );
}
