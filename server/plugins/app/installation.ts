/**
 * First start: the installation id, the default configuration and a 30-day trial
 * licence. Runs under the start-up lock and changes nothing on later starts.
 */
import { randomUUID } from "node:crypto";
import { seedDefaultConfiguration } from "../../configurations/repository.js";
import { STARTUP_LOCK } from "../../db/migrate.js";
import { installTrialLicense } from "../../license/repository.js";
import { sharedPlugin } from "../../plugin.js";

declare module "fastify" {
  interface FastifyInstance {
    installationId: string;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const id = await fastify.db.exclusive(STARTUP_LOCK, (session) =>
      session.transaction(async (tx) => {
        const existing = await tx.query<{ id: string }>("SELECT id FROM installation LIMIT 1");
        if (existing[0]) {
          // A default configuration is always needed; restore it if it went missing.
          await seedDefaultConfiguration(tx);
          return existing[0].id;
        }
        const created = randomUUID();
        await tx.query("INSERT INTO installation (id) VALUES ($1)", [created]);
        await seedDefaultConfiguration(tx);
        await installTrialLicense(tx, created);
        fastify.log.info("first start: default configuration and a 30-day trial licence installed");
        return created;
      }),
    );
    fastify.decorate("installationId", id);
  },
  { name: "installation", dependencies: ["db"] },
);
