import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // two cores: one worker per core; each server test file runs its own database
    maxWorkers: 2,
    projects: ["packages/contracts", "apps/server", "apps/web"],
  },
});
