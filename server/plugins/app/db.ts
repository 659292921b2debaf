/** The database: opened and migrated before anything else of the app runs. */
import { openDatabase, type Database } from "../../db/database.js";
import { migrate } from "../../db/migrate.js";
import { sharedPlugin } from "../../plugin.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const { databaseUrl, pgliteDir, pgliteTemplate } = fastify.settings;
    const db = await openDatabase({ databaseUrl, dataDir: pgliteDir, pgliteTemplate });
    fastify.addHook("onClose", () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) fastify.log.info({ migrations: applied }, "database migrated");
    fastify.decorate("db", db);
  },
  { name: "db" },
);
