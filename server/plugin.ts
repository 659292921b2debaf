/**
 * Marks an async plugin as shared with its parent (no encapsulation), with a name and
 * the plugins it needs — what fastify-plugin does, without an extra dependency.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from "fastify";

export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: (fastify: FastifyInstance, options: Options) => Promise<void>,
  meta: { name: string; dependencies?: string[] },
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for("skip-override")] = true;
  marked[Symbol.for("fastify.display-name")] = meta.name;
  marked[Symbol.for("plugin-meta")] = { name: meta.name, dependencies: meta.dependencies ?? [], fastify: "5.x" };
  return marked;
}
