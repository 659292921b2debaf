/**
 * A private Debian PostgreSQL server for tests: initdb into a temporary folder and
 * start it on a free loopback port as the unprivileged `postgres` user.
 * Returns { url, stop } or null when PostgreSQL is not installed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, chmodSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function findBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = findBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "reqlens-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = join(bin, cmd);
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "reqlens", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  run("pg_ctl", ["-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "-l", join(dir, "log"), "-w", "start"]);
  const url = `postgres://reqlens@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `node scripts/lib/postgres.mjs` starts a server and prints its URL (for manual use).
if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = await startPostgres();
  console.log(pg ? pg.url : "PostgreSQL is not installed");
  if (pg) process.on("SIGINT", () => (pg.stop(), process.exit(0)));
  else execFileSync("true");
}
