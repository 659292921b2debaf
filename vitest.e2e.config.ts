/**
 * Browser tests (Chromium through playwright-core) against a running server.
 * Run by scripts/e2e.mjs, which starts the server and sets BASE_URL.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
