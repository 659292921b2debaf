/**
 * The load benchmark serves the built console as production does: like `npm start`
 * (scripts/start.mjs), it builds dist/web when it is missing or older than its sources.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { root } from "./corpus.js";

const SOURCES = ["src", "public", "index.html", "vite.config.ts", "schemas", "engine"];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export const webRoot = join(root, "dist", "web");

export function ensureConsoleBuilt(): void {
  const built = join(webRoot, "index.html");
  if (existsSync(built) && Math.max(...SOURCES.map((source) => newest(join(root, source)))) <= newest(built)) return;
  console.log("Building the web console …");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`the console build failed (exit code ${build.status})`);
}

/**
 * What a browser fetches to show the check page: the HTML (at /check, through the
 * console's fallback) and every script, stylesheet and icon index.html links to.
 */
export function checkPageAssets(): string[] {
  const html = readFileSync(join(webRoot, "index.html"), "utf8");
  const linked = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
  return ["/check", ...new Set(linked)];
}
