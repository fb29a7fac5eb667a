import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    // the test files share one import of the server per worker (each still starts its own server and database)
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
