/**
 * `npm test`: every check, in order.
 *   1. generated types are up to date, and the project type-checks;
 *   2. unit and server tests (vitest) on the embedded PGlite;
 *   3. the server tests again on a private PostgreSQL server;
 *   4. the production build, then the browser tests in Chromium.
 * Stops at the first failure with a non-zero exit code.
 */
import { spawnSync } from "node:child_process";
import { startPostgres } from "./lib/postgres.mjs";

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

const npx = "npx";
step("Generated types are current", npx, ["tsx", "scripts/generate.ts", "--check"]);
step("Type check", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"]);
step("Unit, web and server tests (PGlite)", npx, ["vitest", "run"], { DATABASE_URL: "" });

const pg = await startPostgres();
if (!pg) {
  console.error("PostgreSQL is not installed (apt-get install postgresql); the server tests must also run against it.");
  process.exit(1);
}
try {
  step("Server tests (PostgreSQL)", npx, ["vitest", "run", "--project", "server"], { DATABASE_URL: pg.url });
} finally {
  pg.stop();
}

step("Production build", npx, ["vite", "build"]);
step("Browser tests (Chromium)", "node", ["scripts/e2e.mjs"]);
console.log("\nAll checks passed.");
