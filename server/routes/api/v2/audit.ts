/**
 * /audit: the audit log, read-only, administrators only. A list in react-admin's simple
 * REST dialect (sort, range, filter; Content-Range), one entry, and the whole filtered
 * log as CSV (cells that a spreadsheet would run as formulas are neutralised).
 */
import type { FastifyInstance } from "fastify";
import { AUDIT_FIELDS, auditCsv, findAudit, listAudit } from "../../../audit/repository.js";
import { notFound } from "../../../errors.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";
import { listQuerySchema, parseListQuery, setContentRange, type ListQuery } from "./list-query.js";

const FIELDS = Object.keys(AUDIT_FIELDS);
/** The most rows one CSV export holds. */
export const AUDIT_EXPORT_LIMIT = 100_000;

export default async function auditRoutes(fastify: FastifyInstance) {
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));
  const tags = ["administration"];

  fastify.get<{ Querystring: ListQuery }>(
    "/audit",
    {
      schema: {
        tags,
        summary: "Audit log",
        description: `Changes to configurations, rules, users, API keys, the licence and settings, newest first. sort and filter by ${FIELDS.join(", ")}; filter q searches every column. Content-Range names the page and the total.`,
        querystring: listQuerySchema,
        response: { 200: { type: "array", items: ref("AuditEntry") }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, FIELDS);
      const { entries, total } = await listAudit(fastify.db, query);
      setContentRange(reply, "audit", query.range?.first ?? 0, entries.length, total);
      return entries;
    },
  );

  fastify.get<{ Querystring: ListQuery }>(
    "/audit/csv",
    {
      schema: {
        tags,
        summary: "Audit log as CSV",
        description: `The log (with the same sort and filter as GET /audit, at most ${AUDIT_EXPORT_LIMIT} rows) as a CSV file: id, at, actor, action, entity, entityId, oldValue, newValue; values as JSON text.`,
        querystring: listQuerySchema,
        response: { 200: { type: "string", description: "text/csv" }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery({ ...request.query, range: undefined }, FIELDS);
      const { entries } = await listAudit(fastify.db, { ...query, range: { first: 0, last: AUDIT_EXPORT_LIMIT - 1 } });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(auditCsv(entries));
    },
  );

  fastify.get<{ Params: { id: string } }>(
    "/audit/:id",
    {
      schema: {
        tags,
        summary: "One audit log entry",
        description: "Who changed what and when, with the old and new values; administrators only. 404 when there is no such entry.",
        params: { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 20 } } },
        response: { 200: ref("AuditEntry"), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const entry = await findAudit(fastify.db, request.params.id);
      if (!entry) throw notFound(`there is no audit log entry ${request.params.id}`);
      return entry;
    },
  );
}
