import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Pure tests run in node; a component test opts into jsdom with `// @vitest-environment jsdom`. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
