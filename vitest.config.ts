import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "engine", include: ["tests/engine/**/*.test.ts", "engine/rules/**/*.test.ts"], environment: "node" } },
      { test: { name: "server", include: ["tests/server/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false } },
      {
        test: { name: "documents", include: ["tests/documents/**/*.test.ts", "tests/cli/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 120_000 },
      },
      { test: { name: "repo", include: ["tests/repo/**/*.test.ts"], environment: "node" } },
      { test: { name: "web", include: ["tests/web/**/*.test.{ts,tsx}"], environment: "jsdom" } },
    ],
  },
});
