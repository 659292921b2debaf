/** Licence status and expiration, readable by everyone (the console warns before expiry). */
import type { FastifyInstance } from "fastify";
import { ref } from "../../../plugins/app/schemas.js";

export default async function licenseRoutes(fastify: FastifyInstance) {
  fastify.get(
    "/license/status",
    {
      schema: {
        tags: ["license"],
        summary: "Licence status",
        description:
          "{ status } with NO_LICENSE, CORRUPTED_LICENSE, EXPIRED_LICENSE or VALID_LICENSE. Analysis answers 403 LICENSE_ERROR unless the status is VALID_LICENSE.",
        response: { 200: ref("LicenseStatusResponse") },
      },
    },
    async () => ({ status: await fastify.licenses.status() }),
  );

  fastify.get(
    "/license/expiration",
    {
      schema: {
        tags: ["license"],
        summary: "Licence expiration",
        description: "Days left (rounded up; 0 when expired or missing) and whether the licence has expired.",
        response: { 200: ref("LicenseExpirationResponse") },
      },
    },
    async () => fastify.licenses.expiration(),
  );
}
