import { configDefaults, defineConfig } from "vitest/config";

/** Files named *.postgres.test.ts test what only a PostgreSQL server can show; they run where DATABASE_URL is set. */
const POSTGRES_ONLY = process.env.DATABASE_URL ? [] : ["tests/server/**/*.postgres.test.ts"];

export default defineConfig({
  test: {
    projects: [
      { test: { name: "engine", include: ["tests/engine/**/*.test.ts", "engine/rules/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...POSTGRES_ONLY],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: { name: "documents", include: ["tests/documents/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // One file at a time: each builds dist/ before running the bin.
        test: {
          name: "cli",
          include: ["tests/cli/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      { test: { name: "repo", include: ["tests/repo/**/*.test.ts"], environment: "node" } },
      { test: { name: "web", include: ["tests/web/**/*.test.{ts,tsx}"], environment: "jsdom" } },
    ],
  },
});
