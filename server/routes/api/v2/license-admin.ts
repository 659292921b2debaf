/**
 * Licence administration (administrators only): the installed licence, a request file
 * for the vendor, uploading the signed licence file, removing it. An uploaded file that
 * is not a licence signed for this installation is refused with 400 and a message
 * saying why, and the installed licence stays: a wrong file never takes a working
 * licence away. (CORRUPTED_LICENSE remains the status of a stored licence that stopped
 * verifying, e.g. after the vendor key changed.)
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LicenseInfoResponse, LicenseRequest } from "../../../../schemas/generated/types.js";
import { recordAudit } from "../../../audit/repository.js";
import { badRequest, HttpError, payloadTooLarge } from "../../../errors.js";
import { licenseFileProblem, REQUEST_FORMAT, type LicenseRequestFile } from "../../../license/file.js";
import { deleteLicense, writeLicense } from "../../../license/repository.js";
import { licenseStatus } from "../../../license/status.js";
import { errorResponses, ref } from "../../../plugins/app/schemas.js";

/** Licence files are a few hundred bytes; anything near this limit is no licence. */
export const LICENSE_FILE_LIMIT = 64 * 1024;

/**
 * The one file of a licence upload: exactly one file part, in the field `file`, within the
 * size limit. Every way a multipart body can be wrong is a 400 (413 beyond the limit).
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  let found: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file")
        throw badRequest(`the licence file must come in the field file, not ${JSON.stringify(part.fieldname.slice(0, 50))}`);
      if (found) throw badRequest("send one licence file, not several");
      found = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw payloadTooLarge(`the licence file is larger than the limit of ${LICENSE_FILE_LIMIT} bytes`);
    if (code === "FST_FILES_LIMIT") throw badRequest("send one licence file, not several");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw badRequest("the upload has too many parts; send the licence file alone in the field file");
    // Busboy's own errors: no boundary, a malformed part header, a body that ends early.
    throw badRequest(`the upload is not valid multipart/form-data: ${(error as Error).message}`);
  }
  if (!found) throw badRequest("the field file is required: send the licence file in it");
  return found;
}

export default async function licenseAdminRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, { limits: { fileSize: LICENSE_FILE_LIMIT, files: 1, fields: 10, parts: 11 } });
  fastify.addHook("preHandler", fastify.requireRoles("ROLE_ADMINISTRATOR"));
  const tags = ["license"];
  /** What the audit log keeps of a licence: kind, holder and dates. */
  const audited = (licence: LicenseInfoResponse) =>
    licence.status === "NO_LICENSE"
      ? null
      : { status: licence.status, kind: licence.kind, requestInfo: licence.requestInfo, expirationDate: licence.expirationDate };
  const audit = async (request: FastifyRequest, action: "update" | "delete", before: LicenseInfoResponse, after: LicenseInfoResponse | null) =>
    recordAudit(fastify.db, {
      actor: request.user.userName,
      action,
      entity: "license",
      entityId: "license",
      oldValue: audited(before),
      newValue: after && audited(after),
    });

  async function info(): Promise<LicenseInfoResponse> {
    const installed = await fastify.licenses.installed();
    const record = installed?.license ?? null;
    return {
      status: licenseStatus(installed),
      kind: record?.kind ?? null,
      installationId: fastify.installationId,
      requestInfo: record ? record.requestInfo : null,
      creationDate: record ? record.creationDate.toISOString() : null,
      expirationDate: record ? record.expirationDate.toISOString() : null,
    };
  }

  fastify.get(
    "/license",
    {
      schema: {
        tags,
        summary: "Installed licence",
        description:
          "Status, kind (trial or file), this installation's id, and the request info and dates of the licence (null when there is none or it does not verify).",
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
        description: `Multipart form data with the licence file in the field \`file\` (at most ${LICENSE_FILE_LIMIT} bytes, 413 beyond). The file replaces the installed licence; a file that is not a licence signed for this installation is refused with 400 (the message says why) and the installed licence stays.`,
        consumes: ["multipart/form-data"],
        response: { 200: ref("LicenseInfoResponse"), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "send the licence file as multipart/form-data in the field file");
      const raw = (await uploadedFile(request)).toString("utf8");
      const payload = fastify.licenses.verifyFile(raw);
      // A file that is no licence for this installation is refused; the installed licence stays.
      if (!payload) throw badRequest(licenseFileProblem(raw, fastify.installationId));
      const before = await info();
      await writeLicense(fastify.db, {
        kind: "file",
        requestInfo: payload.requestInfo,
        creationDate: new Date(payload.creationDate),
        expirationDate: new Date(payload.expirationDate),
        raw,
      });
      fastify.licenses.invalidate();
      request.log.info({ expirationDate: payload.expirationDate }, "licence file installed");
      const after = await info();
      await audit(request, "update", before, after);
      return after;
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
    async (request, reply) => {
      const before = await info();
      await deleteLicense(fastify.db);
      fastify.licenses.invalidate();
      await audit(request, "delete", before, null);
      return reply.code(204).send();
    },
  );
}
