/**
 * Users (/users), administrators only: list, read, create, change (role and/or
 * password), reset a password, change the role, delete. The last administrator can be
 * neither deleted nor demoted (409). Password hashes never leave the server: the
 * response schemas do not have them. The list speaks react-admin's simple REST dialect
 * (list-query.ts); every change is written to the audit log, a password only as changed.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit, type AuditAction } from "../../../audit/repository.js";
import { PASSWORD_MAX_LENGTH, passwordPolicyViolation } from "../../../auth/passwords.js";
import {
  createUser,
  findUser,
  listUsers,
  setPassword,
  USER_ROLES,
  withAdministratorsLocked,
  type UserRecord,
  type UserRole,
} from "../../../auth/users.js";
import { badRequest, conflict, notFound } from "../../../errors.js";
import { errorResponses } from "../../../plugins/app/schemas.js";
import { applyListQuery, listQuerySchema, parseListQuery, setContentRange, type ListQuery } from "./list-query.js";

const userName = { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$" } as const;
const role = { type: "string", enum: USER_ROLES } as const;
const password = { type: "string", minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

const userRecord = {
  type: "object",
  additionalProperties: false,
  required: ["id", "userName", "role", "roles", "createdAt", "passwordChangedAt"],
  properties: {
    id: { type: "string", description: "The user name." },
    userName: { type: "string" },
    role,
    roles: { type: "array", items: role },
    createdAt: { type: "string" },
    passwordChangedAt: { type: "string" },
  },
} as const;

const params = { type: "object", required: ["userName"], properties: { userName: { type: "string", maxLength: 64 } } } as const;

const shape = (user: UserRecord) => ({ ...user, id: user.userName, roles: [user.role] });
const FIELDS = ["id", "userName", "role", "createdAt", "passwordChangedAt"];

/** What the audit log keeps of a user: never the password. */
const audited = (user: UserRecord | null) => (user ? { userName: user.userName, role: user.role } : null);

const lastAdministrator = (name: string, what: string) =>
  conflict(`${name} is the last administrator and cannot be ${what}; make another user an administrator first`);

export default async function usersRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));
  const audit = (request: FastifyRequest, action: AuditAction, name: string, oldValue: unknown, newValue: unknown) =>
    recordAudit(fastify.db, { actor: request.user.userName, action, entity: "user", entityId: name, oldValue, newValue });

  /** Changes the role under the administrators' lock; 409 when no administrator would remain. */
  async function changeRole(name: string, wanted: UserRole): Promise<UserRecord> {
    let before: UserRecord | null = null;
    await withAdministratorsLocked(fastify.db, async (tx, administrators) => {
      before = await findUser(tx, name);
      if (!before) throw notFound(`there is no user ${name}`);
      if (before.role === "ROLE_ADMINISTRATOR" && wanted !== "ROLE_ADMINISTRATOR" && administrators <= 1) {
        throw lastAdministrator(name, "demoted");
      }
      await tx.query("UPDATE app_user SET role = $2 WHERE user_name = $1", [name, wanted]);
    });
    return before!;
  }

  async function resetPassword(name: string, secret: string): Promise<void> {
    const violation = passwordPolicyViolation(secret);
    if (violation) throw badRequest(violation.replace("the new password", "password"));
    if (!(await setPassword(fastify.db, name, secret))) throw notFound(`there is no user ${name}`);
  }

  fastify.get(
    "/users",
    {
      schema: {
        tags: ["administration"],
        summary: "Users",
        description: `Every user with role and dates, by name. sort and filter by ${FIELDS.join(", ")}; filter q searches the name and role; range pages (Content-Range).`,
        querystring: listQuerySchema,
        response: { 200: { type: "array", items: userRecord }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request: FastifyRequest<{ Querystring: ListQuery }>, reply) => {
      const query = parseListQuery(request.query, FIELDS);
      const { page, first, total } = applyListQuery((await listUsers(fastify.db)).map(shape), query);
      setContentRange(reply, "users", first, page.length, total);
      return page;
    },
  );

  fastify.get<{ Params: { userName: string } }>(
    "/users/:userName",
    {
      schema: {
        tags: ["administration"],
        summary: "One user",
        description: "The user's record (user name, role, the react-admin id) for administrators; 404 when there is no such user.",
        params,
        response: { 200: userRecord, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = await findUser(fastify.db, request.params.userName);
      if (!user) throw notFound(`there is no user ${request.params.userName}`);
      return shape(user);
    },
  );

  fastify.put<{ Params: { userName: string }; Body: { role?: UserRole; password?: string } }>(
    "/users/:userName",
    {
      schema: {
        tags: ["administration"],
        summary: "Change a user",
        description:
          "Changes the role and/or sets a new password (the password policy; ends the user's sessions). Other fields of the record may be sent along and are ignored. 409 when no administrator would remain.",
        params,
        body: {
          type: "object",
          properties: { role, password: { ...password, minLength: 0 } },
        },
        response: { 200: userRecord, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const name = request.params.userName;
      const before = await findUser(fastify.db, name);
      if (!before) throw notFound(`there is no user ${name}`);
      const { role: wanted, password: secret } = request.body;
      if (secret) await resetPassword(name, secret);
      if (wanted && wanted !== before.role) await changeRole(name, wanted);
      const after = (await findUser(fastify.db, name))!;
      if (secret || after.role !== before.role) {
        await audit(request, "update", name, audited(before), { ...audited(after), ...(secret ? { passwordChanged: true } : {}) });
      }
      return shape(after);
    },
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
      const created = (await findUser(fastify.db, name))!;
      await audit(request, "create", name, null, audited(created));
      return reply.code(201).send(shape(created));
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
      await resetPassword(name, request.body.password);
      request.log.info({ event: "password-reset", userName: name }, "password reset");
      const user = (await findUser(fastify.db, name))!;
      await audit(request, "update", name, null, { ...audited(user), passwordChanged: true });
      return shape(user);
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
      const before = await changeRole(name, wanted);
      request.log.info({ event: "role-changed", userName: name, role: wanted }, "role changed");
      const after = (await findUser(fastify.db, name))!;
      if (before.role !== after.role) await audit(request, "update", name, audited(before), audited(after));
      return shape(after);
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
      let deleted: UserRecord | null = null;
      await withAdministratorsLocked(fastify.db, async (tx, administrators) => {
        deleted = await findUser(tx, name);
        if (!deleted) throw notFound(`there is no user ${name}`);
        if (deleted.role === "ROLE_ADMINISTRATOR" && administrators <= 1) throw lastAdministrator(name, "deleted");
        await tx.query("DELETE FROM app_user WHERE user_name = $1", [name]);
      });
      request.log.info({ event: "user-deleted", userName: name }, "user deleted");
      await audit(request, "delete", name, audited(deleted), null);
      return reply.code(204).send();
    },
  );
}
