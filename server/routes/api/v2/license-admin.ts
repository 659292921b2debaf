/**
 * Licence administration (administrators only): the installed licence, a request file
 * for the vendor, uploading the signed licence file, removing it. An uploaded file that
 * is not a licence signed for this installation is kept and reported as
 * CORRUPTED_LICENSE, so the status always tells what is installed.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { LicenseInfoResponse, LicenseRequest } from "../../../../schemas/generated/types.js";
import { badRequest, HttpError, payloadTooLarge } from "../../../errors.js";
import { REQUEST_FORMAT, type LicenseRequestFile } from "../../../license/file.js";
import { deleteLicense, writeLicense } from "../../../license/repository.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";

/** Licence files are a few hundred bytes; anything near this limit is no licence. */
export const LICENSE_FILE_LIMIT = 64 * 1024;

export default async function licenseAdminRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: LICENSE_FILE_LIMIT, files: 1, fields: 10, parts: 11 } });
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));
  const tags = ["license"];

  async function info(): Promise<LicenseInfoResponse> {
    const record = await fastify.licenses.record();
    const status = await fastify.licenses.status();
    const readable = record && (status === "VALID_LICENSE" || status === "EXPIRED_LICENSE");
    return {
      status,
      kind: record?.kind ?? null,
      installationId: fastify.installationId,
      requestInfo: readable ? record.requestInfo : null,
      creationDate: readable ? record.creationDate.toISOString() : null,
      expirationDate: readable ? record.expirationDate.toISOString() : null,
    };
  }

  fastify.get(
    "/license",
    {
      schema: {
        tags,
        summary: "Installed licence",
        description: "Status, kind (trial or file), this installation's id, and the request info and dates of the licence (null when there is none or it does not verify).",
        response: { 200: ref("LicenseInfoResponse"), ...errorResponses(401, 403) },
      },
    },
    info,
  );

  fastify.post(
    "/license/request",
    {
      schema: {
        tags,
        summary: "Licence request file",
        description:
          "A request file (YYYY-MM-DD.lic, JSON) with email, company, department and this installation's id, for the vendor to sign with `npm run licence -- issue`.",
        body: ref("LicenseRequest"),
        response: { 200: { type: "string", description: "The request file (application/octet-stream)." }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const file: LicenseRequestFile = {
        format: REQUEST_FORMAT,
        installationId: fastify.installationId,
        requestInfo: request.body as LicenseRequest,
        requestDate: now.toISOString(),
      };
      return reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename="${now.toISOString().slice(0, 10)}.lic"`)
        .send(JSON.stringify(file, null, 2));
    },
  );

  fastify.post(
    "/license",
    {
      schema: {
        tags,
        summary: "Upload a licence file",
        description: `Multipart form data with the licence file in the field \`file\` (at most ${LICENSE_FILE_LIMIT} bytes, 413 beyond). The file replaces the installed licence; one that does not verify is reported as CORRUPTED_LICENSE.`,
        consumes: ["multipart/form-data"],
        response: { 200: ref("LicenseInfoResponse"), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "send the licence file as multipart/form-data in the field file");
      const part = await request.file();
      if (!part) throw badRequest("the field file is required");
      if (part.fieldname !== "file") throw badRequest(`the licence file must come in the field file, not ${JSON.stringify(part.fieldname.slice(0, 50))}`);
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw payloadTooLarge(`the licence file is larger than the limit of ${LICENSE_FILE_LIMIT} bytes`);
        }
        throw error;
      }
      // PostgreSQL text holds no NUL characters; such a file is no licence anyway.
      const raw = buffer.toString("utf8").replace(/\0/g, "");
      const payload = fastify.licenses.verifyFile(raw);
      const now = new Date();
      await writeLicense(fastify.db, {
        kind: "file",
        requestInfo: payload?.requestInfo ?? { email: "", company: "", department: "" },
        creationDate: payload ? new Date(payload.creationDate) : now,
        expirationDate: payload ? new Date(payload.expirationDate) : now,
        raw,
      });
      fastify.licenses.invalidate();
      request.log.info({ verified: payload !== null }, "licence file installed");
      return info();
    },
  );

  fastify.delete(
    "/license",
    {
      schema: {
        tags,
        summary: "Remove the licence",
        description: "Removes the installed licence; the status becomes NO_LICENSE and analysis answers 403 until a licence is uploaded.",
        response: { 204: { type: "null", description: "Removed." }, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      await deleteLicense(fastify.db);
      fastify.licenses.invalidate();
      return reply.code(204).send();
    },
  );
}
