/**
 * Users (/users), administrators only: list, create, reset a password, change the
 * role, delete. The last administrator can be neither deleted nor demoted (409).
 * Password hashes never leave the server: the response schemas do not have them.
 */
import type { FastifyInstance } from "fastify";
import { PASSWORD_MAX_LENGTH, passwordPolicyViolation } from "../../../auth/passwords.js";
import { createUser, findUser, listUsers, setPassword, USER_ROLES, withAdministratorsLocked, type UserRecord, type UserRole } from "../../../auth/users.js";
import { badRequest, conflict, notFound } from "../../../errors.js";
import { errorResponses } from "../../../plugins/app/schemas.js";

const userName = { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$" } as const;
const role = { type: "string", enum: USER_ROLES } as const;
const password = { type: "string", minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

const userRecord = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "role", "roles", "createdAt", "passwordChangedAt"],
  properties: {
    userName: { type: "string" },
    role,
    roles: { type: "array", items: role },
    createdAt: { type: "string" },
    passwordChangedAt: { type: "string" },
  },
} as const;

const params = { type: "object", required: ["userName"], properties: { userName: { type: "string", maxLength: 64 } } } as const;

const shape = (user: UserRecord) => ({ ...user, roles: [user.role] });

const lastAdministrator = (name: string, what: string) =>
  conflict(`${name} is the last administrator and cannot be ${what}; make another user an administrator first`);

export default async function usersRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));

  fastify.get(
    "/users",
    {
      schema: {
        tags: ["administration"],
        summary: "Users",
        description: "Every user with role and dates, by name.",
        response: { 200: { type: "array", items: userRecord }, ...errorResponses(401, 403) },
      },
    },
    async () => (await listUsers(fastify.db)).map(shape),
  );

  fastify.post<{ Body: { userName: string; password: string; role: UserRole } }>(
    "/users",
    {
      schema: {
        tags: ["administration"],
        summary: "Create a user",
        description: "userName (letters, digits, . _ @ -; up to 64), password (the password policy), role. 409 when the name is taken.",
        body: {
          type: "object",
          additionalProperties: false,
          required: ["userName", "password", "role"],
          properties: { userName, password, role },
        },
        response: { 201: userRecord, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { userName: name, password: secret, role: wanted } = request.body;
      const violation = passwordPolicyViolation(secret);
      if (violation) throw badRequest(violation.replace("the new password", "password"));
      if (!(await createUser(fastify.db, name, secret, wanted))) throw conflict(`the user ${name} exists already`);
      request.log.info({ event: "user-created", userName: name, role: wanted }, "user created");
      return reply.code(201).send(shape((await findUser(fastify.db, name))!));
    },
  );

  fastify.put<{ Params: { userName: string }; Body: { password: string } }>(
    "/users/:userName/password",
    {
      schema: {
        tags: ["administration"],
        summary: "Reset the password of a user",
        description: "Sets a new password (the password policy) and ends the user's sessions.",
        params,
        body: { type: "object", additionalProperties: false, required: ["password"], properties: { password } },
        response: { 200: userRecord, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const name = request.params.userName;
      const violation = passwordPolicyViolation(request.body.password);
      if (violation) throw badRequest(violation.replace("the new password", "password"));
      if (!(await setPassword(fastify.db, name, request.body.password))) throw notFound(`there is no user ${name}`);
      request.log.info({ event: "password-reset", userName: name }, "password reset");
      return shape((await findUser(fastify.db, name))!);
    },
  );

  fastify.put<{ Params: { userName: string }; Body: { role: UserRole } }>(
    "/users/:userName/role",
    {
      schema: {
        tags: ["administration"],
        summary: "Change the role of a user",
        description: "409 when this would leave no administrator.",
        params,
        body: { type: "object", additionalProperties: false, required: ["role"], properties: { role } },
        response: { 200: userRecord, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const name = request.params.userName;
      const wanted = request.body.role;
      await withAdministratorsLocked(fastify.db, async (tx, administrators) => {
        const current = await findUser(tx, name);
        if (!current) throw notFound(`there is no user ${name}`);
        if (current.role === "ROLE_ADMINISTRATOR" && wanted !== "ROLE_ADMINISTRATOR" && administrators <= 1) {
          throw lastAdministrator(name, "demoted");
        }
        await tx.query("UPDATE app_user SET role = $2 WHERE user_name = $1", [name, wanted]);
      });
      request.log.info({ event: "role-changed", userName: name, role: wanted }, "role changed");
      return shape((await findUser(fastify.db, name))!);
    },
  );

  fastify.delete<{ Params: { userName: string } }>(
    "/users/:userName",
    {
      schema: {
        tags: ["administration"],
        summary: "Delete a user",
        description: "Deletes the user and ends their sessions; 409 for the last administrator.",
        params,
        response: { 204: { type: "null", description: "Deleted." }, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const name = request.params.userName;
      await withAdministratorsLocked(fastify.db, async (tx, administrators) => {
        const current = await findUser(tx, name);
        if (!current) throw notFound(`there is no user ${name}`);
        if (current.role === "ROLE_ADMINISTRATOR" && administrators <= 1) throw lastAdministrator(name, "deleted");
        await tx.query("DELETE FROM app_user WHERE user_name = $1", [name]);
      });
      request.log.info({ event: "user-deleted", userName: name }, "user deleted");
      return reply.code(204).send();
    },
  );
}
