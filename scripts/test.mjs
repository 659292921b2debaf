/**
 * `npm test`: every check, in order.
 *   1. generated types are up to date, and the project type-checks;
 *   2. unit and server tests (vitest) on the embedded PGlite;
 *   3. the server tests again on a private PostgreSQL server;
 *   4. the production build, then the browser tests in Chromium.
 * Stops at the first failure with a non-zero exit code.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "./lib/postgres.mjs";

const reports = mkdtempSync(join(tmpdir(), "reqlens-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Vitest arguments that also write a JSON report, counted for the closing line. */
function vitestArgs(name, args) {
  return ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, `${name}.json`)}`];
}

function count(name) {
  const file = join(reports, `${name}.json`);
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function finish(code) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    for (const name of ["unit", "postgres", "e2e"]) count(name);
    finish(result.status || 1);
  }
}

const npx = "npx";
if (process.env.DATABASE_URL) console.log("Note: DATABASE_URL is ignored here; the suites run on PGlite and on a private PostgreSQL server.");
step("Generated types are current", npx, ["tsx", "scripts/generate.ts", "--check"]);
step("Type check", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"]);
step("Unit, web and server tests (PGlite)", npx, vitestArgs("unit", []), { DATABASE_URL: "" });

const pg = await startPostgres();
if (!pg) {
  console.error("PostgreSQL is not installed (apt-get install postgresql); the server tests must also run against it.");
  process.exit(1);
}
try {
  step("Server tests (PostgreSQL)", npx, vitestArgs("postgres", ["--project", "server"]), { DATABASE_URL: pg.url });
} finally {
  pg.stop();
}

step("Production build (server, command line, console)", "npm", ["run", "build"]);
step("Browser tests (Chromium)", "node", ["scripts/e2e.mjs"], { REQLENS_E2E_REPORT: join(reports, "e2e.json") });
for (const name of ["unit", "postgres", "e2e"]) count(name);
if (totals.skipped > 0) {
  console.error(`${totals.skipped} tests were skipped; every test must run.`);
  finish(1);
}
console.log("\nAll checks passed.");
finish(0);
