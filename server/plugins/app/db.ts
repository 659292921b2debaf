/**
 * The database: opened and migrated before anything else of the app runs. A PostgreSQL
 * server that becomes unreachable is logged once (and once more when it answers again),
 * not per failed request; the requests themselves are answered 503 (server/db/unavailable.ts).
 */
import { openDatabase, type Database } from "../../db/database.js";
import { migrate } from "../../db/migrate.js";
import type { PostgresOptions } from "../../db/types.js";
import { unavailableReason } from "../../db/unavailable.js";
import { sharedPlugin } from "../../plugin.js";

declare module "../../options.js" {
  interface AppOptions {
    /** Pool size and time-outs of DATABASE_URL; absent: DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS. */
    postgres?: Omit<PostgresOptions, "onReachability">;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const { databaseUrl, pgliteDir, pgliteTemplate, postgres } = fastify.settings;
    const db = await openDatabase({
      databaseUrl,
      dataDir: pgliteDir,
      pgliteTemplate,
      postgres: {
        ...postgres,
        onReachability(reachable, error) {
          if (reachable) fastify.log.warn("the database answers again; writes are accepted again");
          else
            fastify.log.error(
              { reason: unavailableReason(error) },
              "the database is not reachable: writes are answered 503, analyses go on with the cached configurations",
            );
        },
      },
    });
    fastify.addHook("onClose", () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) fastify.log.info({ migrations: applied }, "database migrated");
    fastify.decorate("db", db);
  },
  { name: "db" },
);
