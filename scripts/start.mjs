/**
 * `npm start`: builds the web console when dist/web is missing or older than its
 * sources, then runs the server (PORT, default 8080).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = join("dist", "web", "index.html");
const sources = ["src", "public", "index.html", "vite.config.ts", "schemas", "engine"];
if (!existsSync(built) || Math.max(...sources.map(newest)) > newest(built)) {
  console.log("Building the web console …");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status || 1);
}
const server = spawnSync("npx", ["tsx", "server/server.ts"], { stdio: "inherit" });
process.exit(server.status ?? 0);
