/**
 * Bundles the Node programs that run without tsx: each entry's TypeScript and the project's
 * own modules into one ES module under dist/, packages left as imports of node_modules.
 * Run by `npm run build` before the web build. Usage: node scripts/build-node.mjs
 */
import { chmodSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What is built: source, output, and whether the output is an executable with a shebang. */
export const entries = [{ source: "cli/main.ts", output: "dist/cli/reqlens.js", executable: true }];

for (const entry of entries) {
  const outfile = join(root, entry.output);
  await build({
    entryPoints: [join(root, entry.source)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
    banner: entry.executable ? { js: "#!/usr/bin/env node" } : undefined,
  });
  if (entry.executable) chmodSync(outfile, 0o755);
  console.log(`built ${entry.output}`);
}
