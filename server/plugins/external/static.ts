/**
 * The built web console (dist/web). Missing in tests and before the first build: then
 * nothing is served and the app still starts. Unknown HTML paths fall back to
 * index.html in routes/fallback.ts, so the console's own routes survive a reload.
 * Vite names every built asset by a hash of its content, so those are cached for a year;
 * anything else (index.html) is revalidated on every load. The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each text file (vite.config.ts); `preCompressed`
 * sends the one the browser accepts, so no answer is compressed per request.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { sharedPlugin } from "../../plugin.js";

/** assets/<name>-<8-character content hash>.<ext>, as vite writes them, and their .br and .gz copies. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;

export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "no-cache";
}

export default sharedPlugin(
  async (fastify) => {
    const root = fastify.settings.webRoot;
    if (!existsSync(join(root, "index.html"))) {
      fastify.log.warn({ root }, "the web console is not built; run `npm run build`");
      return;
    }
    await fastify.register(fastifyStatic, {
      root,
      wildcard: true,
      preCompressed: true,
      schemaHide: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header("cache-control", cacheControlFor(path)),
    });
  },
  { name: "static" },
);
