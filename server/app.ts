/**
 * The whole app as one plugin, so tests build exactly what production runs.
 * Plugins load in three tiers: external (helmet, swagger, static), then the app's own
 * (schemas, errors, database, installation, configurations, licence), then routes.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppOptions, TrustProxy } from "./options.js";
import { sharedPlugin } from "./plugin.js";
import apiKeys from "./plugins/app/api-keys.js";
import auth from "./plugins/app/auth.js";
import configurations from "./plugins/app/configurations.js";
import db from "./plugins/app/db.js";
import enginePool from "./plugins/app/engine-pool.js";
import errorHandler from "./plugins/app/error-handler.js";
import installation from "./plugins/app/installation.js";
import license from "./plugins/app/license.js";
import noNul from "./plugins/app/no-nul.js";
import notFound from "./plugins/app/not-found.js";
import rules from "./plugins/app/rules.js";
import schemas from "./plugins/app/schemas.js";
import helmet from "./plugins/external/helmet.js";
import staticFiles from "./plugins/external/static.js";
import swagger from "./plugins/external/swagger.js";
import routes from "./routes/index.js";
import { annotationKeywords, schemaErrorFormatter } from "./validation.js";
import {
  clientErrorOptions,
  DEFAULT_CONNECTION_SETTINGS,
  limitConnectionsPerAddress,
  timeoutOptions,
  type ConnectionSettings,
} from "./client-errors.js";

/** Default body limit; the analysis routes raise theirs. */
const BODY_LIMIT = 1024 * 1024;

export const serviceApp = sharedPlugin<AppOptions>(
  async (fastify, options) => {
    fastify.decorate("settings", options);
    // The API takes JSON; any other body type is answered 415 instead of reaching a schema as a string.
    fastify.removeContentTypeParser("text/plain");

    await fastify.register(helmet);
    await fastify.register(swagger);
    await fastify.register(staticFiles);

    await fastify.register(schemas);
    await fastify.register(errorHandler);
    await fastify.register(notFound);
    await fastify.register(noNul);
    await fastify.register(db);
    await fastify.register(installation);
    await fastify.register(auth);
    await fastify.register(apiKeys);
    await fastify.register(enginePool);
    await fastify.register(rules);
    await fastify.register(configurations);
    await fastify.register(license);

    await fastify.register(routes);
  },
  { name: "reqlens" },
);

/** Fastify's own options: strict validation (no coercion, unknown fields rejected). */
export function serverOptions(
  logger: FastifyServerOptions["logger"],
  trustProxy: TrustProxy = false,
  connections: ConnectionSettings = DEFAULT_CONNECTION_SETTINGS,
): FastifyServerOptions {
  return {
    logger,
    trustProxy,
    ...timeoutOptions(connections),
    bodyLimit: BODY_LIMIT,
    // PGlite starts a PostgreSQL in WebAssembly; on a busy machine that can take longer than Fastify's 10 s default.
    pluginTimeout: 120_000,
    schemaErrorFormatter,
    ...clientErrorOptions,
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, keywords: annotationKeywords() },
    },
  };
}

export async function buildApp(options: AppOptions, logger: FastifyServerOptions["logger"] = false): Promise<FastifyInstance> {
  const connections = { ...DEFAULT_CONNECTION_SETTINGS, ...options.connections };
  const app = Fastify(serverOptions(logger, options.trustProxy, connections));
  limitConnectionsPerAddress(app.server, connections.maxConnectionsPerAddress);
  await app.register(serviceApp, options);
  await app.ready();
  return app;
}
