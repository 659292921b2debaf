/** Hooks of every /requirements route: analysis needs a valid licence. */
import type { FastifyInstance } from "fastify";
import { licenseError } from "../../../../errors.js";

export default async function requirementsHooks(fastify: FastifyInstance) {
  fastify.addHook("onRequest", async () => {
    const status = await fastify.licenses.status();
    if (status !== "VALID_LICENSE") {
      throw licenseError(`analysis needs a valid licence; the licence status is ${status}`);
    }
  });
}
