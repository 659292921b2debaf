/**
 * Compiles the Node programs to plain JavaScript in dist/node/, so that production runs
 * them with node alone: one ESM bundle per entry, with the npm packages left as imports.
 * Add an entry here for every program node starts (the server, the command line, workers).
 */
import { build } from "esbuild";

export const NODE_OUT_DIR = "dist/node";

const entries = [{ in: "server/server.ts", out: "server" }];

await build({
  entryPoints: entries,
  outdir: NODE_OUT_DIR,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
