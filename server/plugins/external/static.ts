/**
 * The built web console (dist/web). Missing in tests and before the first build: then
 * nothing is served and the app still starts. Unknown HTML paths fall back to
 * index.html in routes/fallback.ts, so the console's own routes survive a reload.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { sharedPlugin } from "../../plugin.js";

export default sharedPlugin(
  async (fastify) => {
    const root = fastify.settings.webRoot;
    if (!existsSync(join(root, "index.html"))) {
      fastify.log.warn({ root }, "the web console is not built; run `npm run build`");
      return;
    }
    await fastify.register(fastifyStatic, { root, wildcard: true, schemaHide: true });
  },
  { name: "static" },
);
