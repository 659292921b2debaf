/**
 * Compiles the Node programs to plain JavaScript, so that production runs them with node
 * alone: one ESM bundle per entry, with the npm packages left as imports. The server goes
 * to dist/node/; the command line to dist/cli/reqlens.js, an executable with a shebang (the
 * package's `bin`). Add an entry here for every program node starts (the server, the
 * command line, workers). Run by `npm run build` before the web build.
 */
import { chmodSync } from "node:fs";
import { build } from "esbuild";

export const NODE_OUT_DIR = "dist/node";

const common = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", sourcemap: true, logLevel: "warning" };

const entries = [{ in: "server/server.ts", out: "server" }];

await build({ ...common, entryPoints: entries, outdir: NODE_OUT_DIR });

/** Executables: source, output (with a shebang and the executable bit). */
export const executables = [{ source: "cli/main.ts", output: "dist/cli/reqlens.js" }];

for (const entry of executables) {
  await build({ ...common, entryPoints: [entry.source], outfile: entry.output, banner: { js: "#!/usr/bin/env node" } });
  chmodSync(entry.output, 0o755);
}
