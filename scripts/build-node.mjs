/**
 * Compiles the Node programs to plain JavaScript in dist/node/, so that production runs
 * them with node alone: one ESM bundle per entry, with the npm packages left as imports.
 * Add an entry here for every program node starts (the server, the command line, workers).
 * Every bundle starts with a `#!/usr/bin/env node` line, so that the `reqlens` bin
 * (dist/node/reqlens.js) runs directly; the executable bit is set on all of them.
 */
import { chmodSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

export const NODE_OUT_DIR = "dist/node";

const entries = [
  { in: "server/server.ts", out: "server" },
  { in: "cli/main.ts", out: "reqlens" },
];

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
  banner: { js: "#!/usr/bin/env node" },
});
for (const entry of entries) chmodSync(join(NODE_OUT_DIR, `${entry.out}.js`), 0o755);
