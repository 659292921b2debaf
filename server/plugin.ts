/**
 * Marks an async plugin as shared with its parent (no encapsulation), with a name and
 * the plugins it needs, through fastify-plugin.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from "fastify";
import fp from "fastify-plugin";

export function sharedPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: (fastify: FastifyInstance, options: Options) => Promise<void>,
  meta: { name: string; dependencies?: string[] },
): FastifyPluginAsync<Options> {
  return fp(plugin as FastifyPluginAsync<Options>, { name: meta.name, dependencies: meta.dependencies ?? [], fastify: "5.x" });
}
