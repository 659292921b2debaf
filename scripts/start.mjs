/**
 * `npm start`: builds what is missing or older than its sources — the web console
 * (dist/web) and the compiled server (dist/node) — then runs the server with node
 * in this process (PORT, default 8080). No TypeScript runs at this point.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function buildIfStale(what, output, sources, command, args) {
  if (existsSync(output) && Math.max(...sources.map(newest)) <= newest(output)) return;
  console.log(`Building ${what} …`);
  const build = spawnSync(command, args, { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status || 1);
}

const shared = ["engine", "schemas", "documents", "package.json"];
buildIfStale("the web console", join("dist", "web", "index.html"), ["src", "public", "index.html", "vite.config.ts", ...shared], "npx", [
  "vite",
  "build",
  "--logLevel",
  "warn",
]);
buildIfStale("the server", join("dist", "node", "server.js"), ["server", "cli", "scripts/build-node.mjs", ...shared], "node", [
  "scripts/build-node.mjs",
]);

// In this process, so that signals reach the server's own graceful shutdown.
await import(pathToFileURL(join("dist", "node", "server.js")).href);
